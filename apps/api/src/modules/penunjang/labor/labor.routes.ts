import {
  batalUnitInputSchema,
  catatanLangkahSchema,
  errorEnvelopeSchema,
  hasilLabInputSchema,
  hasilListQuerySchema,
  itemEnvelope,
  jumlahWorklistQuerySchema,
  jumlahWorklistSchema,
  koreksiLabInputSchema,
  laborDetailSchema,
  listEnvelope,
  uidParamSchema,
  worklistItemSchema,
  worklistQuerySchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { daftarHasil, daftarWorklist, jumlahWorklist } from '../unit.baca.ts';
import { batalOlehUnit } from '../unit.service.ts';
import { koreksiHasil, simpanHasil, validasiHasil } from './hasil.service.ts';
import { pdfHasilLab, pdfLabel } from './labor.pdf.ts';
import { ambilSampel, bacaLabor, prosesSampel } from './labor.service.ts';

const tags = ['Laboratorium'];
const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const galatUbah = { ...galat, 409: errorEnvelopeSchema };
const detail = { 200: itemEnvelope(laborDetailSchema), ...galatUbah };

/**
 * The laboratory's work on orders from the clinics (docs/penunjang.md): worklist, sample taking
 * with its label, results, validation, correction, printing and cancelling.
 */
export async function laborRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/labor',
    {
      config: { permission: 'labor.antrian:read' },
      schema: {
        tags,
        summary: 'Worklist laboratorium: order yang belum selesai dahulu, CITO dahulu',
        querystring: worklistQuerySchema,
        response: { 200: listEnvelope(worklistItemSchema), ...galat },
      },
    },
    async (request) => daftarWorklist(db, 'LABOR', request.query),
  );

  app.get(
    '/labor/jumlah',
    {
      config: { permission: 'labor.antrian:read' },
      schema: {
        tags,
        summary: 'Jumlah order laboratorium per status (untuk chip status)',
        querystring: jumlahWorklistQuerySchema,
        response: { 200: itemEnvelope(jumlahWorklistSchema), ...galat },
      },
    },
    async (request) => ({ respon: await jumlahWorklist(db, 'LABOR', request.query) }),
  );

  app.get(
    '/labor/hasil',
    {
      config: { permission: 'labor.hasil:read' },
      schema: {
        tags,
        summary: 'Hasil laboratorium tervalidasi, terbaru dahulu',
        querystring: hasilListQuerySchema,
        response: { 200: listEnvelope(worklistItemSchema), ...galat },
      },
    },
    async (request) => daftarHasil(db, ctxOf(request, deps), 'LABOR', request.query),
  );

  app.get(
    '/labor/:uid',
    {
      config: { permission: 'labor.hasil:read' },
      schema: {
        tags,
        summary: 'Detail order laboratorium: riwayat status, lembar hasil berlaku dan versi yang dikoreksi',
        params: uidParamSchema,
        response: { 200: itemEnvelope(laborDetailSchema), ...galat },
      },
    },
    async (request) => ({ respon: await bacaLabor(db, request.params.uid) }),
  );

  const langkah = (path: string, summary: string, kerja: typeof ambilSampel) =>
    app.post(
      path,
      {
        config: { permission: 'labor.hasil:write' },
        schema: { tags, summary, params: uidParamSchema, body: catatanLangkahSchema, response: detail },
      },
      async (request) => ({
        respon: await kerja(db, ctxOf(request, deps), request.params.uid, request.body),
      }),
    );
  langkah(
    '/labor/:uid/sampel',
    'Mengambil sampel (Diminta → Sampel Diambil): menagih pemeriksaan dan membuat lembar hasil',
    ambilSampel,
  );
  langkah('/labor/:uid/proses', 'Memproses sampel (Sampel Diambil → Diproses)', prosesSampel);

  app.put(
    '/labor/:uid/hasil',
    {
      config: { permission: 'labor.hasil:write' },
      schema: {
        tags,
        summary: 'Mengisi hasil (Diproses/Hasil Diisi); lengkap → Hasil Diisi',
        params: uidParamSchema,
        body: hasilLabInputSchema,
        response: detail,
      },
    },
    async (request) => ({
      respon: await simpanHasil(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/labor/:uid/validasi',
    {
      config: { permission: 'labor.hasil:validate' },
      schema: {
        tags,
        summary: 'Memvalidasi hasil yang lengkap (Hasil Diisi → Tervalidasi); hasil terkunci',
        params: uidParamSchema,
        body: z.object({}).optional(),
        response: detail,
      },
    },
    async (request) => ({ respon: await validasiHasil(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/labor/:uid/koreksi',
    {
      config: { permission: 'labor.hasil:validate' },
      schema: {
        tags,
        summary:
          'Koreksi hasil tervalidasi: versi baru tervalidasi, versi lama tetap tampil sebagai Dikoreksi',
        params: uidParamSchema,
        body: koreksiLabInputSchema,
        response: detail,
      },
    },
    async (request) => ({
      respon: await koreksiHasil(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/labor/:uid/batal',
    {
      config: { permission: 'labor.hasil:write' },
      schema: {
        tags,
        summary: 'Membatalkan order yang belum divalidasi, dengan alasan; tagihannya dibalik',
        params: uidParamSchema,
        body: batalUnitInputSchema,
        response: detail,
      },
    },
    async (request) => {
      await batalOlehUnit(db, ctxOf(request, deps), request.params.uid, 'LABOR', request.body);
      return { respon: await bacaLabor(db, request.params.uid) };
    },
  );

  app.get(
    '/labor/:uid/label.pdf',
    {
      config: { permission: 'labor.antrian:read' },
      schema: {
        tags,
        summary: 'Label spesimen 50 × 30 mm dengan barcode nomor order (setelah sampel diambil)',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfLabel(db, ctxOf(request, deps), request.params.uid);
      return kirimPdf(reply, nama, pdf);
    },
  );

  app.get(
    '/labor/:uid/hasil.pdf',
    {
      config: { permission: 'labor.hasil:read' },
      schema: {
        tags,
        summary: 'Hasil laboratorium tervalidasi (PDF A4 dengan kop faskes)',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfHasilLab(db, ctxOf(request, deps), request.params.uid);
      return kirimPdf(reply, nama, pdf);
    },
  );
}
