import type { DbOrTx } from '../../../db/client.ts';
import type { ItemPenjualanKasir, PenjualanUntukKasir } from '../kasir.ports.ts';

/** Sales per call of the port: an IN list stays far below PostgreSQL's 65,535 parameters. */
const PENJUALAN_PER_PANGGIL = 5_000;

/**
 * The product lines of the walk-in sales these receipts paid, per product (code and name) and per
 * `tanggal` when the receipts carry one: the quantity and amount summed over the receipts, and how
 * many receipts carried the product.
 */
export async function obatTerjual(
  db: DbOrTx,
  kuitansi: readonly { uid: string; penjualan_uid: string | null; tanggal?: string }[],
  penjualan: PenjualanUntukKasir,
) {
  const uids = [...new Set(kuitansi.flatMap((k) => (k.penjualan_uid ? [k.penjualan_uid] : [])))];
  const perPenjualan = new Map<string, ItemPenjualanKasir[]>();
  for (let i = 0; i < uids.length; i += PENJUALAN_PER_PANGGIL)
    for (const x of await penjualan.item(db, uids.slice(i, i + PENJUALAN_PER_PANGGIL)))
      perPenjualan.set(x.penjualan_uid, [...(perPenjualan.get(x.penjualan_uid) ?? []), x]);
  const produk = new Map<
    string,
    {
      tanggal: string;
      kode: string | null;
      nama: string;
      jumlah: number;
      total: number;
      kuitansi: Set<string>;
    }
  >();
  for (const k of kuitansi) {
    for (const i of (k.penjualan_uid && perPenjualan.get(k.penjualan_uid)) || []) {
      const tanggal = k.tanggal ?? '';
      const kunci = `${tanggal}|${i.kode ?? ''}|${i.nama}`;
      const p = produk.get(kunci) ?? {
        tanggal,
        kode: i.kode,
        nama: i.nama,
        jumlah: 0,
        total: 0,
        kuitansi: new Set(),
      };
      p.jumlah += i.jumlah;
      p.total += i.total;
      p.kuitansi.add(k.uid);
      produk.set(kunci, p);
    }
  }
  return [...produk.values()].map((p) => ({ ...p, kuitansi: p.kuitansi.size }));
}
