import { z } from 'zod';
import { tanggalOpsional, tanggalSchema, teksOpsional, uidOpsional } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';

// The pharmacy's stock documents (docs/farmasi.md "Stock documents"): SR (stock requisition,
// depot → warehouse), PR (purchase requisition), PO (purchase order to a supplier) and GR (goods
// receipt against a PO). Quantities travel as (satuan, jumlah) in the packing unit the user chose;
// the server stores base units. Prices are integer rupiah per base unit (HNA + PPN).

export const JENIS_DOKUMEN_STOK = ['SR', 'PR', 'PO', 'GR'] as const;
export type JenisDokumenStok = (typeof JENIS_DOKUMEN_STOK)[number];
export const LABEL_JENIS_DOKUMEN_STOK: Record<JenisDokumenStok, string> = {
  SR: 'Permintaan Stok',
  PR: 'Permintaan Pembelian',
  PO: 'Pesanan Pembelian',
  GR: 'Penerimaan Barang',
};

export const STATUS_DOKUMEN_STOK = [
  'DIAJUKAN',
  'SEBAGIAN',
  'DIPENUHI',
  'DIPESAN',
  'DITERIMA',
  'DITOLAK',
  'BATAL',
] as const;
export type StatusDokumenStok = (typeof STATUS_DOKUMEN_STOK)[number];

/** The statuses each document can be in, in the order it moves through them. */
export const STATUS_PER_JENIS_DOKUMEN = {
  SR: ['DIAJUKAN', 'SEBAGIAN', 'DIPENUHI', 'DITOLAK'],
  PR: ['DIAJUKAN', 'DIPESAN', 'DITOLAK'],
  PO: ['DIPESAN', 'SEBAGIAN', 'DITERIMA', 'BATAL'],
  GR: ['DITERIMA'],
} as const satisfies Record<JenisDokumenStok, readonly StatusDokumenStok[]>;

export const LABEL_STATUS_DOKUMEN_STOK: Record<StatusDokumenStok, string> = {
  DIAJUKAN: 'Diajukan',
  SEBAGIAN: 'Sebagian',
  DIPENUHI: 'Dipenuhi',
  DIPESAN: 'Dipesan',
  DITERIMA: 'Diterima',
  DITOLAK: 'Ditolak',
  BATAL: 'Dibatalkan',
};

/** Statuses in which the document still waits for work (shown as 'open' on the screens). */
export const STATUS_DOKUMEN_TERBUKA: readonly StatusDokumenStok[] = ['DIAJUKAN', 'SEBAGIAN', 'DIPESAN'];

export const MAKS_BARIS_DOKUMEN = 200;

const uidWajib = (label: string) => z.uuid({ message: `${label} wajib dipilih` });

/** A quantity in the chosen packing unit: a whole number ≥ 1. */
const jumlahKemasan = angkaDariTeks(
  z
    .number({ message: 'Jumlah harus angka' })
    .int('Jumlah harus bilangan bulat')
    .min(1, 'Jumlah minimal 1')
    .max(1_000_000, 'Jumlah terlalu besar'),
);

const satuanSchema = z
  .string({ message: 'Satuan wajib dipilih' })
  .trim()
  .min(1, 'Satuan wajib dipilih')
  .max(40, 'Satuan maksimal 40 karakter');

/** Price per base unit, integer rupiah including PPN. */
export const hargaDokumenSchema = angkaDariTeks(
  z
    .number({ message: 'Harga harus angka' })
    .int('Harga harus bilangan bulat rupiah')
    .min(0, 'Harga tidak boleh negatif')
    .max(1_000_000_000, 'Harga terlalu besar'),
);

const alasanSchema = z
  .string({ message: 'Alasan wajib diisi' })
  .trim()
  .min(3, 'Alasan minimal 3 karakter')
  .max(300, 'Alasan maksimal 300 karakter');

export const barisDokumenInputSchema = z.object({
  produk_uid: uidWajib('Produk'),
  satuan: satuanSchema,
  jumlah: jumlahKemasan,
});
export type BarisDokumenInput = z.infer<typeof barisDokumenInputSchema>;

/** A product appears once per document: two lines for it would be counted twice. */
function barisUnik<T extends { produk_uid: string }>(items: T[], ctx: z.RefinementCtx) {
  const pertama = new Map<string, number>();
  items.forEach((b, i) => {
    const ada = pertama.get(b.produk_uid);
    if (ada === undefined) pertama.set(b.produk_uid, i);
    else
      ctx.addIssue({
        code: 'custom',
        path: ['items', i, 'produk_uid'],
        message: `Produk sudah ada di baris ${ada + 1}`,
      });
  });
}

const daftarBaris = <T extends z.ZodType>(baris: T) =>
  z
    .array(baris, { message: 'Isi minimal satu baris' })
    .min(1, 'Isi minimal satu baris')
    .max(MAKS_BARIS_DOKUMEN, `Maksimal ${MAKS_BARIS_DOKUMEN} baris`);

// ---- SR ---------------------------------------------------------------------------------------

export const srInputSchema = z
  .object({
    /** The depot that asks. */
    lokasi_uid: uidWajib('Lokasi peminta'),
    /** The warehouse asked to supply. */
    lokasi_tujuan_uid: uidWajib('Gudang tujuan'),
    catatan: teksOpsional(500, 'Catatan'),
    items: daftarBaris(barisDokumenInputSchema),
  })
  .superRefine((v, ctx) => {
    if (v.lokasi_uid === v.lokasi_tujuan_uid)
      ctx.addIssue({
        code: 'custom',
        path: ['lokasi_tujuan_uid'],
        message: 'Gudang tujuan harus berbeda dari lokasi peminta',
      });
    barisUnik(v.items, ctx);
  });
export type SrInput = z.infer<typeof srInputSchema>;

/** One fulfilment (or receipt) quantity for a line of the document, in a unit of its product. */
export const pemenuhanBarisInputSchema = z.object({
  item_uid: uidWajib('Baris'),
  satuan: satuanSchema,
  jumlah: jumlahKemasan,
});

export const penuhiSrInputSchema = z.object({
  catatan: teksOpsional(300, 'Catatan'),
  items: daftarBaris(pemenuhanBarisInputSchema),
});
export type PenuhiSrInput = z.infer<typeof penuhiSrInputSchema>;

export const alasanDokumenInputSchema = z.object({ alasan: alasanSchema });
export type AlasanDokumenInput = z.infer<typeof alasanDokumenInputSchema>;

// ---- PR ---------------------------------------------------------------------------------------

export const prInputSchema = z
  .object({
    lokasi_uid: uidWajib('Lokasi'),
    catatan: teksOpsional(500, 'Catatan'),
    items: daftarBaris(barisDokumenInputSchema),
  })
  .superRefine((v, ctx) => barisUnik(v.items, ctx));
export type PrInput = z.infer<typeof prInputSchema>;

// ---- PO ---------------------------------------------------------------------------------------

export const barisPoInputSchema = barisDokumenInputSchema.extend({
  /** Per base unit; the product's harga dasar when empty. */
  harga_satuan: z.union([z.literal(''), hargaDokumenSchema]).nullish(),
});

export const poInputSchema = z
  .object({
    /** Where the goods are delivered (and later received). */
    lokasi_uid: uidWajib('Lokasi'),
    supplier_uid: uidWajib('Supplier'),
    /** The PR this order fulfils; it then becomes DIPESAN. */
    pr_uid: uidOpsional('PR'),
    catatan: teksOpsional(500, 'Catatan'),
    items: daftarBaris(barisPoInputSchema),
  })
  .superRefine((v, ctx) => barisUnik(v.items, ctx));
export type PoInput = z.infer<typeof poInputSchema>;

// ---- GR ---------------------------------------------------------------------------------------

export const barisGrInputSchema = z.object({
  /** The PO line received. One PO line may be received in several batches (several lines). */
  po_item_uid: uidWajib('Baris PO'),
  satuan: satuanSchema,
  jumlah: jumlahKemasan,
  batch: z
    .string({ message: 'No. batch wajib diisi' })
    .trim()
    .min(1, 'No. batch wajib diisi')
    .max(60, 'No. batch maksimal 60 karakter'),
  /** Must be after the receipt day: the server compares with today (WIB). */
  kedaluwarsa: tanggalSchema,
  /** Per base unit; the PO line's price when empty. */
  harga_satuan: z.union([z.literal(''), hargaDokumenSchema]).nullish(),
});

export const grInputSchema = z.object({
  po_uid: uidWajib('PO'),
  /** The supplier's delivery note or invoice number. */
  no_faktur: z
    .string({ message: 'No. faktur / surat jalan wajib diisi' })
    .trim()
    .min(1, 'No. faktur / surat jalan wajib diisi')
    .max(60, 'No. faktur maksimal 60 karakter'),
  /** The day the goods arrived; today (WIB) when empty; never in the future. */
  tanggal: tanggalOpsional,
  catatan: teksOpsional(500, 'Catatan'),
  items: daftarBaris(barisGrInputSchema),
});
export type GrInput = z.infer<typeof grInputSchema>;

// ---- Answers ----------------------------------------------------------------------------------

const lokasiRingkas = z.object({ uid: z.string(), kode: z.string(), nama: z.string() });

export const dokumenStokRingkasSchema = z.object({
  uid: z.string(),
  jenis: z.enum(JENIS_DOKUMEN_STOK),
  nomor: z.string(),
  status: z.enum(STATUS_DOKUMEN_STOK),
  tanggal: z.string(),
  lokasi: lokasiRingkas,
  lokasi_tujuan: lokasiRingkas.nullable(),
  supplier: lokasiRingkas.nullable(),
  rujukan: z.object({ uid: z.string(), nomor: z.string() }).nullable(),
  no_faktur: z.string().nullable(),
  catatan: z.string().nullable(),
  alasan: z.string().nullable(),
  total: z.number().int(),
  jumlah_item: z.number().int(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DokumenStokRingkas = z.infer<typeof dokumenStokRingkasSchema>;

export const barisDokumenStokSchema = z.object({
  uid: z.string(),
  posisi: z.number().int(),
  produk: z.object({
    uid: z.string(),
    kode: z.string(),
    nama: z.string(),
    satuan_dasar: z.string(),
    /** Today's purchase price per base unit, for pre-filling a PO from a PR. */
    harga_dasar: z.number().int(),
  }),
  /** The packing unit chosen and its content in base units, for printing. */
  satuan: z.string(),
  isi: z.number().int(),
  /** Base units. */
  jumlah: z.number().int(),
  /** Base units transferred (SR) or received (PO) so far. */
  jumlah_diproses: z.number().int(),
  sisa: z.number().int(),
  harga_satuan: z.number().int(),
  subtotal: z.number().int(),
  batch: z.string().nullable(),
  kedaluwarsa: z.string().nullable(),
  rujukan_item_uid: z.string().nullable(),
  /** Every unit of the product ({satuan, isi_dasar}), so screens can offer a unit choice. */
  konversi: z.array(z.object({ satuan: z.string(), isi_dasar: z.number().int() })),
});
export type BarisDokumenStok = z.infer<typeof barisDokumenStokSchema>;

export const riwayatDokumenStokSchema = z.object({
  status: z.enum(STATUS_DOKUMEN_STOK),
  keterangan: z.string().nullable(),
  oleh: z.string().nullable(),
  waktu: z.string(),
});
export type RiwayatDokumenStok = z.infer<typeof riwayatDokumenStokSchema>;

export const dokumenStokSchema = dokumenStokRingkasSchema.extend({
  items: z.array(barisDokumenStokSchema),
  riwayat: z.array(riwayatDokumenStokSchema),
  /** Documents made from this one: the PO of a PR, the GRs of a PO. */
  turunan: z.array(
    z.object({
      uid: z.string(),
      jenis: z.enum(JENIS_DOKUMEN_STOK),
      nomor: z.string(),
      status: z.enum(STATUS_DOKUMEN_STOK),
      tanggal: z.string(),
    }),
  ),
});
export type DokumenStok = z.infer<typeof dokumenStokSchema>;

export const dokumenStokQuerySchema = pagingQuerySchema.extend({
  status: z.enum(STATUS_DOKUMEN_STOK, { message: 'Status tidak dikenal' }).optional(),
  /** The requesting depot (SR) or the document's location (PR, PO, GR). */
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  /** SR: the warehouse asked. */
  lokasi_tujuan_uid: z.uuid({ message: 'Lokasi tujuan tidak valid' }).optional(),
  supplier_uid: z.uuid({ message: 'Supplier tidak valid' }).optional(),
  /** GR: the receipts of one PO; PO: the order made from one PR. */
  rujukan_uid: z.uuid({ message: 'Dokumen rujukan tidak valid' }).optional(),
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});
export type DokumenStokQuery = z.infer<typeof dokumenStokQuerySchema>;
