import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { isiSakit, jejak, panggilSurat, pegawaiAkun } from './surat.factory.ts';

// Every letters route: no session is 401, a role without the permission 403 (the medical records
// office only reads), input the contract refuses 400 — and none of them writes anything.

let t: TestApp;
const call = panggilSurat(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;
let drAndi: string;
const NOL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'rm', 'labor']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  drAndi = await pegawaiAkun(t, 'dokter');
});
afterAll(() => t.close());

describe('who may reach the letters', () => {
  // [method, path, the role the permission refuses, a request the contract refuses]
  const rute: [string, string, string, string, object?][] = [
    ['GET', '/surat', 'labor', '/surat?status=TERBITKAN'],
    ['GET', `/surat/${NOL}`, 'labor', '/surat/bukan-uid'],
    ['GET', `/surat/${NOL}/pdf`, 'labor', `/surat/${NOL}/pdf?kertas=A5`],
    ['GET', `/surat/kunjungan/${NOL}`, 'rm', '/surat/kunjungan/bukan-uid'],
    ['GET', `/surat/konteks/${NOL}`, 'rm', '/surat/konteks/bukan-uid'],
    ['GET', '/surat/penanda', 'rm', '/surat/penanda?jenis=CUTI'],
    ['POST', '/surat', 'rm', '/surat', { layanan_uid: NOL, pegawai_uid: NOL, isi: { jenis: 'CUTI' } }],
    ['PUT', `/surat/${NOL}`, 'rm', `/surat/${NOL}`, { pegawai_uid: 'x', isi: {} }],
    ['POST', `/surat/${NOL}/terbit`, 'rm', '/surat/bukan-uid/terbit'],
    ['POST', `/surat/${NOL}/versi-baru`, 'rm', '/surat/bukan-uid/versi-baru'],
    ['POST', `/surat/${NOL}/batal`, 'rm', `/surat/${NOL}/batal`, { alasan: 'x' }],
  ];

  it.each(rute)(
    '%s %s: 401 without a session, 403 for the wrong role, 400 on bad input',
    async (m, path, peran, buruk, body) => {
      const metode = m as 'GET' | 'POST' | 'PUT';
      const sebelum = await jejak(t);
      const tanpa = await call(metode, path, undefined, metode === 'GET' ? undefined : (body ?? {}));
      expect(tanpa.statusCode).toBe(401);
      const tolak = await call(metode, path, akun[peran], metode === 'GET' ? undefined : (body ?? {}));
      expect(tolak.statusCode).toBe(403);
      expect(tolak.json().code).toBe('AKSES_DITOLAK');
      const salah = await call(metode, buruk, akun.dokter, metode === 'GET' ? undefined : (body ?? {}));
      expect(salah.statusCode).toBe(400);
      expect(salah.json().message).toMatch(/[a-z]/);
      expect(await jejak(t)).toEqual(sebelum);
    },
  );

  it('lets the medical records office read but says why it may not write', async () => {
    expect((await call('GET', '/surat?kelompok=KETERANGAN', akun.rm)).statusCode).toBe(200);
    const tulis = await call('POST', '/surat', akun.rm, {
      layanan_uid: umum.layanan_uid,
      pegawai_uid: drAndi,
      isi: isiSakit(),
    });
    expect(tulis.json().message).toContain('hanya dapat membaca surat');
  });
});
