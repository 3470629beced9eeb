import { z } from 'zod';
import { tanggalOpsional, tanggalSchema, teksOpsional } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { JENIS_MUTASI_STOK, type MutasiStok, type StokProduk } from './stok.ts';

// Response contracts of the stock screens (/kelola-obat), checked against the interfaces of
// stok.ts so the two never drift, plus the stock opname (SO) and the manual adjustments.

const produkRingkas = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  satuan_dasar: z.string(),
});

export const batchStokSchema = z.object({
  uid: z.string(),
  batch: z.string(),
  kedaluwarsa: z.string(),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
});

export const stokProdukSchema = z.object({
  produk: produkRingkas,
  lokasi: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  jumlah: z.number().int(),
  nilai: z.number().int(),
  stok_minimum: z.number().int().nullable(),
  kedaluwarsa_terdekat: z.string().nullable(),
  batches: z.array(batchStokSchema),
}) satisfies z.ZodType<StokProduk>;

export const mutasiStokSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  jenis: z.enum(JENIS_MUTASI_STOK),
  produk: produkRingkas,
  lokasi: z.object({ uid: z.string(), nama: z.string() }),
  batch: z.string(),
  kedaluwarsa: z.string(),
  jumlah: z.number().int(),
  sisa: z.number().int(),
  harga_satuan: z.number().int(),
  nomor_dokumen: z.string().nullable(),
  keterangan: z.string().nullable(),
  oleh: z.string().nullable(),
}) satisfies z.ZodType<MutasiStok>;

/** Whole base units counted or moved by hand; a count may be 0, a movement may not. */
const angkaJumlah = z
  .number({ message: 'Jumlah harus angka' })
  .int('Jumlah harus bilangan bulat (satuan dasar)')
  .min(0, 'Jumlah tidak boleh negatif')
  .max(10_000_000, 'Jumlah terlalu besar');
const jumlahHitung = angkaDariTeks(angkaJumlah);
const jumlahGerak = angkaDariTeks(angkaJumlah.min(1, 'Jumlah minimal 1'));

// ---- Stock opname (SO) ----------------------------------------------------------------------

/** A count is a draft until it is finalised (posted to the ledger) or cancelled. */
export const STATUS_OPNAME = ['DRAFT', 'SELESAI', 'BATAL'] as const;
export type StatusOpname = (typeof STATUS_OPNAME)[number];
export const LABEL_STATUS_OPNAME: Record<StatusOpname, string> = {
  DRAFT: 'Draf',
  SELESAI: 'Selesai',
  BATAL: 'Dibatalkan',
};

/**
 * One counted line: an existing batch at the location (`batch_uid`), or a batch found on the
 * shelf that the system does not know (`produk_uid` + `batch` + `kedaluwarsa`, system quantity 0).
 */
export const opnameItemInputSchema = z
  .object({
    batch_uid: z.uuid({ message: 'Batch tidak valid' }).optional(),
    produk_uid: z.uuid({ message: 'Produk tidak valid' }).optional(),
    batch: z
      .string()
      .trim()
      .min(1, 'No. batch wajib diisi')
      .max(60, 'No. batch maksimal 60 karakter')
      .optional(),
    kedaluwarsa: tanggalSchema.optional(),
    jumlah_fisik: jumlahHitung,
    keterangan: teksOpsional(300, 'Keterangan'),
  })
  .superRefine((v, ctx) => {
    if (v.batch_uid) return;
    if (!v.produk_uid)
      ctx.addIssue({ code: 'custom', path: ['produk_uid'], message: 'Pilih batch atau produk' });
    if (!v.batch) ctx.addIssue({ code: 'custom', path: ['batch'], message: 'No. batch wajib diisi' });
    if (!v.kedaluwarsa)
      ctx.addIssue({ code: 'custom', path: ['kedaluwarsa'], message: 'Tanggal kedaluwarsa wajib diisi' });
  });
export type OpnameItemInput = z.infer<typeof opnameItemInputSchema>;

export const opnameInputSchema = z.object({
  lokasi_uid: z.uuid({ message: 'Lokasi wajib dipilih' }),
  /** The day of the count; today (Jakarta) when empty. */
  tanggal: tanggalOpsional,
  catatan: teksOpsional(500, 'Catatan'),
  items: z
    .array(opnameItemInputSchema)
    .min(1, 'Isi minimal satu baris hitungan')
    .max(500, 'Maksimal 500 baris'),
});
export type OpnameInput = z.infer<typeof opnameInputSchema>;

export const opnameItemSchema = z.object({
  uid: z.string(),
  posisi: z.number().int(),
  produk: produkRingkas,
  batch: z.string(),
  kedaluwarsa: z.string(),
  harga_satuan: z.number().int(),
  jumlah_sistem: z.number().int(),
  jumlah_fisik: z.number().int(),
  /** jumlah_fisik − jumlah_sistem; what finalising posts. */
  selisih: z.number().int(),
  /** selisih × harga_satuan, integer rupiah. */
  nilai_selisih: z.number().int(),
  keterangan: z.string().nullable(),
});
export type OpnameItem = z.infer<typeof opnameItemSchema>;

export const opnameSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  status: z.enum(STATUS_OPNAME),
  tanggal: z.string(),
  lokasi: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  catatan: z.string().nullable(),
  alasan: z.string().nullable(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  jumlah_item: z.number().int(),
  total_selisih: z.number().int(),
  nilai_selisih: z.number().int(),
  items: z.array(opnameItemSchema),
});
export type Opname = z.infer<typeof opnameSchema>;

export const opnameQuerySchema = pagingQuerySchema.extend({
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  status: z.enum(STATUS_OPNAME, { message: 'Status tidak dikenal' }).optional(),
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});
export type OpnameQuery = z.infer<typeof opnameQuerySchema>;

export const batalOpnameSchema = z.object({
  alasan: z.string().trim().min(3, 'Alasan minimal 3 karakter').max(300, 'Alasan maksimal 300 karakter'),
});

// ---- Manual adjustments (PENAMBAHAN, PENGURANGAN) --------------------------------------------

export const JENIS_PENYESUAIAN = ['PENAMBAHAN', 'PENGURANGAN'] as const;
export type JenisPenyesuaian = (typeof JENIS_PENYESUAIAN)[number];
export const LABEL_JENIS_PENYESUAIAN: Record<JenisPenyesuaian, string> = {
  PENAMBAHAN: 'Penambahan Stok',
  PENGURANGAN: 'Pengurangan Stok',
};

/** Stock found or donated: a batch with its expiry; the price defaults to the product's harga dasar. */
export const penambahanItemSchema = z.object({
  produk_uid: z.uuid({ message: 'Produk wajib dipilih' }),
  batch: z.string().trim().min(1, 'No. batch wajib diisi').max(60, 'No. batch maksimal 60 karakter'),
  kedaluwarsa: tanggalSchema,
  jumlah: jumlahGerak,
  harga_satuan: angkaDariTeks(
    z.number().int('Harga harus bilangan bulat rupiah').min(0).max(1_000_000_000).optional(),
  ),
  keterangan: teksOpsional(300, 'Keterangan'),
});

/** Expired, damaged or lost stock leaves one named batch (expired batches included). */
export const penguranganItemSchema = z.object({
  batch_uid: z.uuid({ message: 'Batch wajib dipilih' }),
  jumlah: jumlahGerak,
  keterangan: teksOpsional(300, 'Keterangan'),
});

const alasanWajib = z
  .string({ message: 'Alasan wajib diisi' })
  .trim()
  .min(3, 'Alasan minimal 3 karakter')
  .max(300, 'Alasan maksimal 300 karakter');

export const penyesuaianInputSchema = z.discriminatedUnion(
  'jenis',
  [
    z.object({
      jenis: z.literal('PENAMBAHAN'),
      lokasi_uid: z.uuid({ message: 'Lokasi wajib dipilih' }),
      alasan: alasanWajib,
      items: z.array(penambahanItemSchema).min(1, 'Isi minimal satu baris').max(200, 'Maksimal 200 baris'),
    }),
    z.object({
      jenis: z.literal('PENGURANGAN'),
      lokasi_uid: z.uuid({ message: 'Lokasi wajib dipilih' }),
      alasan: alasanWajib,
      items: z.array(penguranganItemSchema).min(1, 'Isi minimal satu baris').max(200, 'Maksimal 200 baris'),
    }),
  ],
  { message: 'Jenis penyesuaian harus PENAMBAHAN atau PENGURANGAN' },
);
export type PenyesuaianInput = z.infer<typeof penyesuaianInputSchema>;

export const penyesuaianSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  jenis: z.enum(JENIS_PENYESUAIAN),
  tanggal: z.string(),
  lokasi: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  alasan: z.string().nullable(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
  total: z.number().int(),
  items: z.array(
    z.object({
      produk: produkRingkas,
      batch: z.string(),
      kedaluwarsa: z.string(),
      jumlah: z.number().int(),
      harga_satuan: z.number().int(),
      keterangan: z.string().nullable(),
    }),
  ),
});
export type Penyesuaian = z.infer<typeof penyesuaianSchema>;

export const penyesuaianQuerySchema = pagingQuerySchema.extend({
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  jenis: z.enum(JENIS_PENYESUAIAN, { message: 'Jenis penyesuaian tidak dikenal' }).optional(),
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});
export type PenyesuaianQuery = z.infer<typeof penyesuaianQuerySchema>;
