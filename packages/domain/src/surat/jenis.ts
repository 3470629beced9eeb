/**
 * Letters a hospital issues from a visit (docs/surat.md). Three groups, each with its own pages
 * (spec §2): certificates (/surat-keterangan), control letters (/surat-kontrol) and birth
 * certificates (/surat-kelahiran).
 */
export const KELOMPOK_SURAT = ['KETERANGAN', 'KONTROL', 'KELAHIRAN'] as const;
export type KelompokSurat = (typeof KELOMPOK_SURAT)[number];

/** Every kind, with the group it belongs to in `KELOMPOK_JENIS_SURAT`. */
export const JENIS_SURAT = [
  'SAKIT',
  'SEHAT',
  'DIRAWAT',
  'BUTA_WARNA',
  'BEBAS_NARKOBA',
  'KEMATIAN',
  'KONTROL',
  'KELAHIRAN',
] as const;
export type JenisSurat = (typeof JENIS_SURAT)[number];

/** DRAF is edited freely; TERBIT is numbered and frozen; DIBATALKAN stays on record. */
export const STATUS_SURAT = ['DRAF', 'TERBIT', 'DIBATALKAN'] as const;
export type StatusSurat = (typeof STATUS_SURAT)[number];
