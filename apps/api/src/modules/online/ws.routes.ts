import {
  type DefinisiKontrak,
  KODE_WS,
  wsAntreanApi,
  wsHeaderLoginSchema,
  wsHeaderTokenSchema,
  wsMetadataEnvelopeSchema,
} from '@rawat/domain';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { jadwalOperasiPasien, jadwalOperasiRs } from '../operasi/operasi.ws.ts';
import { antreanFarmasi, statusFarmasi } from './ws.farmasi.ts';
import {
  ambilAntrean,
  batalAntrean,
  checkinAntrean,
  JawabanWs,
  mintaToken,
  pasienBaru,
  periksaToken,
  sisaAntrean,
  statusAntrean,
} from './ws.service.ts';

// BPJS's envelope for every answer, errors included. BPJS reads metadata.code; the HTTP status
// mirrors it (200, 201 refused, 202 new patient), except a request that never reached the service:
// 401 for credentials and tokens, 400 for a body outside BPJS's fields (docs/antrean-online.md).
const amplop = (reply: FastifyReply, code: number, message: string, response?: unknown, http = code) =>
  reply.code(http).send({ ...(response !== undefined ? { response } : {}), metadata: { code, message } });

const header = (r: FastifyRequest, nama: string) => {
  const v = r.headers[nama];
  return typeof v === 'string' ? v : undefined;
};

/** A body BPJS's fields do not fit; the message names the field (ws.kontrak.ts). */
class GalatValidasiWs extends Error {}

/** Any failure as BPJS's metadata 201 (or 202), with a message a BPJS operator can act on. */
function galatWs(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof JawabanWs) return amplop(reply, error.kode, error.message, undefined, error.http);
  if (error instanceof AppError) return amplop(reply, KODE_WS.GAGAL, error.message);
  if (error instanceof GalatValidasiWs) return amplop(reply, KODE_WS.GAGAL, error.message, undefined, 400);
  const kode = (error as FastifyError).code;
  if (kode === 'FST_ERR_CTP_INVALID_JSON_BODY' || kode === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return amplop(reply, KODE_WS.GAGAL, 'Format data tidak valid (JSON rusak atau kosong)', undefined, 400);
  if (kode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return amplop(reply, KODE_WS.GAGAL, 'Content-Type harus application/json', undefined, 415);
  if (kode === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return amplop(reply, KODE_WS.GAGAL, 'Ukuran data terlalu besar', undefined, 413);
  if ((error as FastifyError).statusCode === 429)
    return amplop(reply, KODE_WS.GAGAL, 'Terlalu banyak permintaan, coba lagi sebentar', undefined, 429);
  request.log.error({ err: error }, 'ws rs antrean');
  return amplop(reply, KODE_WS.GAGAL, 'Terjadi kesalahan pada server rumah sakit, silakan coba lagi');
}

/**
 * The WS RS that BPJS calls (docs/antrean-online.md), under /api/antrian/v1. Public to the session
 * guard: GET /token checks x-username/x-password, every other call its x-token and x-username.
 */
export async function wsRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.setErrorHandler(galatWs);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/token')) return;
    await periksaToken(db, deps.now(), header(request, 'x-token'), header(request, 'x-username'));
  });

  const daftar = <B>(
    k: DefinisiKontrak,
    handler: (body: B, request: FastifyRequest) => Promise<{ response?: unknown; message?: string }>,
  ) => {
    // Path, method and schemas from the contract (wsAntreanApi); only the envelope is added here.
    const opsi: RouteOptions = {
      method: k.method,
      url: k.path,
      config: { permission: k.permission },
      schema: {
        tags: [...k.tags],
        summary: k.summary,
        headers: k.path === '/token' ? wsHeaderLoginSchema : wsHeaderTokenSchema,
        ...(k.body ? { body: k.body } : {}),
        response: {
          ...k.responses,
          [KODE_WS.GAGAL]: wsMetadataEnvelopeSchema,
          [KODE_WS.PASIEN_BARU]: wsMetadataEnvelopeSchema,
          400: wsMetadataEnvelopeSchema,
          401: wsMetadataEnvelopeSchema,
        },
      },
      // The headers schema documents them; the handlers read and judge them (a 201, not a 400).
      validatorCompiler: ({ httpPart, schema }) => {
        if (httpPart === 'headers') return () => ({ value: true });
        const skema = schema as unknown as z.ZodType;
        return (data: unknown) => {
          const r = skema.safeParse(data);
          if (r.success) return { value: r.data };
          const i = r.error.issues[0];
          const pesan =
            !i || (i.path.length === 0 && i.code === 'invalid_type')
              ? 'Data permintaan wajib berupa JSON'
              : i.message;
          return { error: new GalatValidasiWs(pesan) };
        };
      },
      handler: async (request, reply) => {
        const j = await handler(request.body as B, request);
        return amplop(reply, KODE_WS.OK, j.message ?? 'Ok', j.response);
      },
    };
    app.route(opsi);
  };

  daftar(wsAntreanApi.token, async (_b, request) => {
    const token = await mintaToken(
      db,
      deps.now(),
      header(request, 'x-username') ?? '',
      header(request, 'x-password') ?? '',
    );
    return { response: { token } };
  });
  daftar<Parameters<typeof statusAntrean>[1]>(wsAntreanApi.status, async (b) => ({
    response: await statusAntrean(db, b),
  }));
  daftar<Parameters<typeof ambilAntrean>[2]>(wsAntreanApi.ambil, async (b, request) => ({
    response: await ambilAntrean(db, ctxOf(request, deps), b),
  }));
  daftar<{ kodebooking: string }>(wsAntreanApi.sisa, async (b) => ({
    response: await sisaAntrean(db, b.kodebooking),
  }));
  daftar<{ kodebooking: string; keterangan: string }>(wsAntreanApi.batal, async (b, request) => {
    await batalAntrean(db, ctxOf(request, deps), b.kodebooking, b.keterangan);
    return {};
  });
  daftar<{ kodebooking: string; waktu: number }>(wsAntreanApi.checkin, async (b, request) => {
    await checkinAntrean(db, ctxOf(request, deps), b.kodebooking, b.waktu);
    return {};
  });
  daftar<Parameters<typeof pasienBaru>[2]>(wsAntreanApi.pasienBaru, async (b, request) => ({
    response: await pasienBaru(db, ctxOf(request, deps), b),
    message: 'Harap datang ke admisi untuk melengkapi data rekam medis',
  }));
  // The theatre's schedule (docs/operasi.md), read through the theatre module.
  daftar<{ tanggalawal: string; tanggalakhir: string }>(wsAntreanApi.operasiRs, async (b) => ({
    response: { list: await jadwalOperasiRs(db, b.tanggalawal, b.tanggalakhir) },
  }));
  daftar<{ nopeserta: string }>(wsAntreanApi.operasiPasien, async (b) => ({
    response: { list: await jadwalOperasiPasien(db, b.nopeserta) },
  }));
  daftar<{ kodebooking: string }>(wsAntreanApi.farmasi, async (b) => ({
    response: await antreanFarmasi(db, b.kodebooking),
  }));
  daftar<{ kodebooking: string }>(wsAntreanApi.farmasiStatus, async (b) => ({
    response: await statusFarmasi(db, deps.now(), b.kodebooking),
  }));
}
