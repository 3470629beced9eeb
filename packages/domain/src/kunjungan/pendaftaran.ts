import { z } from 'zod';
import { type JenisKunjungan, LABEL_JENIS_KUNJUNGAN } from '../format/kunjungan.ts';
import { formatRupiah } from '../format/rupiah.ts';
import { JENIS_POLI } from '../master/poli.ts';
import { sepPendaftaranSchema, sepRingkasSchema } from '../online/vclaim.kontrak.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { STATUS_ANTRIAN } from './antrian.ts';
import {
  asuransiOpsionalSchema,
  dokterOpsionalSchema,
  nomorKartuSchema,
  teksOpsionalMaks,
  uidWajib,
} from './bidang.ts';

/** Who pays for a visit: the payers of /master/penjamin, insurers as one kind with their uid. */
export const PENJAMIN_KUNJUNGAN = ['UMUM', 'BPJS', 'ASKES', 'ASURANSI'] as const;
export type PenjaminKunjungan = (typeof PENJAMIN_KUNJUNGAN)[number];
export const LABEL_PENJAMIN_KUNJUNGAN: Record<PenjaminKunjungan, string> = {
  UMUM: 'Umum',
  BPJS: 'BPJS Kesehatan',
  ASKES: 'Askes',
  ASURANSI: 'Asuransi',
};

export const STATUS_KUNJUNGAN = ['AKTIF', 'SELESAI', 'BATAL'] as const;
export type StatusKunjungan = (typeof STATUS_KUNJUNGAN)[number];

/** How far ahead a registration may be booked (docs/pendaftaran.md). */
export const MAKS_HARI_DAFTAR = 30;

/** The payer's numbers a visit needs: a card for BPJS and Askes, an insurer and member number. */
export function periksaPenjamin(
  v: { penjamin: PenjaminKunjungan; asuransi_uid: string | null; no_kartu: string | null },
  ctx: z.RefinementCtx,
) {
  const wajib = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.penjamin === 'BPJS') {
    if (!v.no_kartu) wajib('no_kartu', 'Nomor kartu BPJS wajib diisi');
    else if (!/^\d{13}$/.test(v.no_kartu)) wajib('no_kartu', 'Nomor kartu BPJS harus 13 digit angka');
  }
  if (v.penjamin === 'ASKES' && !v.no_kartu) wajib('no_kartu', 'Nomor kartu Askes wajib diisi');
  if (v.penjamin === 'ASURANSI') {
    if (!v.asuransi_uid) wajib('asuransi_uid', 'Asuransi wajib dipilih');
    if (!v.no_kartu) wajib('no_kartu', 'Nomor polis/kartu peserta asuransi wajib diisi');
  }
}

/** POST /pendaftaran: a patient to a clinic and doctor on a day, with the payer. */
export const pendaftaranInputSchema = z
  .object({
    pasien_uid: uidWajib('Pasien'),
    poli_uid: uidWajib('Poliklinik'),
    /** Optional only at the IGD (the server checks). */
    dokter_uid: dokterOpsionalSchema,
    tanggal: z.string({ message: 'Tanggal wajib diisi' }).pipe(tanggalSchema),
    penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin wajib dipilih' }),
    asuransi_uid: asuransiOpsionalSchema,
    no_kartu: nomorKartuSchema('Nomor kartu'),
    no_rujukan: nomorKartuSchema('Nomor rujukan'),
    no_sep: nomorKartuSchema('Nomor SEP'),
    keluhan: teksOpsionalMaks(500, 'Keluhan'),
    /** BPJS only: make the visit's SEP now (docs/vclaim.md); left out or terbitkan false: none. */
    sep: sepPendaftaranSchema.optional(),
  })
  .superRefine(periksaPenjamin)
  .superRefine((v, ctx) => {
    if (!v.sep?.terbitkan) return;
    if (v.penjamin !== 'BPJS')
      ctx.addIssue({ code: 'custom', path: ['sep'], message: 'SEP hanya untuk penjamin BPJS Kesehatan' });
    else if (v.no_sep)
      ctx.addIssue({
        code: 'custom',
        path: ['no_sep'],
        message: 'Kosongkan nomor SEP bila SEP diterbitkan dari sini',
      });
  });
export type PendaftaranInput = z.infer<typeof pendaftaranInputSchema>;
export type PendaftaranInputMasukan = z.input<typeof pendaftaranInputSchema>;

/** One registration: a layanan at a clinic with its queue entry, in its kunjungan. */
export const pendaftaranSchema = z.object({
  /** The layanan's uid: /detailpendaftaran/:id. */
  uid: z.string(),
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
  }),
  poli: z.object({ uid: z.string(), nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  jenis_kunjungan: z.enum(['GAWAT_DARURAT', 'RAWAT_JALAN']),
  jenis_kunjungan_label: z.string(),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  jam_mulai: z.string().nullable(),
  jam_selesai: z.string().nullable(),
  nomor: z.number().int(),
  nomor_antrian: z.string(),
  status: z.enum(STATUS_ANTRIAN),
  status_kunjungan: z.enum(STATUS_KUNJUNGAN),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  penjamin_label: z.string(),
  asuransi_uid: z.string().nullable(),
  no_kartu: z.string().nullable(),
  no_rujukan: z.string().nullable(),
  no_sep: z.string().nullable(),
  keluhan: z.string().nullable(),
  kode_tiket: z.string(),
  alasan_batal: z.string().nullable(),
  dibuat_oleh_nama: z.string().nullable(),
  created_at: z.string(),
});
export type Pendaftaran = z.infer<typeof pendaftaranSchema>;

/**
 * The master procedures registration charges, found by code (docs/pendaftaran.md "Registration
 * fees"): the administration of every visit (the IGD's own at the IGD) and the card of a new patient.
 */
export const KODE_BIAYA_PENDAFTARAN = {
  ADMINISTRASI: 'ADM-DAFTAR',
  ADMINISTRASI_IGD: 'ADM-IGD',
  KARTU: 'ADM-KARTU',
} as const;

/** A registration fee still charged on the visit's bill (its name and price copied when charged). */
export const biayaPendaftaranSchema = z.object({
  kode: z.string().nullable(),
  nama: z.string(),
  jumlah: z.number().int(),
});
export type BiayaPendaftaran = z.infer<typeof biayaPendaftaranSchema>;

/** One registration with the fees it charged (reversed ones left out). */
export const pendaftaranDetailSchema = pendaftaranSchema.extend({
  biaya: z.array(biayaPendaftaranSchema),
});
export type PendaftaranDetail = z.infer<typeof pendaftaranDetailSchema>;

/**
 * The answer to a registration: the detail, and what the clerk should know about fees that were
 * not charged ('Tarif administrasi belum diatur …'): a missing tariff never blocks registration.
 */
export const pendaftaranBaruSchema = pendaftaranDetailSchema.extend({
  peringatan_biaya: z.array(z.string()),
  /** The SEP made with the registration (docs/vclaim.md); null or absent when none was asked. */
  sep: sepRingkasSchema.nullable().optional(),
});
export type PendaftaranBaru = z.infer<typeof pendaftaranBaruSchema>;

/** 'Administrasi Pendaftaran Rp 15.000, Kartu Pasien Baru Rp 10.000', or '' with no fee. */
export function ringkasBiayaPendaftaran(biaya: readonly BiayaPendaftaran[]): string {
  return biaya.map((b) => `${b.nama} ${formatRupiah(b.jumlah)}`).join(', ');
}

export const pendaftaranListQuerySchema = pagingQuerySchema.extend({
  tanggal: tanggalSchema.optional(),
  poli: z.uuid({ message: 'Poli tidak valid' }).optional(),
  dokter: z.uuid({ message: 'Dokter tidak valid' }).optional(),
  status: z.enum(STATUS_ANTRIAN, { message: 'Status tidak valid' }).optional(),
  /** AKTIF: visits still open (/layanan-medis picks one to add a clinic to). */
  status_kunjungan: z.enum(STATUS_KUNJUNGAN, { message: 'Status kunjungan tidak valid' }).optional(),
  /** The services of one visit. */
  kunjungan: z.uuid({ message: 'Kunjungan tidak valid' }).optional(),
});
export type PendaftaranListQuery = z.infer<typeof pendaftaranListQuerySchema>;

export const batalPendaftaranSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalPendaftaran = z.infer<typeof batalPendaftaranSchema>;

export const kuotaQuerySchema = z.object({
  poli: z.uuid({ message: 'Poli wajib dipilih' }),
  tanggal: tanggalSchema,
  dokter: z.uuid({ message: 'Dokter tidak valid' }).optional(),
});
export type KuotaQuery = z.infer<typeof kuotaQuerySchema>;

/** A doctor's day at a clinic: sessions, the day's quota (their sum) and what is left. */
export const kuotaDokterSchema = z.object({
  dokter_uid: z.string(),
  dokter_nama: z.string(),
  sesi: z.array(
    z.object({
      jam_mulai: z.string(),
      jam_selesai: z.string(),
      kuota: z.number().int(),
      /** Registrations and live bookings of the session; what is left of it in all. */
      terpakai: z.number().int(),
      sisa: z.number().int(),
      /** The JKN share (null: not split) and what is left for JKN and non-JKN patients. */
      kuota_jkn: z.number().int().nullable(),
      sisa_jkn: z.number().int(),
      sisa_nonjkn: z.number().int(),
    }),
  ),
  kuota: z.number().int(),
  terdaftar: z.number().int(),
  sisa: z.number().int(),
  /** The doctor is on leave that day (registration and bookings are refused). */
  cuti: z.object({ alasan: z.string() }).nullable(),
});
export type KuotaDokter = z.infer<typeof kuotaDokterSchema>;

export const kuotaResponseSchema = z.object({
  respon: z.object({
    poli_jenis: z.enum(JENIS_POLI),
    /** IGD takes patients at any time: no schedule, no quota. */
    tanpa_jadwal: z.boolean(),
    dokter: z.array(kuotaDokterSchema),
  }),
});

/** Gawat Darurat for the IGD, Rawat Jalan otherwise (spec §4). */
export function jenisKunjunganPoli(jenis: (typeof JENIS_POLI)[number]): {
  jenis: Extract<JenisKunjungan, 'GAWAT_DARURAT' | 'RAWAT_JALAN'>;
  label: string;
} {
  const j = jenis === 'IGD' ? 'GAWAT_DARURAT' : 'RAWAT_JALAN';
  return { jenis: j, label: LABEL_JENIS_KUNJUNGAN[j] };
}
