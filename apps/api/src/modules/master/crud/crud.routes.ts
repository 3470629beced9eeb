import type { ApiMaster, MasterListQuery } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { envelope } from '../../../platform/paging.ts';
import { rute } from '../../../platform/rute.ts';
import type { LayananMaster } from './crud.service.ts';

/**
 * Registers a master list's contracts (`kontrakMaster(...)` in @rawat/domain): list, /validasi,
 * detail, create, edit, (de)activate, and the soft DELETE where the list has one. Bodies are
 * parsed by the contracts before a handler runs.
 */
export function ruteMaster<Dto>(app: App, deps: Deps, api: ApiMaster<Dto>, layanan: LayananMaster<Dto>) {
  const { db } = deps;
  // Read with its record type widened: the handlers answer Dto, the type the contract promises.
  const k: ApiMaster = api;

  rute(app, k.daftar, async (request) => {
    const q = request.query as MasterListQuery;
    const { rows, total } = await layanan.list(db, q);
    return envelope(rows, total, q);
  });

  rute(app, k.validasi, async (request) => layanan.validasi(db, request.query));

  rute(app, k.baca, async (request) => ({ respon: await layanan.ambil(db, request.params.uid) }));

  rute(app, k.buat, async (request) => ({
    respon: await layanan.buat(db, ctxOf(request, deps), request.body as never),
  }));

  rute(app, k.ubah, async (request) => ({
    respon: await layanan.ubah(db, ctxOf(request, deps), request.params.uid, request.body as never),
  }));

  rute(app, k.status, async (request) => ({
    respon: await layanan.ubahStatus(db, ctxOf(request, deps), request.params.uid, request.body.status),
  }));

  if (k.hapus)
    rute(app, k.hapus, async (request) => ({
      respon: await layanan.ubahStatus(db, ctxOf(request, deps), request.params.uid, 'NONAKTIF'),
    }));
}
