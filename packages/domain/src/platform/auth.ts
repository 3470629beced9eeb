import { z } from 'zod';
import { roleSchema } from '../akses/roles.ts';
import { skemaPasswordBaru } from './kebijakan-password.ts';

export const loginBodySchema = z.object({
  username: z
    .string({ message: 'Username wajib diisi' })
    .trim()
    .min(1, 'Username wajib diisi')
    .max(64, 'Username terlalu panjang'),
  password: z
    .string({ message: 'Password wajib diisi' })
    .min(1, 'Password wajib diisi')
    .max(256, 'Password terlalu panjang'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The login data of spec §3: role, username and a data object (the account's profile). */
export const loginDataSchema = z.object({
  role: z.string(),
  username: z.string(),
  admin: z.boolean(),
  data: z.object({
    uid: z.uuid(),
    nama: z.string(),
    email: z.string().nullable(),
    no_hp: z.string().nullable(),
    role_label: z.string(),
  }),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** GET /cookies: the session entry names the cookie and its expiry, never its secret. */
export const cookieEntrySchema = z.object({
  name: z.string(),
  session: z.boolean(),
  expires: z.string(),
  http_only: z.boolean(),
  same_site: z.string(),
});
export const cookiesResponseSchema = z.object({ respon: z.array(cookieEntrySchema) });

/**
 * PUT /auth/password: a person changes their own password. The web passes the username so the
 * form checks the whole policy; the server's body schema has none and the service checks it.
 */
export function skemaUbahPasswordSendiri(username?: string | null) {
  return z
    .object({
      password_lama: z
        .string({ message: 'Password lama wajib diisi' })
        .min(1, 'Password lama wajib diisi')
        .max(256, 'Password terlalu panjang'),
      password_baru: skemaPasswordBaru(username),
      konfirmasi: z.string({ message: 'Ulangi password baru' }).min(1, 'Ulangi password baru'),
    })
    .superRefine((v, ctx) => {
      if (typeof v.konfirmasi === 'string' && v.konfirmasi && v.konfirmasi !== v.password_baru)
        ctx.addIssue({ code: 'custom', path: ['konfirmasi'], message: 'Konfirmasi password tidak sama' });
      if (typeof v.password_baru === 'string' && v.password_baru && v.password_baru === v.password_lama)
        ctx.addIssue({
          code: 'custom',
          path: ['password_baru'],
          message: 'Password baru harus berbeda dari password lama',
        });
    });
}
export const ubahPasswordSendiriSchema = skemaUbahPasswordSendiri();
export type UbahPasswordSendiri = z.infer<typeof ubahPasswordSendiriSchema>;

export { roleSchema };
