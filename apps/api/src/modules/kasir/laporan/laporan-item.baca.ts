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
import { barisDari } from '../../../platform/audit-rantai.ts';
import type { Ctx } from '../../../platform/context.ts';
import { selisihHari, tambahHari } from '../../../platform/waktu.ts';
import type { PenjualanUntukKasir } from '../kasir.ports.ts';
import { pembayaran, pembayaranItem, transaksi } from '../kasir.tables.ts';
import { type SumberRekap, siapkanRekap } from './laporan.rekap.ts';
import {
  dalamRentang,
  kuitansiBerlaku,
  type Rentang,
  rentangHari,
  rentangLaporan,
} from './laporan.rentang.ts';
import { kasirRekapHari, kasirRekapItem } from './laporan.tables.ts';
import { obatTerjual } from './laporan-obat.baca.ts';

type Jumlah = string | number;
type BarisMentah = { kode: string | null; nama: string; jumlah: Jumlah; total: Jumlah; kuitansi: Jumlah };

/**
 * Items summed under the report's key jenis|kode|nama (a visit's OBAT charge and a walk-in sale's
 * line of the same product are one item); `hasil` leaves out what nets to nothing and sorts by type
 * and name.
 */
function gabunganItem() {
  const item = new Map<string, BarisByItem>();
  return {
    tambah(jenis: JenisTransaksi, x: BarisMentah) {
      const kunci = `${jenis}|${x.kode ?? ''}|${x.nama}`;
      const ada = item.get(kunci) ?? { jenis, kode: x.kode, nama: x.nama, jumlah: 0, total: 0, kuitansi: 0 };
      ada.jumlah += Number(x.jumlah);
      ada.total += Number(x.total);
      ada.kuitansi += Number(x.kuitansi);
      item.set(kunci, ada);
    },
    hasil: (): BarisByItem[] =>
      [...item.values()]
        .filter((b) => b.jumlah !== 0 || b.total !== 0)
        .sort(
          (a, b) =>
            JENIS_TRANSAKSI.indexOf(a.jenis) - JENIS_TRANSAKSI.indexOf(b.jenis) ||
            a.nama.localeCompare(b.nama, 'id'),
        ),
  };
}

/**
 * What the receipts of the range that still stand covered, per item, read live: a visit's charges
 * through pembayaran_item (a charge and its reversal on one receipt cancel out), a walk-in sale's
 * lines as OBAT (read through the pharmacy's port), added to `g`.
 * Σ total = Σ total_tagihan of those receipts.
 */
async function tambahItemHidup(
  db: DbOrTx,
  r: Rentang,
  penjualan: PenjualanUntukKasir,
  g: ReturnType<typeof gabunganItem>,
): Promise<void> {
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
  for (const x of kunjungan) g.tambah(x.jenis, x);
  for (const x of await obatTerjual(db, kuitansiJual, penjualan)) g.tambah('OBAT', x);
}

/** The standing receipts of the range's items, live (dashboard: today). */
export async function itemKuitansi(
  db: DbOrTx,
  r: Rentang,
  penjualan: PenjualanUntukKasir,
): Promise<BarisByItem[]> {
  const g = gabunganItem();
  await tambahItemHidup(db, r, penjualan, g);
  return g.hasil();
}

/** Standing receipts of the range, counted live. */
async function kuitansiHidup(db: DbOrTx, r: Rentang): Promise<number> {
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pembayaran)
    .where(and(dalamRentang(pembayaran.created_at, r), kuitansiBerlaku));
  return n?.n ?? 0;
}

/**
 * The stored days dari..sampai summed per item into `g`, in one statement with the markers those
 * sums belong to: a void deleting a day between two reads cannot leave it half read. Returns the
 * days found and their standing receipts.
 */
async function tambahItemTersimpan(
  db: DbOrTx,
  dari: string,
  sampai: string,
  g: ReturnType<typeof gabunganItem>,
): Promise<{ hari: number; kuitansi: number }> {
  const h = kasirRekapHari;
  const i = kasirRekapItem;
  const rows = barisDari<BarisMentah & { jenis: JenisTransaksi | null; hari: number | null }>(
    await db.execute(sql`select null as jenis, null as kode, '' as nama, 0 as jumlah, 0 as total,
        coalesce(sum(${h.kuitansi}), 0)::int as kuitansi, count(*)::int as hari
      from ${h} where ${h.tanggal} between ${dari}::date and ${sampai}::date
      union all
      select ${i.jenis}, ${i.kode}, ${i.nama}, sum(${i.jumlah}), sum(${i.total}), sum(${i.kuitansi})::int, null
      from ${i} where ${i.tanggal} between ${dari}::date and ${sampai}::date
      group by ${i.jenis}, ${i.kode}, ${i.nama}
      order by 1 nulls first, 2, 3`),
  );
  let hari = { hari: 0, kuitansi: 0 };
  for (const x of rows) {
    if (x.jenis) g.tambah(x.jenis, x);
    else hari = { hari: Number(x.hari), kuitansi: Number(x.kuitansi) };
  }
  return hari;
}

/**
 * /laporan-by-item: the items of the range's standing receipts, per type with subtotals. Closed days
 * come from their stored sums (laporan.rekap.ts), the rest of the range live; `sumber` null reads
 * the whole range live.
 */
export async function laporanByItem(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanByItemQuery,
  penjualan: PenjualanUntukKasir,
  sumber: SumberRekap | null,
): Promise<LaporanByItem> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  let simpanSampai = sumber ? await siapkanRekap(db, ctx, r, sumber) : null;
  let g = gabunganItem();
  let kuitansi = 0;
  if (simpanSampai) {
    const simpan = await tambahItemTersimpan(db, r.dari, simpanSampai, g);
    kuitansi = simpan.kuitansi;
    // A day voided since it was checked has no sums any more: this once, the whole range live.
    if (simpan.hari !== selisihHari(r.dari, simpanSampai) + 1) {
      simpanSampai = null;
      g = gabunganItem();
      kuitansi = 0;
    }
  }
  const dariHidup = simpanSampai ? tambahHari(simpanSampai, 1) : r.dari;
  if (dariHidup <= r.sampai) {
    const hidup = rentangHari(dariHidup, r.sampai);
    const [, n] = await bersamaan(db, [
      () => tambahItemHidup(db, hidup, penjualan, g),
      () => kuitansiHidup(db, hidup),
    ] as const);
    kuitansi += n;
  }
  const baris = g.hasil();
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
    kuitansi,
    total: grup.reduce((s, g) => s + g.total, 0),
  };
}
