import {
  divisiInputSchema,
  divisiListQuerySchema,
  divisiSchema,
  jabatanInputSchema,
  jabatanListQuerySchema,
  jabatanSchema,
  lokasiInputSchema,
  lokasiListQuerySchema,
  lokasiSchema,
  organisasiInputSchema,
  organisasiListQuerySchema,
  organisasiSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitSchema,
} from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import {
  layananDivisi,
  layananJabatan,
  layananLokasi,
  layananOrganisasi,
  layananUnit,
} from './organisasi.service.ts';

/**
 * Organisations, locations, divisions, positions and units (spec §2). Every signed-in role reads
 * them (forms elsewhere pick a unit or a location); only the organisation managers change them.
 */
export async function organisasiRoutes(app: App, deps: Deps) {
  const umum = { baca: 'authenticated', tulis: 'master.organisasi:manage' } as const;
  ruteMaster(app, deps, {
    path: '/master/organisasi',
    tag: 'Master Organisasi',
    label: 'organisasi',
    layanan: layananOrganisasi,
    item: organisasiSchema,
    buat: organisasiInputSchema,
    query: organisasiListQuerySchema,
    ...umum,
  });
  ruteMaster(app, deps, {
    path: '/master/lokasi',
    tag: 'Master Lokasi',
    label: 'lokasi',
    layanan: layananLokasi,
    item: lokasiSchema,
    buat: lokasiInputSchema,
    query: lokasiListQuerySchema,
    ...umum,
  });
  ruteMaster(app, deps, {
    path: '/master/divisi',
    tag: 'Master Divisi',
    label: 'divisi',
    layanan: layananDivisi,
    item: divisiSchema,
    buat: divisiInputSchema,
    query: divisiListQuerySchema,
    ...umum,
  });
  ruteMaster(app, deps, {
    path: '/master/jabatan',
    tag: 'Master Jabatan',
    label: 'jabatan',
    layanan: layananJabatan,
    item: jabatanSchema,
    buat: jabatanInputSchema,
    query: jabatanListQuerySchema,
    ...umum,
  });
  ruteMaster(app, deps, {
    path: '/master/unit',
    tag: 'Master Unit',
    label: 'unit',
    layanan: layananUnit,
    item: unitSchema,
    buat: unitInputSchema,
    query: unitListQuerySchema,
    ...umum,
  });
}
