import { tindakanApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananTindakan } from './tindakan.service.ts';

/** Medical procedures and their prices (contracts: tindakanApi in @rawat/domain). */
export async function tindakanRoutes(app: App, deps: Deps) {
  const layanan = layananTindakan(deps.now);
  ruteMaster(app, deps, tindakanApi, layanan);
  ruteTarif(app, deps, tindakanApi, { jenis: 'TINDAKAN', baris: layanan.baris });
}
