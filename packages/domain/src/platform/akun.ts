import { z } from 'zod';
import { ROLES, roleSchema } from '../akses/roles.ts';
import { pagingQuerySchema, STATUS_AKTIF, statusAktifSchema } from './common.ts';
import { cekPasswordMemuatUsername, passwordBaruSchema } from './kebijakan-password.ts';

const USERNAME_RE = /^[a-z0-9._-]+$/;

export const usernameSchema = z
  .string({ message: 'Username wajib diisi' })
  .trim()
  .toLowerCase()
  .min(3, 'Username minimal 3 karakter')
  .max(32, 'Username maksimal 32 karakter')
  .regex(USERNAME_RE, 'Username hanya boleh huruf kecil, angka, titik, garis bawah dan strip');

const namaSchema = z
  .string({ message: 'Nama wajib diisi' })
  .trim()
  .min(3, 'Nama minimal 3 karakter')
  .max(100, 'Nama maksimal 100 karakter');
const emailSchema = z
  .union([z.literal(''), z.email({ message: 'Format email tidak valid' })])
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null));
const noHpSchema = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^(\+62|62|0)8[0-9]{7,12}$/, 'Nomor HP tidak valid (contoh 081234567890)'),
  ])
  .optional()
  .nullable()
  .transform((v) => v || null);

export const akunSchema = z.object({
  uid: z.uuid(),
  username: z.string(),
  nama: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  no_hp: z.string().nullable(),
  status: z.enum(STATUS_AKTIF),
  login_terakhir: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Akun = z.infer<typeof akunSchema>;

// The username rule of the password policy needs both fields, so it is checked on the object.
export const akunCreateSchema = z
  .object({
    username: usernameSchema,
    nama: namaSchema,
    role: roleSchema,
    email: emailSchema,
    no_hp: noHpSchema,
    password: passwordBaruSchema,
  })
  .superRefine((v, ctx) => cekPasswordMemuatUsername(ctx, v.password, v.username, 'password'));
export type AkunCreate = z.input<typeof akunCreateSchema>;

export const akunUpdateSchema = z.object({
  nama: namaSchema,
  role: roleSchema,
  email: emailSchema,
  no_hp: noHpSchema,
});
export type AkunUpdate = z.input<typeof akunUpdateSchema>;

export const akunStatusSchema = z.object({ status: statusAktifSchema });
/** The account's username is not in the body: the service checks the username rule again. */
export const akunResetPasswordSchema = z.object({ password: passwordBaruSchema });

export const akunListQuerySchema = pagingQuerySchema.extend({
  role: roleSchema.optional(),
  status: statusAktifSchema.optional(),
});
export type AkunListQuery = z.output<typeof akunListQuerySchema>;

export const akunValidasiQuerySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi'),
});
export const akunValidasiResponseSchema = z.object({ tersedia: z.boolean(), message: z.string() });
