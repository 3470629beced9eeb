import { BULAN, toJakartaIsoDate } from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { periodeBelumDimulai } from './rl.errors.ts';

/** A report's period: a month or a year, from its first day to its last, or to today while it runs. */
export interface PeriodeRl {
  periode: string;
  /** 'Januari 2030' or 'Tahun 2030'. */
  label: string;
  dari: string;
  sampai: string;
  /** The months ('YYYY-MM') that have begun, for the inpatient indicators (counted per month). */
  bulan: string[];
  tahunan: boolean;
}

const akhirBulan = (tahun: number, bulan: number) =>
  new Date(Date.UTC(tahun, bulan, 0)).toISOString().slice(0, 10);

export function bacaPeriode(periode: string, ctx: Ctx): PeriodeRl {
  const hariIni = toJakartaIsoDate(ctx.now());
  const [tahunTeks, bulanTeks] = periode.split('-');
  const tahun = Number(tahunTeks);
  const semua = bulanTeks ? [Number(bulanTeks)] : Array.from({ length: 12 }, (_, i) => i + 1);
  const bulan = semua
    .map((b) => `${tahun}-${String(b).padStart(2, '0')}`)
    .filter((b) => `${b}-01` <= hariIni);
  const pertama = bulan[0];
  if (!pertama) throw periodeBelumDimulai();
  const terakhir = Number((bulan.at(-1) ?? pertama).slice(5));
  const akhir = akhirBulan(tahun, terakhir);
  return {
    periode,
    label: bulanTeks ? `${BULAN[Number(bulanTeks) - 1]} ${tahun}` : `Tahun ${tahun}`,
    dari: `${pertama}-01`,
    // ISO dates compare as text; Math.min would not.
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, not numbers
    sampai: akhir < hariIni ? akhir : hariIni,
    bulan,
    tahunan: !bulanTeks,
  };
}

/**
 * A timestamp column within the period, asked as a range between Jakarta's midnights so the
 * column's own index can serve it (its date in Jakarta would be served by none).
 */
export const dalamPeriode = (kolom: SQL, p: Pick<PeriodeRl, 'dari' | 'sampai'>): SQL =>
  sql`${kolom} >= (${p.dari}::date::timestamp at time zone 'Asia/Jakarta')
      and ${kolom} < ((${p.sampai}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
