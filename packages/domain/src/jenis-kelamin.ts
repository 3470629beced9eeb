import { z } from 'zod';

/** Sex codes of spec §3: L (Laki-Laki) and P (Perempuan). One list for patients, staff and lab ranges. */
export const JENIS_KELAMIN = ['L', 'P'] as const;
export type JenisKelamin = (typeof JENIS_KELAMIN)[number];
export const LABEL_JENIS_KELAMIN: Record<JenisKelamin, string> = { L: 'Laki-Laki', P: 'Perempuan' };
export const jenisKelaminSchema = z.enum(JENIS_KELAMIN, {
  message: 'Jenis kelamin wajib dipilih (L atau P)',
});
