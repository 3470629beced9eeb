import { z } from 'zod';
import { CARA_PERSALINAN } from '../bersalin/bersalin.ts';
import {
  HASIL_BUTA_WARNA,
  HASIL_URIN,
  JENIS_KELAHIRAN,
  KEPERLUAN_SEHAT,
  PARAMETER_NARKOBA,
  type ParameterNarkoba,
  PENOLONG_KELAHIRAN,
  TEMPAT_MENINGGAL,
} from './isi.ts';

// The letters' fields as the API answers them: what isi.ts gives after parsing, spelled without
// transforms, because an answer is serialised by encoding it through its schema and a one-way
// transform cannot be encoded. isi.keluar.test.ts keeps both in step.

const teks = z.string().nullable();
const angka = z.number().nullish();

const tandaVital = z.object({
  td_sistolik: angka,
  td_diastolik: angka,
  nadi: angka,
  respirasi: angka,
  suhu: angka,
  spo2: angka,
  berat_badan: angka,
  tinggi_badan: angka,
});

export const temuanKeluarSchema = z.object({
  tanda_vital: tandaVital.nullable(),
  pemeriksaan_fisik: teks,
  diagnosis: teks,
  diagnosis_kode: teks,
  cantumkan_diagnosis: z.boolean(),
});

const orangTua = z.object({
  nik: teks,
  nama: teks,
  tanggal_lahir: teks,
  umur: z.number().nullable(),
  alamat: teks,
});

export const isiSuratKeluarSchema = z.discriminatedUnion('jenis', [
  z.object({
    jenis: z.literal('SAKIT'),
    temuan: temuanKeluarSchema,
    istirahat_dari: z.string(),
    istirahat_sampai: z.string(),
    lama_hari: z.number().nullish(),
    pekerjaan: teks,
  }),
  z.object({
    jenis: z.literal('SEHAT'),
    temuan: temuanKeluarSchema,
    keperluan: z.enum(KEPERLUAN_SEHAT),
    keperluan_rinci: teks,
    pekerjaan: teks,
    catatan: teks,
  }),
  z.object({
    jenis: z.literal('DIRAWAT'),
    temuan: temuanKeluarSchema,
    tanggal_masuk: z.string(),
    tanggal_keluar: teks,
    ruangan: teks,
    keperluan: teks,
  }),
  z.object({
    jenis: z.literal('BUTA_WARNA'),
    temuan: temuanKeluarSchema,
    metode: z.string(),
    hasil: z.enum(HASIL_BUTA_WARNA),
    keperluan: teks,
  }),
  z.object({
    jenis: z.literal('BEBAS_NARKOBA'),
    temuan: temuanKeluarSchema,
    tanggal_periksa: z.string(),
    metode: z.string(),
    hasil_urin: z.object(
      Object.fromEntries(PARAMETER_NARKOBA.map((p) => [p, z.enum(HASIL_URIN)])) as Record<
        ParameterNarkoba,
        z.ZodEnum<{ NEGATIF: 'NEGATIF'; POSITIF: 'POSITIF' }>
      >,
    ),
    keperluan: teks,
  }),
  z.object({
    jenis: z.literal('KEMATIAN'),
    tanggal_meninggal: z.string(),
    jam_meninggal: z.string(),
    tempat_meninggal: z.enum(TEMPAT_MENINGGAL),
    tempat_rinci: teks,
    sebab_langsung: z.string(),
    sebab_antara: teks,
    sebab_dasar: teks,
    sebab_dasar_kode: teks,
    kondisi_lain: teks,
  }),
  z.object({
    jenis: z.literal('KONTROL'),
    tanggal_kontrol: z.string(),
    poli_uid: z.string(),
    dokter_uid: z.string(),
    poli_nama: z.string().nullish(),
    dokter_nama: z.string().nullish(),
    diagnosis: z.string(),
    diagnosis_kode: teks,
    alasan: z.string(),
    rencana: teks,
    bpjs: z
      .object({
        noSEP: teks,
        kodeDokter: z.string().nullish(),
        poliKontrol: z.string().nullish(),
        tglRencanaKontrol: z.string().nullish(),
        noSuratKontrol: z.string().nullish(),
      })
      .nullable(),
  }),
  z.object({
    jenis: z.literal('KELAHIRAN'),
    bayi: z.object({
      nama: teks,
      jenis_kelamin: z.enum(['L', 'P']),
      tanggal_lahir: z.string(),
      jam_lahir: z.string(),
      tempat_lahir: z.string(),
      berat_gram: z.number(),
      panjang_cm: z.number(),
      jenis_kelahiran: z.enum(JENIS_KELAHIRAN),
      kelahiran_ke: z.number(),
      urutan_kembar: z.number().nullable(),
      // Letters written before the field existed have none.
      cara_persalinan: z.enum(CARA_PERSALINAN).nullish(),
    }),
    ibu: orangTua.extend({ nama: z.string() }),
    ayah: orangTua,
    penolong: z.object({ jenis: z.enum(PENOLONG_KELAHIRAN), nama: z.string() }),
  }),
]);
export type IsiSuratKeluar = z.output<typeof isiSuratKeluarSchema>;
