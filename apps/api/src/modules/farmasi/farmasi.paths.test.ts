import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Spec §7 names these pharmacy calls on the main API. Each must exist at exactly this path and
// method: without a session it answers 401 (an unknown route would be 404); a change by a role
// without pharmacy rights (the cashier) is 403. Reads of locations and master lists are open to
// any signed-in role that needs them in its own screens.
const U = '00000000-0000-4000-8000-000000000000';
const PANGGILAN: [string, string][] = [
  ['GET', '/farmasi/lokasi'],
  ['POST', '/farmasi/lokasi'],
  ['PUT', `/farmasi/lokasi/${U}`],
  ['DELETE', `/farmasi/lokasi/${U}`],
  ['GET', '/farmasi/lokasi/detail'],
  ['GET', '/farmasi/lokasi/user'],
  ['GET', '/farmasi/lokasi/akses'],
  ['POST', '/farmasi/lokasi/akses'],
  ['DELETE', '/farmasi/lokasi/akses'],
  ...['kategori', 'varian', 'sediaan', 'supplier', 'kelas_terapi'].flatMap((m): [string, string][] => [
    ['GET', `/farmasi/master/${m}`],
    ['GET', `/farmasi/master/${m}/validasi`],
    ['POST', `/farmasi/master/${m}`],
    ['PUT', `/farmasi/master/${m}/${U}`],
    ['DELETE', `/farmasi/master/${m}/${U}`],
  ]),
  ['GET', '/farmasi/obat/request'],
  ['POST', '/farmasi/obat/request'],
  ['GET', '/farmasi/obat/request/history'],
  ['POST', `/farmasi/obat/request/approve/${U}`],
  ['POST', '/farmasi/obat/request/reject'],
  ['POST', '/farmasi/obat/request/done'],
  ['POST', '/farmasi/obat/retur'],
  ['GET', '/farmasi/dispalyantrian'],
  ['PUT', `/farmasi/callantrian/${U}`],
  ['PUT', `/farmasi/receivedobat/${U}`],
  ['GET', '/paketobat'],
  ['POST', '/paketobat'],
  ['PUT', `/editpaketobat/${U}`],
  ['DELETE', `/hapuspaketobat/${U}`],
];

let t: TestApp;
let kasir = '';
beforeAll(async () => {
  t = await createTestApp();
  kasir = await t.login('kasir');
});
afterAll(() => t.close());

describe('spec §7 pharmacy calls', () => {
  it.each(PANGGILAN)('%s %s exists and is guarded', async (method, url) => {
    const kirim = (cookie?: string) =>
      t.app.inject({
        method: method as 'GET',
        url: `/api/v1${url}`,
        ...(cookie ? { headers: { cookie } } : {}),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
    expect((await kirim()).statusCode).toBe(401);
    if (method !== 'GET') expect((await kirim(kasir)).statusCode).toBe(403);
    else expect((await kirim(kasir)).statusCode).not.toBe(404);
  });
});
