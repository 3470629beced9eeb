// Spec §5 web address: optional http/https prefix, a domain, a TLD of 2–63 letters, optional path.
// Labels follow DNS (letters, digits, inner hyphens, at most 63 chars). Ports, query strings
// without a path, credentials and spaces are outside the rule and therefore rejected.
const POLA_ALAMAT_WEB = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(\/\S*)?$/i;

/** True for a web address per spec §5, e.g. 'rsud.go.id', 'https://rawat.id/jadwal'. */
export function isAlamatWeb(s: string): boolean {
  return POLA_ALAMAT_WEB.test(s);
}

/** True when s is a NIK (Indonesian national ID number): exactly 16 digits. */
export function isNik(s: string): boolean {
  return /^\d{16}$/.test(s);
}

/** True when s is a BPJS Kesehatan card number: exactly 13 digits. */
export function isNoBpjs(s: string): boolean {
  return /^\d{13}$/.test(s);
}
