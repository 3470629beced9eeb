import { badRequest } from '../../../platform/errors.ts';

export const icd9TidakDikenal = (kode: string) =>
  badRequest(`Kode ICD-9-CM '${kode}' tidak ada di katalog`, [
    { path: 'kode_icd9', message: 'Kode ICD-9-CM tidak ditemukan di katalog' },
  ]);
