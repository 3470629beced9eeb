import { pengaturanPenjaminApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { aturPengaturanPenjamin, daftarPengaturanPenjamin } from './pengaturan-penjamin.service.ts';

/** The payer settings (contracts: pengaturanPenjaminApi in @rawat/domain). */
export async function pengaturanPenjaminRoutes(app: App, deps: Deps) {
  const { db } = deps;
  rute(app, pengaturanPenjaminApi.daftar, async () => ({ respon: await daftarPengaturanPenjamin(db) }));
  rute(app, pengaturanPenjaminApi.atur, async (request) => ({
    respon: await aturPengaturanPenjamin(db, ctxOf(request, deps), request.params.penjamin, request.body),
  }));
}
