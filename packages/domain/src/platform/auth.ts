import { z } from 'zod';
import { roleSchema } from '../akses/roles.ts';

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

export { roleSchema };
