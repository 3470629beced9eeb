import { indikatorRanapApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { indikatorBulanan, trenIndikator } from './indikator.service.ts';
import { pdfSensus } from './sensus.pdf.ts';
import { sensusHarian } from './sensus.service.ts';

/** The daily census and the monthly indicators (docs/ranap/indikator.md); reading only. */
export async function indikatorRoutes(app: App, deps: Deps): Promise<void> {
  // Reports only: the replica may answer them (DATABASE_READ_URL, docs/skala.md).
  const db = deps.dbBaca;

  rute(app, indikatorRanapApi.sensus, async (request) => ({
    respon: await sensusHarian(db, ctxOf(request, deps), request.query),
  }));

  rute(app, indikatorRanapApi.sensusPdf, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const s = await sensusHarian(db, ctx, request.query);
    return kirimPdf(reply, `Sensus Harian Rawat Inap ${s.tanggal}.pdf`, await pdfSensus(db, ctx, s));
  });

  rute(app, indikatorRanapApi.bulanan, async (request) => ({
    respon: await indikatorBulanan(db, ctxOf(request, deps), request.query),
  }));

  rute(app, indikatorRanapApi.tren, async (request) => ({
    respon: await trenIndikator(db, ctxOf(request, deps), request.query),
  }));
}
