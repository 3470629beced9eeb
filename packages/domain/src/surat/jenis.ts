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

export const KELOMPOK_JENIS_SURAT: Record<JenisSurat, KelompokSurat> = {
  SAKIT: 'KETERANGAN',
  SEHAT: 'KETERANGAN',
  DIRAWAT: 'KETERANGAN',
  BUTA_WARNA: 'KETERANGAN',
  BEBAS_NARKOBA: 'KETERANGAN',
  KEMATIAN: 'KETERANGAN',
  KONTROL: 'KONTROL',
  KELAHIRAN: 'KELAHIRAN',
};

/** The kinds of one group, in the order the form offers them. */
export function jenisDalamKelompok(kelompok: KelompokSurat): JenisSurat[] {
  return JENIS_SURAT.filter((j) => KELOMPOK_JENIS_SURAT[j] === kelompok);
}

export const LABEL_KELOMPOK_SURAT: Record<KelompokSurat, string> = {
  KETERANGAN: 'Surat Keterangan',
  KONTROL: 'Surat Kontrol',
  KELAHIRAN: 'Surat Kelahiran',
};

/** The letter's title as printed (upper-cased on paper) and as lists name it. */
export const LABEL_JENIS_SURAT: Record<JenisSurat, string> = {
  SAKIT: 'Surat Keterangan Sakit',
  SEHAT: 'Surat Keterangan Sehat',
  DIRAWAT: 'Surat Keterangan Rawat Inap',
  BUTA_WARNA: 'Surat Keterangan Buta Warna',
  BEBAS_NARKOBA: 'Surat Keterangan Bebas Narkoba',
  KEMATIAN: 'Surat Keterangan Kematian',
  KONTROL: 'Surat Kontrol',
  KELAHIRAN: 'Surat Keterangan Kelahiran',
};

/**
 * The kind's code in the letter number ('007/SKS/…'), as Indonesian hospitals abbreviate them
 * (docs/surat.md). A code is never reused for another kind: numbers run per code per year.
 */
export const KODE_JENIS_SURAT: Record<JenisSurat, string> = {
  SAKIT: 'SKS',
  SEHAT: 'SKBS',
  DIRAWAT: 'SKRI',
  BUTA_WARNA: 'SKBW',
  BEBAS_NARKOBA: 'SKBN',
  KEMATIAN: 'SKK',
  KONTROL: 'SRK',
  KELAHIRAN: 'SKL',
};

export const LABEL_STATUS_SURAT: Record<StatusSurat, string> = {
  DRAF: 'Draf',
  TERBIT: 'Terbit',
  DIBATALKAN: 'Dibatalkan',
};
