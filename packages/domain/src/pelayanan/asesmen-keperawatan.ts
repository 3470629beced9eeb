import { z } from 'zod';
import { ringkasTandaVital, tandaVitalSchema } from './tanda-vital.ts';

const teks = (label: string, max = 2000) =>
  z.string().trim().max(max, `${label} maksimal ${max} karakter`).nullable().optional();

/** Nursing assessment at a clinic (/keperawatan-poli/:id). Extended by the nursing forms. */
export const asesmenKeperawatanPoliSchema = z.object({
  tanda_vital: tandaVitalSchema,
  keluhan_utama: z
    .string({ message: 'Keluhan utama wajib diisi' })
    .trim()
    .min(1, 'Keluhan utama wajib diisi')
    .max(1000),
  skala_nyeri: z.number().int().min(0, 'Skala nyeri 0–10').max(10, 'Skala nyeri 0–10').nullable().optional(),
  catatan: teks('Catatan'),
});
export type AsesmenKeperawatanPoli = z.infer<typeof asesmenKeperawatanPoliSchema>;

export function ringkasKeperawatan(isi: AsesmenKeperawatanPoli): string {
  return [isi.keluhan_utama, ringkasTandaVital(isi.tanda_vital)].filter(Boolean).join('; ');
}
