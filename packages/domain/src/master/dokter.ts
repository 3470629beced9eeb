import { z } from 'zod';
import { angkaDariTeks } from '../platform/common.ts';
import {
  filterUid,
  type Hari,
  hariSchema,
  jamSchema,
  masterDasarSchema,
  masterListQuerySchema,
  tanggalOpsional,
  tanggalSchema,
  teksOpsional,
  uidOpsional,
} from './common.ts';
import { identitas, periksaIdentitas } from './sdm.ts';

// Doctors: specialties, the weekly schedule and the practice profile on top of the employee
// record of sdm.ts.

/**
 * Medical specialties (KKI), with the short title after the name. Registration filters doctors
 * by them; a doctor's own title (e.g. Sp.PD-KGH for a subspecialist) is typed in gelar_belakang.
 */
export const SPESIALISASI = {
  UMUM: { nama: 'Dokter Umum', singkatan: null },
  GIGI: { nama: 'Dokter Gigi', singkatan: null },
  SP_PD: { nama: 'Spesialis Penyakit Dalam', singkatan: 'Sp.PD' },
  SP_A: { nama: 'Spesialis Anak', singkatan: 'Sp.A' },
  SP_OG: { nama: 'Spesialis Obstetri dan Ginekologi', singkatan: 'Sp.OG' },
  SP_B: { nama: 'Spesialis Bedah', singkatan: 'Sp.B' },
  SP_OT: { nama: 'Spesialis Orthopaedi dan Traumatologi', singkatan: 'Sp.OT' },
  SP_U: { nama: 'Spesialis Urologi', singkatan: 'Sp.U' },
  SP_BS: { nama: 'Spesialis Bedah Saraf', singkatan: 'Sp.BS' },
  SP_M: { nama: 'Spesialis Mata', singkatan: 'Sp.M' },
  SP_THT: { nama: 'Spesialis THT – Bedah Kepala Leher', singkatan: 'Sp.THT-BKL' },
  SP_N: { nama: 'Spesialis Neurologi', singkatan: 'Sp.N' },
  SP_JP: { nama: 'Spesialis Jantung dan Pembuluh Darah', singkatan: 'Sp.JP' },
  SP_P: { nama: 'Spesialis Pulmonologi dan Kedokteran Respirasi', singkatan: 'Sp.P' },
  SP_DVE: { nama: 'Spesialis Dermatologi, Venereologi dan Estetika', singkatan: 'Sp.DVE' },
  SP_KJ: { nama: 'Spesialis Kedokteran Jiwa', singkatan: 'Sp.KJ' },
  SP_RAD: { nama: 'Spesialis Radiologi', singkatan: 'Sp.Rad' },
  SP_AN: { nama: 'Spesialis Anestesiologi dan Terapi Intensif', singkatan: 'Sp.An' },
  SP_PK: { nama: 'Spesialis Patologi Klinik', singkatan: 'Sp.PK' },
  SP_PA: { nama: 'Spesialis Patologi Anatomik', singkatan: 'Sp.PA' },
  SP_KFR: { nama: 'Spesialis Kedokteran Fisik dan Rehabilitasi', singkatan: 'Sp.KFR' },
  SP_EM: { nama: 'Spesialis Emergensi', singkatan: 'Sp.EM' },
  SP_GK: { nama: 'Spesialis Gizi Klinik', singkatan: 'Sp.GK' },
  SP_KG: { nama: 'Spesialis Konservasi Gigi', singkatan: 'Sp.KG' },
  SP_ORT: { nama: 'Spesialis Ortodonti', singkatan: 'Sp.Ort' },
  SP_BM: { nama: 'Spesialis Bedah Mulut dan Maksilofasial', singkatan: 'Sp.BM' },
} as const satisfies Record<string, { nama: string; singkatan: string | null }>;
export type Spesialisasi = keyof typeof SPESIALISASI;
export const KODE_SPESIALISASI = Object.keys(SPESIALISASI) as [Spesialisasi, ...Spesialisasi[]];
export const spesialisasiSchema = z.enum(KODE_SPESIALISASI, { message: 'Spesialisasi wajib dipilih' });
/** 'Spesialis Penyakit Dalam (Sp.PD)'. */
export function labelSpesialisasi(kode: Spesialisasi): string {
  const s = SPESIALISASI[kode];
  return s.singkatan ? `${s.nama} (${s.singkatan})` : s.nama;
}

/** One weekly practice session: at a polyclinic, on a weekday, from–to, for at most `kuota` patients. */
export const sesiJadwalInputSchema = z.object({
  poli_uid: z.uuid({ message: 'Poli wajib dipilih' }),
  hari: hariSchema,
  jam_mulai: jamSchema,
  jam_selesai: jamSchema,
  kuota: angkaDariTeks(
    z
      .number({ message: 'Kuota harus angka' })
      .int('Kuota harus bilangan bulat')
      .min(1, 'Kuota minimal 1 pasien')
      .max(500, 'Kuota maksimal 500 pasien'),
  ),
  /**
   * Of `kuota`, the places for JKN (BPJS) patients; the rest (kuota − kuota_jkn) are non-JKN.
   * Empty: not split, either kind may take the whole quota. Published to Mobile JKN.
   */
  kuota_jkn: angkaDariTeks(
    z
      .number({ message: 'Kuota JKN harus angka' })
      .int('Kuota JKN harus bilangan bulat')
      .min(0, 'Kuota JKN tidak boleh negatif')
      .max(500, 'Kuota JKN maksimal 500 pasien')
      .nullish(),
  ).transform((v) => v ?? null),
});
export type SesiJadwalInput = z.infer<typeof sesiJadwalInputSchema>;

/** 'Senin 08:00–12:00', as the schedule screens print a session. */
export function formatSesi(s: { hari: Hari; jam_mulai: string; jam_selesai: string }): string {
  return `${s.hari} ${s.jam_mulai}–${s.jam_selesai}`;
}

type Praktik = { polis: string[]; jadwal: SesiJadwalInput[] };
/**
 * A session is at one of the doctor's clinics and ends after it starts; one doctor cannot hold two
 * sessions at once on one day, whichever clinics they are at (end = next start is not an overlap).
 */
function periksaPraktik(v: Praktik, ctx: z.RefinementCtx) {
  const polis = new Set(v.polis);
  if (polis.size !== v.polis.length)
    ctx.addIssue({ code: 'custom', path: ['polis'], message: 'Poli yang sama dipilih dua kali' });
  v.jadwal.forEach((s, i) => {
    if (!polis.has(s.poli_uid))
      ctx.addIssue({
        code: 'custom',
        path: ['jadwal', i, 'poli_uid'],
        message: 'Pilih salah satu poli praktik dokter ini',
      });
    if (s.kuota_jkn !== null && s.kuota_jkn > s.kuota)
      ctx.addIssue({
        code: 'custom',
        path: ['jadwal', i, 'kuota_jkn'],
        message: `Kuota JKN tidak boleh melebihi kuota sesi (${s.kuota})`,
      });
    if (s.jam_selesai <= s.jam_mulai) {
      ctx.addIssue({
        code: 'custom',
        path: ['jadwal', i, 'jam_selesai'],
        message: 'Jam selesai harus setelah jam mulai',
      });
      return;
    }
    const bentrok = v.jadwal
      .slice(0, i)
      .find(
        (t) =>
          t.hari === s.hari &&
          t.jam_mulai < t.jam_selesai &&
          s.jam_mulai < t.jam_selesai &&
          t.jam_mulai < s.jam_selesai,
      );
    if (bentrok)
      ctx.addIssue({
        code: 'custom',
        path: ['jadwal', i, 'jam_mulai'],
        message: `Bentrok dengan jadwal ${formatSesi(bentrok)}`,
      });
  });
}

const profilDokter = {
  spesialisasi: spesialisasiSchema,
  no_sip: z
    .string({ message: 'Nomor SIP wajib diisi' })
    .trim()
    .min(1, 'Nomor SIP wajib diisi')
    .max(60, 'Nomor SIP maksimal 60 karakter'),
  sip_berlaku_sampai: tanggalOpsional,
  no_str: teksOpsional(60, 'Nomor STR'),
  /** The DPJP code of BPJS VClaim (digits), needed on a BPJS patient's SEP. */
  kode_dpjp_bpjs: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Kode DPJP BPJS berupa angka (maks. 10 digit)')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Shown on the online schedule (/admin-dokteronline); a new doctor is shown unless unticked. */
  tampil_online: z.boolean({ message: 'Tampil online harus ya/tidak' }).default(true),
  /** Active polyclinics the doctor practises at. */
  polis: z
    .array(z.uuid({ message: 'Poli tidak valid' }))
    .max(20, 'Maksimal 20 poli')
    .default([]),
  jadwal: z.array(sesiJadwalInputSchema).max(70, 'Maksimal 70 sesi per minggu').default([]),
};

/**
 * A doctor is an employee with a practice profile, saved in one go. `pegawai_uid` (create only)
 * takes an employee already in /kelola-karyawan instead of adding a new one; the identity fields
 * in the body then update that employee.
 */
export const dokterInputSchema = z
  .object({ ...identitas, ...profilDokter, pegawai_uid: uidOpsional('Karyawan') })
  .superRefine((v, ctx) => {
    periksaIdentitas(v, ctx);
    periksaPraktik(v, ctx);
  });
export type DokterInput = z.infer<typeof dokterInputSchema>;

export const sesiJadwalSchema = z.object({
  poli_uid: z.string(),
  poli_nama: z.string(),
  hari: hariSchema,
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  kuota: z.number().int(),
  /** Null: the quota is not split between JKN and non-JKN. */
  kuota_jkn: z.number().int().nullable(),
});
export type SesiJadwal = z.infer<typeof sesiJadwalSchema>;

/**
 * A doctor as every signed-in role reads it (registration picks doctors per clinic and day):
 * professional fields only, never NIK, phone, address or birth data.
 */
export const dokterSchema = masterDasarSchema.extend({
  gelar_depan: z.string().nullable(),
  gelar_belakang: z.string().nullable(),
  nama_lengkap: z.string(),
  spesialisasi: spesialisasiSchema,
  spesialisasi_nama: z.string(),
  no_sip: z.string().nullable(),
  sip_berlaku_sampai: z.string().nullable(),
  no_str: z.string().nullable(),
  kode_dpjp_bpjs: z.string().nullable(),
  tampil_online: z.boolean(),
  /** The username of the linked login account (/kelola-dokter/:username opens it). */
  akun_username: z.string().nullable(),
  polis: z.array(z.object({ uid: z.string(), kode: z.string(), nama: z.string(), status: z.string() })),
  /** Weekly sessions, Senin first, then by start time. */
  jadwal: z.array(sesiJadwalSchema),
});
export type Dokter = z.infer<typeof dokterSchema>;

export const dokterListQuerySchema = masterListQuerySchema.extend({
  poli: filterUid('poli'),
  spesialisasi: z.enum(KODE_SPESIALISASI, { message: 'Spesialisasi tidak valid' }).optional(),
  /** The doctor linked to this account username. */
  username: z.string().trim().toLowerCase().max(32).optional(),
});
export type DokterListQuery = z.infer<typeof dokterListQuerySchema>;

/** `?poli=&hari=` or `?tanggal=` (its weekday in Jakarta); `online=true` keeps doctors shown online. */
export const jadwalDokterQuerySchema = z.object({
  poli: filterUid('poli'),
  hari: hariSchema.optional(),
  tanggal: tanggalSchema.optional(),
  online: z
    .enum(['true', 'false'], { message: 'online harus true atau false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type JadwalDokterQuery = z.infer<typeof jadwalDokterQuerySchema>;

/** Active doctors having sessions that match, each with only those sessions. */
export const jadwalDokterSchema = z.object({
  /** The weekday asked, directly or through `tanggal`; null for the whole week. */
  hari: hariSchema.nullable(),
  dokter: z.array(dokterSchema),
});
export type JadwalDokter = z.infer<typeof jadwalDokterSchema>;

export const dokterOnlineSchema = z.object({
  tampil_online: z.boolean({ message: 'tampil_online harus true atau false' }),
});

// The online schedule (/admin-dokteronline, docs/master.md "Jadwal dokter online"): the JKN quota
// per session and the doctor's leave. Each change is sent to BPJS's schedule service.

/** PUT /master/dokter/:uid/kuota-jkn: the JKN share of sessions, each found by clinic, day and start. */
export const kuotaJknInputSchema = z.object({
  sesi: z
    .array(
      z.object({
        poli_uid: z.uuid({ message: 'Poli tidak valid' }),
        hari: hariSchema,
        jam_mulai: jamSchema,
        kuota_jkn: angkaDariTeks(
          z
            .number({ message: 'Kuota JKN harus angka' })
            .int('Kuota JKN harus bilangan bulat')
            .min(0, 'Kuota JKN tidak boleh negatif')
            .max(500, 'Kuota JKN maksimal 500 pasien')
            .nullish(),
        ).transform((v) => v ?? null),
      }),
    )
    .min(1, 'Pilih sesi yang diubah')
    .max(70, 'Maksimal 70 sesi'),
});
export type KuotaJknInput = z.infer<typeof kuotaJknInputSchema>;

/** The longest leave entered at once. */
export const MAKS_HARI_CUTI = 90;

/** POST /master/dokter/:uid/cuti: from..to inclusive, with the reason shown to the desk. */
export const cutiDokterInputSchema = z
  .object({
    tanggal_mulai: tanggalSchema,
    tanggal_selesai: tanggalSchema,
    alasan: z
      .string({ message: 'Alasan wajib diisi' })
      .trim()
      .min(1, 'Alasan wajib diisi')
      .max(200, 'Alasan maksimal 200 karakter'),
  })
  .superRefine((v, ctx) => {
    if (v.tanggal_selesai < v.tanggal_mulai)
      ctx.addIssue({
        code: 'custom',
        path: ['tanggal_selesai'],
        message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
      });
  });
export type CutiDokterInput = z.infer<typeof cutiDokterInputSchema>;

export const cutiDokterSchema = z.object({
  uid: z.string(),
  dokter_uid: z.string(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  alasan: z.string(),
  dibatalkan_pada: z.string().nullable(),
  dibuat_pada: z.string(),
});
export type CutiDokter = z.infer<typeof cutiDokterSchema>;

/**
 * The days a change touches: the doctor's practice days in a leave, or the coming days whose
 * sessions changed. Patients who booked online on them are on /pasien-online?perlu_dihubungi=1
 * for the desk to call (the online module derives that list; the master sits below it).
 */
export const jadwalTerdampakSchema = z.object({
  dokter_uid: z.string(),
  tanggal: z.array(z.string()),
});
export type JadwalTerdampak = z.infer<typeof jadwalTerdampakSchema>;

export const hasilCutiSchema = z.object({ cuti: cutiDokterSchema, terdampak: jadwalTerdampakSchema });
export type HasilCuti = z.infer<typeof hasilCutiSchema>;
