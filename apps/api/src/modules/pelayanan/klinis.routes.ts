import {
  batalTindakanSchema,
  butirLayananParamSchema,
  can,
  diagnosisInputSchema,
  diagnosisSchema,
  errorEnvelopeSchema,
  IZIN_ANTRIAN_POLI,
  itemEnvelope,
  layananParamSchema,
  listEnvelope,
  messageSchema,
  type Permission,
  pilihanTindakanQuerySchema,
  pilihanTindakanSchema,
  prosedurInputSchema,
  prosedurSchema,
  rujukRanapQuerySchema,
  rujukRanapSchema,
  tindakanLayananInputSchema,
  tindakanLayananSchema,
  tindakLanjutInputSchema,
  tindakLanjutSchema,
} from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../platform/errors.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { daftarDiagnosis, hapusDiagnosis, tambahDiagnosis } from './diagnosis.service.ts';
import { ambilLayananKlinis, periksaBolehBaca } from './layanan-klinis.ts';
import { daftarProsedur, hapusProsedur, tambahProsedur } from './prosedur.service.ts';
import { ambilTindakLanjut, daftarRujukRanap, simpanTindakLanjut } from './tindak-lanjut.service.ts';
import {
  batalTindakanLayanan,
  daftarTindakanLayanan,
  pilihanTindakan,
  tambahTindakanLayanan,
} from './tindakan.service.ts';

const tags = ['Pelayanan Medis'];

const IZIN_BACA: Permission[] = [...Object.values(IZIN_ANTRIAN_POLI), 'rm:read'];

/**
 * 403 before the body is read for someone who could never write (or read) any chart; the service
 * then checks the layanan's own clinic kind and whether the chart is still open (docs/pelayanan.md).
 */
const dokter = async (request: FastifyRequest) => {
  if (!can(request.user?.role, 'asesmen.medis:write'))
    throw forbidden('Hanya dokter yang dapat mengisi bagian ini');
};
const pembaca = async (request: FastifyRequest) => {
  if (!IZIN_BACA.some((p) => can(request.user?.role, p))) throw forbidden();
};

const tulis = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The doctor's side of the chart: ICD-10 diagnoses, ICD-9-CM procedure codes, procedures done
 * (charged), the follow-up, and the list of transfers to inpatient care.
 */
export async function klinisRoutes(app: App, deps: Deps) {
  const { db } = deps;

  /** Loads the layanan and checks the reader may see its chart, then runs `baca`. */
  const bacaLayanan = async <T>(request: FastifyRequest, uid: string, baca: () => Promise<T>) => {
    periksaBolehBaca(ctxOf(request, deps), await ambilLayananKlinis(db, uid));
    return { respon: await baca() };
  };

  app.get(
    '/pelayanan/rujuk-ranap',
    {
      config: { permission: 'ranap:read' },
      schema: {
        tags,
        summary: 'Pasien rujukan ke rawat inap dari poliklinik/IGD yang belum diterima, terbaru dahulu',
        querystring: rujukRanapQuerySchema,
        response: { 200: listEnvelope(rujukRanapSchema) },
      },
    },
    async (request) => daftarRujukRanap(db, request.query),
  );

  // --- Diagnoses (ICD-10) -------------------------------------------------------------------
  app.get(
    '/pelayanan/:layanan_uid/diagnosis',
    {
      config: { permission: 'authenticated' },
      preValidation: pembaca,
      schema: {
        tags,
        summary: 'Diagnosis ICD-10 sebuah pelayanan, utama dahulu',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(diagnosisSchema) }) },
      },
    },
    async (request) =>
      bacaLayanan(request, request.params.layanan_uid, () => daftarDiagnosis(db, request.params.layanan_uid)),
  );

  app.post(
    '/pelayanan/:layanan_uid/diagnosis',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary:
          'Menambah diagnosis ICD-10 (satu utama per pelayanan; ganti_utama menjadikan utama lama sekunder)',
        params: layananParamSchema,
        body: diagnosisInputSchema,
        response: { 201: itemEnvelope(diagnosisSchema), ...tulis },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        respon: await tambahDiagnosis(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
      }),
  );

  app.delete(
    '/pelayanan/:layanan_uid/diagnosis/:uid',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary: 'Menghapus diagnosis yang salah tulis (selama resume belum final)',
        params: butirLayananParamSchema,
        response: { 200: messageSchema, ...tulis },
      },
    },
    async (request) => {
      await hapusDiagnosis(db, ctxOf(request, deps), request.params.layanan_uid, request.params.uid);
      return { message: 'Diagnosis dihapus' };
    },
  );

  // --- Procedure codes (ICD-9-CM) -------------------------------------------------------------
  app.get(
    '/pelayanan/:layanan_uid/prosedur',
    {
      config: { permission: 'authenticated' },
      preValidation: pembaca,
      schema: {
        tags,
        summary: 'Kode prosedur ICD-9-CM sebuah pelayanan',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(prosedurSchema) }) },
      },
    },
    async (request) =>
      bacaLayanan(request, request.params.layanan_uid, () => daftarProsedur(db, request.params.layanan_uid)),
  );

  app.post(
    '/pelayanan/:layanan_uid/prosedur',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary: 'Menambah kode prosedur ICD-9-CM',
        params: layananParamSchema,
        body: prosedurInputSchema,
        response: { 201: itemEnvelope(prosedurSchema), ...tulis },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        respon: await tambahProsedur(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
      }),
  );

  app.delete(
    '/pelayanan/:layanan_uid/prosedur/:uid',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary: 'Menghapus kode prosedur yang salah tulis (selama resume belum final)',
        params: butirLayananParamSchema,
        response: { 200: messageSchema, ...tulis },
      },
    },
    async (request) => {
      await hapusProsedur(db, ctxOf(request, deps), request.params.layanan_uid, request.params.uid);
      return { message: 'Prosedur dihapus' };
    },
  );

  // --- Procedures done (charged) --------------------------------------------------------------
  app.get(
    '/pelayanan/:layanan_uid/tindakan',
    {
      config: { permission: 'authenticated' },
      preValidation: pembaca,
      schema: {
        tags,
        summary: 'Tindakan sebuah pelayanan dengan harga yang ditagihkan (termasuk yang dibatalkan)',
        params: layananParamSchema,
        response: { 200: z.object({ respon: z.array(tindakanLayananSchema) }) },
      },
    },
    async (request) =>
      bacaLayanan(request, request.params.layanan_uid, () =>
        daftarTindakanLayanan(db, request.params.layanan_uid),
      ),
  );

  app.get(
    '/pelayanan/:layanan_uid/tindakan/pilihan',
    {
      config: { permission: 'authenticated' },
      preValidation: pembaca,
      schema: {
        tags,
        summary: 'Tindakan aktif yang tersedia di poli pelayanan ini, dengan tarif penjamin kunjungan',
        params: layananParamSchema,
        querystring: pilihanTindakanQuerySchema,
        response: { 200: z.object({ respon: z.array(pilihanTindakanSchema) }) },
      },
    },
    async (request) => ({
      respon: await pilihanTindakan(db, ctxOf(request, deps), request.params.layanan_uid, request.query),
    }),
  );

  app.post(
    '/pelayanan/:layanan_uid/tindakan',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary: 'Mencatat tindakan dan tagihannya (tarif penjamin kunjungan, kelas rawat jalan)',
        params: layananParamSchema,
        body: tindakanLayananInputSchema,
        response: { 201: itemEnvelope(tindakanLayananSchema), ...tulis },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        respon: await tambahTindakanLayanan(
          db,
          ctxOf(request, deps),
          request.params.layanan_uid,
          request.body,
        ),
      }),
  );

  app.put(
    '/pelayanan/:layanan_uid/tindakan/:uid/batal',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary: 'Membatalkan tindakan: tagihannya dibalik dengan alasan',
        params: butirLayananParamSchema,
        body: batalTindakanSchema,
        response: { 200: itemEnvelope(tindakanLayananSchema), ...tulis },
      },
    },
    async (request) => ({
      respon: await batalTindakanLayanan(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.params.uid,
        request.body.alasan,
      ),
    }),
  );

  // --- Follow-up ------------------------------------------------------------------------------
  app.get(
    '/pelayanan/:layanan_uid/tindak-lanjut',
    {
      config: { permission: 'authenticated' },
      preValidation: pembaca,
      schema: {
        tags,
        summary: 'Tindak lanjut pelayanan (null bila belum ditentukan)',
        params: layananParamSchema,
        response: { 200: z.object({ respon: tindakLanjutSchema.nullable() }) },
      },
    },
    async (request) =>
      bacaLayanan(request, request.params.layanan_uid, () =>
        ambilTindakLanjut(db, request.params.layanan_uid),
      ),
  );

  app.put(
    '/pelayanan/:layanan_uid/tindak-lanjut',
    {
      config: { permission: 'authenticated' },
      preValidation: dokter,
      schema: {
        tags,
        summary:
          'Menentukan tindak lanjut: pulang, kontrol, rujuk keluar, rawat inap, meninggal (IGD) atau pulang paksa',
        params: layananParamSchema,
        body: tindakLanjutInputSchema,
        response: { 200: itemEnvelope(tindakLanjutSchema), 201: itemEnvelope(tindakLanjutSchema), ...tulis },
      },
    },
    async (request, reply) => {
      const { tindakLanjut, baru } = await simpanTindakLanjut(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.body,
      );
      return reply.status(baru ? 201 : 200).send({ respon: tindakLanjut });
    },
  );
}
