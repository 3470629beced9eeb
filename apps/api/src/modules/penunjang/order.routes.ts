import { orderApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { katalogOrder } from './order.katalog.ts';
import { batalOrder, buatOrder, daftarOrderLayanan } from './order.service.ts';

/**
 * Lab and radiology orders written from the clinical chart (contracts: orderApi in @rawat/domain).
 * The contract lets in a chart reader or a doctor; the service checks the layanan's own clinic
 * kind and lock (docs/pelayanan.md), which depend on the record.
 */
export async function orderRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, orderApi.katalog, async (request) => ({
    respon: await katalogOrder(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
  }));

  rute(app, orderApi.daftar, async (request) => ({
    respon: await daftarOrderLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, orderApi.buat, async (request) => ({
    respon: await buatOrder(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, orderApi.batal, async (request) => {
    const { layanan_uid, uid } = request.params;
    return { respon: await batalOrder(db, ctxOf(request, deps), layanan_uid, uid, request.body) };
  });
}
