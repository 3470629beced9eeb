import { z } from 'zod';

/** Queue statuses of spec §4, plus BATAL for a cancelled registration (docs/pendaftaran.md). */
export const STATUS_ANTRIAN = ['WAITING', 'ON_PROCESS', 'WAITING_DOKTER', 'DONE', 'BATAL'] as const;
export type StatusAntrian = (typeof STATUS_ANTRIAN)[number];

/** The Indonesian label of each queue status (spec §4). */
export const LABEL_STATUS_ANTRIAN = {
  WAITING: 'Menunggu',
  ON_PROCESS: 'Sedang Proses',
  WAITING_DOKTER: 'Menunggu Dokter',
  DONE: 'Selesai',
  BATAL: 'Batal',
} as const satisfies Record<StatusAntrian, string>;

/** Statuses still ahead of the doctor: they count when a ticket asks how many are before it. */
export const STATUS_ANTRIAN_MENUNGGU: readonly StatusAntrian[] = ['WAITING', 'ON_PROCESS'];

/** 'A-012': the clinic's prefix and the day's number, three digits (more when a day passes 999). */
export function formatNomorAntrian(prefix: string, nomor: number): string {
  return `${prefix}-${String(nomor).padStart(3, '0')}`;
}

/** The numbering key of a clinic's queue on one day (platform numbering service). */
export function kunciNomorAntrian(poliUid: string, tanggal: string): string {
  return `ANTRIAN:${poliUid}:${tanggal}`;
}

/** 'Siti Rahmawati' → 'S. R.': all a public ticket shows of the patient. */
export function inisialNama(nama: string): string {
  return nama
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 3)
    .map((w) => `${w[0]?.toUpperCase()}.`)
    .join(' ');
}

export const kodeTiketParamSchema = z.object({
  kode: z.string().regex(/^[A-Za-z0-9]{6,32}$/, 'Kode tiket tidak valid'),
});

/** GET /antrian/tiket/:kode — public: no patient data beyond initials. */
export const tiketPublikSchema = z.object({
  nomor_antrian: z.string(),
  poli_nama: z.string(),
  dokter_nama: z.string().nullable(),
  tanggal: z.string(),
  status: z.enum(STATUS_ANTRIAN),
  inisial: z.string(),
  /** WAITING/ON_PROCESS numbers of that clinic and day before this one; 0 once it is served. */
  sebelum: z.number().int(),
  /** The number now being served (the latest ON_PROCESS/WAITING_DOKTER one), if any. */
  sedang_dilayani: z.string().nullable(),
  diperbarui_pada: z.string(),
});
export type TiketPublik = z.infer<typeof tiketPublikSchema>;
