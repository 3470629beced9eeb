import { notFound } from '../../platform/errors.ts';

export const icd10TidakDitemukan = () => notFound('Kode ICD-10', 'katalog.icd10_tidak_ditemukan');
export const icd9TidakDitemukan = () => notFound('Kode ICD-9-CM', 'katalog.icd9_tidak_ditemukan');
