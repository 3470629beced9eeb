import {
  errorEnvelopeSchema,
  icd9Schema,
  icd10ListQuerySchema,
  icd10Schema,
  itemEnvelope,
  katalogListQuerySchema,
  kodeIcdParamSchema,
  listEnvelope,
} from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { ambilIcd9, ambilIcd10, listIcd9, listIcd10 } from './katalog.service.ts';

const tags = ['Katalog'];
// Every clinical role codes diagnoses and procedures, so any signed-in user may search.
const permission = 'authenticated';
const halaman = <Q extends { offset: number; limit: number }>(q: Q) => ({ ...q, limitless: false });

export async function katalogRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/katalog/icd10',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Cari diagnosis ICD-10 (kode atau kata, Inggris/Indonesia); hanya_leaf=true untuk kode terinci',
        querystring: icd10ListQuerySchema,
        response: { 200: listEnvelope(icd10Schema) },
      },
    },
    async (request) => {
      const { rows, total } = await listIcd10(db, request.query);
      return envelope(rows, total, halaman(request.query));
    },
  );

  app.get(
    '/katalog/icd10/:kode',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Satu kode ICD-10 (dengan atau tanpa titik)',
        params: kodeIcdParamSchema,
        response: { 200: itemEnvelope(icd10Schema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await ambilIcd10(db, request.params.kode) }),
  );

  app.get(
    '/katalog/icd9',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Cari prosedur ICD-9-CM (kode atau kata)',
        querystring: katalogListQuerySchema,
        response: { 200: listEnvelope(icd9Schema) },
      },
    },
    async (request) => {
      const { rows, total } = await listIcd9(db, request.query);
      return envelope(rows, total, halaman(request.query));
    },
  );

  app.get(
    '/katalog/icd9/:kode',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Satu kode ICD-9-CM (dengan atau tanpa titik)',
        params: kodeIcdParamSchema,
        response: { 200: itemEnvelope(icd9Schema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await ambilIcd9(db, request.params.kode) }),
  );
}
