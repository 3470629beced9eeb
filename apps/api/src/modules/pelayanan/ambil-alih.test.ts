import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

// Issue 17 point 1: the work is credited to the doctor who did it; a doctor charting another
// doctor's patient takes the patient over first (docs/pelayanan.md, "Whose patient").

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
const NIP = { andi: '2014.02.001', eko: '2016.07.004', budi: '2017.03.004' } as const;
const pegawai: Record<keyof typeof NIP, string> = { andi: '', eko: '', budi: '' };
const ANDI = 'dr. Andi Pratama, Sp.PD';
let radiologiUid = '';
const EKO = 'dr. Eko Prasetyo';

const keperawatan = {
  jenis: 'KEPERAWATAN_POLI',
  isi: { keluhan_utama: 'Demam 3 hari', tanda_vital: { nadi: 88, suhu: 38.2 }, skala_nyeri: 3 },
};
const soap = { jenis: 'MEDIS', isi: { subjektif: 'Demam 3 hari, batuk' } };

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'poli', 'dokter', 'dod', 'igd', 'admin', 'kasir'])
    akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  const [rad] = await queryRows<{ uid: string }>(
    t,
    `select uid from pemeriksaan_radiologi where kode = 'DX-THORAX-PA'`,
  );
  radiologiUid = rad?.uid ?? '';
  for (const k of Object.keys(NIP) as (keyof typeof NIP)[]) {
    const [p] = await queryRows<{ uid: string }>(t, `select uid from pegawai where kode = '${NIP[k]}'`);
    pegawai[k] = p?.uid ?? '';
  }
});
afterAll(() => t.close());

const header = async (l: LayananUji, cookie: string | undefined) => {
  const res = await call('GET', `/pelayanan/${l.layanan_uid}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().respon as { dokter: { uid: string; nama: string } | null; perlu_ambil_alih: boolean };
};
const alihRows = (l: LayananUji) =>
  queryRows<{ lama: string | null; baru: string; alasan: string | null; oleh: string | null }>(
    t,
    `select dokter_lama_uid as lama, dokter_baru_uid as baru, alasan, a.username as oleh
       from layanan_alih_dokter x left join akun a on a.uid = x.dibuat_oleh
      where layanan_uid = '${l.layanan_uid}' order by x.created_at`,
  );

/** A patient registered with dr. Eko at Poli Umum and still his (no take-over by the factory). */
const pasienEko = (nama: string, status: 'WAITING' | 'ON_PROCESS' = 'ON_PROCESS') =>
  siapkanLayanan(t, akun.pendaftaran ?? '', { status, nama, pemilik: null });

describe('a doctor charting another doctor’s patient', () => {
  let l: LayananUji;
  beforeAll(async () => {
    l = await pasienEko('Ani Alih');
  });

  it('is told whose patient it is and refused (409) on every clinical write, nothing written; nurses are unaffected', async () => {
    expect(await header(l, akun.dokter)).toMatchObject({ dokter: { nama: EKO }, perlu_ambil_alih: true });
    expect((await header(l, akun.dod)).perlu_ambil_alih).toBe(false);
    expect((await header(l, akun.poli)).perlu_ambil_alih).toBe(false);

    const tabel = ['asesmen', 'tindakan_layanan', 'transaksi', 'tindak_lanjut', 'order_penunjang'];
    const before = await Promise.all(tabel.map((x) => countRows(t, x)));
    const base = `/pelayanan/${l.layanan_uid}`;
    for (const [method, url, body] of [
      ['POST', `${base}/asesmen`, soap],
      ['POST', `${base}/tindakan`, { tindakan_uid: tindakan['KON-UMUM'] }],
      ['PUT', `${base}/tindak-lanjut`, { jenis: 'PULANG' }],
      ['POST', `${base}/order`, { jenis: 'RADIOLOGI', items: [{ pemeriksaan_radiologi_uid: radiologiUid }] }],
    ] as const) {
      const res = await call(method, url, akun.dokter, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'pelayanan.perlu_ambil_alih',
        message: `Pasien ini terdaftar pada ${EKO}; ambil alih pasien terlebih dahulu untuk menulis di rekam medisnya`,
      });
    }
    expect(await Promise.all(tabel.map((x) => countRows(t, x)))).toEqual(before);

    // The nurse of the clinic writes on as before, and the registered doctor too.
    expect((await call('POST', `${base}/asesmen`, akun.poli, keperawatan)).statusCode).toBe(201);
    expect((await call('POST', `${base}/asesmen`, akun.dod, soap)).statusCode).toBe(201);
    expect(await alihRows(l)).toEqual([]);
  });

  it('takes the patient over once confirmed: recorded, on the timeline, then their writes and the fee are theirs', async () => {
    const res = await call('POST', `/pelayanan/${l.layanan_uid}/ambil-alih`, akun.dokter, {
      alasan: 'dr. Eko dipanggil ke IGD',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      dokter: { uid: pegawai.andi, nama: ANDI },
      perlu_ambil_alih: false,
    });
    expect(await alihRows(l)).toEqual([
      { lama: pegawai.eko, baru: pegawai.andi, alasan: 'dr. Eko dipanggil ke IGD', oleh: 'dokter' },
    ]);
    const [log] = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where layanan_uid = '${l.layanan_uid}' and sumber = 'layanan_alih_dokter'`,
    );
    expect(log).toEqual({
      jenis: 'LOG_ASSESSTMENT',
      ringkasan: `Pasien diambil alih oleh ${ANDI} dari ${EKO}: dr. Eko dipanggil ke IGD`,
    });
    expect(
      await queryRows(t, `select keterangan from log_aktivitas where aksi = 'pelayanan.ambil_alih'`),
    ).toEqual([{ keterangan: expect.stringContaining(`Pasien diambil alih oleh ${ANDI} dari ${EKO}`) }]);
    // Now dr. Eko is the one asked, and a second confirmation by dr. Andi writes nothing.
    expect((await header(l, akun.dod)).perlu_ambil_alih).toBe(true);
    expect((await call('POST', `/pelayanan/${l.layanan_uid}/ambil-alih`, akun.dokter, {})).statusCode).toBe(
      200,
    );
    expect(await alihRows(l)).toHaveLength(1);

    // dr. Andi charges the consultation without naming anyone: he did it, the fee is his.
    const kon = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: tindakan['KON-UMUM'],
    });
    expect(kon.statusCode, kon.body).toBe(201);
    expect(kon.json().respon.pelaksana).toEqual({ uid: pegawai.andi, nama: ANDI });
    // A procedure done by the nurse, named on the line, stays the nurse's.
    const inj = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: tindakan['KEP-INJ-IM'],
      pelaksana_uid: pegawai.budi,
    });
    expect(inj.json().respon.pelaksana.uid).toBe(pegawai.budi);

    expect((await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 })).statusCode).toBe(201);
    const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }],
    });
    expect(bayar.statusCode, bayar.body).toBe(201);
    const fee = await queryRows<{ nama: string; pegawai: string; jumlah: number }>(
      t,
      `select tr.nama, f.pegawai_uid as pegawai, f.jumlah::int as jumlah from fee_dokter f
         join transaksi tr on tr.uid = f.transaksi_uid where tr.kunjungan_uid = '${l.kunjungan_uid}'`,
    );
    // The demo rule: every doctor 30 % of a consultation (Rp 50.000); the nurse has no rule.
    expect(fee).toEqual([{ nama: 'Konsultasi Dokter Umum', pegawai: pegawai.andi, jumlah: 15_000 }]);
  });

  it('is refused to whoever is not a doctor, to a bad reason and to a patient not yet called in', async () => {
    const menunggu = await pasienEko('Budi Menunggu', 'WAITING');
    const url = (x: LayananUji) => `/pelayanan/${x.layanan_uid}/ambil-alih`;
    const perawat = await call('POST', url(menunggu), akun.poli, {});
    expect(perawat.statusCode).toBe(403);
    const lain = await pasienEko('Citra Admin');
    const admin = await call('POST', url(lain), akun.admin, {});
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('Hanya dokter yang dapat mengambil alih pasien');
    const panjang = await call('POST', url(lain), akun.dokter, { alasan: 'x'.repeat(301) });
    expect(panjang.statusCode).toBe(400);
    expect(panjang.json().errors[0]).toMatchObject({
      path: 'alasan',
      message: 'Alasan maksimal 300 karakter',
    });
    const belum = await call('POST', url(menunggu), akun.dokter, {});
    expect(belum.statusCode).toBe(409);
    expect(belum.json().code).toBe('pelayanan.belum_dilayani');
    expect(
      (await call('POST', '/pelayanan/00000000-0000-4000-8000-000000000000/ambil-alih', akun.dokter, {}))
        .statusCode,
    ).toBe(404);
    expect([...(await alihRows(menunggu)), ...(await alihRows(lain))]).toEqual([]);

    // A writer without a doctor's profile (the administrator) is not asked: the work stays the
    // registered doctor's, as before.
    const kon = await call('POST', `/pelayanan/${lain.layanan_uid}/tindakan`, akun.admin, {
      tindakan_uid: tindakan['KON-UMUM'],
    });
    expect(kon.statusCode, kon.body).toBe(201);
    expect(kon.json().respon.pelaksana.uid).toBe(pegawai.eko);
  });
});

describe('a layanan without a doctor (IGD)', () => {
  it('becomes the first writing doctor’s without asking, recorded; the next doctor is asked', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      poli: 'IGD',
      dokter: null,
      status: 'ON_PROCESS',
      nama: 'Dedi Igd',
    });
    expect((await header(l, akun.dod)).perlu_ambil_alih).toBe(false);
    const a = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dod, {
      tindakan_uid: tindakan['KON-IGD'],
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().respon.pelaksana.uid).toBe(pegawai.eko);
    expect((await header(l, akun.dod)).dokter?.uid).toBe(pegawai.eko);
    expect(await alihRows(l)).toEqual([{ lama: null, baru: pegawai.eko, alasan: null, oleh: 'dod' }]);
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${l.layanan_uid}' and sumber = 'layanan_alih_dokter'`,
    );
    expect(log?.ringkasan).toBe(`Ditangani oleh ${EKO}`);

    expect((await header(l, akun.dokter)).perlu_ambil_alih).toBe(true);
    const b = await call('POST', `/pelayanan/${l.layanan_uid}/asesmen`, akun.dokter, {
      jenis: 'MEDIS_IGD',
      isi: { subjektif: 'Sesak', kondisi: 'Gawat darurat' },
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toContain(EKO);
    // The IGD nurse is not a doctor: her notes need no take-over.
    expect(await alihRows(l)).toHaveLength(1);
  });
});
