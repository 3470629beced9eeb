import {
  type HariKasFarmasi,
  type JumlahKasFarmasi,
  jumlahKasKosong,
  KATEGORI_PENGELUARAN,
  type LaporanPengeluaran,
  type LaporanPengeluaranQuery,
  MAKS_HARI_LAPORAN_PENGELUARAN,
  type Pengeluaran,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type AnyColumn, and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiPenjualan } from '../stok/stok.tables.ts';
import { daftarPengeluaran } from './pengeluaran.baca.ts';
import * as galat from './pengeluaran.errors.ts';
import { farmasiPengeluaran } from './pengeluaran.tables.ts';

/** The report's days: as asked, or this Jakarta month up to today; at most a year and a day. */
function rentang(ctx: Ctx, q: LaporanPengeluaranQuery) {
  const hariIni = toJakartaIsoDate(ctx.now());
  const dari = q.dari ?? (q.sampai ? `${q.sampai.slice(0, 8)}01` : `${hariIni.slice(0, 8)}01`);
  // Without an end the range runs to today, or is its one day when it starts after today.
  const sampai = q.sampai ?? [dari, hariIni].sort()[1] ?? hariIni;
  if (sampai > tambahHari(dari, MAKS_HARI_LAPORAN_PENGELUARAN - 1))
    throw galat.isianTidakValid('sampai', `Rentang laporan maksimal ${MAKS_HARI_LAPORAN_PENGELUARAN} hari`);
  return { dari, sampai };
}

const hariJakarta = (kolom: AnyColumn) =>
  sql<string>`to_char((${kolom} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`;

/** Adds `b` into `a`, field by field (the totals row is the sum of the days, by construction). */
function tambahkan(a: JumlahKasFarmasi, b: JumlahKasFarmasi): void {
  a.jumlah_penjualan += b.jumlah_penjualan;
  a.pemasukan += b.pemasukan;
  a.pengembalian += b.pengembalian;
  for (const k of KATEGORI_PENGELUARAN) a.kategori[k] += b.kategori[k];
  a.pengeluaran += b.pengeluaran;
  a.pengeluaran_tunai += b.pengeluaran_tunai;
  a.bersih += b.bersih;
  a.kas_tunai += b.kas_tunai;
}

/**
 * /laporan-pengeluaran: per Jakarta day, the walk-in sales paid at the pharmacy counter (on the
 * day they were paid), the paid sales cancelled that day (refunded from the till), and the AKTIF
 * expenses of that day per category; net = in − refunds − expenses. Only days with any of these
 * are listed; the totals are the sum of the listed days.
 */
export async function laporanPengeluaran(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanPengeluaranQuery,
): Promise<LaporanPengeluaran> {
  const { dari, sampai } = rentang(ctx, q);
  const awal = tanggalJakarta(dari);
  const akhir = tanggalJakarta(tambahHari(sampai, 1));
  const j = farmasiPenjualan;
  const e = farmasiPengeluaran;
  const diDepo = q.lokasi_uid ? eq(j.lokasi_uid, q.lokasi_uid) : undefined;
  const [lokasi, masuk, kembali, keluar] = await bersamaan(db, [
    async () => {
      if (!q.lokasi_uid) return null;
      const [l] = await db
        .select({ uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama })
        .from(farmasiLokasi)
        .where(eq(farmasiLokasi.uid, q.lokasi_uid))
        .limit(1);
      if (!l) throw galat.isianTidakValid('lokasi_uid', 'Lokasi farmasi tidak ditemukan');
      return l;
    },
    // Paid at the counter, whatever happened later: a later cancellation is a refund on its own day.
    () =>
      db
        .select({
          tanggal: hariJakarta(j.dibayar_pada),
          n: sql<number>`count(*)::int`,
          jumlah: sql<string>`sum(${j.total})`,
        })
        .from(j)
        .where(
          and(eq(j.tempat_bayar, 'FARMASI'), gte(j.dibayar_pada, awal), lt(j.dibayar_pada, akhir), diDepo),
        )
        .groupBy(sql`1`),
    // BATAL is final, so a cancelled sale's updated_at is the moment it was cancelled.
    () =>
      db
        .select({ tanggal: hariJakarta(j.updated_at), jumlah: sql<string>`sum(${j.total})` })
        .from(j)
        .where(
          and(
            eq(j.tempat_bayar, 'FARMASI'),
            eq(j.status, 'BATAL'),
            sql`${j.dibayar_pada} is not null`,
            gte(j.updated_at, awal),
            lt(j.updated_at, akhir),
            diDepo,
          ),
        )
        .groupBy(sql`1`),
    () =>
      db
        .select({
          tanggal: e.tanggal,
          kategori: e.kategori,
          metode: e.metode,
          jumlah: sql<string>`sum(${e.jumlah})`,
        })
        .from(e)
        .where(
          and(
            eq(e.status, 'AKTIF'),
            gte(e.tanggal, dari),
            lte(e.tanggal, sampai),
            q.lokasi_uid ? eq(e.lokasi_uid, q.lokasi_uid) : undefined,
          ),
        )
        .groupBy(e.tanggal, e.kategori, e.metode),
  ] as const);

  const hari = new Map<string, JumlahKasFarmasi>();
  const ambil = (t: string) => {
    let h = hari.get(t);
    if (!h) {
      h = jumlahKasKosong();
      hari.set(t, h);
    }
    return h;
  };
  for (const m of masuk) {
    const h = ambil(m.tanggal);
    h.jumlah_penjualan += Number(m.n);
    h.pemasukan += Number(m.jumlah);
  }
  for (const k of kembali) ambil(k.tanggal).pengembalian += Number(k.jumlah);
  for (const k of keluar) {
    const h = ambil(k.tanggal);
    const n = Number(k.jumlah);
    h.kategori[k.kategori] += n;
    h.pengeluaran += n;
    if (k.metode === 'TUNAI') h.pengeluaran_tunai += n;
  }
  const total = jumlahKasKosong();
  const respon: HariKasFarmasi[] = [...hari.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tanggal, h]) => {
      h.bersih = h.pemasukan - h.pengembalian - h.pengeluaran;
      h.kas_tunai = h.pemasukan - h.pengembalian - h.pengeluaran_tunai;
      tambahkan(total, h);
      return { tanggal, ...h };
    });
  return { dari, sampai, lokasi, respon, total };
}

/** The AKTIF expenses behind the report, for the detail table of the PDF. */
export async function rincianPengeluaran(
  db: DbOrTx,
  lap: Pick<LaporanPengeluaran, 'dari' | 'sampai' | 'lokasi'>,
): Promise<Pengeluaran[]> {
  const r = await daftarPengeluaran(db, {
    dari: lap.dari,
    sampai: lap.sampai,
    lokasi_uid: lap.lokasi?.uid,
    status: 'AKTIF',
    offset: 0,
    limit: 15,
    limitless: true,
  });
  return r.respon.reverse();
}
