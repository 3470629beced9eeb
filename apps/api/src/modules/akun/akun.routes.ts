import {
  akunCreateSchema,
  akunListQuerySchema,
  akunResetPasswordSchema,
  akunSchema,
  akunStatusSchema,
  akunUpdateSchema,
  akunValidasiQuerySchema,
  akunValidasiResponseSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  listEnvelope,
  messageSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import {
  buatAkun,
  listAkun,
  resetPassword,
  ubahAkun,
  ubahStatusAkun,
  usernameTersedia,
} from './akun.service.ts';

const tags = ['Akun'];

export async function akunRoutes(app: App, deps: Deps) {
  const { db } = deps;

  app.get(
    '/akun',
    {
      config: { permission: 'admin.akun:read' },
      schema: {
        tags,
        summary: 'Daftar akun (cari, saring role/status, halaman)',
        querystring: akunListQuerySchema,
        response: { 200: listEnvelope(akunSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listAkun(db, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/akun/validasi',
    {
      config: { permission: 'admin.akun:read' },
      schema: {
        tags,
        summary: 'Apakah username masih tersedia',
        querystring: akunValidasiQuerySchema,
        response: { 200: akunValidasiResponseSchema },
      },
    },
    async (request) => {
      const tersedia = await usernameTersedia(db, request.query.username);
      return { tersedia, message: tersedia ? 'Username tersedia' : 'Username sudah dipakai' };
    },
  );

  app.post(
    '/akun',
    {
      config: { permission: 'admin.akun:write' },
      schema: {
        tags,
        summary: 'Membuat akun',
        body: akunCreateSchema,
        response: { 201: itemEnvelope(akunSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await buatAkun(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: created });
    },
  );

  app.put(
    '/akun/:uid',
    {
      config: { permission: 'admin.akun:write' },
      schema: {
        tags,
        summary: 'Mengubah nama, role dan kontak akun',
        params: uidParamSchema,
        body: akunUpdateSchema,
        response: { 200: itemEnvelope(akunSchema) },
      },
    },
    async (request) => ({
      respon: await ubahAkun(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.put(
    '/akun/:uid/status',
    {
      config: { permission: 'admin.akun:write' },
      schema: {
        tags,
        summary: 'Mengaktifkan atau menonaktifkan akun (menonaktifkan mengakhiri sesinya)',
        params: uidParamSchema,
        body: akunStatusSchema,
        response: { 200: itemEnvelope(akunSchema) },
      },
    },
    async (request) => ({
      respon: await ubahStatusAkun(db, ctxOf(request, deps), request.params.uid, request.body.status),
    }),
  );

  app.put(
    '/akun/:uid/password',
    {
      config: { permission: 'admin.akun:write' },
      schema: {
        tags,
        summary: 'Mereset password akun (mengakhiri sesinya)',
        params: uidParamSchema,
        body: akunResetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await resetPassword(db, ctxOf(request, deps), request.params.uid, request.body.password);
      return { message: 'Password berhasil direset' };
    },
  );
}
