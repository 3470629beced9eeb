/**
 * Where a BPJS claim stands. DRAF: opened at E-Klaim; DIGROUP: grouped (tariff known); FINAL:
 * finalised at E-Klaim; TERKIRIM: sent to the data centre; then BPJS's verification answers
 * DISETUJUI (paid per the grouper), PENDING (asks for a fix) or DISPUTE (contested).
 */
export const STATUS_KLAIM = [
  'DRAF',
  'DIGROUP',
  'FINAL',
  'TERKIRIM',
  'DISETUJUI',
  'PENDING',
  'DISPUTE',
] as const;
export type StatusKlaim = (typeof STATUS_KLAIM)[number];

export const LABEL_STATUS_KLAIM: Record<StatusKlaim, string> = {
  DRAF: 'Draf',
  DIGROUP: 'Sudah Grouping',
  FINAL: 'Final',
  TERKIRIM: 'Terkirim',
  DISETUJUI: 'Disetujui',
  PENDING: 'Pending',
  DISPUTE: 'Dispute',
};
