import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import {
  keteranganSchema,
  kodeMasterSchema,
  namaMasterSchema,
  rupiahSchema,
  teksOpsional,
} from '../master/common.ts';
import { kontrakTarif } from '../master/tarif.kontrak.ts';
import { KELAS_RANAP } from '../pelayanan/tindak-lanjut.ts';
import { itemEnvelope, statusAktifSchema, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { JENIS_ITEM_HARIAN, JENIS_RUANGAN, STATUS_BED, type StatusBed } from './ranap.ts';

/**
 * Beds and the bed board (docs/ranap/bed.md): wards, rooms and beds as master data, a bed's
 * status with its history, the board, the public availability feed, the day tariffs of the daily
 * care items and the deposit asked per class.
 */

const tags = ['Rawat Inap – Bed'];

/** Who sees the board: the ward (ranap:read), the admission desk and bed management. */
export const IZIN_PAPAN_BED = anyOf(['ranap:read', 'ranap:admit', 'ranap.bed:manage']);
/** Who marks a bed cleaned, ready or out of order: the ward's nurses and bed management. */
export const IZIN_STATUS_BED = anyOf(['ranap.bed:status', 'ranap.bed:manage']);

/**
 * The manual moves of a bed's status (from → allowed to). TERISI and DIPESAN belong to admission,
 * transfer and discharge alone; RUSAK needs a reason.
 */
export const PINDAH_STATUS_BED_MANUAL: Record<StatusBed, readonly StatusBed[]> = {
  KOSONG: ['DIBERSIHKAN', 'RUSAK'],
  DIBERSIHKAN: ['KOSONG'],
  RUSAK: ['KOSONG'],
  TERISI: [],
  DIPESAN: [],
};

/** The button that makes each manual move, as the bed's dialog labels it. */
export const LABEL_AKSI_STATUS_BED: Record<StatusBed, string> = {
  KOSONG: 'Tandai Siap Pakai',
  DIBERSIHKAN: 'Tandai Sedang Dibersihkan',
  RUSAK: 'Tandai Rusak',
  TERISI: 'Terisi',
  DIPESAN: 'Dipesan',
};

const kelasSchema = z.enum(KELAS_RANAP, { message: 'Kelas tidak valid' });
const jenisRuanganSchema = z.enum(JENIS_RUANGAN, { message: 'Jenis ruangan tidak valid' });
const statusBedSchema = z.enum(STATUS_BED, { message: 'Status bed tidak valid' });

const teksWajib = (max: number, label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const jenisKelaminKamar = z
  .union([z.literal(''), z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin kamar harus L, P atau kosong' })], {
    message: 'Jenis kelamin kamar harus L, P atau kosong',
  })
  .nullish()
  .transform((v) => (v ? v : null));

// --- Masters -------------------------------------------------------------------------------

export const ruanganInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  jenis: jenisRuanganSchema,
  kelas: kelasSchema,
  lantai: teksOpsional(50, 'Lantai'),
  keterangan: keteranganSchema,
});
export type RuanganInput = z.infer<typeof ruanganInputSchema>;

export const kamarInputSchema = z.object({
  ruangan_uid: z.uuid({ message: 'Ruangan tidak valid' }),
  no_kamar: teksWajib(20, 'Nomor kamar'),
  jenis_kelamin: jenisKelaminKamar,
});
export type KamarInput = z.infer<typeof kamarInputSchema>;
export const kamarUbahSchema = kamarInputSchema.omit({ ruangan_uid: true });
export type KamarUbah = z.infer<typeof kamarUbahSchema>;

/** A new bed, or an edit: its number and room (moving it to another room moves it to that ward). */
export const bedInputSchema = z.object({
  kamar_uid: z.uuid({ message: 'Kamar tidak valid' }),
  no_bed: teksWajib(10, 'Nomor bed'),
});
export type BedInput = z.infer<typeof bedInputSchema>;

export const aktifMasterBedSchema = z.object({ aktif: z.boolean({ message: 'Aktif harus ya/tidak' }) });
export const statusRuanganSchema = z.object({ status: statusAktifSchema });

export const bedMasterSchema = z.object({
  uid: z.uuid(),
  kamar_uid: z.uuid(),
  no_bed: z.string(),
  status: statusBedSchema,
  aktif: z.boolean(),
});
export type BedMaster = z.infer<typeof bedMasterSchema>;

export const kamarMasterSchema = z.object({
  uid: z.uuid(),
  ruangan_uid: z.uuid(),
  no_kamar: z.string(),
  jenis_kelamin: z.enum(JENIS_KELAMIN).nullable(),
  aktif: z.boolean(),
  bed: z.array(bedMasterSchema),
});
export type KamarMaster = z.infer<typeof kamarMasterSchema>;

export const ruanganMasterSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  jenis: jenisRuanganSchema,
  kelas: kelasSchema,
  lantai: z.string().nullable(),
  keterangan: z.string().nullable(),
  status: statusAktifSchema,
  kamar: z.array(kamarMasterSchema),
});
export type RuanganMaster = z.infer<typeof ruanganMasterSchema>;

// --- Status and history --------------------------------------------------------------------

export const statusBedInputSchema = z.object({
  status: statusBedSchema,
  alasan: teksOpsional(500, 'Alasan'),
});
export type StatusBedInput = z.infer<typeof statusBedInputSchema>;

export const bedRiwayatSchema = z.object({
  uid: z.uuid(),
  status_lama: statusBedSchema.nullable(),
  status_baru: statusBedSchema,
  alasan: z.string().nullable(),
  perawatan_inap_uid: z.string().nullable(),
  oleh: z.string().nullable(),
  created_at: z.string(),
});
export type BedRiwayat = z.infer<typeof bedRiwayatSchema>;

// --- The board -----------------------------------------------------------------------------

export const hitungBedSchema = z.object({
  kapasitas: z.number().int(),
  kosong: z.number().int(),
  terisi: z.number().int(),
  dipesan: z.number().int(),
  dibersihkan: z.number().int(),
  rusak: z.number().int(),
});
export type HitungBed = z.infer<typeof hitungBedSchema>;

export const penghuniBedSchema = z.object({
  layanan_uid: z.uuid(),
  perawatan_inap_uid: z.uuid(),
  pasien_uid: z.uuid(),
  nama: z.string(),
  no_rm: z.string(),
  jenis_kelamin: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  dpjp: z.string().nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  masuk_pada: z.string(),
  /** Day of the stay in Jakarta calendar days; the admission day is day 1. */
  hari_ke: z.number().int(),
});
export type PenghuniBed = z.infer<typeof penghuniBedSchema>;

export const bedPapanSchema = z.object({
  uid: z.uuid(),
  no_bed: z.string(),
  status: statusBedSchema,
  status_sejak: z.string(),
  penghuni: penghuniBedSchema.nullable(),
});
export type BedPapan = z.infer<typeof bedPapanSchema>;

export const ruanganPapanSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  jenis: jenisRuanganSchema,
  kelas: kelasSchema,
  lantai: z.string().nullable(),
  hitung: hitungBedSchema,
  kamar: z.array(
    z.object({
      uid: z.uuid(),
      no_kamar: z.string(),
      jenis_kelamin: z.enum(JENIS_KELAMIN).nullable(),
      bed: z.array(bedPapanSchema),
    }),
  ),
});
export type RuanganPapan = z.infer<typeof ruanganPapanSchema>;

export const papanBedSchema = z.object({
  /** Per class of the ordinary wards (BANGSAL). */
  per_kelas: z.array(hitungBedSchema.extend({ kelas: kelasSchema })),
  /** Per kind of special care unit (ICU, HCU, …): a unit's bed is not a bed of its class. */
  per_unit_khusus: z.array(hitungBedSchema.extend({ jenis: jenisRuanganSchema })),
  total: hitungBedSchema,
  ruangan: z.array(ruanganPapanSchema),
});
export type PapanBed = z.infer<typeof papanBedSchema>;

export const papanBedQuerySchema = z.object({
  ruangan_uid: z
    .union([z.literal(''), z.uuid({ message: 'Ruangan tidak valid' })])
    .optional()
    .transform((v) => (v ? v : undefined)),
  kelas: z
    .union([z.literal(''), kelasSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
});

// --- Public availability (BPJS Aplicares field names) ---------------------------------------

export const ketersediaanRuangSchema = z.object({
  kodekelas: z.string(),
  koderuang: z.string(),
  namaruang: z.string(),
  kapasitas: z.number().int(),
  tersedia: z.number().int(),
  tersediapria: z.number().int(),
  tersediawanita: z.number().int(),
  tersediapriawanita: z.number().int(),
});
export type KetersediaanRuang = z.infer<typeof ketersediaanRuangSchema>;

export const ketersediaanBedSchema = z.object({
  diperbarui_pada: z.string(),
  ruang: z.array(ketersediaanRuangSchema),
  /** One row per kodekelas: the sums of its wards. */
  total_kelas: z.array(ketersediaanRuangSchema.omit({ koderuang: true, namaruang: true })),
});
export type KetersediaanBed = z.infer<typeof ketersediaanBedSchema>;

// --- Day tariffs and deposits ---------------------------------------------------------------

export const itemHarianTarifSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_ITEM_HARIAN),
  jenis_ruangan: jenisRuanganSchema.nullable(),
});
export type ItemHarianTarif = z.infer<typeof itemHarianTarifSchema>;

export const depositPerKelasSchema = z.object({
  kelas: kelasSchema,
  jumlah: z.number().int(),
  updated_at: z.string().nullable(),
});
export type DepositPerKelas = z.infer<typeof depositPerKelasSchema>;

export const depositPerKelasInputSchema = z.object({
  deposit: z
    .array(z.object({ kelas: kelasSchema, jumlah: rupiahSchema }))
    .min(1, 'Isi minimal satu kelas')
    .max(KELAS_RANAP.length)
    .refine((l) => new Set(l.map((d) => d.kelas)).size === l.length, 'Satu kelas diisi dua kali'),
});
export type DepositPerKelasInput = z.infer<typeof depositPerKelasInputSchema>;

// --- Contracts -----------------------------------------------------------------------------

const kelola = 'ranap.bed:manage' as const;

export const bedApi = {
  daftarRuangan: kontrak({
    method: 'GET',
    path: '/ranap/ruangan',
    permission: kelola,
    tags,
    summary: 'Semua ruangan rawat inap (aktif dan nonaktif) beserta kamar dan bednya',
    responses: { 200: z.object({ data: z.array(ruanganMasterSchema) }) },
  }),
  buatRuangan: kontrak({
    method: 'POST',
    path: '/ranap/ruangan',
    permission: kelola,
    tags,
    summary: 'Menambah ruangan (bangsal per kelas atau unit khusus)',
    body: ruanganInputSchema,
    responses: { 201: itemEnvelope(ruanganMasterSchema) },
    galat: [400, 403, 409],
  }),
  ubahRuangan: kontrak({
    method: 'PUT',
    path: '/ranap/ruangan/:uid',
    permission: kelola,
    tags,
    summary: 'Mengubah ruangan',
    params: uidParamSchema,
    body: ruanganInputSchema,
    responses: { 200: itemEnvelope(ruanganMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  statusRuangan: kontrak({
    method: 'PUT',
    path: '/ranap/ruangan/:uid/status',
    permission: kelola,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan ruangan (ditolak bila ada bed terisi/dipesan)',
    params: uidParamSchema,
    body: statusRuanganSchema,
    responses: { 200: itemEnvelope(ruanganMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  buatKamar: kontrak({
    method: 'POST',
    path: '/ranap/kamar',
    permission: kelola,
    tags,
    summary: 'Menambah kamar pada ruangan',
    body: kamarInputSchema,
    responses: { 201: itemEnvelope(kamarMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  ubahKamar: kontrak({
    method: 'PUT',
    path: '/ranap/kamar/:uid',
    permission: kelola,
    tags,
    summary: 'Mengubah nomor kamar atau batasan jenis kelaminnya',
    params: uidParamSchema,
    body: kamarUbahSchema,
    responses: { 200: itemEnvelope(kamarMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  aktifKamar: kontrak({
    method: 'PUT',
    path: '/ranap/kamar/:uid/aktif',
    permission: kelola,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan kamar (ditolak bila ada bed terisi/dipesan)',
    params: uidParamSchema,
    body: aktifMasterBedSchema,
    responses: { 200: itemEnvelope(kamarMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  buatBed: kontrak({
    method: 'POST',
    path: '/ranap/bed',
    permission: kelola,
    tags,
    summary: 'Menambah bed pada kamar',
    body: bedInputSchema,
    responses: { 201: itemEnvelope(bedMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  ubahBed: kontrak({
    method: 'PUT',
    path: '/ranap/bed/:uid',
    permission: kelola,
    tags,
    summary: 'Mengubah nomor bed atau memindahkannya ke kamar lain (ditolak bila terisi/dipesan)',
    params: uidParamSchema,
    body: bedInputSchema,
    responses: { 200: itemEnvelope(bedMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  aktifBed: kontrak({
    method: 'PUT',
    path: '/ranap/bed/:uid/aktif',
    permission: kelola,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan bed (ditolak bila terisi/dipesan)',
    params: uidParamSchema,
    body: aktifMasterBedSchema,
    responses: { 200: itemEnvelope(bedMasterSchema) },
    galat: [400, 403, 404, 409],
  }),
  statusBed: kontrak({
    method: 'PUT',
    path: '/ranap/bed/:uid/status',
    permission: IZIN_STATUS_BED,
    tags,
    summary: 'Mengubah status bed: siap pakai, dibersihkan, rusak (terisi/dipesan hanya lewat admisi)',
    params: uidParamSchema,
    body: statusBedInputSchema,
    responses: { 200: itemEnvelope(bedPapanSchema) },
    galat: [400, 403, 404, 409],
  }),
  riwayatBed: kontrak({
    method: 'GET',
    path: '/ranap/bed/:uid/riwayat',
    permission: IZIN_PAPAN_BED,
    tags,
    summary: 'Riwayat status bed, terbaru dahulu',
    params: uidParamSchema,
    responses: { 200: z.object({ data: z.array(bedRiwayatSchema) }) },
    galat: [404],
  }),
  papan: kontrak({
    method: 'GET',
    path: '/ranap/bed-board',
    permission: IZIN_PAPAN_BED,
    tags,
    summary: 'Papan bed: setiap ruangan aktif, kamar dan bednya dengan pasien, serta rekap per kelas',
    query: papanBedQuerySchema,
    responses: { 200: papanBedSchema },
  }),
  ketersediaan: kontrak({
    method: 'GET',
    path: '/ranap/ketersediaan-bed',
    permission: 'public',
    tags,
    summary: 'Ketersediaan tempat tidur per ruang dan kelas (nama bidang Aplicares BPJS), tanpa data pasien',
    responses: { 200: ketersediaanBedSchema },
  }),
  itemHarian: kontrak({
    method: 'GET',
    path: '/ranap/item-harian',
    permission: kelola,
    tags,
    summary: 'Item perawatan harian aktif (kamar, keperawatan) yang bertarif per penjamin dan kelas',
    responses: { 200: z.object({ data: z.array(itemHarianTarifSchema) }) },
  }),
  ...kontrakTarif({ path: '/ranap/item-harian', tag: 'Rawat Inap – Bed', baca: kelola, tulis: kelola }),
  deposit: kontrak({
    method: 'GET',
    path: '/ranap/deposit-kelas',
    permission: anyOf(['ranap.bed:manage', 'ranap:admit']),
    tags,
    summary: 'Deposit yang diminta saat admisi pasien umum, per kelas',
    responses: { 200: z.object({ data: z.array(depositPerKelasSchema) }) },
  }),
  aturDeposit: kontrak({
    method: 'PUT',
    path: '/ranap/deposit-kelas',
    permission: kelola,
    tags,
    summary: 'Mengatur deposit per kelas',
    body: depositPerKelasInputSchema,
    responses: { 200: z.object({ data: z.array(depositPerKelasSchema) }) },
    galat: [400, 403],
  }),
};
