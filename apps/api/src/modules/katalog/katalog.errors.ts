import { notFound } from '../../platform/errors.ts';

export const icd10TidakDitemukan = () => notFound('Kode ICD-10');
export const icd9TidakDitemukan = () => notFound('Kode ICD-9-CM');
