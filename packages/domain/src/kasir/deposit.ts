import { z } from 'zod';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema } from '../master/common.ts';
import { angkaDariTeks } from '../platform/common.ts';
import { METODE_DENGAN_BANK, type MetodeBayar } from './pembayaran.ts';

// Deposits (uang muka) of a visit (docs/kasir.md "Shift dan deposit"): taken in at the cashier
// (SETOR), used against the bill by a receipt (PAKAI; PAKAI_BATAL when that receipt is voided)
// and the rest paid back (REFUND). Balance = Σ of the movements, never below 0.

export const JENIS_DEPOSIT = ['SETOR', 'PAKAI', 'PAKAI_BATAL', 'REFUND'] as const;
export type JenisDeposit = (typeof JENIS_DEPOSIT)[number];
export const LABEL_JENIS_DEPOSIT: Record<JenisDeposit, string> = {
  SETOR: 'Setoran',
  PAKAI: 'Dipakai membayar',
  PAKAI_BATAL: 'Pemakaian dibatalkan',
  REFUND: 'Pengembalian',
};

/** How deposit money moves at the counter: every payment method except DEPOSIT itself. */
export const METODE_DEPOSIT = [
  'TUNAI',
  'TRANSFER',
  'DEBIT',
  'KREDIT',
  'QRIS',
] as const satisfies readonly MetodeBayar[];
export type MetodeDeposit = (typeof METODE_DEPOSIT)[number];

const rupiahPositif = (label: string) =>
  angkaDariTeks(
    z
      .number({ message: `${label} harus angka` })
      .int(`${label} harus bilangan bulat rupiah`)
      .min(1, `${label} harus lebih dari 0`)
      .max(1_000_000_000_000, `${label} terlalu besar`),
  );

const teks = (label: string, maks: number) =>
  z
    .string()
    .trim()
    .max(maks, `${label} maksimal ${maks} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST /kasir/deposit (take in) and POST /kasir/deposit/refund (pay back): the visit, the amount
 * and how the money moved. Transfer and cards name the bank; QRIS needs its reference.
 */
export const depositInputSchema = z
  .object({
    kunjungan_uid: z.uuid({ message: 'Kunjungan tidak valid' }),
    jumlah: rupiahPositif('Jumlah'),
    metode: z.enum(METODE_DEPOSIT, { message: 'Metode tidak dikenal' }),
    bank_uid: z
      .union([z.literal(''), z.uuid({ message: 'Bank tidak valid' })])
      .nullish()
      .transform((v) => (v ? v : null)),
    referensi: teks('Nomor referensi', 60),
    keterangan: teks('Keterangan', 200),
  })
  .superRefine((d, c) => {
    if ((METODE_DENGAN_BANK as readonly string[]).includes(d.metode) && !d.bank_uid)
      c.addIssue({ code: 'custom', path: ['bank_uid'], message: 'Bank wajib dipilih' });
    if (d.metode === 'QRIS' && !d.referensi)
      c.addIssue({ code: 'custom', path: ['referensi'], message: 'Nomor referensi QRIS wajib diisi' });
  });
export type DepositInput = z.infer<typeof depositInputSchema>;

/** One movement of a visit's deposit. `jumlah` is signed: SETOR and PAKAI_BATAL +, PAKAI and REFUND −. */
export const depositSchema = z.object({
  uid: z.string(),
  /** DEP-YYYYMMDD-NNNN on SETOR and REFUND (the slips); null on PAKAI and PAKAI_BATAL. */
  nomor: z.string().nullable(),
  kunjungan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  jenis: z.enum(JENIS_DEPOSIT),
  label_jenis: z.string(),
  jumlah: z.number().int(),
  metode: z.enum(METODE_DEPOSIT).nullable(),
  label_metode: z.string().nullable(),
  bank: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  referensi: z.string().nullable(),
  keterangan: z.string().nullable(),
  /** The receipt a PAKAI / PAKAI_BATAL belongs to. */
  pembayaran: z.object({ uid: z.string(), nomor: z.string() }).nullable(),
  kasir: z.object({ uid: z.string(), nama: z.string() }),
  shift_uid: z.string(),
  created_at: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** GET /kasir/deposit?kunjungan_uid=: what the visit deposited, used and got back, and the balance. */
export const depositKunjunganQuerySchema = z.object({
  kunjungan_uid: z.uuid({ message: 'Kunjungan tidak valid' }),
});

export const jumlahDepositSchema = z.object({
  setor: z.number().int(),
  /** Used against bills, net of uses given back by voided receipts (PAKAI − PAKAI_BATAL). */
  pakai: z.number().int(),
  refund: z.number().int(),
  /** setor − pakai − refund. */
  saldo: z.number().int(),
});
export type JumlahDeposit = z.infer<typeof jumlahDepositSchema>;

export const depositKunjunganSchema = z.object({
  kunjungan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  tanggal: z.string(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  status: z.string(),
  /** A new deposit is taken only while the visit is AKTIF; a refund any time there is a balance. */
  boleh_setor: z.boolean(),
  jumlah: jumlahDepositSchema,
  /** Oldest first. */
  mutasi: z.array(depositSchema),
});
export type DepositKunjungan = z.infer<typeof depositKunjunganSchema>;

export const FORMAT_LAPORAN_DEPOSIT = ['json', 'xlsx', 'pdf'] as const;
export const MAKS_HARI_LAPORAN_DEPOSIT = 366;

/** GET /kasir/laporan-deposit: this Jakarta month up to today unless a range is given. */
export const laporanDepositQuerySchema = z
  .object({
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    jenis: z.enum(JENIS_DEPOSIT, { message: 'Jenis mutasi deposit tidak dikenal' }).optional(),
    /** Patient name or No. RM, or a slip number. */
    search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
    format: z
      .enum(FORMAT_LAPORAN_DEPOSIT, { message: 'Format harus json, xlsx atau pdf' })
      .optional()
      .default('json'),
  })
  .refine((v) => !v.dari || !v.sampai || v.dari <= v.sampai, {
    path: ['sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type LaporanDepositQuery = z.infer<typeof laporanDepositQuerySchema>;

/** A visit still holding deposit money at the end of the range. */
export const saldoKunjunganSchema = z.object({
  kunjungan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  tanggal: z.string(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  status: z.string(),
  /** Up to the end of the range. */
  jumlah: jumlahDepositSchema,
});
export type SaldoKunjungan = z.infer<typeof saldoKunjunganSchema>;

/**
 * /laporan-deposit: the movements in the range (oldest first) with their totals, and the visits
 * still holding a balance at its end. saldo_akhir = saldo_awal + setor − pakai − refund (all
 * visits), and saldo_akhir = Σ of the visits' balances.
 */
export const laporanDepositSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  mutasi: z.array(depositSchema),
  /** Of the movements listed (a `jenis` or `search` filter narrows them). */
  total: jumlahDepositSchema.extend({
    jumlah_setor: z.number().int(),
    jumlah_refund: z.number().int(),
  }),
  /** All deposits held at the start and at the end of the range (filters do not apply). */
  saldo_awal: z.number().int(),
  saldo_akhir: z.number().int(),
  saldo_kunjungan: z.array(saldoKunjunganSchema),
});
export type LaporanDeposit = z.infer<typeof laporanDepositSchema>;
