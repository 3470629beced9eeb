import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';

// The stays begin on Monday 7 January 2030 at 10:00 WIB; the delivery room works from 11:00.
let jam = new Date(`${SENIN}T09:00:00+07:00`);
const pada = (hhmm: string) => new Date(`${SENIN}T${hhmm}:00+07:00`).toISOString();
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let ibu: StayUji;
let lelaki: StayUji;

const BAYI = {
  jenis_kelamin: 'P',
  berat_gram: 3100,
  panjang_cm: 49,
  lingkar_kepala_cm: 33,
  apgar_1: 8,
  apgar_5: 9,
};
const PERSALINAN = {
  waktu_lahir: pada('16:10'),
  cara: 'SPONTAN',
  penolong: 'BIDAN',
  nama_penolong: 'Bd. Rina Kartika, A.Md.Keb',
  plasenta_lengkap: true,
  plasenta_lahir_pada: pada('16:20'),
  perdarahan_ml: 250,
  bayi: [BAYI],
};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  const pendaftaran = await t.login('pendaftaran');
  ibu = await stayUji(t, pendaftaran, { nama: 'Siti Aminah' });
  lelaki = await stayUji(t, pendaftaran, { nama: 'Budi Santoso' });
  await queryRows(t, `update pasien set jenis_kelamin = 'P' where uid = '${ibu.pasien_uid}'`);
  await queryRows(t, `update pasien set jenis_kelamin = 'L' where uid = '${lelaki.pasien_uid}'`);
  jam = new Date(pada('11:00'));
  for (const r of ['perawat', 'dokter', 'dod', 'kasir', 'admin', 'management', 'rm'])
    akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('a woman in labour, her partograph and delivery', () => {
  let uid = '';

  it('offers women in a ward only, and opens the record with G P A, gestational age and due date', async () => {
    const cari = await call('GET', '/bersalin/stay', akun.perawat);
    expect(cari.statusCode).toBe(200);
    const daftar = cari.json().respon.map((s: { layanan_uid: string }) => s.layanan_uid);
    expect(daftar).toContain(ibu.layanan_uid);
    expect(daftar).not.toContain(lelaki.layanan_uid);

    const res = await call('POST', '/bersalin', akun.perawat, {
      layanan_uid: ibu.layanan_uid,
      gravida: 2,
      para: 1,
      abortus: 0,
      hpht: '2029-04-10',
    });
    expect(res.statusCode).toBe(201);
    const r = res.json().respon;
    uid = r.uid;
    expect(r).toMatchObject({
      status: 'INPARTU',
      taksiran_persalinan: '2030-01-17',
      usia_kehamilan: { minggu: 38, hari: 6 },
      garis: null,
      posisi: 'BELUM_FASE_AKTIF',
      boleh_tulis: true,
    });
    const lagi = await call('POST', '/bersalin', akun.dokter, {
      layanan_uid: ibu.layanan_uid,
      gravida: 2,
      para: 1,
      abortus: 0,
      hpht: '2029-04-10',
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('bersalin.sudah_tercatat');
    const pria = await call('POST', '/bersalin', akun.perawat, {
      layanan_uid: lelaki.layanan_uid,
      gravida: 1,
      para: 0,
      abortus: 0,
      hpht: '2029-04-10',
    });
    expect(pria.statusCode).toBe(409);
  });

  it('plots examinations: the alert line from the first 4 cm, the action line 4 hours later', async () => {
    jam = new Date(pada('14:30'));
    const a = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: pada('12:00'),
      pembukaan_cm: 4,
      penurunan: 4,
      djj: 140,
      his_per_10: 3,
      lama_his: 'ANTARA_20_40',
      air_ketuban: 'U',
      penyusupan: '0',
      nadi: 88,
      td_sistolik: 120,
      td_diastolik: 80,
      suhu: 36.8,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().respon).toMatchObject({ pembukaan_cm: 4, nama_petugas: 'Ns. Intan Permata, S.Kep' });
    const b = await call('POST', `/bersalin/${uid}/partograf`, akun.dokter, {
      waktu: pada('14:00'),
      pembukaan_cm: 6,
      djj: 136,
    });
    expect(b.statusCode).toBe(201);
    const d = (await call('GET', `/bersalin/${uid}`, akun.management)).json().respon;
    expect(d.partograf).toHaveLength(2);
    expect(d.posisi).toBe('NORMAL');
    expect(d.garis).toEqual({
      waspada: {
        dari: { waktu: '2030-01-07T05:00:00.000Z', pembukaan_cm: 4 },
        sampai: { waktu: '2030-01-07T11:00:00.000Z', pembukaan_cm: 10 },
      },
      tindakan: {
        dari: { waktu: '2030-01-07T09:00:00.000Z', pembukaan_cm: 4 },
        sampai: { waktu: '2030-01-07T15:00:00.000Z', pembukaan_cm: 10 },
      },
    });
    const list = (await call('GET', '/bersalin?status=INPARTU', akun.admin)).json().respon;
    expect(list).toEqual([
      expect.objectContaining({
        uid,
        gpa: 'G2P1A0',
        pembukaan_terakhir: 6,
        usia_kehamilan: '38 minggu 6 hari',
      }),
    ]);
  });

  it('refuses a closing cervix, a moment ahead of the clock or before admission, in Indonesian', async () => {
    const sebelum = await countRows(t, 'persalinan_partograf');
    const turun = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: pada('14:20'),
      pembukaan_cm: 5,
    });
    expect(turun.statusCode).toBe(400);
    expect(turun.json().message).toMatch(/^Pembukaan tidak dapat berkurang: 6 cm pada/);
    const nanti = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: pada('16:00'),
      djj: 140,
    });
    expect(nanti.statusCode).toBe(400);
    expect(nanti.json().message).toBe('Waktu pemeriksaan tidak boleh di masa depan');
    const dulu = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: '2030-01-06T20:00:00+07:00',
      djj: 140,
    });
    expect(dulu.statusCode).toBe(400);
    expect(dulu.json().message).toBe('Waktu pemeriksaan tidak boleh sebelum 06/01/2030 22.00');
    const salah = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: pada('14:20'),
      pembukaan_cm: 12,
      djj: 20,
      td_sistolik: 120,
    });
    expect(salah.statusCode).toBe(400);
    const pesan = salah.json().errors.map((e: { message: string }) => e.message);
    expect(pesan).toEqual(
      expect.arrayContaining([
        'Pembukaan serviks 0–10 cm',
        'DJJ 60–220 kali/menit',
        'Isi tekanan darah sistolik dan diastolik bersama',
      ]),
    );
    expect(await countRows(t, 'persalinan_partograf')).toBe(sebelum);
  });

  it('records the delivery once, then closes the partograph', async () => {
    jam = new Date(pada('16:30'));
    const res = await call('POST', `/bersalin/${uid}/persalinan`, akun.perawat, PERSALINAN);
    expect(res.statusCode).toBe(201);
    const r = res.json().respon;
    expect(r.status).toBe('SELESAI');
    expect(r.persalinan).toMatchObject({ cara: 'SPONTAN', perdarahan_ml: 250, plasenta_lengkap: true });
    expect(r.bayi).toEqual([
      expect.objectContaining({ urutan: 1, berat_gram: 3100, apgar_1: 8, apgar_5: 9, pasien: null }),
    ]);
    expect((await call('POST', `/bersalin/${uid}/persalinan`, akun.dokter, PERSALINAN)).statusCode).toBe(409);
    const telat = await call('POST', `/bersalin/${uid}/partograf`, akun.perawat, {
      waktu: pada('16:25'),
      djj: 140,
    });
    expect(telat.statusCode).toBe(409);
  });

  it('registers the newborn once even when asked twice at the same moment', async () => {
    const [a, b] = await Promise.all([
      call('POST', `/bersalin/${uid}/bayi/1/pasien`, akun.perawat),
      call('POST', `/bersalin/${uid}/bayi/1/pasien`, akun.dokter),
    ]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    const bayi = a.json().respon;
    expect(b.json().respon.pasien).toEqual(bayi.pasien);
    const [m] = await queryRows<{ nama: string }>(
      t,
      `select nama from pasien where uid = '${ibu.pasien_uid}'`,
    );
    const namaIbu = m?.nama ?? '';
    expect(bayi.pasien.nama).toBe(`By. Ny. ${namaIbu}`);
    const c = await call('POST', `/bersalin/${uid}/bayi/1/pasien`, akun.perawat);
    expect(c.json().respon.pasien.uid).toBe(bayi.pasien.uid);
    const rows = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from pasien where nama = 'By. Ny. ${namaIbu}'`,
    );
    expect(rows[0]?.n).toBe(1);
    const [p] = await queryRows<{
      no_rm: string;
      tanggal_lahir: string;
      nama_ibu: string;
      alamat: string;
      ibu_alamat: string;
    }>(
      t,
      `select b.no_rm, b.tanggal_lahir::text, b.nama_ibu, b.alamat, i.alamat as ibu_alamat
         from pasien b join pasien i on i.uid = '${ibu.pasien_uid}' where b.uid = '${bayi.pasien.uid}'`,
    );
    expect(p).toMatchObject({ no_rm: bayi.pasien.no_rm, tanggal_lahir: SENIN, nama_ibu: namaIbu });
    expect(p?.alamat).toBe(p?.ibu_alamat);
    const [l] = await queryRows<{ jenis: string; pasien_uid: string }>(
      t,
      `select jenis, pasien_uid from layanan where uid = '${bayi.layanan_uid}'`,
    );
    expect(l).toEqual({ jenis: 'RAWAT_INAP', pasien_uid: bayi.pasien.uid });

    const lahir = await call('GET', `/bersalin/bayi/${bayi.pasien.uid}/kelahiran`, akun.dokter);
    expect(lahir.statusCode).toBe(200);
    expect(lahir.json().respon).toMatchObject({
      nama_bayi: `By. Ny. ${namaIbu}`,
      jenis_kelamin: 'P',
      berat_gram: 3100,
      waktu_lahir: pada('16:10'),
      cara: 'SPONTAN',
      ibu: { uid: ibu.pasien_uid, nama: namaIbu },
    });
    expect((await call('POST', `/bersalin/${uid}/bayi/2/pasien`, akun.perawat)).statusCode).toBe(404);
  });

  it('prints the partograph with its grid lines and the birth', async () => {
    const res = await call('GET', `/bersalin/${uid}/partograf.pdf`, akun.management);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const teks = teksPdf(res.rawPayload);
    expect(teks).toContain('PARTOGRAF');
    expect(teks).toContain('Waspada');
    expect(teks).toContain('Bertindak');
    expect(teks).toContain('Siti Aminah');
  });
});

describe('401, 403 and 400 on every route', () => {
  const UID = '00000000-0000-4000-8000-000000000000';
  const rute: [string, string, object | undefined][] = [
    ['GET', '/bersalin', undefined],
    ['GET', '/bersalin/stay', undefined],
    ['POST', '/bersalin', { layanan_uid: UID, gravida: 1, para: 0, abortus: 0, hpht: '2029-04-10' }],
    ['GET', `/bersalin/${UID}`, undefined],
    ['POST', `/bersalin/${UID}/partograf`, { waktu: pada('12:00'), djj: 140 }],
    ['POST', `/bersalin/${UID}/persalinan`, PERSALINAN],
    ['POST', `/bersalin/${UID}/bayi/1/pasien`, undefined],
    ['GET', `/bersalin/${UID}/partograf.pdf`, undefined],
    ['GET', `/bersalin/bayi/${UID}/kelahiran`, undefined],
  ];

  it('answers 401 without a session and 403 to roles outside the room', async () => {
    for (const [m, u, body] of rute) {
      expect((await call(m as 'GET', u, undefined, body)).statusCode, `${m} ${u}`).toBe(401);
      expect((await call(m as 'GET', u, akun.kasir, body)).statusCode, `${m} ${u}`).toBe(403);
      expect((await call(m as 'GET', u, akun.rm, body)).statusCode, `${m} ${u}`).toBe(403);
    }
  });

  it('lets ADMIN and MANAGEMENT read but not write', async () => {
    expect((await call('GET', '/bersalin', akun.admin)).statusCode).toBe(200);
    expect((await call('GET', '/bersalin', akun.management)).statusCode).toBe(200);
    const body = { layanan_uid: lelaki.layanan_uid, gravida: 1, para: 0, abortus: 0, hpht: '2029-04-10' };
    const res = await call('POST', '/bersalin', akun.admin, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Hanya dokter atau bidan ruang bersalin yang dapat mengisi catatan ini');
    expect((await call('POST', '/bersalin', akun.management, body)).statusCode).toBe(403);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const sebelum = await countRows(t, 'persalinan');
    const salah: [string, string, object | undefined][] = [
      ['GET', '/bersalin?status=X', undefined],
      [
        'POST',
        '/bersalin',
        { layanan_uid: lelaki.layanan_uid, gravida: 1, para: 1, abortus: 0, hpht: '2029-04-10' },
      ],
      [
        'POST',
        '/bersalin',
        { layanan_uid: lelaki.layanan_uid, gravida: 2, para: 0, abortus: 0, hpht: '2029-02-30' },
      ],
      ['GET', '/bersalin/bukan-uid', undefined],
      ['POST', `/bersalin/${UID}/partograf`, { waktu: pada('12:00') }],
      ['POST', `/bersalin/${UID}/persalinan`, { ...PERSALINAN, cara: 'LAIN', bayi: [] }],
      ['POST', `/bersalin/${UID}/persalinan`, { ...PERSALINAN, bayi: [{ ...BAYI, apgar_1: 11 }] }],
      ['POST', `/bersalin/${UID}/bayi/0/pasien`, undefined],
      ['GET', '/bersalin/bukan-uid/partograf.pdf', undefined],
      ['GET', '/bersalin/bayi/bukan-uid/kelahiran', undefined],
    ];
    for (const [m, u, body] of salah) {
      const res = await call(m as 'GET', u, akun.perawat, body);
      expect(res.statusCode, `${m} ${u}`).toBe(400);
      expect(res.json().message, `${m} ${u}`).toBeTruthy();
    }
    // An HPHT that gives no term pregnancy: a typing error.
    const hpht = await call('POST', '/bersalin', akun.perawat, {
      layanan_uid: lelaki.layanan_uid,
      gravida: 1,
      para: 0,
      abortus: 0,
      hpht: '2029-12-01',
    });
    expect(hpht.statusCode).toBe(400);
    expect(hpht.json().message).toMatch(/^HPHT memberi usia kehamilan 5 minggu/);
    expect(await countRows(t, 'persalinan')).toBe(sebelum);
    expect((await call('GET', `/bersalin/${UID}`, akun.perawat)).statusCode).toBe(404);
  });
});
