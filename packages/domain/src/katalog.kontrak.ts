import {
  icd9Schema,
  icd10ListQuerySchema,
  icd10Schema,
  katalogListQuerySchema,
  kodeIcdParamSchema,
} from './katalog.ts';
import { PEMBACA_REFERENSI } from './master/izin.ts';
import { itemEnvelope, listEnvelope } from './platform/common.ts';
import { kontrak } from './platform/kontrak.ts';

const tags = ['Katalog'];

/** The ICD-10 and ICD-9-CM catalogues: every clinical unit codes diagnoses and procedures. */
export const katalogApi = {
  icd10: kontrak({
    method: 'GET',
    path: '/katalog/icd10',
    permission: PEMBACA_REFERENSI,
    tags,
    summary: 'Cari diagnosis ICD-10 (kode atau kata, Inggris/Indonesia); hanya_leaf=true untuk kode terinci',
    query: icd10ListQuerySchema,
    responses: { 200: listEnvelope(icd10Schema) },
  }),
  icd10Kode: kontrak({
    method: 'GET',
    path: '/katalog/icd10/:kode',
    permission: PEMBACA_REFERENSI,
    tags,
    summary: 'Satu kode ICD-10 (dengan atau tanpa titik)',
    params: kodeIcdParamSchema,
    responses: { 200: itemEnvelope(icd10Schema) },
    galat: [404],
  }),
  icd9: kontrak({
    method: 'GET',
    path: '/katalog/icd9',
    permission: PEMBACA_REFERENSI,
    tags,
    summary: 'Cari prosedur ICD-9-CM (kode atau kata)',
    query: katalogListQuerySchema,
    responses: { 200: listEnvelope(icd9Schema) },
  }),
  icd9Kode: kontrak({
    method: 'GET',
    path: '/katalog/icd9/:kode',
    permission: PEMBACA_REFERENSI,
    tags,
    summary: 'Satu kode ICD-9-CM (dengan atau tanpa titik)',
    params: kodeIcdParamSchema,
    responses: { 200: itemEnvelope(icd9Schema) },
    galat: [404],
  }),
};
