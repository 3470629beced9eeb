import {
  type DashboardRs,
  type DashboardRsQuery,
  KUNCI_TRIASE,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_KLAIM,
  type LevelTriase,
  PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  STATUS_KLAIM,
  TRIASE_ATS,
  type TungguDasborRs,
} from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { batasHampirKedaluwarsa, daftarStok } from '../farmasi/persediaan/persediaan.baca.ts';
import { hariJakarta } from '../kasir/laporan/laporan.rentang.ts';
import { sisaTerbuka } from '../kasir/tagihan.baca.ts';
import { hariTanggal } from '../ranap/indikator/indikator.riwayat.ts';
import { indikatorRentang, nol, tambahStint } from '../ranap/indikator/indikator.service.ts';
import {
  baris,
  type PeriodeRs,
  periodeRs,
  sumberIgd,
  sumberKedaluwarsa,
  sumberKlaim,
  sumberKunjungan,
  sumberPembayaran,
  sumberPiutang,
  sumberTungguDokter,
  sumberTungguResep,
} from './rumah-sakit.sumber.ts';

const labelPenjamin = (p: string) => LABEL_PENJAMIN_KUNJUNGAN[p as PenjaminKunjungan] ?? p;
const urutPenjamin = (p: string) => {
  const i = PENJAMIN_KUNJUNGAN.indexOf(p as PenjaminKunjungan);
  return i < 0 ? 99 : i;
};
export const labelTriaseRs = (k: string) =>
  k === 'BELUM' ? 'Belum ditriase' : `ATS ${k} – ${TRIASE_ATS[Number(k) as LevelTriase].label}`;

type Seri = DashboardRs['kunjungan']['per_poli'][number];

/** Rows of (kunci, label, tanggal, n) into one series per kunci, a value for each day of the period. */
function keSeri(p: PeriodeRs, rows: { kunci: string; label: string; tanggal: string; n: unknown }[]): Seri[] {
  const indeks = new Map(p.hari.map((h, i) => [h, i]));
  const seri = new Map<string, Seri>();
  for (const r of rows) {
    const s = seri.get(r.kunci) ?? { kunci: r.kunci, label: r.label, total: 0, harian: p.hari.map(() => 0) };
    const i = indeks.get(r.tanggal);
    const n = Number(r.n);
    if (i !== undefined) s.harian[i] = (s.harian[i] ?? 0) + n;
    s.total += n;
    seri.set(r.kunci, s);
  }
  return [...seri.values()];
}

/** Median and 90th percentile (continuous, as PostgreSQL's percentile_cont) per day and overall. */
async function tunggu(db: DbOrTx, p: PeriodeRs, sumber: SQL): Promise<TungguDasborRs> {
  const rows = await baris<{ tanggal: string | null; n: number; median: number | null; p90: number | null }>(
    db,
    sql`select w.tanggal, count(*)::int as n,
        percentile_cont(0.5) within group (order by w.menit) as median,
        percentile_cont(0.9) within group (order by w.menit) as p90
      ${sumber} group by grouping sets ((w.tanggal), ())`,
  );
  const bulat = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);
  const semua = rows.find((r) => r.tanggal === null);
  const perHari = new Map(rows.filter((r) => r.tanggal !== null).map((r) => [r.tanggal, r]));
  return {
    diukur: Number(semua?.n ?? 0),
    median: bulat(semua?.median),
    p90: bulat(semua?.p90),
    harian: p.hari.map((tanggal) => {
      const r = perHari.get(tanggal);
      return { tanggal, diukur: Number(r?.n ?? 0), median: bulat(r?.median), p90: bulat(r?.p90) };
    }),
  };
}

/** BOR and ALOS per ward from the inpatient indicators, with the stints that had patient-days. */
export async function ranapRs(db: DbOrTx, p: PeriodeRs) {
  // Days still to come are not counted, as the monthly indicators stop at today.
  const p1 = Math.min(p.p1, hariTanggal(p.hariIni));
  const ind = await indikatorRentang(db, p.p0, Math.max(p1, p.p0 - 1));
  // A stint is "dirawat" when it gave the period a patient-day, by the indicators' own rule.
  const dirawat = new Map<string, number>();
  for (const s of ind.stint) {
    const h = nol();
    tambahStint(h, s, p.p0, p1);
    if (h.hari_perawatan > 0) dirawat.set(s.ruangan_uid, (dirawat.get(s.ruangan_uid) ?? 0) + 1);
  }
  return { ind, dirawat, p1 };
}

/** GET /dashboard/rumah-sakit (docs/dashboard.md "The hospital's dashboard"). */
export async function dashboardRumahSakit(db: DbOrTx, ctx: Ctx, q: DashboardRsQuery): Promise<DashboardRs> {
  const p = periodeRs(ctx, q);
  const s = {};
  const batas = batasHampirKedaluwarsa(p.hariIni);
  const [kunjungan, igd, pendapatan, piutang, klaim, minimum, kedaluwarsa, dokter, resep, ranap] =
    await bersamaan(db, [
      // Per clinic and per payer from one reading of the month's visits.
      () =>
        baris<{ poli: string; label: string; penjamin: string; tanggal: string; n: number }>(
          db,
          sql`select l.poli_uid::text as poli, p.nama as label, k.penjamin, l.tanggal::text as tanggal,
              count(*)::int as n ${sumberKunjungan(p, s)} group by 1, 2, 3, 4 order by 2`,
        ),
      () =>
        baris<{ tanggal: string; triase: string; n: number }>(
          db,
          sql`select l.tanggal::text as tanggal, coalesce(tr.level, 'BELUM') as triase, count(*)::int as n
            ${sumberIgd(p, s)} group by 1, 2`,
        ),
      () =>
        baris<{ kunci: string; tanggal: string; n: string; baris: number }>(
          db,
          sql`select py.penjamin as kunci, ${hariJakarta(sql`py.created_at`)} as tanggal,
              sum(py.ditanggung_penjamin + py.jumlah_bayar)::bigint as n, count(*)::int as baris
            ${sumberPembayaran(p, s)} group by 1, 2`,
        ),
      () =>
        baris<{ kunci: string; total: string; n: number }>(
          db,
          sql`select kunjungan.penjamin as kunci, sum(${sisaTerbuka})::bigint as total,
              count(*)::int as n ${sumberPiutang(p, s)} group by 1`,
        ),
      () =>
        baris<{ status: string; n: number }>(
          db,
          sql`select kl.status, count(*)::int as n ${sumberKlaim(p, s)} group by 1`,
        ),
      () => daftarStok(db, ctx, { offset: 0, limit: 1, limitless: false, di_bawah_minimum: 'true' }),
      () =>
        baris<{ n: number; lewat: number }>(
          db,
          sql`select count(*)::int as n, count(*) filter (where b.kedaluwarsa < ${p.hariIni}::date)::int as lewat
            ${sumberKedaluwarsa(batas)}`,
        ),
      () => tunggu(db, p, sumberTungguDokter(p, s)),
      () => tunggu(db, p, sumberTungguResep(p, s)),
      () => ranapRs(db, p),
    ] as const);

  const perPenjamin = keSeri(
    p,
    kunjungan.map((r) => ({
      kunci: r.penjamin,
      label: labelPenjamin(r.penjamin),
      tanggal: r.tanggal,
      n: r.n,
    })),
  ).sort((a, b) => urutPenjamin(a.kunci) - urutPenjamin(b.kunci));
  const perPoli = keSeri(
    p,
    kunjungan.map((r) => ({ kunci: r.poli, label: r.label, tanggal: r.tanggal, n: r.n })),
  );
  const igdHarian = keSeri(
    p,
    igd.map((r) => ({ kunci: 'IGD', label: 'IGD', tanggal: r.tanggal, n: r.n })),
  )[0];
  const triase = new Map<string, number>();
  for (const r of igd) triase.set(r.triase, (triase.get(r.triase) ?? 0) + Number(r.n));
  const uang = keSeri(
    p,
    pendapatan.map((r) => ({ kunci: r.kunci, label: labelPenjamin(r.kunci), tanggal: r.tanggal, n: r.n })),
  ).sort((a, b) => urutPenjamin(a.kunci) - urutPenjamin(b.kunci));
  const barisUang = new Map<string, number>();
  for (const r of pendapatan) barisUang.set(r.kunci, (barisUang.get(r.kunci) ?? 0) + Number(r.baris));
  const nKlaim = new Map(klaim.map((r) => [r.status, Number(r.n)]));
  const nilaiRanap = (r: {
    bed: number;
    hari_perawatan: number;
    pasien_keluar: number;
    lama_dirawat: number;
    bor: number | null;
    alos: number | null;
  }) => ({
    bed: r.bed,
    hari_perawatan: r.hari_perawatan,
    pasien_keluar: r.pasien_keluar,
    lama_dirawat: r.lama_dirawat,
    bor: r.bor,
    alos: r.alos,
  });

  return {
    dari: p.dari,
    sampai: p.sampai,
    hari_ini: p.hariIni,
    tanggal: p.hari,
    kunjungan: {
      total: perPoli.reduce((n, x) => n + x.total, 0),
      per_poli: perPoli,
      per_penjamin: perPenjamin,
    },
    igd: {
      total: igdHarian?.total ?? 0,
      harian: igdHarian?.harian ?? p.hari.map(() => 0),
      per_triase: KUNCI_TRIASE.map((k) => ({ kunci: k, label: labelTriaseRs(k), total: triase.get(k) ?? 0 })),
    },
    ranap: {
      hari: ranap.ind.hari,
      ruangan: ranap.ind.ruangan.map((r) => ({
        ruangan_uid: r.ruangan_uid,
        nama: r.nama,
        dirawat: ranap.dirawat.get(r.ruangan_uid) ?? 0,
        ...nilaiRanap(r),
      })),
      rumah_sakit: {
        dirawat: ranap.ind.ruangan.reduce((n, r) => n + (ranap.dirawat.get(r.ruangan_uid) ?? 0), 0),
        ...nilaiRanap(ranap.ind.rumah_sakit),
      },
    },
    keuangan: {
      pendapatan: {
        total: uang.reduce((n, x) => n + x.total, 0),
        baris: [...barisUang.values()].reduce((n, x) => n + x, 0),
        per_penjamin: uang.map((u) => ({ ...u, baris: barisUang.get(u.kunci) ?? 0 })),
      },
      piutang: {
        total: piutang.reduce((n, r) => n + Number(r.total), 0),
        kunjungan: piutang.reduce((n, r) => n + Number(r.n), 0),
        per_penjamin: piutang
          .map((r) => ({
            kunci: r.kunci,
            label: labelPenjamin(r.kunci),
            total: Number(r.total),
            kunjungan: Number(r.n),
          }))
          .sort((a, b) => urutPenjamin(a.kunci) - urutPenjamin(b.kunci)),
      },
    },
    klaim: {
      total: klaim.reduce((n, r) => n + Number(r.n), 0),
      per_status: STATUS_KLAIM.map((st) => ({
        kunci: st,
        label: LABEL_STATUS_KLAIM[st],
        total: nKlaim.get(st) ?? 0,
      })),
    },
    farmasi: {
      batas_kedaluwarsa: batas,
      di_bawah_minimum: minimum.metadata.total_data,
      hampir_kedaluwarsa: Number(kedaluwarsa[0]?.n ?? 0),
      sudah_kedaluwarsa: Number(kedaluwarsa[0]?.lewat ?? 0),
    },
    tunggu: { dokter, resep },
  };
}
