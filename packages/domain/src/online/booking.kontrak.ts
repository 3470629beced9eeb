import { z } from 'zod';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { JENIS_PASIEN_ANTREAN, STATUS_BOOKING, SUMBER_BOOKING } from './online.ts';

// Online bookings for the desk (/pasien-online, /detail-pasien-online/:id; docs/antrean-online.md).

const teks = (label: string, maks: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(maks, `${label} maksimal ${maks} karakter`);

export const bookingListQuerySchema = z.object({
  tanggal: tanggalSchema,
  status: z.enum(STATUS_BOOKING, { message: 'Status tidak valid' }).optional(),
  sumber: z.enum(SUMBER_BOOKING, { message: 'Sumber tidak valid' }).optional(),
  poli: z.uuid({ message: 'Poliklinik tidak valid' }).optional(),
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export const bookingSchema = z.object({
  uid: z.string(),
  kodebooking: z.string(),
  sumber: z.enum(SUMBER_BOOKING),
  status: z.enum(STATUS_BOOKING),
  pasien_uid: z.string().nullable(),
  no_rm: z.string().nullable(),
  nama_pasien: z.string().nullable(),
  nomorkartu: z.string().nullable(),
  nik: z.string(),
  nohp: z.string().nullable(),
  poli_uid: z.string(),
  poli_nama: z.string(),
  dokter_uid: z.string(),
  dokter_nama: z.string(),
  tanggal: z.string(),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  jenis_pasien: z.enum(JENIS_PASIEN_ANTREAN),
  jenis_kunjungan: z.number().int().nullable(),
  nomor_referensi: z.string().nullable(),
  nomor_antrian: z.string(),
  estimasi_dilayani: z.string(),
  layanan_uid: z.string().nullable(),
  checkin_pada: z.string().nullable(),
  batal_pada: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  dihubungi_pada: z.string().nullable(),
  dihubungi_catatan: z.string().nullable(),
  dibuat_pada: z.string(),
  /** Why the desk must call the patient (leave, session gone); null when nothing changed. */
  perlu_dihubungi: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingDaftarSchema = z.object({
  rows: z.array(bookingSchema),
  /** Bookings of the day per status (before the status filter). */
  jumlah: z.record(z.enum(STATUS_BOOKING), z.number().int()),
});
export type BookingDaftar = z.infer<typeof bookingDaftarSchema>;

/** A task ID reported to BPJS for the booking (from the outbox, when it holds any). */
export const bookingTugasSchema = z.object({
  jenis: z.string(),
  ringkasan: z.string(),
  status: z.string(),
  dibuat_pada: z.string(),
  pesan_galat: z.string().nullable(),
});

export const bookingDetailSchema = bookingSchema.extend({ riwayat_bpjs: z.array(bookingTugasSchema) });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingCheckinJawabanSchema = z.object({
  layanan_uid: z.string(),
  nomor_antrian: z.string(),
  kode_tiket: z.string(),
});
export type BookingCheckinJawaban = z.infer<typeof bookingCheckinJawabanSchema>;

export const bookingBatalSchema = z.object({ alasan: teks('Alasan', 200) });
export const bookingDihubungiSchema = z.object({ catatan: teks('Catatan', 500) });
export const bookingLengkapiSchema = z.object({
  pasien_uid: z.uuid({ message: 'Pilih atau buat data pasien terlebih dahulu' }),
  /** When the desk opened the booking (BPJS tasks 1 and 2); left out, a moment before check-in. */
  dilayani_sejak: z.iso.datetime({ offset: true, message: 'Waktu tidak valid' }).optional(),
});
/** One booking (`uid`), or every DIPESAN booking of `tanggal`, or of every day before today. */
export const bookingTidakDatangSchema = z.object({
  uid: z.uuid({ message: 'Booking tidak valid' }).optional(),
  tanggal: tanggalSchema.optional(),
});

/** A hospital-channel booking made at the desk for a patient (sumber RS). */
export const bookingBuatSchema = z.object({
  /** Left out for a new patient without a No. RM: then `nik` is required. */
  pasien_uid: z.uuid({ message: 'Pasien tidak valid' }).optional(),
  nik: z
    .string()
    .trim()
    .regex(/^\d{16}$/, 'NIK harus 16 digit angka')
    .optional(),
  nomorkartu: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'Nomor kartu BPJS harus 13 digit angka')
    .optional(),
  nohp: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/, 'Nomor HP tidak valid')
    .optional(),
  poli_uid: z.uuid({ message: 'Poliklinik wajib dipilih' }),
  dokter_uid: z.uuid({ message: 'Dokter wajib dipilih' }),
  tanggal: tanggalSchema,
  jam_mulai: z
    .string({ message: 'Sesi praktik wajib dipilih' })
    .regex(/^\d{2}:\d{2}$/, 'Sesi praktik tidak valid'),
  jenis_pasien: z.enum(JENIS_PASIEN_ANTREAN, { message: 'Jenis pasien wajib dipilih' }),
  nomor_referensi: z.string().trim().max(30, 'Nomor rujukan maksimal 30 karakter').optional(),
  jenis_kunjungan: z.number().int().min(1).max(4).optional(),
});
export type BookingBuat = z.infer<typeof bookingBuatSchema>;

const tags = ['Pasien Online'];
const baca = { tags, permission: 'pasien.online:read' } as const;
const tulis = { tags, permission: 'pasien.online:write', galat: [400, 404, 409] } as const;

export const bookingApi = {
  list: kontrak({
    ...baca,
    method: 'GET',
    path: '/pasien-online',
    summary: 'Booking online satu tanggal, dengan jumlah per status',
    query: bookingListQuerySchema,
    responses: { 200: itemEnvelope(bookingDaftarSchema) },
  }),
  perluDihubungi: kontrak({
    ...baca,
    method: 'GET',
    path: '/pasien-online/perlu-dihubungi',
    summary: 'Booking yang perlu dihubungi: dokter cuti atau jadwal praktik tidak ada lagi',
    responses: { 200: itemEnvelope(z.array(bookingSchema)) },
  }),
  detail: kontrak({
    ...baca,
    method: 'GET',
    path: '/pasien-online/:uid',
    summary: 'Detail booking online',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(bookingDetailSchema) },
    galat: [404],
  }),
  buat: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online',
    summary: 'Booking lewat kanal rumah sakit untuk pasien dan tanggal',
    body: bookingBuatSchema,
    responses: { 201: itemEnvelope(bookingSchema) },
  }),
  checkin: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online/:uid/checkin',
    summary: 'Check-in di loket: booking menjadi pendaftaran dengan nomor antrian yang sama',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(bookingCheckinJawabanSchema) },
  }),
  lengkapi: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online/:uid/lengkapi',
    summary: 'Pasien baru: hubungkan data pasien (No. RM) lalu check-in',
    params: uidParamSchema,
    body: bookingLengkapiSchema,
    responses: { 200: itemEnvelope(bookingCheckinJawabanSchema) },
  }),
  batal: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online/:uid/batal',
    summary: 'Batalkan booking dengan alasan',
    params: uidParamSchema,
    body: bookingBatalSchema,
    responses: { 200: itemEnvelope(bookingSchema) },
  }),
  dihubungi: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online/:uid/dihubungi',
    summary: 'Catat bahwa pasien sudah dihubungi',
    params: uidParamSchema,
    body: bookingDihubungiSchema,
    responses: { 200: itemEnvelope(bookingSchema) },
  }),
  tidakDatang: kontrak({
    ...tulis,
    method: 'POST',
    path: '/pasien-online/tidak-datang',
    summary: 'Tandai tidak datang: booking yang belum check-in sampai hari kemarin atau sebelumnya',
    body: bookingTidakDatangSchema,
    responses: { 200: itemEnvelope(z.object({ jumlah: z.number().int() })) },
  }),
} as const;
