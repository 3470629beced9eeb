import { z } from 'zod';
import { itemEnvelope, messageSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BACA_KLINIS, HANYA_DOKTER, TULIS_MEDIS } from './akses-klinis.ts';
import {
  butirLayananParamSchema,
  diagnosisInputSchema,
  diagnosisSchema,
  prosedurInputSchema,
  prosedurSchema,
} from './diagnosis.ts';
import { layananParamSchema } from './layanan-klinis.ts';

const tags = ['Pelayanan Medis'];
const galat = [400, 403, 404, 409] as const;

/** ICD-10 diagnoses of a layanan: read by whoever may read charts, written by the doctor. */
export const diagnosisApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/diagnosis',
    permission: BACA_KLINIS,
    tags,
    summary: 'Diagnosis ICD-10 sebuah pelayanan, utama dahulu',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(diagnosisSchema) }) },
  }),
  tambah: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/diagnosis',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary:
      'Menambah diagnosis ICD-10 (satu utama per pelayanan; ganti_utama menjadikan utama lama sekunder)',
    params: layananParamSchema,
    body: diagnosisInputSchema,
    responses: { 201: itemEnvelope(diagnosisSchema) },
    galat,
  }),
  hapus: kontrak({
    method: 'DELETE',
    path: '/pelayanan/:layanan_uid/diagnosis/:uid',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Menghapus diagnosis yang salah tulis (selama resume belum final)',
    params: butirLayananParamSchema,
    responses: { 200: messageSchema },
    galat,
  }),
};

/** ICD-9-CM procedure codes of a layanan (coding, not billing), same access as the diagnoses. */
export const prosedurApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/prosedur',
    permission: BACA_KLINIS,
    tags,
    summary: 'Kode prosedur ICD-9-CM sebuah pelayanan',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(prosedurSchema) }) },
  }),
  tambah: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/prosedur',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Menambah kode prosedur ICD-9-CM',
    params: layananParamSchema,
    body: prosedurInputSchema,
    responses: { 201: itemEnvelope(prosedurSchema) },
    galat,
  }),
  hapus: kontrak({
    method: 'DELETE',
    path: '/pelayanan/:layanan_uid/prosedur/:uid',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Menghapus kode prosedur yang salah tulis (selama resume belum final)',
    params: butirLayananParamSchema,
    responses: { 200: messageSchema },
    galat,
  }),
};
