import { z } from 'zod';

/**
 * The password policy (docs/platform.md, "Password"): one list of rules, read by the zod schema
 * that both endpoints and both forms use, and by the checklist shown under the field.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAKS = 128;

// Passwords that top every leaked list, plus the ones staff in an Indonesian hospital reach for
// first. Compared in lower case; the other rules already refuse anything shorter or without digits.
const PASSWORD_UMUM = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'admin123',
  'admin1234',
  'admin12345',
  'qwerty123',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  '1q2w3e4r',
  '1qaz2wsx',
  '12345678a',
  '123456789a',
  'bismillah1',
  'bismillah123',
  'indonesia1',
  'indonesia123',
  'rahasia1',
  'rahasia123',
  'sayang123',
  'jakarta123',
  'rumahsakit1',
  'rumahsakit123',
  'dokter123',
  'perawat123',
  'pasien123',
  'demo1234',
  'rawat123',
]);

export const KODE_ATURAN_PASSWORD = ['panjang', 'huruf_angka', 'bukan_username', 'tidak_umum'] as const;
export type KodeAturanPassword = (typeof KODE_ATURAN_PASSWORD)[number];

export interface AturanPassword {
  kode: KodeAturanPassword;
  /** The rule as the checklist under the field reads it. */
  label: string;
  /** The error when the rule is not met. */
  pesan: string;
  terpenuhi: (password: string, username?: string | null) => boolean;
}

/** Whether the password shows the username. Short seed usernames ('rm', 'pp') only refuse equality. */
function memuatUsername(password: string, username?: string | null): boolean {
  const u = username?.trim().toLowerCase();
  if (!u) return false;
  const p = password.toLowerCase();
  return u.length >= 3 ? p.includes(u) : p === u;
}

export const ATURAN_PASSWORD: readonly AturanPassword[] = [
  {
    kode: 'panjang',
    label: `Minimal ${PASSWORD_MIN} karakter`,
    pesan: `Password minimal ${PASSWORD_MIN} karakter`,
    terpenuhi: (p) => p.length >= PASSWORD_MIN,
  },
  {
    kode: 'huruf_angka',
    label: 'Memuat huruf dan angka',
    pesan: 'Password harus memuat huruf dan angka',
    terpenuhi: (p) => /\p{L}/u.test(p) && /\p{Nd}/u.test(p),
  },
  {
    kode: 'bukan_username',
    label: 'Tidak memuat username',
    pesan: 'Password tidak boleh sama dengan atau memuat username',
    terpenuhi: (p, u) => !memuatUsername(p, u),
  },
  {
    kode: 'tidak_umum',
    label: 'Bukan password yang umum dipakai',
    pesan: 'Password terlalu umum dan mudah ditebak',
    terpenuhi: (p) => !PASSWORD_UMUM.has(p.toLowerCase()),
  },
];

/** The rules a password does not meet yet, in the order the checklist shows them. */
export function aturanTidakTerpenuhi(password: string, username?: string | null): AturanPassword[] {
  return ATURAN_PASSWORD.filter((a) => !a.terpenuhi(password, username));
}

/**
 * The policy as a zod schema: every unmet rule is one issue, the length rule first. Without
 * `username` the username rule cannot fail; the account's forms and services pass it.
 */
export function skemaPasswordBaru(username?: string | null) {
  return z
    .string({ message: 'Password wajib diisi' })
    .max(PASSWORD_MAKS, `Password maksimal ${PASSWORD_MAKS} karakter`)
    .superRefine((password, ctx) => {
      if (password === '') {
        ctx.addIssue({ code: 'custom', message: 'Password wajib diisi' });
        return;
      }
      for (const a of aturanTidakTerpenuhi(password, username))
        ctx.addIssue({ code: 'custom', message: a.pesan });
    });
}

/** The policy where the username is not in the same body (it is checked again by the service). */
export const passwordBaruSchema = skemaPasswordBaru();

/** Adds the username rule's issue at `path`, for a body that carries both username and password. */
export function cekPasswordMemuatUsername(
  ctx: z.RefinementCtx,
  password: unknown,
  username: unknown,
  path: string,
): void {
  if (typeof password !== 'string' || typeof username !== 'string' || password === '') return;
  const aturan = ATURAN_PASSWORD.find((a) => a.kode === 'bukan_username');
  if (aturan && !aturan.terpenuhi(password, username))
    ctx.addIssue({ code: 'custom', path: [path], message: aturan.pesan });
}
