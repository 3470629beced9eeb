import { z } from 'zod';
import { formatUkuranFile } from '../format/ukuran-file.ts';
import { isAlamatWeb } from '../format/validasi.ts';
import { type JenisWilayah, kodeWilayahSchema, type TingkatWilayah, wilayahSchema } from '../wilayah.ts';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  namaMasterSchema,
  tanggalSchema,
  teksOpsional,
} from './common.ts';

/**
 * The health facility profile (/admin-faskes): who prints the letterhead of every document.
 * Several profiles may exist (spec §1: two deployments chosen by flags); exactly one AKTIF
 * profile is `digunakan`, the one in use.
 */
export const JENIS_FASKES = ['RSU', 'RSK', 'KLINIK_UTAMA', 'KLINIK_PRATAMA'] as const;
export type JenisFaskes = (typeof JENIS_FASKES)[number];
export const LABEL_JENIS_FASKES: Record<JenisFaskes, string> = {
  RSU: 'RS Umum',
  RSK: 'RS Khusus',
  KLINIK_UTAMA: 'Klinik Utama',
  KLINIK_PRATAMA: 'Klinik Pratama',
};

/** Hospital classes A–D (PP 47/2021); clinics have none. */
export const KELAS_RS = ['A', 'B', 'C', 'D'] as const;
export type KelasRs = (typeof KELAS_RS)[number];

export function isRumahSakit(jenis: JenisFaskes): boolean {
  return jenis === 'RSU' || jenis === 'RSK';
}

/** 'Rumah Sakit Umum Kelas C', 'Klinik Utama': the line under the name on the letterhead. */
export function uraianJenisFaskes(jenis: JenisFaskes, kelas: KelasRs | null): string {
  if (jenis === 'RSU') return `Rumah Sakit Umum${kelas ? ` Kelas ${kelas}` : ''}`;
  if (jenis === 'RSK') return `Rumah Sakit Khusus${kelas ? ` Kelas ${kelas}` : ''}`;
  return LABEL_JENIS_FASKES[jenis];
}

// --- logo -------------------------------------------------------------------------------------

export const MIME_LOGO_FASKES = ['image/png', 'image/jpeg'] as const;
export type MimeLogoFaskes = (typeof MIME_LOGO_FASKES)[number];
export const LOGO_FASKES_MAKS_BYTE = 512 * 1024;

/** The image type by its first bytes (the file name and the browser's claim are not trusted). */
export function jenisGambarLogo(b: Uint8Array): MimeLogoFaskes | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why these bytes cannot be a logo, for the person choosing the file; null when they can. */
export function periksaLogoFaskes(b: Uint8Array): string | null {
  if (b.length === 0) return 'Berkas logo kosong';
  if (!jenisGambarLogo(b)) return 'Logo harus berupa gambar PNG atau JPEG';
  if (b.length > LOGO_FASKES_MAKS_BYTE)
    return `Ukuran logo maksimal ${formatUkuranFile(LOGO_FASKES_MAKS_BYTE)} (berkas ini ${formatUkuranFile(b.length)})`;
  return null;
}

/** PUT /master/faskes/:uid/logo: the image as base64, or as a data URL ('data:image/png;base64,…'). */
export const faskesLogoInputSchema = z.object({
  berkas: z
    .string({ message: 'Berkas logo wajib diisi' })
    .trim()
    .min(1, 'Berkas logo wajib diisi')
    // Well above 512 KB in base64: the size rule itself answers with the file's real size.
    .max(4 * 1024 * 1024, 'Ukuran logo maksimal 512 KB'),
});
export type FaskesLogoInput = z.infer<typeof faskesLogoInputSchema>;

/** GET /master/faskes/:uid/logo?v=…: the version the URL was made for (long caching when it matches). */
export const faskesLogoQuerySchema = z.object({ v: z.string().max(30).optional() });

/** GET /master/faskes/:uid/kop.pdf?kertas=A4|80mm: the paper of the sample letter. */
export const KERTAS_PDF = ['A4', '80mm'] as const;
export const faskesKopQuerySchema = z.object({
  kertas: z.enum(KERTAS_PDF, { message: 'Kertas harus A4 atau 80mm' }).default('A4'),
});

export const logoFaskesSchema = z.object({
  /** Served publicly with long caching; `?v=` changes whenever the logo does. */
  url: z.string(),
  mime: z.enum(MIME_LOGO_FASKES),
  ukuran: z.number().int(),
  diperbarui: z.string(),
});
export type LogoFaskes = z.infer<typeof logoFaskesSchema>;

// --- profile ----------------------------------------------------------------------------------

const LABEL_KODE: Record<TingkatWilayah, string> = {
  1: 'Provinsi',
  2: 'Kabupaten/kota',
  3: 'Kecamatan',
  4: 'Kelurahan/desa',
};

function kodeWilayahWajib(tingkat: TingkatWilayah) {
  const wajib = `${LABEL_KODE[tingkat]} wajib dipilih`;
  return z.string({ message: wajib }).trim().min(1, wajib).pipe(kodeWilayahSchema(tingkat));
}

const teleponSchema = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9+()\s-]*$/, `${label} hanya angka, spasi, +, ( ) dan strip`)
    .max(30, `${label} maksimal 30 karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

export const faskesInputSchema = z
  .object({
    /** The facility code: BPJS PPK or Kemenkes facility code. */
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    jenis: z.enum(JENIS_FASKES, { message: 'Jenis faskes wajib dipilih' }),
    kelas_rs: z
      .union([z.literal(''), z.enum(KELAS_RS, { message: 'Kelas rumah sakit harus A, B, C atau D' })])
      .nullish()
      .transform((v) => (v ? v : null)),
    no_izin: teksOpsional(100, 'Nomor izin operasional'),
    izin_berlaku_sampai: z
      .union([z.literal(''), tanggalSchema])
      .nullish()
      .transform((v) => (v ? v : null)),
    alamat: z
      .string({ message: 'Alamat wajib diisi' })
      .trim()
      .min(5, 'Alamat wajib diisi (nama jalan dan nomor)')
      .max(300, 'Alamat maksimal 300 karakter'),
    provinsi_kode: kodeWilayahWajib(1),
    kabupaten_kode: kodeWilayahWajib(2),
    kecamatan_kode: kodeWilayahWajib(3),
    desa_kode: kodeWilayahWajib(4),
    kode_pos: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'Kode pos 5 angka')
      .nullish()
      .transform((v) => (v ? v : null)),
    telepon: teleponSchema('Telepon'),
    fax: teleponSchema('Fax'),
    email: z
      .union([z.literal(''), z.email('Format email tidak valid')])
      .nullish()
      .transform((v) => (v ? v : null)),
    website: z
      .string()
      .trim()
      .max(200, 'Alamat web maksimal 200 karakter')
      .refine((v) => v === '' || isAlamatWeb(v), 'Alamat web tidak valid (contoh rsrawat.co.id)')
      .nullish()
      .transform((v) => (v ? v : null)),
    direktur: teksOpsional(150, 'Nama direktur'),
    nip_direktur: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z .-]*$/, 'NIP hanya huruf, angka, spasi, titik dan strip')
      .max(30, 'NIP maksimal 30 karakter')
      .nullish()
      .transform((v) => (v ? v : null)),
    motto: teksOpsional(200, 'Motto'),
    keterangan: keteranganSchema,
  })
  .superRefine((v, ctx) => {
    const rs = isRumahSakit(v.jenis);
    if (rs && !v.kelas_rs)
      ctx.addIssue({ code: 'custom', path: ['kelas_rs'], message: 'Kelas rumah sakit wajib dipilih' });
    if (!rs && v.kelas_rs)
      ctx.addIssue({
        code: 'custom',
        path: ['kelas_rs'],
        message: 'Klinik tidak memiliki kelas rumah sakit',
      });
    if (v.izin_berlaku_sampai && !v.no_izin)
      ctx.addIssue({ code: 'custom', path: ['no_izin'], message: 'Isi nomor izin untuk masa berlakunya' });
    // Each region must lie in the one chosen above it.
    const rantai = [
      ['provinsi_kode', v.provinsi_kode],
      ['kabupaten_kode', v.kabupaten_kode],
      ['kecamatan_kode', v.kecamatan_kode],
      ['desa_kode', v.desa_kode],
    ] as const;
    for (let i = 1; i < rantai.length; i++) {
      const [path, kode] = rantai[i] ?? ['', ''];
      const induk = rantai[i - 1]?.[1] ?? '';
      if (!kode.startsWith(`${induk}.`))
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: `${LABEL_KODE[(i + 1) as TingkatWilayah]} tidak berada di ${LABEL_KODE[i as TingkatWilayah].toLowerCase()} yang dipilih`,
        });
    }
  });
export type FaskesInput = z.infer<typeof faskesInputSchema>;

export const wilayahFaskesSchema = z.object({
  provinsi: wilayahSchema.nullable(),
  kabupaten: wilayahSchema.nullable(),
  kecamatan: wilayahSchema.nullable(),
  desa: wilayahSchema.nullable(),
});
export type WilayahFaskes = z.infer<typeof wilayahFaskesSchema>;

export const faskesSchema = masterDasarSchema.extend({
  jenis: z.enum(JENIS_FASKES),
  kelas_rs: z.enum(KELAS_RS).nullable(),
  no_izin: z.string().nullable(),
  izin_berlaku_sampai: z.string().nullable(),
  alamat: z.string(),
  provinsi_kode: z.string(),
  kabupaten_kode: z.string(),
  kecamatan_kode: z.string(),
  desa_kode: z.string(),
  /** The regions of the codes, for showing and for the address picker (null if a code is unknown). */
  wilayah: wilayahFaskesSchema,
  /** 'Jl. …, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135'. */
  alamat_lengkap: z.string(),
  kode_pos: z.string().nullable(),
  telepon: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  direktur: z.string().nullable(),
  nip_direktur: z.string().nullable(),
  motto: z.string().nullable(),
  keterangan: z.string().nullable(),
  /** The profile in use: its letterhead heads every printed document. */
  digunakan: z.boolean(),
  logo: logoFaskesSchema.nullable(),
});
export type Faskes = z.infer<typeof faskesSchema>;

/** GET /faskes/aktif (public): what the public pages (queue ticket) show of the facility. */
export const faskesAktifSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_FASKES),
  /** 'Rumah Sakit Umum Kelas C'. */
  uraian_jenis: z.string(),
  alamat_lengkap: z.string(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  motto: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type FaskesAktif = z.infer<typeof faskesAktifSchema>;

const AWALAN_DESA: Record<JenisWilayah, string> = {
  provinsi: '',
  kabupaten: '',
  kota: '',
  kecamatan: 'Kec. ',
  kelurahan: 'Kel. ',
  desa: 'Desa ',
  'desa adat': 'Desa Adat ',
};

/**
 * The address as a letterhead prints it: street, then the regions from the village up, then the
 * postal code: 'Jl. Ir. H. Juanda No. 250, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135'.
 */
export function formatAlamatFaskes(a: {
  alamat: string;
  wilayah: WilayahFaskes;
  kode_pos?: string | null;
}): string {
  const w = a.wilayah;
  const bagian = [
    a.alamat.trim(),
    w.desa ? `${AWALAN_DESA[w.desa.jenis]}${w.desa.nama}` : null,
    w.kecamatan ? `Kec. ${w.kecamatan.nama}` : null,
    w.kabupaten?.nama ?? null,
    w.provinsi?.nama ?? null,
  ].filter((s): s is string => Boolean(s));
  const teks = bagian.join(', ');
  return a.kode_pos ? `${teks} ${a.kode_pos}` : teks;
}
