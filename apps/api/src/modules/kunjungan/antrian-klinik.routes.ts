import {
  antrianKlinikQuerySchema,
  antrianKlinikSchema,
  can,
  errorEnvelopeSchema,
  IZIN_ANTRIAN_POLI,
  itemEnvelope,
  type JenisPoli,
  jumlahAntrianQuerySchema,
  jumlahAntrianSchema,
  listEnvelope,
  type Permission,
  panggilanSchema,
  ubahStatusAntrianSchema,
  uidParamSchema,
} from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { jumlahAntrian, listAntrian } from './antrian-klinik.daftar.ts';
import { panggilAntrian, ubahStatusAntrian } from './antrian-klinik.service.ts';

const tags = ['Antrian Poli'];

/** Each kind of clinic has its own list and permission (clinic staff, IGD, hemodialysis). */
const DAFTAR: { path: string; jenis: JenisPoli; judul: string }[] = [
  { path: '/antrian/klinik', jenis: 'RAWAT_JALAN', judul: 'poliklinik rawat jalan' },
  { path: '/antrian/igd', jenis: 'IGD', judul: 'IGD' },
  { path: '/antrian/hd', jenis: 'HEMODIALISA', judul: 'hemodialisa' },
];

/**
 * 403 before the body is read for someone who can act on no queue at all; the service then
 * checks the entry's own clinic kind and the transition (docs/antrian.md).
 */
const salahSatu = (izin: readonly Permission[]) => async (request: FastifyRequest) => {
  if (!izin.some((p) => can(request.user?.role, p))) throw forbidden();
};

/** Clinic, IGD and HD queues: lists, status moves, calls. docs/antrian.md. */
export async function antrianKlinikRoutes(app: App, deps: Deps) {
  const { db } = deps;

  for (const d of DAFTAR) {
    const permission = IZIN_ANTRIAN_POLI[d.jenis];
    app.get(
      d.path,
      {
        config: { permission },
        schema: {
          tags,
          summary: `Antrian ${d.judul} per tanggal (default hari ini), urut nomor; filter poli, dokter, status, cari`,
          querystring: antrianKlinikQuerySchema,
          response: { 200: listEnvelope(antrianKlinikSchema) },
        },
      },
      async (request) => {
        const { rows, total } = await listAntrian(db, ctxOf(request, deps), d.jenis, request.query);
        return envelope(rows, total, request.query);
      },
    );
    app.get(
      `${d.path}/jumlah`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `Jumlah antrian ${d.judul} per status (untuk chip status)`,
          querystring: jumlahAntrianQuerySchema,
          response: { 200: jumlahAntrianSchema },
        },
      },
      async (request) => ({
        respon: await jumlahAntrian(db, ctxOf(request, deps), d.jenis, request.query),
      }),
    );
  }

  app.put(
    '/antrian/:uid/status',
    {
      // Which of the two depends on the move (TRANSISI_ANTRIAN); the service decides.
      config: { permission: 'authenticated' },
      preValidation: salahSatu(['asesmen.keperawatan:write', 'asesmen.medis:write']),
      schema: {
        tags,
        summary:
          'Mengubah status antrian menurut transisi yang diizinkan (perawat/petugas poli; dokter menyelesaikan)',
        params: uidParamSchema,
        body: ubahStatusAntrianSchema,
        response: { 200: itemEnvelope(antrianKlinikSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await ubahStatusAntrian(db, ctxOf(request, deps), request.params.uid, request.body.status),
    }),
  );

  app.post(
    '/antrian/:uid/panggil',
    {
      // poli.antrian:read, igd.antrian:read or hd:read by the entry's clinic kind.
      config: { permission: 'authenticated' },
      preValidation: salahSatu(Object.values(IZIN_ANTRIAN_POLI)),
      schema: {
        tags,
        summary: 'Mencatat panggilan nomor antrian (jumlah dan waktu) dan memberi teks yang diucapkan',
        params: uidParamSchema,
        response: { 200: itemEnvelope(panggilanSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await panggilAntrian(db, ctxOf(request, deps), request.params.uid),
    }),
  );
}
