import { z } from 'zod';
import { teksOpsional } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalOpsional, tanggalSchema, waktuSchema } from '../platform/kalender.ts';

// The medical record as a file (docs/rekam-medis.md "Borrowing", "Release of information",
// "Retention"): who has it, who it was disclosed to, and how long it must be kept.

const teksWajib = (max: number, label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const noRmSchema = z
  .string({ message: 'No. RM wajib diisi' })
  .trim()
  .min(1, 'No. RM wajib diisi')
  .max(20, 'No. RM maksimal 20 karakter');

const pasienRingkasSchema = z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() });

// ---------------------------------------------------------------- Borrowing (peminjaman)

export const KEPERLUAN_PINJAM = [
  'RAWAT_JALAN',
  'RAWAT_INAP',
  'GAWAT_DARURAT',
  'PENELITIAN',
  'PENGADILAN',
  'KLAIM',
  'AUDIT',
  'LAINNYA',
] as const;
export type KeperluanPinjam = (typeof KEPERLUAN_PINJAM)[number];
export const LABEL_KEPERLUAN_PINJAM: Record<KeperluanPinjam, string> = {
  RAWAT_JALAN: 'Pelayanan rawat jalan',
  RAWAT_INAP: 'Pelayanan rawat inap',
  GAWAT_DARURAT: 'Pelayanan gawat darurat',
  PENELITIAN: 'Penelitian / pendidikan',
  PENGADILAN: 'Keperluan pengadilan',
  KLAIM: 'Klaim asuransi / BPJS',
  AUDIT: 'Audit medis / komite',
  LAINNYA: 'Lainnya',
};

/** A loan's state: TERLAMBAT is an open loan past its due date (Jakarta day), not stored. */
export const STATUS_PINJAM = ['DIPINJAM', 'TERLAMBAT', 'KEMBALI'] as const;
export type StatusPinjam = (typeof STATUS_PINJAM)[number];
export const LABEL_STATUS_PINJAM: Record<StatusPinjam, string> = {
  DIPINJAM: 'Dipinjam',
  TERLAMBAT: 'Terlambat',
  KEMBALI: 'Dikembalikan',
};

/** The list's filter: TERBUKA every open loan (overdue ones too), TERLAMBAT only overdue ones. */
export const FILTER_PINJAM = ['TERBUKA', 'TERLAMBAT', 'KEMBALI'] as const;
export type FilterPinjam = (typeof FILTER_PINJAM)[number];
export const LABEL_FILTER_PINJAM: Record<FilterPinjam, string> = {
  TERBUKA: 'Belum kembali',
  TERLAMBAT: 'Terlambat',
  KEMBALI: 'Sudah kembali',
};

/** The longest loan a due date may ask for, in days from today. */
export const MAKS_HARI_PINJAM = 365;

export const pinjamInputSchema = z.object({
  no_rm: noRmSchema,
  peminjam: teksWajib(100, 'Nama peminjam'),
  unit: teksWajib(100, 'Unit / instansi peminjam'),
  keperluan: z.enum(KEPERLUAN_PINJAM, { message: 'Pilih keperluan peminjaman' }),
  jatuh_tempo: tanggalSchema,
  catatan: teksOpsional(500, 'Catatan'),
});
export type PinjamInput = z.infer<typeof pinjamInputSchema>;

export const kembaliInputSchema = z.object({ catatan: teksOpsional(500, 'Catatan pengembalian') });
export type KembaliInput = z.infer<typeof kembaliInputSchema>;

export const peminjamanSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  pasien: pasienRingkasSchema,
  peminjam: z.string(),
  unit: z.string(),
  keperluan: z.enum(KEPERLUAN_PINJAM),
  catatan: z.string().nullable(),
  dipinjam_pada: z.string(),
  dipinjamkan_oleh: z.string().nullable(),
  jatuh_tempo: z.string(),
  dikembalikan_pada: z.string().nullable(),
  diterima_oleh: z.string().nullable(),
  catatan_kembali: z.string().nullable(),
  status: z.enum(STATUS_PINJAM),
  /** Whole days past the due date while open (0 when not overdue or returned). */
  terlambat_hari: z.number().int(),
});
export type Peminjaman = z.infer<typeof peminjamanSchema>;

export const peminjamanQuerySchema = pagingQuerySchema.extend({
  status: z.enum(FILTER_PINJAM, { message: 'Status harus TERBUKA, TERLAMBAT atau KEMBALI' }).optional(),
});
export type PeminjamanQuery = z.infer<typeof peminjamanQuerySchema>;

// ---------------------------------------------------------------- Release of information

export const JENIS_PEMOHON = ['PASIEN', 'KELUARGA', 'ASURANSI', 'PENEGAK_HUKUM', 'FASKES_LAIN'] as const;
export type JenisPemohon = (typeof JENIS_PEMOHON)[number];
export const LABEL_JENIS_PEMOHON: Record<JenisPemohon, string> = {
  PASIEN: 'Pasien sendiri',
  KELUARGA: 'Keluarga / wali yang berwenang',
  ASURANSI: 'Asuransi / penjamin',
  PENEGAK_HUKUM: 'Pengadilan / kepolisian / kejaksaan',
  FASKES_LAIN: 'Fasilitas kesehatan lain',
};

/** The legal basis (Permenkes 24/2022 Pasal 33–35; UU 29/2004 Pasal 48 ayat 2). */
export const DASAR_PELEPASAN = ['PERMINTAAN_PASIEN', 'PENGOBATAN', 'ASURANSI', 'PENEGAKAN_HUKUM'] as const;
export type DasarPelepasan = (typeof DASAR_PELEPASAN)[number];
export const LABEL_DASAR_PELEPASAN: Record<DasarPelepasan, string> = {
  PERMINTAAN_PASIEN: 'Permintaan pasien sendiri',
  PENGOBATAN: 'Kepentingan pemeliharaan kesehatan / pengobatan pasien',
  ASURANSI: 'Administrasi, pembayaran asuransi atau jaminan pembiayaan',
  PENEGAKAN_HUKUM: 'Permintaan aparat penegak hukum / perintah pengadilan',
};

/** The one basis that needs no consent of the patient: a written order of law enforcement or a court. */
export const DASAR_TANPA_PERSETUJUAN: DasarPelepasan = 'PENEGAKAN_HUKUM';

export const BENTUK_INFORMASI = ['SALINAN', 'RINGKASAN'] as const;
export type BentukInformasi = (typeof BENTUK_INFORMASI)[number];
export const LABEL_BENTUK_INFORMASI: Record<BentukInformasi, string> = {
  SALINAN: 'Salinan rekam medis',
  RINGKASAN: 'Ringkasan / resume',
};

export const CARA_PERSETUJUAN = ['TERTULIS', 'LISAN'] as const;
export type CaraPersetujuan = (typeof CARA_PERSETUJUAN)[number];
export const LABEL_CARA_PERSETUJUAN: Record<CaraPersetujuan, string> = {
  TERTULIS: 'Tertulis',
  LISAN: 'Lisan (dengan saksi)',
};

export const HUBUNGAN_PERSETUJUAN = ['PASIEN', 'SUAMI_ISTRI', 'ORANG_TUA', 'ANAK', 'WALI'] as const;
export type HubunganPersetujuan = (typeof HUBUNGAN_PERSETUJUAN)[number];
export const LABEL_HUBUNGAN_PERSETUJUAN: Record<HubunganPersetujuan, string> = {
  PASIEN: 'Pasien sendiri',
  SUAMI_ISTRI: 'Suami / istri',
  ORANG_TUA: 'Orang tua',
  ANAK: 'Anak',
  WALI: 'Wali / kuasa hukum',
};

export const STATUS_PELEPASAN = ['DIAJUKAN', 'DISETUJUI', 'DITOLAK', 'DISERAHKAN'] as const;
export type StatusPelepasan = (typeof STATUS_PELEPASAN)[number];
export const LABEL_STATUS_PELEPASAN: Record<StatusPelepasan, string> = {
  DIAJUKAN: 'Diajukan',
  DISETUJUI: 'Disetujui',
  DITOLAK: 'Ditolak',
  DISERAHKAN: 'Diserahkan',
};

/** The patient's consent: who gave it, when, and how; spoken consent needs a witness. */
export const persetujuanInputSchema = z
  .object({
    nama: teksWajib(150, 'Nama pemberi persetujuan'),
    hubungan: z.enum(HUBUNGAN_PERSETUJUAN, { message: 'Pilih hubungan pemberi persetujuan dengan pasien' }),
    waktu: waktuSchema('Waktu persetujuan'),
    cara: z.enum(CARA_PERSETUJUAN, { message: 'Pilih cara persetujuan (tertulis atau lisan)' }),
    saksi: teksOpsional(150, 'Nama saksi'),
  })
  .superRefine((v, ctx) => {
    if (v.cara === 'LISAN' && !v.saksi)
      ctx.addIssue({ code: 'custom', path: ['saksi'], message: 'Persetujuan lisan wajib disertai saksi' });
  });
export type PersetujuanInput = z.infer<typeof persetujuanInputSchema>;

export const pelepasanInputSchema = z
  .object({
    no_rm: noRmSchema,
    pemohon_jenis: z.enum(JENIS_PEMOHON, { message: 'Pilih jenis pemohon' }),
    pemohon_nama: teksWajib(150, 'Nama pemohon'),
    pemohon_instansi: teksOpsional(150, 'Instansi pemohon'),
    dasar: z.enum(DASAR_PELEPASAN, { message: 'Pilih dasar hukum pelepasan' }),
    nomor_surat: teksOpsional(100, 'Nomor surat permintaan'),
    bentuk: z.enum(BENTUK_INFORMASI, { message: 'Pilih bentuk informasi' }),
    isi: teksWajib(500, 'Informasi yang diminta'),
    keperluan: teksOpsional(500, 'Keperluan'),
    persetujuan: persetujuanInputSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const hukum = v.dasar === 'PENEGAKAN_HUKUM';
    if (hukum && v.pemohon_jenis !== 'PENEGAK_HUKUM')
      ctx.addIssue({
        code: 'custom',
        path: ['pemohon_jenis'],
        message: 'Dasar penegakan hukum hanya untuk permintaan pengadilan, kepolisian atau kejaksaan',
      });
    if (!hukum && v.pemohon_jenis === 'PENEGAK_HUKUM')
      ctx.addIssue({
        code: 'custom',
        path: ['dasar'],
        message: 'Permintaan aparat penegak hukum memakai dasar penegakan hukum',
      });
    if (hukum && !v.nomor_surat)
      ctx.addIssue({
        code: 'custom',
        path: ['nomor_surat'],
        message: 'Nomor surat permintaan / penetapan pengadilan wajib diisi',
      });
  });
export type PelepasanInput = z.infer<typeof pelepasanInputSchema>;

export const KEPUTUSAN_PELEPASAN = ['SETUJU', 'TOLAK'] as const;
export const keputusanInputSchema = z
  .object({
    keputusan: z.enum(KEPUTUSAN_PELEPASAN, { message: 'Keputusan harus SETUJU atau TOLAK' }),
    alasan: teksOpsional(500, 'Alasan'),
  })
  .superRefine((v, ctx) => {
    if (v.keputusan === 'TOLAK' && !v.alasan)
      ctx.addIssue({ code: 'custom', path: ['alasan'], message: 'Alasan penolakan wajib diisi' });
  });
export type KeputusanInput = z.infer<typeof keputusanInputSchema>;

export const serahkanInputSchema = z.object({
  diterima_oleh: teksWajib(150, 'Nama penerima'),
  catatan: teksOpsional(500, 'Catatan'),
});
export type SerahkanInput = z.infer<typeof serahkanInputSchema>;

export const pelepasanSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  pasien: pasienRingkasSchema,
  pemohon_jenis: z.enum(JENIS_PEMOHON),
  pemohon_nama: z.string(),
  pemohon_instansi: z.string().nullable(),
  dasar: z.enum(DASAR_PELEPASAN),
  nomor_surat: z.string().nullable(),
  bentuk: z.enum(BENTUK_INFORMASI),
  isi: z.string(),
  keperluan: z.string().nullable(),
  /** False only for the legal exception (DASAR_TANPA_PERSETUJUAN). */
  perlu_persetujuan: z.boolean(),
  persetujuan: z
    .object({
      nama: z.string(),
      hubungan: z.enum(HUBUNGAN_PERSETUJUAN),
      waktu: z.string(),
      cara: z.enum(CARA_PERSETUJUAN),
      saksi: z.string().nullable(),
    })
    .nullable(),
  status: z.enum(STATUS_PELEPASAN),
  diajukan_pada: z.string(),
  diajukan_oleh: z.string().nullable(),
  diputus_pada: z.string().nullable(),
  diputus_oleh: z.string().nullable(),
  alasan: z.string().nullable(),
  diserahkan_pada: z.string().nullable(),
  diserahkan_oleh: z.string().nullable(),
  diterima_oleh: z.string().nullable(),
});
export type Pelepasan = z.infer<typeof pelepasanSchema>;

export const pelepasanQuerySchema = pagingQuerySchema.extend({
  status: z.enum(STATUS_PELEPASAN, { message: 'Status tidak dikenal' }).optional(),
});
export type PelepasanQuery = z.infer<typeof pelepasanQuerySchema>;

// ---------------------------------------------------------------- Retention

/** Permenkes 24/2022 Pasal 39 ayat (1): kept at least 25 years from the patient's last visit. */
export const MASA_RETENSI_TAHUN = 25;

/**
 * The last day of the retention period: `dari` + 25 years on the calendar. 29 February of a
 * leap year falls on 28 February (as PostgreSQL's `date + interval '25 years'` does too).
 */
export function retensiSampai(dari: string, tahun = MASA_RETENSI_TAHUN): string {
  const [y, m, d] = dari.split('-').map(Number) as [number, number, number];
  const ty = y + tahun;
  const akhirBulan = new Date(Date.UTC(ty, m, 0)).getUTCDate();
  return `${String(ty).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, akhirBulan)).padStart(2, '0')}`;
}

/** Where the count starts: the last visit, or the registration for a record never visited. */
export const DASAR_RETENSI = ['KUNJUNGAN', 'PENDAFTARAN'] as const;
export type DasarRetensi = (typeof DASAR_RETENSI)[number];

export const retensiSchema = z.object({
  pasien: pasienRingkasSchema,
  kunjungan_terakhir: z.string().nullable(),
  dasar: z.enum(DASAR_RETENSI),
  mulai_dihitung: z.string(),
  retensi_sampai: z.string(),
  /** Days from today to retensi_sampai (negative once passed). */
  sisa_hari: z.number().int(),
  berakhir: z.boolean(),
});
export type Retensi = z.infer<typeof retensiSchema>;

export const retensiQuerySchema = pagingQuerySchema.extend({
  dari: tanggalOpsional,
  sampai: tanggalSchema,
});
export type RetensiQuery = z.infer<typeof retensiQuerySchema>;
