import { z } from 'zod';
import { isTanggalValid, PESAN_TANGGAL_TIDAK_VALID } from '../format/tanggal.ts';

// Every date, clock time and moment a contract receives goes through these, so 2026-02-30 or 24:61
// is a 400 naming the field instead of a day the database silently rolls over (or a 500).
// docs/platform.md "Masukan di tepi".

export const PESAN_TANGGAL_TIDAK_ADA = 'Tanggal tidak ada di kalender';
export const PESAN_JAM_TIDAK_VALID = 'Jam harus berformat JJ:MM (00:00–23:59)';
export const PESAN_JAM_TIDAK_ADA = 'Jam tidak ada (00:00–23:59)';

const POLA_TANGGAL = /^\d{4}-\d{2}-\d{2}$/;
const POLA_JAM = /^(\d{2}):(\d{2})$/;
const AWAL_WAKTU = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;
const ISO_DENGAN_ZONA = z.iso.datetime({ offset: true });

/**
 * True when 'YYYY-MM-DD' names a day of the calendar: 2026-02-30, 2025-02-29 and 2026-13-01 do
 * not; nor does year 0000, which the Gregorian calendar skips and PostgreSQL refuses.
 */
export function tanggalAda(s: string): boolean {
  return POLA_TANGGAL.test(s) && !s.startsWith('0000') && isTanggalValid(s);
}

/** True when 'HH:MM' is a time of a 24-hour day (00:00–23:59). */
export function jamAda(s: string): boolean {
  const m = POLA_JAM.exec(s);
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}

/** 'YYYY-MM-DD', a day that exists. */
// The refinements hide the format from the OpenAPI document; `meta` names it for API clients.
export const tanggalSchema = z
  .string({ message: PESAN_TANGGAL_TIDAK_VALID })
  .superRefine((v, ctx) => {
    if (!POLA_TANGGAL.test(v)) ctx.addIssue({ code: 'custom', message: PESAN_TANGGAL_TIDAK_VALID });
    else if (!tanggalAda(v)) ctx.addIssue({ code: 'custom', message: PESAN_TANGGAL_TIDAK_ADA });
  })
  .meta({ format: 'date' });

/** An optional date; forms send '' for "none", stored as null. */
export const tanggalOpsional = z
  .union([z.literal(''), tanggalSchema])
  .nullish()
  .transform((v) => (v ? v : null));

/** 'HH:MM' on the 24-hour clock (a schedule's session, an hourly observation). */
export const jamSchema = z
  .string({ message: 'Jam wajib diisi' })
  .superRefine((v, ctx) => {
    if (!POLA_JAM.test(v)) ctx.addIssue({ code: 'custom', message: PESAN_JAM_TIDAK_VALID });
    else if (!jamAda(v)) ctx.addIssue({ code: 'custom', message: PESAN_JAM_TIDAK_ADA });
  })
  .meta({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/**
 * A moment as ISO 8601 with seconds and its offset ('2026-11-22T14:05:00+07:00' or '…Z'), whose
 * day and time exist. The label words the format error ("Waktu meninggal tidak valid").
 */
export function waktuSchema(label = 'Waktu') {
  const pesan = `${label} tidak valid`;
  return z
    .string({ message: pesan })
    .superRefine((v, ctx) => {
      const m = AWAL_WAKTU.exec(v);
      if (m && !tanggalAda(m[1] as string))
        ctx.addIssue({ code: 'custom', message: PESAN_TANGGAL_TIDAK_ADA });
      else if (m && !jamAda(`${m[2]}:${m[3]}`))
        ctx.addIssue({ code: 'custom', message: PESAN_JAM_TIDAK_ADA });
      else if (!ISO_DENGAN_ZONA.safeParse(v).success) ctx.addIssue({ code: 'custom', message: pesan });
    })
    .meta({ format: 'date-time' });
}

/** An optional moment; '' from a form is "none", stored as null. */
export function waktuOpsional(label = 'Waktu') {
  return z
    .union([z.literal(''), waktuSchema(label)], { message: `${label} tidak valid` })
    .nullish()
    .transform((v) => (v ? v : null));
}
