import {
  errorEnvelopeSchema,
  itemEnvelope,
  layananParamSchema,
  listEnvelope,
  pasienRmParamSchema,
  resumeFinalSchema,
  resumeJenisQuerySchema,
  resumeListQuerySchema,
  resumeMedisSchema,
  resumeRingkasSchema,
  resumeSimpanSchema,
  rmKunjunganQuerySchema,
  rmKunjunganSchema,
  rmPasienSchema,
  rmTimelineQuerySchema,
  rmTimelineSchema,
  uidParamSchema,
  verifikasiResumeSchema,
} from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { ambilResume, cetakResume } from './resume.baca.ts';
import { daftarResume, verifikasiResume } from './resume.daftar.ts';
import { finalkanResume, simpanResume } from './resume.service.ts';
import { ambilRm, daftarKunjunganRm, timelineRm } from './rm.service.ts';

const asalDari = (r: FastifyRequest) => `${r.protocol}://${r.host}`;

/**
 * Medical resumes (/resume-medis) and the medical record view (/rm). The resume routes of one
 * layanan are open to any session: the service applies the chart's rules (resume:read or the
 * clinic's read rule to read; the doctor's write rule to write), which depend on the layanan.
 */
export async function rekamMedisRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tagResume = ['Resume Medis'];
  const tagRm = ['Rekam Medis'];

  app.get(
    '/resume-medis',
    {
      config: { permission: 'resume:read' },
      schema: {
        tags: tagResume,
        summary:
          'Daftar resume medis (draf dan final) dengan filter tanggal, jenis, status, poli dan pencarian',
        querystring: resumeListQuerySchema,
        response: { 200: listEnvelope(resumeRingkasSchema) },
      },
    },
    async (request) => daftarResume(db, request.query),
  );

  app.get(
    '/resume-medis/verifikasi/:uid',
    {
      config: { permission: 'public' },
      schema: {
        tags: tagResume,
        summary: 'Verifikasi publik resume final (kode QR): nomor, tanggal, faskes, dokter, inisial pasien',
        params: uidParamSchema,
        response: { 200: itemEnvelope(verifikasiResumeSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await verifikasiResume(db, request.params.uid) }),
  );

  app.get(
    '/resume-medis/:layanan_uid',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagResume,
        summary: 'Resume medis sebuah pelayanan; bila belum disimpan, usulan draf dari data pelayanan',
        params: layananParamSchema,
        querystring: resumeJenisQuerySchema,
        response: { 200: itemEnvelope(resumeMedisSchema) },
      },
    },
    async (request) => ({
      respon: await ambilResume(db, ctxOf(request, deps), request.params.layanan_uid, request.query.jenis),
    }),
  );

  app.put(
    '/resume-medis/:layanan_uid',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagResume,
        summary: 'Menyimpan draf resume medis (dokter); resume final tidak dapat diubah (409 RESUME_FINAL)',
        params: layananParamSchema,
        body: resumeSimpanSchema,
        response: { 200: itemEnvelope(resumeMedisSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await simpanResume(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
    }),
  );

  app.post(
    '/resume-medis/:layanan_uid/final',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagResume,
        summary:
          'Memfinalkan resume: perlu diagnosis utama dan tindak lanjut; memberi nomor, menyimpan PDF dan hash-nya, mengunci pelayanan',
        params: layananParamSchema,
        body: resumeFinalSchema,
        response: { 200: itemEnvelope(resumeMedisSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await finalkanResume(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.body.jenis,
        asalDari(request),
      ),
    }),
  );

  app.get(
    '/resume-medis/:layanan_uid/pdf',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: tagResume,
        summary: 'Resume medis (PDF A4): dokumen final tersimpan, atau draf bertanda DRAF',
        params: layananParamSchema,
        querystring: resumeJenisQuerySchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await cetakResume(
        db,
        ctxOf(request, deps),
        request.params.layanan_uid,
        request.query.jenis,
        asalDari(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/rm/:pasien_uid',
    {
      config: { permission: 'rm:read' },
      schema: {
        tags: tagRm,
        summary: 'Rekam medis pasien: identitas, alergi, jumlah kunjungan dan kunjungan terakhir',
        params: pasienRmParamSchema,
        response: { 200: itemEnvelope(rmPasienSchema) },
      },
    },
    async (request) => ({ respon: await ambilRm(db, ctxOf(request, deps), request.params.pasien_uid) }),
  );

  app.get(
    '/rm/:pasien_uid/kunjungan',
    {
      config: { permission: 'rm:read' },
      schema: {
        tags: tagRm,
        summary: 'Kunjungan pasien per poli, terbaru dahulu, dengan diagnosis utama dan status resume',
        params: pasienRmParamSchema,
        querystring: rmKunjunganQuerySchema,
        response: { 200: listEnvelope(rmKunjunganSchema) },
      },
    },
    async (request) => daftarKunjunganRm(db, request.params.pasien_uid, request.query),
  );

  app.get(
    '/rm/:pasien_uid/timeline',
    {
      config: { permission: 'rm:read' },
      schema: {
        tags: tagRm,
        summary:
          'Linimasa pasien (log pasien), terbaru dahulu, halaman dengan kursor `sebelum`; halaman pertama mencatat akses rekam medis',
        params: pasienRmParamSchema,
        querystring: rmTimelineQuerySchema,
        response: { 200: rmTimelineSchema },
      },
    },
    async (request) => timelineRm(db, ctxOf(request, deps), request.params.pasien_uid, request.query),
  );
}
