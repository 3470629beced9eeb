import { z } from 'zod';
import { kodeMasterSchema, masterDasarSchema, namaMasterSchema } from '../master/common.ts';

/** A theatre (kamar operasi, "OK 1") as /kelola-kamar-operasi creates and edits it. */
export const kamarOperasiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
});
export type KamarOperasiInput = z.infer<typeof kamarOperasiInputSchema>;

export const kamarOperasiSchema = masterDasarSchema.extend({
  /**
   * Operations booked in it that are neither finished nor cancelled, whatever their date: while
   * there are any it cannot be deactivated (the board shows active theatres only).
   */
  operasi_belum_selesai: z.number().int(),
});
export type KamarOperasi = z.infer<typeof kamarOperasiSchema>;
