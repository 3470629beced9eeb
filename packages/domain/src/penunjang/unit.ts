import { z } from 'zod';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { JENIS_ITEM_ORDER, jenisOrderSchema, STATUS_ORDER } from './order.ts';

/**
 * What the laboratory and radiology units share: the worklist of orders, the status history of an
 * order, cancelling by the unit. Lab results are labor.ts, radiology reports radiologi.ts.
 */

const boolQuery = (label: string) =>
  z
    .enum(['true', 'false'], { message: `${label} harus true atau false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** GET /labor, /radiologi: the unit's worklist, filtered like the spec's lists. */
export const worklistQuerySchema = pagingQuerySchema.extend({
  /** The Jakarta day the order was written; empty = every day. */
  tanggal: tanggalSchema.optional(),
  poli: z.uuid({ message: 'Poli tidak valid' }).optional(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak valid' }).optional(),
  cito: boolQuery('Cito'),
  status: z.enum(STATUS_ORDER, { message: 'Status tidak valid' }).optional(),
});
export type WorklistQuery = z.infer<typeof worklistQuerySchema>;

/** The same filters without status and paging: the counts of the status chips. */
export const jumlahWorklistQuerySchema = worklistQuerySchema.omit({
  status: true,
  offset: true,
  limit: true,
  limitless: true,
});
export type JumlahWorklistQuery = z.infer<typeof jumlahWorklistQuerySchema>;
export const jumlahWorklistSchema = z.record(z.enum(STATUS_ORDER), z.number().int());
export type JumlahWorklist = z.infer<typeof jumlahWorklistSchema>;

/** GET /labor/hasil, /radiologi/hasil: validated results, newest first. */
export const hasilListQuerySchema = pagingQuerySchema.extend({
  tanggal: tanggalSchema.optional(),
  /** Only the orders the signed-in doctor wrote. */
  milik_saya: boolQuery('Milik saya'),
});
export type HasilListQuery = z.infer<typeof hasilListQuerySchema>;

export const pasienOrderSchema = z.object({
  uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  tanggal_lahir: z.string(),
  /** Age on the day of the order: '45 T 2 B 3 H'. */
  umur: z.string(),
});
export type PasienOrder = z.infer<typeof pasienOrderSchema>;

/** One order on a unit's worklist. */
export const worklistItemSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  jenis: jenisOrderSchema,
  status: z.enum(STATUS_ORDER),
  label_status: z.string(),
  cito: z.boolean(),
  catatan_klinis: z.string().nullable(),
  pasien: pasienOrderSchema,
  poli: z.object({ uid: z.string(), nama: z.string() }),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  penjamin_label: z.string(),
  dokter: z.string().nullable(),
  /** The names of the lines, in order. */
  pemeriksaan: z.array(z.string()),
  /** Results outside the range (lab: flagged values; radiology: 0). */
  jumlah_abnormal: z.number().int(),
  kritis: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorklistItem = z.infer<typeof worklistItemSchema>;

/** One step of an order's course: who moved it, when, with what note. */
export const riwayatOrderSchema = z.object({
  status: z.enum(STATUS_ORDER),
  label_status: z.string(),
  waktu: z.string(),
  petugas: z.string().nullable(),
  catatan: z.string().nullable(),
});
export type RiwayatOrder = z.infer<typeof riwayatOrderSchema>;

/** The order as the unit's detail screens show it (head of /labor/:uid and /radiologi/:uid). */
export const kepalaOrderSchema = worklistItemSchema.extend({
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  alasan_batal: z.string().nullable(),
  items: z.array(
    z.object({
      uid: z.string(),
      jenis_item: z.enum(JENIS_ITEM_ORDER),
      item_uid: z.string(),
      kode: z.string().nullable(),
      nama: z.string(),
      /** Integer rupiah still charged for this line (0 before it is performed or once reversed). */
      tagihan: z.number().int(),
    }),
  ),
  riwayat: z.array(riwayatOrderSchema),
});
export type KepalaOrder = z.infer<typeof kepalaOrderSchema>;

/** POST /labor/:uid/batal, /radiologi/:uid/batal: the unit cancels what it cannot do. */
export const batalUnitInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalUnitInput = z.infer<typeof batalUnitInputSchema>;

/** A short note on a step (sample taking, examination). */
export const catatanLangkahSchema = z.object({
  catatan: z
    .string()
    .trim()
    .max(500, 'Catatan maksimal 500 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CatatanLangkah = z.infer<typeof catatanLangkahSchema>;
