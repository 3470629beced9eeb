import { z } from 'zod';
import { JENIS_POLI } from '../master/poli.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { STATUS_ANTRIAN } from './antrian.ts';
import { PENJAMIN_KUNJUNGAN } from './pendaftaran.ts';

const tanggal = tanggalSchema.optional();

/** GET /antrian/klinik | /antrian/igd | /antrian/hd: one clinic day (default today); own entries first. */
export const antrianKlinikQuerySchema = pagingQuerySchema.extend({
  tanggal,
  poli: z.uuid({ message: 'Poli tidak valid' }).optional(),
  dokter: z.uuid({ message: 'Dokter tidak valid' }).optional(),
  status: z.enum(STATUS_ANTRIAN, { message: 'Status tidak valid' }).optional(),
});
export type AntrianKlinikQuery = z.infer<typeof antrianKlinikQuerySchema>;

/** The same filters without status and paging: for the per-status counts of the chips. */
export const jumlahAntrianQuerySchema = antrianKlinikQuerySchema.omit({
  status: true,
  offset: true,
  limit: true,
  limitless: true,
});
export type JumlahAntrianQuery = z.infer<typeof jumlahAntrianQuerySchema>;

/** One queue entry on the clinic's list. */
export const antrianKlinikSchema = z.object({
  /** The antrian's uid: PUT /antrian/:uid/status, POST /antrian/:uid/panggil. */
  uid: z.string(),
  /** The layanan's uid: the assessment screens and /detailpendaftaran/:id. */
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  nomor: z.number().int(),
  nomor_antrian: z.string(),
  status: z.enum(STATUS_ANTRIAN),
  status_diubah_pada: z.string(),
  /** Minutes since the entry reached its status (how long it has waited); null once final. */
  menit_di_status: z.number().int().nullable(),
  jumlah_panggil: z.number().int(),
  dipanggil_pada: z.string().nullable(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
    /** '34 T 2 B 5 H' on the visit's day (spec §9). */
    umur: z.string(),
  }),
  poli: z.object({
    uid: z.string(),
    nama: z.string(),
    jenis: z.enum(JENIS_POLI),
    /** The doctor waits for the nursing assessment at this clinic (master setting). */
    wajib_asesmen_perawat: z.boolean(),
  }),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  /** The service has a nursing assessment (so a doctor may take the patient at any clinic). */
  asesmen_perawat: z.boolean(),
  /**
   * The entry belongs to the signed-in person: their own patient (the service's doctor) or their
   * own clinic (a nurse's clinic, a doctor's clinics). Such entries come first in the list.
   */
  milik_saya: z.boolean(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  penjamin_label: z.string(),
  keluhan: z.string().nullable(),
  created_at: z.string(),
});
export type AntrianKlinik = z.infer<typeof antrianKlinikSchema>;

export const jumlahAntrianSchema = z.object({
  respon: z.object({
    WAITING: z.number().int(),
    ON_PROCESS: z.number().int(),
    WAITING_DOKTER: z.number().int(),
    DONE: z.number().int(),
    BATAL: z.number().int(),
  }),
});
export type JumlahAntrian = z.infer<typeof jumlahAntrianSchema>['respon'];

/** PUT /antrian/:uid/status. */
export const ubahStatusAntrianSchema = z.object({
  status: z.enum(STATUS_ANTRIAN, { message: 'Status antrian tidak valid' }),
});
export type UbahStatusAntrian = z.infer<typeof ubahStatusAntrianSchema>;

/** POST /antrian/:uid/panggil: what to announce and how often it has been called. */
export const panggilanSchema = z.object({
  uid: z.string(),
  nomor_antrian: z.string(),
  poli_nama: z.string(),
  jumlah_panggil: z.number().int(),
  dipanggil_pada: z.string(),
  /** 'Nomor antrian A nol satu dua, silakan menuju Poli Umum'. */
  teks: z.string(),
});
export type Panggilan = z.infer<typeof panggilanSchema>;
