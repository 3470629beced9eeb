import { akunApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import {
  buatAkun,
  listAkun,
  resetPassword,
  ubahAkun,
  ubahStatusAkun,
  usernameTersedia,
} from './akun.service.ts';

/** Staff accounts (contracts: akunApi in @rawat/domain). */
export async function akunRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, akunApi.daftar, async (request) => {
    const { rows, total } = await listAkun(db, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, akunApi.validasi, async (request) => {
    const tersedia = await usernameTersedia(db, request.query.username);
    return { tersedia, message: tersedia ? 'Username tersedia' : 'Username sudah dipakai' };
  });

  rute(app, akunApi.buat, async (request) => ({
    respon: await buatAkun(db, ctxOf(request, deps), request.body),
  }));

  rute(app, akunApi.ubah, async (request) => ({
    respon: await ubahAkun(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, akunApi.status, async (request) => ({
    respon: await ubahStatusAkun(db, ctxOf(request, deps), request.params.uid, request.body.status),
  }));

  rute(app, akunApi.resetPassword, async (request) => {
    await resetPassword(db, ctxOf(request, deps), request.params.uid, request.body.password);
    return { message: 'Password berhasil direset' };
  });
}
