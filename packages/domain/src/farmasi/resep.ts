import { z } from 'zod';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema, teksOpsional } from '../master/common.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { GOLONGAN_OBAT } from './produk.contract.ts';

/**
 * A prescription: the spec's "medicine request" (§3): uid, alasan, detail lines, each with a
 * `config` holding its position; a compounded line (racikan) carries its `mix_detail` lines
 * ordered by position. The clinic writes it; the pharmacy approves or rejects, dispenses, takes back.
 */
export const STATUS_RESEP = ['REQUEST', 'APPROVED', 'REJECTED', 'DONE', 'RETUR'] as const;
export type StatusResep = (typeof STATUS_RESEP)[number];
export const LABEL_STATUS_RESEP: Record<StatusResep, string> = {
  REQUEST: 'Diminta',
  APPROVED: 'Disetujui',
  REJECTED: 'Ditolak',
  DONE: 'Selesai',
  RETUR: 'Diretur',
};

/**
 * Where a prescription stands in the pharmacy queue, finer than its status: a dispensed (DONE)
 * prescription waits at the counter until it is handed over. The open queue is DIMINTA,
 * DISIAPKAN and SIAP; the rest is history.
 */
export const TAHAP_RESEP = ['DIMINTA', 'DISIAPKAN', 'SIAP', 'DISERAHKAN', 'DITOLAK', 'DIRETUR'] as const;
export type TahapResep = (typeof TAHAP_RESEP)[number];
export const LABEL_TAHAP_RESEP: Record<TahapResep, string> = {
  DIMINTA: 'Menunggu Telaah',
  DISIAPKAN: 'Sedang Disiapkan',
  SIAP: 'Siap Diambil',
  DISERAHKAN: 'Sudah Diserahkan',
  DITOLAK: 'Ditolak',
  DIRETUR: 'Diretur',
};
/** The pharmacy's open work (/farmasi/obat/request) and its history (…/history), by stage. */
export const TAHAP_RESEP_ANTREAN = ['DIMINTA', 'DISIAPKAN', 'SIAP'] as const satisfies readonly TahapResep[];
export const TAHAP_RESEP_RIWAYAT = [
  'DISERAHKAN',
  'DITOLAK',
  'DIRETUR',
] as const satisfies readonly TahapResep[];
export function tahapResep(status: StatusResep, diserahkan: boolean): TahapResep {
  if (status === 'REQUEST') return 'DIMINTA';
  if (status === 'APPROVED') return 'DISIAPKAN';
  if (status === 'REJECTED') return 'DITOLAK';
  if (status === 'RETUR') return 'DIRETUR';
  return diserahkan ? 'DISERAHKAN' : 'SIAP';
}

/**
 * Racikan amounts may be fractions of a tablet (2,5); stock leaves in whole base units, so the
 * pharmacy takes (and charges) the amount rounded up — the broken remainder cannot be sold.
 */
export const jumlahAmbilRacikan = (jumlah: number) => Math.ceil(jumlah - 1e-9);

export const STATUS_RESEP_RIWAYAT = ['DONE', 'REJECTED', 'RETUR'] as const satisfies readonly StatusResep[];

export const JENIS_DETAIL_RESEP = ['NON_RACIKAN', 'RACIKAN'] as const;
export type JenisDetailResep = (typeof JENIS_DETAIL_RESEP)[number];

/** The dosage form a racikan is made into, and the unit its divided doses are counted in. */
export const BENTUK_RACIKAN = ['PUYER', 'KAPSUL', 'SALEP', 'KRIM', 'SIRUP', 'LAINNYA'] as const;
export type BentukRacikan = (typeof BENTUK_RACIKAN)[number];
export const LABEL_BENTUK_RACIKAN: Record<BentukRacikan, string> = {
  PUYER: 'Puyer',
  KAPSUL: 'Kapsul',
  SALEP: 'Salep',
  KRIM: 'Krim',
  SIRUP: 'Sirup',
  LAINNYA: 'Lainnya',
};
export const SATUAN_BENTUK_RACIKAN: Record<BentukRacikan, string> = {
  PUYER: 'bungkus',
  KAPSUL: 'kapsul',
  SALEP: 'pot',
  KRIM: 'pot',
  SIRUP: 'botol',
  LAINNYA: 'bungkus',
};

/** Signa the prescription form suggests; any other text may be typed. */
export const SIGNA_UMUM = [
  '1 x 1 sesudah makan',
  '2 x 1 sesudah makan',
  '3 x 1 sesudah makan',
  '3 x 1 sebelum makan',
  '4 x 1 sesudah makan',
  '1 x 1 malam sebelum tidur',
  '3 x 1 bila demam',
  '3 x 1 bila perlu',
  '3 x 1 sendok takar (5 ml)',
  '2 x sehari oleskan tipis',
] as const;

export const MAKS_DETAIL_RESEP = 30;
export const MAKS_MIX_DETAIL = 10;

const posisiSchema = angkaDariTeks(
  z
    .number({ message: 'Posisi harus angka' })
    .int('Posisi harus bilangan bulat')
    .min(1, 'Posisi minimal 1')
    .max(99, 'Posisi maksimal 99'),
);
const jumlahBulat = (label: string, maks = 10_000) =>
  angkaDariTeks(
    z
      .number({ message: `${label} harus angka` })
      .int(`${label} harus bilangan bulat`)
      .positive(`${label} harus lebih dari 0`)
      .max(maks, `${label} maksimal ${maks.toLocaleString('id-ID')}`),
  );
const aturanPakai = z
  .string({ message: 'Aturan pakai wajib diisi' })
  .trim()
  .min(1, 'Aturan pakai wajib diisi')
  .max(200, 'Aturan pakai maksimal 200 karakter');
const produkWajib = z.uuid({ message: 'Obat wajib dipilih' });

/** One product in a racikan: how much of it goes into the whole mix, in its base unit (2,5 tablet). */
export const mixDetailInputSchema = z.object({
  position: posisiSchema,
  produk_uid: produkWajib,
  jumlah: angkaDariTeks(
    z
      .number({ message: 'Jumlah harus angka' })
      .positive('Jumlah harus lebih dari 0')
      .max(10_000, 'Jumlah maksimal 10.000')
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Jumlah maksimal 3 angka desimal'),
  ),
  /** The dose per divided portion as the doctor writes it, e.g. '250 mg'. */
  dosis: teksOpsional(50, 'Dosis'),
});
export type MixDetailInput = z.infer<typeof mixDetailInputSchema>;

const configSchema = z.object({ position: posisiSchema }, { message: 'config.position wajib diisi' });

/** A plain line: one product in its base unit (the unit stock is kept in). */
export const resepNonRacikanInputSchema = z.object({
  jenis: z.literal('NON_RACIKAN'),
  config: configSchema,
  produk_uid: produkWajib,
  jumlah: jumlahBulat('Jumlah'),
  aturan_pakai: aturanPakai,
  catatan: teksOpsional(200, 'Catatan'),
});

/**
 * A compounded line: name, form, the number of divided doses (10 bungkus) and its products.
 * One product is enough: splitting an adult tablet into a child's doses is a racikan too.
 */
export const resepRacikanInputSchema = z.object({
  jenis: z.literal('RACIKAN'),
  config: configSchema,
  nama_racikan: z
    .string({ message: 'Nama racikan wajib diisi' })
    .trim()
    .min(2, 'Nama racikan minimal 2 karakter')
    .max(100, 'Nama racikan maksimal 100 karakter'),
  bentuk: z.enum(BENTUK_RACIKAN, { message: 'Bentuk racikan wajib dipilih' }),
  jumlah: jumlahBulat('Jumlah racikan', 1000),
  satuan: z
    .string({ message: 'Satuan racikan wajib diisi' })
    .trim()
    .min(1, 'Satuan racikan wajib diisi')
    .max(20, 'Satuan racikan maksimal 20 karakter'),
  aturan_pakai: aturanPakai,
  catatan: teksOpsional(200, 'Catatan'),
  mix_detail: z
    .array(mixDetailInputSchema, { message: 'Isi racikan wajib diisi' })
    .min(1, 'Racikan berisi minimal satu obat')
    .max(MAKS_MIX_DETAIL, `Racikan berisi maksimal ${MAKS_MIX_DETAIL} obat`),
});

export const resepDetailInputSchema = z.discriminatedUnion(
  'jenis',
  [resepNonRacikanInputSchema, resepRacikanInputSchema],
  { message: 'Jenis baris harus NON_RACIKAN atau RACIKAN' },
);
export type ResepDetailInput = z.infer<typeof resepDetailInputSchema>;

type Isu = { path: (string | number)[]; message: string };

/** Positions unique among lines and within a racikan; a product once per racikan and once as a plain line. */
function periksaResep(detail: readonly ResepDetailInput[]): Isu[] {
  const isu: Isu[] = [];
  const posisi = new Set<number>();
  const polos = new Set<string>();
  detail.forEach((d, i) => {
    if (posisi.has(d.config.position))
      isu.push({ path: ['detail', i, 'config', 'position'], message: 'Posisi baris resep tidak boleh sama' });
    posisi.add(d.config.position);
    if (d.jenis === 'NON_RACIKAN') {
      if (polos.has(d.produk_uid))
        isu.push({ path: ['detail', i, 'produk_uid'], message: 'Obat ini sudah ditulis di baris lain' });
      polos.add(d.produk_uid);
      return;
    }
    const posMix = new Set<number>();
    const produkMix = new Set<string>();
    d.mix_detail.forEach((m, j) => {
      if (posMix.has(m.position))
        isu.push({
          path: ['detail', i, 'mix_detail', j, 'position'],
          message: 'Posisi obat dalam racikan tidak boleh sama',
        });
      if (produkMix.has(m.produk_uid))
        isu.push({
          path: ['detail', i, 'mix_detail', j, 'produk_uid'],
          message: 'Obat ini sudah ada dalam racikan',
        });
      posMix.add(m.position);
      produkMix.add(m.produk_uid);
    });
  });
  return isu;
}

/** POST /pelayanan/:layanan_uid/resep. Whether each product is active is the server's check. */
export const resepInputSchema = z
  .object({
    catatan: teksOpsional(300, 'Catatan resep'),
    detail: z
      .array(resepDetailInputSchema, { message: 'Resep berisi minimal satu obat' })
      .min(1, 'Resep berisi minimal satu obat')
      .max(MAKS_DETAIL_RESEP, `Resep berisi maksimal ${MAKS_DETAIL_RESEP} baris`),
  })
  .superRefine((v, ctx) => {
    for (const i of periksaResep(v.detail)) ctx.addIssue({ code: 'custom', ...i });
  });
export type ResepInput = z.infer<typeof resepInputSchema>;

export const produkResepSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  satuan_dasar: z.string(),
});

export const mixDetailSchema = z.object({
  uid: z.string(),
  position: z.number().int(),
  produk: produkResepSchema,
  jumlah: z.number(),
  dosis: z.string().nullable(),
});
export type MixDetail = z.infer<typeof mixDetailSchema>;

export const resepDetailSchema = z.object({
  uid: z.string(),
  config: z.object({ position: z.number().int() }),
  jenis: z.enum(JENIS_DETAIL_RESEP),
  /** The product of a plain line; null on a racikan. */
  produk: produkResepSchema.nullable(),
  nama_racikan: z.string().nullable(),
  bentuk: z.enum(BENTUK_RACIKAN).nullable(),
  jumlah: z.number().int(),
  satuan: z.string(),
  aturan_pakai: z.string(),
  catatan: z.string().nullable(),
  /** Ordered by position; empty on a plain line. */
  mix_detail: z.array(mixDetailSchema),
  /** What the line was charged once dispensed (integer rupiah); null before. */
  total: z.number().int().nullable(),
});
export type ResepDetail = z.infer<typeof resepDetailSchema>;

const resepDasarSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  status: z.enum(STATUS_RESEP),
  label_status: z.string(),
  /** Why the pharmacy rejected it (spec §3). */
  alasan: z.string().nullable(),
  catatan: z.string().nullable(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  poli: z.object({ uid: z.string(), nama: z.string() }),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  /** The depot that serves it, once approved. */
  lokasi: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  nomor_antrian: z.string().nullable(),
  tahap: z.enum(TAHAP_RESEP),
  label_tahap: z.string(),
  disetujui_pada: z.string().nullable(),
  selesai_pada: z.string().nullable(),
  dipanggil_pada: z.string().nullable(),
  dipanggil_kali: z.number().int(),
  diserahkan_pada: z.string().nullable(),
  penerima: z.string().nullable(),
  diretur_pada: z.string().nullable(),
  alasan_retur: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * Whether the medicine may leave the counter (issue 17): the visit payer's rule
 * (pengaturan_penjamin.obat_setelah_lunas) and what of this prescription's OBAT charges is not
 * yet paid at the cashier. The hand-over is refused while `wajib_lunas` and `belum_dibayar` > 0.
 */
export const tagihanObatResepSchema = z.object({
  wajib_lunas: z.boolean(),
  belum_dibayar: z.number().int(),
});
export type TagihanObatResep = z.infer<typeof tagihanObatResepSchema>;

/** Whether the rule holds the medicine back now. */
export const obatTertahan = (t: TagihanObatResep) => t.wajib_lunas && t.belum_dibayar > 0;

/** A prescription with its lines (ordered by position) and their mix_detail. */
export const resepSchema = resepDasarSchema.extend({
  detail: z.array(resepDetailSchema),
  tagihan_obat: tagihanObatResepSchema,
});
export type Resep = z.infer<typeof resepSchema>;

/** A row of the pharmacy's list. */
export const resepRingkasSchema = resepDasarSchema.extend({
  jumlah_obat: z.number().int(),
  jumlah_racikan: z.number().int(),
});
export type ResepRingkas = z.infer<typeof resepRingkasSchema>;

/** `limitless` as the query string sends it, or as a JSON body may (POST /farmasi/obat/request). */
const limitlessSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: 'limitless harus true atau false' })
  .optional()
  .transform((v) => v === true || v === 'true');

/** GET /farmasi/obat/request: the open prescriptions by default, or any `status`. */
export const resepQuerySchema = pagingQuerySchema.extend({
  status: z.enum(STATUS_RESEP, { message: 'Status resep tidak valid' }).optional(),
  tahap: z.enum(TAHAP_RESEP, { message: 'Tahap resep tidak valid' }).optional(),
  tanggal: tanggalSchema.optional(),
});
export type ResepQuery = z.infer<typeof resepQuerySchema>;
/** POST /farmasi/obat/request: the same query as a JSON body. */
export const resepQueryBodySchema = resepQuerySchema.extend({ limitless: limitlessSchema });

/** GET /farmasi/obat/request/history: finished prescriptions (done, rejected, returned). */
export const riwayatResepQuerySchema = pagingQuerySchema.extend({
  status: z
    .enum(STATUS_RESEP_RIWAYAT, { message: 'Status riwayat harus DONE, REJECTED atau RETUR' })
    .optional(),
  tanggal: tanggalSchema.optional(),
});

/** GET /pelayanan/obat: what a doctor picks from when prescribing. */
export const obatResepSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  nama_generik: z.string().nullable(),
  sediaan: z.string().nullable(),
  satuan_dasar: z.string(),
  fornas: z.boolean(),
  formularium: z.boolean(),
  golongan: z.enum(GOLONGAN_OBAT),
  high_alert: z.boolean(),
});
export type ObatResep = z.infer<typeof obatResepSchema>;
export const obatResepQuerySchema = pagingQuerySchema;
