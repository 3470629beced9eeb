import { z } from 'zod';
import { toJakartaIsoDate } from '../format/tanggal.ts';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { tanggalSchema, teksOpsional } from '../master/common.ts';
import { kodeWilayahSchema, type TingkatWilayah } from '../wilayah.ts';
import { normalisasiNoHp, PESAN_NO_HP } from './kontak.ts';
import { rapikanNama } from './nama.ts';
import { bacaNik, PESAN_NIK_16_DIGIT, periksaNik } from './nik.ts';
import {
  AGAMA,
  GOLONGAN_DARAH,
  HUBUNGAN_PENANGGUNG_JAWAB,
  PENDIDIKAN,
  RHESUS,
  STATUS_PASIEN,
  STATUS_PERKAWINAN,
} from './pilihan.ts';

// The patient form as POST and PUT /pasien receive it; docs/pasien.md lists the rules.

/** A choice from a fixed list that may be left empty ('' from a form is "not chosen"). */
function pilihanOpsional<const T extends readonly [string, ...string[]]>(nilai: T, pesan: string) {
  return z
    .union([z.literal(''), z.enum(nilai)], { message: pesan })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Optional digits of a fixed length; spaces typed between them are dropped. */
function angkaOpsional(panjang: number, pesan: string) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ? v.replace(/\s/g, '') : null))
    .refine((v) => v === null || new RegExp(`^\\d{${panjang}}$`).test(v), pesan);
}

const noHpOpsional = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const hp = normalisasiNoHp(v);
    if (hp) return hp;
    ctx.addIssue({ code: 'custom', message: PESAN_NO_HP });
    return z.NEVER;
  });

/** RT or RW: 1–3 digits, stored as three ('1' → '001'). */
function rtRw(label: string) {
  return z
    .string()
    .nullish()
    .transform((v, ctx) => {
      const s = v?.trim();
      if (!s) return null;
      if (/^\d{1,3}$/.test(s) && Number(s) > 0) return s.padStart(3, '0');
      ctx.addIssue({ code: 'custom', message: `${label} harus angka 1–999` });
      return z.NEVER;
    });
}

function wilayahWajib(tingkat: TingkatWilayah, label: string) {
  return z
    .string({ message: `${label} wajib dipilih` })
    .trim()
    .min(1, `${label} wajib dipilih`)
    .pipe(kodeWilayahSchema(tingkat));
}

/** NIK: optional (newborns, unknown patients), else 16 digits whose parts can be right. */
export const nikPasienSchema = z
  .string({ message: PESAN_NIK_16_DIGIT })
  .nullish()
  .transform((v) => (v ? v.replace(/\s/g, '') : null))
  .superRefine((v, ctx) => {
    if (v === null) return;
    const hasil = bacaNik(v);
    if (!hasil.ok) ctx.addIssue({ code: 'custom', message: hasil.pesan });
  });

export const noBpjsSchema = angkaOpsional(13, 'Nomor kartu BPJS harus 13 digit angka');

export const namaPasienSchema = z
  .string({ message: 'Nama pasien wajib diisi' })
  .transform(rapikanNama)
  .pipe(
    z
      .string()
      .min(2, 'Nama pasien minimal 2 karakter')
      .max(150, 'Nama pasien maksimal 150 karakter')
      .regex(/\p{L}/u, 'Nama pasien harus berisi huruf'),
  );

export const tanggalLahirSchema = z
  .string({ message: 'Tanggal lahir wajib diisi' })
  .min(1, 'Tanggal lahir wajib diisi')
  .pipe(tanggalSchema)
  .refine((v) => v >= '1900-01-01', 'Tanggal lahir tidak boleh sebelum 1900-01-01')
  .refine((v) => v <= toJakartaIsoDate(new Date()), 'Tanggal lahir tidak boleh setelah hari ini');

/** Every field of the patient form, without the rules that tie fields together. */
const pasienFields = {
  nama: namaPasienSchema,
  nik: nikPasienSchema,
  no_bpjs: noBpjsSchema,
  jenis_kelamin: z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin wajib dipilih' }),
  tempat_lahir: teksOpsional(100, 'Tempat lahir'),
  tanggal_lahir: tanggalLahirSchema,
  golongan_darah: pilihanOpsional(GOLONGAN_DARAH, 'Golongan darah harus A, B, AB atau O'),
  rhesus: pilihanOpsional(RHESUS, 'Rhesus harus positif atau negatif'),
  agama: pilihanOpsional(AGAMA, 'Agama tidak valid'),
  status_perkawinan: pilihanOpsional(STATUS_PERKAWINAN, 'Status perkawinan tidak valid'),
  pendidikan: pilihanOpsional(PENDIDIKAN, 'Pendidikan tidak valid'),
  pekerjaan: teksOpsional(100, 'Pekerjaan'),
  no_hp: noHpOpsional,
  email: z
    .union([z.literal(''), z.email('Format email tidak valid')])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  alamat: z
    .string({ message: 'Alamat wajib diisi' })
    .transform(rapikanNama)
    .pipe(
      z
        .string()
        .min(3, 'Alamat wajib diisi (jalan, nomor rumah, dusun/kampung)')
        .max(300, 'Alamat maksimal 300 karakter'),
    ),
  rt: rtRw('RT'),
  rw: rtRw('RW'),
  kode_pos: angkaOpsional(5, 'Kode pos harus 5 digit angka'),
  provinsi_kode: wilayahWajib(1, 'Provinsi'),
  kabupaten_kode: wilayahWajib(2, 'Kabupaten/kota'),
  kecamatan_kode: wilayahWajib(3, 'Kecamatan'),
  desa_kode: wilayahWajib(4, 'Kelurahan/desa'),
  nama_ibu: teksOpsional(150, 'Nama ibu kandung'),
  pj_nama: teksOpsional(150, 'Nama penanggung jawab'),
  pj_hubungan: pilihanOpsional(HUBUNGAN_PENANGGUNG_JAWAB, 'Hubungan penanggung jawab tidak valid'),
  pj_no_hp: noHpOpsional,
  alergi: z
    .array(z.string().trim().min(1, 'Alergi tidak boleh kosong').max(100, 'Alergi maksimal 100 karakter'), {
      message: 'Alergi harus berupa daftar',
    })
    .max(30, 'Paling banyak 30 alergi')
    .nullish()
    .transform((v) => {
      // The same allergy typed twice ('Amoksisilin', 'amoksisilin ') is kept once, as first typed.
      const lihat = new Set<string>();
      return (v ?? []).filter((a) => {
        const k = a.toLowerCase();
        if (lihat.has(k)) return false;
        lihat.add(k);
        return true;
      });
    }),
  catatan: teksOpsional(1000, 'Catatan'),
};

type Mentah = Record<string, unknown>;
const teks = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The rules between fields. They run even when a field failed (`when`), so the NIK mismatch shows
 * together with the other errors; a failed field reaches them as something other than a string.
 */
function periksaPasien(v: Mentah, ctx: z.RefinementCtx) {
  const jk = v.jenis_kelamin === 'L' || v.jenis_kelamin === 'P' ? v.jenis_kelamin : null;
  const nik = teks(v.nik);
  if (nik && bacaNik(nik).ok) {
    const pesan = periksaNik(nik, { tanggal_lahir: teks(v.tanggal_lahir), jenis_kelamin: jk });
    if (pesan) ctx.addIssue({ code: 'custom', path: ['nik'], message: pesan });
  }
  if (v.rhesus && !v.golongan_darah)
    ctx.addIssue({
      code: 'custom',
      path: ['golongan_darah'],
      message: 'Pilih golongan darah terlebih dahulu',
    });
  if ((v.pj_hubungan || v.pj_no_hp) && !v.pj_nama)
    ctx.addIssue({ code: 'custom', path: ['pj_nama'], message: 'Nama penanggung jawab wajib diisi' });
  if (v.pj_nama && !v.pj_hubungan)
    ctx.addIssue({ code: 'custom', path: ['pj_hubungan'], message: 'Hubungan dengan pasien wajib dipilih' });
  // Each region must lie inside the one above it (codes nest: 32 › 32.73 › 32.73.02 › 32.73.02.1004).
  const rantai = [
    ['provinsi_kode', 'kabupaten_kode', 'Kabupaten/kota tidak berada di provinsi yang dipilih'],
    ['kabupaten_kode', 'kecamatan_kode', 'Kecamatan tidak berada di kabupaten/kota yang dipilih'],
    ['kecamatan_kode', 'desa_kode', 'Kelurahan/desa tidak berada di kecamatan yang dipilih'],
  ] as const;
  for (const [atas, bawah, pesan] of rantai) {
    const a = teks(v[atas]);
    const b = teks(v[bawah]);
    if (a && b && /^[\d.]+$/.test(a) && /^[\d.]+$/.test(b) && !b.startsWith(`${a}.`))
      ctx.addIssue({ code: 'custom', path: [bawah], message: pesan });
  }
}

/** POST /pasien: a new patient (the No. RM is allocated by the server). */
const SELALU = { when: () => true };
export const pasienInputSchema = z.object(pasienFields).superRefine(periksaPasien, SELALU);
export type PasienInput = z.output<typeof pasienInputSchema>;
export type PasienInputMasukan = z.input<typeof pasienInputSchema>;

/** PUT /pasien/:uid: the same fields, and the status (left out: unchanged). */
export const pasienUpdateSchema = z
  .object({
    ...pasienFields,
    status: z.enum(STATUS_PASIEN, { message: 'Status pasien tidak valid' }).optional(),
  })
  .superRefine(periksaPasien, SELALU);
export type PasienUpdate = z.output<typeof pasienUpdateSchema>;
