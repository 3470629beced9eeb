import { eklaimApi } from '@rawat/domain';
import { type App, ctxOf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import {
  bacaPengaturanEklaim,
  type DepsEklaim,
  simpanPengaturanEklaim,
  ujiKoneksiEklaim,
} from './eklaim.pengaturan.ts';

/** E-Klaim's settings and connection test (docs/eklaim.md); the claims themselves are casemix's. */
export async function eklaimRoutes(app: App, deps: DepsEklaim) {
  rute(app, eklaimApi.pengaturan, async () => ({ respon: await bacaPengaturanEklaim(deps.db) }));

  rute(app, eklaimApi.simpan, async (request) => ({
    respon: await simpanPengaturanEklaim(deps, ctxOf(request, deps), request.body),
  }));

  rute(app, eklaimApi.uji, async () => ({ respon: await ujiKoneksiEklaim(deps) }));
}
