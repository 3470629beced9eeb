import { kamarOperasiApi } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { ruteMaster } from '../master/crud/crud.routes.ts';
import { layananKamarOperasi } from './kamar-operasi.service.ts';

/** The theatres' master list (contracts: kamarOperasiApi in @rawat/domain). */
export async function kamarOperasiRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, kamarOperasiApi, layananKamarOperasi);
}
