import { z } from 'zod';
import { taksiranPersalinan } from '../bersalin/bersalin.ts';
import { formatAngkaMaks } from '../format/rupiah.ts';
import { tanggalOpsional, waktuOpsional } from '../platform/kalender.ts';
import { alergiSchema, teksKeperawatan } from './asesmen-keperawatan.ts';
import { ringkasTandaVital, tandaVitalSchema } from './tanda-vital.ts';

// The midwife's first assessment of a woman in labour (asesmen awal kebidanan, the VK form):
// obstetric history, complaints, vital signs, the obstetric and the vaginal examination, risk
// factors, the midwife's diagnosis and plan. Kind KEBIDANAN, written on the mother's stay.

/** A measurement in a plausible range, or absent; the message names the field and the unit. */
function ukuran(label: string, min: number, maks: number, satuan: string, bulat = true) {
  const angka = z.number({ message: `${label} harus berupa angka` });
  return (bulat ? angka.int(`${label} harus bilangan bulat`) : angka)
    .min(min, `${label} minimal ${formatAngkaMaks(min)}${satuan ? ` ${satuan}` : ''}`)
    .max(maks, `${label} maksimal ${formatAngkaMaks(maks)}${satuan ? ` ${satuan}` : ''}`)
    .nullable()
    .optional();
}

const wajib = (label: string, max = 1000) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const bulatWajib = (label: string, min: number, maks: number) =>
  z
    .number({ message: `${label} wajib diisi` })
    .int(`${label} harus bilangan bulat`)
    .min(min, `${label} minimal ${min}`)
    .max(maks, `${label} maksimal ${maks}`);

/** One of a list, or not stated; a select's '— Tidak diisi —' ('') reads as not stated. */
const pilihan = <T extends readonly [string, ...string[]]>(nilai: T, label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .enum(nilai, { message: `${label} tidak valid` })
      .nullable()
      .optional(),
  );

const yaTidak = z.boolean({ message: 'Pilih Ya atau Tidak' }).nullable().optional();

/** How an earlier pregnancy ended, as the history table of the VK form asks it. */
export const AKHIR_KEHAMILAN_LALU = ['Spontan', 'Vakum', 'Forsep', 'Seksio sesarea', 'Abortus'] as const;
export const WARNA_KETUBAN = ['Jernih', 'Keruh', 'Hijau (mekonium)', 'Bercampur darah'] as const;
/** The membranes at the vaginal examination. */
export const KETUBAN_VT = ['Utuh', 'Pecah'] as const;
export const PRESENTASI = ['Kepala', 'Bokong', 'Kaki', 'Muka', 'Dahi', 'Lintang'] as const;
/** Descent of the presenting part by Hodge's planes. */
export const HODGE = ['I', 'II', 'III', 'IV'] as const;
export const FAKTOR_RISIKO_OBSTETRI = [
  'Usia < 20 tahun',
  'Usia > 35 tahun',
  'Paritas ≥ 4',
  'Jarak kehamilan < 2 tahun',
  'Tinggi badan < 145 cm',
  'Riwayat seksio sesarea',
  'Riwayat perdarahan pascapersalinan',
  'Anemia',
  'Hipertensi / preeklamsia',
  'Diabetes gestasional',
  'Perdarahan antepartum',
  'Ketuban pecah > 12 jam',
  'Letak sungsang / lintang',
  'Kehamilan ganda',
  'Preterm (< 37 minggu)',
  'Postterm (≥ 42 minggu)',
] as const;

/** One earlier pregnancy in the history table. */
export const kehamilanLaluSchema = z.object({
  tahun: bulatWajib('Tahun', 1950, 2100),
  usia_kehamilan: teksKeperawatan('Usia kehamilan', 50),
  cara: z.enum(AKHIR_KEHAMILAN_LALU, { message: 'Cara persalinan lalu wajib dipilih' }),
  penolong: teksKeperawatan('Penolong', 100),
  jenis_kelamin: pilihan(['L', 'P'] as const, 'Jenis kelamin'),
  berat_lahir_gram: ukuran('Berat lahir', 300, 7000, 'gram'),
  keadaan: teksKeperawatan('Keadaan anak sekarang', 100),
});

/** The maternity assessment (kind KEBIDANAN); the due date is computed, whatever the client sent. */
export const asesmenKebidananSchema = z
  .object({
    // Riwayat obstetri
    gravida: bulatWajib('Gravida', 1, 20),
    para: bulatWajib('Para', 0, 20),
    abortus: bulatWajib('Abortus', 0, 20),
    hpht: tanggalOpsional,
    usia_kehamilan_minggu: ukuran('Usia kehamilan', 12, 45, 'minggu'),
    riwayat_kehamilan: z.array(kehamilanLaluSchema).max(20, 'Paling banyak 20 kehamilan').default([]),
    anc_kali: ukuran('Kunjungan ANC', 0, 60, 'kali'),
    anc_tempat: teksKeperawatan('Tempat ANC', 200),
    // Keluhan
    keluhan_utama: wajib('Keluhan utama'),
    his_sejak: waktuOpsional('Waktu mulai his'),
    lendir_darah: yaTidak,
    ketuban_pecah: yaTidak,
    ketuban_pecah_pada: waktuOpsional('Waktu ketuban pecah'),
    warna_ketuban: pilihan(WARNA_KETUBAN, 'Warna ketuban'),
    tanda_vital: tandaVitalSchema,
    // Pemeriksaan obstetri
    tfu_cm: ukuran('TFU', 10, 50, 'cm'),
    leopold_1: teksKeperawatan('Leopold I', 200),
    leopold_2: teksKeperawatan('Leopold II', 200),
    leopold_3: teksKeperawatan('Leopold III', 200),
    leopold_4: teksKeperawatan('Leopold IV', 200),
    djj: ukuran('DJJ', 60, 220, 'x/menit'),
    his_per_10: ukuran('His', 0, 10, 'kali per 10 menit'),
    lama_his_detik: ukuran('Lama his', 0, 180, 'detik'),
    // Pemeriksaan dalam
    pembukaan_cm: ukuran('Pembukaan', 0, 10, 'cm', false).refine(
      (v) => v == null || Number.isInteger(v * 2),
      'Pembukaan ditulis per 0,5 cm',
    ),
    effacement_persen: ukuran('Effacement', 0, 100, '%'),
    ketuban: pilihan(KETUBAN_VT, 'Ketuban'),
    presentasi: pilihan(PRESENTASI, 'Presentasi'),
    penurunan_hodge: pilihan(HODGE, 'Penurunan (Hodge)'),
    // Risiko, diagnosis, rencana
    faktor_risiko: z
      .array(z.enum(FAKTOR_RISIKO_OBSTETRI, { message: 'Faktor risiko tidak valid' }))
      .optional(),
    faktor_risiko_lain: teksKeperawatan('Faktor risiko lain', 500),
    alergi: alergiSchema.nullable().optional(),
    diagnosis_kebidanan: wajib('Diagnosis kebidanan'),
    rencana: teksKeperawatan('Rencana asuhan'),
  })
  .superRefine((v, ctx) => {
    // As on the delivery record: this pregnancy counts in G only.
    if (v.para + v.abortus > v.gravida - 1)
      ctx.addIssue({
        code: 'custom',
        path: ['para'],
        message: 'Para + abortus tidak boleh melebihi gravida − 1 (kehamilan ini belum dihitung)',
      });
    if (v.ketuban_pecah && !v.ketuban_pecah_pada)
      ctx.addIssue({
        code: 'custom',
        path: ['ketuban_pecah_pada'],
        message: 'Isi jam ketuban pecah',
      });
    if (v.ketuban_pecah === false && v.ketuban === 'Pecah')
      ctx.addIssue({
        code: 'custom',
        path: ['ketuban'],
        message: 'Ketuban pecah pada pemeriksaan dalam; ubah jawaban "Ketuban pecah" menjadi Ya',
      });
  })
  .transform((v) => ({ ...v, hpl: v.hpht ? taksiranPersalinan(v.hpht) : null }));
export type AsesmenKebidanan = z.output<typeof asesmenKebidananSchema>;

/** 'G2P1A0 UK 39 minggu; Pembukaan 5 cm; DJJ 140; TD 120/80 …; Dx: G2P1A0 hamil 39 minggu inpartu …' */
export function ringkasKebidanan(isi: AsesmenKebidanan): string {
  const cm = (n: number) => `${formatAngkaMaks(n, 1)} cm`;
  return [
    `G${isi.gravida}P${isi.para}A${isi.abortus}${isi.usia_kehamilan_minggu != null ? ` UK ${isi.usia_kehamilan_minggu} minggu` : ''}`,
    isi.pembukaan_cm != null ? `Pembukaan ${cm(isi.pembukaan_cm)}` : '',
    isi.djj != null ? `DJJ ${isi.djj}` : '',
    ringkasTandaVital(isi.tanda_vital),
    isi.faktor_risiko?.length ? `Risiko: ${isi.faktor_risiko.join(', ')}` : '',
    `Dx: ${isi.diagnosis_kebidanan}`,
  ]
    .filter(Boolean)
    .join('; ');
}
