import {
  asesmenInputSchema,
  asesmenListQuerySchema,
  asesmenSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  layananKlinisSchema,
  layananParamSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { daftarAsesmen, simpanAsesmen } from './asesmen.service.ts';
import { ambilLayananKlinis, periksaBolehBaca } from './layanan-klinis.ts';

const tags = ['Pelayanan'];

/**
 * The clinical chart of one layanan (clinic, IGD, HD): header and assessments. Routes are open
 * to any session; the service checks the clinic kind's queue permission and the writer's side
 * (docs/pelayanan.md), because which permission applies depends on the layanan's clinic.
 */
export async function pelayananRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/pelayanan/:layanan_uid',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Identitas pelayanan: pasien, poli, dokter, penjamin, antrian, alergi',
        params: layananParamSchema,
        response: { 200: itemEnvelope(layananKlinisSchema) },
      },
    },
    async (request) => {
      const l = await ambilLayananKlinis(db, request.params.layanan_uid);
      periksaBolehBaca(ctxOf(request, deps), l);
      return { respon: l };
    },
  );

  app.get(
    '/pelayanan/:layanan_uid/asesmen',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Asesmen sebuah pelayanan, terbaru dahulu',
        params: layananParamSchema,
        querystring: asesmenListQuerySchema,
        response: { 200: z.object({ respon: z.array(asesmenSchema) }) },
      },
    },
    async (request) => ({
      respon: await daftarAsesmen(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
    }),
  );

  app.post(
    '/pelayanan/:layanan_uid/asesmen',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Menyimpan asesmen (keperawatan: perawat; medis: dokter). Jenis tunggal diperbarui di tempat, asesmen ulang selalu baris baru',
        params: layananParamSchema,
        body: asesmenInputSchema,
        response: {
          200: itemEnvelope(asesmenSchema),
          201: itemEnvelope(asesmenSchema),
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { asesmen, baru } = await simpanAsesmen(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.body,
      );
      return reply.status(baru ? 201 : 200).send({ respon: asesmen });
    },
  );
}
