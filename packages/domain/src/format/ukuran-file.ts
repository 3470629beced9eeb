import { formatAngkaMaks } from './rupiah.ts';

/** File size units from bytes to YB, each 1024 times the previous (spec §9). */
export const SATUAN_UKURAN_FILE = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Human file size, base 1024, at most `decimals` decimals with trailing zeros dropped: 1572864 → '1,5 MB'. */
export function formatUkuranFile(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError('Ukuran file harus angka tidak negatif.');
  }
  const terakhir = SATUAN_UKURAN_FILE.length - 1;
  let i = 0;
  let nilai = bytes;
  while (nilai >= 1024 && i < terakhir) {
    nilai /= 1024;
    i++;
  }
  const faktor = 10 ** decimals;
  // 1023.999 KB would print '1.024 KB' after rounding; move up a unit so it reads '1 MB'.
  if (Math.round(nilai * faktor) / faktor >= 1024 && i < terakhir) {
    nilai /= 1024;
    i++;
  }
  return `${formatAngkaMaks(nilai, decimals)} ${SATUAN_UKURAN_FILE[i] ?? 'B'}`;
}
