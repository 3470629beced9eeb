import { z } from 'zod';
import { teksOpsional } from '../master/common.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';

/** Where an order goes: the laboratory or radiology (DOMAIN.md "order"). */
export const JENIS_ORDER = ['LABOR', 'RADIOLOGI'] as const;
export type JenisOrder = (typeof JENIS_ORDER)[number];
export const jenisOrderSchema = z.enum(JENIS_ORDER, { message: 'Jenis order harus LABOR atau RADIOLOGI' });
export const LABEL_JENIS_ORDER: Record<JenisOrder, string> = {
  LABOR: 'Laboratorium',
  RADIOLOGI: 'Radiologi',
};

/**
 * An order's course (docs/penunjang.md). The clinic creates it DIMINTA and may cancel it only
 * then. The laboratory moves it DIMINTA → SAMPEL_DIAMBIL → DIPROSES → HASIL_DIISI → TERVALIDASI;
 * radiology DIMINTA → DIPERIKSA → DIBACA → TERVALIDASI. The unit may cancel (BATAL) anything not
 * yet validated. Each line follows its order.
 */
export const STATUS_ORDER = [
  'DIMINTA',
  'SAMPEL_DIAMBIL',
  'DIPROSES',
  'HASIL_DIISI',
  'DIPERIKSA',
  'DIBACA',
  'TERVALIDASI',
  'BATAL',
] as const;
export type StatusOrder = (typeof STATUS_ORDER)[number];
export const LABEL_STATUS_ORDER: Record<StatusOrder, string> = {
  DIMINTA: 'Diminta',
  SAMPEL_DIAMBIL: 'Sampel Diambil',
  DIPROSES: 'Diproses',
  HASIL_DIISI: 'Hasil Diisi',
  DIPERIKSA: 'Diperiksa',
  DIBACA: 'Ekspertise Ditulis',
  TERVALIDASI: 'Tervalidasi',
  BATAL: 'Dibatalkan',
};

/** The statuses each unit's worklist walks through, in order (BATAL aside). */
export const ALUR_STATUS_ORDER: Record<JenisOrder, readonly StatusOrder[]> = {
  LABOR: ['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI', 'TERVALIDASI'],
  RADIOLOGI: ['DIMINTA', 'DIPERIKSA', 'DIBACA', 'TERVALIDASI'],
};

/** What one line orders: a lab test, a lab package or a radiology exam (the tariff's item kinds). */
export const JENIS_ITEM_ORDER = ['LAB', 'PAKET_LAB', 'RADIOLOGI'] as const;
export type JenisItemOrder = (typeof JENIS_ITEM_ORDER)[number];
export const LABEL_JENIS_ITEM_ORDER: Record<JenisItemOrder, string> = {
  LAB: 'Pemeriksaan',
  PAKET_LAB: 'Paket',
  RADIOLOGI: 'Pemeriksaan',
};
/** The item kinds each order kind accepts. */
export const ITEM_UNTUK_ORDER: Record<JenisOrder, readonly JenisItemOrder[]> = {
  LABOR: ['LAB', 'PAKET_LAB'],
  RADIOLOGI: ['RADIOLOGI'],
};
export const MAKS_ITEM_ORDER = 50;

const uidItem = (label: string) => z.uuid({ message: `${label} tidak valid` }).optional();

/** One line of the request body: exactly one of the three catalogue references. */
export const orderItemInputSchema = z
  .object({
    pemeriksaan_lab_uid: uidItem('Pemeriksaan laboratorium'),
    paket_lab_uid: uidItem('Paket laboratorium'),
    pemeriksaan_radiologi_uid: uidItem('Pemeriksaan radiologi'),
  })
  .refine(
    (v) => [v.pemeriksaan_lab_uid, v.paket_lab_uid, v.pemeriksaan_radiologi_uid].filter(Boolean).length === 1,
    { message: 'Setiap baris memilih tepat satu pemeriksaan atau paket' },
  );
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/** The kind and catalogue uid an item line names. */
export function itemOrder(i: OrderItemInput): { jenis_item: JenisItemOrder; item_uid: string } {
  if (i.pemeriksaan_lab_uid) return { jenis_item: 'LAB', item_uid: i.pemeriksaan_lab_uid };
  if (i.paket_lab_uid) return { jenis_item: 'PAKET_LAB', item_uid: i.paket_lab_uid };
  return { jenis_item: 'RADIOLOGI', item_uid: i.pemeriksaan_radiologi_uid ?? '' };
}

/** POST /pelayanan/:layanan_uid/order. Whether each item is an active catalogue entry is the server's check. */
export const orderInputSchema = z
  .object({
    jenis: jenisOrderSchema,
    cito: z.boolean({ message: 'Cito harus ya atau tidak' }).default(false),
    catatan_klinis: teksOpsional(500, 'Catatan klinis'),
    items: z
      .array(orderItemInputSchema, { message: 'Pilih minimal satu pemeriksaan' })
      .min(1, 'Pilih minimal satu pemeriksaan')
      .max(MAKS_ITEM_ORDER, `Maksimal ${MAKS_ITEM_ORDER} pemeriksaan dalam satu order`),
  })
  .superRefine((v, ctx) => {
    const ada = new Set<string>();
    v.items.forEach((it, i) => {
      const { jenis_item, item_uid } = itemOrder(it);
      if (!item_uid) return;
      if (!ITEM_UNTUK_ORDER[v.jenis].includes(jenis_item))
        ctx.addIssue({
          code: 'custom',
          path: ['items', i],
          message:
            v.jenis === 'LABOR'
              ? 'Order laboratorium hanya berisi pemeriksaan atau paket laboratorium'
              : 'Order radiologi hanya berisi pemeriksaan radiologi',
        });
      if (ada.has(item_uid))
        ctx.addIssue({ code: 'custom', path: ['items', i], message: 'Pemeriksaan dipilih dua kali' });
      ada.add(item_uid);
    });
  });
export type OrderInput = z.infer<typeof orderInputSchema>;

export const batalOrderInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalOrderInput = z.infer<typeof batalOrderInputSchema>;

export const orderParamSchema = layananParamSchema.extend({
  uid: z.uuid({ message: 'uid order tidak valid' }),
});

export const orderItemSchema = z.object({
  uid: z.string(),
  posisi: z.number().int(),
  jenis_item: z.enum(JENIS_ITEM_ORDER),
  item_uid: z.string(),
  kode: z.string().nullable(),
  nama: z.string(),
  status: z.enum(STATUS_ORDER),
  label_status: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  jenis: jenisOrderSchema,
  label_jenis: z.string(),
  status: z.enum(STATUS_ORDER),
  label_status: z.string(),
  cito: z.boolean(),
  catatan_klinis: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  items: z.array(orderItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /pelayanan/:layanan_uid/order/katalog?jenis=: what the order dialog offers. */
export const katalogOrderQuerySchema = z.object({ jenis: jenisOrderSchema });

export const katalogOrderItemSchema = z.object({
  jenis_item: z.enum(JENIS_ITEM_ORDER),
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  /** Specimen of a lab test, the tests of a package, preparation of a radiology exam. */
  keterangan: z.string().nullable(),
  /** The price for the visit's payer at outpatient class, when a tariff is set. */
  harga: z.number().int().nullable(),
});
export type KatalogOrderItem = z.infer<typeof katalogOrderItemSchema>;

export const katalogOrderSchema = z.object({
  jenis: jenisOrderSchema,
  kelompok: z.array(
    z.object({ kode: z.string(), label: z.string(), items: z.array(katalogOrderItemSchema) }),
  ),
});
export type KatalogOrder = z.infer<typeof katalogOrderSchema>;
