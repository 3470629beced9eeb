import {
  bukaShiftInputSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  kertasQuerySchema,
  listEnvelope,
  ringkasanShiftSchema,
  shiftQuerySchema,
  shiftRingkasSchema,
  shiftSchema,
  tutupShiftInputSchema,
  uidParamSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps, type Reply } from '../../../platform/http.ts';
import { daftarShift, ringkasanShift } from './shift.baca.ts';
import { pdfLaporanShift } from './shift.pdf.ts';
import { bukaShift, shiftAktif, tutupShift } from './shift.service.ts';

/** Shown inline (PdfViewerDialog), never cached: an open shift's report changes with every payment. */
export function kirimPdf(reply: Reply, namaFile: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${namaFile.replace(/[^\w .-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Opening and closing a cashier's shift, its totals per method and the printable closing report
 * (docs/kasir.md "Shift dan deposit"). A cashier works with their own shift; reading another's
 * needs kasir.laporan:read, closing another's kasir.wewenang:manage (checked in the services).
 */
export async function shiftRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Kasir: Shift'];

  app.get(
    '/kasir/shift/aktif',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary: 'Shift kasir yang sedang dibuka oleh akun ini (null bila belum dibuka)',
        response: { 200: z.object({ respon: shiftSchema.nullable() }) },
      },
    },
    async (request) => ({ respon: await shiftAktif(db, ctxOf(request, deps)) }),
  );

  app.post(
    '/kasir/shift/buka',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary: 'Membuka shift kasir dengan modal awal di laci (satu shift terbuka per akun)',
        body: bukaShiftInputSchema,
        response: { 201: itemEnvelope(shiftSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const shift = await bukaShift(db, ctxOf(request, deps), request.body);
      return reply.code(201).send({ respon: shift });
    },
  );

  app.get(
    '/kasir/shift',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Daftar shift kasir menurut tanggal dibuka (WIB), terbaru dahulu; semua kasir dengan akses laporan kasir, selain itu milik sendiri',
        querystring: shiftQuerySchema,
        response: { 200: listEnvelope(shiftRingkasSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarShift(db, ctxOf(request, deps), request.query),
  );

  app.get(
    '/kasir/shift/:uid/ringkasan',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Ringkasan shift: per metode (pembayaran, deposit masuk dan kembali), jumlah kuitansi dan pembatalan, kas seharusnya dan selisih',
        params: uidParamSchema,
        response: { 200: itemEnvelope(ringkasanShiftSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ringkasanShift(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/kasir/shift/:uid/tutup',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Menutup shift dengan kas yang dihitung di laci (pemilik shift, atau manajemen/admin); menjawab ringkasan akhirnya',
        params: uidParamSchema,
        body: tutupShiftInputSchema,
        response: { 200: itemEnvelope(ringkasanShiftSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await tutupShift(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.get(
    '/kasir/shift/:uid/laporan.pdf',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary: 'Laporan tutup shift (PDF A4, atau struk 80 mm dengan kertas=80mm) dengan kop surat',
        params: uidParamSchema,
        querystring: kertasQuerySchema('A4'),
        response: galat,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfLaporanShift(
        db,
        ctxOf(request, deps),
        request.params.uid,
        request.query.kertas,
      );
      return kirimPdf(reply, nama, pdf);
    },
  );
}
