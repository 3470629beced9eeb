import { z } from 'zod';
import { dokterOpsionalSchema, teksOpsionalMaks, uidWajib } from './bidang.ts';

/**
 * POST /pendaftaran/:uid/layanan: one more clinic in the same visit (/tambah-layanan-medis).
 * Payer and patient come from the visit; schedule, quota and duplicate rules are registration's.
 */
export const layananTambahanInputSchema = z.object({
  poli_uid: uidWajib('Poliklinik'),
  /** Optional only at the IGD (the server checks). */
  dokter_uid: dokterOpsionalSchema,
  keluhan: teksOpsionalMaks(500, 'Keluhan'),
});
export type LayananTambahanInput = z.infer<typeof layananTambahanInputSchema>;
export type LayananTambahanMasukan = z.input<typeof layananTambahanInputSchema>;
