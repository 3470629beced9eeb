import { z } from 'zod';
import { tanggalSchema, teksOpsional } from '../master/common.ts';
import { normalisasiNoHp, PESAN_NO_HP } from '../pasien/kontak.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { GOLONGAN_OBAT } from './produk.contract.ts';

// Over-the-counter sales to a walk-in buyer (/farmasi/penjualan-mandiri, /obat-mandiri,
// /antrian-obat-mandiri; docs/farmasi.md "Penjualan mandiri"). No visit and no medical record:
// a name, an optional phone, the depot, the lines. Prices are the UMUM price per base unit,
// computed by the server; quantities are base units.

/** MENUNGGU_BAYAR → LUNAS → DISERAHKAN, or BATAL from any of them. */
export const STATUS_PENJUALAN = ['MENUNGGU_BAYAR', 'LUNAS', 'DISERAHKAN', 'BATAL'] as const;
export type StatusPenjualan = (typeof STATUS_PENJUALAN)[number];
export const LABEL_STATUS_PENJUALAN: Record<StatusPenjualan, string> = {
  MENUNGGU_BAYAR: 'Menunggu Pembayaran',
  LUNAS: 'Lunas',
  DISERAHKAN: 'Diserahkan',
  BATAL: 'Dibatalkan',
};

/** Where the buyer pays: the pharmacy counter, or the hospital cashier (kasir module). */
export const TEMPAT_BAYAR = ['FARMASI', 'KASIR'] as const;
export type TempatBayar = (typeof TEMPAT_BAYAR)[number];
export const LABEL_TEMPAT_BAYAR: Record<TempatBayar, string> = {
  FARMASI: 'Loket Farmasi',
  KASIR: 'Kasir',
};

/** The first letter of the walk-in queue ('M-001'), so it never reads like a clinic number. */
export const AWALAN_ANTRIAN_MANDIRI = 'M';

/** 'M-007' for the 7th walk-in sale of the day. */
export function formatAntrianMandiri(nomor: number): string {
  return `${AWALAN_ANTRIAN_MANDIRI}-${String(nomor).padStart(3, '0')}`;
}

/**
 * Narcotics and psychotropics leave the pharmacy only on a prescription (UU 35/2009, UU 5/1997;
 * PMK 3/2015), so a sale without one refuses them.
 */
export function bolehDijualBebas(golongan: (typeof GOLONGAN_OBAT)[number]): boolean {
  return golongan === 'BIASA';
}

export const MAKS_BARIS_PENJUALAN = 30;
export const MAKS_JUMLAH_PENJUALAN = 10_000;

const teleponOpsional = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const hp = normalisasiNoHp(v);
    if (hp) return hp;
    ctx.addIssue({ code: 'custom', message: PESAN_NO_HP });
    return z.NEVER;
  });

export const barisPenjualanInputSchema = z.object({
  produk_uid: z.uuid({ message: 'Obat wajib dipilih' }),
  /** In the product's base unit (tablet, botol…). */
  jumlah: angkaDariTeks(
    z
      .number({ message: 'Jumlah harus angka' })
      .int('Jumlah harus bilangan bulat')
      .min(1, 'Jumlah minimal 1')
      .max(MAKS_JUMLAH_PENJUALAN, `Jumlah maksimal ${MAKS_JUMLAH_PENJUALAN.toLocaleString('id-ID')}`),
  ),
  /** Signa for the label, e.g. '3 x 1 sesudah makan'. */
  aturan_pakai: teksOpsional(200, 'Aturan pakai'),
});
export type BarisPenjualanInput = z.infer<typeof barisPenjualanInputSchema>;

/** POST /farmasi/penjualan: register a walk-in buyer and what they buy. */
export const penjualanInputSchema = z
  .object({
    nama_pembeli: z
      .string({ message: 'Nama pembeli wajib diisi' })
      .trim()
      .min(2, 'Nama pembeli minimal 2 karakter')
      .max(150, 'Nama pembeli maksimal 150 karakter'),
    telepon: teleponOpsional,
    lokasi_uid: z.uuid({ message: 'Depo farmasi wajib dipilih' }),
    tempat_bayar: z.enum(TEMPAT_BAYAR, { message: 'Tempat bayar harus Loket Farmasi atau Kasir' }),
    items: z
      .array(barisPenjualanInputSchema, { message: 'Isi minimal satu obat' })
      .min(1, 'Isi minimal satu obat')
      .max(MAKS_BARIS_PENJUALAN, `Maksimal ${MAKS_BARIS_PENJUALAN} obat per penjualan`),
  })
  .superRefine((v, ctx) => {
    // A product once per sale: the price and the stock check work per line.
    const pertama = new Map<string, number>();
    v.items.forEach((b, i) => {
      const ada = pertama.get(b.produk_uid);
      if (ada === undefined) pertama.set(b.produk_uid, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'produk_uid'],
          message: `Obat sudah ada di baris ${ada + 1}`,
        });
    });
  });
export type PenjualanInput = z.infer<typeof penjualanInputSchema>;

/** POST /farmasi/penjualan/:uid/bayar: cash received at the pharmacy counter (≥ total). */
export const bayarPenjualanInputSchema = z.object({
  dibayar: angkaDariTeks(
    z
      .number({ message: 'Uang diterima harus angka' })
      .int('Uang diterima harus bilangan bulat rupiah')
      .min(1, 'Uang diterima wajib diisi')
      .max(1_000_000_000, 'Uang diterima terlalu besar'),
  ),
});
export type BayarPenjualanInput = z.infer<typeof bayarPenjualanInputSchema>;

/** POST /farmasi/penjualan/:uid/batal. */
export const batalPenjualanInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalPenjualanInput = z.infer<typeof batalPenjualanInputSchema>;

/** GET /farmasi/penjualan: `search` matches number, queue number, buyer name and phone. */
export const penjualanQuerySchema = pagingQuerySchema.extend({
  /** Jakarta calendar days, both ends included. */
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
  status: z.enum(STATUS_PENJUALAN, { message: 'Status tidak dikenal' }).optional(),
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  tempat_bayar: z.enum(TEMPAT_BAYAR, { message: 'Tempat bayar tidak dikenal' }).optional(),
  /** 'antrian': oldest first (the queue screen); default newest first. */
  urut: z.enum(['terbaru', 'antrian'], { message: 'Urutan tidak dikenal' }).optional(),
});
export type PenjualanQuery = z.infer<typeof penjualanQuerySchema>;

/** GET /farmasi/penjualan/obat: what may be sold at a depot, with price and stock. */
export const obatPenjualanQuerySchema = pagingQuerySchema.extend({
  lokasi_uid: z.uuid({ message: 'Depo farmasi wajib dipilih' }),
});
export type ObatPenjualanQuery = z.infer<typeof obatPenjualanQuerySchema>;

export const obatPenjualanSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  nama_generik: z.string().nullable(),
  satuan_dasar: z.string(),
  golongan: z.enum(GOLONGAN_OBAT),
  /** UMUM selling price per base unit, integer rupiah. */
  harga_satuan: z.number().int(),
  /** Unexpired stock at the depot, base units. */
  stok: z.number().int(),
  /** False for narcotics and psychotropics (prescription only). */
  boleh_dijual: z.boolean(),
});
export type ObatPenjualan = z.infer<typeof obatPenjualanSchema>;

const lokasiRingkas = z.object({ uid: z.string(), kode: z.string(), nama: z.string() });

export const penjualanRingkasSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  nomor_antrian: z.string(),
  tanggal: z.string(),
  lokasi: lokasiRingkas,
  nama_pembeli: z.string(),
  telepon: z.string().nullable(),
  status: z.enum(STATUS_PENJUALAN),
  tempat_bayar: z.enum(TEMPAT_BAYAR),
  total: z.number().int(),
  /** Cash received; null until paid. */
  dibayar: z.number().int().nullable(),
  /** Change given back (dibayar − total); null until paid. */
  kembalian: z.number().int().nullable(),
  dibayar_pada: z.string().nullable(),
  dipanggil_pada: z.string().nullable(),
  diserahkan_pada: z.string().nullable(),
  alasan: z.string().nullable(),
  jumlah_item: z.number().int(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PenjualanRingkas = z.infer<typeof penjualanRingkasSchema>;

export const barisPenjualanSchema = z.object({
  uid: z.string(),
  posisi: z.number().int(),
  produk: z.object({ uid: z.string(), kode: z.string(), nama: z.string(), satuan_dasar: z.string() }),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
  aturan_pakai: z.string().nullable(),
});
export type BarisPenjualan = z.infer<typeof barisPenjualanSchema>;

export const penjualanSchema = penjualanRingkasSchema.extend({ items: z.array(barisPenjualanSchema) });
export type Penjualan = z.infer<typeof penjualanSchema>;
