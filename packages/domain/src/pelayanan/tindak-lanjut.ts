import { z } from 'zod';
import { formatTanggal, formatTanggalWaktu } from '../format/tanggal.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalOpsional } from '../master/common.ts';
import { JENIS_POLI, type JenisPoli } from '../master/poli.ts';
import { KELAS_TARIF, LABEL_KELAS_TARIF } from '../master/tarif.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { waktuOpsional } from '../platform/kalender.ts';

/** How a layanan ends (one per layanan). MENINGGAL is recorded only at the IGD. */
export const JENIS_TINDAK_LANJUT = [
  'PULANG',
  'KONTROL',
  'RUJUK_LUAR',
  'RANAP',
  'MENINGGAL',
  'PULANG_PAKSA',
] as const;
export type JenisTindakLanjut = (typeof JENIS_TINDAK_LANJUT)[number];
export const LABEL_TINDAK_LANJUT: Record<JenisTindakLanjut, string> = {
  PULANG: 'Pulang',
  KONTROL: 'Kontrol kembali',
  RUJUK_LUAR: 'Rujuk ke faskes lain',
  RANAP: 'Rawat inap',
  MENINGGAL: 'Meninggal',
  PULANG_PAKSA: 'Pulang atas permintaan sendiri',
};

/** The outcomes a clinic kind offers: death is recorded at the IGD (outpatient deaths go through it). */
export function tindakLanjutUntuk(jenisPoli: JenisPoli): readonly JenisTindakLanjut[] {
  return jenisPoli === 'IGD' ? JENIS_TINDAK_LANJUT : JENIS_TINDAK_LANJUT.filter((j) => j !== 'MENINGGAL');
}

export const KONDISI_PULANG = ['Sembuh', 'Membaik', 'Belum sembuh', 'Memburuk'] as const;

/** Inpatient classes a transfer may ask for (Rawat Jalan is not a room). */
export const KELAS_RANAP = KELAS_TARIF.filter((k) => k !== 'RAWAT_JALAN') as Exclude<
  (typeof KELAS_TARIF)[number],
  'RAWAT_JALAN'
>[];
export type KelasRanap = (typeof KELAS_RANAP)[number];
export const LABEL_KELAS_RANAP: Record<KelasRanap, string> = LABEL_KELAS_TARIF;

const teks = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Which optional fields each outcome keeps; the others are stored empty. */
const FIELD_PER_JENIS: Record<JenisTindakLanjut, readonly string[]> = {
  PULANG: ['kondisi_pulang'],
  KONTROL: ['tanggal_kontrol', 'kondisi_pulang'],
  RUJUK_LUAR: ['faskes_rujukan', 'alasan', 'kondisi_pulang'],
  RANAP: ['kelas_diminta', 'alasan'],
  MENINGGAL: ['waktu_meninggal', 'alasan'],
  PULANG_PAKSA: ['alasan', 'kondisi_pulang'],
};

/** The label of `alasan` per outcome, for the form and the messages. */
export const LABEL_ALASAN: Partial<Record<JenisTindakLanjut, string>> = {
  RUJUK_LUAR: 'Alasan rujukan',
  RANAP: 'Indikasi rawat inap',
  MENINGGAL: 'Penyebab kematian',
  PULANG_PAKSA: 'Alasan pulang paksa',
};

/**
 * PUT /pelayanan/:layanan_uid/tindak-lanjut. Required per outcome: KONTROL the control date,
 * RUJUK_LUAR the facility and the reason, MENINGGAL the time of death, PULANG_PAKSA the reason.
 * Fields that do not belong to the outcome are dropped (stored null). The server adds the rules
 * that need the layanan: the control date after the visit day, MENINGGAL only at the IGD.
 */
export const tindakLanjutInputSchema = z
  .object({
    jenis: z.enum(JENIS_TINDAK_LANJUT, { message: 'Tindak lanjut wajib dipilih' }),
    tanggal_kontrol: tanggalOpsional,
    faskes_rujukan: teks('Faskes rujukan', 200),
    alasan: teks('Alasan', 1000),
    kondisi_pulang: z
      .enum(KONDISI_PULANG, { message: 'Kondisi pulang tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    waktu_meninggal: waktuOpsional('Waktu meninggal'),
    kelas_diminta: z
      .enum(KELAS_RANAP as [KelasRanap, ...KelasRanap[]], { message: 'Kelas rawat inap tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    catatan: teks('Catatan', 2000),
  })
  .superRefine((v, ctx) => {
    const wajib = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.jenis === 'KONTROL' && !v.tanggal_kontrol) wajib('tanggal_kontrol', 'Tanggal kontrol wajib diisi');
    if (v.jenis === 'RUJUK_LUAR') {
      if (!v.faskes_rujukan) wajib('faskes_rujukan', 'Faskes tujuan rujukan wajib diisi');
      if (!v.alasan) wajib('alasan', 'Alasan rujukan wajib diisi');
    }
    if (v.jenis === 'MENINGGAL' && !v.waktu_meninggal)
      wajib('waktu_meninggal', 'Waktu meninggal wajib diisi');
    if (v.jenis === 'PULANG_PAKSA' && !v.alasan) wajib('alasan', 'Alasan pulang paksa wajib diisi');
  })
  .transform((v) => {
    const simpan = FIELD_PER_JENIS[v.jenis];
    const kosongkan = (f: string) => !simpan.includes(f);
    return {
      jenis: v.jenis,
      tanggal_kontrol: kosongkan('tanggal_kontrol') ? null : v.tanggal_kontrol,
      faskes_rujukan: kosongkan('faskes_rujukan') ? null : v.faskes_rujukan,
      alasan: kosongkan('alasan') ? null : v.alasan,
      kondisi_pulang: kosongkan('kondisi_pulang') ? null : v.kondisi_pulang,
      waktu_meninggal: kosongkan('waktu_meninggal') ? null : v.waktu_meninggal,
      kelas_diminta: kosongkan('kelas_diminta') ? null : v.kelas_diminta,
      catatan: v.catatan,
    };
  });
export type TindakLanjutInput = z.input<typeof tindakLanjutInputSchema>;
export type TindakLanjutData = z.output<typeof tindakLanjutInputSchema>;

export const tindakLanjutSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  jenis: z.enum(JENIS_TINDAK_LANJUT),
  tanggal_kontrol: z.string().nullable(),
  faskes_rujukan: z.string().nullable(),
  alasan: z.string().nullable(),
  kondisi_pulang: z.string().nullable(),
  waktu_meninggal: z.string().nullable(),
  kelas_diminta: z.string().nullable(),
  /** Set by the inpatient module when the patient is admitted; the follow-up is then fixed. */
  diterima_pada: z.string().nullable(),
  catatan: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TindakLanjut = z.infer<typeof tindakLanjutSchema>;

/** GET /pelayanan/rujuk-ranap: search by patient name or No. RM. */
export const rujukRanapQuerySchema = pagingQuerySchema;

/** One transfer to inpatient care waiting for a bed (/pasien-rujuk-ranap). */
export const rujukRanapSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
  }),
  poli: z.object({ nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  dokter: z.string().nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  kelas_diminta: z.string().nullable(),
  alasan: z.string().nullable(),
  catatan: z.string().nullable(),
  diagnosis_utama: z.object({ kode: z.string(), nama: z.string() }).nullable(),
  waktu: z.string(),
});
export type RujukRanap = z.infer<typeof rujukRanapSchema>;

/** One line for the timeline and lists: 'Kontrol kembali 14 Januari 2030', 'Rujuk ke RSUD Cibinong'. */
export function ringkasTindakLanjut(t: {
  jenis: JenisTindakLanjut;
  tanggal_kontrol?: string | null;
  faskes_rujukan?: string | null;
  kelas_diminta?: string | null;
  waktu_meninggal?: string | null;
}): string {
  const label = LABEL_TINDAK_LANJUT[t.jenis];
  if (t.jenis === 'KONTROL' && t.tanggal_kontrol) return `${label} ${formatTanggal(t.tanggal_kontrol)}`;
  if (t.jenis === 'RUJUK_LUAR' && t.faskes_rujukan) return `Rujuk ke ${t.faskes_rujukan}`;
  if (t.jenis === 'RANAP' && t.kelas_diminta)
    return `${label} (${LABEL_KELAS_RANAP[t.kelas_diminta as KelasRanap] ?? t.kelas_diminta})`;
  if (t.jenis === 'MENINGGAL' && t.waktu_meninggal)
    return `${label} ${formatTanggalWaktu(t.waktu_meninggal)}`;
  return label;
}
