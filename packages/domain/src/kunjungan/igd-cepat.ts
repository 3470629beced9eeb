import { z } from 'zod';
import { jenisKelaminSchema } from '../jenis-kelamin.ts';
import { SEBUTAN_SEMENTARA, UMUR_MAKS_PERKIRAAN } from '../pasien/sementara.ts';
import { asuransiOpsionalSchema, nomorKartuSchema, teksOpsionalMaks } from './bidang.ts';
import { PENJAMIN_KUNJUNGAN, periksaPenjamin } from './pendaftaran.ts';

/**
 * POST /pendaftaran/igd-cepat: an unknown patient at the IGD ('Tn. X'), with what the team can
 * see. The server makes a temporary patient record and the IGD visit in one go.
 */
export const igdCepatInputSchema = z
  .object({
    jenis_kelamin: jenisKelaminSchema,
    perkiraan_umur: z
      .number({ message: 'Perkiraan umur wajib diisi (tahun)' })
      .int('Perkiraan umur dalam tahun, tanpa koma')
      .min(0, 'Perkiraan umur tidak boleh negatif')
      .max(UMUR_MAKS_PERKIRAAN, `Perkiraan umur paling tinggi ${UMUR_MAKS_PERKIRAAN} tahun`),
    /** Tn./Ny./Nn./An./By.; chosen from sex and age when left empty. */
    sebutan: z
      .union([z.literal(''), z.enum(SEBUTAN_SEMENTARA)], { message: 'Sebutan tidak valid' })
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Build, clothes, marks: how the family will recognise the patient. */
    ciri: teksOpsionalMaks(500, 'Ciri-ciri'),
    ditemukan_di: teksOpsionalMaks(200, 'Tempat ditemukan'),
    diantar_oleh: teksOpsionalMaks(200, 'Pengantar'),
    keluhan: teksOpsionalMaks(500, 'Keluhan/kondisi'),
    penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak valid' }).default('UMUM'),
    asuransi_uid: asuransiOpsionalSchema,
    no_kartu: nomorKartuSchema('Nomor kartu'),
  })
  .superRefine(periksaPenjamin);
export type IgdCepatInput = z.infer<typeof igdCepatInputSchema>;
export type IgdCepatMasukan = z.input<typeof igdCepatInputSchema>;
