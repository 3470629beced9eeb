import {
  cekDuplikatQuerySchema,
  cekDuplikatResponseSchema,
  errorEnvelopeSchema,
  gabungPasienSchema,
  hasilGabungSchema,
  itemEnvelope,
  listEnvelope,
  pasienInputSchema,
  pasienListQuerySchema,
  pasienRingkasSchema,
  pasienSchema,
  pasienUpdateSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { listPasien } from './pasien.cari.ts';
import { cekDuplikat } from './pasien.duplikat.ts';
import { gabungPasien } from './pasien.gabung.ts';
import { ambilPasien, buatPasien, ubahPasien } from './pasien.service.ts';

const tags = ['Pasien'];

export async function pasienRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/pasien',
    {
      config: { permission: 'pasien:read' },
      schema: {
        tags,
        summary:
          'Cari pasien: No. RM (persis atau awalan), NIK, No. BPJS, nama (tahan salah ketik) atau tanggal lahir',
        querystring: pasienListQuerySchema,
        response: { 200: listEnvelope(pasienRingkasSchema) },
      },
    },
    async (request) => {
      const q = { ...request.query, limitless: false };
      const { rows, total } = await listPasien(db, q);
      return envelope(rows, total, q);
    },
  );

  // Registration staff hold both permissions; pasien:write also lets RM check while correcting data.
  app.get(
    '/pasien/cek-duplikat',
    {
      config: { permission: 'pasien:write' },
      schema: {
        tags,
        summary: 'Pasien yang mungkin sama: NIK atau No. BPJS sama, atau nama dan tanggal lahir sama/mirip',
        querystring: cekDuplikatQuerySchema,
        response: { 200: cekDuplikatResponseSchema },
      },
    },
    async (request) => ({ respon: await cekDuplikat(db, request.query) }),
  );

  app.get(
    '/pasien/:uid',
    {
      config: { permission: 'pasien:read' },
      schema: {
        tags,
        summary: 'Data lengkap satu pasien (dicatat di log aktivitas sebagai akses)',
        params: uidParamSchema,
        response: { 200: itemEnvelope(pasienSchema) },
      },
    },
    async (request) => ({ respon: await ambilPasien(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/pasien',
    {
      config: { permission: 'pasien:write' },
      schema: {
        tags,
        summary: 'Mendaftarkan pasien baru; No. RM diberikan server',
        body: pasienInputSchema,
        response: { 201: itemEnvelope(pasienSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const baru = await buatPasien(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: baru });
    },
  );

  app.put(
    '/pasien/:uid',
    {
      config: { permission: 'pasien:write' },
      schema: {
        tags,
        summary: 'Mengubah data pasien (No. RM tetap)',
        params: uidParamSchema,
        body: pasienUpdateSchema,
        response: { 200: itemEnvelope(pasienSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await ubahPasien(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/pasien/:uid/gabung',
    {
      config: { permission: 'pasien:write' },
      schema: {
        tags,
        summary:
          'Menggabungkan data pasien sementara (tanpa identitas, IGD) ke data pasien tetap: kunjungan dan catatan klinis pindah',
        params: uidParamSchema,
        body: gabungPasienSchema,
        response: { 200: itemEnvelope(hasilGabungSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await gabungPasien(db, ctxOf(request, deps), request.params.uid, request.body.ke_uid),
    }),
  );
}
