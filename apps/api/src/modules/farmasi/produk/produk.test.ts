import { hargaDasar, hargaJual } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let apoteker: string;
let kasir: string;
let dokter: string;
const uid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [admin, apoteker, kasir, dokter] = (await Promise.all(
    ['admin', 'apoteker', 'kasir', 'dokter'].map((r) => t.login(r)),
  )) as [string, string, string, string];
  for (const [j, kode] of [
    ['kategori', 'OBAT'],
    ['sediaan', 'TAB'],
    ['varian', 'GEN'],
    ['supplier', 'KFTD'],
    ['kelas_terapi', 'ADO'],
  ] as const) {
    const res = await call('GET', `/farmasi/master/${j}?search=${kode}`, admin);
    uid[j] = res.json().respon.find((r: { kode: string }) => r.kode === kode).uid;
  }
  const lokasi = (await call('GET', '/farmasi/lokasi?limitless=true', admin)).json().respon;
  for (const l of lokasi) uid[l.kode] = l.uid;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

const produk = (over: object = {}) => ({
  kode: 'GLIB5',
  nama: 'Glibenklamid 5 mg Tablet',
  nama_generik: 'Glibenklamid',
  kategori_uid: uid.kategori,
  varian_uid: uid.varian,
  sediaan_uid: uid.sediaan,
  kelas_terapi_uid: uid.kelas_terapi,
  supplier_uid: uid.supplier,
  formularium: true,
  fornas: true,
  hna: 1234,
  ppn_persen: 11,
  konversi: [
    { satuan: 'Tablet', isi: 1 },
    { satuan: 'Strip', isi: 10, satuan_isi: 'Tablet' },
    { satuan: 'Box', isi: 10, satuan_isi: 'Strip' },
  ],
  stok_minimum: [
    { lokasi_uid: uid.GF, stok_minimum: 500 },
    { lokasi_uid: uid.DRJ, stok_minimum: 100 },
  ],
  ...over,
});

describe('/farmasi/produk', () => {
  it('DOKTER reads the seeded list, searched by name, generic and code, with filters; 401 without session', async () => {
    const all = (await call('GET', '/farmasi/produk?limit=5', dokter)).json();
    expect(all.respon).toHaveLength(5);
    expect(all.metadata.total_data).toBeGreaterThanOrEqual(60);
    const generik = (await call('GET', '/farmasi/produk?search=omeprazol', dokter)).json().respon;
    expect(generik.map((p: { kode: string }) => p.kode).sort()).toEqual(['OMEP20', 'OMEPINJ']);
    const pct = (await call('GET', '/farmasi/produk?search=PCT500', dokter)).json().respon[0];
    expect(pct).toMatchObject({
      nama: 'Paracetamol 500 mg Tablet',
      satuan_dasar: 'Tablet',
      fornas: true,
      kode_kfa: '92001267',
    });
    expect(pct.konversi.map((k: { isi_dasar: number }) => k.isi_dasar)).toEqual([1, 10, 100]);
    const kodein = (await call('GET', '/farmasi/produk?search=KODEIN10', dokter)).json().respon[0];
    expect(kodein.golongan).toBe('NARKOTIKA');
    const kcl = (await call('GET', '/farmasi/produk?search=KCL746', dokter)).json().respon[0];
    expect(kcl.high_alert).toBe(true);
    const nonFornas = (await call('GET', '/farmasi/produk?fornas=false&limitless=true', dokter)).json()
      .respon;
    expect(nonFornas.every((p: { fornas: boolean }) => !p.fornas)).toBe(true);
    expect(nonFornas.map((p: { kode: string }) => p.kode)).toContain('OBHSYR');
    const ado = (await call('GET', `/farmasi/produk?kelas_terapi_uid=${uid.kelas_terapi}`, dokter)).json()
      .respon;
    expect(ado.map((p: { kode: string }) => p.kode).sort()).toEqual(['GLIM2', 'METF500']);
    const endo = (await call('GET', '/farmasi/master/kelas_terapi?search=ENDO', dokter)).json().respon[0];
    const diInduk = (
      await call('GET', `/farmasi/produk?kelas_terapi_uid=${endo.uid}&limitless=true`, dokter)
    ).json();
    expect(diInduk.respon.map((p: { kode: string }) => p.kode)).toEqual(
      expect.arrayContaining(['METF500', 'INSGLAR']),
    );
    expect((await call('GET', '/farmasi/produk')).statusCode).toBe(401);
    expect((await call('GET', '/farmasi/produk?fornas=ya', dokter)).statusCode).toBe(400);
  });

  it('APOTEKER creates a product with conversions, minimum stock and harga_dasar; KASIR/DOKTER 403; 409', async () => {
    expect((await call('POST', '/farmasi/produk', kasir, produk())).statusCode).toBe(403);
    expect((await call('POST', '/farmasi/produk', dokter, produk())).statusCode).toBe(403);
    expect((await call('POST', '/farmasi/produk', undefined, produk())).statusCode).toBe(401);
    const res = await call('POST', '/farmasi/produk', apoteker, produk());
    expect(res.statusCode).toBe(201);
    const p = res.json().respon;
    expect(p).toMatchObject({
      kode: 'GLIB5',
      kategori_nama: 'Obat',
      kelas_terapi_nama: 'Antidiabetes Oral',
      satuan_dasar: 'Tablet',
      hna: 1234,
      ppn_persen: 11,
      harga_dasar: hargaDasar(1234, 11),
    });
    expect(p.harga_dasar).toBe(1370);
    expect(p.konversi.map((k: { isi_dasar: number }) => k.isi_dasar)).toEqual([1, 10, 100]);
    expect(p.stok_minimum).toHaveLength(2);
    expect(await countRows(t, `farmasi_produk_satuan where produk_uid = '${p.uid}'`)).toBe(3);
    expect((await call('POST', '/farmasi/produk', apoteker, produk({ nama: 'Lain' }))).statusCode).toBe(409);
    const ubah = await call(
      'PUT',
      `/farmasi/produk/${p.uid}`,
      apoteker,
      produk({ stok_minimum: [], hna: 2000, kode_kfa: ' 92000111 ' }),
    );
    expect(ubah.json().respon).toMatchObject({ harga_dasar: 2220, stok_minimum: [], kode_kfa: '92000111' });
    const kfa = await call('PUT', `/farmasi/produk/${p.uid}`, apoteker, produk({ kode_kfa: 'PCT-500' }));
    expect(kfa.statusCode).toBe(400);
    expect(kfa.json().errors).toEqual([
      { path: 'kode_kfa', message: 'Kode KFA berupa 8 angka, mis. 92001267' },
    ]);
    expect(await countRows(t, `farmasi_produk_stok_minimum where produk_uid = '${p.uid}'`)).toBe(0);
    expect(
      await countRows(t, `log_aktivitas where aksi = 'farmasi_produk.update' and entitas_id = '${p.uid}'`),
    ).toBe(1);
  });

  it('rejects bad conversions and references with field errors and writes nothing (400)', async () => {
    const before = await countRows(t, 'farmasi_produk');
    const kasus: [object, string][] = [
      [{ konversi: [] }, 'konversi'],
      [{ konversi: [{ satuan: 'Strip', isi: 10, satuan_isi: 'Tablet' }] }, 'konversi.0.isi'],
      [
        {
          konversi: [
            { satuan: 'Tablet', isi: 1 },
            { satuan: 'Strip', isi: 0, satuan_isi: 'Tablet' },
          ],
        },
        'konversi.1.isi',
      ],
      [
        {
          konversi: [
            { satuan: 'Tablet', isi: 1 },
            { satuan: 'Strip', isi: 2.5, satuan_isi: 'Tablet' },
          ],
        },
        'konversi.1.isi',
      ],
      // A unit that contains a later unit (a cycle box → strip → box) is refused.
      [
        {
          konversi: [
            { satuan: 'Tablet', isi: 1 },
            { satuan: 'Strip', isi: 10, satuan_isi: 'Box' },
            { satuan: 'Box', isi: 10, satuan_isi: 'Strip' },
          ],
        },
        'konversi.1.satuan_isi',
      ],
      [
        {
          konversi: [
            { satuan: 'Tablet', isi: 1 },
            { satuan: 'tablet', isi: 10, satuan_isi: 'Tablet' },
          ],
        },
        'konversi.1.satuan',
      ],
      [{ kategori_uid: '00000000-0000-4000-8000-000000000000' }, 'kategori_uid'],
      [{ stok_minimum: [{ lokasi_uid: uid.GF, stok_minimum: -1 }] }, 'stok_minimum.0.stok_minimum'],
      [{ hna: 10.5 }, 'hna'],
    ];
    for (const [over, path] of kasus) {
      const res = await call('POST', '/farmasi/produk', admin, produk({ kode: 'BARU1', ...over }));
      expect(res.statusCode, path).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    expect(await countRows(t, 'farmasi_produk')).toBe(before);
  });

  it('GET /:uid/harga gives hargaJual per payer: none, UMUM, BPJS, ASKES and each insurer', async () => {
    const p = (await call('GET', '/farmasi/produk?search=GLIB5', dokter)).json().respon[0];
    const res = await call('GET', `/farmasi/produk/${p.uid}/harga`, dokter);
    expect(res.statusCode).toBe(200);
    const h = res.json().respon;
    expect(h.harga_dasar).toBe(2220);
    const per = (nama: string) =>
      h.harga.find((x: { nama: string; jenis: string }) => x.jenis === nama || x.nama === nama);
    expect(per('').harga_jual).toBe(2220);
    expect(per('UMUM')).toMatchObject({ persen_markup: 40, harga_jual: hargaJual(2220, 'UMUM') });
    expect(per('UMUM').harga_jual).toBe(3108);
    expect(per('BPJS').harga_jual).toBe(hargaJual(2220, 'BPJS'));
    expect(per('ASKES').harga_jual).toBe(2664);
    const ins = per('Prudential Indonesia');
    expect(ins).toMatchObject({
      jenis: 'Lainnya',
      persen_markup: 35,
      harga_jual: hargaJual(2220, 'Lainnya', 35),
    });
    expect(ins.harga_jual).toBe(2997);
    expect(
      (await call('GET', '/farmasi/produk/00000000-0000-4000-8000-000000000000/harga', dokter)).statusCode,
    ).toBe(404);
  });

  it('DELETE deactivates the product; it stays readable', async () => {
    const p = (await call('GET', '/farmasi/produk?search=GLIB5', dokter)).json().respon[0];
    expect((await call('DELETE', `/farmasi/produk/${p.uid}`, kasir)).statusCode).toBe(403);
    expect((await call('DELETE', `/farmasi/produk/${p.uid}`, apoteker)).json().respon.status).toBe(
      'NONAKTIF',
    );
    const lagi = await call('GET', `/farmasi/produk/${p.uid}`, dokter);
    expect(lagi.json().respon).toMatchObject({ status: 'NONAKTIF', konversi: expect.any(Array) });
    expect((await call('GET', `/farmasi/produk/validasi?value=GLIB5`, dokter)).json().tersedia).toBe(true);
  });
});

describe('paket obat (/paketobat, /editpaketobat/{id}, /hapuspaketobat/{id})', () => {
  it('lists the seeded packages with items; creates, edits and deactivates; 403/401/400/409', async () => {
    const list = (await call('GET', '/paketobat?search=ISPA', dokter)).json();
    expect(list.respon[0].item.map((i: { produk_kode: string }) => i.produk_kode)).toEqual([
      'AMOX500',
      'PCT500',
      'AMBRO30',
      'CTM4',
    ]);
    expect((await call('GET', '/paketobat')).statusCode).toBe(401);
    const pct = (await call('GET', '/farmasi/produk?search=PCT500', dokter)).json().respon[0];
    const body = {
      kode: 'DEMAM',
      nama: 'Paket Demam Anak',
      item: [{ produk_uid: pct.uid, jumlah: 10, signa: '3 x 1' }],
    };
    expect((await call('POST', '/paketobat', kasir, body)).statusCode).toBe(403);
    expect((await call('POST', '/paketobat', undefined, body)).statusCode).toBe(401);
    const before = await countRows(t, 'farmasi_paket_obat');
    const bad = await call('POST', '/paketobat', apoteker, {
      ...body,
      item: [{ produk_uid: pct.uid, jumlah: 0, signa: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['item.0.jumlah', 'item.0.signa']),
    );
    expect(await countRows(t, 'farmasi_paket_obat')).toBe(before);
    const res = await call('POST', '/paketobat', apoteker, body);
    expect(res.statusCode).toBe(201);
    const id = res.json().respon.uid;
    expect((await call('POST', '/paketobat', apoteker, body)).statusCode).toBe(409);
    expect((await call('GET', '/paketobat/validasi?value=demam', dokter)).json().tersedia).toBe(false);
    expect((await call('PUT', `/editpaketobat/${id}`, kasir, body)).statusCode).toBe(403);
    const edit = await call('PUT', `/editpaketobat/${id}`, apoteker, {
      ...body,
      item: [{ produk_uid: pct.uid, jumlah: 6, signa: '3 x 1 bila demam' }],
    });
    expect(edit.json().respon.item[0]).toMatchObject({
      jumlah: 6,
      signa: '3 x 1 bila demam',
      produk_kode: 'PCT500',
    });
    expect((await call('DELETE', `/hapuspaketobat/${id}`, kasir)).statusCode).toBe(403);
    expect((await call('DELETE', `/hapuspaketobat/${id}`, apoteker)).json().respon.status).toBe('NONAKTIF');
    const tetap = (await call('GET', '/paketobat?search=DEMAM&status=NONAKTIF', dokter)).json().respon;
    expect(tetap).toHaveLength(1);
    expect(
      await countRows(t, `log_aktivitas where entitas = 'farmasi_paket_obat' and entitas_id = '${id}'`),
    ).toBe(3);
  });
});
