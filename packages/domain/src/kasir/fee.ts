import { z } from 'zod';
import { formatAngkaMaks, formatRupiah } from '../format/rupiah.ts';
import { tanggalSchema } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { LABEL_JENIS_TRANSAKSI } from './transaksi.ts';

// Doctor fees (/kelola-fee, /antrian-FEE, /detailfee; docs/kasir.md "Fee dokter"): rules per
// doctor and charge type, optionally for one procedure; every paid charge with a doctor on it earns
// the fee its rule gives, computed when the receipt is taken.

/**
 * The charge types a fee rule can name. Only consultations and procedures carry the doctor who did
 * them (`transaksi.pelaksana_uid`); lab and radiology charges do not name a reading doctor yet, so
 * a rule for them could never apply and is not offered (docs/kasir.md).
 */
export const JENIS_FEE = ['KONSUL', 'TINDAKAN'] as const;
export type JenisFee = (typeof JENIS_FEE)[number];
export const LABEL_JENIS_FEE: Record<JenisFee, string> = {
  KONSUL: LABEL_JENIS_TRANSAKSI.KONSUL,
  TINDAKAN: LABEL_JENIS_TRANSAKSI.TINDAKAN,
};

/** A percentage of the charge, or a fixed rupiah amount per unit charged. */
export const TIPE_FEE = ['PERSEN', 'NOMINAL'] as const;
export type TipeFee = (typeof TIPE_FEE)[number];
export const LABEL_TIPE_FEE: Record<TipeFee, string> = {
  PERSEN: 'Persentase',
  NOMINAL: 'Nominal tetap',
};

/** A fixed fee per unit above this is a typo, not a policy. */
export const MAKS_FEE_NOMINAL = 100_000_000;
/** The longest range of the fee screens and their exports. */
export const MAKS_HARI_FEE = 366;

/** '30%', '12,5%' or 'Rp 25.000' (per unit): how a rule reads on screens and prints. */
export function labelNilaiFee(tipe: TipeFee, nilai: number): string {
  return tipe === 'PERSEN' ? `${formatAngkaMaks(nilai, 2)}%` : formatRupiah(nilai);
}

/**
 * The fee a charge earns: PERSEN = dasar × nilai / 100 rounded half up to the rupiah (computed on
 * hundredths of a percent in integers, so 12,5% of Rp 150.001 is exact); NOMINAL = nilai × the
 * units charged. `dasar` is the charge's total, `jumlah` its units.
 */
export function hitungFee(tipe: TipeFee, nilai: number, dasar: number, jumlah: number): number {
  if (tipe === 'NOMINAL') return Math.round(nilai) * jumlah;
  const perseratus = BigInt(Math.round(nilai * 100));
  const kali = BigInt(Math.max(0, Math.trunc(dasar))) * perseratus;
  return Number((kali * 2n + 10_000n) / 20_000n);
}

const uidWajib = (label: string) => z.uuid({ message: `${label} wajib dipilih` });

/** POST /kasir/fee/aturan and PUT /kasir/fee/aturan/{uid}. */
export const feeAturanInputSchema = z
  .object({
    pegawai_uid: uidWajib('Dokter'),
    jenis_transaksi: z.enum(JENIS_FEE, { message: 'Jenis tagihan harus Konsultasi atau Tindakan' }),
    /** One procedure; empty = every other item of the type (the type's default). */
    tindakan_uid: z
      .union([z.literal(''), z.uuid({ message: 'Tindakan tidak valid' })])
      .nullish()
      .transform((v) => (v ? v : null)),
    tipe: z.enum(TIPE_FEE, { message: 'Tipe fee harus Persentase atau Nominal tetap' }),
    nilai: angkaDariTeks(
      z.number({ message: 'Nilai fee harus angka' }).refine(Number.isFinite, 'Nilai fee harus angka'),
    ),
  })
  .superRefine((v, c) => {
    const galat = (message: string) => c.addIssue({ code: 'custom', path: ['nilai'], message });
    if (v.tipe === 'PERSEN') {
      if (!(v.nilai > 0) || v.nilai > 100) galat('Persentase harus lebih dari 0 dan paling besar 100');
      else if (Math.abs(v.nilai * 100 - Math.round(v.nilai * 100)) > 1e-6)
        galat('Persentase paling banyak 2 angka di belakang koma');
    } else if (!Number.isInteger(v.nilai)) galat('Nominal fee harus bilangan bulat rupiah');
    else if (v.nilai < 1) galat('Nominal fee harus lebih dari Rp 0');
    else if (v.nilai > MAKS_FEE_NOMINAL) galat(`Nominal fee paling besar ${formatRupiah(MAKS_FEE_NOMINAL)}`);
  });
export type FeeAturanInput = z.input<typeof feeAturanInputSchema>;
export type FeeAturanInputValid = z.infer<typeof feeAturanInputSchema>;

const rujukan = z.object({ uid: z.string(), kode: z.string(), nama: z.string() });

/** A fee rule as /kelola-fee lists it. */
export const feeAturanSchema = z.object({
  uid: z.string(),
  /** The doctor (an employee with a doctor profile); `nama` with titles. */
  pegawai: rujukan,
  jenis_transaksi: z.enum(JENIS_FEE),
  /** null: the type's default for this doctor. */
  tindakan: rujukan.nullable(),
  tipe: z.enum(TIPE_FEE),
  nilai: z.number(),
  /** '30%' or 'Rp 25.000'. */
  label_nilai: z.string(),
  aktif: z.boolean(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeeAturan = z.infer<typeof feeAturanSchema>;

/** GET /kasir/fee/aturan: `search` matches the doctor's name or NIP and the procedure's name or code. */
export const feeAturanQuerySchema = pagingQuerySchema.extend({
  pegawai_uid: z.uuid({ message: 'Dokter tidak valid' }).optional(),
  jenis_transaksi: z.enum(JENIS_FEE, { message: 'Jenis tagihan tidak dikenal' }).optional(),
  /** AKTIF (default) or NONAKTIF (deactivated and replaced versions). */
  status: z.enum(['AKTIF', 'NONAKTIF'], { message: 'Status harus AKTIF atau NONAKTIF' }).default('AKTIF'),
});
export type FeeAturanQuery = z.infer<typeof feeAturanQuerySchema>;

// ---- /antrian-FEE and /detailfee --------------------------------------------------------------

export const FORMAT_LAPORAN_FEE = ['json', 'xlsx', 'pdf'] as const;
const formatFee = z
  .enum(FORMAT_LAPORAN_FEE, { message: 'Format harus json, xlsx atau pdf' })
  .optional()
  .default('json');

const rentangValid = (v: { dari?: string | undefined; sampai?: string | undefined }) =>
  !v.dari || !v.sampai || v.dari <= v.sampai;
const PESAN_RENTANG = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

/**
 * GET /kasir/fee: Jakarta days the fees were earned (the receipt's day), this month up to today
 * unless given. A doctor reads only their own; `pegawai_uid` narrows it for who manages fees.
 */
export const ringkasanFeeQuerySchema = z
  .object({
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    pegawai_uid: z.uuid({ message: 'Dokter tidak valid' }).optional(),
    format: formatFee,
  })
  .refine(rentangValid, PESAN_RENTANG);
export type RingkasanFeeQuery = z.infer<typeof ringkasanFeeQuerySchema>;

/** GET /kasir/fee/detail: one doctor's fee lines (a doctor may leave `pegawai_uid` out: their own). */
export const detailFeeQuerySchema = ringkasanFeeQuerySchema;
export type DetailFeeQuery = RingkasanFeeQuery;

/** Sums over fee lines that stand (voided ones left out). */
export const jumlahFeeSchema = z.object({
  /** Paid charges that earned a fee. */
  jumlah_item: z.number().int(),
  /** Σ the charges' totals the fees were computed from. */
  total_tagihan: z.number().int(),
  total_fee: z.number().int(),
});
export type JumlahFee = z.infer<typeof jumlahFeeSchema>;

export const ringkasFeeDokterSchema = jumlahFeeSchema.extend({ pegawai: rujukan });
export type RingkasFeeDokter = z.infer<typeof ringkasFeeDokterSchema>;

export const ringkasanFeeSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  /** The doctor filtered on (always set for a doctor reading their own); null: every doctor. */
  pegawai: rujukan.nullable(),
  /** Doctors with at least one standing fee in the range, by name. */
  respon: z.array(ringkasFeeDokterSchema),
  total: jumlahFeeSchema,
});
export type RingkasanFee = z.infer<typeof ringkasanFeeSchema>;

/** One paid charge and the fee it earned. */
export const barisFeeSchema = z.object({
  uid: z.string(),
  /** When the receipt was taken (the fee's moment). */
  tanggal: z.string(),
  pembayaran_uid: z.string(),
  /** The invoice number (INV-…). */
  nomor: z.string(),
  pasien: z.object({ no_rm: z.string(), nama: z.string() }).nullable(),
  jenis: z.enum(JENIS_FEE),
  kode: z.string().nullable(),
  item: z.string(),
  /** Units charged. */
  jumlah: z.number().int(),
  /** The charge's total the fee was computed from. */
  dasar: z.number().int(),
  tipe: z.enum(TIPE_FEE),
  nilai: z.number(),
  /** '30%' or 'Rp 25.000 × 2': the rule as applied. */
  aturan: z.string(),
  /** Whether the rule was the procedure's own (else the type's default). */
  khusus: z.boolean(),
  fee: z.number().int(),
  /** Set when the receipt was voided: the line stays, struck through, outside the totals. */
  batal_pada: z.string().nullable(),
});
export type BarisFee = z.infer<typeof barisFeeSchema>;

export const detailFeeSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  pegawai: rujukan,
  /** Oldest first. */
  respon: z.array(barisFeeSchema),
  /** Of the standing lines only. */
  total: jumlahFeeSchema,
  /** Lines of voided receipts in the range (listed, not counted). */
  jumlah_batal: z.number().int(),
});
export type DetailFee = z.infer<typeof detailFeeSchema>;

/** The rule of a fee line as it reads: '30%' or 'Rp 25.000 × 2'. */
export function labelAturanFee(tipe: TipeFee, nilai: number, jumlah: number): string {
  return tipe === 'PERSEN' ? labelNilaiFee(tipe, nilai) : `${formatRupiah(nilai)} × ${jumlah}`;
}
