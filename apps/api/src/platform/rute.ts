import {
  type BodyDari,
  batasKontrak,
  type DefinisiKontrak,
  errorEnvelopeSchema,
  type JawabanServer,
  type ParamsDari,
  type QueryDari,
} from '@rawat/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from './http.ts';
import { tolakTeksCacat } from './masukan.ts';

/** The request as a contract's handler sees it: params, query and body already parsed. */
export type PermintaanKontrak<K> = FastifyRequest<{
  Params: ParamsDari<K>;
  Querystring: QueryDari<K>;
  Body: BodyDari<K>;
}>;

/**
 * A handler gives back the success answer (its status comes from the contract), or the reply it
 * has already sent itself (a PDF, a spreadsheet, a redirect).
 */
export type PenanganKontrak<K> = (
  request: PermintaanKontrak<K>,
  reply: FastifyReply,
) => Promise<JawabanServer<K> | FastifyReply>;

/** What only the route knows: a larger body limit (an uploaded logo). */
export interface OpsiRute {
  bodyLimit?: number;
}

const SUKSES = [200, 201, 204] as const;

/**
 * Registers the route a contract describes (method, path, permission, schemas, OpenAPI text);
 * the route file keeps only what is particular to it: the handler. The guard reads the permission
 * from `config` before the body is parsed (platform/guard.ts).
 */
export function rute<K extends DefinisiKontrak>(
  app: App,
  k: K,
  handler: PenanganKontrak<K>,
  opsi: OpsiRute = {},
) {
  const response: Record<number, z.ZodType> = { ...k.responses };
  for (const status of k.galat ?? []) response[status] = errorEnvelopeSchema;
  const sukses = SUKSES.find((s) => s in response) ?? 200;
  const batas = batasKontrak(k);
  // A costly endpoint may answer 429 (platform/keamanan.ts); the OpenAPI page says so.
  if (batas) response[429] = errorEnvelopeSchema;
  app.route({
    method: k.method,
    url: k.path,
    ...(opsi.bodyLimit ? { bodyLimit: opsi.bodyLimit } : {}),
    // Control characters and broken surrogates are refused here, for every route (platform/masukan.ts).
    preValidation: tolakTeksCacat,
    config: {
      permission: k.permission,
      ...(k.pesanTolak ? { pesanTolak: k.pesanTolak } : {}),
      ...(batas ? { batas } : {}),
    },
    schema: {
      tags: [...k.tags],
      summary: k.summary,
      ...(k.params ? { params: k.params } : {}),
      ...(k.query ? { querystring: k.query } : {}),
      ...(k.body ? { body: k.body } : {}),
      ...(Object.keys(response).length ? { response } : {}),
      ...(k.hide ? { hide: true } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const jawaban = await handler(request as PermintaanKontrak<K>, reply);
      if (jawaban === reply || reply.sent) return reply;
      if (sukses === 204) return reply.code(204).send();
      if (sukses !== 200) reply.code(sukses);
      return jawaban;
    },
  });
}
