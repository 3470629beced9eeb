import {
  type BarisLaporanDokumen,
  type BarisMutasiGudang,
  JENIS_LOG_OBAT,
  type LaporanDokumenQuery,
  type LaporanMutasi,
  type LaporanMutasiQuery,
  type ListEnvelope,
  type LogObatQuery,
  type MutasiStok,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { barisSql, daftarMutasiTersaring } from '../persediaan/persediaan.baca.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { farmasiDokumen, farmasiDokumenItem, farmasiStokMutasi } from '../stok/stok.tables.ts';

/** The report's days: as asked, or this Jakarta month up to today. */
export function rentang(ctx: Ctx, q: { dari?: string | undefined; sampai?: string | undefined }) {
  const hariIni = toJakartaIsoDate(ctx.now());
  return { dari: q.dari ?? `${hariIni.slice(0, 8)}01`, sampai: q.sampai ?? hariIni };
}

/** The warehouse (GF) unless another location is named. */
async function lokasiLaporan(db: DbOrTx, uid: string | undefined) {
  const kolom = { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama };
  const [l] = uid
    ? await db.select(kolom).from(farmasiLokasi).where(eq(farmasiLokasi.uid, uid)).limit(1)
    : await db
        .select(kolom)
        .from(farmasiLokasi)
        .where(and(eq(farmasiLokasi.jenis, 'GUDANG'), eq(farmasiLokasi.status, 'AKTIF')))
        .orderBy(farmasiLokasi.kode)
        .limit(1);
  if (!l) throw notFound('Lokasi farmasi', 'laporan.lokasi_tidak_ditemukan');
  return l;
}

interface BarisMutasiSql {
  uid: string;
  kode: string;
  nama: string;
  satuan_dasar: string;
  awal: string | number;
  masuk: string | number;
  keluar: string | number;
  akhir: string | number;
  nilai_akhir: string | number;
  total: string | number;
}

/**
 * /laporan-obat/mutasi_stock_gudang, from the ledger alone: opening = movements before the first
 * day, in = positive movements in the range, out = negative ones, closing = opening + in − out.
 * Products without stock and without movement in the range are left out.
 */
export async function laporanMutasiGudang(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanMutasiQuery,
): Promise<LaporanMutasi> {
  const { dari, sampai } = rentang(ctx, q);
  const lokasi = await lokasiLaporan(db, q.lokasi_uid);
  const awal = sql`${tanggalJakarta(dari).toISOString()}::timestamptz`;
  const akhir = sql`${tanggalJakarta(tambahHari(sampai, 1)).toISOString()}::timestamptz`;
  const m = farmasiStokMutasi;
  const cari = q.search
    ? sql`and (p.nama ilike ${likePattern(q.search)} or p.kode ilike ${likePattern(q.search)})`
    : sql``;
  const { limit, offset } = pageWindow(q);
  const semua = q.format === 'xlsx';
  const halaman = (lim: number | undefined, off: number) =>
    barisSql<BarisMutasiSql>(
      db,
      sql`select * , count(*) over () as total from (
          select p.uid, p.kode, p.nama, p.satuan_dasar,
            coalesce(sum(m.jumlah) filter (where m.created_at < ${awal}), 0)::bigint as awal,
            coalesce(sum(m.jumlah) filter (where m.created_at >= ${awal} and m.jumlah > 0), 0)::bigint as masuk,
            coalesce(-sum(m.jumlah) filter (where m.created_at >= ${awal} and m.jumlah < 0), 0)::bigint as keluar,
            coalesce(sum(m.jumlah), 0)::bigint as akhir,
            coalesce(sum(m.jumlah::bigint * m.harga_satuan), 0)::bigint as nilai_akhir
          from ${m} m
          join ${farmasiProduk} p on p.uid = m.produk_uid
          where m.lokasi_uid = ${lokasi.uid} and m.created_at < ${akhir} ${cari}
          group by p.uid, p.kode, p.nama, p.satuan_dasar
        ) x
        where awal <> 0 or masuk <> 0 or keluar <> 0
        order by nama, kode
        ${lim !== undefined && !semua ? sql`limit ${lim}` : sql``} offset ${semua ? 0 : off}`,
    );
  const rows = await halaman(limit, offset);
  const total = Number((rows.length || offset === 0 || semua ? rows : await halaman(1, 0))[0]?.total ?? 0);
  const respon: BarisMutasiGudang[] = rows.map((r) => ({
    produk: { uid: r.uid, kode: r.kode, nama: r.nama, satuan_dasar: r.satuan_dasar },
    awal: Number(r.awal),
    masuk: Number(r.masuk),
    keluar: Number(r.keluar),
    akhir: Number(r.akhir),
    nilai_akhir: Number(r.nilai_akhir),
  }));
  return { ...envelope(respon, total, semua ? { ...q, limitless: true } : q), lokasi, dari, sampai };
}

/** /laporan-obat/po, /gr, /so: one row per document of that kind, newest first. */
export async function laporanDokumen(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanDokumenQuery,
): Promise<ListEnvelope<BarisLaporanDokumen> & { dari: string; sampai: string }> {
  const { dari, sampai } = rentang(ctx, q);
  const d = farmasiDokumen;
  const where = and(
    eq(d.jenis, q.jenis),
    gte(d.tanggal, dari),
    lte(d.tanggal, sampai),
    q.lokasi_uid ? eq(d.lokasi_uid, q.lokasi_uid) : undefined,
    q.search
      ? or(ilike(d.nomor, likePattern(q.search)), ilike(farmasiSupplier.nama, likePattern(q.search)))
      : undefined,
  );
  const i = farmasiDokumenItem;
  const dasar = () =>
    db
      .select({
        uid: d.uid,
        nomor: d.nomor,
        tanggal: d.tanggal,
        status: d.status,
        lokasi: farmasiLokasi.nama,
        supplier: farmasiSupplier.nama,
        no_faktur: d.no_faktur,
        total: d.total,
        jumlah_item: sql<number>`(select count(*)::int from ${i} where ${i.dokumen_uid} = ${d.uid})`,
        jumlah_unit: sql<number>`(select coalesce(sum(case when ${d.jenis} = 'SO' then ${i.jumlah} - coalesce(${i.jumlah_sistem}, 0) else ${i.jumlah} end), 0)::int from ${i} where ${i.dokumen_uid} = ${d.uid})`,
      })
      .from(d)
      .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, d.lokasi_uid))
      .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, d.supplier_uid))
      .where(where)
      .orderBy(desc(d.tanggal), desc(d.nomor));
  const semua = q.format === 'xlsx' || q.limitless;
  const [rows, [n]] = await bersamaan(db, [
    () => (semua ? dasar() : dasar().limit(q.limit).offset(q.offset)),
    () =>
      db
        .select({ n: count() })
        .from(d)
        .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, d.supplier_uid))
        .where(where),
  ] as const);
  return {
    ...envelope(
      rows.map((r) => ({
        ...r,
        total: Number(r.total),
        jumlah_item: Number(r.jumlah_item),
        jumlah_unit: Number(r.jumlah_unit),
      })),
      n?.n ?? 0,
      semua ? { ...q, limitless: true } : q,
    ),
    dari,
    sampai,
  };
}

/** /log-obat: the ledger rows of medicines issued (prescriptions, walk-in sales, use in a procedure). */
export async function logObat(
  db: DbOrTx,
  ctx: Ctx,
  q: LogObatQuery,
): Promise<ListEnvelope<MutasiStok> & { dari: string; sampai: string }> {
  const { dari, sampai } = rentang(ctx, q);
  const hasil = await daftarMutasiTersaring(
    db,
    { lokasi_uid: q.lokasi_uid, jenis: q.jenis ? [q.jenis] : JENIS_LOG_OBAT, dari, sampai, search: q.search },
    { ...q, limitless: q.limitless || q.format === 'xlsx' },
  );
  return { ...hasil, dari, sampai };
}
