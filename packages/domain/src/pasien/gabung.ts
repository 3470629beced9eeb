import { z } from 'zod';

/** POST /pasien/:uid/gabung: the temporary record `uid` is merged into the patient `ke_uid`. */
export const gabungPasienSchema = z.object({
  ke_uid: z.uuid({ message: 'Pasien tujuan wajib dipilih' }),
});
export type GabungPasien = z.infer<typeof gabungPasienSchema>;

/** What a merge moved: rows per table, and the record that stays. */
export const hasilGabungSchema = z.object({
  dari: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  ke: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  /** Rows whose pasien_uid moved, per table (tables with none are left out). */
  dipindah: z.record(z.string(), z.number().int()),
  /** Allergies recorded on the temporary record and added to the patient's. */
  alergi_ditambah: z.array(z.string()),
});
export type HasilGabung = z.infer<typeof hasilGabungSchema>;
