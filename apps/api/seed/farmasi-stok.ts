import { toJakartaIsoDate } from '@rawat/domain';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { farmasiLokasi } from '../src/modules/farmasi/akses/akses.tables.ts';
import { farmasiProduk, farmasiProdukSatuan } from '../src/modules/farmasi/produk/produk.tables.ts';
import { tambahStok } from '../src/modules/farmasi/stok/stok.ledger.ts';
import { farmasiStokMutasi } from '../src/modules/farmasi/stok/stok.tables.ts';
import type { Ctx } from '../src/platform/context.ts';

/** The last day of the month `bulan` months after `dari`, as expiry dates are printed on packs. */
function akhirBulan(dari: Date, bulan: number): string {
  const d = new Date(Date.UTC(dari.getUTCFullYear(), dari.getUTCMonth() + bulan + 1, 0));
  return d.toISOString().slice(0, 10);
}

/**
 * The theatre's depot (DOK) holds only what is used at the table: consumables, fluids, the spinal
 * anaesthetic, the post-operative analgesic and the prophylactic antibiotic, in base units.
 */
const STOK_KAMAR_OPERASI: Record<string, number> = {
  SPUIT3: 100,
  SPUIT5: 200,
  IVCAT22: 50,
  INFSET: 50,
  KASA: 100,
  HANDSC: 100,
  SILK20: 48,
  VICRYL20: 48,
  RL500: 48,
  NACL500: 48,
  BUPIV05: 20,
  KETOR30: 30,
  CEFTRI1: 20,
};

/**
 * Opening stock of the demo hospital, written through the ledger (PENAMBAHAN 'Saldo awal') so
 * on hand equals the sum of movements from the first row. Each product has two batches per
 * location: a nearer expiry (dispensed first) and a later one. A few depot lines are left below
 * their minimum and one batch expires within three months, so the pharmacy dashboard has
 * something to warn about. Runs only on a database without any stock movement.
 */
export async function seedStokAwal(tx: Tx, now: Date = new Date()): Promise<void> {
  const [ada] = await tx.select({ n: count() }).from(farmasiStokMutasi);
  if ((ada?.n ?? 0) > 0) return;
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => now };
  const lokasi = new Map(
    (await tx.select({ uid: farmasiLokasi.uid, kode: farmasiLokasi.kode }).from(farmasiLokasi)).map((l) => [
      l.kode,
      l.uid,
    ]),
  );
  const produk = await tx
    .select({ uid: farmasiProduk.uid, kode: farmasiProduk.kode, harga: farmasiProduk.harga_dasar })
    .from(farmasiProduk)
    .where(eq(farmasiProduk.status, 'AKTIF'))
    .orderBy(farmasiProduk.kode);
  const kemasan = new Map<string, number>();
  for (const s of await tx.select({ produk_uid: farmasiProdukSatuan.produk_uid }).from(farmasiProdukSatuan))
    kemasan.set(s.produk_uid, (kemasan.get(s.produk_uid) ?? 0) + 1);
  const kode = toJakartaIsoDate(now).slice(2, 7).replace('-', '');
  const dekat = akhirBulan(now, 2);
  const awal = akhirBulan(now, 10);
  const akhir = akhirBulan(now, 26);
  let urut = 0;
  for (const p of produk) {
    // Tablets come by the hundred; bottles, tubes and vials by the ten.
    const besar = (kemasan.get(p.uid) ?? 0) > 2 ? 100 : 10;
    urut += 1;
    const dok = STOK_KAMAR_OPERASI[p.kode];
    const jumlah: [string, number][] = [
      ['GF', besar * 20],
      ['DRJ', urut % 9 === 0 ? Math.max(1, Math.floor(besar / 2)) : besar * 4],
      ['DRI', besar * 2],
      ...(dok ? [['DOK', dok] as [string, number]] : []),
    ];
    for (const [lok, total] of jumlah) {
      const lokasi_uid = lokasi.get(lok);
      if (!lokasi_uid) continue;
      const pertama = Math.max(1, Math.floor(total * 0.4));
      const batches: [string, string, number][] = [
        [`${p.kode.slice(0, 4)}${kode}A`, lok === 'DRJ' && urut % 11 === 0 ? dekat : awal, pertama],
        [`${p.kode.slice(0, 4)}${kode}B`, akhir, total - pertama],
      ];
      for (const [batch, kedaluwarsa, n] of batches) {
        if (n <= 0) continue;
        await tambahStok(tx, ctx, {
          jenis: 'PENAMBAHAN',
          sumber: 'saldo_awal',
          keterangan: 'Saldo awal (data demo)',
          produk_uid: p.uid,
          lokasi_uid,
          batch,
          kedaluwarsa,
          harga_satuan: Number(p.harga),
          jumlah: n,
        });
      }
    }
  }
}
