import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let kasir: string;
let dokter: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, kasir, dokter] = await Promise.all([t.login('admin'), t.login('kasir'), t.login('dokter')]);
});
afterAll(() => t.close());

const call = panggil(() => t);

describe('/master/bank', () => {
  it('lists the demo banks to any signed-in role, searchable and paged; 401 without a session', async () => {
    const res = await call('GET', '/master/bank?limit=2', dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toHaveLength(2);
    expect(res.json().metadata.total_data).toBeGreaterThanOrEqual(6);
    const cari = await call('GET', '/master/bank?search=mandiri', kasir);
    expect(cari.json().respon.map((b: { kode: string }) => b.kode)).toEqual(['MANDIRI']);
    expect((await call('GET', '/master/bank')).statusCode).toBe(401);
    expect((await call('GET', '/master/bank?status=HAPUS', admin)).statusCode).toBe(400);
  });

  it('lets KASIR create a bank (code upper-cased), with an audit row; DOKTER gets 403', async () => {
    const body = { kode: 'btn', nama: 'Bank Tabungan Negara', no_rekening: '0001-22', atas_nama: 'RSU' };
    expect((await call('POST', '/master/bank', dokter, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/bank', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/master/bank', kasir, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ kode: 'BTN', nama: 'Bank Tabungan Negara', status: 'AKTIF' });
    expect(await countRows(t, "log_aktivitas where aksi = 'bank.create' and entitas_id is not null")).toBe(1);
  });

  it('refuses a bad body with field errors and writes nothing (400)', async () => {
    const before = await countRows(t, 'bank');
    const res = await call('POST', '/master/bank', admin, { kode: 'a b', nama: 'X', no_rekening: 'abc' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['kode', 'nama', 'no_rekening']));
    expect(await countRows(t, 'bank')).toBe(before);
  });

  it('answers 409 for a code or name already held by an active bank, even from two saves at once', async () => {
    const dup = await call('POST', '/master/bank', admin, { kode: 'BCA', nama: 'Bank Lain' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const nama = await call('POST', '/master/bank', admin, { kode: 'BCA2', nama: 'bank central asia' });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
    const body = { kode: 'JATIM', nama: 'Bank Jatim' };
    const both = await Promise.all([
      call('POST', '/master/bank', admin, body),
      call('POST', '/master/bank', kasir, body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(t, "bank where kode = 'JATIM'")).toBe(1);
  });

  it('/validasi says whether a code is free, not counting the record being edited', async () => {
    const bca = (await call('GET', '/master/bank?search=BCA', admin)).json().respon[0];
    const taken = (await call('GET', '/master/bank/validasi?field=kode&value=bca', dokter)).json();
    expect(taken).toMatchObject({ tersedia: false, dipakai_oleh: { kode: 'BCA' } });
    const own = await call('GET', `/master/bank/validasi?field=kode&value=BCA&kecuali=${bca.uid}`, admin);
    expect(own.json().tersedia).toBe(true);
    expect(
      (await call('GET', '/master/bank/validasi?field=nama&value=Bank%20Baru', admin)).json().tersedia,
    ).toBe(true);
    expect((await call('GET', '/master/bank/validasi', admin)).statusCode).toBe(400);
  });

  it('edits with a before/after audit row; deactivation frees the code; reactivation checks it again', async () => {
    const bri = (await call('GET', '/master/bank?search=BRI', admin)).json().respon[0];
    const ubah = await call('PUT', `/master/bank/${bri.uid}`, kasir, {
      ...bri,
      atas_nama: 'RSU Rawat Sehat (Operasional)',
    });
    expect(ubah.statusCode).toBe(200);
    const [log] = await queryRows<{ detail: object }>(
      t,
      "select detail from log_aktivitas where aksi = 'bank.update' order by waktu desc limit 1",
    );
    expect(log?.detail).toEqual({
      sebelum: { atas_nama: 'RSU Rawat Sehat' },
      sesudah: { atas_nama: 'RSU Rawat Sehat (Operasional)' },
    });

    const off = await call('PUT', `/master/bank/${bri.uid}/status`, admin, { status: 'NONAKTIF' });
    expect(off.json().respon.status).toBe('NONAKTIF');
    // The retired bank stays readable, and its code can go to a new record.
    expect((await call('GET', `/master/bank/${bri.uid}`, dokter)).json().respon.kode).toBe('BRI');
    expect(
      (await call('POST', '/master/bank', admin, { kode: 'BRI', nama: 'BRI Syariah Baru' })).statusCode,
    ).toBe(201);
    const on = await call('PUT', `/master/bank/${bri.uid}/status`, admin, { status: 'AKTIF' });
    expect(on.statusCode).toBe(409);
    expect(
      (await call('PUT', `/master/bank/${bri.uid}/status`, dokter, { status: 'AKTIF' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/master/bank/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
  });
});

describe('/master/asuransi', () => {
  it('keeps the pharmacy markup and the ceiling of each insurer', async () => {
    const res = await call('POST', '/master/asuransi', kasir, {
      kode: 'axa',
      nama: 'AXA Mandiri',
      persen_markup: 32.5,
      plafon: 15000000,
      email: 'klaim@axa.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ kode: 'AXA', persen_markup: 32.5, plafon: 15000000 });
    const bad = await call('POST', '/master/asuransi', kasir, {
      kode: 'X1',
      nama: 'Asuransi X',
      persen_markup: 10.555,
      plafon: 1.5,
      email: 'bukan-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'persen_markup', 'plafon']);
    expect(
      (await call('POST', '/master/asuransi', dokter, { kode: 'Z', nama: 'Zurich', persen_markup: 0 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('/master/penjamin', () => {
  it('lists the fixed payers with the markup of spec §9, then each active insurer as Lainnya', async () => {
    const res = await call('GET', '/master/penjamin', dokter);
    expect(res.statusCode).toBe(200);
    const list = res.json().respon as { jenis: string; nama: string; persen_markup: number }[];
    expect(list.slice(0, 3).map((p) => [p.jenis, p.persen_markup])).toEqual([
      ['UMUM', 40],
      ['BPJS', 25],
      ['ASKES', 20],
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({
        jenis: 'Lainnya',
        nama: 'Prudential Indonesia',
        persen_markup: 35,
        plafon: 25000000,
      }),
    );
    expect((await call('GET', '/master/penjamin')).statusCode).toBe(401);
  });
});
