import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// 08:00 WIB on SENIN: the patients were admitted at 06:00.
const jam = new Date(`${SENIN}T08:00:00+07:00`);
const SELASA = '2030-01-08';
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let budi: StayUji;
let siti: StayUji;

const order = (s: StayUji, extra: Record<string, unknown> = {}) => ({
  layanan_uid: s.layanan_uid,
  tanggal: SENIN,
  shift: 'PAGI',
  catatan: 'Ureum 210, K 5,9',
  ...extra,
});
const CATATAN = {
  bb_kering: 60,
  bb_pre: 62.5,
  bb_post: 60.4,
  target_uf: 2500,
  durasi_jam: 4,
  akses_vaskular: 'AV fistula',
  lokasi_akses: 'lengan bawah kiri',
  qb: 250,
  heparinisasi: 'Reguler',
  tanda_vital_pre: { td_sistolik: 150, td_diastolik: 90, nadi: 88 },
  intra: [
    { jam: '09:00', td_sistolik: 140, td_diastolik: 85, nadi: 84, qb: 250, uf_tercapai: 600 },
    { jam: '08:00', td_sistolik: 145, td_diastolik: 88, nadi: 86, qb: 250, uf_tercapai: 0 },
  ],
  tanda_vital_post: { td_sistolik: 130, td_diastolik: 80 },
  komplikasi: ['Kram otot'],
};
const tagihanHd = (s: StayUji) =>
  queryRows<{ kode: string; kelas: string; harga_satuan: number; pelaksana_uid: string | null }>(
    t,
    `select kode, kelas, harga_satuan::int as harga_satuan, pelaksana_uid from transaksi
      where kunjungan_uid = '${s.kunjungan_uid}' and kode like 'MED-HD%' and membalik_uid is null`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'poli_hd', 'kasir', 'poli', 'dod'])
    akun[r] = await t.login(r);
  const masuk = `${SENIN}T06:00:00+07:00`;
  budi = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Budi Gagal Ginjal', masuk });
  siti = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_1', nama: 'Siti Hiperkalemia', masuk });
});
afterAll(() => t.close());

describe('ordering an inpatient HD session', () => {
  it('refuses no session, roles without the permission and bad input, writing nothing', async () => {
    expect((await call('POST', '/hd/sesi', undefined, order(budi))).statusCode).toBe(401);
    expect((await call('POST', '/hd/sesi', akun.kasir, order(budi))).statusCode).toBe(403);
    expect((await call('POST', '/hd/sesi', akun.poli, order(budi))).statusCode).toBe(403);
    const buruk = await call('POST', '/hd/sesi', akun.perawat, {
      ...order(budi),
      tanggal: '2030-02-30',
      shift: 'X',
    });
    expect(buruk.statusCode).toBe(400);
    expect(
      buruk
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['shift', 'tanggal']);
    const lampau = await call('POST', '/hd/sesi', akun.perawat, order(budi, { tanggal: '2030-01-06' }));
    expect(lampau.statusCode).toBe(400);
    expect(lampau.json().message).toBe('Tanggal HD tidak boleh sebelum hari ini');
    // A clinic visit is not a stay.
    const [klinik] = await queryRows<{ uid: string }>(
      t,
      `select uid from layanan where jenis <> 'RAWAT_INAP' limit 1`,
    );
    expect(
      (await call('POST', '/hd/sesi', akun.perawat, order(budi, { layanan_uid: klinik?.uid }))).statusCode,
    ).toBe(404);
    expect(await countRows(t, 'hd_sesi_ranap')).toBe(0);
    expect((await call('GET', '/hd/pasien', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/hd/pasien', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', `/hd/pasien?search=${'x'.repeat(101)}`, akun.poli_hd)).statusCode).toBe(400);
  });

  it('is ordered by the ward nurse once per stay per date; the unit sees it on its list', async () => {
    const pasien = await call('GET', '/hd/pasien?search=budi', akun.poli_hd);
    expect(pasien.statusCode).toBe(200);
    expect(pasien.json().respon).toEqual([
      expect.objectContaining({ layanan_uid: budi.layanan_uid, dpjp: expect.stringContaining('Andi') }),
    ]);
    const res = await call('POST', '/hd/sesi', akun.perawat, order(budi));
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      status: 'DIJADWALKAN',
      tanggal: SENIN,
      shift: 'PAGI',
      cito: false,
      pasien: { nama: expect.stringContaining('Budi Gagal Ginjal') },
      letak: { kelas: 'KELAS_2' },
      ada_catatan: false,
      tagihan: null,
    });
    // Same stay, same date: refused whatever the shift, also when two orders race.
    const lagi = await call('POST', '/hd/sesi', akun.poli_hd, order(budi, { shift: 'SORE' }));
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('hd.sesi_ganda');
    const balapan = await Promise.all([
      call('POST', '/hd/sesi', akun.dokter, order(siti, { cito: true })),
      call('POST', '/hd/sesi', akun.poli_hd, order(siti, { cito: true, shift: 'SIANG' })),
    ]);
    expect(balapan.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(t, 'hd_sesi_ranap')).toBe(2);
    // Another date is another session.
    expect((await call('POST', '/hd/sesi', akun.dokter, order(budi, { tanggal: SELASA }))).statusCode).toBe(
      201,
    );

    expect((await call('GET', `/hd/sesi?tanggal=${SENIN}`)).statusCode).toBe(401);
    expect((await call('GET', `/hd/sesi?tanggal=${SENIN}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/hd/sesi?tanggal=kemarin', akun.poli_hd)).statusCode).toBe(400);
    const hari = await call('GET', `/hd/sesi?tanggal=${SENIN}`, akun.poli_hd);
    expect(hari.statusCode).toBe(200);
    expect(hari.json().metadata.total_data).toBe(2);
    expect(hari.json().respon.map((s: { layanan_uid: string }) => s.layanan_uid)).toEqual([
      budi.layanan_uid,
      siti.layanan_uid,
    ]);
    // The ward reads its patient's sessions.
    const stay = await call('GET', `/hd/sesi?layanan_uid=${budi.layanan_uid}`, akun.perawat);
    expect(stay.json().respon.map((s: { tanggal: string }) => s.tanggal)).toEqual([SELASA, SENIN]);
  });

  it('is cancelled only before it starts, with a reason, freeing the date', async () => {
    const [s] = await queryRows<{ uid: string }>(
      t,
      `select uid from hd_sesi_ranap where layanan_uid = '${budi.layanan_uid}' and tanggal = '${SELASA}'`,
    );
    const url = `/hd/sesi/${s?.uid}/batal`;
    expect((await call('POST', url, undefined, { alasan: 'Jadwal ulang' })).statusCode).toBe(401);
    expect((await call('POST', url, akun.kasir, { alasan: 'Jadwal ulang' })).statusCode).toBe(403);
    expect((await call('POST', url, akun.perawat, { alasan: '' })).statusCode).toBe(400);
    const res = await call('POST', url, akun.perawat, { alasan: 'Kalium sudah turun' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'BATAL', alasan_batal: 'Kalium sudah turun' });
    expect((await call('POST', url, akun.perawat, { alasan: 'lagi' })).statusCode).toBe(409);
    expect((await call('POST', '/hd/sesi', akun.dokter, order(budi, { tanggal: SELASA }))).statusCode).toBe(
      201,
    );
  });
});

describe('running an inpatient HD session', () => {
  let uid = '';
  beforeAll(async () => {
    const [s] = await queryRows<{ uid: string }>(
      t,
      `select uid from hd_sesi_ranap where layanan_uid = '${budi.layanan_uid}' and tanggal = '${SENIN}'`,
    );
    uid = s?.uid ?? '';
  });

  it('starts on its date only, by the HD unit', async () => {
    const url = `/hd/sesi/${uid}/mulai`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, akun.perawat)).statusCode).toBe(403);
    expect((await call('POST', '/hd/sesi/bukan-uid/mulai', akun.poli_hd)).statusCode).toBe(400);
    const [besok] = await queryRows<{ uid: string }>(
      t,
      `select uid from hd_sesi_ranap where layanan_uid = '${budi.layanan_uid}' and tanggal = '${SELASA}' and status <> 'BATAL'`,
    );
    const dini = await call('POST', `/hd/sesi/${besok?.uid}/mulai`, akun.poli_hd);
    expect(dini.statusCode).toBe(409);
    expect(dini.json().code).toBe('hd.belum_waktunya');
    const res = await call('POST', url, akun.poli_hd);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'BERLANGSUNG', mulai_pada: jam.toISOString() });
    expect((await call('POST', url, akun.poli_hd)).statusCode).toBe(409);
  });

  it('records the outpatient HD kinds on the stay, each side by its own people', async () => {
    const url = `/hd/sesi/${uid}/asesmen`;
    const body = { jenis: 'KEPERAWATAN_HD', isi: CATATAN };
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, akun.perawat, body)).statusCode).toBe(403);
    // The doctor of the HD unit is not its nurse.
    const dokter = await call('PUT', url, akun.dokter, body);
    expect(dokter.statusCode).toBe(403);
    const buruk = await call('PUT', url, akun.poli_hd, {
      jenis: 'KEPERAWATAN_HD',
      isi: { ...CATATAN, bb_pre: 500 },
    });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors[0].path).toBe('isi.bb_pre');
    expect((await call('PUT', url, akun.poli_hd, { jenis: 'MEDIS', isi: {} })).statusCode).toBe(400);
    expect(await countRows(t, 'asesmen')).toBe(0);

    const res = await call('PUT', url, akun.poli_hd, body);
    expect(res.statusCode).toBe(200);
    const s = res.json().respon;
    expect(s.ada_catatan).toBe(true);
    expect(s.keperawatan).toMatchObject({
      jenis: 'KEPERAWATAN_HD',
      layanan_uid: budi.layanan_uid,
      isi: {
        kenaikan_bb: 2.5,
        penurunan_bb: 2.1,
        uf_tercapai: 600,
        intra: [{ jam: '08:00' }, { jam: '09:00' }],
      },
    });
    // A later save edits the same row.
    const lagi = await call('PUT', url, akun.poli_hd, { ...body, isi: { ...CATATAN, catatan: 'Stabil' } });
    expect(lagi.json().respon.keperawatan.uid).toBe(s.keperawatan.uid);
    expect(await countRows(t, 'asesmen')).toBe(1);

    // The HD doctor's assessment, as at /list-hd; the doctor becomes the session's HD doctor.
    const medis = await call('PUT', url, akun.dokter, {
      jenis: 'MEDIS_HD',
      isi: {
        subjektif: 'Sesak berkurang, BAK sedikit',
        resep_hd: { durasi_jam: 4, qb: 250, qd: 500, target_uf: 2500 },
      },
    });
    expect(medis.statusCode).toBe(200);
    expect(medis.json().respon.medis).toMatchObject({ jenis: 'MEDIS_HD' });
    expect(medis.json().respon.dokter_hd.nama).toContain('Andi');
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${budi.layanan_uid}' and jenis = 'LOG_ASSESSTMENT' order by waktu limit 1`,
    );
    expect(log?.ringkasan).toContain(`Sesi HD 07/01/2030 Shift 1 (Pagi)`);

    expect((await call('GET', `/hd/sesi/${uid}`)).statusCode).toBe(401);
    expect((await call('GET', `/hd/sesi/${uid}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/hd/sesi/bukan-uid', akun.poli_hd)).statusCode).toBe(400);
    const baca = await call('GET', `/hd/sesi/${uid}`, akun.perawat);
    expect(baca.statusCode).toBe(200);
    expect(baca.json().respon.keperawatan.isi.catatan).toBe('Stabil');
  });

  it('finishes once and charges the HD procedure once, at the stay class, on the stay bill', async () => {
    const url = `/hd/sesi/${uid}/selesai`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, akun.perawat)).statusCode).toBe(403);
    expect((await call('POST', '/hd/sesi/bukan-uid/selesai', akun.poli_hd)).statusCode).toBe(400);
    const hasil = await Promise.all([call('POST', url, akun.poli_hd), call('POST', url, akun.poli_hd)]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = hasil.find((r) => r.statusCode === 200)?.json().respon;
    expect(ok).toMatchObject({
      status: 'SELESAI',
      tagihan: { kode: 'MED-HD', nama: 'Hemodialisa (per Sesi)' },
    });
    const [harga] = await queryRows<{ jumlah: number }>(
      t,
      `select tr.jumlah::int as jumlah from tarif tr join tindakan td on td.uid = tr.item_uid
        where td.kode = 'MED-HD' and tr.penjamin = 'UMUM' and tr.kelas = 'KELAS_2' order by tr.berlaku_mulai desc limit 1`,
    );
    const baris = await tagihanHd(budi);
    expect(baris).toHaveLength(1);
    expect(baris[0]).toMatchObject({ kode: 'MED-HD', kelas: 'KELAS_2', harga_satuan: harga?.jumlah });
    expect(ok.tagihan.total).toBe(harga?.jumlah);
    // The stay's running bill shows it.
    const tagihan = await call('GET', `/ranap/perawatan/${budi.layanan_uid}/tagihan`, akun.kasir);
    const item = tagihan
      .json()
      .respon.kelompok.flatMap((k: { items: { kode: string | null }[] }) => k.items)
      .filter((i: { kode: string | null }) => i.kode === 'MED-HD');
    expect(item).toHaveLength(1);
    // Nothing more on a later retry.
    expect((await call('POST', url, akun.poli_hd)).statusCode).toBe(409);
    expect(await tagihanHd(budi)).toHaveLength(1);
  });

  it('refuses finishing without the nurse record, and charges a cito order as cito', async () => {
    const [s] = await queryRows<{ uid: string }>(
      t,
      `select uid from hd_sesi_ranap where layanan_uid = '${siti.layanan_uid}'`,
    );
    await call('POST', `/hd/sesi/${s?.uid}/mulai`, akun.dod);
    const tanpa = await call('POST', `/hd/sesi/${s?.uid}/selesai`, akun.dod);
    expect(tanpa.statusCode).toBe(409);
    expect(tanpa.json().code).toBe('hd.catatan_belum_ada');
    await call('PUT', `/hd/sesi/${s?.uid}/asesmen`, akun.poli_hd, { jenis: 'KEPERAWATAN_HD', isi: CATATAN });
    const res = await call('POST', `/hd/sesi/${s?.uid}/selesai`, akun.poli_hd);
    expect(res.statusCode).toBe(200);
    expect(await tagihanHd(siti)).toEqual([
      expect.objectContaining({ kode: 'MED-HD-CITO', kelas: 'KELAS_1' }),
    ]);
    // A finished session cannot be cancelled.
    expect(
      (await call('POST', `/hd/sesi/${s?.uid}/batal`, akun.poli_hd, { alasan: 'salah' })).statusCode,
    ).toBe(409);
  });
});
