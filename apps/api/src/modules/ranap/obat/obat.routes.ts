import { obatRanapApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { catatPemberianObat, marHarian } from './mar.service.ts';
import {
  barisResepStay,
  biayaOrderStay,
  daftarRencanaObat,
  hentikanRencanaObat,
  tambahRencanaObat,
} from './obat.service.ts';

const daftar = <T>(rows: T[]) => ({
  respon: rows,
  metadata: { total_data: rows.length, offset: 0, limit: rows.length },
});

/**
 * Orders on a stay and the medication administration record (docs/ranap/obat.md). Orders,
 * prescriptions and procedures are the chart's own endpoints with the stay's layanan; here the
 * medicine plan, the prescription lines it is made from, the day's record and each dose.
 */
export async function obatRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, obatRanapApi.daftarRencana, async (request) =>
    daftar(await daftarRencanaObat(db, ctxOf(request, deps), request.params.layanan_uid)),
  );

  rute(app, obatRanapApi.tambahRencana, async (request) => ({
    respon: await tambahRencanaObat(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, obatRanapApi.hentikanRencana, async (request) => {
    const { layanan_uid, uid } = request.params;
    return {
      respon: await hentikanRencanaObat(db, ctxOf(request, deps), layanan_uid, uid, request.body.alasan),
    };
  });

  rute(app, obatRanapApi.barisResep, async (request) =>
    daftar(await barisResepStay(db, ctxOf(request, deps), request.params.layanan_uid)),
  );

  rute(app, obatRanapApi.biayaOrder, async (request) =>
    daftar(await biayaOrderStay(db, ctxOf(request, deps), request.params.layanan_uid)),
  );

  rute(app, obatRanapApi.mar, async (request) => ({
    respon: await marHarian(db, ctxOf(request, deps), request.params.layanan_uid, request.query.tanggal),
  }));

  rute(app, obatRanapApi.beri, async (request) => ({
    respon: await catatPemberianObat(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));
}
