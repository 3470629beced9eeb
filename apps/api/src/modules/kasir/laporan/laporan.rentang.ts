import { LABEL_PENJAMIN_KUNJUNGAN, type PenjaminKunjungan, toJakartaIsoDate } from '@rawat/domain';
import { type AnyColumn, and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { pembayaran } from '../kasir.tables.ts';

// What every cashier report shares: the range of Jakarta days, which receipts it reads, and the
// words it prints. docs/kasir.md "Laporan kasir".

export interface Rentang {
  dari: string;
  sampai: string;
  /** First instant of `dari` and of the day after `sampai` (Jakarta). */
  awal: Date;
  akhir: Date;
}

/**
 * The report's days: as asked; one end alone gives that single day; neither gives today
 * (Jakarta). Longer than `maksHari` is a 400: the screen asks for a shorter range.
 */
export function rentangLaporan(
  ctx: Ctx,
  q: { dari?: string | undefined; sampai?: string | undefined },
  maksHari: number,
): Rentang {
  const hariIni = toJakartaIsoDate(ctx.now());
  const dari = q.dari ?? q.sampai ?? hariIni;
  const sampai = q.sampai ?? dari;
  if (sampai > tambahHari(dari, maksHari - 1)) {
    const pesan = `Rentang laporan maksimal ${maksHari} hari`;
    throw badRequest(pesan, [{ path: 'sampai', message: pesan }]);
  }
  return rentangHari(dari, sampai);
}

/** The Jakarta days dari..sampai, both included. */
export const rentangHari = (dari: string, sampai: string): Rentang => ({
  dari,
  sampai,
  awal: tanggalJakarta(dari),
  akhir: tanggalJakarta(tambahHari(sampai, 1)),
});

/** `kolom` falls on one of the range's days. */
export const dalamRentang = (kolom: AnyColumn, r: Rentang): SQL | undefined =>
  and(gte(kolom, r.awal), lt(kolom, r.akhir));

/** A receipt that still stands: not a void row, and no void row points at it. */
export const kuitansiBerlaku = sql`(${pembayaran.membalik_uid} is null and not exists (
  select 1 from ${pembayaran} batal where batal.membalik_uid = ${pembayaran.uid}))`;

/** 'YYYY-MM-DD' of a timestamp column, in Jakarta. */
export const hariJakarta = (kolom: AnyColumn | SQL) =>
  sql<string>`to_char((${kolom} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`;

/** 'BPJS Kesehatan'; a payer the visit list does not know is shown as stored. */
export const labelPenjamin = (p: string) => LABEL_PENJAMIN_KUNJUNGAN[p as PenjaminKunjungan] ?? p;

/** The period as printed: '07/01/2030' or '01/01/2030 s.d. 31/01/2030'. */
export const teksPeriode = (r: { dari: string; sampai: string }, tgl: (iso: string) => string) =>
  r.dari === r.sampai ? tgl(r.dari) : `${tgl(r.dari)} s.d. ${tgl(r.sampai)}`;
