import { type APIRequestContext, expect } from '@playwright/test';

/** The next Monday (Jakarta), a day Poli Umum holds a morning session in the demo schedule. */
export function seninBerikut(): string {
  const jakarta = new Date(Date.now() + 7 * 3_600_000);
  jakarta.setUTCDate(jakarta.getUTCDate() + ((8 - jakarta.getUTCDay()) % 7 || 7));
  return jakarta.toISOString().slice(0, 10);
}

export interface LayananSiap {
  layanan_uid: string;
  kunjungan_uid: string;
  tanggal: string;
  pasien: { uid: string; nama: string; no_rm: string };
}

/**
 * A demo patient registered at Poli Umum (UMUM, or BPJS with a card and referral) for next Monday
 * and called in (Sedang Proses), as the desk and the clinic nurse leave them for the doctor. Other
 * journeys register demo patients too: the first one still free that day is taken.
 */
export async function layananPoliUmum(
  api: APIRequestContext,
  penjamin: 'UMUM' | 'BPJS' = 'UMUM',
): Promise<LayananSiap> {
  const tanggal = seninBerikut();
  const poli = (await (await api.get('/api/v1/master/poli?limitless=true')).json()) as {
    respon: { uid: string; kode: string }[];
  };
  const umum = poli.respon.find((p) => p.kode === 'UMUM');
  const kuota = (await (
    await api.get(`/api/v1/pendaftaran/kuota?poli=${umum?.uid}&tanggal=${tanggal}`)
  ).json()) as { respon: { dokter: { dokter_uid: string }[] } };
  const pasien = (await (await api.get('/api/v1/pasien?limit=60&sementara=false')).json()) as {
    respon: { uid: string; nama: string; no_rm: string }[];
  };
  for (const p of pasien.respon) {
    const res = await api.post('/api/v1/pendaftaran', {
      data: {
        pasien_uid: p.uid,
        poli_uid: umum?.uid,
        dokter_uid: kuota.respon.dokter[0]?.dokter_uid,
        tanggal,
        penjamin,
        ...(penjamin === 'BPJS' ? { no_kartu: '0001234567890', no_rujukan: '0301R0010130B000001' } : {}),
      },
    });
    if (res.status() !== 201) continue;
    const layananUid = ((await res.json()) as { respon: { uid: string } }).respon.uid;
    const l = (await (await api.get(`/api/v1/pelayanan/${layananUid}`)).json()) as {
      respon: { antrian: { uid: string }; kunjungan_uid: string };
    };
    const mulai = await api.put(`/api/v1/antrian/${l.respon.antrian.uid}/status`, {
      data: { status: 'ON_PROCESS' },
    });
    expect(mulai.status(), await mulai.text()).toBe(200);
    return {
      layanan_uid: layananUid,
      kunjungan_uid: l.respon.kunjungan_uid,
      tanggal,
      pasien: { uid: p.uid, nama: p.nama, no_rm: p.no_rm },
    };
  }
  throw new Error('tidak ada pasien demo yang bisa didaftarkan');
}

/** A product the doctor can prescribe, by its exact name. */
export async function uidObat(dokter: APIRequestContext, nama: string): Promise<string> {
  const res = await dokter.get(`/api/v1/pelayanan/obat?search=${encodeURIComponent(nama)}`);
  const o = ((await res.json()) as { respon: { uid: string; nama: string }[] }).respon.find(
    (x) => x.nama === nama,
  );
  expect(o, nama).toBeTruthy();
  return o?.uid ?? '';
}
