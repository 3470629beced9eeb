import { z } from 'zod';

// Field schemas shared by the registration contracts (not exported from the package).

export const uidWajib = (label: string) => z.uuid({ message: `${label} wajib dipilih` });
export const dokterOpsionalSchema = z
  .uuid({ message: 'Dokter tidak valid' })
  .nullish()
  .transform((v) => v ?? null);
export const teksOpsionalMaks = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));
export const nomorKartuSchema = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{0,30}$/, `${label} hanya huruf dan angka, maksimal 30`))
    .nullish()
    .transform((v) => (v ? v : null));
export const asuransiOpsionalSchema = z
  .uuid({ message: 'Asuransi tidak valid' })
  .nullish()
  .transform((v) => v ?? null);
