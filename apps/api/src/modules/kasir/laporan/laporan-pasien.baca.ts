import {
  type BarisLaporanPasien,
  jumlahKasirKosong,
  type LaporanPasien,
  type LaporanPasienQuery,
  MAKS_HARI_LAPORAN_REKAP,
} from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran } from '../kasir.tables.ts';
import { dalamRentang, kuitansiBerlaku, labelPenjamin, rentangLaporan } from './laporan.rentang.ts';

/**
 * /laporan-pasien: the rows of /laporan-kasir for the range (voids included, negative) summed per
 * patient, so its totals are the cashier report's. A walk-in buyer without a medical record is
 * one row per name. Visits = distinct visits paid by the patient's receipts that still stand.
 * On screen (`halaman`) one page of patients by name, summed and sorted by PostgreSQL: a month of
 * a big hospital is tens of thousands of patients. Excel and PDF get every patient.
 */
export async function laporanPasien(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanPasienQuery,
  halaman: boolean,
): Promise<LaporanPasien> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  const p = pembayaran;
  const kunci = sql<string>`coalesce(${p.pasien_uid}::text, 'pembeli:' || ${p.nama_pembayar})`;
  const per = db
    .select({
      kunci: sql<string>`${kunci}`.as('kunci'),
      pasien_uid: sql<string | null>`min(${pasien.uid}::text)`.as('pasien_uid'),
      no_rm: sql<string | null>`min(${pasien.no_rm})`.as('no_rm'),
      nama_pasien: sql<string | null>`min(${pasien.nama})`.as('nama_pasien'),
      nama: sql<string>`coalesce(min(${pasien.nama}), min(${p.nama_pembayar}))`.as('nama'),
      penjamin: sql<string[]>`array_agg(distinct ${p.penjamin})`.as('penjamin'),
      kuitansi: sql<number>`count(*) filter (where ${p.membalik_uid} is null)`.as('kuitansi'),
      batal: sql<number>`count(*) filter (where ${p.membalik_uid} is not null)`.as('batal'),
      kunjungan: sql<number>`count(distinct ${p.kunjungan_uid}) filter (where ${kuitansiBerlaku})`.as(
        'kunjungan',
      ),
      total_tagihan: sql<string>`sum(${p.total_tagihan})`.as('total_tagihan'),
      ditanggung_penjamin: sql<string>`sum(${p.ditanggung_penjamin})`.as('ditanggung_penjamin'),
      diskon: sql<string>`sum(${p.diskon})`.as('diskon'),
      jumlah_bayar: sql<string>`sum(${p.jumlah_bayar})`.as('jumlah_bayar'),
    })
    .from(p)
    .leftJoin(pasien, eq(pasien.uid, p.pasien_uid))
    .where(dalamRentang(p.created_at, r))
    .groupBy(kunci)
    .as('per_pasien');
  const { offset, limit } = halaman ? q : { offset: 0, limit: undefined };
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const urut = db
        .select()
        .from(per)
        .orderBy(sql`lower(${per.nama})`, per.kunci)
        .offset(offset)
        .$dynamic();
      return limit === undefined ? urut : urut.limit(limit);
    },
    () =>
      db
        .select({
          pasien: sql<number>`count(*)::int`,
          kuitansi: sql<string>`coalesce(sum(${per.kuitansi}), 0)`,
          batal: sql<string>`coalesce(sum(${per.batal}), 0)`,
          kunjungan: sql<string>`coalesce(sum(${per.kunjungan}), 0)`,
          total_tagihan: sql<string>`coalesce(sum(${per.total_tagihan}), 0)`,
          ditanggung_penjamin: sql<string>`coalesce(sum(${per.ditanggung_penjamin}), 0)`,
          diskon: sql<string>`coalesce(sum(${per.diskon}), 0)`,
          jumlah_bayar: sql<string>`coalesce(sum(${per.jumlah_bayar}), 0)`,
        })
        .from(per),
  ] as const);
  const respon: BarisLaporanPasien[] = rows.map((x) => ({
    kunci: x.kunci,
    pasien:
      x.pasien_uid && x.no_rm && x.nama_pasien
        ? { uid: x.pasien_uid, no_rm: x.no_rm, nama: x.nama_pasien }
        : null,
    nama: x.nama,
    penjamin: [...x.penjamin].sort().map(labelPenjamin),
    kunjungan: Number(x.kunjungan),
    kuitansi: Number(x.kuitansi),
    batal: Number(x.batal),
    total_tagihan: Number(x.total_tagihan),
    ditanggung_penjamin: Number(x.ditanggung_penjamin),
    diskon: Number(x.diskon),
    jumlah_bayar: Number(x.jumlah_bayar),
  }));
  const total = {
    ...jumlahKasirKosong(),
    pasien: jumlah?.pasien ?? 0,
    kuitansi: Number(jumlah?.kuitansi ?? 0),
    batal: Number(jumlah?.batal ?? 0),
    kunjungan: Number(jumlah?.kunjungan ?? 0),
    total_tagihan: Number(jumlah?.total_tagihan ?? 0),
    ditanggung_penjamin: Number(jumlah?.ditanggung_penjamin ?? 0),
    diskon: Number(jumlah?.diskon ?? 0),
    jumlah_bayar: Number(jumlah?.jumlah_bayar ?? 0),
  };
  return {
    dari: r.dari,
    sampai: r.sampai,
    respon,
    metadata: { total_data: total.pasien, offset, limit: limit ?? total.pasien },
    total,
  };
}
