import { z } from 'zod';
import { tanggalSchema } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';

/**
 * The stock ledger (DOMAIN.md stok_mutasi). Every change of stock is one of these kinds; the
 * sign of a movement follows from the kind (in: GR, TRANSFER_MASUK, PENAMBAHAN, RETUR_RESEP,
 * BATAL_PENJUALAN, BATAL_PEMAKAIAN; out: the rest; OPNAME either way). PEMAKAIAN is what a unit
 * uses on a patient from its own depot outside a prescription (the theatre's BHP, docs/operasi.md).
 */
export const JENIS_MUTASI_STOK = [
  'GR',
  'TRANSFER_KELUAR',
  'TRANSFER_MASUK',
  'PENAMBAHAN',
  'PENGURANGAN',
  'RETUR_SUPPLIER',
  'RESEP',
  'RETUR_RESEP',
  'PENJUALAN',
  'BATAL_PENJUALAN',
  'OPNAME',
  'PEMAKAIAN',
  'BATAL_PEMAKAIAN',
] as const;
export type JenisMutasiStok = (typeof JENIS_MUTASI_STOK)[number];
export const LABEL_JENIS_MUTASI_STOK: Record<JenisMutasiStok, string> = {
  GR: 'Penerimaan Barang',
  TRANSFER_KELUAR: 'Transfer Keluar',
  TRANSFER_MASUK: 'Transfer Masuk',
  PENAMBAHAN: 'Penambahan Stok',
  PENGURANGAN: 'Pengurangan Stok',
  RETUR_SUPPLIER: 'Retur ke Supplier',
  RESEP: 'Pengeluaran Resep',
  RETUR_RESEP: 'Retur Resep',
  PENJUALAN: 'Penjualan Mandiri',
  BATAL_PENJUALAN: 'Batal Penjualan',
  OPNAME: 'Stok Opname',
  PEMAKAIAN: 'Pemakaian BHP/Obat Tindakan',
  BATAL_PEMAKAIAN: 'Batal Pemakaian BHP/Obat',
};

/** Batches expiring within this many days are 'near expiry' on the dashboard and stock list. */
export const HARI_HAMPIR_KEDALUWARSA = 90;

/** One batch at one location, as the stock screens show it. */
export interface BatchStok {
  uid: string;
  batch: string;
  kedaluwarsa: string;
  jumlah: number;
  harga_satuan: number;
}

/** Stock of one product at one location: the sum of its batches and their value. */
export interface StokProduk {
  produk: { uid: string; kode: string; nama: string; satuan_dasar: string };
  lokasi: { uid: string; kode: string; nama: string };
  jumlah: number;
  /** Sum of batch quantity × batch price, integer rupiah. */
  nilai: number;
  stok_minimum: number | null;
  kedaluwarsa_terdekat: string | null;
  batches: BatchStok[];
}

/** A ledger row as the stock card (kartu stok) shows it. */
export interface MutasiStok {
  uid: string;
  waktu: string;
  jenis: JenisMutasiStok;
  produk: { uid: string; kode: string; nama: string; satuan_dasar: string };
  lokasi: { uid: string; nama: string };
  batch: string;
  kedaluwarsa: string;
  jumlah: number;
  sisa: number;
  harga_satuan: number;
  nomor_dokumen: string | null;
  keterangan: string | null;
  oleh: string | null;
}

export const stokQuerySchema = pagingQuerySchema.extend({
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  produk_uid: z.uuid({ message: 'Produk tidak valid' }).optional(),
  /** Only products below their minimum at that location. */
  di_bawah_minimum: z.enum(['true', 'false']).optional(),
  /** Only batches expiring within HARI_HAMPIR_KEDALUWARSA days (or already expired). */
  hampir_kedaluwarsa: z.enum(['true', 'false']).optional(),
});
export type StokQuery = z.infer<typeof stokQuerySchema>;

export const mutasiQuerySchema = pagingQuerySchema.extend({
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  produk_uid: z.uuid({ message: 'Produk tidak valid' }).optional(),
  jenis: z.enum(JENIS_MUTASI_STOK, { message: 'Jenis mutasi tidak dikenal' }).optional(),
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});
export type MutasiQuery = z.infer<typeof mutasiQuerySchema>;
