import { z } from 'zod';

/*
 * The national codes SATUSEHAT needs on our master data (docs/satusehat.md "Pengiriman per
 * kunjungan"): a drug's KFA code (Kamus Farmasi dan Alat Kesehatan) for Medication, a lab test's
 * LOINC code for ServiceRequest and Observation. Both are optional on the forms: a product or test
 * without one is refused by the SATUSEHAT sender with a message naming where to fill it in.
 */

/**
 * LOINC's Mod 10 check digit of the number part (LOINC Users' Guide, "Calculating Mod 10 check
 * digits"): the odd positions from the right, read right to left, doubled as one number; the even
 * positions in front; the digits summed; the distance up to the next multiple of ten.
 */
export function cekDigitLoinc(angka: string): number {
  const dariKanan = [...angka].reverse();
  const ganjil = dariKanan.filter((_, i) => i % 2 === 0).join('');
  const genap = dariKanan.filter((_, i) => i % 2 === 1).join('');
  const gabung = `${genap}${Number(ganjil) * 2}`;
  const jumlah = [...gabung].reduce((s, d) => s + Number(d), 0);
  return (10 - (jumlah % 10)) % 10;
}

/** A LOINC code in its written form ('718-7') whose check digit is right. */
export function loincSah(kode: string): boolean {
  const m = /^(\d{1,7})-(\d)$/.exec(kode);
  return m !== null && cekDigitLoinc(m[1] ?? '') === Number(m[2]);
}

/** KFA product codes are eight digits: 91… active substance, 92… virtual product, 93… actual product. */
export function kfaSah(kode: string): boolean {
  return /^\d{8}$/.test(kode);
}

const kosongJadiNull = (v: string | null | undefined) => (v ? v : null);

/** Optional KFA code on the drug master ('' → null). */
export const kodeKfaSchema = z
  .string({ message: 'Kode KFA harus berupa teks' })
  .trim()
  .nullish()
  .transform(kosongJadiNull)
  .refine((v) => v === null || kfaSah(v), 'Kode KFA berupa 8 angka, mis. 92001267');

/** Optional LOINC code on the lab test master ('' → null); the check digit is verified. */
export const kodeLoincSchema = z
  .string({ message: 'Kode LOINC harus berupa teks' })
  .trim()
  .nullish()
  .transform(kosongJadiNull)
  .refine((v) => v === null || /^\d{1,7}-\d$/.test(v), 'Kode LOINC berformat angka-cek, mis. 718-7')
  .refine((v) => v === null || !/^\d{1,7}-\d$/.test(v) || loincSah(v), 'Digit cek kode LOINC tidak cocok');
