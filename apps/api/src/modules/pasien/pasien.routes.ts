import { pasienApi } from '@rawat/domain';
import { type App, ctxOf } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { listPasien } from './pasien.cari.ts';
import { cekDuplikat } from './pasien.duplikat.ts';
import { gabungPasien, type PasienDeps } from './pasien.gabung.ts';
import { ambilPasien, buatPasien, ubahPasien } from './pasien.service.ts';

/** The patient master (contracts: pasienApi in @rawat/domain). */
export async function pasienRoutes(app: App, deps: PasienDeps) {
  const { db } = deps;

  rute(app, pasienApi.daftar, async (request) => {
    const q = { ...request.query, limitless: false };
    const { rows, total } = await listPasien(db, q);
    return envelope(rows, total, q);
  });

  rute(app, pasienApi.cekDuplikat, async (request) => ({ respon: await cekDuplikat(db, request.query) }));

  rute(app, pasienApi.baca, async (request) => ({
    respon: await ambilPasien(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, pasienApi.buat, async (request) => ({
    respon: await buatPasien(db, ctxOf(request, deps), request.body),
  }));

  rute(app, pasienApi.ubah, async (request) => ({
    respon: await ubahPasien(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, pasienApi.gabung, async (request) => ({
    respon: await gabungPasien(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.body.ke_uid,
      deps.gabung,
    ),
  }));
}
