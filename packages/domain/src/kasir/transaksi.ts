import { z } from 'zod';

/** What a charge is for (spec §4 transaction types). */
/** AKOMODASI: an inpatient day's room and nursing care, and a class upgrade's difference. */
export const JENIS_TRANSAKSI = ['TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL', 'AKOMODASI'] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];

export const LABEL_JENIS_TRANSAKSI: Record<JenisTransaksi, string> = {
  TINDAKAN: 'Tindakan',
  OBAT: 'Obat',
  RADIOLOGI: 'Radiologi',
  LABOR: 'Laboratorium',
  KONSUL: 'Konsultasi',
  AKOMODASI: 'Kamar & Akomodasi',
};

/** One charge line as the clinic and the cashier show it. */
export const transaksiSchema = z.object({
  uid: z.string(),
  kunjungan_uid: z.string(),
  layanan_uid: z.string().nullable(),
  jenis: z.enum(JENIS_TRANSAKSI),
  sumber: z.string(),
  sumber_uid: z.string(),
  kode: z.string().nullable(),
  nama: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
  penjamin: z.string(),
  kelas: z.string(),
  membalik_uid: z.string().nullable(),
  alasan: z.string().nullable(),
  /** The receipt that paid it; null while open. */
  pembayaran_uid: z.string().nullable(),
  created_at: z.string(),
});
export type Transaksi = z.infer<typeof transaksiSchema>;
