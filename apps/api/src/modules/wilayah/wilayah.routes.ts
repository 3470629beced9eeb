import { wilayahApi } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { cariWilayah, detailWilayah, listWilayah } from './wilayah.service.ts';

/** The regions API under /api/wilayah (contracts: wilayahApi in @rawat/domain, basis 'wilayah'). */
export async function wilayahRoutes(app: App, _deps: Deps) {
  // The data only changes with a new release of Rawat, so browsers may keep answers for an hour.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
  });

  rute(app, wilayahApi.provinsi, async (request) => {
    const { rows, total } = listWilayah(1, undefined, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, wilayahApi.kabupaten, async (request) => {
    const { rows, total } = listWilayah(2, request.query.provinsi, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, wilayahApi.kecamatan, async (request) => {
    const { rows, total } = listWilayah(3, request.query.kabupaten, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, wilayahApi.desa, async (request) => {
    const { rows, total } = listWilayah(4, request.query.kecamatan, request.query);
    return envelope(rows, total, request.query);
  });

  rute(app, wilayahApi.cari, async (request) => {
    const { rows, total } = cariWilayah(request.query);
    return envelope(rows, total, { ...request.query, limitless: false });
  });

  rute(app, wilayahApi.detail, async (request) => ({ respon: detailWilayah(request.params.kode) }));
}
