import { paketLabApi, pemeriksaanLabApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { ruteTarif } from '../tarif/tarif.routes.ts';
import { layananPaketLab } from './paket.service.ts';
import { layananPemeriksaanLab } from './pemeriksaan.service.ts';

/** Lab tests and packages with their prices (contracts: pemeriksaanLabApi, paketLabApi). */
export async function laborRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, pemeriksaanLabApi, layananPemeriksaanLab);
  ruteTarif(app, deps, pemeriksaanLabApi, { jenis: 'LAB', baris: layananPemeriksaanLab.baris });
  ruteMaster(app, deps, paketLabApi, layananPaketLab);
  ruteTarif(app, deps, paketLabApi, { jenis: 'PAKET_LAB', baris: layananPaketLab.baris });
}
