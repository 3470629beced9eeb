import { type APIRequestContext, expect } from '@playwright/test';

/** Today in Jakarta, 'YYYY-MM-DD'. */
export function hariIni(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The next Monday (Jakarta): Poli Umum and the HD room both hold a morning session then in the demo schedule. */
export function seninBerikut(): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  jakarta.setUTCDate(jakarta.getUTCDate() + ((8 - jakarta.getUTCDay()) % 7 || 7));
  return jakarta.toISOString().slice(0, 10);
}

export interface PendaftaranDemo {
  layanan_uid: string;
  nomor_antrian: string;
  tanggal: string;
  pasien: { uid: string; nama: string; no_rm: string };
}

export interface OpsiPasienDemo {
  /** The clinic's kode (UMUM, HD, IGD…); the IGD registers without a doctor. */
  poli: string;
  tanggal: string;
  penjamin?: 'UMUM' | 'BPJS';
  /** How many demo patients to read, and where to start in that list: from its end (`terbalik`) or
   * from index `mulaiDari` on, so journeys running side by side seldom reach for the same one. */
  limit: number;
  terbalik?: boolean;
  mulaiDari?: number;
}

/**
 * Registers the first demo patient still free at `poli` on `tanggal` through the API, as the desk
 * would, with the first doctor of that day's quota (BPJS with a card and referral). Temporary IGD
 * records are skipped: another journey merges them away mid-run; so are newborns ("By. Ny. …"),
 * whom the delivery journey registers mid-run, and patients lying on a ward.
 */
export async function daftarkanPasienDemo(
  api: APIRequestContext,
  { poli, tanggal, penjamin = 'UMUM', limit, terbalik = false, mulaiDari = 0 }: OpsiPasienDemo,
): Promise<PendaftaranDemo> {
  const daftarPoli = (await (await api.get('/api/v1/master/poli?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const p = daftarPoli.respon.find((x) => x.kode === poli);
  expect(p, `poli ${poli}`).toBeTruthy();
  // Doctors in the day's order with places left: once the first doctor's session is full (the
  // journeys share next Monday's Poli Umum), the desk would offer the next one.
  let dokter: (string | null)[] = [null];
  if (poli !== 'IGD') {
    const kuota = (await (
      await api.get(`/api/v1/pendaftaran/kuota?poli=${p?.uid}&tanggal=${tanggal}`)
    ).json()) as { respon: { dokter: { dokter_uid: string; sisa: number }[] } };
    dokter = kuota.respon.dokter.filter((d) => d.sisa > 0).map((d) => d.dokter_uid);
    expect(dokter.length, `dokter ${poli} ${tanggal} dengan kuota tersisa`).toBeGreaterThan(0);
  }
  const pasien = (await (await api.get('/api/v1/pasien?limit=100&sementara=false')).json()) as {
    respon: { uid: string; nama: string; no_rm: string }[];
  };
  // Patients lying on a ward (the delivery journey's mother, another journey's admission) have a
  // stay in every list the desk and the cashier show: a clinic visit beside it would make two rows.
  const ranap = await api.get('/api/v1/ranap/pasien?limit=100');
  const diBangsal = new Set(
    ranap.ok()
      ? ((await ranap.json()) as { respon: { pasien: { uid: string } }[] }).respon.map((r) => r.pasien.uid)
      : [],
  );
  const dewasa = pasien.respon.filter((ps) => !ps.nama.startsWith('By. ') && !diBangsal.has(ps.uid));
  const urut = terbalik ? dewasa.reverse() : dewasa;
  // The journey's own window of `limit` first, then everyone else: journeys running side by side
  // seldom meet, and none fails because its window is used up.
  const jendela = urut.slice(0, limit);
  const calon = [...jendela.slice(mulaiDari), ...jendela.slice(0, mulaiDari), ...urut.slice(limit)];
  for (const ps of calon) {
    for (const dokterUid of [...dokter]) {
      const res = await api.post('/api/v1/pendaftaran', {
        data: {
          pasien_uid: ps.uid,
          poli_uid: p?.uid,
          dokter_uid: dokterUid,
          tanggal,
          penjamin,
          ...(penjamin === 'BPJS' ? { no_kartu: '0001234567890', no_rujukan: '0301R0010130B000001' } : {}),
        },
      });
      if (res.status() === 201) {
        const { respon } = (await res.json()) as { respon: { uid: string; nomor_antrian: string } };
        return {
          layanan_uid: respon.uid,
          nomor_antrian: respon.nomor_antrian,
          tanggal,
          pasien: { uid: ps.uid, nama: ps.nama, no_rm: ps.no_rm },
        };
      }
      const galat = (await res.json().catch(() => ({}))) as { code?: string };
      // A full session is the doctor's, not the patient's: drop that doctor and try the next.
      if (galat.code === 'kunjungan.kuota_penuh') dokter.splice(dokter.indexOf(dokterUid), 1);
      else break;
    }
    if (dokter.length === 0) break;
  }
  throw new Error(`tidak ada pasien demo yang bisa didaftarkan ke ${poli}`);
}

/** 'Mulai Layani' through the API, as the nurse would: the service's queue entry goes to Sedang Proses. */
export async function mulaiLayani(
  api: APIRequestContext,
  layananUid: string,
): Promise<{ antrian_uid: string; kunjungan_uid: string }> {
  const l = (await (await api.get(`/api/v1/pelayanan/${layananUid}`)).json()) as {
    respon: { antrian: { uid: string }; kunjungan_uid: string };
  };
  const mulai = await api.put(`/api/v1/antrian/${l.respon.antrian.uid}/status`, {
    data: { status: 'ON_PROCESS' },
  });
  expect(mulai.status(), await mulai.text()).toBe(200);
  return { antrian_uid: l.respon.antrian.uid, kunjungan_uid: l.respon.kunjungan_uid };
}

export type LayananSiap = PendaftaranDemo & { antrian_uid: string; kunjungan_uid: string };

/** A demo patient registered (see daftarkanPasienDemo) and called in: Sedang Proses. */
export async function layaniPasienDemo(api: APIRequestContext, opsi: OpsiPasienDemo): Promise<LayananSiap> {
  const daftar = await daftarkanPasienDemo(api, opsi);
  return { ...daftar, ...(await mulaiLayani(api, daftar.layanan_uid)) };
}

/**
 * A demo patient registered at Poli Umum (UMUM, or BPJS) for next Monday and called in (Sedang
 * Proses), as the desk and the clinic nurse leave them for the doctor.
 */
export function layananPoliUmum(
  api: APIRequestContext,
  penjamin: 'UMUM' | 'BPJS' = 'UMUM',
): Promise<LayananSiap> {
  return layaniPasienDemo(api, { poli: 'UMUM', tanggal: seninBerikut(), penjamin, limit: 60 });
}

/**
 * The doctor behind `apiDokter` takes the patient over (docs/pelayanan.md, "Whose patient"), as a
 * doctor charting a patient registered with a colleague confirms in the chart.
 */
export async function ambilAlihPasien(apiDokter: APIRequestContext, layananUid: string): Promise<void> {
  const res = await apiDokter.post(`/api/v1/pelayanan/${layananUid}/ambil-alih`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
}
