import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { wajibAksesLokasi } from './akses.service.ts';

let t: TestApp;
let admin: string;
let lokasi: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/farmasi/lokasi/akses',
    headers: { cookie: admin },
  });
  lokasi = Object.fromEntries(
    res.json().respon.map((e: { lokasi: { kode: string; uid: string } }) => [e.lokasi.kode, e.lokasi.uid]),
  );
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  cookie: string | undefined,
  opts: { query?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/farmasi/lokasi/akses${opts.query ?? ''}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });

describe('GET /farmasi/lokasi/akses', () => {
  it('answers each user their own locations with rights; ADMIN holds all rights everywhere', async () => {
    const res = await call('GET', await t.login('apoteker'));
    expect(res.statusCode).toBe(200);
    const depo = res.json().respon.find((e: { lokasi: { kode: string } }) => e.lokasi.kode === 'DRJ');
    expect(depo.akses).toContain('stock_requisition_create');
    expect(depo.akses).not.toContain('purchase_order_create');
    expect(
      (await call('GET', admin)).json().respon.every((e: { akses: string[] }) => e.akses.length === 9),
    ).toBe(true);
  });
  it('shows another user’s rights only to those who manage access', async () => {
    expect((await call('GET', admin, { query: '?username=gudang' })).json().respon[0].akses).toHaveLength(9);
    expect((await call('GET', await t.login('apoteker'), { query: '?username=gudang' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('GET', admin, { query: '?username=tidak_ada' })).statusCode).toBe(404);
  });
});

describe('POST and DELETE /farmasi/lokasi/akses', () => {
  it('grants rights (accepting the legacy spelling) and revokes them, with audit rows', async () => {
    const res = await call('POST', admin, {
      payload: { username: 'apoteker', lokasi_uid: lokasi.GF, akses: ['purchase_oder_create'] },
    });
    expect(res.statusCode).toBe(200);
    const mine = await call('GET', await t.login('apoteker'));
    expect(
      mine.json().respon.find((e: { lokasi: { kode: string } }) => e.lokasi.kode === 'GF').akses,
    ).toEqual(['purchase_order_create']);
    const del = await call('DELETE', admin, { payload: { username: 'apoteker', lokasi_uid: lokasi.GF } });
    expect(del.statusCode).toBe(200);
    expect(
      await countRows(t, "log_aktivitas where aksi in ('akses_lokasi.grant', 'akses_lokasi.revoke')"),
    ).toBe(2);
  });
  it('answers 403, 401, 400 (unknown right, nothing written) and 404', async () => {
    const body = { username: 'apoteker', lokasi_uid: lokasi.GF, akses: ['transfer_stock'] };
    expect((await call('POST', await t.login('apoteker'), { payload: body })).statusCode).toBe(403);
    expect((await call('POST', undefined, { payload: body })).statusCode).toBe(401);
    const before = await countRows(t, 'farmasi_akses_lokasi');
    expect((await call('POST', admin, { payload: { ...body, akses: ['terbang'] } })).statusCode).toBe(400);
    expect((await call('POST', admin, { payload: { ...body, akses: [] } })).statusCode).toBe(400);
    expect(await countRows(t, 'farmasi_akses_lokasi')).toBe(before);
    expect(
      (
        await call('POST', admin, {
          payload: { ...body, lokasi_uid: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', admin, { payload: { username: 'kasir', lokasi_uid: lokasi.GF } })).statusCode,
    ).toBe(404);
  });
});

describe('wajibAksesLokasi (the server-side stock guard)', () => {
  it('lets the holder of a right through and refuses others with 403', async () => {
    const user = (username: string, role: 'APOTEKER' | 'GUDANG' | 'ADMIN') => ({
      uid: '',
      username,
      nama: '',
      role,
      email: null,
      no_hp: null,
      sesiUid: '',
    });
    const rows = await t.database.db.execute<{ uid: string; username: string }>(
      (await import('drizzle-orm'))
        .sql`select uid, username from akun where username in ('apoteker', 'gudang')`,
    );
    const uidOf = new Map(
      (rows as unknown as { rows: { uid: string; username: string }[] }).rows.map((r) => [r.username, r.uid]),
    );
    const apoteker = { ...user('apoteker', 'APOTEKER'), uid: uidOf.get('apoteker') ?? '' };
    const gudang = { ...user('gudang', 'GUDANG'), uid: uidOf.get('gudang') ?? '' };
    await expect(
      wajibAksesLokasi(t.database.db, gudang, lokasi.GF ?? '', 'goods_receipt_create'),
    ).resolves.toBeUndefined();
    await expect(
      wajibAksesLokasi(t.database.db, apoteker, lokasi.GF ?? '', 'goods_receipt_create'),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      wajibAksesLokasi(t.database.db, user('admin', 'ADMIN'), lokasi.GF ?? '', 'goods_receipt_create'),
    ).resolves.toBeUndefined();
  });
});
