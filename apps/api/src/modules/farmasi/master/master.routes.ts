import {
  kategoriFarmasiApi,
  kelasTerapiApi,
  sediaanFarmasiApi,
  supplierFarmasiApi,
  varianFarmasiApi,
} from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import {
  layananKategori,
  layananKelasTerapi,
  layananSediaan,
  layananSupplier,
  layananVarian,
} from './master.service.ts';

/** /farmasi/master/{kategori|varian|sediaan|supplier|kelas_terapi} (spec §7; contracts in @rawat/domain). */
export async function masterFarmasiRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, kategoriFarmasiApi, layananKategori);
  ruteMaster(app, deps, varianFarmasiApi, layananVarian);
  ruteMaster(app, deps, sediaanFarmasiApi, layananSediaan);
  ruteMaster(app, deps, supplierFarmasiApi, layananSupplier);
  ruteMaster(app, deps, kelasTerapiApi, layananKelasTerapi);
}
