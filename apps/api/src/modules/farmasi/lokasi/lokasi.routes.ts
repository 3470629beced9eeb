import { can, lokasiFarmasiApi, lokasiPenggunaApi } from '@rawat/domain';
import { forbidden } from '../../../platform/errors.ts';
import { type App, type Deps, userOf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import { aksesByUsername, aksesPengguna } from '../akses/akses.service.ts';
import { detailLokasi, layananLokasi } from './lokasi.service.ts';

/** /farmasi/lokasi (spec §7): the warehouse and depots. Static paths win over /:uid in Fastify. */
export async function lokasiRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, lokasiPenggunaApi.detail, async (request) => ({
    respon: await detailLokasi(db, request.query.uid),
  }));

  // Same rule as /farmasi/lokasi/akses: one's own locations, or anyone's with farmasi.akses:manage.
  rute(app, lokasiPenggunaApi.pengguna, async (request) => {
    const user = userOf(request);
    const { username } = request.query;
    if (!username || username === user.username) return { respon: await aksesPengguna(db, user) };
    if (!can(user.role, 'farmasi.akses:manage')) throw forbidden();
    return { respon: await aksesByUsername(db, username) };
  });

  ruteMaster(app, deps, lokasiFarmasiApi, layananLokasi);
}
