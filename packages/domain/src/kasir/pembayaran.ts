import { z } from 'zod';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { JENIS_TRANSAKSI } from './transaksi.ts';

/** How a patient pays (issue 7). DEPOSIT draws on the visit's deposit balance. */
export const METODE_BAYAR = ['TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'DEPOSIT'] as const;
export type MetodeBayar = (typeof METODE_BAYAR)[number];

export const LABEL_METODE_BAYAR: Record<MetodeBayar, string> = {
  TUNAI: 'Tunai',
  TRANSFER: 'Transfer Bank',
  DEBIT: 'Kartu Debit',
  KREDIT: 'Kartu Kredit',
  QRIS: 'QRIS',
  DEPOSIT: 'Deposit',
};

/** Methods that move money through a bank: the bank is named (master data /master/data/bank). */
export const METODE_DENGAN_BANK: readonly MetodeBayar[] = ['TRANSFER', 'DEBIT', 'KREDIT'];
/** Methods whose reference (QRIS transaction id, card approval code) goes on the receipt. */
export const METODE_DENGAN_REFERENSI: readonly MetodeBayar[] = ['QRIS', 'DEBIT', 'KREDIT', 'TRANSFER'];

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

export const metodeBayarInputSchema = z
  .object({
    metode: z.enum(METODE_BAYAR, { message: 'Metode pembayaran tidak dikenal' }),
    jumlah: rupiahPositif('Jumlah'),
    bank_uid: z
      .union([z.literal(''), z.uuid({ message: 'Bank tidak valid' })])
      .nullish()
      .transform((v) => (v ? v : null)),
    referensi: teks('Nomor referensi', 60),
    /** Cash only: the money handed over (≥ jumlah); the change is computed. */
    diterima: angkaDariTeks(
      z
        .number({ message: 'Uang diterima harus angka' })
        .int('Uang diterima harus bilangan bulat rupiah')
        .min(0, 'Uang diterima tidak boleh negatif')
        .max(1_000_000_000_000, 'Uang diterima terlalu besar')
        .nullish(),
    ),
  })
  .superRefine((m, c) => {
    if (METODE_DENGAN_BANK.includes(m.metode) && !m.bank_uid)
      c.addIssue({ code: 'custom', path: ['bank_uid'], message: 'Bank wajib dipilih' });
    if (m.metode === 'QRIS' && !m.referensi)
      c.addIssue({ code: 'custom', path: ['referensi'], message: 'Nomor referensi QRIS wajib diisi' });
    if (m.metode === 'TUNAI' && m.diterima != null && m.diterima < m.jumlah)
      c.addIssue({
        code: 'custom',
        path: ['diterima'],
        message: 'Uang diterima kurang dari jumlah tunai',
      });
  });
export type MetodeBayarInput = z.infer<typeof metodeBayarInputSchema>;

/**
 * POST /kasir/pembayaran: pays what is open on a visit's bill, or a walk-in pharmacy sale sent to
 * the cashier. `total_tagihan` is the open amount the cashier saw: if charges arrived meanwhile the
 * server answers 409 and nothing is written. The methods must add up to the patient's due after
 * the discount; a discount needs its reason and the cashier's authority.
 */
export const bayarInputSchema = z
  .object({
    kunjungan_uid: z.uuid({ message: 'Kunjungan tidak valid' }).optional(),
    penjualan_uid: z.uuid({ message: 'Penjualan tidak valid' }).optional(),
    total_tagihan: angkaDariTeks(
      z
        .number({ message: 'Total tagihan harus angka' })
        .int('Total tagihan harus bilangan bulat rupiah')
        .min(0, 'Total tagihan tidak boleh negatif'),
    ),
    diskon: angkaDariTeks(
      z
        .number({ message: 'Diskon harus angka' })
        .int('Diskon harus bilangan bulat rupiah')
        .min(0, 'Diskon tidak boleh negatif')
        .default(0),
    ),
    alasan_diskon: teks('Alasan diskon', 200),
    metode: z.array(metodeBayarInputSchema).max(6, 'Paling banyak 6 cara bayar'),
    /**
     * The cashier saw the orders and prescriptions not yet charged (Tagihan.tertunda) and takes
     * the payment anyway; without it the server answers 409 kasir.masih_ada_tertunda while any
     * is open, so the medicine or exam charged later does not reopen a bill believed settled.
     */
    abaikan_tertunda: z.boolean({ message: 'abaikan_tertunda harus true atau false' }).default(false),
  })
  .superRefine((v, c) => {
    if (Boolean(v.kunjungan_uid) === Boolean(v.penjualan_uid))
      c.addIssue({
        code: 'custom',
        path: ['kunjungan_uid'],
        message: 'Pilih satu: kunjungan atau penjualan obat',
      });
    if (v.diskon > 0 && !v.alasan_diskon)
      c.addIssue({ code: 'custom', path: ['alasan_diskon'], message: 'Alasan diskon wajib diisi' });
    if (v.metode.filter((m) => m.metode === 'TUNAI').length > 1)
      c.addIssue({ code: 'custom', path: ['metode'], message: 'Pembayaran tunai cukup satu baris' });
    if (v.metode.filter((m) => m.metode === 'DEPOSIT').length > 1)
      c.addIssue({ code: 'custom', path: ['metode'], message: 'Pemakaian deposit cukup satu baris' });
  });
export type BayarInput = z.infer<typeof bayarInputSchema>;

/** POST /kasir/pembayaran/{uid}/batal. */
export const batalPembayaranInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(5, 'Alasan pembatalan minimal 5 karakter')
    .max(200, 'Alasan pembatalan maksimal 200 karakter'),
});
export type BatalPembayaranInput = z.infer<typeof batalPembayaranInputSchema>;

export const metodeBayarSchema = z.object({
  metode: z.enum(METODE_BAYAR),
  label: z.string(),
  jumlah: z.number().int(),
  bank: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  referensi: z.string().nullable(),
  diterima: z.number().int().nullable(),
  kembalian: z.number().int().nullable(),
});
export type MetodeBayarBaris = z.infer<typeof metodeBayarSchema>;

export const itemPembayaranSchema = z.object({
  transaksi_uid: z.string(),
  jenis: z.enum(JENIS_TRANSAKSI),
  kode: z.string().nullable(),
  nama: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
});

/** A receipt (kuitansi) as the cashier, the reports and the PDF read it. */
export const pembayaranSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  kunjungan_uid: z.string().nullable(),
  penjualan_uid: z.string().nullable(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }).nullable(),
  nama_pembayar: z.string(),
  penjamin: z.string(),
  label_penjamin: z.string(),
  total_tagihan: z.number().int(),
  ditanggung_penjamin: z.number().int(),
  diskon: z.number().int(),
  alasan_diskon: z.string().nullable(),
  jumlah_bayar: z.number().int(),
  /** jumlah_bayar in Indonesian words ('satu juta dua ratus ribu rupiah'). */
  terbilang: z.string(),
  metode: z.array(metodeBayarSchema),
  kembalian: z.number().int(),
  items: z.array(itemPembayaranSchema),
  kasir: z.object({ uid: z.string(), nama: z.string() }),
  shift_uid: z.string(),
  created_at: z.string(),
  /** Set once the receipt was voided: when, by whom, why. */
  batal: z.object({ pada: z.string(), oleh: z.string(), alasan: z.string() }).nullable(),
});
export type Pembayaran = z.infer<typeof pembayaranSchema>;

/** GET /kasir/pembayaran: receipts (voided ones too, flagged), newest first. */
export const pembayaranQuerySchema = pagingQuerySchema
  .extend({
    kunjungan_uid: z.uuid({ message: 'Kunjungan tidak valid' }).optional(),
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak valid' }).optional(),
  })
  .refine((v) => !v.dari || !v.sampai || v.dari <= v.sampai, {
    path: ['sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type PembayaranQuery = z.infer<typeof pembayaranQuerySchema>;

export const ringkasPembayaranSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  kunjungan_uid: z.string().nullable(),
  penjualan_uid: z.string().nullable(),
  nama_pembayar: z.string(),
  no_rm: z.string().nullable(),
  penjamin: z.string(),
  total_tagihan: z.number().int(),
  diskon: z.number().int(),
  jumlah_bayar: z.number().int(),
  metode: z.array(z.enum(METODE_BAYAR)),
  kasir: z.string(),
  created_at: z.string(),
  batal: z.boolean(),
});
export type RingkasPembayaran = z.infer<typeof ringkasPembayaranSchema>;

/** A cashier account's discount authority (/wewenang-kasir). */
export const wewenangKasirSchema = z.object({
  akun_uid: z.string(),
  username: z.string(),
  nama: z.string(),
  role: z.string(),
  maks_diskon_persen: z.number().int(),
  diubah_pada: z.string().nullable(),
});
export type WewenangKasir = z.infer<typeof wewenangKasirSchema>;

export const wewenangKasirInputSchema = z.object({
  maks_diskon_persen: angkaDariTeks(
    z
      .number({ message: 'Batas diskon harus angka' })
      .int('Batas diskon harus bilangan bulat')
      .min(0, 'Batas diskon minimal 0%')
      .max(100, 'Batas diskon maksimal 100%'),
  ),
});
export type WewenangKasirInput = z.infer<typeof wewenangKasirInputSchema>;

/** The largest discount (rupiah) an authority of `persen` % allows on a due of `tagihan`. */
export function batasDiskon(tagihan: number, persen: number): number {
  return Math.floor((Math.max(0, tagihan) * Math.max(0, Math.min(100, persen))) / 100);
}
