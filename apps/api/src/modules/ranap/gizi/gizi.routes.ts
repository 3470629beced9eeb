import { asuhanGiziApi, dietApi, serahTerimaApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { bacaGiziPerawatan, simpanAdime, simpanSkriningGizi } from './asuhan-gizi.service.ts';
import { pdfDaftarDapur } from './dapur.pdf.ts';
import { daftarDapur } from './dapur.service.ts';
import { aturDiet, daftarDiet, hentikanDiet, mintaDiet, tetapkanDiet } from './diet.service.ts';
import { pdfSerahTerima } from './serah-terima.pdf.ts';
import { bacaSerahTerima, simpanSerahTerima } from './serah-terima.service.ts';
import { cakupanGizi, worklistGizi } from './worklist-gizi.service.ts';

/**
 * Diet orders (doctor asks, nutritionist sets, one active per stay), the kitchen's list per ward
 * and meal, the nursing handover per shift, and the nutritionist's care: screening, ADIME,
 * worklist and screening coverage (docs/ranap/gizi.md).
 */
export async function giziRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, dietApi.daftar, async (request) =>
    daftarDiet(db, ctxOf(request, deps), request.params.layanan_uid),
  );

  rute(app, dietApi.minta, async (request, reply) => {
    const respon = await mintaDiet(db, ctxOf(request, deps), request.params.layanan_uid, request.body);
    reply.code(201);
    return { respon };
  });

  rute(app, dietApi.atur, async (request, reply) => {
    const respon = await aturDiet(db, ctxOf(request, deps), request.params.layanan_uid, request.body);
    reply.code(201);
    return { respon };
  });

  rute(app, dietApi.tetapkan, async (request) => {
    const { layanan_uid, uid } = request.params;
    return { respon: await tetapkanDiet(db, ctxOf(request, deps), layanan_uid, uid, request.body) };
  });

  rute(app, dietApi.hentikan, async (request) => {
    const { layanan_uid, uid } = request.params;
    return { respon: await hentikanDiet(db, ctxOf(request, deps), layanan_uid, uid) };
  });

  rute(app, dietApi.dapur, async (request) => ({
    respon: await daftarDapur(db, ctxOf(request, deps), request.query),
  }));

  rute(app, dietApi.dapurPdf, async (request, reply) => {
    const { nama, pdf } = await pdfDaftarDapur(db, ctxOf(request, deps), request.query);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, asuhanGiziApi.baca, async (request) => ({
    respon: await bacaGiziPerawatan(db, ctxOf(request, deps), request.params.layanan_uid),
  }));

  rute(app, asuhanGiziApi.skrining, async (request, reply) => {
    const respon = await simpanSkriningGizi(
      db,
      ctxOf(request, deps),
      request.params.layanan_uid,
      request.body,
    );
    reply.code(201);
    return { respon };
  });

  rute(app, asuhanGiziApi.adime, async (request, reply) => {
    const { asesmen, baru } = await simpanAdime(
      db,
      ctxOf(request, deps),
      request.params.layanan_uid,
      request.body,
    );
    reply.code(baru ? 201 : 200);
    return { respon: asesmen };
  });

  rute(app, asuhanGiziApi.worklist, async (request) => ({
    respon: await worklistGizi(db, ctxOf(request, deps), request.query),
  }));

  rute(app, asuhanGiziApi.cakupan, async (request) => ({
    respon: await cakupanGizi(db, ctxOf(request, deps), request.query),
  }));

  rute(app, serahTerimaApi.baca, async (request) => ({
    respon: await bacaSerahTerima(db, ctxOf(request, deps), request.query),
  }));

  rute(app, serahTerimaApi.simpan, async (request, reply) => {
    const { sbar, baru } = await simpanSerahTerima(db, ctxOf(request, deps), request.body);
    reply.code(baru ? 201 : 200);
    return { respon: sbar };
  });

  rute(app, serahTerimaApi.pdf, async (request, reply) => {
    const { nama, pdf } = await pdfSerahTerima(db, ctxOf(request, deps), request.query);
    return kirimPdf(reply, nama, pdf);
  });
}
