import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let poli: LayananUji;
let igd: LayananUji;
let hd: LayananUji;

const url = (l: LayananUji) => `/pelayanan/${l.layanan_uid}/asesmen`;

const poliLengkap = {
  keluhan_utama: 'Nyeri ulu hati sejak kemarin',
  tanda_vital: {
    td_sistolik: 130,
    td_diastolik: 85,
    nadi: 90,
    suhu: 36.8,
    berat_badan: 70,
    tinggi_badan: 165,
  },
  // Computed fields sent by a client are ignored.
  imt: 99,
  kategori_imt: 'Normal',
  skala_nyeri: 5,
  lokasi_nyeri: 'Epigastrium',
  sifat_nyeri: 'Terbakar',
  risiko_jatuh: { jalan_tidak_seimbang: true, menopang_saat_duduk: true, hasil: 'Tidak berisiko' },
  alergi: {
    tidak_ada: false,
    daftar: [
      { jenis: 'Obat', nama: 'Amoksisilin', reaksi: 'Gatal dan bentol' },
      { jenis: 'Makanan', nama: 'Udang', reaksi: 'Sesak' },
    ],
  },
  skrining_gizi: { penurunan_bb: 'Ya, 1–5 kg', asupan_berkurang: true },
  status_fungsional: 'Mandiri',
  status_psikologis: ['Cemas'],
  hubungan_keluarga: 'Baik',
};

const igdIsi = {
  triase: 2,
  cara_datang: 'Ambulans',
  keluhan_utama: 'Sesak napas mendadak',
  survei_primer: {
    airway: 'Bebas',
    breathing: 'Spontan, tidak adekuat',
    circulation: 'Normal',
    gcs: { e: 3, v: 4, m: 6, total: 15 },
    pupil: 'Isokor',
  },
  tanda_vital: { td_sistolik: 160, td_diastolik: 100, nadi: 118, respirasi: 30, spo2: 89 },
  alergi: { tidak_ada: true, daftar: [] },
};

const hdIsi = {
  bb_kering: 55,
  bb_pre: 57.5,
  target_uf: 2500,
  akses_vaskular: 'AV fistula',
  lokasi_akses: 'lengan bawah kiri',
  qb: 250,
  heparinisasi: 'Reguler',
  tanda_vital_pre: { td_sistolik: 160, td_diastolik: 90, nadi: 84 },
  intra: [{ jam: '08:00', td_sistolik: 150, td_diastolik: 85, nadi: 80, qb: 250, uf_tercapai: 600 }],
  alergi: { tidak_ada: false, daftar: [{ jenis: 'Obat', nama: 'Heparin', reaksi: 'Trombositopenia' }] },
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'igd', 'poli_hd']) akun[r] = await t.login(r);
  poli = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Pasien Poli' });
  igd = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    poli: 'IGD',
    status: 'ON_PROCESS',
    nama: 'Pasien Igd',
  });
  hd = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    poli: 'HD',
    dokter: 'Hana Safitri',
    status: 'ON_PROCESS',
    nama: 'Pasien Hd',
  });
  // Already known, in another letter case: must not be listed twice.
  await queryRows(t, `update pasien set alergi = '{amoksisilin}' where uid = '${poli.pasien_uid}'`);
});
afterAll(() => t.close());

const alergiPasien = async (l: LayananUji) =>
  (await queryRows<{ alergi: string[] }>(t, `select alergi from pasien where uid = '${l.pasien_uid}'`))[0]
    ?.alergi;

describe('asesmen keperawatan poli', () => {
  it('stores BMI, fall risk and MST as computed by the server, and adds new allergies to the patient', async () => {
    const res = await call('POST', url(poli), akun.poli, { jenis: 'KEPERAWATAN_POLI', isi: poliLengkap });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon.isi).toMatchObject({
      imt: 25.7,
      kategori_imt: 'Obesitas I',
      risiko_jatuh: { hasil: 'Risiko tinggi' },
      skrining_gizi: { skor: 2, berisiko: true },
    });
    const header = await call('GET', `/pelayanan/${poli.layanan_uid}`, akun.poli);
    expect(header.json().respon.pasien.alergi).toEqual(['amoksisilin', 'Udang']);
    const audit = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where aksi = 'pasien.alergi' and entitas_id = '${poli.pasien_uid}'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.keterangan).toContain('Udang');
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${poli.layanan_uid}' and jenis = 'LOG_ASSESSTMENT'`,
    );
    expect(log?.ringkasan).toContain('IMT 25,7 (Obesitas I)');
    expect(log?.ringkasan).toContain('Jatuh: risiko tinggi');
  });

  it('refuses unanswered sections field by field and writes nothing', async () => {
    const sebelum = await countRows(t, 'asesmen');
    const res = await call('POST', url(poli), akun.poli, {
      jenis: 'KEPERAWATAN_POLI',
      isi: {
        ...poliLengkap,
        tanda_vital: { spo2: 120 },
        skala_nyeri: 11,
        risiko_jatuh: { jalan_tidak_seimbang: null, menopang_saat_duduk: false },
        alergi: {
          tidak_ada: false,
          daftar: [
            { jenis: 'Obat', nama: 'Kodein' },
            { jenis: 'Obat', nama: '' },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'isi.tanda_vital.spo2',
      'isi.skala_nyeri',
      'isi.risiko_jatuh.jalan_tidak_seimbang',
      'isi.alergi.daftar.1.nama',
    ]);
    expect(await countRows(t, 'asesmen')).toBe(sebelum);
    expect(await alergiPasien(poli)).not.toContain('Kodein');
  });

  it('keeps every re-assessment as its own row', async () => {
    const ulang = {
      jenis: 'KEPERAWATAN_ULANG',
      isi: { tanda_vital: { nadi: 80 }, keluhan_utama: 'Nyeri berkurang' },
    };
    expect((await call('POST', url(poli), akun.poli, ulang)).statusCode).toBe(201);
    expect((await call('POST', url(poli), akun.poli, ulang)).statusCode).toBe(201);
    const list = await call('GET', `${url(poli)}?jenis=KEPERAWATAN_ULANG`, akun.poli);
    expect(list.json().respon).toHaveLength(2);
  });
});

describe('asesmen keperawatan IGD', () => {
  it('is written by the IGD team, not by a clinic nurse; the GCS total is the server’s', async () => {
    const body = { jenis: 'KEPERAWATAN_IGD', isi: igdIsi };
    expect((await call('POST', url(igd), akun.poli, body)).statusCode).toBe(403);
    const res = await call('POST', url(igd), akun.igd, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon.isi.survei_primer.gcs).toEqual({
      e: 3,
      v: 4,
      m: 6,
      total: 13,
      kesadaran: 'Apatis',
    });
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${igd.layanan_uid}' and jenis = 'LOG_ASSESSTMENT'`,
    );
    expect(log?.ringkasan).toMatch(/^Asesmen Keperawatan IGD: ATS 2 – Emergensi \(Oranye\); Sesak napas/);
  });

  it('asks the triage level and the primary survey', async () => {
    const res = await call('POST', url(igd), akun.igd, {
      jenis: 'KEPERAWATAN_IGD',
      isi: {
        ...igdIsi,
        triase: null,
        survei_primer: { ...igdIsi.survei_primer, airway: '', gcs: { e: 4, v: 5 } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'isi.triase',
      'isi.survei_primer.airway',
      'isi.survei_primer.gcs.m',
    ]);
  });

  it('is not a clinic kind', async () => {
    const res = await call('POST', url(poli), akun.poli, { jenis: 'KEPERAWATAN_IGD', isi: igdIsi });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Asesmen Keperawatan IGD tidak dipakai di Rawat Jalan');
  });
});

describe('asesmen keperawatan hemodialisa', () => {
  it('is written by the HD nurse with the weight gain computed, and heparin allergy reaches the patient', async () => {
    const body = { jenis: 'KEPERAWATAN_HD', isi: { ...hdIsi, kenaikan_bb: 0 } };
    expect((await call('POST', url(hd), akun.poli, body)).statusCode).toBe(403);
    const res = await call('POST', url(hd), akun.poli_hd, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon.isi).toMatchObject({
      kenaikan_bb: 2.5,
      persen_kenaikan_bb: 4.5,
      uf_tercapai: 600,
    });
    expect(await alergiPasien(hd)).toEqual(['Heparin']);
    expect((await call('POST', url(poli), akun.poli, body)).statusCode).toBe(400);
  });

  it('refuses an HD record without access or pre-HD weight', async () => {
    const res = await call('POST', url(hd), akun.poli_hd, {
      jenis: 'KEPERAWATAN_HD',
      isi: { ...hdIsi, akses_vaskular: null, bb_pre: null, intra: [{ jam: '25:00' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'isi.bb_pre',
      'isi.akses_vaskular',
      'isi.intra.0.jam',
    ]);
  });
});
