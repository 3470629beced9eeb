import { type DashboardFarmasi, LABEL_STATUS_RESEP, STATUS_RESEP, toJakartaIsoDate } from '@rawat/domain';
import { and, asc, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { awalHariJakarta } from '../../../platform/waktu.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { batasHampirKedaluwarsa, daftarStok } from '../persediaan/persediaan.baca.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { resep } from '../resep/resep.tables.ts';
import { farmasiStokBatch } from '../stok/stok.tables.ts';

const DAFTAR = 10;

/**
 * /dashboard-obat: today's prescriptions by status and their average wait (written → handed over,
 * or → dispensed when not yet handed over), batches near or past expiry, stock below minimum.
 */
export async function dashboardFarmasi(db: DbOrTx, ctx: Ctx): Promise<DashboardFarmasi> {
  const sekarang = ctx.now();
  const hariIni = toJakartaIsoDate(sekarang);
  const mulai = awalHariJakarta(sekarang);
  const besok = new Date(mulai.getTime() + 86_400_000);
  const batas = batasHampirKedaluwarsa(hariIni);
  const hariIniResep = and(gte(resep.created_at, mulai), lt(resep.created_at, besok));
  const b = farmasiStokBatch;
  const hampir = and(gt(b.jumlah, 0), lte(b.kedaluwarsa, batas));
  const [perStatus, [tunggu], [nHampir], daftarHampir, minimum] = await bersamaan(db, [
    () =>
      db.select({ status: resep.status, n: count() }).from(resep).where(hariIniResep).groupBy(resep.status),
    () =>
      db
        .select({
          menit: sql<
            number | null
          >`avg(extract(epoch from (coalesce(${resep.diserahkan_pada}, ${resep.selesai_pada}) - ${resep.created_at}))) / 60`,
          n: sql<number>`count(coalesce(${resep.diserahkan_pada}, ${resep.selesai_pada}))::int`,
        })
        .from(resep)
        .where(hariIniResep),
    () =>
      db
        .select({
          n: count(),
          kedaluwarsa: sql<number>`count(*) filter (where ${b.kedaluwarsa} < ${hariIni})::int`,
        })
        .from(b)
        .where(hampir),
    () =>
      db
        .select({
          batch_uid: b.uid,
          produk: farmasiProduk.nama,
          lokasi: farmasiLokasi.nama,
          batch: b.batch,
          kedaluwarsa: b.kedaluwarsa,
          jumlah: b.jumlah,
          satuan: farmasiProduk.satuan_dasar,
        })
        .from(b)
        .innerJoin(farmasiProduk, eq(farmasiProduk.uid, b.produk_uid))
        .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, b.lokasi_uid))
        .where(hampir)
        .orderBy(asc(b.kedaluwarsa), asc(farmasiProduk.nama))
        .limit(DAFTAR),
    () =>
      daftarStok(db, ctx, {
        offset: 0,
        limit: DAFTAR,
        limitless: false,
        di_bawah_minimum: 'true',
      }),
  ] as const);
  const n = new Map(perStatus.map((r) => [r.status, Number(r.n)]));
  return {
    tanggal: hariIni,
    resep_per_status: STATUS_RESEP.map((s) => ({
      status: s,
      label: LABEL_STATUS_RESEP[s],
      jumlah: n.get(s) ?? 0,
    })),
    resep_hari_ini: perStatus.reduce((x, r) => x + Number(r.n), 0),
    rata_rata_tunggu_menit: tunggu?.menit == null ? null : Math.round(Number(tunggu.menit) * 10) / 10,
    resep_selesai_diukur: Number(tunggu?.n ?? 0),
    hampir_kedaluwarsa: {
      total: Number(nHampir?.n ?? 0),
      kedaluwarsa: Number(nHampir?.kedaluwarsa ?? 0),
      batas,
      daftar: daftarHampir,
    },
    di_bawah_minimum: {
      total: minimum.metadata.total_data,
      daftar: minimum.respon.map((s) => ({
        produk: s.produk.nama,
        lokasi: s.lokasi.nama,
        jumlah: s.jumlah,
        stok_minimum: s.stok_minimum ?? 0,
        satuan: s.produk.satuan_dasar,
      })),
    },
  };
}
