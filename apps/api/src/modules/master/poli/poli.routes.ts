import { poliInputSchema, poliListQuerySchema, poliSchema } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { layananPoli } from './poli.service.ts';

/** Polyclinics: every signed-in role reads them (registration, queues); ADMIN/MANAGEMENT keep them. */
export async function poliRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, {
    path: '/master/poli',
    tag: 'Master Poliklinik',
    label: 'poliklinik',
    layanan: layananPoli,
    item: poliSchema,
    buat: poliInputSchema,
    query: poliListQuerySchema,
    baca: 'authenticated',
    tulis: 'master.poli:manage',
  });
}
