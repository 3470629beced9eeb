import {
  errorEnvelopeSchema,
  itemEnvelope,
  layananParamSchema,
  listEnvelope,
  obatResepQuerySchema,
  obatResepSchema,
  resepInputSchema,
  resepQueryBodySchema,
  resepQuerySchema,
  resepRingkasSchema,
  resepSchema,
  riwayatResepQuerySchema,
  TAHAP_RESEP_ANTREAN,
  TAHAP_RESEP_RIWAYAT,
  tolakResepInputSchema,
  uidParamSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ambilResep, cariObatResep, daftarResepFarmasi, daftarResepLayanan } from './resep.baca.ts';
import { tolakResep, tulisResep } from './resep.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Prescriptions: written from the clinical chart (/pelayanan/…, the service checks the layanan's
 * clinic and the doctor's side), served by the pharmacy at the §7 paths /farmasi/obat/request.
 * Approve, done and retur wait for the stock ledger (issue 5).
 */
export async function resepRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tagsKlinik = ['Pelayanan: Resep'];
  const tags = ['Farmasi: Permintaan Obat'];

  app.get(
    '/pelayanan/obat',
    {
      config: { permission: 'asesmen.medis:write' },
      schema: {
        tags: tagsKlinik,
        summary: 'Obat aktif untuk peresepan (nama, nama generik atau kode), 15 per halaman',
        querystring: obatResepQuerySchema,
        response: { 200: listEnvelope(obatResepSchema) },
      },
    },
    async (request) => cariObatResep(db, request.query),
  );

  app.get(
    '/pelayanan/:layanan_uid/resep',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagsKlinik,
        summary: 'Resep sebuah pelayanan dengan baris dan isi racikan, terbaru dahulu',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(resepSchema) }), ...galat },
      },
    },
    async (request) => ({
      respon: await daftarResepLayanan(db, ctxOf(request, deps), request.params.layanan_uid),
    }),
  );

  app.post(
    '/pelayanan/:layanan_uid/resep',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagsKlinik,
        summary: 'Menulis resep (dokter): baris obat dan racikan dengan mix_detail',
        params: layananParamSchema,
        body: resepInputSchema,
        response: { 201: itemEnvelope(resepSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const r = await tulisResep(db, ctxOf(request, deps), request.params.layanan_uid, request.body);
      return reply.status(201).send({ respon: r });
    },
  );

  const daftar = {
    config: { permission: 'farmasi.antrian:read' as const },
    schema: {
      tags,
      summary: 'Permintaan obat yang belum selesai (Diminta, Disetujui), terlama dahulu',
      response: { 200: listEnvelope(resepRingkasSchema), 400: errorEnvelopeSchema },
    },
  };
  app.get(
    '/farmasi/obat/request',
    { ...daftar, schema: { ...daftar.schema, querystring: resepQuerySchema } },
    async (request) => daftarResepFarmasi(db, request.query, TAHAP_RESEP_ANTREAN, 'antrean'),
  );
  app.post(
    '/farmasi/obat/request',
    { ...daftar, schema: { ...daftar.schema, body: resepQueryBodySchema } },
    async (request) => daftarResepFarmasi(db, request.body, TAHAP_RESEP_ANTREAN, 'antrean'),
  );

  app.get(
    '/farmasi/obat/request/history',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Riwayat permintaan obat (Selesai, Ditolak, Diretur), terbaru dahulu',
        querystring: riwayatResepQuerySchema,
        response: { 200: listEnvelope(resepRingkasSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarResepFarmasi(db, request.query, TAHAP_RESEP_RIWAYAT, 'terbaru'),
  );

  app.get(
    '/farmasi/obat/request/:uid',
    {
      config: { permission: 'farmasi.antrian:read' },
      schema: {
        tags,
        summary: 'Detail permintaan obat: baris per posisi dan mix_detail racikan per posisi',
        params: uidParamSchema,
        response: { 200: itemEnvelope(resepSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilResep(db, request.params.uid) }),
  );

  app.post(
    '/farmasi/obat/request/reject',
    {
      config: { permission: 'farmasi.obat:manage' },
      schema: {
        tags,
        summary: 'Menolak permintaan obat yang masih Diminta, dengan alasan',
        body: tolakResepInputSchema,
        response: { 200: itemEnvelope(resepSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await tolakResep(db, ctxOf(request, deps), request.body) }),
  );
}
