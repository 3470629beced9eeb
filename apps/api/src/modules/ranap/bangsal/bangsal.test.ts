import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// Monday 7 January 2030, 14:00 WIB: the stays began at 10:00 WIB.
let jam = new Date('2030-01-07T07:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let ani: StayUji;
let budi: StayUji;
let citra: StayUji;

const sql = (q: string) => queryRows(t, q);

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'perawat', 'dokter', 'kasir', 'rm', 'igd']) akun[r] = await t.login(r);
  const daftar = akun.pendaftaran ?? '';
  ani = await stayUji(t, daftar, { ruangan: 'MLT', nama: 'Ani Bangsal' });
  budi = await stayUji(t, daftar, { ruangan: 'MLT', nama: 'Budi Bangsal' });
  citra = await stayUji(t, daftar, { ruangan: 'MWR', nama: 'Citra Bangsal' });

  // Ani: an order of an hour ago (new), one of yesterday (not new), one validated two hours ago (result).
  const order = (nomor: string, status: string, dibuat: string) =>
    sql(`insert into order_penunjang (nomor, jenis, kunjungan_uid, layanan_uid, pasien_uid, status, created_at)
         values ('${nomor}', 'LABOR', '${ani.kunjungan_uid}', '${ani.layanan_uid}', '${ani.pasien_uid}', '${status}', '${dibuat}')
         returning uid`);
  await order('LAB-UJI-1', 'DIMINTA', '2030-01-07T06:00:00Z');
  await order('LAB-UJI-2', 'DIMINTA', '2030-01-06T05:00:00Z');
  const [valid] = (await order('LAB-UJI-3', 'TERVALIDASI', '2030-01-07T03:00:00Z')) as { uid: string }[];
  await sql(`insert into hasil_lab_versi (order_uid, versi, status, divalidasi_pada)
             values ('${valid?.uid}', 1, 'VALID', '2030-01-07T05:00:00Z')`);

  // Ani's medicine plan since 03:00 WIB: 06:00 given, 14:30 due within the hour, 22:00 not yet.
  const [plan] = await queryRows<{ uid: string }>(
    t,
    `insert into rencana_obat (layanan_uid, pasien_uid, nama_obat, dosis, rute, jam, mulai, created_at)
     values ('${ani.layanan_uid}', '${ani.pasien_uid}', 'Ceftriaxone', '1 g', 'IV', '{06:00,14:30,22:00}', '2030-01-07',
             '2030-01-06T20:00:00Z') returning uid`,
  );
  // Budi's plan: 12:00 overdue (no record), and a delayed 13:00 dose still to give.
  const [planBudi] = await queryRows<{ uid: string }>(
    t,
    `insert into rencana_obat (layanan_uid, pasien_uid, nama_obat, dosis, rute, jam, mulai, created_at)
     values ('${budi.layanan_uid}', '${budi.pasien_uid}', 'Parasetamol', '500 mg', 'PO', '{12:00,13:00}', '2030-01-07',
             '2030-01-07T03:00:00Z') returning uid`,
  );
  await sql(`insert into pemberian_obat (layanan_uid, pasien_uid, rencana_obat_uid, jadwal_pada, status, alasan, nama_petugas, diberikan_pada)
             values ('${ani.layanan_uid}', '${ani.pasien_uid}', '${plan?.uid}', '2030-01-06T23:00:00Z', 'DIBERIKAN', null, 'Ns. Uji', '2030-01-06T23:05:00Z'),
                    ('${budi.layanan_uid}', '${budi.pasien_uid}', '${planBudi?.uid}', '2030-01-07T06:00:00Z', 'DITUNDA', 'Pasien muntah', 'Ns. Uji', null)`);
});
afterAll(() => t.close());

describe('the ward list', () => {
  it('lists the open segments of a ward with each alert', async () => {
    // Ani's vitals at 13:00 WIB: RR 24, SpO2 94, air, BP 105, HR 115, alert, 38.5 = NEWS2 7.
    const obs = await call('POST', `/ranap/perawatan/${ani.layanan_uid}/observasi`, akun.perawat, {
      waktu: '2030-01-07T13:00:00+07:00',
      suhu: 38.5,
      nadi: 115,
      napas: 24,
      sistol: 105,
      diastol: 70,
      spo2: 94,
      kesadaran: 'ALERT',
    });
    expect(obs.statusCode).toBe(201);

    const res = await call('GET', `/ranap/bangsal?ruangan_uid=${ani.ruangan_uid}`, akun.perawat);
    expect(res.statusCode).toBe(200);
    const { ruangan, pasien } = res.json().respon;
    expect(ruangan.find((r: { kode: string }) => r.kode === 'MLT')).toMatchObject({ jumlah_pasien: 2 });
    expect(pasien.map((p: { layanan_uid: string }) => p.layanan_uid)).toEqual([
      ani.layanan_uid,
      budi.layanan_uid,
    ]);
    const [a, b] = pasien;
    expect(a).toMatchObject({
      pasien: { nama: expect.stringContaining('Ani Bangsal') },
      ruangan: { kode: 'MLT' },
      kelas: 'KELAS_3',
      dpjp: 'dr. Andi Pratama, Sp.PD',
      hari_rawat: 1,
      diagnosis_masuk: 'Diare dan gastroenteritis',
      alert: {
        order_baru: 1,
        hasil_siap: 1,
        obat_jatuh_tempo: 1,
        vital_terlambat: false,
        observasi_terakhir: '2030-01-07T06:00:00.000Z',
        news2: { skor: 7, risiko: 'TINGGI', waktu: '2030-01-07T06:00:00.000Z' },
      },
    });
    expect(b.alert).toMatchObject({
      order_baru: 0,
      hasil_siap: 0,
      obat_jatuh_tempo: 2,
      vital_terlambat: true,
      news2: null,
    });

    // Without a ward: every ward's patients.
    const semua = await call('GET', '/ranap/bangsal', akun.dokter);
    expect(semua.json().respon.pasien.map((p: { layanan_uid: string }) => p.layanan_uid)).toContain(
      citra.layanan_uid,
    );
  });

  it('flags vitals overdue after eight hours and counts the day of stay from admission', async () => {
    jam = new Date('2030-01-08T08:00:00Z'); // Tuesday 15:00 WIB (a new session: the old ones idled out)
    try {
      const res = await call(
        'GET',
        `/ranap/bangsal?ruangan_uid=${ani.ruangan_uid}`,
        await t.login('perawat'),
      );
      const [a] = res.json().respon.pasien;
      expect(a).toMatchObject({
        hari_rawat: 2,
        alert: { vital_terlambat: true, order_baru: 0, hasil_siap: 0 },
      });
    } finally {
      jam = new Date('2030-01-07T07:00:00Z');
      for (const r of Object.keys(akun)) akun[r] = await t.login(r);
    }
  });

  it('refuses without a session, without ranap:read, and a bad ward', async () => {
    expect((await call('GET', '/ranap/bangsal')).statusCode).toBe(401);
    expect((await call('GET', '/ranap/bangsal', akun.kasir)).statusCode).toBe(403);
    const bad = await call('GET', '/ranap/bangsal?ruangan_uid=bukan', akun.perawat);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ruangan tidak valid');
  });
});

describe('the stay header', () => {
  it('shows patient, bed, class, DPJP, day of stay and the segments', async () => {
    const res = await call('GET', `/ranap/perawatan/${ani.layanan_uid}`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const h = res.json().respon;
    expect(h).toMatchObject({
      layanan_uid: ani.layanan_uid,
      perawatan_inap_uid: ani.perawatan_inap_uid,
      pasien: { nama: expect.stringContaining('Ani Bangsal') },
      segmen_kini: { ruangan: { kode: 'MLT' }, kelas: 'KELAS_3', kelas_tagih: 'KELAS_3', keluar_pada: null },
      dpjp: { nama: 'dr. Andi Pratama, Sp.PD' },
      penjamin: 'UMUM',
      hari_rawat: 1,
      diagnosis_masuk: { kode: 'A09', nama: 'Diare dan gastroenteritis' },
      status: 'DIRAWAT',
      resume_final: false,
      obat_aktif: 1,
      diet_aktif: null,
      boleh: { tulis_cppt: true, observasi: true, verifikasi_cppt: true },
    });
    expect(h.segmen).toHaveLength(1);
    const perawat = (await call('GET', `/ranap/perawatan/${ani.layanan_uid}`, akun.perawat)).json().respon;
    expect(perawat.boleh).toEqual({ tulis_cppt: true, observasi: true, verifikasi_cppt: false });
    // Medical records read the chart, write nothing.
    const rm = (await call('GET', `/ranap/perawatan/${ani.layanan_uid}`, akun.rm)).json().respon;
    expect(rm.boleh).toEqual({ tulis_cppt: false, observasi: false, verifikasi_cppt: false });
  });

  it('answers 401, 403, 400 and 404 for a layanan that is no stay', async () => {
    expect((await call('GET', `/ranap/perawatan/${ani.layanan_uid}`)).statusCode).toBe(401);
    expect((await call('GET', `/ranap/perawatan/${ani.layanan_uid}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/ranap/perawatan/bukan-uid', akun.perawat)).statusCode).toBe(400);
    const [igd] = await queryRows<{ uid: string }>(
      t,
      `select l.uid from layanan l join poli p on p.uid = l.poli_uid where p.jenis = 'IGD' limit 1`,
    );
    const res = await call('GET', `/ranap/perawatan/${igd?.uid}`, akun.dokter);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ranap.perawatan_tidak_ditemukan');
  });
});
