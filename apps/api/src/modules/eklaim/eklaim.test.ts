import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import {
  aturEklaim,
  CODER_NIK_UJI,
  dataKlaimUji,
  KUNCI_UJI_EKLAIM,
  klaimBaruUji,
  mulaiSimEklaim,
  sepUji,
} from './eklaim.factory.ts';
import { buatKlienEklaim } from './eklaim.klien.ts';
import { GalatEklaim, GalatJaringanEklaim, type KlienEklaim } from './eklaim.port.ts';
import { sandiEklaim } from './eklaim.sandi.ts';
import { klienEklaim } from './eklaim.service.ts';
import type { SimulatorEklaim } from './eklaim.simulator.ts';

// The E-Klaim adapter against the simulator over real HTTP, and E-Klaim's settings (docs/eklaim.md).

/** The refusal a call ends in: E-Klaim's error_no and words. */
async function tolakan(p: Promise<unknown>): Promise<{ errorNo: string | null; pesan: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof GalatEklaim) return { errorNo: err.errorNo, pesan: err.message };
    throw err;
  }
  throw new Error('E-Klaim tidak menolak');
}

describe('klien E-Klaim terhadap simulator', () => {
  let sim: SimulatorEklaim;
  let klien: KlienEklaim;
  beforeAll(async () => {
    sim = await mulaiSimEklaim({ debug: true });
    klien = buatKlienEklaim({ url: sim.url, kunci: sim.kunci, kodeTarif: 'CP' });
  });
  afterAll(() => sim.tutup());

  it('klaim rawat inap: baru → data → grouping tahap 1 → tahap 2 dengan special CMG → final → kirim → status', async () => {
    const sep = sepUji();
    const baru = await klien.klaimBaru(klaimBaruUji(sep));
    expect(baru.patient_id).toMatch(/^\d+$/);
    expect(baru.admission_id).toBe('1');

    // Hip replacement: the manual's own example of a group with special CMG options.
    await klien.setDataKlaim(
      dataKlaimUji(sep, { diagnosa: 'M16.1#I10', procedure: '81.51', kelas_rawat: '3', kode_tarif: '' }),
    );
    const tahap1 = await klien.grouping(sep);
    expect(tahap1.cbg.code).toBe('M-1-04-II');
    expect(tahap1.cbg.description).toBe('PROSEDUR PADA SENDI TUNGKAI BAWAH (SEDANG)');
    expect(tahap1.cbg.tariff).toBeGreaterThan(0);
    expect(tahap1.special_cmg).toEqual([]);
    expect(tahap1.special_cmg_option.map((o) => o.code)).toEqual(['RR04Hip', 'RR04Knee', 'YY01']);
    expect(tahap1.tarif_total).toBe(tahap1.cbg.tariff);
    expect(tahap1.kelas).toBe('kelas_3');
    expect(tahap1.kode_tarif).toBe('CP');

    const tahap2 = await klien.grouping(sep, ['RR04Hip', 'YY01']);
    expect(tahap2.cbg).toEqual(tahap1.cbg);
    expect(tahap2.special_cmg).toEqual([
      { code: 'RR-04-III-Hip', description: 'HIP IMPLANT', type: 'Special Prosthesis', tariff: 18_000_000 },
      {
        code: 'YY-01-II',
        description: 'HIP REPLACEMENT / KNEE REPLACEMENT',
        type: 'Special Procedure',
        tariff: 13_099_000,
      },
    ]);
    expect(tahap2.tarif_total).toBe(tahap1.cbg.tariff + 31_099_000);

    expect(await klien.status(sep)).toEqual({
      nomor_sep: sep,
      status: 'normal',
      kemkes_dc_status: 'unsent',
      bpjs_dc_status: 'unsent',
    });
    // Not final yet: the data centre takes only final claims.
    expect(await tolakan(klien.kirim(sep))).toEqual({ errorNo: 'E2018', pesan: 'Klaim masih belum final' });

    await klien.final(sep, CODER_NIK_UJI);
    expect((await klien.status(sep)).status).toBe('final');
    expect(await tolakan(klien.final(sep, CODER_NIK_UJI))).toEqual({
      errorNo: 'E2009',
      pesan: 'Klaim sudah final',
    });

    expect(await klien.kirim(sep)).toEqual({
      nomor_sep: sep,
      status: 'final',
      kemkes_dc_status: 'sent',
      bpjs_dc_status: 'sent',
    });
    expect(await klien.status(sep)).toMatchObject({ status: 'final', kemkes_dc_status: 'sent' });
    const tersimpan = sim.klaim().find((k) => k.nomor_sep === sep);
    expect(tersimpan?.data?.tarif_rs).toMatchObject({ kamar: '900000', konsultasi: '150000' });
    expect(tersimpan?.data?.kode_tarif).toBe('CP');
    // What went over the wire, in E-Klaim's method names.
    expect(sim.permintaan.filter((p) => p.data.nomor_sep === sep).map((p) => p.method)).toEqual([
      'new_claim',
      'set_claim_data',
      'grouper',
      'grouper',
      'get_claim_data',
      'send_claim_individual',
      'claim_final',
      'get_claim_data',
      'claim_final',
      'send_claim_individual',
      'get_claim_data',
    ]);
  });

  it('rawat jalan dikelompokkan Q-5, tanpa special CMG; tarif kelas sama', async () => {
    const sep = sepUji();
    await klien.klaimBaru(klaimBaruUji(sep));
    await klien.setDataKlaim(
      dataKlaimUji(sep, {
        jenis_rawat: '2',
        kelas_rawat: '3',
        tgl_masuk: '2026-11-23 09:00:00',
        tgl_pulang: '2026-11-23 09:00:00',
        diagnosa: 'I10',
      }),
    );
    const g = await klien.grouping(sep);
    expect(g.cbg.code).toBe('Q-5-44-0');
    expect(g.special_cmg_option).toEqual([]);
  });

  it('SEP ganda ditolak dengan E2007 "Duplikasi nomor SEP"', async () => {
    const sep = sepUji();
    await klien.klaimBaru(klaimBaruUji(sep));
    expect(await tolakan(klien.klaimBaru(klaimBaruUji(sep, { nomor_rm: '99-99-99' })))).toEqual({
      errorNo: 'E2007',
      pesan: 'Duplikasi nomor SEP',
    });
  });

  it('data klaim final tidak bisa diubah; edit ulang membukanya lagi dan harus di-grouping ulang', async () => {
    const sep = sepUji();
    await klien.klaimBaru(klaimBaruUji(sep));
    await klien.setDataKlaim(dataKlaimUji(sep));
    expect((await klien.grouping(sep)).cbg.code).toBe('J-4-16-I');
    await klien.final(sep, CODER_NIK_UJI);
    expect(await tolakan(klien.setDataKlaim(dataKlaimUji(sep, { diagnosa: 'J18.9#E11.9' })))).toEqual({
      errorNo: 'E2011',
      pesan: 'Klaim tidak bisa diubah/edit',
    });
    await klien.editUlang(sep);
    await klien.setDataKlaim(dataKlaimUji(sep, { diagnosa: 'J18.9#E11.9' }));
    expect(await tolakan(klien.final(sep, CODER_NIK_UJI))).toMatchObject({ errorNo: 'E2017' });
    expect((await klien.grouping(sep)).cbg.code).toBe('J-4-16-II');
    expect(await tolakan(klien.editUlang(sep))).toMatchObject({ errorNo: 'E2002' });
  });

  it('aturan E-Klaim lainnya: SEP tak dikenal, tanggal, grouping tanpa data, diagnosis tak sah', async () => {
    expect(await tolakan(klien.grouping('0000R0000000V000000'))).toEqual({
      errorNo: 'E2004',
      pesan: 'Nomor SEP tidak ditemukan',
    });
    const sep = sepUji();
    await klien.klaimBaru(klaimBaruUji(sep));
    expect(await tolakan(klien.grouping(sep))).toMatchObject({ errorNo: 'E2030' });
    expect(
      await tolakan(klien.setDataKlaim(dataKlaimUji(sep, { tgl_pulang: '2026-11-20 10:00:00' }))),
    ).toMatchObject({ errorNo: 'E2012' });
    expect(await tolakan(klien.setDataKlaim(dataKlaimUji(sep, { coder_nik: '' })))).toMatchObject({
      errorNo: 'E2005',
    });
    await klien.setDataKlaim(dataKlaimUji(sep, { diagnosa: 'BUKAN-ICD' }));
    const x = await klien.grouping(sep);
    expect(x.cbg.code).toBe('X-0-98-X');
    expect(x.tarif_total).toBe(0);
    expect(await tolakan(klien.final(sep, CODER_NIK_UJI))).toEqual({
      errorNo: 'E2016',
      pesan: 'CBG Code invalid, tidak bisa final',
    });
  });

  it('kunci lain, permintaan tanpa tanda tangan, dan metode tak dikenal ditolak seperti E-Klaim', async () => {
    const salah = buatKlienEklaim({ url: sim.url, kunci: 'a'.repeat(64) });
    expect(await tolakan(salah.status(sepUji()))).toEqual({
      errorNo: 'E2031',
      pesan: 'Error : Key Mismatch',
    });

    const polos = await fetch(sim.url, {
      method: 'POST',
      body: JSON.stringify({ metadata: { method: 'get_claim_status' }, data: { nomor_sep: 'x' } }),
    });
    expect(await polos.json()).toMatchObject({ metadata: { code: 400, error_no: 'E2031' } });

    // Right key, no method E-Klaim knows: E2001, answered encrypted.
    const { bukaSandiEklaim } = await import('./eklaim.sandi.ts');
    const res = await fetch(sim.url, {
      method: 'POST',
      body: sandiEklaim(JSON.stringify({ metadata: { method: 'hapus_semua' }, data: {} }), KUNCI_UJI_EKLAIM),
    });
    const isi = await res.text();
    expect(isi.startsWith('----BEGIN ENCRYPTED DATA----')).toBe(true);
    expect(JSON.parse(bukaSandiEklaim(isi, KUNCI_UJI_EKLAIM))).toEqual({
      metadata: { code: 400, message: 'Method tidak ada', error_no: 'E2001' },
    });

    // mode=debug (enable_debug=1): plain JSON both ways.
    const debug = await fetch(`${sim.url}?mode=debug`, {
      method: 'POST',
      body: JSON.stringify({ metadata: { method: 'get_claim_status' }, data: { nomor_sep: 'x' } }),
    });
    expect(await debug.json()).toMatchObject({ metadata: { error_no: 'E2004' } });
  });

  it('E-Klaim yang tidak terjangkau menjadi galat jaringan yang jelas', async () => {
    const mati = buatKlienEklaim({ url: 'http://127.0.0.1:9/E-Klaim/ws.php', kunci: KUNCI_UJI_EKLAIM });
    const err = await mati.status('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GalatJaringanEklaim);
    expect((err as Error).message).toContain('E-Klaim tidak dapat dihubungi');
    expect(() => buatKlienEklaim({ url: sim.url, kunci: 'pendek' })).toThrow('64 karakter heksadesimal');
  });
});

describe('pengaturan E-Klaim', () => {
  let t: TestApp;
  let sim: SimulatorEklaim;
  let admin: string;
  const call = panggil(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    sim = await mulaiSimEklaim();
    admin = await t.login('ADMIN');
  });
  afterAll(async () => {
    await sim.tutup();
    await t.close();
  });

  it('tanpa pengaturan: klienEklaim null, layar melihat "belum diatur"', async () => {
    expect(await klienEklaim(t.database.db)).toBeNull();
    const res = await call('GET', '/integrasi/eklaim', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toEqual({
      url: '',
      aktif: false,
      kunci_terisi: false,
      kode_tarif: null,
      coder_nik: '',
      diubah_pada: null,
    });
    expect((await call('POST', '/integrasi/eklaim/uji', admin)).json().code).toBe(
      'eklaim.belum_dikonfigurasi',
    );
  });

  it('hanya ADMIN: tanpa sesi 401, CASEMIX 403', async () => {
    expect((await call('GET', '/integrasi/eklaim')).statusCode).toBe(401);
    expect((await call('PUT', '/integrasi/eklaim', undefined, {})).statusCode).toBe(401);
    const casemix = await t.login('CASEMIX');
    expect((await call('GET', '/integrasi/eklaim', casemix)).statusCode).toBe(403);
    expect((await call('PUT', '/integrasi/eklaim', casemix, { url: sim.url })).statusCode).toBe(403);
    expect((await call('POST', '/integrasi/eklaim/uji', casemix)).statusCode).toBe(403);
  });

  it('masukan salah 400 dan tidak menyimpan apa pun; kunci wajib saat pertama kali', async () => {
    const salah = await call('PUT', '/integrasi/eklaim', admin, {
      url: 'ftp://x',
      kunci: 'bukan-hex',
      kode_tarif: 'ZZ',
      coder_nik: 'abc',
      aktif: 'ya',
    });
    expect(salah.statusCode).toBe(400);
    const jalur = (salah.json().errors as { path: string }[]).map((e) => e.path);
    expect(jalur).toEqual(expect.arrayContaining(['url', 'kunci', 'kode_tarif', 'coder_nik', 'aktif']));
    const tanpaKunci = await call('PUT', '/integrasi/eklaim', admin, {
      url: sim.url,
      kode_tarif: 'CP',
      coder_nik: CODER_NIK_UJI,
      aktif: true,
    });
    expect(tanpaKunci.statusCode).toBe(409);
    expect(tanpaKunci.json().code).toBe('eklaim.kunci_wajib');
    expect(await queryRows(t, `select mitra from integrasi_pengaturan where mitra = 'EKLAIM'`)).toEqual([]);
  });

  it('tersimpan terenkripsi, tidak pernah dikirim balik; uji koneksi; klienEklaim memakai pengaturan', async () => {
    await aturEklaim(t, sim, admin);
    const res = await call('GET', '/integrasi/eklaim', admin);
    expect(res.body).not.toContain(sim.kunci);
    expect(res.json().respon).toMatchObject({
      url: sim.url,
      aktif: true,
      kunci_terisi: true,
      kode_tarif: 'CP',
    });
    const [b] = await queryRows<{ rahasia_terenkripsi: string; opsi: unknown }>(
      t,
      `select rahasia_terenkripsi, opsi from integrasi_pengaturan where mitra = 'EKLAIM'`,
    );
    expect(b?.rahasia_terenkripsi).not.toContain(sim.kunci);
    expect(b?.opsi).toEqual({ kode_tarif: 'CP', coder_nik: CODER_NIK_UJI });
    const [log] = await queryRows<{ detail: unknown }>(
      t,
      `select detail from log_aktivitas where entitas_id = 'EKLAIM' order by waktu desc limit 1`,
    );
    expect(JSON.stringify(log?.detail)).not.toContain(sim.kunci);

    const uji = await call('POST', '/integrasi/eklaim/uji', admin);
    expect(uji.statusCode).toBe(200);
    expect(uji.json().respon).toMatchObject({ berhasil: true, kode: 'E2004' });

    const k = await klienEklaim(t.database.db);
    expect(k).not.toBeNull();
    const sep = sepUji();
    await k?.klaimBaru(klaimBaruUji(sep));
    expect(sim.klaim().some((x) => x.nomor_sep === sep)).toBe(true);

    // An empty key keeps the stored one; switched off, the casemix module gets no client.
    const ubah = await call('PUT', '/integrasi/eklaim', admin, {
      url: sim.url,
      kunci: '',
      kode_tarif: 'BS',
      coder_nik: CODER_NIK_UJI,
      aktif: false,
    });
    expect(ubah.statusCode, ubah.body).toBe(200);
    expect(ubah.json().respon).toMatchObject({ kunci_terisi: true, kode_tarif: 'BS', aktif: false });
    expect(await klienEklaim(t.database.db)).toBeNull();
    expect((await call('POST', '/integrasi/eklaim/uji', admin)).json().respon.berhasil).toBe(true);
  });

  it('kunci yang salah terlihat pada uji koneksi sebagai Key Mismatch', async () => {
    const res = await call('PUT', '/integrasi/eklaim', admin, {
      url: sim.url,
      kunci: 'B'.repeat(64),
      kode_tarif: 'CP',
      coder_nik: CODER_NIK_UJI,
      aktif: true,
    });
    expect(res.statusCode).toBe(200);
    const uji = (await call('POST', '/integrasi/eklaim/uji', admin)).json().respon;
    expect(uji).toMatchObject({ berhasil: false, kode: 'E2031' });
    expect(uji.pesan).toContain('Key Mismatch');
  });
});
