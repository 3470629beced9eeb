import { z } from 'zod';
import { formatRupiah } from '../format/rupiah.ts';
import { PENJAMIN_KUNJUNGAN, type PenjaminKunjungan } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { ringkasPembayaranSchema } from './pembayaran.ts';
import { JENIS_TRANSAKSI, transaksiSchema } from './transaksi.ts';

/**
 * Who pays what of a bill (issue 7): a BPJS (or the older ASKES) visit is covered by the payer
 * under its package rate, so the patient pays nothing at the cashier; UMUM pays everything; an
 * insurer pays up to its ceiling (plafon, none = no ceiling) and the patient the rest.
 */
export function bagiTagihan(
  total: number,
  penjamin: PenjaminKunjungan,
  plafon: number | null,
): { ditanggung_penjamin: number; bayar_pasien: number } {
  if (total <= 0) return { ditanggung_penjamin: 0, bayar_pasien: 0 };
  if (penjamin === 'UMUM') return { ditanggung_penjamin: 0, bayar_pasien: total };
  if (penjamin === 'BPJS' || penjamin === 'ASKES') return { ditanggung_penjamin: total, bayar_pasien: 0 };
  const ditanggung = plafon === null ? total : Math.min(total, Math.max(0, plafon));
  return { ditanggung_penjamin: ditanggung, bayar_pasien: total - ditanggung };
}

/** GET /kasir/antrian: visits of a day with charges not yet paid, oldest first. */
export const antrianKasirQuerySchema = pagingQuerySchema.extend({
  tanggal: tanggalSchema.optional(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak valid' }).optional(),
});
export type AntrianKasirQuery = z.infer<typeof antrianKasirQuerySchema>;

const pasienRingkas = z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() });

export const antrianKasirSchema = z.object({
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  pasien: pasienRingkas,
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  label_penjamin: z.string(),
  asuransi: z.string().nullable(),
  /** The clinics of the visit, in the order they were added. */
  poli: z.array(z.string()),
  jumlah_item: z.number().int(),
  total: z.number().int(),
  bayar_pasien: z.number().int(),
  terakhir: z.string(),
});
export type AntrianKasir = z.infer<typeof antrianKasirSchema>;

export const kelompokTagihanSchema = z.object({
  jenis: z.enum(JENIS_TRANSAKSI),
  label: z.string(),
  /** Live charges (a reversed charge and its reversal are left out; see `dibatalkan`). */
  items: z.array(transaksiSchema),
  subtotal: z.number().int(),
});

/**
 * What a unit has in hand for the visit but has not charged yet (issue 17): a lab or radiology
 * order nobody has performed, a prescription still being reviewed or prepared. Not part of the
 * bill: the charge arrives when the unit does the work.
 */
export const JENIS_TERTUNDA = ['LABOR', 'RADIOLOGI', 'RESEP'] as const;
export type JenisTertunda = (typeof JENIS_TERTUNDA)[number];
export const LABEL_JENIS_TERTUNDA: Record<JenisTertunda, string> = {
  LABOR: 'Order laboratorium',
  RADIOLOGI: 'Order radiologi',
  RESEP: 'Resep',
};

export const tertundaSchema = z.object({
  jenis: z.enum(JENIS_TERTUNDA),
  label: z.string(),
  /** The order or prescription. */
  uid: z.string(),
  nomor: z.string(),
  /** Where it stands at the unit, in words ('Diminta', 'Sedang Disiapkan'). */
  label_status: z.string(),
  /** What it holds: the exams, or the medicines and racikan. */
  items: z.array(z.string()),
  /**
   * The estimate at today's prices for the visit's payer: the exam tariff of the payer and class,
   * Σ quantity × selling price for a prescription. The real charge may differ.
   */
  perkiraan: z.number().int(),
  /** Lines without a price for this payer (no tariff yet): not in the estimate. */
  tanpa_harga: z.number().int(),
  created_at: z.string(),
});
export type Tertunda = z.infer<typeof tertundaSchema>;

/** 'Masih ada 2 order/resep yang belum ditagihkan, perkiraan Rp 95.000' — the cashier's warning. */
export function ringkasTertunda(daftar: readonly Pick<Tertunda, 'perkiraan'>[]): string {
  const total = daftar.reduce((n, t) => n + t.perkiraan, 0);
  return `Masih ada ${daftar.length} order/resep yang belum ditagihkan, perkiraan ${formatRupiah(total)}`;
}

/** GET /kasir/tagihan/{kunjungan_uid}: the bill grouped by type, with the payer's and the patient's share. */
export const tagihanSchema = z.object({
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  pasien: pasienRingkas.extend({ tanggal_lahir: z.string(), jenis_kelamin: z.string() }),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  label_penjamin: z.string(),
  asuransi: z.object({ nama: z.string(), plafon: z.number().int().nullable() }).nullable(),
  no_kartu: z.string().nullable(),
  poli: z.array(z.string()),
  kelompok: z.array(kelompokTagihanSchema),
  /** Charges cancelled by their module (with the reason), shown apart so the bill explains itself. */
  dibatalkan: z.array(transaksiSchema.extend({ alasan_batal: z.string().nullable() })),
  /** The whole bill (live charges) and its split between payer and patient. */
  total: z.number().int(),
  ditanggung_penjamin: z.number().int(),
  bayar_pasien: z.number().int(),
  /** What live receipts took from the patient, and the discounts they gave. */
  sudah_dibayar: z.number().int(),
  diskon: z.number().int(),
  /** The charges not yet on a receipt: their total, the payer's part of it, the patient's due. */
  tagihan_terbuka: z.number().int(),
  penjamin_terbuka: z.number().int(),
  sisa: z.number().int(),
  /** The visit's deposit balance, usable as a payment method. */
  saldo_deposit: z.number().int(),
  /** Receipts of the visit, newest first (voided ones flagged). */
  pembayaran: z.array(ringkasPembayaranSchema),
  /** Ordered but not yet charged (outside every total above), oldest first, and their estimate. */
  tertunda: z.array(tertundaSchema),
  perkiraan_tertunda: z.number().int(),
});
export type Tagihan = z.infer<typeof tagihanSchema>;
