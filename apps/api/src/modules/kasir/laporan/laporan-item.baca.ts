import {
  type BarisByItem,
  JENIS_TRANSAKSI,
  type JenisTransaksi,
  LABEL_JENIS_TRANSAKSI,
  type LaporanByItem,
  type LaporanByItemQuery,
  MAKS_HARI_LAPORAN_REKAP,
} from '@rawat/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { ItemPenjualanKasir, PenjualanUntukKasir } from '../kasir.ports.ts';
import { pembayaran, pembayaranItem, transaksi } from '../kasir.tables.ts';
import { dalamRentang, kuitansiBerlaku, type Rentang, rentangLaporan } from './laporan.rentang.ts';

/**
 * What the receipts of the range that still stand covered, per item: a visit's charges through
 * pembayaran_item (a charge and its reversal on one receipt cancel out), a walk-in sale's lines as
 * OBAT (read through the pharmacy's port). Items that net to nothing are left out.
 * Σ total = Σ total_tagihan of those receipts.
 */
export async function itemKuitansi(
  db: DbOrTx,
  r: Rentang,
  penjualan: PenjualanUntukKasir,
): Promise<BarisByItem[]> {
  const berlakuDiRentang = and(dalamRentang(pembayaran.created_at, r), kuitansiBerlaku);
  const [kunjungan, kuitansiJual] = await bersamaan(db, [
    () =>
      db
        .select({
          jenis: transaksi.jenis,
          kode: transaksi.kode,
          nama: transaksi.nama,
          jumlah: sql<string>`sum(${transaksi.jumlah})`,
          total: sql<string>`sum(${transaksi.total})`,
          kuitansi: sql<number>`count(distinct ${pembayaran.uid})::int`,
        })
        .from(pembayaran)
        .innerJoin(pembayaranItem, eq(pembayaranItem.pembayaran_uid, pembayaran.uid))
        .innerJoin(transaksi, eq(transaksi.uid, pembayaranItem.transaksi_uid))
        .where(berlakuDiRentang)
        .groupBy(transaksi.jenis, transaksi.kode, transaksi.nama),
    () =>
      db
        .select({ uid: pembayaran.uid, penjualan_uid: pembayaran.penjualan_uid })
        .from(pembayaran)
        .where(and(berlakuDiRentang, isNotNull(pembayaran.penjualan_uid))),
  ] as const);
  const item = new Map<string, BarisByItem>();
  const tambah = (
    jenis: JenisTransaksi,
    x: {
      kode: string | null;
      nama: string;
      jumlah: string | number;
      total: string | number;
      kuitansi: number;
    },
  ) => {
    const kunci = `${jenis}|${x.kode ?? ''}|${x.nama}`;
    const ada = item.get(kunci) ?? { jenis, kode: x.kode, nama: x.nama, jumlah: 0, total: 0, kuitansi: 0 };
    ada.jumlah += Number(x.jumlah);
    ada.total += Number(x.total);
    ada.kuitansi += x.kuitansi;
    item.set(kunci, ada);
  };
  for (const x of kunjungan) tambah(x.jenis, x);
  for (const x of await obatTerjual(db, kuitansiJual, penjualan)) tambah('OBAT', x);
  return [...item.values()]
    .filter((b) => b.jumlah !== 0 || b.total !== 0)
    .sort(
      (a, b) =>
        JENIS_TRANSAKSI.indexOf(a.jenis) - JENIS_TRANSAKSI.indexOf(b.jenis) ||
        a.nama.localeCompare(b.nama, 'id'),
    );
}

/**
 * The product lines of the walk-in sales these receipts paid, per product (code and name): the
 * quantity and amount summed over the receipts, and how many receipts carried the product.
 */
async function obatTerjual(
  db: DbOrTx,
  kuitansi: readonly { uid: string; penjualan_uid: string | null }[],
  penjualan: PenjualanUntukKasir,
) {
  const uids = [...new Set(kuitansi.flatMap((k) => (k.penjualan_uid ? [k.penjualan_uid] : [])))];
  if (uids.length === 0) return [];
  const perPenjualan = new Map<string, ItemPenjualanKasir[]>();
  for (const i of await penjualan.item(db, uids))
    perPenjualan.set(i.penjualan_uid, [...(perPenjualan.get(i.penjualan_uid) ?? []), i]);
  const produk = new Map<
    string,
    { kode: string | null; nama: string; jumlah: number; total: number; kuitansi: Set<string> }
  >();
  for (const k of kuitansi) {
    for (const i of (k.penjualan_uid && perPenjualan.get(k.penjualan_uid)) || []) {
      const kunci = `${i.kode ?? ''}|${i.nama}`;
      const p = produk.get(kunci) ?? { kode: i.kode, nama: i.nama, jumlah: 0, total: 0, kuitansi: new Set() };
      p.jumlah += i.jumlah;
      p.total += i.total;
      p.kuitansi.add(k.uid);
      produk.set(kunci, p);
    }
  }
  return [...produk.values()].map((p) => ({ ...p, kuitansi: p.kuitansi.size }));
}

/** /laporan-by-item: the items of the range's standing receipts, per type with subtotals. */
export async function laporanByItem(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanByItemQuery,
  penjualan: PenjualanUntukKasir,
): Promise<LaporanByItem> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  const [baris, [n]] = await bersamaan(db, [
    () => itemKuitansi(db, r, penjualan),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(pembayaran)
        .where(and(dalamRentang(pembayaran.created_at, r), kuitansiBerlaku)),
  ] as const);
  const grup = JENIS_TRANSAKSI.flatMap((jenis) => {
    const isi = baris.filter((b) => b.jenis === jenis);
    if (!isi.length) return [];
    return [
      {
        jenis,
        label: LABEL_JENIS_TRANSAKSI[jenis],
        baris: isi,
        jumlah: isi.reduce((s, b) => s + b.jumlah, 0),
        total: isi.reduce((s, b) => s + b.total, 0),
      },
    ];
  });
  return {
    dari: r.dari,
    sampai: r.sampai,
    grup,
    kuitansi: n?.n ?? 0,
    total: grup.reduce((s, g) => s + g.total, 0),
  };
}
