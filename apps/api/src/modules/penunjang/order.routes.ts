import {
  batalOrderInputSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  katalogOrderQuerySchema,
  katalogOrderSchema,
  layananParamSchema,
  orderInputSchema,
  orderParamSchema,
  orderSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { katalogOrder } from './order.katalog.ts';
import { batalOrder, buatOrder, daftarOrderLayanan } from './order.service.ts';

const tags = ['Pelayanan: Order Penunjang'];
const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Lab and radiology orders written from the clinical chart. Like the rest of the chart, the routes
 * need a session and the service checks the layanan's clinic and the doctor's side
 * (docs/pelayanan.md), since which permission applies depends on the layanan.
 */
export async function orderRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/pelayanan/:layanan_uid/order/katalog',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Pemeriksaan aktif yang dapat diorder, per kelompok, dengan tarif untuk penjamin kunjungan',
        params: layananParamSchema,
        querystring: katalogOrderQuerySchema,
        response: { 200: itemEnvelope(katalogOrderSchema), ...galat },
      },
    },
    async (request) => ({
      respon: await katalogOrder(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
    }),
  );

  app.get(
    '/pelayanan/:layanan_uid/order',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Order laboratorium dan radiologi sebuah pelayanan, terbaru dahulu',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(orderSchema) }), ...galat },
      },
    },
    async (request) => ({
      respon: await daftarOrderLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
    }),
  );

  app.post(
    '/pelayanan/:layanan_uid/order',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Membuat order laboratorium atau radiologi (dokter)',
        params: layananParamSchema,
        body: orderInputSchema,
        response: { 201: itemEnvelope(orderSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const order = await buatOrder(db, ctxOf(request, deps), request.params.layanan_uid, request.body);
      return reply.status(201).send({ respon: order });
    },
  );

  app.post(
    '/pelayanan/:layanan_uid/order/:uid/batal',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Membatalkan order yang masih berstatus Diminta, dengan alasan (dokter)',
        params: orderParamSchema,
        body: batalOrderInputSchema,
        response: { 200: itemEnvelope(orderSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await batalOrder(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.params.uid,
        request.body,
      ),
    }),
  );
}
