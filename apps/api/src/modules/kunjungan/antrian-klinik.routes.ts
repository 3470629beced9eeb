import { antrianKlinikApi, antrianPoliApi, JENIS_POLI_MASTER } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { jumlahAntrian, listAntrian } from './antrian-klinik.daftar.ts';
import { panggilAntrian, ubahStatusAntrian } from './antrian-klinik.service.ts';

/**
 * Clinic, IGD and HD queues: lists, status moves, calls (contracts: antrianPoliApi,
 * antrianKlinikApi). The services check the entry's own clinic kind and the move (docs/antrian.md).
 */
export async function antrianKlinikRoutes(app: App, deps: Deps) {
  const { db } = deps;

  for (const jenis of JENIS_POLI_MASTER) {
    const api = antrianPoliApi[jenis];
    rute(app, api.daftar, async (request) => {
      const { rows, total } = await listAntrian(db, ctxOf(request, deps), jenis, request.query);
      return envelope(rows, total, request.query);
    });
    rute(app, api.jumlah, async (request) => ({
      respon: await jumlahAntrian(db, ctxOf(request, deps), jenis, request.query),
    }));
  }

  rute(app, antrianKlinikApi.ubahStatus, async (request) => ({
    respon: await ubahStatusAntrian(db, ctxOf(request, deps), request.params.uid, request.body.status),
  }));

  rute(app, antrianKlinikApi.panggil, async (request) => ({
    respon: await panggilAntrian(db, ctxOf(request, deps), request.params.uid),
  }));
}
