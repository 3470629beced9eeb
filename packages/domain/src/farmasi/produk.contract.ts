import { z } from 'zod';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  rupiahSchema,
  teksOpsional,
  uidOpsional,
} from '../master/common.ts';
import { kodeKfaSchema } from '../master/kode-satusehat.ts';
import { angkaDariTeks } from '../platform/common.ts';
import { hargaJual, jenisPenjaminSchema } from './harga.ts';

/** Largest content of one packing unit in base units (a pallet of 1,000,000 tablets is already absurd). */
export const MAKS_ISI_DASAR = 1_000_000;

/**
 * One unit of a product. The first row is the base unit (the smallest dispensed, e.g. Tablet) with
 * isi 1; each later row holds `isi` of a unit named before it (Strip = 10 Tablet, Box = 10 Strip).
 * Pointing only backwards is what rules out cycles.
 */
export const konversiSchema = z.object({
  satuan: z.string().trim().min(1, 'Nama satuan wajib diisi').max(30, 'Nama satuan maksimal 30 karakter'),
  isi: angkaDariTeks(
    z
      .number({ message: 'Isi harus angka' })
      .int('Isi harus bilangan bulat')
      .positive('Isi harus lebih dari 0'),
  ),
  satuan_isi: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type Konversi = z.infer<typeof konversiSchema>;

/** Each unit's content in base units, or the field errors of the list (paths relative to the list). */
export function periksaKonversi(
  rows: readonly Konversi[],
): { ok: true; isiDasar: number[] } | { ok: false; errors: { path: string; message: string }[] } {
  const errors: { path: string; message: string }[] = [];
  const isiDasar: number[] = [];
  const indeks = new Map<string, number>();
  if (rows.length === 0) return { ok: false, errors: [{ path: '', message: 'Satuan dasar wajib diisi' }] };
  rows.forEach((r, i) => {
    const kunci = r.satuan.toLowerCase();
    if (indeks.has(kunci)) errors.push({ path: `${i}.satuan`, message: 'Satuan tidak boleh berulang' });
    if (i === 0) {
      if (r.isi !== 1) errors.push({ path: '0.isi', message: 'Satuan dasar harus berisi 1' });
      if (r.satuan_isi !== null)
        errors.push({ path: '0.satuan_isi', message: 'Satuan dasar tidak berisi satuan lain' });
      isiDasar.push(1);
    } else {
      const ke = r.satuan_isi === null ? undefined : indeks.get(r.satuan_isi.toLowerCase());
      if (ke === undefined) {
        errors.push({ path: `${i}.satuan_isi`, message: 'Isi harus berupa satuan yang disebut sebelumnya' });
        isiDasar.push(0);
      } else {
        const total = r.isi * (isiDasar[ke] ?? 0);
        if (total > MAKS_ISI_DASAR)
          errors.push({ path: `${i}.isi`, message: `Isi maksimal ${MAKS_ISI_DASAR} satuan dasar` });
        if (r.isi === 1)
          errors.push({ path: `${i}.isi`, message: 'Satuan kemasan harus berisi lebih dari 1' });
        isiDasar.push(total);
      }
    }
    if (!indeks.has(kunci)) indeks.set(kunci, i);
  });
  return errors.length ? { ok: false, errors } : { ok: true, isiDasar };
}

/** Narcotic/psychotropic class (reported separately and kept under double lock). */
export const GOLONGAN_OBAT = ['BIASA', 'NARKOTIKA', 'PSIKOTROPIKA'] as const;
export const LABEL_GOLONGAN_OBAT = {
  BIASA: 'Biasa',
  NARKOTIKA: 'Narkotika',
  PSIKOTROPIKA: 'Psikotropika',
} as const;

// The bare number: the caller adds its default inside angkaDariTeks, where an empty text reaches it.
const persenSchema = (label: string) =>
  z
    .number({ message: `${label} harus angka` })
    .min(0, `${label} tidak boleh negatif`)
    .max(100, `${label} maksimal 100`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
      message: `${label} maksimal 2 angka desimal`,
    });

/**
 * Purchase price per base unit including VAT: HNA × (100 + PPN) / 100, rounded half up to whole
 * rupiah by the same exact rule as the selling price (hargaJual), so there is one rounding rule.
 */
export function hargaDasar(hna: number, ppnPersen: number): number {
  return hargaJual(hna, 'Lainnya', ppnPersen);
}

/** An optional reference: '' (nothing chosen in a select) and null both mean none. */
export const stokMinimumSchema = z.object({
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }),
  stok_minimum: angkaDariTeks(
    z
      .number({ message: 'Stok minimum harus angka' })
      .int('Stok minimum harus bilangan bulat')
      .min(0, 'Stok minimum tidak boleh negatif'),
  ),
});

export const produkInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    nama_generik: teksOpsional(150, 'Nama generik'),
    /** KFA code SATUSEHAT's Medication carries (docs/satusehat.md). */
    kode_kfa: kodeKfaSchema,
    kategori_uid: z.uuid({ message: 'Kategori wajib dipilih' }),
    varian_uid: uidOpsional('Varian'),
    sediaan_uid: uidOpsional('Sediaan'),
    kelas_terapi_uid: uidOpsional('Kelas terapi'),
    supplier_uid: uidOpsional('Supplier'),
    formularium: z.boolean().default(false),
    fornas: z.boolean().default(false),
    high_alert: z.boolean().default(false),
    golongan: z.enum(GOLONGAN_OBAT, { message: 'Golongan tidak valid' }).default('BIASA'),
    hna: rupiahSchema,
    ppn_persen: angkaDariTeks(persenSchema('PPN').default(11)),
    konversi: z.array(konversiSchema).min(1, 'Satuan dasar wajib diisi').max(6, 'Maksimal 6 satuan'),
    stok_minimum: z.array(stokMinimumSchema).max(50).default([]),
    keterangan: keteranganSchema,
  })
  .superRefine((v, ctx) => {
    const k = periksaKonversi(v.konversi);
    if (!k.ok)
      for (const e of k.errors)
        ctx.addIssue({
          code: 'custom',
          message: e.message,
          path: [
            'konversi',
            ...e.path
              .split('.')
              .filter(Boolean)
              .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          ],
        });
    const lokasi = new Set<string>();
    v.stok_minimum.forEach((s, i) => {
      if (lokasi.has(s.lokasi_uid))
        ctx.addIssue({
          code: 'custom',
          message: 'Lokasi tidak boleh berulang',
          path: ['stok_minimum', i, 'lokasi_uid'],
        });
      lokasi.add(s.lokasi_uid);
    });
  });
export type ProdukInput = z.infer<typeof produkInputSchema>;
export type ProdukForm = z.input<typeof produkInputSchema>;

export const produkSchema = masterDasarSchema.extend({
  nama_generik: z.string().nullable(),
  kode_kfa: z.string().nullable(),
  kategori_uid: z.string(),
  kategori_nama: z.string().nullable(),
  varian_uid: z.string().nullable(),
  varian_nama: z.string().nullable(),
  sediaan_uid: z.string().nullable(),
  sediaan_nama: z.string().nullable(),
  kelas_terapi_uid: z.string().nullable(),
  kelas_terapi_nama: z.string().nullable(),
  supplier_uid: z.string().nullable(),
  supplier_nama: z.string().nullable(),
  formularium: z.boolean(),
  fornas: z.boolean(),
  high_alert: z.boolean(),
  golongan: z.enum(GOLONGAN_OBAT),
  hna: z.number(),
  ppn_persen: z.number(),
  harga_dasar: z.number(),
  satuan_dasar: z.string(),
  konversi: z.array(
    z.object({
      satuan: z.string(),
      isi: z.number(),
      satuan_isi: z.string().nullable(),
      isi_dasar: z.number(),
    }),
  ),
  stok_minimum: z.array(
    z.object({ lokasi_uid: z.string(), lokasi_nama: z.string().nullable(), stok_minimum: z.number() }),
  ),
  keterangan: z.string().nullable(),
});
export type Produk = z.infer<typeof produkSchema>;

const bendera = z
  .enum(['true', 'false'], { message: 'Harus true atau false' })
  .transform((v) => v === 'true')
  .optional();

export const produkQuerySchema = masterListQuerySchema.extend({
  kategori_uid: z.uuid({ message: 'kategori_uid harus uid' }).optional(),
  kelas_terapi_uid: z.uuid({ message: 'kelas_terapi_uid harus uid' }).optional(),
  formularium: bendera,
  fornas: bendera,
});
export type ProdukQuery = z.infer<typeof produkQuerySchema>;

/** GET /farmasi/produk/:uid/harga: the selling price per base unit for each payer (spec §9). */
export const hargaProdukSchema = z.object({
  produk: z.object({ uid: z.string(), kode: z.string(), nama: z.string(), satuan_dasar: z.string() }),
  hna: z.number(),
  ppn_persen: z.number(),
  harga_dasar: z.number(),
  harga: z.array(
    z.object({
      jenis: jenisPenjaminSchema,
      nama: z.string(),
      asuransi_uid: z.string().nullable(),
      persen_markup: z.number(),
      harga_jual: z.number(),
    }),
  ),
});
export type HargaProduk = z.infer<typeof hargaProdukSchema>;

/** A medicine package: a named list of products with quantity and signa, for quick prescribing. */
export const paketObatItemSchema = z.object({
  produk_uid: z.uuid({ message: 'Produk wajib dipilih' }),
  jumlah: angkaDariTeks(
    z
      .number({ message: 'Jumlah harus angka' })
      .int('Jumlah harus bilangan bulat')
      .positive('Jumlah harus lebih dari 0')
      .max(10_000, 'Jumlah maksimal 10.000'),
  ),
  signa: z.string().trim().min(1, 'Signa wajib diisi').max(100, 'Signa maksimal 100 karakter'),
});
export const paketObatInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    keterangan: keteranganSchema,
    item: z.array(paketObatItemSchema).min(1, 'Isi paket minimal satu obat').max(30, 'Maksimal 30 obat'),
  })
  .superRefine((v, ctx) => {
    const ada = new Set<string>();
    v.item.forEach((it, i) => {
      if (ada.has(it.produk_uid))
        ctx.addIssue({
          code: 'custom',
          message: 'Obat tidak boleh berulang',
          path: ['item', i, 'produk_uid'],
        });
      ada.add(it.produk_uid);
    });
  });
export type PaketObatInput = z.infer<typeof paketObatInputSchema>;
export const paketObatSchema = masterDasarSchema.extend({
  keterangan: z.string().nullable(),
  item: z.array(
    z.object({
      produk_uid: z.string(),
      jumlah: z.number(),
      signa: z.string(),
      produk_kode: z.string(),
      produk_nama: z.string(),
      satuan_dasar: z.string().nullable(),
    }),
  ),
});
export type PaketObat = z.infer<typeof paketObatSchema>;
export const idParamSchema = z.object({ id: z.uuid({ message: 'id tidak valid' }) });
