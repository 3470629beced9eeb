import {
  type BarisLaporanPasien,
  type LaporanPasien,
  type LaporanPasienQuery,
  MAKS_HARI_LAPORAN_REKAP,
} from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { barisDari } from '../../../platform/audit-rantai.ts';
import type { Ctx } from '../../../platform/context.ts';
import { selisihHari, tambahHari } from '../../../platform/waktu.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran } from '../kasir.tables.ts';
import { type SumberRekap, siapkanRekap } from './laporan.rekap.ts';
import {
  dalamRentang,
  kuitansiBerlaku,
  labelPenjamin,
  type Rentang,
  rentangHari,
  rentangLaporan,
} from './laporan.rentang.ts';
import { kasirRekapHari, kasirRekapPasien } from './laporan.tables.ts';

/**
 * A row as PostgreSQL answers it: numbers of bigint and numeric come as text. The totals are on
 * every row; a page past the end is one row of totals alone (`kunci` null).
 */
type BarisSql = {
  kunci: string | null;
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
  n_hari: string;
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
 * The range's receipts and voids summed per patient and day: the stored days dari..simpanSampai
 * (kasir_rekap_pasien), and the receipts of the days after it summed live, named as the stored
 * rows are (the patient's name, else the payer's).
 */
function barisPerHari(r: Rentang, simpanSampai: string | null): SQL {
  const bagian: SQL[] = [];
  const s = kasirRekapPasien;
  if (simpanSampai)
    bagian.push(sql`select ${s.kunci} as kunci, ${s.pasien_uid} as pasien_uid,
        ${s.nama_pembayar} as nama_pembayar, ${s.nama} as nama, ${s.penjamin} as penjamin,
        ${s.kuitansi} as kuitansi, ${s.batal} as batal, ${s.kunjungan} as kunjungan,
        ${s.total_tagihan} as total_tagihan, ${s.ditanggung_penjamin} as ditanggung_penjamin,
        ${s.diskon} as diskon, ${s.jumlah_bayar} as jumlah_bayar
      from ${s} where ${s.tanggal} between ${r.dari}::date and ${simpanSampai}::date`);
  const dariHidup = simpanSampai ? tambahHari(simpanSampai, 1) : r.dari;
  if (dariHidup <= r.sampai) {
    const p = pembayaran;
    const kunci = sql`coalesce(${p.pasien_uid}::text, 'pembeli:' || ${p.nama_pembayar})`;
    bagian.push(sql`select per.kunci, per.pasien_uid, per.nama_pembayar,
        coalesce(ps.nama, per.nama_pembayar) as nama, per.penjamin, per.kuitansi, per.batal, per.kunjungan,
        per.total_tagihan, per.ditanggung_penjamin, per.diskon, per.jumlah_bayar
      from (select ${kunci} as kunci, min(${p.pasien_uid}::text)::uuid as pasien_uid,
          min(${p.nama_pembayar}) as nama_pembayar, array_agg(distinct ${p.penjamin}) as penjamin,
          count(*) filter (where ${p.membalik_uid} is null) as kuitansi,
          count(*) filter (where ${p.membalik_uid} is not null) as batal,
          coalesce(array_agg(distinct ${p.kunjungan_uid})
            filter (where ${kuitansiBerlaku} and ${p.kunjungan_uid} is not null), '{}') as kunjungan,
          sum(${p.total_tagihan}) as total_tagihan, sum(${p.ditanggung_penjamin}) as ditanggung_penjamin,
          sum(${p.diskon}) as diskon, sum(${p.jumlah_bayar}) as jumlah_bayar
        from ${p} where ${dalamRentang(p.created_at, rentangHari(dariHidup, r.sampai))} group by 1) per
      left join lateral (select ${pasien.nama} as nama from ${pasien}
        where ${pasien.uid} = per.pasien_uid limit 1) ps on true`);
  }
  // A range of nothing but the future still needs the columns' types.
  if (bagian.length === 0)
    bagian.push(sql`select null::text as kunci, null::uuid as pasien_uid, null::text as nama_pembayar,
      null::text as nama, null::text[] as penjamin, 0 as kuitansi, 0 as batal, null::uuid[] as kunjungan,
      0 as total_tagihan, 0 as ditanggung_penjamin, 0 as diskon, 0 as jumlah_bayar where false`);
  return sql.join(bagian, sql` union all `);
}

/**
 * One statement: the rows per day merged per patient, the patients sorted by name and cut to the
 * page (`limit` null: all), only the page's rows merged in full and its names looked up, the whole
 * range's totals, and how many stored days it read (`n_hari`, to check none went meanwhile).
 */
function pernyataan(r: Rentang, simpanSampai: string | null, limit: number | null, offset: number): SQL {
  const h = kasirRekapHari;
  const nHari = simpanSampai
    ? sql`(select count(*) from ${h} where ${h.tanggal} between ${r.dari}::date and ${simpanSampai}::date)`
    : sql`0`;
  // `baris` is read five times: materialized once, with today's live part and its name lookups.
  // Names sort by the stored name (docs/kasir.md "Rekap harian"); only the page's 50 rows look up
  // the current one: looking up a month's 48,000 patients alone took 0.6 s.
  return sql`with baris as materialized (${barisPerHari(r, simpanSampai)}),
    per as (select kunci, min(lower(nama)) as urut from baris group by kunci),
    halaman as (select kunci, urut from per order by urut, kunci limit ${limit} offset ${offset}),
    pilih as (select b.*, h.urut from halaman h join baris b on b.kunci = h.kunci),
    isi as (select kunci, urut, min(pasien_uid::text) as pasien_uid, min(nama_pembayar) as nama_pembayar,
        sum(kuitansi) as kuitansi, sum(batal) as batal, sum(total_tagihan) as total_tagihan,
        sum(ditanggung_penjamin) as ditanggung_penjamin, sum(diskon) as diskon, sum(jumlah_bayar) as jumlah_bayar
      from pilih group by kunci, urut),
    daftar as (select kunci, array_agg(distinct j) as penjamin, count(distinct k) as kunjungan
      from pilih cross join lateral unnest(penjamin) j left join lateral unnest(kunjungan) k on true
      group by kunci),
    total as (select ${nHari} as n_hari, (select count(*) from per) as n_pasien,
        coalesce(sum(kuitansi), 0) as n_kuitansi, coalesce(sum(batal), 0) as n_batal,
        (select count(*) from (select distinct unnest(kunjungan) from baris) v) as n_kunjungan,
        coalesce(sum(total_tagihan), 0) as s_total_tagihan,
        coalesce(sum(ditanggung_penjamin), 0) as s_ditanggung_penjamin,
        coalesce(sum(diskon), 0) as s_diskon, coalesce(sum(jumlah_bayar), 0) as s_jumlah_bayar
      from baris)
    select total.*, isi.*, daftar.penjamin, daftar.kunjungan, ps.no_rm, ps.nama as nama_pasien,
      coalesce(ps.nama, isi.nama_pembayar) as nama
    from total left join (isi join daftar on daftar.kunci = isi.kunci
      left join lateral (select ${pasien.no_rm} as no_rm, ${pasien.nama} as nama from ${pasien}
        where ${pasien.uid} = isi.pasien_uid::uuid limit 1) ps on true) on true
    order by isi.urut, isi.kunci`;
}

/**
 * /laporan-pasien: the rows of /laporan-kasir for the range (voids included, negative) summed per
 * patient, so its totals are the cashier report's. A walk-in buyer without a medical record is
 * one row per name. Visits = distinct visits paid by the patient's receipts that still stand.
 * On screen (`halaman`) one page of patients by name, summed and sorted by PostgreSQL: a month of
 * a big hospital is tens of thousands of patients. Excel and PDF get every patient. Closed days
 * come from their stored sums (laporan.rekap.ts); `sumber` null reads the whole range live.
 */
export async function laporanPasien(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanPasienQuery,
  halaman: boolean,
  sumber: SumberRekap | null,
): Promise<LaporanPasien> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  const { offset, limit } = halaman ? q : { offset: 0, limit: null };
  const baca = async (simpanSampai: string | null) =>
    barisDari<BarisSql>(await db.execute(pernyataan(r, simpanSampai, limit, offset)));
  const simpanSampai = sumber ? await siapkanRekap(db, ctx, r, sumber) : null;
  let rows = await baca(simpanSampai);
  // A day voided since it was checked has no sums any more: this once, the whole range live.
  if (simpanSampai && Number(rows[0]?.n_hari) !== selisihHari(r.dari, simpanSampai) + 1)
    rows = await baca(null);
  const respon: BarisLaporanPasien[] = rows.flatMap((x) =>
    x.kunci === null
      ? []
      : [
          {
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
          },
        ],
  );
  const j = rows[0];
  const total = {
    pasien: Number(j?.n_pasien ?? 0),
    kuitansi: Number(j?.n_kuitansi ?? 0),
    batal: Number(j?.n_batal ?? 0),
    kunjungan: Number(j?.n_kunjungan ?? 0),
    total_tagihan: Number(j?.s_total_tagihan ?? 0),
    ditanggung_penjamin: Number(j?.s_ditanggung_penjamin ?? 0),
    diskon: Number(j?.s_diskon ?? 0),
    jumlah_bayar: Number(j?.s_jumlah_bayar ?? 0),
  };
  return {
    dari: r.dari,
    sampai: r.sampai,
    respon,
    metadata: { total_data: total.pasien, offset, limit: limit ?? total.pasien },
    total,
  };
}
