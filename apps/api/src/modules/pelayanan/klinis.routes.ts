import { diagnosisApi, prosedurApi, tindakanLayananApi, tindakLanjutApi } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { daftarDiagnosis, hapusDiagnosis, tambahDiagnosis } from './diagnosis.service.ts';
import { ambilLayananKlinis, periksaBolehBaca } from './layanan-klinis.ts';
import { daftarProsedur, hapusProsedur, tambahProsedur } from './prosedur.service.ts';
import { ambilTindakLanjut, daftarRujukRanap, simpanTindakLanjut } from './tindak-lanjut.service.ts';
import { konsultasiPoli, pilihanTindakan } from './tindakan.pilihan.ts';
import { batalTindakanLayanan, daftarTindakanLayanan, tambahTindakanLayanan } from './tindakan.service.ts';

/**
 * The doctor's side of the chart: ICD-10 diagnoses, ICD-9-CM procedure codes, procedures done
 * (charged), the follow-up, and the list of transfers to inpatient care. The contracts refuse
 * whoever could never read (or write) any chart; the services then check the layanan's own clinic
 * kind and whether the chart is still open (docs/pelayanan.md).
 */
export async function klinisRoutes(app: App, deps: Deps) {
  const { db } = deps;

  /** Loads the layanan and checks the reader may see its chart, then runs `baca`. */
  const bacaLayanan = async <T>(request: FastifyRequest, uid: string, baca: () => Promise<T>) => {
    periksaBolehBaca(ctxOf(request, deps), await ambilLayananKlinis(db, uid));
    return { respon: await baca() };
  };

  rute(app, tindakLanjutApi.rujukRanap, async (request) => daftarRujukRanap(db, request.query));

  // --- Diagnoses (ICD-10) -------------------------------------------------------------------
  rute(app, diagnosisApi.daftar, async (request) => {
    const uid = request.params.layanan_uid;
    return bacaLayanan(request, uid, () => daftarDiagnosis(db, uid));
  });

  rute(app, diagnosisApi.tambah, async (request) => ({
    respon: await tambahDiagnosis(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, diagnosisApi.hapus, async (request) => {
    await hapusDiagnosis(db, ctxOf(request, deps), request.params.layanan_uid, request.params.uid);
    return { message: 'Diagnosis dihapus' };
  });

  // --- Procedure codes (ICD-9-CM) -------------------------------------------------------------
  rute(app, prosedurApi.daftar, async (request) => {
    const uid = request.params.layanan_uid;
    return bacaLayanan(request, uid, () => daftarProsedur(db, uid));
  });

  rute(app, prosedurApi.tambah, async (request) => ({
    respon: await tambahProsedur(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, prosedurApi.hapus, async (request) => {
    await hapusProsedur(db, ctxOf(request, deps), request.params.layanan_uid, request.params.uid);
    return { message: 'Prosedur dihapus' };
  });

  // --- Procedures done (charged) --------------------------------------------------------------
  rute(app, tindakanLayananApi.daftar, async (request) => {
    const uid = request.params.layanan_uid;
    return bacaLayanan(request, uid, () => daftarTindakanLayanan(db, uid));
  });

  rute(app, tindakanLayananApi.pilihan, async (request) => ({
    respon: await pilihanTindakan(db, ctxOf(request, deps), request.params.layanan_uid, request.query),
  }));

  rute(app, tindakanLayananApi.konsultasi, async (request) => ({
    respon: await konsultasiPoli(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, tindakanLayananApi.tambah, async (request) => ({
    respon: await tambahTindakanLayanan(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, tindakanLayananApi.batal, async (request) => {
    const { layanan_uid, uid } = request.params;
    return {
      respon: await batalTindakanLayanan(db, ctxOf(request, deps), layanan_uid, uid, request.body.alasan),
    };
  });

  // --- Follow-up ------------------------------------------------------------------------------
  rute(app, tindakLanjutApi.baca, async (request) => {
    const uid = request.params.layanan_uid;
    return bacaLayanan(request, uid, () => ambilTindakLanjut(db, uid));
  });

  rute(app, tindakLanjutApi.simpan, async (request, reply) => {
    const { layanan_uid } = request.params;
    const { tindakLanjut, baru } = await simpanTindakLanjut(
      db,
      ctxOf(request, deps),
      layanan_uid,
      request.body,
    );
    // Decided for the first time answers 201; changed, 200.
    reply.code(baru ? 201 : 200);
    return { respon: tindakLanjut };
  });
}
