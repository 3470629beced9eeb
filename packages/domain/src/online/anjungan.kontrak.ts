import { z } from 'zod';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';

// The self-service kiosk (anjungan pendaftaran mandiri, docs/perangkat.md): three ways in, each
// ending with a queue number and the 80 mm ticket. Only an ANJUNGAN device's token opens them.

const kodeBookingSchema = z
  .string({ message: 'Kode booking wajib diisi' })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,30}$/, 'Kode booking hanya huruf dan angka'));

export const anjunganBookingSchema = z.object({ kodebooking: kodeBookingSchema });

export const anjunganSuratKontrolSchema = z.object({
  nomor: z
    .string({ message: 'Nomor surat kontrol wajib diisi' })
    .trim()
    .min(3, 'Nomor surat kontrol terlalu pendek')
    .max(60, 'Nomor surat kontrol terlalu panjang'),
});

/** No. RM and date of birth: both must match before anything about the patient is shown. */
export const anjunganPasienSchema = z.object({
  no_rm: z
    .string({ message: 'No. RM wajib diisi' })
    .trim()
    .regex(/^[0-9A-Za-z.-]{1,20}$/, 'No. RM tidak valid'),
  tanggal_lahir: z.string({ message: 'Tanggal lahir wajib diisi' }).pipe(tanggalSchema),
});
export type AnjunganPasien = z.infer<typeof anjunganPasienSchema>;

/** A registration as UMUM at a clinic and doctor offered by POST /anjungan/pasien. */
export const anjunganDaftarSchema = anjunganPasienSchema.extend({
  poli_uid: z.uuid({ message: 'Poliklinik wajib dipilih' }),
  dokter_uid: z.uuid({ message: 'Dokter wajib dipilih' }),
});
export type AnjunganDaftar = z.infer<typeof anjunganDaftarSchema>;

/** What the kiosk shows after a check-in or a registration; the ticket is fetched by layanan_uid. */
export const anjunganHasilSchema = z.object({
  layanan_uid: z.string(),
  nomor_antrian: z.string(),
  poli_nama: z.string(),
  dokter_nama: z.string().nullable(),
  jam_mulai: z.string().nullable(),
  jam_selesai: z.string().nullable(),
  penjamin_label: z.string(),
});
export type AnjunganHasil = z.infer<typeof anjunganHasilSchema>;

/** The patient found by No. RM + date of birth: today's bookings and clinics open for UMUM. */
export const anjunganPilihanSchema = z.object({
  /** A short form of the name (first name, initials), shown only after both fields matched. */
  nama: z.string(),
  /** The patient holds a BPJS card: without a booking or a control letter, the desk registers BPJS. */
  bpjs: z.boolean(),
  booking: z.array(
    z.object({
      kodebooking: z.string(),
      poli_nama: z.string(),
      dokter_nama: z.string(),
      jam_mulai: z.string(),
      jam_selesai: z.string(),
      nomor_antrian: z.string(),
    }),
  ),
  poli: z.array(
    z.object({
      poli_uid: z.string(),
      poli_nama: z.string(),
      dokter_uid: z.string(),
      dokter_nama: z.string(),
      jam_mulai: z.string(),
      jam_selesai: z.string(),
      sisa: z.number().int(),
    }),
  ),
});
export type AnjunganPilihan = z.infer<typeof anjunganPilihanSchema>;

const tags = ['Anjungan Pendaftaran Mandiri'];
const umum = {
  permission: 'perangkat',
  pesanTolak: 'Hanya anjungan pendaftaran yang dapat membuka ini',
  tags,
} as const;

export const anjunganApi = {
  booking: kontrak({
    ...umum,
    method: 'POST',
    path: '/anjungan/booking',
    summary: 'Check-in dengan kode booking (Mobile JKN atau booking rumah sakit) untuk hari ini',
    body: anjunganBookingSchema,
    responses: { 200: itemEnvelope(anjunganHasilSchema) },
    galat: [400, 403, 404, 409],
  }),
  suratKontrol: kontrak({
    ...umum,
    method: 'POST',
    path: '/anjungan/surat-kontrol',
    summary: 'Pendaftaran BPJS dengan surat kontrol untuk hari ini (poli dan dokter sesuai surat)',
    body: anjunganSuratKontrolSchema,
    responses: { 200: itemEnvelope(anjunganHasilSchema) },
    galat: [400, 403, 404, 409],
  }),
  pasien: kontrak({
    ...umum,
    method: 'POST',
    path: '/anjungan/pasien',
    summary: 'Mencari pasien dengan No. RM dan tanggal lahir (keduanya harus cocok; dibatasi per menit)',
    body: anjunganPasienSchema,
    responses: { 200: itemEnvelope(anjunganPilihanSchema) },
    galat: [400, 403, 409, 429],
  }),
  daftar: kontrak({
    ...umum,
    method: 'POST',
    path: '/anjungan/daftar',
    summary: 'Mendaftar sebagai pasien umum di poli dan dokter yang praktik hari ini dan masih berkuota',
    body: anjunganDaftarSchema,
    responses: { 200: itemEnvelope(anjunganHasilSchema) },
    galat: [400, 403, 409, 429],
  }),
  /** A PDF: no JSON answer to describe. */
  tiket: kontrak({
    ...umum,
    method: 'GET',
    path: '/anjungan/tiket/:uid',
    batas: 'pdf',
    summary: 'Tiket antrian 80 mm dari pendaftaran hari ini',
    params: uidParamSchema,
    galat: [403, 404],
  }),
};
