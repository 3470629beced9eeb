import { z } from 'zod';
import { dataKelahiranSchema } from '../bersalin/bersalin.kontrak.ts';
import { JENIS_KUNJUNGAN } from '../format/kunjungan.ts';
import { tanggalSchema } from '../master/common.ts';
import { JENIS_POLI } from '../master/poli.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { isiSuratKeluarSchema, temuanKeluarSchema } from './isi.keluar.ts';
import { isiSuratSchema } from './isi.ts';
import { JENIS_SURAT, KELOMPOK_SURAT, STATUS_SURAT } from './jenis.ts';

export const jenisSuratSchema = z.enum(JENIS_SURAT, { message: 'Jenis surat tidak dikenal' });
export const kelompokSuratSchema = z.enum(KELOMPOK_SURAT, {
  message: 'Kelompok surat harus KETERANGAN, KONTROL atau KELAHIRAN',
});
export const statusSuratSchema = z.enum(STATUS_SURAT, {
  message: 'Status surat harus DRAF, TERBIT atau DIBATALKAN',
});

/** Who attests and signs a letter: a doctor, or (birth certificates) a midwife. */
export const PROFESI_PENANDA = ['DOKTER', 'BIDAN'] as const;
export type ProfesiPenanda = (typeof PROFESI_PENANDA)[number];

const pegawaiSchema = z.uuid({ message: 'Dokter penanda tangan wajib dipilih' });

/** POST /surat: a draft written from a visit (layanan); the kind is `isi.jenis`. */
export const suratBuatSchema = z.object({
  layanan_uid: z.uuid({ message: 'Kunjungan (layanan) wajib dipilih' }),
  pegawai_uid: pegawaiSchema,
  isi: isiSuratSchema,
});
export type SuratBuat = z.input<typeof suratBuatSchema>;

/** PUT /surat/:uid: a draft's signer and fields; the kind cannot change. */
export const suratUbahSchema = z.object({ pegawai_uid: pegawaiSchema, isi: isiSuratSchema });
export type SuratUbah = z.input<typeof suratUbahSchema>;

/** POST /surat/:uid/batal. */
export const suratBatalSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(5, 'Alasan pembatalan minimal 5 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});

export const suratParamSchema = z.object({ uid: z.uuid({ message: 'uid surat tidak valid' }) });
export const suratLayananParamSchema = z.object({
  layanan_uid: z.uuid({ message: 'layanan_uid tidak valid' }),
});
export const suratPasienParamSchema = z.object({ pasien_uid: z.uuid({ message: 'pasien_uid tidak valid' }) });

/** GET /surat/:uid/pdf?kertas=A4|F4 (F4: folio, 215 × 330 mm). */
export const KERTAS_SURAT = ['A4', 'F4'] as const;
export type KertasSurat = (typeof KERTAS_SURAT)[number];
export const suratPdfQuerySchema = z.object({
  kertas: z.enum(KERTAS_SURAT, { message: 'Kertas harus A4 atau F4' }).default('A4'),
});

/** GET /surat: search is the patient's name, No. RM or the letter's number. */
export const suratListQuerySchema = pagingQuerySchema.extend({
  kelompok: kelompokSuratSchema.optional(),
  jenis: jenisSuratSchema.optional(),
  status: statusSuratSchema.optional(),
  tanggal_dari: tanggalSchema.optional(),
  tanggal_sampai: tanggalSchema.optional(),
});
export type SuratListQuery = z.output<typeof suratListQuerySchema>;

/** GET /surat/penanda?jenis=: who may sign that kind. */
export const suratPenandaQuerySchema = z.object({ jenis: jenisSuratSchema.default('SAKIT') });

const versiSchema = z.object({
  uid: z.string(),
  nomor: z.string().nullable(),
  versi: z.number().int(),
  status: statusSuratSchema,
});
export type VersiSurat = z.infer<typeof versiSchema>;

export const penandaSuratSchema = z.object({
  uid: z.string(),
  nama: z.string(),
  /** NIP (the employee code). */
  nip: z.string(),
  profesi: z.enum(PROFESI_PENANDA),
  kode_dpjp_bpjs: z.string().nullable(),
  /** The clinics a doctor practises at (for the control letter's doctor). */
  poli_uids: z.array(z.string()),
});
export type PenandaSurat = z.infer<typeof penandaSuratSchema>;

const pasienSuratSchema = z.object({
  uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  nik: z.string().nullable(),
  no_bpjs: z.string().nullable(),
  jenis_kelamin: z.string(),
  tanggal_lahir: z.string(),
  /** Age on the letter's date: '34 tahun 2 bulan'. */
  umur: z.string(),
  pekerjaan: z.string().nullable(),
  alamat: z.string(),
});

const layananSuratSchema = z.object({
  uid: z.string(),
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  jenis: z.enum(JENIS_KUNJUNGAN),
  status: z.string(),
  poli: z.object({ uid: z.string(), nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  penjamin: z.string(),
  penjamin_label: z.string(),
  no_kartu: z.string().nullable(),
  no_sep: z.string().nullable(),
});
export type LayananSurat = z.infer<typeof layananSuratSchema>;

/** GET /surat/:uid and every write's answer. */
export const suratSchema = z.object({
  uid: z.string(),
  kelompok: kelompokSuratSchema,
  jenis: jenisSuratSchema,
  status: statusSuratSchema,
  /** The letter's date: the day it was issued (a draft: the day it was written). */
  tanggal: z.string(),
  nomor: z.string().nullable(),
  versi: z.number().int(),
  /** The letter this one replaces, and the newer version that replaces this one. */
  mengganti: versiSchema.nullable(),
  diganti_oleh: versiSchema.nullable(),
  pasien: pasienSuratSchema,
  layanan: layananSuratSchema.nullable(),
  penanda: z.object({ uid: z.string(), nama: z.string(), nip: z.string(), profesi: z.enum(PROFESI_PENANDA) }),
  isi: isiSuratKeluarSchema,
  dibuat_oleh: z.string().nullable(),
  dibuat_pada: z.string(),
  diubah_pada: z.string(),
  diterbitkan_oleh: z.string().nullable(),
  diterbitkan_pada: z.string().nullable(),
  dibatalkan_pada: z.string().nullable(),
  alasan_batal: z.string().nullable(),
});
export type Surat = z.infer<typeof suratSchema>;

/** One row of GET /surat. */
export const suratRingkasSchema = z.object({
  uid: z.string(),
  kelompok: kelompokSuratSchema,
  jenis: jenisSuratSchema,
  status: statusSuratSchema,
  tanggal: z.string(),
  nomor: z.string().nullable(),
  versi: z.number().int(),
  mengganti_uid: z.string().nullable(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  penanda: z.string(),
  poli: z.string().nullable(),
  /** One line of what it says: 'Istirahat 3 hari (2–4 Nov 2026)', 'Kontrol 14/11/2026 · Poli Umum'. */
  ringkasan: z.string(),
  diubah_pada: z.string(),
});
export type SuratRingkas = z.infer<typeof suratRingkasSchema>;

/** GET /surat/kunjungan/:pasien_uid: the patient's visits a letter can be written from. */
export const kunjunganSuratSchema = z.object({
  layanan_uid: z.string(),
  tanggal: z.string(),
  jenis: z.enum(JENIS_KUNJUNGAN),
  status: z.string(),
  poli: z.string(),
  dokter: z.string().nullable(),
  penjamin: z.string(),
  diagnosis_utama: z.string().nullable(),
  jumlah_surat: z.number().int(),
});
export type KunjunganSurat = z.infer<typeof kunjunganSuratSchema>;

/**
 * GET /surat/konteks/:layanan_uid: what a new letter starts from — the visit, the patient, the
 * chart's findings (latest vitals, the doctor's examination, the primary diagnosis), the planned
 * follow-up, and who signs by default (the signed-in doctor, else the visit's doctor).
 */
export const suratKonteksSchema = z.object({
  layanan: layananSuratSchema,
  pasien: pasienSuratSchema,
  temuan: temuanKeluarSchema,
  tindak_lanjut: z
    .object({ jenis: z.string(), tanggal_kontrol: z.string().nullable(), alasan: z.string().nullable() })
    .nullable(),
  penanda_uid: z.string().nullable(),
  faskes: z.object({ nama: z.string(), kota: z.string().nullable() }).nullable(),
  /** The letters already written from this visit. */
  surat: z.array(suratRingkasSchema),
  /** Babies born on this stay and registered as patients: a birth letter starts from their record. */
  kelahiran: z.array(dataKelahiranSchema),
});
export type SuratKonteks = z.infer<typeof suratKonteksSchema>;
