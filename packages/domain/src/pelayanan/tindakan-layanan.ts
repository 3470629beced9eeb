import { z } from 'zod';
import { KATEGORI_TINDAKAN } from '../master/tindakan.ts';
import { angkaDariTeks } from '../platform/common.ts';

export const STATUS_TINDAKAN_LAYANAN = ['AKTIF', 'BATAL'] as const;
export type StatusTindakanLayanan = (typeof STATUS_TINDAKAN_LAYANAN)[number];
export const LABEL_STATUS_TINDAKAN_LAYANAN: Record<StatusTindakanLayanan, string> = {
  AKTIF: 'Aktif',
  BATAL: 'Dibatalkan',
};

/**
 * POST /pelayanan/:layanan_uid/tindakan: a procedure done for the patient. The server prices it
 * for the visit's payer (class Rawat Jalan, the layanan's day) and adds its one charge. Without
 * `pelaksana_uid` the writer did it when a doctor, else the layanan's doctor, else the writer.
 */
export const tindakanLayananInputSchema = z.object({
  tindakan_uid: z.uuid({ message: 'Tindakan wajib dipilih' }),
  jumlah: z
    .number({ message: 'Jumlah harus angka' })
    .int('Jumlah harus bilangan bulat')
    .min(1, 'Jumlah minimal 1')
    .max(100, 'Jumlah maksimal 100')
    .default(1),
  pelaksana_uid: z
    .uuid({ message: 'Pelaksana tidak valid' })
    .nullish()
    .transform((v) => v ?? null),
  catatan: z
    .string()
    .trim()
    .max(500, 'Catatan maksimal 500 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TindakanLayananInput = z.input<typeof tindakanLayananInputSchema>;

/** PUT /pelayanan/:layanan_uid/tindakan/:uid/batal: the charge is reversed with this reason. */
export const batalTindakanSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(500, 'Alasan maksimal 500 karakter'),
});
export type BatalTindakanInput = z.infer<typeof batalTindakanSchema>;

export const tindakanLayananSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  tindakan: z.object({
    uid: z.string(),
    kode: z.string(),
    nama: z.string(),
    kategori: z.enum(KATEGORI_TINDAKAN),
  }),
  jumlah: z.number().int(),
  /** Integer rupiah as charged (the tariff in force that day; later tariffs do not change it). */
  harga_satuan: z.number().int(),
  total: z.number().int(),
  pelaksana: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  catatan: z.string().nullable(),
  waktu: z.string(),
  status: z.enum(STATUS_TINDAKAN_LAYANAN),
  alasan_batal: z.string().nullable(),
});
export type TindakanLayanan = z.infer<typeof tindakanLayananSchema>;

/**
 * GET /pelayanan/:layanan_uid/tindakan/pilihan: what this clinic offers, at this payer's price;
 * the clinic's own procedures first, then those priced for the visit, the unpriced last.
 */
export const pilihanTindakanQuerySchema = z.object({
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
  limit: angkaDariTeks(z.number().int().min(1).max(50).default(20)),
});

export const pilihanTindakanSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  kategori: z.enum(KATEGORI_TINDAKAN),
  /** Integer rupiah for the visit's payer; null when no outpatient tariff is set (not chargeable here). */
  harga: z.number().int().nullable(),
  /** Linked to this very clinic in the master (not merely offered everywhere): listed first. */
  milik_poli: z.boolean(),
});
export type PilihanTindakan = z.infer<typeof pilihanTindakanSchema>;

/** Sum of the live procedures (cancelled ones are reversed on the bill). */
export function totalTindakan(rows: readonly Pick<TindakanLayanan, 'status' | 'total'>[]): number {
  return rows.reduce((n, r) => (r.status === 'AKTIF' ? n + r.total : n), 0);
}
