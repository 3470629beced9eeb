import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRadiologi } from '../../../../seed/master/radiologi.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { barisIcd9 } from '../../katalog/katalog.seed.ts';
import { icd9cm } from '../../katalog/katalog.tables.ts';

// The harness leaves the ICD catalogues empty: load the few ICD-9-CM codes these tests use (the
// whole catalogue would double the file's run time).
const KODE_ICD9 = new Set(['87.44', '88.19', '88.79']);
// A fixed clock: tariffs are dated, and the demo price list starts on 2026-01-01.
const HARI_INI = '2026-03-10';
const KEMARIN = '2026-03-09';
const NANTI = '2026-04-01';

let t: TestApp;
let admin: string;
let management: string;
let dokter: string;
let radiologi: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(`${HARI_INI}T09:00:00+07:00`) });
  await t.database.db.insert(icd9cm).values(barisIcd9().filter((r) => KODE_ICD9.has(r.kode)));
  [admin, management, dokter, radiologi] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('dokter'),
    t.login('radiologi'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);

const baru = {
  kode: 'us-tiroid',
  nama: 'USG Tiroid',
  modalitas: 'US',
  bagian_tubuh: 'Leher',
  kode_icd9: '8879',
  template_ekspertise: 'Lobus kanan: ...\nLobus kiri: ...\nIsthmus: ...\n\nKesan: ...',
};
const cari = async (q: string) =>
  (await call('GET', `/master/radiologi?search=${q}`, admin)).json().respon[0];

describe('/master/radiologi', () => {
  it('lists the demo exams with today’s general outpatient price to a doctor; filters by modality', async () => {
    const res = await call('GET', '/master/radiologi?limitless=true&status=AKTIF', dokter);
    expect(res.statusCode).toBe(200);
    const list = res.json().respon;
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.find((r: { kode: string }) => r.kode === 'DX-THORAX-PA')).toMatchObject({
      nama: 'Thorax PA',
      modalitas: 'DX',
      proyeksi: 'PA',
      kontras: false,
      kode_icd9: '87.44',
      judul_icd9: 'Routine chest x-ray, so described',
      tarif_umum_rj: 150_000,
    });
    const ct = (await call('GET', '/master/radiologi?modalitas=CT&limitless=true', radiologi)).json().respon;
    expect(ct.length).toBeGreaterThanOrEqual(3);
    expect(ct.every((r: { modalitas: string }) => r.modalitas === 'CT')).toBe(true);
    expect(ct.every((r: { tarif_umum_rj: number }) => r.tarif_umum_rj >= 900_000)).toBe(true);
    expect((await call('GET', '/master/radiologi')).statusCode).toBe(401);
    expect((await call('GET', '/master/radiologi?modalitas=XX', admin)).statusCode).toBe(400);
    // Running the seed again adds nothing.
    const [n, tarif] = [await countRows(t, 'pemeriksaan_radiologi'), await countRows(t, 'tarif')];
    await seedRadiologi(t.database.db);
    expect([await countRows(t, 'pemeriksaan_radiologi'), await countRows(t, 'tarif')]).toEqual([n, tarif]);
  });

  it('creates an exam for MANAGEMENT with the catalogue’s ICD-9-CM code; radiology and doctors get 403', async () => {
    expect((await call('POST', '/master/radiologi', radiologi, baru)).statusCode).toBe(403);
    expect((await call('POST', '/master/radiologi', dokter, baru)).statusCode).toBe(403);
    expect((await call('POST', '/master/radiologi', undefined, baru)).statusCode).toBe(401);
    const res = await call('POST', '/master/radiologi', management, baru);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'US-TIROID',
      kontras: false,
      proyeksi: null,
      kode_icd9: '88.79',
      judul_icd9: 'Other diagnostic ultrasound',
      tarif_umum_rj: null,
      status: 'AKTIF',
    });
    expect(await countRows(t, "log_aktivitas where aksi = 'radiologi.create'")).toBe(1);
  });

  it('refuses a bad body or an ICD-9-CM code outside the catalogue (400) and writes nothing', async () => {
    const before = await countRows(t, 'pemeriksaan_radiologi');
    const bad = await call('POST', '/master/radiologi', admin, {
      kode: 'a b',
      nama: 'X',
      modalitas: 'XR',
      bagian_tubuh: '',
      kode_icd9: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['kode', 'nama', 'modalitas', 'bagian_tubuh', 'kode_icd9']),
    );
    const icd = await call('POST', '/master/radiologi', admin, {
      ...baru,
      kode: 'US-X',
      nama: 'USG X',
      kode_icd9: '00.00',
    });
    expect(icd.statusCode).toBe(400);
    expect(icd.json().errors).toEqual([{ path: 'kode_icd9', message: expect.any(String) }]);
    expect(await countRows(t, 'pemeriksaan_radiologi')).toBe(before);
  });

  it('answers 409 for a code or a name held by an active exam', async () => {
    const kode = await call('POST', '/master/radiologi', admin, {
      ...baru,
      kode: 'DX-THORAX-PA',
      nama: 'Thorax Baru',
    });
    expect(kode.statusCode).toBe(409);
    expect(kode.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const nama = await call('POST', '/master/radiologi', admin, {
      ...baru,
      kode: 'DX-THX',
      nama: 'thorax pa',
    });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
  });

  it('edits with a before/after audit row; an unknown ICD-9-CM code on edit changes nothing', async () => {
    const bno = await cari('DX-BNO');
    const body = { ...bno, kontras: false, persiapan: 'Puasa 4 jam sebelum pemeriksaan.' };
    const ubah = await call('PUT', `/master/radiologi/${bno.uid}`, admin, body);
    expect(ubah.statusCode).toBe(200);
    const [log] = await queryRows<{ detail: object }>(
      t,
      "select detail from log_aktivitas where aksi = 'radiologi.update' order by waktu desc limit 1",
    );
    expect(log?.detail).toEqual({
      sebelum: { persiapan: null },
      sesudah: { persiapan: 'Puasa 4 jam sebelum pemeriksaan.' },
    });
    const salah = await call('PUT', `/master/radiologi/${bno.uid}`, admin, { ...body, kode_icd9: '00.00' });
    expect(salah.statusCode).toBe(400);
    expect((await call('GET', `/master/radiologi/${bno.uid}`, dokter)).json().respon.kode_icd9).toBe('88.19');
    expect((await call('PUT', `/master/radiologi/${bno.uid}`, radiologi, body)).statusCode).toBe(403);
  });

  it('reads and sets prices per payer and class (RADIOLOGI), shown in the list from their start date', async () => {
    const usg = await cari('US-TIROID');
    const kosong = await call('GET', `/master/radiologi/${usg.uid}/tarif`, dokter);
    expect(kosong.statusCode).toBe(200);
    expect(kosong.json().respon).toEqual({ berlaku: [], riwayat: [] });
    const body = {
      berlaku_mulai: HARI_INI,
      tarif: [
        { penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 275_000 },
        { penjamin: 'BPJS', kelas: 'KELAS_3', jumlah: 250_000 },
      ],
    };
    expect((await call('PUT', `/master/radiologi/${usg.uid}/tarif`, radiologi, body)).statusCode).toBe(403);
    expect((await call('PUT', `/master/radiologi/${usg.uid}/tarif`, undefined, body)).statusCode).toBe(401);
    const surut = await call('PUT', `/master/radiologi/${usg.uid}/tarif`, admin, {
      ...body,
      berlaku_mulai: KEMARIN,
    });
    expect(surut.statusCode).toBe(400);
    expect(surut.json().errors[0].path).toBe('berlaku_mulai');
    const atur = await call('PUT', `/master/radiologi/${usg.uid}/tarif`, admin, body);
    expect(atur.statusCode).toBe(200);
    expect(atur.json().respon.berlaku).toHaveLength(2);
    expect(await countRows(t, `tarif where jenis_item = 'RADIOLOGI' and item_uid = '${usg.uid}'`)).toBe(2);
    expect((await cari('US-TIROID')).tarif_umum_rj).toBe(275_000);
    // A scheduled list is kept in the history and not charged before its date.
    const nanti = await call('PUT', `/master/radiologi/${usg.uid}/tarif`, management, {
      berlaku_mulai: NANTI,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 300_000 }],
    });
    expect(nanti.json().respon.riwayat).toHaveLength(3);
    expect((await cari('US-TIROID')).tarif_umum_rj).toBe(275_000);

    const thorax = await cari('DX-THORAX-PA');
    const seed = (await call('GET', `/master/radiologi/${thorax.uid}/tarif`, dokter)).json().respon;
    // The demo list prices every payer × class from 2026-01-01.
    expect(seed.berlaku).toHaveLength(24);
    expect(seed.berlaku.every((c: { berlaku_mulai: string; jumlah: number }) => c.jumlah % 1000 === 0)).toBe(
      true,
    );

    await call('PUT', `/master/radiologi/${usg.uid}/status`, admin, { status: 'NONAKTIF' });
    expect((await call('PUT', `/master/radiologi/${usg.uid}/tarif`, admin, body)).statusCode).toBe(409);
    expect(
      (await call('GET', '/master/radiologi/00000000-0000-4000-8000-000000000000/tarif', admin)).statusCode,
    ).toBe(404);
  });
});
