import multipart from '@fastify/multipart';
import { radiologiApi } from '@rawat/domain';
import { penyimpananDisk } from '../../../platform/berkas.ts';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { unitRoutes } from '../unit.routes.ts';
import { bukaBerkas, unggahBerkas } from './berkas.service.ts';
import { berkasKosong, berkasTerlaluBesar } from './radiologi.errors.ts';
import { pdfHasilRadiologi } from './radiologi.pdf.ts';
import {
  bacaRadiologi,
  koreksiEkspertise,
  periksa,
  simpanEkspertise,
  validasiEkspertise,
} from './radiologi.service.ts';

/**
 * Radiology's work on orders (contracts: radiologiApi in @rawat/domain): the worklist, detail,
 * cancelling and printed result shared with the laboratory (unit.routes.ts), then radiology's own
 * steps: examination, images (multipart upload into the file store, served back behind the result
 * permission), expertise, validation, correction.
 */
export async function radiologiRoutes(app: App, deps: Deps) {
  const { db, config } = deps;
  const store = penyimpananDisk(config.berkasDir);
  unitRoutes(app, deps, {
    jenis: 'RADIOLOGI',
    api: radiologiApi,
    baca: bacaRadiologi,
    cetakHasil: pdfHasilRadiologi,
  });

  rute(app, radiologiApi.periksa, async (request) => ({
    respon: await periksa(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  // Multipart only here: the plugin's parser lives in this scope, every other route stays JSON.
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: config.berkasMaksByte, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    rute(scope, radiologiApi.unggahBerkas, async (request, reply) => {
      if (!request.isMultipart()) throw berkasKosong();
      const part = await request.file();
      if (part?.fieldname !== 'berkas') throw berkasKosong();
      let isi: Buffer;
      try {
        isi = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw berkasTerlaluBesar(config.berkasMaksByte);
        throw err;
      }
      const berkas = { nama: part.filename, isi };
      const hasil = await unggahBerkas(
        db,
        ctxOf(request, deps),
        store,
        request.params.uid,
        berkas,
        config.berkasMaksByte,
      );
      // The contract documents 200 and 201 alike, so rute() would answer 200: a new file is a 201.
      reply.code(201);
      return { respon: hasil };
    });
  });

  rute(app, radiologiApi.berkas, async (request, reply) => {
    const { berkas, isi } = await bukaBerkas(db, store, request.params.uid, request.params.berkas_uid);
    const cara = berkas.jenis === 'DICOM' ? 'attachment' : 'inline';
    return reply
      .header('content-type', berkas.mime)
      .header('content-length', String(berkas.ukuran))
      .header('content-disposition', `${cara}; filename="${berkas.nama.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(isi);
  });

  rute(app, radiologiApi.ekspertise, async (request) => ({
    respon: await simpanEkspertise(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, radiologiApi.validasi, async (request) => ({
    respon: await validasiEkspertise(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, radiologiApi.koreksi, async (request) => ({
    respon: await koreksiEkspertise(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
}
