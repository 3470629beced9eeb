import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoDemo } from '../../../../seed/master/faskes.ts';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { kopSurat } from './faskes.kop.ts';

let t: TestApp;
let admin: string;
let management: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, kasir] = await Promise.all([t.login('admin'), t.login('management'), t.login('kasir')]);
});
afterAll(() => t.close());

const call = panggil(() => t);

interface Profil {
  uid: string;
  kode: string;
  nama: string;
  status: string;
  digunakan: boolean;
  logo: { url: string; mime: string } | null;
}
const daftar = async (): Promise<Profil[]> =>
  (await call('GET', '/master/faskes?limitless=true', admin)).json().respon;
const profil = async (kode: string) => {
  const p = (await daftar()).find((f) => f.kode === kode);
  if (!p) throw new Error(`profil ${kode} tidak ada`);
  return p;
};
const jumlahDigunakan = () => countRows(t, 'faskes where digunakan');

const BANDUNG = {
  alamat: 'Jl. Setiabudi No. 10',
  provinsi_kode: '32',
  kabupaten_kode: '3273',
  kecamatan_kode: '32.73.02',
  desa_kode: '32.73.02.1001',
};
const klinik = (kode: string, nama: string) => ({ kode, nama, jenis: 'KLINIK_PRATAMA', ...BANDUNG });

describe('/master/faskes', () => {
  it('lists the demo profiles with the one in use first, region names resolved; 403 for KASIR, 401 without a session', async () => {
    const res = await call('GET', '/master/faskes', management);
    expect(res.statusCode).toBe(200);
    const [rs, kl] = res.json().respon;
    expect(rs).toMatchObject({ nama: 'RSU Rawat Sehat', jenis: 'RSU', kelas_rs: 'C', digunakan: true });
    expect(rs.alamat_lengkap).toBe(
      'Jl. Ir. H. Juanda No. 250, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135',
    );
    expect(rs.wilayah.desa).toMatchObject({ kode: '32.73.02.1004', nama: 'Dago' });
    expect(rs.logo).toMatchObject({ mime: 'image/png' });
    expect(kl).toMatchObject({ nama: 'Klinik Utama Rawat Sehat', digunakan: false, kelas_rs: null });
    expect((await call('GET', '/master/faskes', kasir)).statusCode).toBe(403);
    expect((await call('GET', '/master/faskes')).statusCode).toBe(401);
  });

  it('creates a profile with an audit row; 403, 401, 400 with field errors and nothing written, 409 on a taken code', async () => {
    const body = {
      ...klinik('k-001', 'Klinik Pratama Setiabudi'),
      kode_pos: '40141',
      website: 'https://klinik-setiabudi.id',
      email: 'halo@klinik-setiabudi.id',
    };
    expect((await call('POST', '/master/faskes', kasir, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/faskes', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/master/faskes', admin, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'K-001',
      kabupaten_kode: '32.73',
      digunakan: false,
      logo: null,
      alamat_lengkap: 'Jl. Setiabudi No. 10, Kel. Cipaganti, Kec. Coblong, Kota Bandung, Jawa Barat 40141',
    });
    expect(await countRows(t, "log_aktivitas where aksi = 'faskes.create'")).toBe(1);

    const sebelum = await countRows(t, 'faskes');
    const salah = await call('POST', '/master/faskes', admin, {
      ...klinik('K-002', 'Klinik Salah'),
      jenis: 'RSU',
      website: 'bukan alamat web',
      kecamatan_kode: '32.71.01',
    });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['website']),
    );
    // Fields right, rules across them wrong: class of a hospital, regions that do not nest.
    const rantai = await call('POST', '/master/faskes', admin, {
      ...klinik('K-002', 'Klinik Salah'),
      jenis: 'RSU',
      kecamatan_kode: '32.71.01',
    });
    expect(rantai.statusCode).toBe(400);
    expect(rantai.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['kelas_rs', 'kecamatan_kode', 'desa_kode']),
    );
    const desaFiktif = await call('POST', '/master/faskes', admin, {
      ...klinik('K-002', 'Klinik Salah'),
      desa_kode: '32.73.02.9999',
    });
    expect(desaFiktif.statusCode).toBe(400);
    expect(desaFiktif.json().errors).toEqual([
      { path: 'desa_kode', message: 'Kelurahan/desa tidak ditemukan' },
    ]);
    expect(await countRows(t, 'faskes')).toBe(sebelum);

    const dup = await call('POST', '/master/faskes', admin, klinik('3273015', 'Klinik Lain'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('master.kode_sudah_dipakai');
  });

  it('edits with a before/after audit row and keeps which profile is in use', async () => {
    const rs = await profil('3273015');
    const detail = (await call('GET', `/master/faskes/${rs.uid}`, admin)).json().respon;
    const res = await call('PUT', `/master/faskes/${rs.uid}`, admin, { ...detail, telepon: '(022) 2509999' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ telepon: '(022) 2509999', digunakan: true });
    const [log] = await queryRows<{ detail: object }>(
      t,
      "select detail from log_aktivitas where aksi = 'faskes.update' order by waktu desc limit 1",
    );
    expect(log?.detail).toEqual({
      sebelum: { telepon: '(022) 2501234' },
      sesudah: { telepon: '(022) 2509999' },
    });
  });

  it('switches the profile in use atomically and audited; a profile in use cannot be deactivated', async () => {
    const rs = await profil('3273015');
    const kl = await profil('0123K001');
    expect((await call('PUT', `/master/faskes/${kl.uid}/gunakan`, kasir)).statusCode).toBe(403);
    expect((await call('PUT', `/master/faskes/${kl.uid}/gunakan`)).statusCode).toBe(401);

    const off = await call('PUT', `/master/faskes/${rs.uid}/status`, admin, { status: 'NONAKTIF' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'faskes.digunakan' });
    expect(off.json().message).toContain('sedang digunakan');
    expect((await profil('3273015')).status).toBe('AKTIF');

    const res = await call('PUT', `/master/faskes/${kl.uid}/gunakan`, management);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.digunakan).toBe(true);
    expect((await profil('3273015')).digunakan).toBe(false);
    expect(await jumlahDigunakan()).toBe(1);
    const [log] = await queryRows<{ detail: { sebelum: object; sesudah: object } }>(
      t,
      "select detail from log_aktivitas where aksi = 'faskes.gunakan' order by waktu desc limit 1",
    );
    expect(log?.detail).toMatchObject({
      sebelum: { digunakan: { kode: '3273015' } },
      sesudah: { digunakan: { kode: '0123K001' } },
    });

    // The former one may now be retired; a retired profile cannot be put in use.
    expect(
      (await call('PUT', `/master/faskes/${rs.uid}/status`, admin, { status: 'NONAKTIF' })).statusCode,
    ).toBe(200);
    const pakaiNonaktif = await call('PUT', `/master/faskes/${rs.uid}/gunakan`, admin);
    expect(pakaiNonaktif.statusCode).toBe(409);
    expect(pakaiNonaktif.json().code).toBe('faskes.nonaktif');
    expect((await profil('0123K001')).digunakan).toBe(true);
    await call('PUT', `/master/faskes/${rs.uid}/status`, admin, { status: 'AKTIF' });
  });

  it('two simultaneous switches end with exactly one profile in use', async () => {
    const rs = await profil('3273015');
    const k1 = await profil('K-001');
    const both = await Promise.all([
      call('PUT', `/master/faskes/${rs.uid}/gunakan`, admin),
      call('PUT', `/master/faskes/${k1.uid}/gunakan`, management),
    ]);
    // The rows are locked first, so the two take turns and both succeed; the later one wins.
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await jumlahDigunakan()).toBe(1);
    await call('PUT', `/master/faskes/${rs.uid}/gunakan`, admin);
    expect((await profil('3273015')).digunakan).toBe(true);
  });
});

describe('/master/faskes/:uid/logo', () => {
  const unggah = (uid: string, berkas: string, cookie = admin) =>
    call('PUT', `/master/faskes/${uid}/logo`, cookie, { berkas });

  it('refuses a file that is not PNG/JPEG, too large or broken (400, nothing stored); serves a good PNG back', async () => {
    const kl = await profil('0123K001');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const besar = Buffer.concat([logoDemo().subarray(0, 8), Buffer.alloc(600 * 1024, 7)]).toString('base64');
    const rusak = Buffer.concat([logoDemo().subarray(0, 8), Buffer.from('bukan gambar')]).toString('base64');
    const sebelum = await countRows(t, 'faskes_logo');
    const tipe = await unggah(kl.uid, gif);
    expect(tipe.statusCode).toBe(400);
    expect(tipe.json()).toMatchObject({
      message: 'Logo harus berupa gambar PNG atau JPEG',
      errors: [{ path: 'berkas' }],
    });
    const ukuran = await unggah(kl.uid, besar);
    expect(ukuran.statusCode).toBe(400);
    expect(ukuran.json().message).toContain('Ukuran logo maksimal 512 KB');
    expect((await unggah(kl.uid, rusak)).statusCode).toBe(400);
    expect((await unggah(kl.uid, 'bukan base64!')).statusCode).toBe(400);
    expect((await unggah(kl.uid, gif, kasir)).statusCode).toBe(403);
    expect(await countRows(t, 'faskes_logo')).toBe(sebelum);

    const png = logoDemo();
    const ok = await unggah(kl.uid, `data:image/png;base64,${png.toString('base64')}`);
    expect(ok.statusCode).toBe(200);
    const logo = ok.json().respon.logo;
    expect(logo).toMatchObject({ mime: 'image/png', ukuran: png.length });
    expect(await countRows(t, "log_aktivitas where aksi = 'faskes.logo'")).toBe(1);

    // Public, and cached for good under its versioned URL.
    const img = await t.app.inject({ method: 'GET', url: logo.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.rawPayload.equals(png)).toBe(true);
    const tanpaVersi = await call('GET', `/master/faskes/${kl.uid}/logo`);
    expect(tanpaVersi.headers['cache-control']).toBe('public, no-cache');
    const etag = String(tanpaVersi.headers.etag);
    const lagi = await t.app.inject({
      method: 'GET',
      url: `/api/v1/master/faskes/${kl.uid}/logo`,
      headers: { 'if-none-match': etag },
    });
    expect(lagi.statusCode).toBe(304);

    expect((await call('DELETE', `/master/faskes/${kl.uid}/logo`, admin)).json().respon.logo).toBeNull();
    expect((await call('GET', `/master/faskes/${kl.uid}/logo`)).statusCode).toBe(404);
    expect((await call('DELETE', `/master/faskes/${kl.uid}/logo`, admin)).statusCode).toBe(404);
  });
});

describe('letterhead', () => {
  it('GET /faskes/aktif is public and names the profile in use', async () => {
    const res = await call('GET', '/faskes/aktif');
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      nama: 'RSU Rawat Sehat',
      uraian_jenis: 'Rumah Sakit Umum Kelas C',
      telepon: '(022) 2509999',
      logo_url: expect.stringMatching(/^\/api\/v1\/master\/faskes\/.+\/logo\?v=\d+$/),
    });
  });

  it('kop.pdf is a PDF with the facility name in its letterhead, on A4 and on the 80 mm roll', async () => {
    const rs = await profil('3273015');
    const res = await call('GET', `/master/faskes/${rs.uid}/kop.pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A wrapped line comes back as two runs: compare with spacing flattened.
    const teks = teksPdf(res.rawPayload).replace(/\s+/g, ' ');
    expect(teks).toContain('RSU RAWAT SEHAT');
    expect(teks).toContain(
      'Jl. Ir. H. Juanda No. 250, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135',
    );
    expect(teks).toContain('Halaman 1 dari 1');
    expect(teks).toMatch(/Dicetak .* WIB oleh /);
    const struk = await call('GET', `/master/faskes/${rs.uid}/kop.pdf?kertas=80mm`, admin);
    expect(teksPdf(struk.rawPayload)).toContain('RSU RAWAT SEHAT');
    expect((await call('GET', `/master/faskes/${rs.uid}/kop.pdf?kertas=A5`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/master/faskes/${rs.uid}/kop.pdf`, kasir)).statusCode).toBe(403);
    expect((await call('GET', `/master/faskes/${rs.uid}/kop.pdf`)).statusCode).toBe(401);
  });

  it('documents fall back to the first active profile (by code) when none is in use', async () => {
    const db = t.database.db;
    const kop = await kopSurat(db);
    expect(kop).toMatchObject({
      nama: 'RSU Rawat Sehat',
      kota: 'Bandung',
      uraian: 'Rumah Sakit Umum Kelas C',
    });
    expect(kop?.logo?.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    await queryRows(t, 'update faskes set digunakan = false');
    try {
      expect((await kopSurat(db))?.nama).toBe('Klinik Utama Rawat Sehat');
      expect((await call('GET', '/faskes/aktif')).json().respon.nama).toBe('Klinik Utama Rawat Sehat');
    } finally {
      await queryRows(t, "update faskes set digunakan = true where kode = '3273015' and status = 'AKTIF'");
    }
  });
});
