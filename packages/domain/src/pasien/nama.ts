// Salutations written before a name at registration desks: Tn. (tuan), Ny. (nyonya), Nn. (nona),
// An. (anak), By. (bayi, 'By. Ny. Sari' for a newborn), Sdr./Sdri., Bpk./Bp. Only with their dot,
// so a name that is really 'An Nisa' stays whole.
const SAPAAN = /^(?:tn|ny|nn|an|by|sdr|sdri|bpk|bp)\.\s*/i;

/**
 * A patient name folded for search and duplicate checks: salutations dropped, accents removed,
 * lower case, anything but letters and digits turned into single spaces.
 * 'By. Ny. SITI  Rahma-Wati' → 'siti rahma wati'.
 */
export function lipatNamaPasien(nama: string): string {
  let s = nama.trim();
  for (let m = SAPAAN.exec(s); m; m = SAPAAN.exec(s)) s = s.slice(m[0].length);
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as typed, tidied for storage: outer spaces trimmed and runs of spaces made one. */
export function rapikanNama(nama: string): string {
  return nama.trim().replace(/\s+/g, ' ');
}
