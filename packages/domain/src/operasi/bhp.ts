import { z } from 'zod';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';

// Consumables (BHP) and drugs used in the theatre (docs/operasi.md "Consumables and drugs"): taken
// from the theatre's own depot through the pharmacy's stock ledger and charged to the patient as
// OBAT lines on the layanan the operation charges. Quantities are the product's base unit.

/** The pharmacy location the theatre takes from (farmasi_lokasi.kode, jenis DEPO). */
export const KODE_DEPO_KAMAR_OPERASI = 'DOK';

/** The states in which usage may be recorded or cancelled: from preparation to after the end. */
export const STATUS_BHP_OPERASI = ['PERSIAPAN', 'OPERASI', 'SELESAI'] as const;

export const MAKS_BARIS_BHP = 30;
export const MAKS_JUMLAH_BHP = 1_000;

/** GET /operasi/:uid/bhp/produk: the depot's products (name, generic name or code). */
export const bhpProdukQuerySchema = pagingQuerySchema;
export type BhpProdukQuery = z.infer<typeof bhpProdukQuerySchema>;

export const bhpProdukSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  nama_generik: z.string().nullable(),
  kategori: z.string(),
  satuan_dasar: z.string(),
  /** Selling price per base unit for this patient's payer, integer rupiah. */
  harga_satuan: z.number().int(),
  /** Unexpired stock at the theatre's depot, base units (0: used up). */
  stok: z.number().int(),
});
export type BhpProduk = z.infer<typeof bhpProdukSchema>;

export const barisBhpInputSchema = z.object({
  produk_uid: z.uuid({ message: 'Pilih BHP atau obat dari depo kamar operasi' }),
  jumlah: angkaDariTeks(
    z
      .number({ message: 'Jumlah harus angka' })
      .int('Jumlah harus bilangan bulat')
      .min(1, 'Jumlah minimal 1')
      .max(MAKS_JUMLAH_BHP, `Jumlah maksimal ${MAKS_JUMLAH_BHP.toLocaleString('id-ID')}`),
  ),
});

/** POST /operasi/:uid/bhp: what was used, a product once per request. */
export const bhpInputSchema = z
  .object({
    items: z
      .array(barisBhpInputSchema, { message: 'Isi minimal satu BHP atau obat' })
      .min(1, 'Isi minimal satu BHP atau obat')
      .max(MAKS_BARIS_BHP, `Maksimal ${MAKS_BARIS_BHP} baris sekali simpan`),
  })
  .superRefine((v, ctx) => {
    const pertama = new Map<string, number>();
    v.items.forEach((b, i) => {
      const ada = pertama.get(b.produk_uid);
      if (ada === undefined) pertama.set(b.produk_uid, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'produk_uid'],
          message: `Sudah ada di baris ${ada + 1}; gabungkan jumlahnya`,
        });
    });
  });
export type BhpInput = z.infer<typeof bhpInputSchema>;

export const bhpBarisParamSchema = z.object({
  uid: z.uuid({ message: 'uid tidak valid' }),
  bhp_uid: z.uuid({ message: 'Baris BHP tidak valid' }),
});

/** POST /operasi/:uid/bhp/:bhp_uid/batal: why the line is taken back. */
export const batalBhpInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalBhpInput = z.infer<typeof batalBhpInputSchema>;

export const barisBhpSchema = z.object({
  uid: z.string(),
  produk: z.object({ uid: z.string(), kode: z.string(), nama: z.string(), satuan_dasar: z.string() }),
  jumlah: z.number().int(),
  harga_satuan: z.number().int(),
  total: z.number().int(),
  /** Who recorded it (name with titles) and when. */
  oleh: z.string(),
  pada: z.string(),
  /** The charge is on a receipt: the line can no longer be cancelled here. */
  dibayar: z.boolean(),
  batal: z.object({ oleh: z.string(), pada: z.string(), alasan: z.string() }).nullable(),
});
export type BarisBhp = z.infer<typeof barisBhpSchema>;

/** The usage of one operation: its lines (cancelled ones too), the live total, whether it may change. */
export const bhpOperasiSchema = z.object({
  depo: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }).nullable(),
  baris: z.array(barisBhpSchema),
  /** Σ of the lines not cancelled, integer rupiah. */
  total: z.number().int(),
  boleh_ubah: z.boolean(),
  /** Why usage cannot be recorded now (the state, a paid bill, no depot); null when it can. */
  alasan_terkunci: z.string().nullable(),
});
export type BhpOperasi = z.infer<typeof bhpOperasiSchema>;
