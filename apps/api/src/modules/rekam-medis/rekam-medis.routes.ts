import { resumeApi, rmApi } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { type App, ctxOf, type Deps, kirimPdf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { berkasRmRoutes } from './berkas/berkas.routes.ts';
import { ambilResume, cetakResume } from './resume.baca.ts';
import { daftarResume, verifikasiResume } from './resume.daftar.ts';
import { finalkanResume, simpanResume } from './resume.service.ts';
import { ambilRm, daftarKunjunganRm, timelineRm } from './rm.service.ts';

// The resume's QR code points back at this server, as the browser reached it.
const asalDari = (r: FastifyRequest) => `${r.protocol}://${r.host}`;

/**
 * Medical resumes (/resume-medis) and the medical record view (/rm); contracts: resumeApi, rmApi.
 * The contracts admit whoever may read charts (or write them, for the doctor's routes); the
 * service then applies the layanan's own rules, which depend on its clinic kind.
 */
export async function rekamMedisRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, resumeApi.daftar, async (request) => daftarResume(db, request.query));

  rute(app, resumeApi.verifikasi, async (request) => ({
    respon: await verifikasiResume(db, request.params.uid),
  }));

  rute(app, resumeApi.baca, async (request) => ({
    respon: await ambilResume(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
  }));

  rute(app, resumeApi.simpan, async (request) => ({
    respon: await simpanResume(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));

  rute(app, resumeApi.final, async (request) => ({
    respon: await finalkanResume(
      db,
      ctxOf(request, deps),
      request.params.layanan_uid,
      request.body.jenis,
      asalDari(request),
    ),
  }));

  rute(app, resumeApi.pdf, async (request, reply) => {
    const { params, query } = request;
    const ctx = ctxOf(request, deps);
    const { nama, pdf } = await cetakResume(db, ctx, params.layanan_uid, query.jenis, asalDari(request));
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, rmApi.pasien, async (request) => ({
    respon: await ambilRm(db, ctxOf(request, deps), request.params.pasien_uid),
  }));

  rute(app, rmApi.kunjungan, async (request) =>
    daftarKunjunganRm(db, request.params.pasien_uid, request.query),
  );

  rute(app, rmApi.timeline, async (request) =>
    timelineRm(db, ctxOf(request, deps), request.params.pasien_uid, request.query),
  );

  await berkasRmRoutes(app, deps);
}
