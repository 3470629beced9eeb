import { radiologiInputSchema, radiologiListQuerySchema, radiologiSchema } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananRadiologi } from './radiologi.service.ts';

/**
 * Radiology exams and their prices: every signed-in role reads them (doctors order, radiology
 * performs, the cashier bills); ADMIN/MANAGEMENT keep them.
 */
export async function radiologiRoutes(app: App, deps: Deps) {
  const layanan = layananRadiologi(deps.now);
  ruteMaster(app, deps, {
    path: '/master/radiologi',
    tag: 'Master Radiologi',
    label: 'pemeriksaan radiologi',
    layanan,
    item: radiologiSchema,
    buat: radiologiInputSchema,
    query: radiologiListQuerySchema,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
  ruteTarif(app, deps, {
    path: '/master/radiologi',
    tag: 'Master Radiologi',
    jenis: 'RADIOLOGI',
    baris: layanan.baris,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
}
