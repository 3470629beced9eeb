import type { KelasTarif } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { kelasTarifLayanan } from '../../kunjungan/kelas-tarif.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

// The class of a dispensed prescription's charges is the class of the visit's care, asked of
// modules/kunjungan (kelasTarifLayanan). No layanan is a stay yet, so a stay is played here by
// answering a room class for one layanan; every other layanan keeps the real answer.
const kelasStay = new Map<string, KelasTarif>();
vi.mock('../../kunjungan/kelas-tarif.ts', async (asli) => {
  const m = await asli<typeof import('../../kunjungan/kelas-tarif.ts')>();
  return {
    ...m,
    kelasTarifLayanan: async (...args: Parameters<typeof m.kelasTarifLayanan>) =>
      kelasStay.get(args[1]) ?? m.kelasTarifLayanan(...args),
  };
});

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let rawatJalan: LayananUji;
let rawatInap: LayananUji;
let pct = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'apoteker']) akun[r] = await t.login(r);
  rawatJalan = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Rina Jalan' });
  rawatInap = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Dodi Inap' });
  kelasStay.set(rawatInap.layanan_uid, 'KELAS_1');
  const [p] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  const [drj] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  pct = p?.uid ?? '';
  const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: drj?.uid,
    alasan: 'Stok awal pengujian',
    items: [{ produk_uid: pct, batch: 'PCT-K', kedaluwarsa: '2031-06-30', jumlah: 50 }],
  });
  if (stok.statusCode !== 201) throw new Error(`stok: ${stok.statusCode} ${stok.body}`);
});
afterAll(() => t.close());

/** Writes, approves and dispenses a prescription of one line; answers its OBAT charges' classes. */
async function layani(l: LayananUji): Promise<string[]> {
  const detail = [
    { jenis: 'NON_RACIKAN', config: { position: 1 }, produk_uid: pct, jumlah: 10, aturan_pakai: '3 x 1' },
  ];
  const r = await call('POST', `/pelayanan/${l.layanan_uid}/resep`, akun.dokter, { detail });
  expect(r.statusCode).toBe(201);
  const uid: string = r.json().respon.uid;
  const setuju = await call('POST', `/farmasi/obat/request/approve/${uid}`, akun.apoteker, {});
  expect(setuju.statusCode).toBe(200);
  expect((await call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid })).statusCode).toBe(200);
  const rows = await queryRows<{ kelas: string }>(
    t,
    `select kelas from transaksi where jenis = 'OBAT' and layanan_uid = '${l.layanan_uid}'`,
  );
  return rows.map((x) => x.kelas);
}

describe('the tariff class of a dispensed prescription', () => {
  it('is the class of the visit its layanan belongs to: RAWAT_JALAN at a clinic today', async () => {
    expect(await kelasTarifLayanan(t.database.db, rawatJalan.layanan_uid)).toBe('RAWAT_JALAN');
    expect(await layani(rawatJalan)).toEqual(['RAWAT_JALAN']);
  });

  it("follows the visit: a stay's room class reaches the charge, the clinic's visit is unchanged", async () => {
    expect(await layani(rawatInap)).toEqual(['KELAS_1']);
    expect(await layani(rawatJalan)).toEqual(['RAWAT_JALAN', 'RAWAT_JALAN']);
  });
});
