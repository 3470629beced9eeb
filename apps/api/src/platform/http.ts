import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BatasBiaya, RouteAccess } from '@rawat/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type Ctx, type Pengguna, penggunaOf } from './context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (STYLE: every route names one; checked at registration). */
    permission?: RouteAccess;
    /** The 403 message for this route, when the generic one would puzzle (the endpoint contract's). */
    pesanTolak?: string;
    /** The costly endpoint's rate limit (the contract's, `batasKontrak`); read by platform/keamanan.ts. */
    batas?: BatasBiaya;
  }
  interface FastifyRequest {
    user: Pengguna | null;
    /** Raw session token from the cookie, when one was presented and is valid. */
    sessionToken: string | null;
    sessionExpiresAt: Date | null;
  }
}

/** The Fastify instance every module registers its routes on, typed by the zod contracts. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a module's routes receive. */
export interface Deps {
  db: Db;
  /**
   * Where the read-only reports and dashboards read: the streaming replica of DATABASE_READ_URL,
   * or `db` itself when there is none (docs/skala.md lists the routes and why they may lag).
   */
  dbBaca: Db;
  config: Config;
  now: () => Date;
}

/** The caller as services see it. */
export function ctxOf(request: FastifyRequest, deps: Deps): Ctx {
  const ua = request.headers['user-agent'];
  return {
    user: request.user,
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua : null,
    now: deps.now,
  };
}

/** The signed-in user of a request (penggunaOf: 401 BELUM_LOGIN without a session). */
export function userOf(request: FastifyRequest): Pengguna {
  return penggunaOf(request);
}

export type Reply = FastifyReply;

/** Sends a PDF to be shown inline (the web's PDF viewer), never cached: documents change. */
export function kirimPdf(reply: Reply, nama: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${nama.replace(/[^\w .-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
