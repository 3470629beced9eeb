import { z } from 'zod';

const teks = (label: string, max = 4000) =>
  z.string().trim().max(max, `${label} maksimal ${max} karakter`).nullable().optional();

/** The doctor's SOAP (/assesmen-medis/:id). Extended by the medical forms. */
export const asesmenMedisSchema = z.object({
  subjektif: z
    .string({ message: 'Subjektif (anamnesis) wajib diisi' })
    .trim()
    .min(1, 'Subjektif (anamnesis) wajib diisi')
    .max(4000),
  objektif: teks('Objektif'),
  asesmen: teks('Asesmen'),
  plan: teks('Plan'),
});
export type AsesmenMedis = z.infer<typeof asesmenMedisSchema>;

export function ringkasMedis(isi: AsesmenMedis): string {
  return [`S: ${isi.subjektif}`, isi.asesmen ? `A: ${isi.asesmen}` : ''].filter(Boolean).join('; ');
}
