import { z } from 'zod';
import { tanggalSchema, teksOpsional } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { METODE_BAYAR } from './pembayaran.ts';

// A cashier's shift (docs/kasir.md "Shift dan deposit"): opened with the float in the drawer,
// closed with the cash counted; its totals per method and the printable closing report.

/** POST /kasir/shift/buka: the float in the drawer when the shift starts. */
export const bukaShiftInputSchema = z.object({
  modal_awal: angkaDariTeks(
    z
      .number({ message: 'Modal awal harus angka' })
      .int('Modal awal harus bilangan bulat rupiah')
      .min(0, 'Modal awal tidak boleh negatif')
      .max(1_000_000_000, 'Modal awal terlalu besar')
      .default(0),
  ),
});
export type BukaShiftInput = z.infer<typeof bukaShiftInputSchema>;

/** A cashier's shift as the cashier screens show it. */
export const shiftSchema = z.object({
  uid: z.string(),
  akun: z.object({ uid: z.string(), nama: z.string(), username: z.string() }),
  dibuka_pada: z.string(),
  modal_awal: z.number().int(),
  ditutup_pada: z.string().nullable(),
  kas_dihitung: z.number().int().nullable(),
  catatan: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** A form's '' is "not filled in" and a digit string is its number; anything else is left to fail. */
function angkaAtauKosong(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

/** POST /kasir/shift/{uid}/tutup: the cash counted in the drawer and an optional note. */
export const tutupShiftInputSchema = z.object({
  // Required: an empty field is not 'Rp 0' (an empty drawer is counted and typed as 0).
  kas_dihitung: z.preprocess(
    angkaAtauKosong,
    z
      .number({
        error: (i) => (i.input === undefined ? 'Kas dihitung wajib diisi' : 'Kas dihitung harus angka'),
      })
      .int('Kas dihitung harus bilangan bulat rupiah')
      .min(0, 'Kas dihitung tidak boleh negatif')
      .max(1_000_000_000_000, 'Kas dihitung terlalu besar'),
  ),
  catatan: teksOpsional(300, 'Catatan'),
});
export type TutupShiftInput = z.infer<typeof tutupShiftInputSchema>;

export const STATUS_SHIFT = ['TERBUKA', 'DITUTUP'] as const;
export type StatusShift = (typeof STATUS_SHIFT)[number];

/** GET /kasir/shift: shifts opened in a Jakarta date range, newest first. */
export const shiftQuerySchema = pagingQuerySchema
  .extend({
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    /** One cashier's shifts (only with kasir.laporan:read; others always see their own). */
    akun_uid: z.uuid({ message: 'Akun tidak valid' }).optional(),
    status: z.enum(STATUS_SHIFT, { message: 'Status harus TERBUKA atau DITUTUP' }).optional(),
  })
  .refine((v) => !v.dari || !v.sampai || v.dari <= v.sampai, {
    path: ['sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type ShiftQuery = z.infer<typeof shiftQuerySchema>;

/** One method's line of a shift: receipts paid with it, deposits taken and refunded with it. */
export const metodeShiftSchema = z.object({
  metode: z.enum(METODE_BAYAR),
  label: z.string(),
  /** Σ of the receipts' lines of this method (voids in this shift are negative lines). */
  pembayaran: z.number().int(),
  /** Deposits taken in (SETOR) with this method. */
  deposit_setor: z.number().int(),
  /** Deposits paid back (REFUND) with this method, as a positive amount. */
  deposit_refund: z.number().int(),
  /** pembayaran + deposit_setor − deposit_refund; for DEPOSIT it is the deposit used, not money. */
  bersih: z.number().int(),
});
export type MetodeShift = z.infer<typeof metodeShiftSchema>;

/** GET /kasir/shift/{uid}/ringkasan and the answer of closing: what the shift took, per method. */
export const ringkasanShiftSchema = z.object({
  shift: shiftSchema,
  /** Every method, in METODE_BAYAR order (zeros included, so screens and reports line up). */
  per_metode: z.array(metodeShiftSchema),
  /** Receipts taken in the shift (not counting void rows). */
  jumlah_kuitansi: z.number().int(),
  /** Voids made in the shift (of this shift's receipts or older ones). */
  jumlah_batal: z.number().int(),
  /** Σ jumlah_bayar of the shift's receipts and voids (the voids negative). */
  total_pembayaran: z.number().int(),
  /** Of that, paid from deposits (method DEPOSIT): no money changed hands at the counter. */
  total_pakai_deposit: z.number().int(),
  jumlah_deposit_setor: z.number().int(),
  jumlah_deposit_refund: z.number().int(),
  total_deposit_setor: z.number().int(),
  total_deposit_refund: z.number().int(),
  /** Money that came in through the counter, every method but DEPOSIT: Σ bersih. */
  total_uang_masuk: z.number().int(),
  /** The drawer: modal + cash received (net of change) + cash deposits − cash refunds. */
  kas: z.object({
    modal_awal: z.number().int(),
    tunai_pembayaran: z.number().int(),
    tunai_deposit_setor: z.number().int(),
    tunai_deposit_refund: z.number().int(),
    seharusnya: z.number().int(),
    /** Counted at closing; null while the shift is open. */
    dihitung: z.number().int().nullable(),
    /** dihitung − seharusnya: negative = short, positive = over; null while open. */
    selisih: z.number().int().nullable(),
  }),
});
export type RingkasanShift = z.infer<typeof ringkasanShiftSchema>;

/** A row of the shift list: the shift with its receipts count and money in. */
export const shiftRingkasSchema = shiftSchema.extend({
  jumlah_kuitansi: z.number().int(),
  total_pembayaran: z.number().int(),
});
export type ShiftRingkas = z.infer<typeof shiftRingkasSchema>;

/** Paper of a printed cashier document: A4 for the file, 80 mm for the thermal printer. */
export const KERTAS_KASIR = ['A4', '80mm'] as const;
export type KertasKasir = (typeof KERTAS_KASIR)[number];
export const kertasQuerySchema = (bawaan: KertasKasir) =>
  z.object({
    kertas: z.enum(KERTAS_KASIR, { message: 'Kertas harus A4 atau 80mm' }).optional().default(bawaan),
  });

/** The cash expected in the drawer of a shift (the rule the API, the PDF and the closing dialog share). */
export function kasSeharusnya(k: {
  modal_awal: number;
  tunai_pembayaran: number;
  tunai_deposit_setor: number;
  tunai_deposit_refund: number;
}): number {
  return k.modal_awal + k.tunai_pembayaran + k.tunai_deposit_setor - k.tunai_deposit_refund;
}
