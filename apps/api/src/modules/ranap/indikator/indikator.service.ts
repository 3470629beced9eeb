import {
  hitungIndikator,
  type IndikatorBulanan,
  type NilaiIndikator,
  type TrenIndikator,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bulanBelumTiba, ruanganTidakDitemukan, tahunBelumTiba } from './indikator.errors.ts';
import {
  awalHari,
  bacaRuangan,
  bacaStint,
  hariKe,
  hariTanggal,
  meninggal48Lebih,
  type Stint,
  tanggalHari,
} from './indikator.riwayat.ts';

/** The counts of one ward (or all of them) over days [p0, p1]. */
export interface Hitungan {
  hari_perawatan: number;
  lama_dirawat: number;
  keluar_hidup: number;
  meninggal: number;
  meninggal_48_lebih: number;
}

export const nol = (): Hitungan => ({
  hari_perawatan: 0,
  lama_dirawat: 0,
  keluar_hidup: 0,
  meninggal: 0,
  meninggal_48_lebih: 0,
});

/**
 * Adds one stint's share of days [p0, p1]: a patient-day for each night it was in the ward at
 * 24:00, one more when the stay was admitted and discharged the same day (the census' rule), and
 * the discharge — with the stay's whole length by the day rule — in the ward it left from.
 */
export function tambahStint(h: Hitungan, s: Stint, p0: number, p1: number) {
  const dari = Math.max(s.hariMasuk, p0);
  const sampai = Math.min(s.hariKeluar === null ? p1 : s.hariKeluar - 1, p1);
  if (sampai >= dari) h.hari_perawatan += sampai - dari + 1;
  if (s.sebab !== 'PULANG' || s.hariKeluar === null || s.hariKeluar < p0 || s.hariKeluar > p1) return;
  if (s.hariMasukRs === s.hariKeluar) h.hari_perawatan++;
  h.lama_dirawat += Math.max(1, s.hariKeluar - s.hariMasukRs);
  if (!s.meninggal) h.keluar_hidup++;
  else {
    h.meninggal++;
    if (meninggal48Lebih(s)) h.meninggal_48_lebih++;
  }
}

function nilai(h: Hitungan, bed: number, hari: number): NilaiIndikator {
  return {
    ...h,
    pasien_keluar: h.keluar_hidup + h.meninggal,
    bed,
    hari,
    ...hitungIndikator({ ...h, bed, hari }),
  };
}

/** The period of a month: its first day to its last, or to today while it runs; null before it starts. */
function periodeBulan(bulan: string, hariIni: number) {
  const [tahun, nomor] = bulan.split('-').map(Number) as [number, number];
  const p0 = hariTanggal(`${bulan}-01`);
  const akhir = Math.round(Date.UTC(tahun, nomor, 1) / 86_400_000) - 1;
  if (p0 > hariIni) return null;
  return { p0, p1: Math.min(akhir, hariIni), berjalan: akhir > hariIni };
}

/**
 * The indicators of days [p0, p1] per ward (or the one asked for) and for the hospital, with the
 * stints they were counted from: the month's indicators, and the hospital dashboard's any period.
 */
export async function indikatorRentang(db: DbOrTx, p0: number, p1: number, ruangan_uid?: string) {
  const hari = p1 - p0 + 1;
  const stint = await bacaStint(db, awalHari(p0), awalHari(p1 + 1));
  const ruangan = await bacaRuangan(db, {
    ruangan_uid,
    dipakai: [...new Set(stint.map((s) => s.ruangan_uid))],
  });
  const perRuangan = new Map(ruangan.map((r) => [r.ruangan_uid, nol()]));
  for (const s of stint) {
    const h = perRuangan.get(s.ruangan_uid);
    if (h) tambahStint(h, s, p0, p1);
  }
  const rs = nol();
  let bedRs = 0;
  const baris = ruangan.map((r) => {
    const h = perRuangan.get(r.ruangan_uid) ?? nol();
    for (const k of Object.keys(rs) as (keyof Hitungan)[]) rs[k] += h[k];
    bedRs += r.bed;
    return { ...r, ...nilai(h, r.bed, hari) };
  });
  return { hari, ruangan: baris, rumah_sakit: nilai(rs, bedRs, hari), stint };
}

/**
 * A month's indicators per ward and for the hospital (docs/ranap/indikator.md): a transferred
 * patient's days count in each ward they lay in, the discharge in the last one.
 */
export async function indikatorBulanan(
  db: DbOrTx,
  ctx: Ctx,
  q: { bulan: string; ruangan_uid?: string | undefined },
): Promise<IndikatorBulanan> {
  const periode = periodeBulan(q.bulan, hariKe(ctx.now().getTime()));
  if (!periode) throw bulanBelumTiba();
  const { p0, p1, berjalan } = periode;
  const { hari, ruangan, rumah_sakit } = await indikatorRentang(db, p0, p1, q.ruangan_uid);
  if (q.ruangan_uid && ruangan.length === 0) throw ruanganTidakDitemukan();
  return {
    bulan: q.bulan,
    dari: tanggalHari(p0),
    sampai: tanggalHari(p1),
    hari,
    berjalan,
    ruangan,
    rumah_sakit,
  };
}

/** The hospital's indicators for each month of a year that has begun (the trend chart). */
export async function trenIndikator(db: DbOrTx, ctx: Ctx, q: { tahun: number }): Promise<TrenIndikator> {
  const hariIni = hariKe(ctx.now().getTime());
  const bulan = Array.from({ length: 12 }, (_, i) => `${q.tahun}-${String(i + 1).padStart(2, '0')}`);
  const periode = bulan.map((b) => periodeBulan(b, hariIni));
  const pertama = periode[0];
  if (!pertama) throw tahunBelumTiba();
  const terakhir = periode.filter((p) => p !== null).at(-1) ?? pertama;
  const stint = await bacaStint(db, awalHari(pertama.p0), awalHari(terakhir.p1 + 1));
  const ruangan = await bacaRuangan(db, { dipakai: [...new Set(stint.map((s) => s.ruangan_uid))] });
  const bed = ruangan.reduce((n, r) => n + r.bed, 0);
  const dihitung = new Set(ruangan.map((r) => r.ruangan_uid));
  const hasil: TrenIndikator['bulan'] = [];
  periode.forEach((p, i) => {
    if (!p) return;
    const h = nol();
    for (const s of stint) if (dihitung.has(s.ruangan_uid)) tambahStint(h, s, p.p0, p.p1);
    hasil.push({ bulan: bulan[i] as string, ...nilai(h, bed, p.p1 - p.p0 + 1) });
  });
  return { tahun: q.tahun, bulan: hasil };
}
