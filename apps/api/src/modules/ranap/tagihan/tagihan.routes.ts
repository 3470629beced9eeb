import { tagihanRanapApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { bacaTagihanRanap, bacaTagihanRanapKunjungan } from './tagihan.baca.ts';

/**
 * The stay's running bill (docs/ranap/tagihan.md): reading it charges the days not yet charged.
 * The ward's team (ranap:read) and the cashier (kasir.antrian:read) read it; it is a bill, not
 * the chart, so no clinic-kind check follows.
 */
export async function tagihanRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  rute(app, tagihanRanapApi.baca, async (request) => ({
    respon: await bacaTagihanRanap(db, ctxOf(request, deps), request.params.layanan_uid),
  }));
  rute(app, tagihanRanapApi.bacaKunjungan, async (request) => ({
    respon: await bacaTagihanRanapKunjungan(db, ctxOf(request, deps), request.params.kunjungan_uid),
  }));
}
