import multipart from '@fastify/multipart';
import {
  batalUnitInputSchema,
  berkasParamSchema,
  catatanLangkahSchema,
  ekspertiseInputSchema,
  errorEnvelopeSchema,
  hasilListQuerySchema,
  itemEnvelope,
  jumlahWorklistQuerySchema,
  jumlahWorklistSchema,
  koreksiEkspertiseInputSchema,
  listEnvelope,
  radiologiDetailSchema,
  uidParamSchema,
  worklistItemSchema,
  worklistQuerySchema,
} from '@rawat/domain';
import { z } from 'zod';
import { penyimpananDisk } from '../../../platform/berkas.ts';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { daftarHasil, daftarWorklist, jumlahWorklist } from '../unit.baca.ts';
import { batalOlehUnit } from '../unit.service.ts';
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

const tags = ['Radiologi'];
const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const detail = { 200: itemEnvelope(radiologiDetailSchema), ...galat, 409: errorEnvelopeSchema };

/**
 * Radiology's work on orders (docs/penunjang.md): worklist, examination, images (multipart upload
 * into the file store, served back behind the result permission), expertise, validation,
 * correction, printing and cancelling.
 */
export async function radiologiRoutes(app: App, deps: Deps) {
  const { db, config } = deps;
  const store = penyimpananDisk(config.berkasDir);

  app.get(
    '/radiologi',
    {
      config: { permission: 'radiologi.antrian:read' },
      schema: {
        tags,
        summary: 'Worklist radiologi: order yang belum selesai dahulu, CITO dahulu',
        querystring: worklistQuerySchema,
        response: { 200: listEnvelope(worklistItemSchema), ...galat },
      },
    },
    async (request) => daftarWorklist(db, 'RADIOLOGI', request.query),
  );

  app.get(
    '/radiologi/jumlah',
    {
      config: { permission: 'radiologi.antrian:read' },
      schema: {
        tags,
        summary: 'Jumlah order radiologi per status',
        querystring: jumlahWorklistQuerySchema,
        response: { 200: itemEnvelope(jumlahWorklistSchema), ...galat },
      },
    },
    async (request) => ({ respon: await jumlahWorklist(db, 'RADIOLOGI', request.query) }),
  );

  app.get(
    '/radiologi/hasil',
    {
      config: { permission: 'radiologi.hasil:read' },
      schema: {
        tags,
        summary: 'Hasil radiologi tervalidasi, terbaru dahulu',
        querystring: hasilListQuerySchema,
        response: { 200: listEnvelope(worklistItemSchema), ...galat },
      },
    },
    async (request) => daftarHasil(db, ctxOf(request, deps), 'RADIOLOGI', request.query),
  );

  app.get(
    '/radiologi/:uid',
    {
      config: { permission: 'radiologi.hasil:read' },
      schema: {
        tags,
        summary: 'Detail order radiologi: riwayat, gambar, ekspertise berlaku dan versi yang dikoreksi',
        params: uidParamSchema,
        response: { 200: itemEnvelope(radiologiDetailSchema), ...galat },
      },
    },
    async (request) => ({ respon: await bacaRadiologi(db, request.params.uid) }),
  );

  app.post(
    '/radiologi/:uid/periksa',
    {
      config: { permission: 'radiologi.pemeriksaan:write' },
      schema: {
        tags,
        summary: 'Mencatat pemeriksaan (Diminta → Diperiksa) dan menagihnya',
        params: uidParamSchema,
        body: catatanLangkahSchema,
        response: detail,
      },
    },
    async (request) => ({
      respon: await periksa(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  // Multipart only here: the plugin's parser lives in this scope, every other route stays JSON.
  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: config.berkasMaksByte, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    scope.post(
      '/radiologi/:uid/berkas',
      {
        config: { permission: 'radiologi.pemeriksaan:write' },
        schema: {
          tags,
          summary:
            'Mengunggah gambar/dokumen pemeriksaan (multipart, field "berkas": JPEG, PNG, PDF atau DICOM, dicek dari isinya)',
          params: uidParamSchema,
          consumes: ['multipart/form-data'],
          response: { 201: itemEnvelope(radiologiDetailSchema), ...detail },
        },
      },
      async (request, reply) => {
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
        const hasil = await unggahBerkas(
          db,
          ctxOf(request, deps),
          store,
          request.params.uid,
          { nama: part.filename, isi },
          config.berkasMaksByte,
        );
        return reply.status(201).send({ respon: hasil });
      },
    );
  });

  app.get(
    '/radiologi/:uid/berkas/:berkas_uid',
    {
      config: { permission: 'radiologi.hasil:read' },
      schema: {
        tags,
        summary: 'Isi gambar/dokumen (inline untuk JPEG, PNG, PDF; DICOM diunduh)',
        params: berkasParamSchema,
      },
    },
    async (request, reply) => {
      const { berkas, isi } = await bukaBerkas(db, store, request.params.uid, request.params.berkas_uid);
      const cara = berkas.jenis === 'DICOM' ? 'attachment' : 'inline';
      return reply
        .header('content-type', berkas.mime)
        .header('content-length', String(berkas.ukuran))
        .header('content-disposition', `${cara}; filename="${berkas.nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(isi);
    },
  );

  app.put(
    '/radiologi/:uid/ekspertise',
    {
      config: { permission: 'radiologi.ekspertise:write' },
      schema: {
        tags,
        summary: 'Menulis ekspertise (temuan, kesan): Diperiksa → Ekspertise Ditulis',
        params: uidParamSchema,
        body: ekspertiseInputSchema,
        response: detail,
      },
    },
    async (request) => ({
      respon: await simpanEkspertise(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/radiologi/:uid/validasi',
    {
      config: { permission: 'radiologi.ekspertise:write' },
      schema: {
        tags,
        summary: 'Memvalidasi ekspertise (→ Tervalidasi); ekspertise terkunci',
        params: uidParamSchema,
        body: z.object({}).optional(),
        response: detail,
      },
    },
    async (request) => ({ respon: await validasiEkspertise(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/radiologi/:uid/koreksi',
    {
      config: { permission: 'radiologi.ekspertise:write' },
      schema: {
        tags,
        summary: 'Koreksi ekspertise tervalidasi: versi baru, versi lama tetap tampil sebagai Dikoreksi',
        params: uidParamSchema,
        body: koreksiEkspertiseInputSchema,
        response: detail,
      },
    },
    async (request) => ({
      respon: await koreksiEkspertise(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/radiologi/:uid/batal',
    {
      config: { permission: 'radiologi.pemeriksaan:write' },
      schema: {
        tags,
        summary: 'Membatalkan order yang belum divalidasi, dengan alasan; tagihannya dibalik',
        params: uidParamSchema,
        body: batalUnitInputSchema,
        response: detail,
      },
    },
    async (request) => {
      await batalOlehUnit(db, ctxOf(request, deps), request.params.uid, 'RADIOLOGI', request.body);
      return { respon: await bacaRadiologi(db, request.params.uid) };
    },
  );

  app.get(
    '/radiologi/:uid/hasil.pdf',
    {
      config: { permission: 'radiologi.hasil:read' },
      schema: {
        tags,
        summary: 'Hasil radiologi tervalidasi (PDF A4 dengan kop faskes)',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfHasilRadiologi(db, ctxOf(request, deps), request.params.uid);
      return kirimPdf(reply, nama, pdf);
    },
  );
}
