import { poliApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { layananPoli } from './poli.service.ts';

/** Polyclinics (contracts: poliApi in @rawat/domain). */
export async function poliRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, poliApi, layananPoli);
}
