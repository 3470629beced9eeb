import { type Akun, akunCreateSchema, akunUpdateSchema, ROLES } from '@rawat/domain';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

// An untouched select is empty, not an unknown role: say what to do.
const rolePilihan = z.enum(ROLES, { message: 'Role wajib dipilih' });

/**
 * The create form: the domain contract (its password policy included) plus a password
 * confirmation checked on the client. safeExtend keeps the contract's refinement.
 */
export const formBaru = akunCreateSchema
  .safeExtend({ role: rolePilihan, konfirmasi: z.string() })
  .refine((v) => v.password === v.konfirmasi, {
    path: ['konfirmasi'],
    message: 'Konfirmasi password tidak sama',
  });

// Editing never sends username or password; they stay in the values only so both forms share one shape.
export const formUbah = akunUpdateSchema.extend({
  role: rolePilihan,
  username: z.string(),
  password: z.string(),
  konfirmasi: z.string(),
});

export type AkunFormIn = z.input<typeof formBaru>;
export type AkunFormOut = z.output<typeof formBaru>;

export const FIELDS_AKUN: readonly Path<AkunFormIn>[] = [
  'username',
  'nama',
  'role',
  'email',
  'no_hp',
  'password',
  'konfirmasi',
];

export function nilaiAwalAkun(akun: Akun | null): AkunFormIn {
  return {
    username: akun?.username ?? '',
    nama: akun?.nama ?? '',
    // Empty until chosen; the select shows its label and the schema asks for a choice.
    role: akun?.role ?? ('' as AkunFormIn['role']),
    email: akun?.email ?? '',
    no_hp: akun?.no_hp ?? '',
    password: '',
    konfirmasi: '',
  };
}
