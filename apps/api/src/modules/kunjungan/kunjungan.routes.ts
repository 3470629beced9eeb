import {
  batalPendaftaranSchema,
  errorEnvelopeSchema,
  igdCepatInputSchema,
  itemEnvelope,
  kodeTiketParamSchema,
  kuotaQuerySchema,
  kuotaResponseSchema,
  layananTambahanInputSchema,
  listEnvelope,
  pendaftaranInputSchema,
  pendaftaranListQuerySchema,
  pendaftaranSchema,
  tiketPublikSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { tiketPublik } from './antrian.service.ts';
import { antrianKlinikRoutes } from './antrian-klinik.routes.ts';
import { daftarIgdCepat } from './igd-cepat.service.ts';
import { ambilPendaftaran, listPendaftaran } from './pendaftaran.baca.ts';
import { kuotaHari } from './pendaftaran.kuota.ts';
import { batalkan, daftarkan, tambahLayanan } from './pendaftaran.service.ts';
import { pdfTiket } from './tiket.pdf.ts';

const tags = ['Pendaftaran'];

/** Registration (kunjungan, layanan, antrian) and the public queue ticket. docs/pendaftaran.md. */
export async function kunjunganRoutes(app: App, deps: Deps) {
  const { db } = deps;
  await antrianKlinikRoutes(app, deps);

  app.get(
    '/pendaftaran',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary:
          'Daftar pendaftaran (per tanggal, poli, dokter, status antrian; cari nama/No. RM/nomor antrian)',
        querystring: pendaftaranListQuerySchema,
        response: { 200: listEnvelope(pendaftaranSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listPendaftaran(db, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/pendaftaran/kuota',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary: 'Sesi praktik dokter di poli pada tanggal itu, kuota harian, jumlah terdaftar dan sisa',
        querystring: kuotaQuerySchema,
        response: { 200: kuotaResponseSchema },
      },
    },
    async (request) => ({ respon: await kuotaHari(db, request.query) }),
  );

  app.get(
    '/pendaftaran/:uid',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary: 'Detail satu pendaftaran',
        params: uidParamSchema,
        response: { 200: itemEnvelope(pendaftaranSchema) },
      },
    },
    async (request) => ({ respon: await ambilPendaftaran(db, request.params.uid) }),
  );

  app.post(
    '/pendaftaran',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary: 'Mendaftarkan pasien ke poli dan dokter pada tanggal itu; nomor antrian diberikan server',
        body: pendaftaranInputSchema,
        response: { 201: itemEnvelope(pendaftaranSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const baru = await daftarkan(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: baru });
    },
  );

  // IGD staff and registration desks both hold igd.antrian:read (and only they, with doctors on
  // duty and management): the one registry permission that covers both (docs/pendaftaran.md).
  app.post(
    '/pendaftaran/igd-cepat',
    {
      config: { permission: 'igd.antrian:read' },
      schema: {
        tags,
        summary:
          'Pendaftaran cepat pasien tanpa identitas di IGD (Tn. X): data pasien sementara dan kunjungan IGD sekaligus',
        body: igdCepatInputSchema,
        response: { 201: itemEnvelope(pendaftaranSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const baru = await daftarIgdCepat(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: baru });
    },
  );

  app.post(
    '/pendaftaran/:uid/layanan',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary:
          'Menambah layanan (poli lain) pada kunjungan yang masih aktif; uid = salah satu layanan kunjungan itu',
        params: uidParamSchema,
        body: layananTambahanInputSchema,
        response: { 201: itemEnvelope(pendaftaranSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const baru = await tambahLayanan(db, ctxOf(request, deps), request.params.uid, request.body);
      return reply.status(201).send({ respon: baru });
    },
  );

  app.put(
    '/pendaftaran/:uid/batal',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary: 'Membatalkan pendaftaran selama antrian masih Menunggu',
        params: uidParamSchema,
        body: batalPendaftaranSchema,
        response: { 200: itemEnvelope(pendaftaranSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await batalkan(db, ctxOf(request, deps), request.params.uid, request.body.alasan),
    }),
  );

  app.get(
    '/pendaftaran/:uid/tiket.pdf',
    {
      config: { permission: 'pendaftaran:write' },
      schema: {
        tags,
        summary: 'Tiket antrian (PDF 80 mm) dengan kode QR halaman tiket publik',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const asal = `${request.protocol}://${request.host}`;
      const { nama, pdf } = await pdfTiket(db, ctxOf(request, deps), request.params.uid, asal);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/antrian/tiket/:kode',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Posisi antrian sebuah tiket (publik; nama pasien hanya inisial)',
        params: kodeTiketParamSchema,
        response: { 200: itemEnvelope(tiketPublikSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { respon: await tiketPublik(db, ctxOf(request, deps), request.params.kode) };
    },
  );
}
