import { divisiApi, jabatanApi, lokasiApi, organisasiApi, unitApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import {
  layananDivisi,
  layananJabatan,
  layananLokasi,
  layananOrganisasi,
  layananUnit,
} from './organisasi.service.ts';

/** Organisations, locations, divisions, positions and units (spec §2; contracts in @rawat/domain). */
export async function organisasiRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, organisasiApi, layananOrganisasi);
  ruteMaster(app, deps, lokasiApi, layananLokasi);
  ruteMaster(app, deps, divisiApi, layananDivisi);
  ruteMaster(app, deps, jabatanApi, layananJabatan);
  ruteMaster(app, deps, unitApi, layananUnit);
}
