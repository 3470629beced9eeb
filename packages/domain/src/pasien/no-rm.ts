/**
 * No. RM (nomor rekam medis): the hospital's number for a patient, never reused. Rawat writes it
 * as 8 digits with leading zeros ('00012345'): room for 99,999,999 patients, it sorts as text,
 * a barcode or a voice reads it without separators, and a number typed without its zeros
 * ('12345') is still found. Allocated by the numbering service under the key `KUNCI_NOMOR_RM`.
 */
export const PANJANG_NO_RM = 8;
export const NO_RM_MAKS = 10 ** PANJANG_NO_RM - 1;

/** The numbering-service key of No. RM (apps/api/src/platform/penomoran.ts). */
export const KUNCI_NOMOR_RM = 'RM';

/** 12345 → '00012345'. Throws RangeError outside 1…99,999,999. */
export function formatNoRm(nomor: number): string {
  if (!Number.isInteger(nomor) || nomor < 1 || nomor > NO_RM_MAKS)
    throw new RangeError(`No. RM harus bilangan bulat 1–${NO_RM_MAKS}`);
  return String(nomor).padStart(PANJANG_NO_RM, '0');
}

/** Whether s is a No. RM as stored: exactly 8 digits, not all zeros. */
export function isNoRm(s: string): boolean {
  return /^\d{8}$/.test(s) && s !== '00000000';
}

/**
 * What typed digits mean as a No. RM: the number itself with its zeros put back ('12345' →
 * '00012345'), and the typed digits as the start of a number ('0001' → 00010000…00019999).
 * Null when the text is not 1–8 digits.
 */
export function kueriNoRm(q: string): { persis: string; awalan: string } | null {
  const s = q.trim();
  if (!/^\d{1,8}$/.test(s)) return null;
  return { persis: s.padStart(PANJANG_NO_RM, '0'), awalan: s };
}
