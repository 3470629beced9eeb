import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let umum: LayananUji;
let lain: LayananUji;
const uid: Record<string, string> = {};

async function uidKode(tabel: string, kode: string) {
  const [r] = await queryRows<{ uid: string }>(
    t,
    `select uid from ${tabel} where kode = '${kode}' and status = 'AKTIF'`,
  );
  if (!r) throw new Error(`${tabel} ${kode}`);
  return r.uid;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'igd', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  lain = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Pasien Lain' });
  uid.gds = await uidKode('pemeriksaan_lab', 'GDS');
  uid.hb = await uidKode('pemeriksaan_lab', 'HB');
  uid.lipid = await uidKode('paket_lab', 'PKT-LIPID');
  uid.thorax = await uidKode('pemeriksaan_radiologi', 'DX-THORAX-PA');
  uid.chol = await uidKode('pemeriksaan_lab', 'CHOL');
  await queryRows(t, `update pemeriksaan_lab set status = 'NONAKTIF' where uid = '${uid.chol}'`);
});
afterAll(() => t.close());

const url = () => `/pelayanan/${umum.layanan_uid}/order`;
const lab = (items: object[], extra: object = {}) => ({ jenis: 'LABOR', items, ...extra });

describe('POST /pelayanan/:layanan_uid/order', () => {
  it('orders lab tests and a package, numbered per day, on the timeline, listed with labels', async () => {
    const res = await call(
      'POST',
      url(),
      akun.dokter,
      lab([{ pemeriksaan_lab_uid: uid.gds }, { paket_lab_uid: uid.lipid }], {
        cito: true,
        catatan_klinis: 'Curiga DM',
      }),
    );
    expect(res.statusCode).toBe(201);
    const o = res.json().respon;
    expect(o).toMatchObject({
      nomor: 'LAB-20300107-0001',
      jenis: 'LABOR',
      status: 'DIMINTA',
      label_status: 'Diminta',
      cito: true,
      catatan_klinis: 'Curiga DM',
      // The writer's employee record, not the doctor the patient was registered to.
      dokter: { nama: 'dr. Andi Pratama, Sp.PD' },
    });
    expect(o.items.map((i: { nama: string; jenis_item: string }) => [i.jenis_item, i.nama])).toEqual([
      ['LAB', 'Glukosa Darah Sewaktu'],
      ['PAKET_LAB', 'Paket Lipid'],
    ]);
    const [log] = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where sumber_uid = '${o.uid}'`,
    );
    expect(log).toEqual({
      jenis: 'LOG_LABOR',
      ringkasan: 'Order laboratorium LAB-20300107-0001 (CITO): Glukosa Darah Sewaktu, Paket Lipid',
    });

    const rad = await call('POST', url(), akun.dokter, {
      jenis: 'RADIOLOGI',
      items: [{ pemeriksaan_radiologi_uid: uid.thorax }],
    });
    expect(rad.statusCode).toBe(201);
    expect(rad.json().respon.nomor).toBe('RAD-20300107-0001');

    const list = await call('GET', url(), akun.poli);
    expect(list.statusCode).toBe(200);
    expect(list.json().respon.map((x: { nomor: string }) => x.nomor)).toEqual([
      'RAD-20300107-0001',
      'LAB-20300107-0001',
    ]);
  });

  it('gives 5 simultaneous orders 5 distinct numbers', async () => {
    const hasil = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', url(), akun.dokter, lab([{ pemeriksaan_lab_uid: uid.hb }])),
      ),
    );
    expect(hasil.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const nomor = hasil.map((r) => r.json().respon.nomor as string).sort();
    expect(nomor).toEqual([2, 3, 4, 5, 6].map((n) => `LAB-20300107-000${n}`));
  });

  it('refuses bad items line by line and writes nothing', async () => {
    const sebelum = [await countRows(t, 'order_penunjang'), await countRows(t, 'log_pasien')];
    const kasus: [object, string][] = [
      [lab([]), 'items'],
      [lab([{ pemeriksaan_radiologi_uid: uid.thorax }]), 'items.0'],
      [lab([{ pemeriksaan_lab_uid: uid.gds }, { pemeriksaan_lab_uid: uid.gds }]), 'items.1'],
      [lab([{ pemeriksaan_lab_uid: uid.gds, paket_lab_uid: uid.lipid }]), 'items.0'],
      [lab([{ pemeriksaan_lab_uid: uid.gds }, { pemeriksaan_lab_uid: uid.chol }]), 'items.1'],
      [lab([{ pemeriksaan_lab_uid: '00000000-0000-4000-8000-000000000000' }]), 'items.0'],
      [{ jenis: 'GIZI', items: [{ pemeriksaan_lab_uid: uid.gds }] }, 'jenis'],
    ];
    for (const [body, path] of kasus) {
      const res = await call('POST', url(), akun.dokter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const nonaktif = await call('POST', url(), akun.dokter, lab([{ pemeriksaan_lab_uid: uid.chol }]));
    expect(nonaktif.json().message).toBe('Pemeriksaan laboratorium Kolesterol Total sudah tidak aktif');
    expect([await countRows(t, 'order_penunjang'), await countRows(t, 'log_pasien')]).toEqual(sebelum);
  });

  it('is the doctor’s: 401 without a session, 403 for the nurse, the IGD and the cashier, 404 for no layanan', async () => {
    const body = lab([{ pemeriksaan_lab_uid: uid.gds }]);
    expect((await call('POST', url(), undefined, body)).statusCode).toBe(401);
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('POST', url(), akun.poli, body)).statusCode).toBe(403);
    expect((await call('POST', url(), akun.igd, body)).statusCode).toBe(403);
    expect((await call('GET', url(), akun.kasir)).statusCode).toBe(403);
    const kosong = '/pelayanan/00000000-0000-4000-8000-000000000000/order';
    expect((await call('POST', kosong, akun.dokter, body)).statusCode).toBe(404);
    expect((await call('GET', kosong, akun.dokter)).statusCode).toBe(404);
  });
});

describe('POST /pelayanan/:layanan_uid/order/:uid/batal', () => {
  it('cancels a request with its reason once; a started or foreign order is refused', async () => {
    const o = (await call('POST', url(), akun.dokter, lab([{ pemeriksaan_lab_uid: uid.gds }]))).json().respon;
    const batal = `${url()}/${o.uid}/batal`;
    expect((await call('POST', batal, akun.dokter, { alasan: '' })).statusCode).toBe(400);
    expect((await call('POST', batal, akun.poli, { alasan: 'Salah pasien' })).statusCode).toBe(403);
    expect((await call('POST', batal, undefined, { alasan: 'Salah pasien' })).statusCode).toBe(401);
    const asing = `/pelayanan/${lain.layanan_uid}/order/${o.uid}/batal`;
    expect((await call('POST', asing, akun.dokter, { alasan: 'Salah pasien' })).statusCode).toBe(404);

    const res = await call('POST', batal, akun.dokter, { alasan: 'Salah pilih pemeriksaan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'BATAL',
      label_status: 'Dibatalkan',
      alasan_batal: 'Salah pilih pemeriksaan',
      items: [{ status: 'BATAL' }],
    });
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where sumber_uid = '${o.uid}' order by id`,
    );
    expect(log[1]?.ringkasan).toBe(`Order laboratorium ${o.nomor} dibatalkan: Salah pilih pemeriksaan`);
    const lagi = await call('POST', batal, akun.dokter, { alasan: 'Lagi' });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('order.tidak_dapat_dibatalkan');

    const jalan = (await call('POST', url(), akun.dokter, lab([{ pemeriksaan_lab_uid: uid.gds }]))).json()
      .respon;
    await queryRows(t, `update order_penunjang set status = 'DIPROSES' where uid = '${jalan.uid}'`);
    const diproses = await call('POST', `${url()}/${jalan.uid}/batal`, akun.dokter, { alasan: 'Batal' });
    expect(diproses.statusCode).toBe(409);
    expect(diproses.json().message).toContain('Diproses');
  });
});

describe('GET /pelayanan/:layanan_uid/order/katalog', () => {
  it('offers active lab packages first, then tests by section, priced for the visit', async () => {
    const res = await call('GET', `${url()}/katalog?jenis=LABOR`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const kelompok = res.json().respon.kelompok as {
      kode: string;
      items: { uid: string; nama: string; harga: number | null; keterangan: string | null }[];
    }[];
    expect(kelompok[0]?.kode).toBe('PAKET');
    const semua = kelompok.flatMap((k) => k.items);
    expect(semua.find((i) => i.uid === uid.gds)).toMatchObject({
      harga: 25_000,
      keterangan: expect.any(String),
    });
    expect(semua.find((i) => i.uid === uid.lipid)?.keterangan).toContain('Kolesterol Total');
    expect(semua.some((i) => i.uid === uid.chol)).toBe(false);
    const rad = await call('GET', `${url()}/katalog?jenis=RADIOLOGI`, akun.dokter);
    expect(
      rad.json().respon.kelompok.flatMap((k: { items: { uid: string }[] }) => k.items.map((i) => i.uid)),
    ).toContain(uid.thorax);
    expect((await call('GET', `${url()}/katalog?jenis=X`, akun.dokter)).statusCode).toBe(400);
    expect((await call('GET', `${url()}/katalog?jenis=LABOR`, akun.kasir)).statusCode).toBe(403);
  });
});
