import { z } from 'zod';
import { angkaDariTeks } from '../platform/common.ts';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  namaMasterSchema,
  rupiahSchema,
  teksOpsional,
} from './common.ts';
import { penjaminTarifSchema } from './tarif.ts';

/** A bank the hospital receives transfers and card payments through (/master/data/bank). */
export const bankInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  no_rekening: z
    .string()
    .trim()
    .regex(/^[0-9-]*$/, 'Nomor rekening hanya angka dan strip')
    .max(30, 'Nomor rekening maksimal 30 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
  atas_nama: teksOpsional(150, 'Atas nama'),
  keterangan: keteranganSchema,
});
export type BankInput = z.infer<typeof bankInputSchema>;
export const bankSchema = masterDasarSchema.extend({
  no_rekening: z.string().nullable(),
  atas_nama: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type Bank = z.infer<typeof bankSchema>;

/**
 * A private insurer (/master/data/asuransi): the payer 'Lainnya' of spec §9 with its own pharmacy
 * markup percentage, and an optional ceiling per visit that the cashier splits the bill by.
 */
export const asuransiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  alamat: teksOpsional(300, 'Alamat'),
  telepon: z
    .string()
    .trim()
    .regex(/^[0-9+()\s-]*$/, 'Telepon hanya angka, spasi, +, ( ) dan strip')
    .max(30, 'Telepon maksimal 30 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .union([z.literal(''), z.email('Format email tidak valid')])
    .nullish()
    .transform((v) => (v ? v : null)),
  persen_markup: angkaDariTeks(
    z
      .number({ message: 'Persentase markup harus angka' })
      .min(0, 'Persentase markup tidak boleh negatif')
      .max(500, 'Persentase markup maksimal 500')
      .refine(
        (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9,
        {
          message: 'Persentase markup maksimal 2 angka desimal',
        },
      ),
  ),
  // The number inside rupiahSchema, made nullish inside the reading so an emptied field is no ceiling.
  plafon: angkaDariTeks(rupiahSchema.out.nullish()).transform((v) => (v ? v : null)),
  keterangan: keteranganSchema,
});
export type AsuransiInput = z.infer<typeof asuransiInputSchema>;
export const asuransiSchema = masterDasarSchema.extend({
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  persen_markup: z.number(),
  plafon: z.number().nullable(),
  keterangan: z.string().nullable(),
});
export type Asuransi = z.infer<typeof asuransiSchema>;

/**
 * A payer a visit can be billed to, as registration and the pharmacy choose it: the three fixed
 * payer types of spec §9 with their markup, and every active insurer as 'Lainnya' with its own.
 */
export const penjaminSchema = z.object({
  /** The pharmacy payer type of spec §9. */
  jenis: z.enum(['UMUM', 'BPJS', 'ASKES', 'Lainnya']),
  /** How tariffs price it (UMUM, BPJS, ASKES, or ASURANSI for an insurer). */
  penjamin_tarif: penjaminTarifSchema,
  asuransi_uid: z.string().nullable(),
  nama: z.string(),
  persen_markup: z.number(),
  plafon: z.number().nullable(),
});
export type Penjamin = z.infer<typeof penjaminSchema>;
