import { katalogApi } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { ambilIcd9, ambilIcd10, listIcd9, listIcd10 } from './katalog.service.ts';

// The catalogues are searched a page at a time, never sent whole.
const halaman = <Q extends { offset: number; limit: number }>(q: Q) => ({ ...q, limitless: false });

/** The ICD-10 and ICD-9-CM catalogues (contracts: katalogApi in @rawat/domain). */
export async function katalogRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, katalogApi.icd10, async (request) => {
    const { rows, total } = await listIcd10(db, request.query);
    return envelope(rows, total, halaman(request.query));
  });

  rute(app, katalogApi.icd10Kode, async (request) => ({ respon: await ambilIcd10(db, request.params.kode) }));

  rute(app, katalogApi.icd9, async (request) => {
    const { rows, total } = await listIcd9(db, request.query);
    return envelope(rows, total, halaman(request.query));
  });

  rute(app, katalogApi.icd9Kode, async (request) => ({ respon: await ambilIcd9(db, request.params.kode) }));
}
