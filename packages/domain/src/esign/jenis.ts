/**
 * The kinds of document that go through electronic signature (docs/esign.md); the operation
 * report is the theatre module's (docs/operasi.md), through the same source interface.
 */
export const JENIS_DOKUMEN_TTD = [
  'SURAT',
  'RESUME',
  'HASIL_LAB',
  'EKSPERTISE_RADIOLOGI',
  'LAPORAN_OPERASI',
] as const;
export type JenisDokumenTtd = (typeof JENIS_DOKUMEN_TTD)[number];

export const LABEL_JENIS_DOKUMEN_TTD: Record<JenisDokumenTtd, string> = {
  SURAT: 'Surat',
  RESUME: 'Resume Medis',
  HASIL_LAB: 'Hasil Laboratorium',
  EKSPERTISE_RADIOLOGI: 'Ekspertise Radiologi',
  LAPORAN_OPERASI: 'Laporan Operasi',
};

/**
 * A signer's registration: sent (DIAJUKAN, the identity is being verified), AKTIF (a certificate
 * is issued and the PIN works), DITOLAK with a reason, or NONAKTIF (revoked; history kept).
 */
export const STATUS_PENANDA = ['DIAJUKAN', 'AKTIF', 'DITOLAK', 'NONAKTIF'] as const;
export type StatusPenanda = (typeof STATUS_PENANDA)[number];

/** A document's request for a signature. */
export const STATUS_PENGAJUAN_TTD = ['MENUNGGU', 'DITANDATANGANI', 'DITOLAK', 'DIBATALKAN'] as const;
export type StatusPengajuanTtd = (typeof STATUS_PENGAJUAN_TTD)[number];

export const PENYEDIA_TTD = ['LOKAL', 'TILAKA'] as const;
export type PenyediaTtdKode = (typeof PENYEDIA_TTD)[number];

/** Wrong PINs in a row that lock a signer's PIN until an administrator unlocks it. */
export const MAKS_PIN_SALAH = 5;
