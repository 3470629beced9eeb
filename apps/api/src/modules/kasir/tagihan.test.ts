import { bagiTagihan } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;
let bpjs: LayananUji;
const tindakan: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'apoteker']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER', nama: 'Sari Umum' });
  bpjs = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'WAITING_DOKTER',
    penjamin: 'BPJS',
    nama: 'Joko Bpjs',
  });
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
});
afterAll(() => t.close());

// Registration charges a new patient administration + card (docs/pendaftaran.md "Registration
// fees"): Rp 15.000 + Rp 10.000 at the UMUM tariff, Rp 14.000 + Rp 9.000 at the BPJS one.
const DAFTAR_UMUM = 25_000;
const DAFTAR_BPJS = 23_000;

const tindak = async (l: LayananUji, kode: string, jumlah = 1) => {
  const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
    tindakan_uid: tindakan[kode],
    jumlah,
  });
  if (res.statusCode !== 201) throw new Error(`tindakan: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; total: number };
};

describe('bagiTagihan', () => {
  it('splits a bill by payer: UMUM pays all, BPJS/ASKES nothing, an insurer up to its ceiling', () => {
    expect(bagiTagihan(150_000, 'UMUM', null)).toEqual({ ditanggung_penjamin: 0, bayar_pasien: 150_000 });
    expect(bagiTagihan(150_000, 'BPJS', null)).toEqual({ ditanggung_penjamin: 150_000, bayar_pasien: 0 });
    expect(bagiTagihan(150_000, 'ASKES', null)).toEqual({ ditanggung_penjamin: 150_000, bayar_pasien: 0 });
    expect(bagiTagihan(150_000, 'ASURANSI', 100_000)).toEqual({
      ditanggung_penjamin: 100_000,
      bayar_pasien: 50_000,
    });
    expect(bagiTagihan(80_000, 'ASURANSI', 100_000)).toEqual({
      ditanggung_penjamin: 80_000,
      bayar_pasien: 0,
    });
    expect(bagiTagihan(80_000, 'ASURANSI', null)).toEqual({ ditanggung_penjamin: 80_000, bayar_pasien: 0 });
    expect(bagiTagihan(0, 'UMUM', null)).toEqual({ ditanggung_penjamin: 0, bayar_pasien: 0 });
  });
});

describe('cashier queue and bill', () => {
  it('lists visits with an open bill and shows the bill by type with each share; a cancelled charge leaves the total', async () => {
    await tindak(umum, 'KON-UMUM');
    const inj = await tindak(umum, 'KEP-INJ-IV', 2);
    await tindak(bpjs, 'KON-UMUM');

    const antrian = await call('GET', `/kasir/antrian?tanggal=${SENIN}`, akun.kasir);
    expect(antrian.statusCode).toBe(200);
    const baris = antrian.json().respon as {
      kunjungan_uid: string;
      total: number;
      bayar_pasien: number;
      jumlah_item: number;
      poli: string[];
    }[];
    const u = baris.find((b) => b.kunjungan_uid === umum.kunjungan_uid);
    const b = baris.find((x) => x.kunjungan_uid === bpjs.kunjungan_uid);
    expect(u).toMatchObject({
      total: DAFTAR_UMUM + 50_000 + inj.total,
      bayar_pasien: DAFTAR_UMUM + 50_000 + inj.total,
      poli: ['Poli Umum'],
    });
    expect(b).toMatchObject({ total: DAFTAR_BPJS + 45_000, bayar_pasien: 0 });

    const batal = await call('PUT', `/pelayanan/${umum.layanan_uid}/tindakan/${inj.uid}/batal`, akun.dokter, {
      alasan: 'Salah input',
    });
    expect(batal.statusCode).toBe(200);
    // The queue counts live charges: the cancelled one and its reversal line drop out.
    const itemUmum = async () =>
      ((await call('GET', `/kasir/antrian?tanggal=${SENIN}`, akun.kasir)).json().respon as typeof baris).find(
        (x) => x.kunjungan_uid === umum.kunjungan_uid,
      )?.jumlah_item;
    expect(await itemUmum()).toBe((u?.jumlah_item ?? 0) - 1);
    const res = await call('GET', `/kasir/tagihan/${umum.kunjungan_uid}`, akun.kasir);
    expect(res.statusCode).toBe(200);
    const tg = res.json().respon;
    expect(tg).toMatchObject({
      penjamin: 'UMUM',
      label_penjamin: 'Umum',
      total: DAFTAR_UMUM + 50_000,
      ditanggung_penjamin: 0,
      bayar_pasien: DAFTAR_UMUM + 50_000,
      sudah_dibayar: 0,
      sisa: DAFTAR_UMUM + 50_000,
    });
    expect(tg.kelompok.map((g: { jenis: string; subtotal: number }) => [g.jenis, g.subtotal])).toEqual([
      ['TINDAKAN', DAFTAR_UMUM],
      ['KONSUL', 50_000],
    ]);
    expect(tg.dibatalkan).toEqual([
      expect.objectContaining({ uid: expect.any(String), alasan_batal: 'Salah input' }),
    ]);

    const bp = (await call('GET', `/kasir/tagihan/${bpjs.kunjungan_uid}`, akun.kasir)).json().respon;
    expect(bp).toMatchObject({
      total: DAFTAR_BPJS + 45_000,
      ditanggung_penjamin: DAFTAR_BPJS + 45_000,
      bayar_pasien: 0,
    });
  });

  it('answers 401, 403, 400 and 404', async () => {
    expect((await call('GET', '/kasir/antrian')).statusCode).toBe(401);
    expect((await call('GET', '/kasir/antrian', akun.apoteker)).statusCode).toBe(403);
    expect((await call('GET', '/kasir/antrian?tanggal=kemarin', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', '/kasir/antrian?penjamin=X', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', '/kasir/tagihan/bukan-uid', akun.kasir)).statusCode).toBe(400);
    expect(
      (await call('GET', '/kasir/tagihan/00000000-0000-4000-8000-000000000000', akun.kasir)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/kasir/tagihan/${umum.kunjungan_uid}`, akun.dokter)).statusCode).toBe(403);
  });
});
