import { aksesLokasiApi, can } from '@rawat/domain';
import { forbidden } from '../../../platform/errors.ts';
import { type App, ctxOf, type Deps, userOf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { aksesByUsername, aksesPengguna, beriAkses, cabutAkses } from './akses.service.ts';

/** The pharmacy-location rights of spec §6 (contracts: aksesLokasiApi in @rawat/domain). */
export async function aksesRoutes(app: App, deps: Deps) {
  const { db } = deps;

  // One's own rights for every pharmacy screen; another account's only for farmasi.akses:manage.
  rute(app, aksesLokasiApi.saya, async (request) => {
    const user = userOf(request);
    const { username } = request.query;
    if (!username || username === user.username) return { respon: await aksesPengguna(db, user) };
    if (!can(user.role, 'farmasi.akses:manage')) throw forbidden();
    return { respon: await aksesByUsername(db, username) };
  });

  rute(app, aksesLokasiApi.beri, async (request) => {
    await beriAkses(db, ctxOf(request, deps), request.body);
    return { message: 'Hak akses disimpan' };
  });

  rute(app, aksesLokasiApi.cabut, async (request) => {
    await cabutAkses(db, ctxOf(request, deps), request.body);
    return { message: 'Hak akses dicabut' };
  });
}
