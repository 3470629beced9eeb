import {
  type BarisLaporanPasien,
  jumlahKasirKosong,
  type LaporanPasien,
  type LaporanPasienQuery,
  MAKS_HARI_LAPORAN_REKAP,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran } from '../kasir.tables.ts';
import { dalamRentang, kuitansiBerlaku, labelPenjamin, rentangLaporan } from './laporan.rentang.ts';

/** A row of the page as PostgreSQL answers it: numbers of bigint and numeric come as text. */
type BarisSql = {
  kunci: string;
  pasien_uid: string | null;
  no_rm: string | null;
  nama_pasien: string | null;
  nama: string;
  penjamin: string[];
  kuitansi: string;
  batal: string;
  kunjungan: string;
  total_tagihan: string;
  ditanggung_penjamin: string;
  diskon: string;
  jumlah_bayar: string;
  n_pasien: string;
  n_kuitansi: string;
  n_batal: string;
  n_kunjungan: string;
  s_total_tagihan: string;
  s_ditanggung_penjamin: string;
  s_diskon: string;
  s_jumlah_bayar: string;
};

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
  // Summed per patient over the receipts alone, then each group's name looked up by its key (a
  // lateral lookup, kept one by its LIMIT: as a join PostgreSQL hashes all a million patients for a
  // month's 50,000). The
  // whole range's totals ride on every row as window sums, so one statement answers the page.
  const per = sql`select ${kunci} as kunci, min(${p.pasien_uid}::text) as pasien_uid,
      min(${p.nama_pembayar}) as nama_pembayar, array_agg(distinct ${p.penjamin}) as penjamin,
      count(*) filter (where ${p.membalik_uid} is null) as kuitansi,
      count(*) filter (where ${p.membalik_uid} is not null) as batal,
      count(distinct ${p.kunjungan_uid}) filter (where ${kuitansiBerlaku}) as kunjungan,
      sum(${p.total_tagihan}) as total_tagihan, sum(${p.ditanggung_penjamin}) as ditanggung_penjamin,
      sum(${p.diskon}) as diskon, sum(${p.jumlah_bayar}) as jumlah_bayar
    from ${p} where ${dalamRentang(p.created_at, r)} group by 1`;
  const { offset, limit } = halaman ? q : { offset: 0, limit: null };
  const res = await db.execute<BarisSql>(sql`select per.*, ps.no_rm, ps.nama as nama_pasien,
      coalesce(ps.nama, per.nama_pembayar) as nama,
      count(*) over () as n_pasien, sum(per.kuitansi) over () as n_kuitansi, sum(per.batal) over () as n_batal,
      sum(per.kunjungan) over () as n_kunjungan, sum(per.total_tagihan) over () as s_total_tagihan,
      sum(per.ditanggung_penjamin) over () as s_ditanggung_penjamin, sum(per.diskon) over () as s_diskon,
      sum(per.jumlah_bayar) over () as s_jumlah_bayar
    from (${per}) per
    left join lateral (select ${pasien.no_rm} as no_rm, ${pasien.nama} as nama from ${pasien}
      where ${pasien.uid} = per.pasien_uid::uuid limit 1) ps on true
    order by lower(coalesce(ps.nama, per.nama_pembayar)), per.kunci
    limit ${limit} offset ${offset}`);
  const rows = (res as unknown as { rows: BarisSql[] }).rows;
  // A page past the end carries no row: the totals are then counted alone.
  const jumlah =
    rows[0] ??
    (offset > 0 ? (await laporanPasien(db, ctx, { ...q, offset: 0, limit: 1 }, true)).total : null);
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
  const total = !jumlah
    ? { ...jumlahKasirKosong(), pasien: 0, kunjungan: 0 }
    : 'n_pasien' in jumlah
      ? {
          pasien: Number(jumlah.n_pasien),
          kuitansi: Number(jumlah.n_kuitansi),
          batal: Number(jumlah.n_batal),
          kunjungan: Number(jumlah.n_kunjungan),
          total_tagihan: Number(jumlah.s_total_tagihan),
          ditanggung_penjamin: Number(jumlah.s_ditanggung_penjamin),
          diskon: Number(jumlah.s_diskon),
          jumlah_bayar: Number(jumlah.s_jumlah_bayar),
        }
      : jumlah;
  return {
    dari: r.dari,
    sampai: r.sampai,
    respon,
    metadata: { total_data: total.pasien, offset, limit: limit ?? total.pasien },
    total,
  };
}
