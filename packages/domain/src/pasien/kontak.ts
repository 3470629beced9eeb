/** Message for a phone number that is not an Indonesian mobile number. */
export const PESAN_NO_HP = 'Nomor HP tidak valid (contoh 0812 3456 7890)';

/**
 * An Indonesian mobile number as stored: '08…', 10–15 digits, whatever way it was typed
 * ('+62 812-3456-7890', '62812…', '0812 3456 7890'). Null when it is not one.
 */
export function normalisasiNoHp(s: string): string | null {
  const angka = s.trim().replace(/[\s().-]/g, '');
  const lokal = angka.startsWith('+62')
    ? `0${angka.slice(3)}`
    : angka.startsWith('62')
      ? `0${angka.slice(2)}`
      : angka;
  return /^08\d{8,13}$/.test(lokal) ? lokal : null;
}

/** '081234567890' → '0812-3456-7890', in groups of four as people read it aloud. */
export function formatNoHp(noHp: string): string {
  return noHp.replace(/(\d{4})(?=\d)/g, '$1-');
}
