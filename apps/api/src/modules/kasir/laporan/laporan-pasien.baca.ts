import {
  type BarisLaporanPasien,
  jumlahKasirKosong,
  type LaporanPasien,
  type LaporanPasienQuery,
  MAKS_HARI_LAPORAN_REKAP,
  tambahJumlahKasir,
} from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran } from '../kasir.tables.ts';
import { dalamRentang, kuitansiBerlaku, labelPenjamin, rentangLaporan } from './laporan.rentang.ts';

/**
 * /laporan-pasien: the rows of /laporan-kasir for the range (voids included, negative) summed per
 * patient, so its totals are the cashier report's. A walk-in buyer without a medical record is
 * one row per name. Visits = distinct visits paid by the patient's receipts that still stand.
 */
export async function laporanPasien(db: DbOrTx, ctx: Ctx, q: LaporanPasienQuery): Promise<LaporanPasien> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  const p = pembayaran;
  const kunci = sql<string>`coalesce(${p.pasien_uid}::text, 'pembeli:' || ${p.nama_pembayar})`;
  const rows = await db
    .select({
      kunci,
      pasien_uid: sql<string | null>`min(${pasien.uid}::text)`,
      no_rm: sql<string | null>`min(${pasien.no_rm})`,
      nama_pasien: sql<string | null>`min(${pasien.nama})`,
      nama_pembayar: sql<string>`min(${p.nama_pembayar})`,
      penjamin: sql<string[]>`array_agg(distinct ${p.penjamin})`,
      kuitansi: sql<number>`count(*) filter (where ${p.membalik_uid} is null)::int`,
      batal: sql<number>`count(*) filter (where ${p.membalik_uid} is not null)::int`,
      kunjungan: sql<number>`count(distinct ${p.kunjungan_uid}) filter (where ${kuitansiBerlaku})::int`,
      total_tagihan: sql<string>`sum(${p.total_tagihan})`,
      ditanggung_penjamin: sql<string>`sum(${p.ditanggung_penjamin})`,
      diskon: sql<string>`sum(${p.diskon})`,
      jumlah_bayar: sql<string>`sum(${p.jumlah_bayar})`,
    })
    .from(p)
    .leftJoin(pasien, eq(pasien.uid, p.pasien_uid))
    .where(dalamRentang(p.created_at, r))
    .groupBy(kunci);
  const respon: BarisLaporanPasien[] = rows
    .map((x) => ({
      kunci: x.kunci,
      pasien:
        x.pasien_uid && x.no_rm && x.nama_pasien
          ? { uid: x.pasien_uid, no_rm: x.no_rm, nama: x.nama_pasien }
          : null,
      nama: x.nama_pasien ?? x.nama_pembayar,
      penjamin: [...x.penjamin].sort().map(labelPenjamin),
      kunjungan: x.kunjungan,
      kuitansi: x.kuitansi,
      batal: x.batal,
      total_tagihan: Number(x.total_tagihan),
      ditanggung_penjamin: Number(x.ditanggung_penjamin),
      diskon: Number(x.diskon),
      jumlah_bayar: Number(x.jumlah_bayar),
    }))
    .sort((a, b) => a.nama.localeCompare(b.nama, 'id') || a.kunci.localeCompare(b.kunci));
  const total = { ...jumlahKasirKosong(), pasien: respon.length, kunjungan: 0 };
  for (const b of respon) {
    tambahJumlahKasir(total, b);
    total.kunjungan += b.kunjungan;
  }
  return { dari: r.dari, sampai: r.sampai, respon, total };
}
