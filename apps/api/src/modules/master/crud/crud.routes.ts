import {
  errorEnvelopeSchema,
  itemEnvelope,
  listEnvelope,
  type MasterListQuery,
  masterListQuerySchema,
  masterStatusSchema,
  masterValidasiQuerySchema,
  masterValidasiResponseSchema,
  type Permission,
  type RouteAccess,
  uidParamSchema,
} from '@rawat/domain';
import type { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { envelope } from '../../../platform/paging.ts';
import type { LayananMaster } from './crud.service.ts';

export interface RuteMaster<Dto> {
  /** '/master/bank' (under /api/v1). */
  path: string;
  tag: string;
  /** 'bank' → summaries 'Daftar bank', 'Menambah bank'… */
  label: string;
  layanan: LayananMaster<Dto>;
  item: z.ZodType<Dto>;
  buat: z.ZodType;
  /** Edit body; defaults to the create body. */
  ubah?: z.ZodType;
  /** List query; must extend masterListQuerySchema. */
  query?: z.ZodType<MasterListQuery>;
  baca: RouteAccess;
  tulis: Permission;
  /** Also register `DELETE <path>/:uid` as a soft delete (= NONAKTIF, audited); the record stays readable. */
  hapusNonaktif?: boolean;
}

/**
 * GET list, GET /validasi, GET /:uid, POST, PUT /:uid and PUT /:uid/status for one master
 * record, each naming its permission. Bodies are parsed by the zod contracts before a handler runs.
 */
export function ruteMaster<Dto>(app: App, deps: Deps, r: RuteMaster<Dto>) {
  const { db } = deps;
  const tags = [r.tag];
  const query = r.query ?? masterListQuerySchema;

  app.get(
    r.path,
    {
      config: { permission: r.baca },
      schema: {
        tags,
        summary: `Daftar ${r.label} (cari kode/nama, saring status, halaman)`,
        querystring: query,
        response: { 200: listEnvelope(r.item) },
      },
    },
    async (request) => {
      const q = request.query as MasterListQuery;
      const { rows, total } = await r.layanan.list(db, q);
      return envelope(rows, total, q);
    },
  );

  app.get(
    `${r.path}/validasi`,
    {
      config: { permission: r.baca },
      schema: {
        tags,
        summary: `Apakah kode atau nama ${r.label} masih tersedia di antara data aktif`,
        querystring: masterValidasiQuerySchema,
        response: { 200: masterValidasiResponseSchema },
      },
    },
    async (request) => r.layanan.validasi(db, request.query),
  );

  app.get(
    `${r.path}/:uid`,
    {
      config: { permission: r.baca },
      schema: {
        tags,
        summary: `Detail ${r.label}`,
        params: uidParamSchema,
        response: { 200: itemEnvelope(r.item), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await r.layanan.ambil(db, request.params.uid) }),
  );

  app.post(
    r.path,
    {
      config: { permission: r.tulis },
      schema: {
        tags,
        summary: `Menambah ${r.label}`,
        body: r.buat,
        response: { 201: itemEnvelope(r.item), 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const dto = await r.layanan.buat(db, ctxOf(request, deps), request.body as never);
      return reply.status(201).send({ respon: dto });
    },
  );

  app.put(
    `${r.path}/:uid`,
    {
      config: { permission: r.tulis },
      schema: {
        tags,
        summary: `Mengubah ${r.label}`,
        params: uidParamSchema,
        body: r.ubah ?? r.buat,
        response: { 200: itemEnvelope(r.item), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await r.layanan.ubah(db, ctxOf(request, deps), request.params.uid, request.body as never),
    }),
  );

  app.put(
    `${r.path}/:uid/status`,
    {
      config: { permission: r.tulis },
      schema: {
        tags,
        summary: `Mengaktifkan atau menonaktifkan ${r.label}`,
        params: uidParamSchema,
        body: masterStatusSchema,
        response: { 200: itemEnvelope(r.item), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await r.layanan.ubahStatus(db, ctxOf(request, deps), request.params.uid, request.body.status),
    }),
  );

  if (r.hapusNonaktif)
    app.delete(
      `${r.path}/:uid`,
      {
        config: { permission: r.tulis },
        schema: {
          tags,
          summary: `Menonaktifkan ${r.label} (data tetap tersimpan dan dapat dibaca)`,
          params: uidParamSchema,
          response: { 200: itemEnvelope(r.item), 404: errorEnvelopeSchema },
        },
      },
      async (request) => ({
        respon: await r.layanan.ubahStatus(db, ctxOf(request, deps), request.params.uid, 'NONAKTIF'),
      }),
    );
}
