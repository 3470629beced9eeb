import { type DashboardRsQuery, type RincianRsQuery, toJakartaIsoDate } from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { tambahHari, tanggalJakarta } from '../../platform/waktu.ts';
import { sisaTerbuka } from '../kasir/tagihan.baca.ts';
import { hariTanggal } from '../ranap/indikator/indikator.riwayat.ts';

// What the hospital dashboard counts, each figure's rows written once: the summary aggregates
// these FROM … WHERE fragments and the drill-down lists them, so a figure is always the length
// (or the sum) of its list (docs/dashboard.md "The hospital's dashboard").
//
// The patient (and the wait's clinic) are LEFT JOINed on their primary key through a NOT NULL
// foreign key: the same rows as an inner join, and the planner drops the join where the summary
// reads none of its columns — a month's 45,000 patient lookups the counts do not need.

/** The period asked, as Jakarta days and instants, with every day of it. */
export interface PeriodeRs {
  dari: string;
  sampai: string;
  /** First instant of `dari` and of the day after `sampai` (Jakarta), as the cashier's Rentang. */
  awal: Date;
  akhir: Date;
  /** Day numbers for the inpatient indicators. */
  p0: number;
  p1: number;
  hari: string[];
  hariIni: string;
}

/** Both ends left out: this month so far; one end alone: that single day. */
export function periodeRs(ctx: Ctx, q: DashboardRsQuery): PeriodeRs {
  const hariIni = toJakartaIsoDate(ctx.now());
  const kosong = !q.dari && !q.sampai;
  const dari = kosong ? `${hariIni.slice(0, 8)}01` : (q.dari ?? q.sampai ?? hariIni);
  const sampai = kosong ? hariIni : (q.sampai ?? dari);
  const p0 = hariTanggal(dari);
  const p1 = hariTanggal(sampai);
  return {
    dari,
    sampai,
    awal: tanggalJakarta(dari),
    akhir: tanggalJakarta(tambahHari(sampai, 1)),
    p0,
    p1,
    hari: Array.from({ length: p1 - p0 + 1 }, (_, i) => tambahHari(dari, i)),
    hariIni,
  };
}

export type Saring = Pick<RincianRsQuery, 'tanggal' | 'poli_uid' | 'penjamin' | 'triase' | 'status'>;

const dan = (syarat: (SQL | false | undefined)[]) =>
  sql.join(
    syarat.filter((s): s is SQL => Boolean(s)),
    sql` and `,
  );

/** A date column within the period, or on the one day asked. */
const padaHari = (kolom: SQL, p: PeriodeRs, s: Saring) =>
  s.tanggal ? sql`${kolom} = ${s.tanggal}` : sql`${kolom} between ${p.dari} and ${p.sampai}`;

/** A timestamp within the period (Jakarta days), or within the one day asked. */
const padaWaktu = (kolom: SQL, p: PeriodeRs, s: Saring) => {
  const awal = s.tanggal ? tanggalJakarta(s.tanggal) : p.awal;
  const akhir = s.tanggal ? tanggalJakarta(tambahHari(s.tanggal, 1)) : p.akhir;
  return sql`${kolom} >= ${awal.toISOString()}::timestamptz and ${kolom} < ${akhir.toISOString()}::timestamptz`;
};

/** 'YYYY-MM-DD' in Jakarta of a timestamp. */
export const hariDari = (kolom: SQL) =>
  sql`to_char((${kolom} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`;

/**
 * Visits: clinic and IGD services (layanan, not stays) of the period, not cancelled; one per
 * clinic, so a patient seen at two clinics counts at each. Columns: l, k (kunjungan), p (poli), ps.
 */
export const sumberKunjungan = (p: PeriodeRs, s: Saring) => sql`from layanan l
  join kunjungan k on k.uid = l.kunjungan_uid join poli p on p.uid = l.poli_uid left join pasien ps on ps.uid = l.pasien_uid
  where ${dan([
    sql`l.jenis <> 'RAWAT_INAP' and l.status <> 'BATAL'`,
    padaHari(sql`l.tanggal`, p, s),
    s.poli_uid ? sql`l.poli_uid = ${s.poli_uid}` : undefined,
    s.penjamin ? sql`k.penjamin = ${s.penjamin}` : undefined,
  ])}`;

/**
 * IGD arrivals: the period's GAWAT_DARURAT services, not cancelled, each with the level of its
 * latest IGD nursing assessment (`asesmen` KEPERAWATAN_IGD, isi.triase), BELUM without one.
 */
export const sumberIgd = (p: PeriodeRs, s: Saring) => sql`from layanan l
  join kunjungan k on k.uid = l.kunjungan_uid left join pasien ps on ps.uid = l.pasien_uid
  left join lateral (select s.isi->>'triase' as level from asesmen s
    where s.layanan_uid = l.uid and s.jenis = 'KEPERAWATAN_IGD' order by s.waktu desc limit 1) tr on true
  where ${dan([
    sql`l.jenis = 'GAWAT_DARURAT' and l.status <> 'BATAL'`,
    padaHari(sql`l.tanggal`, p, s),
    s.triase ? sql`coalesce(tr.level, 'BELUM') = ${s.triase}` : undefined,
  ])}`;

/**
 * Open bills: the period's visits (by visit day), not cancelled, whose unpaid charges sum above
 * zero, read exactly as the cashier's queue reads them (tagihan.baca.ts `sisaTerbuka`).
 */
export const sumberPiutang = (p: PeriodeRs, s: Saring) => sql`from kunjungan
  left join pasien ps on ps.uid = kunjungan.pasien_uid
  where ${dan([
    sql`kunjungan.status <> 'BATAL'`,
    padaHari(sql`kunjungan.tanggal`, p, s),
    s.penjamin ? sql`kunjungan.penjamin = ${s.penjamin}` : undefined,
    sql`${sisaTerbuka} > 0`,
  ])}`;

/** Claims whose visit falls in the period (the service month BPJS claims by). */
export const sumberKlaim = (p: PeriodeRs, s: Saring) => sql`from klaim kl
  join kunjungan k on k.uid = kl.kunjungan_uid left join pasien ps on ps.uid = kl.pasien_uid
  where ${dan([padaHari(sql`k.tanggal`, p, s), s.status ? sql`kl.status = ${s.status}` : undefined])}`;

/**
 * Registration → doctor: outpatient queue entries of the period (not cancelled) whose wait has
 * ended; minutes from the entry's creation (the registration) to `antrian.mulai_dilayani_pada`
 * (the first call, or the first start without one).
 */
export const sumberTungguDokter = (p: PeriodeRs, s: Saring) => sql`from layanan l
  join antrian a on a.layanan_uid = l.uid left join poli p on p.uid = l.poli_uid left join pasien ps on ps.uid = l.pasien_uid
  cross join lateral (select greatest(0, extract(epoch from (a.mulai_dilayani_pada - a.created_at)) / 60)::float8 as menit,
    a.tanggal::text as tanggal, a.created_at as dari_waktu, a.mulai_dilayani_pada as sampai_waktu) w
  where ${dan([
    sql`l.jenis = 'RAWAT_JALAN' and l.status <> 'BATAL' and a.mulai_dilayani_pada is not null`,
    // The entry is the service's, of its day: the service's date picks the period's rows through
    // layanan_tanggal_idx, where antrian has no index leading with its date (5 million entries
    // read for a month's 43,000 in ten years of data: 4.7 s → 0.12 s).
    padaHari(sql`l.tanggal`, p, s),
    padaHari(sql`a.tanggal`, p, s),
  ])}`;

/** Prescription → hand-over: prescriptions written in the period and handed over, in minutes. */
export const sumberTungguResep = (p: PeriodeRs, s: Saring) => sql`from resep r
  left join pasien ps on ps.uid = r.pasien_uid
  cross join lateral (select greatest(0, extract(epoch from (r.diserahkan_pada - r.created_at)) / 60)::float8 as menit,
    ${hariDari(sql`r.created_at`)} as tanggal, r.created_at as dari_waktu, r.diserahkan_pada as sampai_waktu) w
  where ${dan([sql`r.diserahkan_pada is not null`, padaWaktu(sql`r.created_at`, p, s)])}`;

/** Batches near or past expiry, as the pharmacy dashboard counts them (stock left, expiry ≤ batas). */
export const sumberKedaluwarsa = (batas: string) => sql`from farmasi_stok_batch b
  join farmasi_produk pr on pr.uid = b.produk_uid join farmasi_lokasi lo on lo.uid = b.lokasi_uid
  where b.jumlah > 0 and b.kedaluwarsa <= ${batas}::date`;

/** Receipt and void rows of the period (the cashier's reports' rows), optionally of one payer. */
export const sumberPembayaran = (p: PeriodeRs, s: Saring) => sql`from pembayaran py
  left join pasien ps on ps.uid = py.pasien_uid
  where ${dan([padaWaktu(sql`py.created_at`, p, s), s.penjamin ? sql`py.penjamin = ${s.penjamin}` : undefined])}`;

export async function baris<T extends Record<string, unknown>>(db: DbOrTx, q: SQL): Promise<T[]> {
  return (((await db.execute(q)) as unknown as { rows: T[] }).rows ?? []) as T[];
}
