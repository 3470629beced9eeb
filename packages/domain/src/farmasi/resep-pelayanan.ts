import { z } from 'zod';
import { tanggalSchema, teksOpsional } from '../master/common.ts';

// What the pharmacy sends when it serves a prescription (spec §7: approve, reject, done, retur,
// call, hand-over) and what the waiting-room panel reads. The prescription itself is resep.ts.

/**
 * The queue number a waiting-room display may show with the name: first name and initials only
 * ('Budi S.'), so the screen does not broadcast full names.
 */
export function namaPanggilan(nama: string): string {
  const kata = nama.trim().split(/\s+/).filter(Boolean);
  const [depan, ...lain] = kata;
  if (!depan) return '';
  return [depan, ...lain.map((k) => `${k[0]?.toUpperCase() ?? ''}.`)].join(' ');
}
/** POST /farmasi/obat/request/reject (spec §7: uid and alasan). */
export const tolakResepInputSchema = z.object({
  uid: z.uuid({ message: 'uid resep tidak valid' }),
  alasan: z
    .string({ message: 'Alasan penolakan wajib diisi' })
    .trim()
    .min(3, 'Alasan penolakan minimal 3 karakter')
    .max(300, 'Alasan penolakan maksimal 300 karakter'),
});
export type TolakResepInput = z.infer<typeof tolakResepInputSchema>;

/** POST /farmasi/obat/request/approve/{uid}: the depot that will serve it (default: the user's depot). */
export const setujuiResepInputSchema = z
  .object({ lokasi_uid: z.uuid({ message: 'Depo farmasi tidak valid' }).optional() })
  .default({});
export type SetujuiResepInput = z.infer<typeof setujuiResepInputSchema>;

/** POST /farmasi/obat/request/done: dispense an approved prescription. */
export const selesaiResepInputSchema = z.object({ uid: z.uuid({ message: 'uid resep tidak valid' }) });
export type SelesaiResepInput = z.infer<typeof selesaiResepInputSchema>;

/** POST /farmasi/obat/retur: take a dispensed prescription back, with the reason. */
export const returResepInputSchema = z.object({
  uid: z.uuid({ message: 'uid resep tidak valid' }),
  alasan: z
    .string({ message: 'Alasan retur wajib diisi' })
    .trim()
    .min(3, 'Alasan retur minimal 3 karakter')
    .max(300, 'Alasan retur maksimal 300 karakter'),
});
export type ReturResepInput = z.infer<typeof returResepInputSchema>;

/** PUT /farmasi/receivedobat/{id}: who took the medicine (the patient or a relative). */
export const serahkanObatInputSchema = z
  .object({ penerima: teksOpsional(100, 'Nama penerima') })
  .default({ penerima: null });
export type SerahkanObatInput = z.infer<typeof serahkanObatInputSchema>;

/** GET /farmasi/dispalyantrian: the waiting-room panel of a day. */
export const displayAntrianQuerySchema = z.object({
  tanggal: tanggalSchema.optional(),
  lokasi_uid: z.uuid({ message: 'Depo farmasi tidak valid' }).optional(),
});
export type DisplayAntrianQuery = z.infer<typeof displayAntrianQuerySchema>;
const nomorPanggilSchema = z.object({
  uid: z.string(),
  nomor_antrian: z.string(),
  nama: z.string(),
  racikan: z.boolean(),
  dipanggil_pada: z.string().nullable(),
  dipanggil_kali: z.number().int(),
});
export type NomorPanggil = z.infer<typeof nomorPanggilSchema>;
export const displayAntrianSchema = z.object({
  tanggal: z.string(),
  /** The most recent calls, newest first (the first is the one on screen and spoken). */
  dipanggil: z.array(nomorPanggilSchema),
  disiapkan: z.array(nomorPanggilSchema),
  siap: z.array(nomorPanggilSchema),
});
export type DisplayAntrian = z.infer<typeof displayAntrianSchema>;
