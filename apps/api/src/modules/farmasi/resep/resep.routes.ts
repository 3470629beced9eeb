import { resepApi, resepPelayananApi, TAHAP_RESEP_ANTREAN, TAHAP_RESEP_RIWAYAT } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ambilResep, cariObatResep, daftarResepFarmasi, daftarResepLayanan } from './resep.baca.ts';
import { displayAntrian } from './resep.display.ts';
import { cetakEtiket } from './resep.etiket.ts';
import { panggilResep, serahkanResep } from './resep.loket.ts';
import { returResep, selesaikanResep, setujuiResep } from './resep.pelayanan.ts';
import { tolakResep, tulisResep } from './resep.service.ts';

/**
 * Prescriptions (contracts: resepPelayananApi, resepApi in @rawat/domain): written from the
 * clinical chart (the service checks the layanan's clinic and that the chart is open), served by
 * the pharmacy; where stock moves the service checks the depot right of §6.
 */
export async function resepRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, resepPelayananApi.cariObat, async (request) => cariObatResep(db, request.query));

  rute(app, resepPelayananApi.daftar, async (request) => ({
    respon: await daftarResepLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, resepPelayananApi.tulis, async (request) => ({
    respon: await tulisResep(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, resepApi.antrean, async (request) =>
    daftarResepFarmasi(db, request.query, TAHAP_RESEP_ANTREAN, 'antrean'),
  );
  rute(app, resepApi.antreanPost, async (request) =>
    daftarResepFarmasi(db, request.body, TAHAP_RESEP_ANTREAN, 'antrean'),
  );
  rute(app, resepApi.riwayat, async (request) =>
    daftarResepFarmasi(db, request.query, TAHAP_RESEP_RIWAYAT, 'terbaru'),
  );

  rute(app, resepApi.detail, async (request) => ({ respon: await ambilResep(db, request.params.uid) }));

  rute(app, resepApi.tolak, async (request) => ({
    respon: await tolakResep(db, ctxOf(request, deps), request.body),
  }));

  rute(app, resepApi.setujui, async (request) => ({
    respon: await setujuiResep(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, resepApi.selesai, async (request) => ({
    respon: await selesaikanResep(db, ctxOf(request, deps), request.body.uid),
  }));

  rute(app, resepApi.retur, async (request) => ({
    respon: await returResep(db, ctxOf(request, deps), request.body),
  }));

  rute(app, resepApi.panggil, async (request) => ({
    respon: await panggilResep(db, ctxOf(request, deps), request.params.id),
  }));

  rute(app, resepApi.serahkan, async (request) => ({
    respon: await serahkanResep(db, ctxOf(request, deps), request.params.id, request.body),
  }));

  rute(app, resepApi.display, async (request) => ({
    respon: await displayAntrian(db, ctxOf(request, deps), request.query),
  }));

  rute(app, resepApi.etiket, async (request, reply) => {
    const { nama, pdf } = await cetakEtiket(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}
