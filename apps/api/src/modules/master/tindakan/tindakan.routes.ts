import { tindakanInputSchema, tindakanListQuerySchema, tindakanSchema } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananTindakan } from './tindakan.service.ts';

/**
 * Medical procedures and their prices. Every signed-in role reads them (clinics pick procedures,
 * the cashier prices them); ADMIN/MANAGEMENT keep them.
 */
export async function tindakanRoutes(app: App, deps: Deps) {
  const layanan = layananTindakan(deps.now);
  ruteMaster(app, deps, {
    path: '/master/tindakan',
    tag: 'Master Tindakan',
    label: 'tindakan',
    layanan,
    item: tindakanSchema,
    buat: tindakanInputSchema,
    query: tindakanListQuerySchema,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
  ruteTarif(app, deps, {
    path: '/master/tindakan',
    tag: 'Master Tindakan',
    jenis: 'TINDAKAN',
    baris: layanan.baris,
    baca: 'authenticated',
    tulis: 'master.layanan:manage',
  });
}
