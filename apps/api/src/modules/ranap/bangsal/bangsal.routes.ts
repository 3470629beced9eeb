import { bangsalApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { daftarBangsal } from './bangsal.service.ts';
import { daftarCppt, tulisCppt, verifikasiCppt } from './cppt.service.ts';
import { daftarObservasi, tulisObservasi } from './observasi.service.ts';
import { headerPerawatan } from './perawatan.service.ts';

/**
 * The ward's day (docs/ranap/bangsal.md): the ward's patients with their alerts, the stay header
 * of the patient's dashboard, CPPT notes and vital signs with NEWS2.
 */
export async function bangsalRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, bangsalApi.daftar, async (request) => ({
    respon: await daftarBangsal(db, ctxOf(request, deps), request.query.ruangan_uid),
  }));

  rute(app, bangsalApi.header, async (request) => ({
    respon: await headerPerawatan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  // --- CPPT ---------------------------------------------------------------------------------
  rute(app, bangsalApi.cpptDaftar, async (request) => ({
    respon: await daftarCppt(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, bangsalApi.cpptTulis, async (request) => ({
    respon: await tulisCppt(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, bangsalApi.cpptKoreksi, async (request) => {
    const { layanan_uid, uid } = request.params;
    return { respon: await tulisCppt(db, ctxOf(request, deps), layanan_uid, request.body, uid) };
  });

  rute(app, bangsalApi.cpptVerifikasi, async (request) => {
    const { layanan_uid, uid } = request.params;
    return { respon: await verifikasiCppt(db, ctxOf(request, deps), layanan_uid, uid) };
  });

  // --- Vital signs and observations ---------------------------------------------------------
  rute(app, bangsalApi.observasiDaftar, async (request) => ({
    respon: await daftarObservasi(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, bangsalApi.observasiTulis, async (request) => ({
    respon: await tulisObservasi(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));
}
