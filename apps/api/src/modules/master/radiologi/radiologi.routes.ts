import { pemeriksaanRadiologiApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananRadiologi } from './radiologi.service.ts';

/** Radiology exams and their prices (contracts: pemeriksaanRadiologiApi in @rawat/domain). */
export async function radiologiRoutes(app: App, deps: Deps) {
  const layanan = layananRadiologi(deps.now);
  ruteMaster(app, deps, pemeriksaanRadiologiApi, layanan);
  ruteTarif(app, deps, pemeriksaanRadiologiApi, { jenis: 'RADIOLOGI', baris: layanan.baris });
}
