import { z } from 'zod';
import { kontrak } from '../platform/kontrak.ts';
import { PEMBACA_REFERENSI } from './izin.ts';
import {
  asuransiInputSchema,
  asuransiSchema,
  bankInputSchema,
  bankSchema,
  penjaminSchema,
} from './keuangan.ts';
import { kontrakMaster } from './master.kontrak.ts';

// Every unit reads them (payment forms, registration's payer); KASIR keeps them (spec §6).
const umum = { baca: PEMBACA_REFERENSI, tulis: 'master.keuangan:manage' } as const;

/** Banks the hospital receives transfers and card payments through. */
export const bankApi = kontrakMaster({
  path: '/master/bank',
  tag: 'Master Bank',
  label: 'bank',
  item: bankSchema,
  buat: bankInputSchema,
  ...umum,
});

/** Private insurers (the payer 'Lainnya' of spec §9). */
export const asuransiApi = kontrakMaster({
  path: '/master/asuransi',
  tag: 'Master Asuransi',
  label: 'asuransi',
  item: asuransiSchema,
  buat: asuransiInputSchema,
  ...umum,
});

/** The payers a visit can be billed to, as registration and the pharmacy choose them. */
export const penjaminApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/master/penjamin',
    permission: PEMBACA_REFERENSI,
    tags: ['Master Asuransi'],
    summary:
      'Penjamin yang dapat dipilih: Umum, BPJS, Askes (markup tetap) dan tiap asuransi aktif (Lainnya)',
    responses: { 200: z.object({ respon: z.array(penjaminSchema) }) },
  }),
};
