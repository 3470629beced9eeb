import { z } from 'zod';
import { CARA_PERSALINAN } from '../bersalin/bersalin.ts';
import { nikOpsionalSchema } from '../master/sdm.ts';
import { tandaVitalSchema } from '../pelayanan/tanda-vital.ts';
import { jamSchema, tanggalOpsional, tanggalSchema } from '../platform/kalender.ts';
import { lamaHari } from './nomor.ts';

// What each kind of letter says (`surat.isi`), one schema per kind, told apart by `jenis`
// (docs/surat.md lists every field). Fields marked "server" are filled by the API from the master
// data and the dates; what a client sends in them is replaced.

const teks = (label: string, max = 1000) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

const wajib = (label: string, max = 500) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

function pilihan<const T extends readonly [string, ...string[]]>(daftar: T, label: string) {
  return z.enum(daftar, { message: `${label} wajib dipilih` });
}

function bilangan(label: string, min: number, maks: number, satuan: string, bulat = true) {
  const n = z.number({
    error: (i) => (i.input == null ? `${label} wajib diisi` : `${label} harus berupa angka`),
  });
  return (bulat ? n.int(`${label} harus bilangan bulat`) : n)
    .min(min, `${label} minimal ${min}${satuan}`)
    .max(maks, `${label} maksimal ${maks}${satuan}`);
}

/** An ICD-10 code as the catalogue writes it ('A01.0', 'R11'); optional. */
const kodeIcd10 = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]\d{2}(\.\d{1,2})?)?$/, 'Kode ICD-10 tidak valid (contoh: A01.0)'))
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The examination a certificate rests on: vital signs, the physical examination and the
 * diagnosis, proposed from the visit's chart. The diagnosis is a medical secret: it is printed
 * only when `cantumkan_diagnosis` says the patient agreed.
 */
export const temuanSchema = z.object({
  tanda_vital: tandaVitalSchema.nullish().transform((v) => v ?? null),
  pemeriksaan_fisik: teks('Pemeriksaan fisik', 2000),
  diagnosis: teks('Diagnosis', 500),
  diagnosis_kode: kodeIcd10,
  cantumkan_diagnosis: z.boolean({ message: 'Pilihan cantumkan diagnosis tidak valid' }).default(false),
});
export type Temuan = z.output<typeof temuanSchema>;

/** Sick leave: rest from–to, both days counted. */
export const isiSakitSchema = z
  .object({
    jenis: z.literal('SAKIT'),
    temuan: temuanSchema,
    istirahat_dari: tanggalSchema,
    istirahat_sampai: tanggalSchema,
    /** Server: the days of rest, both ends counted. */
    lama_hari: z.number().int().nullish(),
    pekerjaan: teks('Pekerjaan', 100),
  })
  .superRefine((v, ctx) => {
    const n = lamaHari(v.istirahat_dari, v.istirahat_sampai);
    if (v.istirahat_sampai < v.istirahat_dari)
      ctx.addIssue({
        code: 'custom',
        path: ['istirahat_sampai'],
        message: 'Tanggal akhir istirahat tidak boleh sebelum tanggal mulai',
      });
    else if (n !== null && n > 90)
      ctx.addIssue({ code: 'custom', path: ['istirahat_sampai'], message: 'Istirahat paling lama 90 hari' });
  });

export const KEPERLUAN_SEHAT = ['PEKERJAAN', 'SEKOLAH', 'SIM', 'LAINNYA'] as const;
export type KeperluanSehat = (typeof KEPERLUAN_SEHAT)[number];
export const LABEL_KEPERLUAN_SEHAT: Record<KeperluanSehat, string> = {
  PEKERJAAN: 'Syarat melamar / bekerja',
  SEKOLAH: 'Pendaftaran sekolah / kuliah',
  SIM: 'Pembuatan / perpanjangan SIM',
  LAINNYA: 'Lainnya',
};

/** Fitness ('sehat jasmani') for work, school, a driving licence or another purpose. */
export const isiSehatSchema = z
  .object({
    jenis: z.literal('SEHAT'),
    temuan: temuanSchema,
    keperluan: pilihan(KEPERLUAN_SEHAT, 'Keperluan'),
    keperluan_rinci: teks('Rincian keperluan', 200),
    pekerjaan: teks('Pekerjaan', 100),
    catatan: teks('Catatan', 500),
  })
  .superRefine((v, ctx) => {
    if (v.keperluan === 'LAINNYA' && !v.keperluan_rinci)
      ctx.addIssue({ code: 'custom', path: ['keperluan_rinci'], message: 'Sebutkan keperluannya' });
  });

/** The patient is (or was) an inpatient: admitted on, discharged on (null: still in care). */
export const isiDirawatSchema = z
  .object({
    jenis: z.literal('DIRAWAT'),
    temuan: temuanSchema,
    tanggal_masuk: tanggalSchema,
    tanggal_keluar: tanggalOpsional,
    ruangan: teks('Ruang rawat', 150),
    keperluan: teks('Keperluan', 200),
  })
  .superRefine((v, ctx) => {
    if (v.tanggal_keluar && v.tanggal_keluar < v.tanggal_masuk)
      ctx.addIssue({
        code: 'custom',
        path: ['tanggal_keluar'],
        message: 'Tanggal keluar tidak boleh sebelum tanggal masuk',
      });
  });

export const HASIL_BUTA_WARNA = ['NORMAL', 'PARSIAL', 'TOTAL'] as const;
export type HasilButaWarna = (typeof HASIL_BUTA_WARNA)[number];
export const LABEL_HASIL_BUTA_WARNA: Record<HasilButaWarna, string> = {
  NORMAL: 'Tidak buta warna',
  PARSIAL: 'Buta warna parsial',
  TOTAL: 'Buta warna total',
};

/** A colour-vision test (Ishihara plates unless said otherwise). */
export const isiButaWarnaSchema = z.object({
  jenis: z.literal('BUTA_WARNA'),
  temuan: temuanSchema,
  metode: wajib('Metode pemeriksaan', 100),
  hasil: pilihan(HASIL_BUTA_WARNA, 'Hasil pemeriksaan buta warna'),
  keperluan: teks('Keperluan', 200),
});

/** The six-parameter urine panel Indonesian hospitals use for a drug-free certificate. */
export const PARAMETER_NARKOBA = ['AMP', 'MET', 'MOP', 'THC', 'COC', 'BZO'] as const;
export type ParameterNarkoba = (typeof PARAMETER_NARKOBA)[number];
export const LABEL_PARAMETER_NARKOBA: Record<ParameterNarkoba, string> = {
  AMP: 'Amfetamin (AMP)',
  MET: 'Metamfetamin (MET)',
  MOP: 'Morfin / Opiat (MOP)',
  THC: 'Ganja / Marijuana (THC)',
  COC: 'Kokain (COC)',
  BZO: 'Benzodiazepin (BZO)',
};
export const HASIL_URIN = ['NEGATIF', 'POSITIF'] as const;
export type HasilUrin = (typeof HASIL_URIN)[number];
export const LABEL_HASIL_URIN: Record<HasilUrin, string> = { NEGATIF: 'Negatif', POSITIF: 'Positif' };

/** A drug-free certificate with the urine test's results; it is issued only when all are negative. */
export const isiBebasNarkobaSchema = z.object({
  jenis: z.literal('BEBAS_NARKOBA'),
  temuan: temuanSchema,
  tanggal_periksa: tanggalSchema,
  metode: wajib('Metode pemeriksaan', 100),
  hasil_urin: z.object(
    Object.fromEntries(
      PARAMETER_NARKOBA.map((p) => [p, pilihan(HASIL_URIN, `Hasil ${LABEL_PARAMETER_NARKOBA[p]}`)]),
    ) as Record<ParameterNarkoba, z.ZodEnum<{ NEGATIF: 'NEGATIF'; POSITIF: 'POSITIF' }>>,
    { message: 'Hasil pemeriksaan urine wajib diisi' },
  ),
  keperluan: teks('Keperluan', 200),
});

/** The parameters that came back positive (a drug-free certificate cannot be issued then). */
export function parameterPositif(hasil: Record<ParameterNarkoba, HasilUrin>): ParameterNarkoba[] {
  return PARAMETER_NARKOBA.filter((p) => hasil[p] === 'POSITIF');
}

export const TEMPAT_MENINGGAL = ['RUMAH_SAKIT', 'DOA', 'RUMAH', 'LAINNYA'] as const;
export type TempatMeninggal = (typeof TEMPAT_MENINGGAL)[number];
export const LABEL_TEMPAT_MENINGGAL: Record<TempatMeninggal, string> = {
  RUMAH_SAKIT: 'Di rumah sakit',
  DOA: 'Dalam perjalanan ke rumah sakit (DOA)',
  RUMAH: 'Di rumah',
  LAINNYA: 'Lainnya',
};

/**
 * A death certificate: when (WIB), where and why, the causes in the WHO order the Indonesian
 * form follows (Ia the direct cause, Ib in between, Ic the underlying one, II other conditions).
 */
export const isiKematianSchema = z
  .object({
    jenis: z.literal('KEMATIAN'),
    tanggal_meninggal: tanggalSchema,
    jam_meninggal: jamSchema,
    tempat_meninggal: pilihan(TEMPAT_MENINGGAL, 'Tempat meninggal'),
    tempat_rinci: teks('Keterangan tempat', 200),
    sebab_langsung: wajib('Sebab langsung kematian', 300),
    sebab_antara: teks('Sebab antara', 300),
    sebab_dasar: teks('Sebab dasar', 300),
    sebab_dasar_kode: kodeIcd10,
    kondisi_lain: teks('Kondisi lain yang berkontribusi', 300),
  })
  .superRefine((v, ctx) => {
    if (v.tempat_meninggal === 'LAINNYA' && !v.tempat_rinci)
      ctx.addIssue({ code: 'custom', path: ['tempat_rinci'], message: 'Sebutkan tempat meninggal' });
  });

/**
 * What BPJS VClaim's "Rencana Kontrol" insert needs, under its own field names. Server: kodeDokter
 * (the doctor's DPJP code), poliKontrol (the clinic's BPJS code) and tglRencanaKontrol come from
 * the letter; noSuratKontrol is the number BPJS answers (a later issue fills it).
 */
export const bpjsKontrolSchema = z.object({
  noSEP: z
    .string({ message: 'Nomor SEP harus berupa teks' })
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{0,30}$/, 'Nomor SEP hanya huruf dan angka, maksimal 30'))
    .nullish()
    .transform((v) => (v ? v : null)),
  kodeDokter: z.string().nullish(),
  poliKontrol: z.string().nullish(),
  tglRencanaKontrol: z.string().nullish(),
  noSuratKontrol: z.string().nullish(),
});
export type BpjsKontrol = z.output<typeof bpjsKontrolSchema>;

/** A follow-up visit: when, at which clinic with which doctor, for what. */
export const isiKontrolSchema = z.object({
  jenis: z.literal('KONTROL'),
  tanggal_kontrol: tanggalSchema,
  poli_uid: z.uuid({ message: 'Poliklinik kontrol wajib dipilih' }),
  dokter_uid: z.uuid({ message: 'Dokter kontrol wajib dipilih' }),
  /** Server: the clinic's and the doctor's names as the letter prints them. */
  poli_nama: z.string().nullish(),
  dokter_nama: z.string().nullish(),
  diagnosis: wajib('Diagnosis', 500),
  diagnosis_kode: kodeIcd10,
  alasan: wajib('Alasan kontrol', 500),
  rencana: teks('Rencana tindak lanjut', 1000),
  /** For a patient of BPJS Kesehatan only (null otherwise). */
  bpjs: bpjsKontrolSchema.nullish().transform((v) => v ?? null),
});

export const JENIS_KELAHIRAN = ['TUNGGAL', 'KEMBAR'] as const;
export type JenisKelahiran = (typeof JENIS_KELAHIRAN)[number];
export const LABEL_JENIS_KELAHIRAN: Record<JenisKelahiran, string> = { TUNGGAL: 'Tunggal', KEMBAR: 'Kembar' };

export const PENOLONG_KELAHIRAN = ['DOKTER', 'BIDAN'] as const;
export type PenolongKelahiran = (typeof PENOLONG_KELAHIRAN)[number];
export const LABEL_PENOLONG_KELAHIRAN: Record<PenolongKelahiran, string> = {
  DOKTER: 'Dokter',
  BIDAN: 'Bidan',
};

const orangTua = <N extends z.ZodType>(siapa: 'ibu' | 'ayah', nama: N) =>
  z.object({
    nik: nikOpsionalSchema,
    nama,
    tanggal_lahir: tanggalOpsional,
    /** Years, when the birth date is not known. */
    umur: bilangan(`Umur ${siapa}`, 10, 100, ' tahun')
      .nullish()
      .transform((v) => v ?? null),
    alamat: teks(`Alamat ${siapa}`, 300),
  });

/**
 * A birth certificate (surat keterangan lahir): the baby, the mother (the patient the letter is
 * about), the father and who attended the birth. For a baby born here the form starts from the
 * delivery record (docs/bersalin.md); otherwise it is filled by hand.
 */
export const isiKelahiranSchema = z
  .object({
    jenis: z.literal('KELAHIRAN'),
    bayi: z.object({
      nama: teks('Nama bayi', 150),
      jenis_kelamin: pilihan(['L', 'P'] as const, 'Jenis kelamin bayi'),
      tanggal_lahir: tanggalSchema,
      jam_lahir: jamSchema,
      tempat_lahir: wajib('Tempat kelahiran', 200),
      berat_gram: bilangan('Berat lahir', 300, 7000, ' gram'),
      panjang_cm: bilangan('Panjang lahir', 20, 70, ' cm', false),
      jenis_kelahiran: pilihan(JENIS_KELAHIRAN, 'Jenis kelahiran'),
      /** The child's order among the mother's births (anak ke-). */
      kelahiran_ke: bilangan('Kelahiran ke-', 1, 30, ''),
      /** In a multiple birth: first, second, … of the twins. */
      urutan_kembar: bilangan('Urutan kembar', 1, 6, '')
        .nullish()
        .transform((v) => v ?? null),
      /** How the baby was born (the delivery record's method); '' or absent: not stated. */
      cara_persalinan: z
        .union([z.literal(''), pilihan(CARA_PERSALINAN, 'Cara persalinan')], {
          message: 'Cara persalinan tidak valid',
        })
        .nullish()
        .transform((v) => v || null)
        // Letters saved before the field existed have none.
        .optional(),
    }),
    ibu: orangTua('ibu', wajib('Nama ibu', 150)),
    ayah: orangTua('ayah', teks('Nama ayah', 150)),
    penolong: z.object({
      jenis: pilihan(PENOLONG_KELAHIRAN, 'Penolong kelahiran'),
      nama: wajib('Nama penolong kelahiran', 150),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.bayi.jenis_kelahiran === 'KEMBAR' && !v.bayi.urutan_kembar)
      ctx.addIssue({
        code: 'custom',
        path: ['bayi', 'urutan_kembar'],
        message: 'Urutan kembar wajib diisi untuk kelahiran kembar',
      });
  });

/** The kind's own fields, told apart by `jenis` (the table's `isi`). */
export const isiSuratSchema = z.discriminatedUnion(
  'jenis',
  [
    isiSakitSchema,
    isiSehatSchema,
    isiDirawatSchema,
    isiButaWarnaSchema,
    isiBebasNarkobaSchema,
    isiKematianSchema,
    isiKontrolSchema,
    isiKelahiranSchema,
  ],
  { message: 'Jenis surat tidak dikenal' },
);
export type IsiSurat = z.output<typeof isiSuratSchema>;
export type IsiSuratMasukan = z.input<typeof isiSuratSchema>;
export type IsiSuratJenis<J extends IsiSurat['jenis']> = Extract<IsiSurat, { jenis: J }>;
