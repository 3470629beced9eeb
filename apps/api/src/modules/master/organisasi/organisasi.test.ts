import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let management: string;
let dokter: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, dokter] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('dokter'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);

interface Rec {
  uid: string;
  kode: string;
  nama: string;
  status: string;
  [k: string]: unknown;
}
/** The active record with this code, as the list returns it. */
async function cari(path: string, kode: string): Promise<Rec> {
  const rows: Rec[] = (await call('GET', `${path}?search=${kode}&limitless=true&status=AKTIF`, admin)).json()
    .respon;
  const row = rows.find((r) => r.kode === kode);
  if (!row) throw new Error(`${path} ${kode} tidak ada`);
  return row;
}
const paths = (res: { json: () => { errors?: { path: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path).sort();
const UID_ASING = '00000000-0000-4000-8000-000000000000';

// Per family: a valid new body, a bad one with the fields it fails on, and a seeded code.
const KELUARGA = [
  {
    path: '/master/organisasi',
    tabel: 'organisasi',
    baru: { kode: 'klinik1', nama: 'Klinik Pratama Rawat Sehat', jenis: 'KLINIK' },
    buruk: { kode: 'a b', nama: 'X', jenis: 'PT' },
    galat: ['jenis', 'kode', 'nama'],
    seed: { kode: 'YRSN', min: 2 },
  },
  {
    path: '/master/lokasi',
    tabel: 'lokasi',
    baru: { kode: 'gd-l1', nama: 'Gedung D Lantai 1', gedung: 'Gedung D', lantai: '1' },
    buruk: { kode: '', nama: 'Gedung D', organisasi_uid: 'bukan-uid' },
    galat: ['kode', 'organisasi_uid'],
    seed: { kode: 'GA-L1', min: 5 },
  },
  {
    path: '/master/divisi',
    tabel: 'divisi',
    baru: { kode: 'MUTU', nama: 'Komite Mutu', kepala: '' },
    buruk: { kode: 'MUTU', nama: '', kepala: 'x'.repeat(151) },
    galat: ['kepala', 'nama'],
    seed: { kode: 'KEU', min: 5 },
  },
  {
    path: '/master/jabatan',
    tabel: 'jabatan',
    baru: { kode: 'fisio', nama: 'Fisioterapis', jenis: 'FUNGSIONAL', tingkat: '' },
    buruk: { kode: 'KOORD', nama: 'Koordinator', jenis: 'STRUKTURAL', tingkat: 0 },
    galat: ['tingkat'],
    seed: { kode: 'DIR', min: 14 },
  },
  {
    path: '/master/unit',
    tabel: 'unit',
    baru: { kode: 'icu', nama: 'Intensive Care Unit', divisi_uid: '', lokasi_uid: null },
    buruk: { kode: 'OK', nama: 'Kamar Operasi', divisi_uid: 'x', lokasi_uid: 5 },
    galat: ['divisi_uid', 'lokasi_uid'],
    seed: { kode: 'IGD', min: 11 },
  },
] as const;

describe.each(KELUARGA)('$path', (k) => {
  it('is read by any signed-in role; 401 without a session', async () => {
    const res = await call('GET', k.path, dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.total_data).toBeGreaterThanOrEqual(k.seed.min);
    const satu = await cari(k.path, k.seed.kode);
    expect((await call('GET', `${k.path}/${satu.uid}`, dokter)).json().respon.kode).toBe(k.seed.kode);
    expect((await call('GET', k.path)).statusCode).toBe(401);
  });

  it('is written by ADMIN and MANAGEMENT only, with an audit row; 400 writes nothing; 409 on a taken code', async () => {
    expect((await call('POST', k.path, dokter, k.baru)).statusCode).toBe(403);
    expect((await call('POST', k.path, undefined, k.baru)).statusCode).toBe(401);
    const sebelum = await countRows(t, k.tabel);
    const buruk = await call('POST', k.path, admin, k.buruk);
    expect(buruk.statusCode).toBe(400);
    expect(paths(buruk)).toEqual([...k.galat]);
    expect(await countRows(t, k.tabel)).toBe(sebelum);

    const res = await call('POST', k.path, management, k.baru);
    expect(res.statusCode).toBe(201);
    const dibuat = res.json().respon;
    expect(dibuat).toMatchObject({ kode: k.baru.kode.toUpperCase(), nama: k.baru.nama, status: 'AKTIF' });
    expect(
      await countRows(t, `log_aktivitas where aksi = '${k.tabel}.create' and entitas_id = '${dibuat.uid}'`),
    ).toBe(1);

    const dup = await call('POST', k.path, admin, { ...k.baru, kode: k.seed.kode, nama: 'Nama Lain Sekali' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    expect(
      (await call('PUT', `${k.path}/${dibuat.uid}/status`, dokter, { status: 'NONAKTIF' })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `${k.path}/${dibuat.uid}`, dokter, k.baru)).statusCode).toBe(403);
  });
});

describe('/master/organisasi', () => {
  it('shows the parent by name and filters by kind and parent', async () => {
    const yayasan = await cari('/master/organisasi', 'YRSN');
    const rs = await cari('/master/organisasi', 'RSURS');
    expect(rs).toMatchObject({ jenis: 'RUMAH_SAKIT', induk_uid: yayasan.uid, induk_nama: yayasan.nama });
    const anak = (await call('GET', `/master/organisasi?induk=${yayasan.uid}`, admin)).json().respon;
    expect(anak.map((o: Rec) => o.kode)).toEqual(['RSURS']);
    const yys = (await call('GET', '/master/organisasi?jenis=YAYASAN', admin)).json().respon;
    expect(yys.map((o: Rec) => o.kode)).toEqual(['YRSN']);
    expect((await call('GET', '/master/organisasi?induk=bukan', admin)).statusCode).toBe(400);
  });

  it('refuses a parent that is itself, below it, unknown or retired (400, nothing written)', async () => {
    const yayasan = await cari('/master/organisasi', 'YRSN');
    const rs = await cari('/master/organisasi', 'RSURS');
    const { uid: _u, created_at: _c, updated_at: _m, induk_nama: _n, status: _s, ...body } = rs;

    const diri = await call('PUT', `/master/organisasi/${rs.uid}`, admin, { ...body, induk_uid: rs.uid });
    expect(diri.statusCode).toBe(400);
    expect(diri.json()).toMatchObject({
      message: 'Organisasi tidak dapat menjadi induk dirinya sendiri',
      errors: [{ path: 'induk_uid' }],
    });
    // The foundation under its own hospital would close a loop.
    const { uid: _u2, created_at: _c2, updated_at: _m2, induk_nama: _n2, status: _s2, ...yys } = yayasan;
    const lingkar = await call('PUT', `/master/organisasi/${yayasan.uid}`, admin, {
      ...yys,
      induk_uid: rs.uid,
    });
    expect(lingkar.statusCode).toBe(400);
    expect(paths(lingkar)).toEqual(['induk_uid']);

    const sebelum = await countRows(t, 'organisasi');
    const asing = await call('POST', '/master/organisasi', admin, {
      kode: 'PT1',
      nama: 'PT Sehat',
      jenis: 'PERUSAHAAN',
      induk_uid: UID_ASING,
    });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().errors).toEqual([{ path: 'induk_uid', message: 'Organisasi induk tidak ditemukan' }]);

    const lama = (
      await call('POST', '/master/organisasi', admin, {
        kode: 'YLAMA',
        nama: 'Yayasan Lama',
        jenis: 'YAYASAN',
      })
    ).json().respon;
    await call('PUT', `/master/organisasi/${lama.uid}/status`, admin, { status: 'NONAKTIF' });
    const pensiun = await call('POST', '/master/organisasi', admin, {
      kode: 'PT1',
      nama: 'PT Sehat',
      jenis: 'PERUSAHAAN',
      induk_uid: lama.uid,
    });
    expect(pensiun.statusCode).toBe(400);
    expect(pensiun.json().errors[0]).toMatchObject({
      path: 'induk_uid',
      message: expect.stringContaining('nonaktif'),
    });
    expect(await countRows(t, 'organisasi')).toBe(sebelum + 1);
    expect((await cari('/master/organisasi', 'RSURS')).induk_uid).toBe(yayasan.uid);
  });
});

describe('/master/lokasi and /master/divisi', () => {
  it('link to an active organisation, show its name, and filter by it', async () => {
    const rs = await cari('/master/organisasi', 'RSURS');
    const gedung = (await call('GET', `/master/lokasi?organisasi=${rs.uid}&search=gedung%20a`, dokter)).json()
      .respon;
    expect(gedung.map((l: Rec) => l.kode)).toEqual(['GA-L1', 'GA-L2', 'GA-L3']);
    expect(gedung[0]).toMatchObject({ gedung: 'Gedung A', lantai: '1', organisasi_nama: 'RSU Rawat Sehat' });
    const div = (await call('GET', `/master/divisi?organisasi=${rs.uid}`, admin)).json();
    expect(div.metadata.total_data).toBe(5);

    const klinik = (
      await call('POST', '/master/organisasi', admin, {
        kode: 'KLTUTUP',
        nama: 'Klinik Tutup',
        jenis: 'KLINIK',
      })
    ).json().respon;
    await call('PUT', `/master/organisasi/${klinik.uid}/status`, admin, { status: 'NONAKTIF' });
    for (const [path, body] of [
      ['/master/lokasi', { kode: 'KL-1', nama: 'Klinik Lantai 1' }],
      ['/master/divisi', { kode: 'KL-DIV', nama: 'Divisi Klinik' }],
    ] as const) {
      const res = await call('POST', path, admin, { ...body, organisasi_uid: klinik.uid });
      expect(res.statusCode).toBe(400);
      expect(paths(res)).toEqual(['organisasi_uid']);
      const asing = await call('POST', path, admin, { ...body, organisasi_uid: UID_ASING });
      expect(asing.json().errors).toEqual([
        { path: 'organisasi_uid', message: 'Organisasi tidak ditemukan' },
      ]);
    }
    expect(await countRows(t, "lokasi where kode = 'KL-1'")).toBe(0);
    expect(await countRows(t, "divisi where kode = 'KL-DIV'")).toBe(0);
  });
});

describe('/master/jabatan', () => {
  it('lists the highest positions first and filters by kind', async () => {
    const semua = (await call('GET', '/master/jabatan?limit=3', dokter)).json().respon;
    expect(semua.map((j: Rec) => j.kode)).toEqual(['DIR', 'WADIR', 'KABID']);
    const pelaksana = (await call('GET', '/master/jabatan?jenis=PELAKSANA&limitless=true', admin)).json()
      .respon;
    expect(pelaksana.length).toBeGreaterThan(0);
    expect(pelaksana.every((j: Rec) => j.jenis === 'PELAKSANA')).toBe(true);
    const nama = await call('POST', '/master/jabatan', admin, {
      kode: 'DIR2',
      nama: 'direktur',
      jenis: 'STRUKTURAL',
    });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
  });
});

describe('/master/unit', () => {
  it('shows its division and location by name and filters by division', async () => {
    const yanmed = await cari('/master/divisi', 'YANMED');
    const igd = await cari('/master/unit', 'IGD');
    expect(igd).toMatchObject({ divisi_nama: 'Pelayanan Medis', lokasi_nama: 'Gedung A Lantai 1' });
    const unit = (await call('GET', `/master/unit?divisi=${yanmed.uid}&limitless=true`, dokter)).json()
      .respon;
    expect(unit.map((u: Rec) => u.kode).sort()).toEqual(['HD', 'IGD', 'IRJ']);
  });

  it('needs an active division and location; keeps an unchanged retired one on edit; audits before/after', async () => {
    const lab = await cari('/master/lokasi', 'GA-L2');
    const div = (
      await call('POST', '/master/divisi', admin, { kode: 'DIKLAT', nama: 'Pendidikan dan Pelatihan' })
    ).json().respon;
    const ruang = (
      await call('POST', '/master/unit', admin, {
        kode: 'DIKLAT',
        nama: 'Unit Diklat',
        divisi_uid: div.uid,
        lokasi_uid: lab.uid,
      })
    ).json().respon;
    expect(ruang).toMatchObject({
      divisi_nama: 'Pendidikan dan Pelatihan',
      lokasi_nama: 'Gedung A Lantai 2',
    });

    await call('PUT', `/master/divisi/${div.uid}/status`, admin, { status: 'NONAKTIF' });
    const sebelum = await countRows(t, 'unit');
    const baru = await call('POST', '/master/unit', admin, {
      kode: 'DIKLAT2',
      nama: 'Unit Diklat Dua',
      divisi_uid: div.uid,
      lokasi_uid: UID_ASING,
    });
    expect(baru.statusCode).toBe(400);
    expect(paths(baru)).toEqual(['divisi_uid', 'lokasi_uid']);
    expect(await countRows(t, 'unit')).toBe(sebelum);

    // Editing other fields keeps the link to the now-retired division.
    const body = { kode: 'DIKLAT', nama: 'Unit Diklat', divisi_uid: div.uid, lokasi_uid: lab.uid };
    const ubah = await call('PUT', `/master/unit/${ruang.uid}`, management, {
      ...body,
      keterangan: 'Lantai 2',
    });
    expect(ubah.statusCode).toBe(200);
    expect(ubah.json().respon).toMatchObject({ divisi_uid: div.uid, keterangan: 'Lantai 2' });
    const [log] = await queryRows<{ detail: object }>(
      t,
      `select detail from log_aktivitas where aksi = 'unit.update' and entitas_id = '${ruang.uid}' order by waktu desc limit 1`,
    );
    expect(log?.detail).toEqual({ sebelum: { keterangan: null }, sesudah: { keterangan: 'Lantai 2' } });

    // Moving it to another retired division is a new link, and refused.
    const div2 = (await call('POST', '/master/divisi', admin, { kode: 'DIV2', nama: 'Divisi Dua' })).json()
      .respon;
    await call('PUT', `/master/divisi/${div2.uid}/status`, admin, { status: 'NONAKTIF' });
    const pindah = await call('PUT', `/master/unit/${ruang.uid}`, admin, { ...body, divisi_uid: div2.uid });
    expect(pindah.statusCode).toBe(400);
    expect(paths(pindah)).toEqual(['divisi_uid']);
    expect((await call('GET', `/master/unit/${ruang.uid}`, dokter)).json().respon.divisi_uid).toBe(div.uid);
  });
});
