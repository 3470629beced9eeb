import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let umum: LayananUji;
const obat: Record<string, string> = {};
const KOSONG = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'apoteker', 'gudang', 'kasir'])
    akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  const rows = await queryRows<{ uid: string; kode: string }>(
    t,
    "select uid, kode from farmasi_produk where kode in ('PCT500', 'CTM4', 'AMBRO30', 'AMOX500', 'CEFAD500')",
  );
  for (const r of rows) obat[r.kode] = r.uid;
  await queryRows(t, `update farmasi_produk set status = 'NONAKTIF' where kode = 'CEFAD500'`);
});
afterAll(() => t.close());

const url = () => `/pelayanan/${umum.layanan_uid}/resep`;
const polos = (position: number, kode: string, extra: object = {}) => ({
  jenis: 'NON_RACIKAN',
  config: { position },
  produk_uid: obat[kode],
  jumlah: 10,
  aturan_pakai: '3 x 1 sesudah makan',
  ...extra,
});
const racikan = (position: number, extra: object = {}) => ({
  jenis: 'RACIKAN',
  config: { position },
  nama_racikan: 'Puyer Batuk Anak',
  bentuk: 'PUYER',
  jumlah: 10,
  satuan: 'bungkus',
  aturan_pakai: '3 x 1 bungkus sesudah makan',
  // Given out of order on purpose: the answer follows position.
  mix_detail: [
    { position: 3, produk_uid: obat.AMBRO30, jumlah: 2, dosis: '6 mg' },
    { position: 1, produk_uid: obat.PCT500, jumlah: 2.5, dosis: '120 mg' },
    { position: 2, produk_uid: obat.CTM4, jumlah: 1, dosis: '0,4 mg' },
  ],
  ...extra,
});

async function tulis(body: object = { detail: [racikan(2), polos(1, 'AMOX500')] }) {
  const res = await call('POST', url(), akun.dokter, body);
  if (res.statusCode !== 201) throw new Error(`resep: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; nomor: string };
}

describe('POST /pelayanan/:layanan_uid/resep', () => {
  it('stores lines and mix_detail by position whatever the input order, and logs both kinds', async () => {
    const res = await call('POST', url(), akun.dokter, {
      catatan: 'Alergi disangkal',
      detail: [racikan(2), polos(1, 'AMOX500', { jumlah: 15 })],
    });
    expect(res.statusCode).toBe(201);
    const r = res.json().respon;
    expect(r).toMatchObject({
      nomor: 'RSP-20300107-0001',
      status: 'REQUEST',
      label_status: 'Diminta',
      catatan: 'Alergi disangkal',
      dokter: { nama: 'dr. Andi Pratama, Sp.PD' },
    });
    expect(
      r.detail.map((d: { config: { position: number }; jenis: string }) => [d.config.position, d.jenis]),
    ).toEqual([
      [1, 'NON_RACIKAN'],
      [2, 'RACIKAN'],
    ]);
    // A plain line counts in the product's base unit.
    expect(r.detail[0]).toMatchObject({ jumlah: 15, satuan: 'Kapsul', produk: { uid: obat.AMOX500 } });
    expect(r.detail[1]).toMatchObject({
      nama_racikan: 'Puyer Batuk Anak',
      bentuk: 'PUYER',
      satuan: 'bungkus',
    });
    expect(
      r.detail[1].mix_detail.map((m: { position: number; jumlah: number; produk: { uid: string } }) => [
        m.position,
        m.produk.uid,
        m.jumlah,
      ]),
    ).toEqual([
      [1, obat.PCT500, 2.5],
      [2, obat.CTM4, 1],
      [3, obat.AMBRO30, 2],
    ]);
    const log = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where sumber_uid = '${r.uid}' order by id`,
    );
    expect(log.map((l) => l.jenis)).toEqual(['LOG_OBAT', 'LOG_OBAT_PUYER']);
    expect(log[0]?.ringkasan).toContain('15 Kapsul (3 x 1 sesudah makan)');
    expect(log[1]?.ringkasan).toContain('Puyer Batuk Anak – Puyer 10 bungkus');
    const list = await call('GET', url(), akun.poli);
    expect(list.json().respon[0].detail[1].mix_detail[0].position).toBe(1);
  });

  it('refuses a bad prescription field by field and writes nothing', async () => {
    const sebelum = [await countRows(t, 'resep'), await countRows(t, 'log_pasien')];
    const kasus: [object, string][] = [
      [{ detail: [] }, 'detail'],
      [{ detail: [polos(1, 'PCT500'), polos(1, 'CTM4')] }, 'detail.1.config.position'],
      [{ detail: [polos(1, 'PCT500', { jumlah: 0 })] }, 'detail.0.jumlah'],
      [{ detail: [polos(1, 'PCT500', { aturan_pakai: ' ' })] }, 'detail.0.aturan_pakai'],
      [{ detail: [polos(1, 'PCT500'), polos(2, 'PCT500')] }, 'detail.1.produk_uid'],
      [{ detail: [racikan(1, { nama_racikan: '' })] }, 'detail.0.nama_racikan'],
      [{ detail: [racikan(1, { mix_detail: [] })] }, 'detail.0.mix_detail'],
      [{ detail: [racikan(1, { bentuk: 'TABLET' })] }, 'detail.0.bentuk'],
      [
        {
          detail: [
            racikan(1, {
              mix_detail: [
                { position: 1, produk_uid: obat.PCT500, jumlah: 1 },
                { position: 1, produk_uid: obat.CTM4, jumlah: 1 },
              ],
            }),
          ],
        },
        'detail.0.mix_detail.1.position',
      ],
      [{ detail: [polos(1, 'CEFAD500')] }, 'detail.0.produk_uid'],
      [
        { detail: [racikan(1, { mix_detail: [{ position: 1, produk_uid: KOSONG, jumlah: 1 }] })] },
        'detail.0.mix_detail.0.produk_uid',
      ],
    ];
    for (const [body, path] of kasus) {
      const res = await call('POST', url(), akun.dokter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect([await countRows(t, 'resep'), await countRows(t, 'log_pasien')]).toEqual(sebelum);
  });

  it('is the doctor’s: 401 without a session, 403 for the nurse and the pharmacist, 404 for no layanan', async () => {
    const body = { detail: [polos(1, 'PCT500')] };
    expect((await call('POST', url(), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url(), akun.poli, body)).statusCode).toBe(403);
    expect((await call('POST', url(), akun.apoteker, body)).statusCode).toBe(403);
    expect((await call('GET', url(), akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', `/pelayanan/${KOSONG}/resep`, akun.dokter, body)).statusCode).toBe(404);
  });
});

describe('GET /pelayanan/obat', () => {
  it('lists active products for the doctor, 15 a page, by name or generic name', async () => {
    const res = await call('GET', '/pelayanan/obat?search=paracetamol', akun.dokter);
    expect(res.statusCode).toBe(200);
    const p = res.json().respon.find((x: { uid: string }) => x.uid === obat.PCT500);
    expect(p).toMatchObject({ satuan_dasar: 'Tablet', sediaan: 'Tablet', fornas: true });
    const semua = await call('GET', '/pelayanan/obat', akun.dokter);
    expect(semua.json().respon).toHaveLength(15);
    expect(semua.json().metadata.total_data).toBeGreaterThan(15);
    const cef = await call('GET', '/pelayanan/obat?search=sefadroksil', akun.dokter);
    expect(cef.json().respon).toEqual([]);
    expect((await call('GET', '/pelayanan/obat', akun.apoteker)).statusCode).toBe(403);
    expect((await call('GET', '/pelayanan/obat')).statusCode).toBe(401);
    expect((await call('GET', '/pelayanan/obat?limit=0', akun.dokter)).statusCode).toBe(400);
  });
});

describe('/farmasi/obat/request', () => {
  it('lists open requests for the pharmacy (GET and POST), searchable, with the detail by uid', async () => {
    const r = await tulis();
    const get = await call('GET', `/farmasi/obat/request?search=${r.nomor}`, akun.apoteker);
    expect(get.statusCode).toBe(200);
    expect(get.json().respon).toEqual([
      expect.objectContaining({ uid: r.uid, status: 'REQUEST', jumlah_obat: 1, jumlah_racikan: 1 }),
    ]);
    const post = await call('POST', '/farmasi/obat/request', akun.apoteker, {
      search: r.nomor,
      tanggal: '2030-01-07',
      limitless: true,
    });
    expect(post.json().respon.map((x: { uid: string }) => x.uid)).toEqual([r.uid]);
    // The queue of a day holds what was written up to that day and is still open.
    const kemarin = await call('GET', '/farmasi/obat/request?tanggal=2030-01-06', akun.apoteker);
    expect(kemarin.json().metadata.total_data).toBe(0);
    const besok = await call(
      'GET',
      `/farmasi/obat/request?tanggal=2030-01-08&search=${r.nomor}`,
      akun.apoteker,
    );
    expect(besok.json().respon.map((x: { uid: string }) => x.uid)).toEqual([r.uid]);
    const detail = await call('GET', `/farmasi/obat/request/${r.uid}`, akun.apoteker);
    expect(detail.json().respon.detail[1].mix_detail.map((m: { position: number }) => m.position)).toEqual([
      1, 2, 3,
    ]);
    expect((await call('GET', `/farmasi/obat/request/${KOSONG}`, akun.apoteker)).statusCode).toBe(404);
    expect((await call('GET', '/farmasi/obat/request', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/obat/request')).statusCode).toBe(401);
    expect((await call('GET', '/farmasi/obat/request?status=X', akun.apoteker)).statusCode).toBe(400);
    expect(
      (await call('GET', '/farmasi/obat/request/history?status=REQUEST', akun.apoteker)).statusCode,
    ).toBe(400);
  });

  it('rejects a request once, with the reason, and moves it to the history', async () => {
    const r = await tulis();
    const reject = (cookie: string | undefined, body: object) =>
      call('POST', '/farmasi/obat/request/reject', cookie, body);
    const sebelum = await countRows(t, 'log_aktivitas');
    expect((await reject(akun.apoteker, { uid: r.uid, alasan: '' })).statusCode).toBe(400);
    expect((await reject(akun.apoteker, { uid: 'bukan-uid', alasan: 'Stok kosong' })).statusCode).toBe(400);
    expect(await countRows(t, 'log_aktivitas')).toBe(sebelum);
    expect((await reject(undefined, { uid: r.uid, alasan: 'Stok kosong' })).statusCode).toBe(401);
    expect((await reject(akun.dokter, { uid: r.uid, alasan: 'Stok kosong' })).statusCode).toBe(403);
    // The warehouse manages products but does not serve prescriptions.
    expect((await reject(akun.gudang, { uid: r.uid, alasan: 'Stok kosong' })).statusCode).toBe(403);
    expect((await reject(akun.apoteker, { uid: KOSONG, alasan: 'Stok kosong' })).statusCode).toBe(404);

    const res = await reject(akun.apoteker, { uid: r.uid, alasan: 'Stok amoksisilin kosong' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'REJECTED',
      label_status: 'Ditolak',
      alasan: 'Stok amoksisilin kosong',
    });
    const lagi = await reject(akun.apoteker, { uid: r.uid, alasan: 'Lagi' });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('resep.sudah_diproses');

    const buka = await call('GET', `/farmasi/obat/request?search=${r.nomor}`, akun.apoteker);
    expect(buka.json().respon).toEqual([]);
    const riwayat = await call('GET', `/farmasi/obat/request/history?search=${r.nomor}`, akun.dokter);
    expect(riwayat.json().respon.map((x: { uid: string; alasan: string }) => [x.uid, x.alasan])).toEqual([
      [r.uid, 'Stok amoksisilin kosong'],
    ]);
    const klinik = await call('GET', url(), akun.dokter);
    expect(klinik.json().respon.find((x: { uid: string }) => x.uid === r.uid).status).toBe('REJECTED');
  });
});
