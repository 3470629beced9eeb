import { pelayananApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { ambilAlihLayanan } from './ambil-alih.service.ts';
import { daftarAsesmen, simpanAsesmen } from './asesmen.service.ts';
import { headerLayanan } from './layanan-klinis.ts';

/**
 * The clinical chart of one layanan: header and assessments (contracts: pelayananApi). The
 * service checks the clinic kind's queue permission and the writer's side (docs/pelayanan.md).
 */
export async function pelayananRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, pelayananApi.layanan, async (request) => ({
    respon: await headerLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, pelayananApi.ambilAlih, async (request) => ({
    respon: await ambilAlihLayanan(db, ctxOf(request, deps), request.params.layanan_uid, request.body.alasan),
  }));

  rute(app, pelayananApi.asesmen, async (request) => ({
    respon: await daftarAsesmen(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
  }));

  rute(app, pelayananApi.simpanAsesmen, async (request, reply) => {
    const { layanan_uid } = request.params;
    const { asesmen, baru } = await simpanAsesmen(db, ctxOf(request, deps), layanan_uid, request.body);
    // A one-per-layanan kind edited in place answers 200; a new row 201.
    reply.code(baru ? 201 : 200);
    return { respon: asesmen };
  });
}
