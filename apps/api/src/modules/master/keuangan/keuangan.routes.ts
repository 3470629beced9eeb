import { asuransiApi, bankApi, penjaminApi } from '@rawat/domain';
import type { App, Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { daftarPenjamin, layananAsuransi, layananBank } from './keuangan.service.ts';

/** Banks, insurers and the payers built from them (contracts: bankApi, asuransiApi, penjaminApi). */
export async function keuanganRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, bankApi, layananBank);
  ruteMaster(app, deps, asuransiApi, layananAsuransi);
  rute(app, penjaminApi.daftar, async () => ({ respon: await daftarPenjamin(deps.db) }));
}
