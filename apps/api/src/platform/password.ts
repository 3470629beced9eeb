import { hash, verify } from '@node-rs/argon2';
import { skemaPasswordBaru } from '@rawat/domain';
import { badRequest } from './errors.ts';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verified against when the username does not exist, so timing does not reveal which usernames exist.
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hash('rawat-dummy-password');
  return dummy;
}

/**
 * The password policy with the account's username, for bodies that do not carry it (an ADMIN
 * reset, one's own change): the same zod schema the forms use, answered as a 400 on `path`.
 */
export function wajibKebijakanPassword(password: string, username: string, path: string): void {
  const hasil = skemaPasswordBaru(username).safeParse(password);
  if (hasil.success) return;
  const errors = hasil.error.issues.map((i) => ({ path, message: i.message }));
  throw badRequest(errors[0]?.message ?? 'Password tidak memenuhi kebijakan', errors);
}
