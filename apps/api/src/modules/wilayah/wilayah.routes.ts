import {
  desaListQuerySchema,
  errorEnvelopeSchema,
  itemEnvelope,
  kabupatenListQuerySchema,
  kecamatanListQuerySchema,
  listEnvelope,
  provinsiListQuerySchema,
  wilayahCariQuerySchema,
  wilayahDetailSchema,
  wilayahKodeParamSchema,
  wilayahSchema,
} from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { cariWilayah, detailWilayah, listWilayah } from './wilayah.service.ts';

const tags = ['Wilayah'];
// Government open data, also needed before login (public registration): no session asked.
const config = { permission: 'public' } as const;
const daftar = { 200: listEnvelope(wilayahSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The regions API under its own base URL, /api/wilayah (docs/wilayah.md). Codes are accepted
 * with or without dots and answered dotted, with `kode_tanpa_titik` beside them.
 */
export async function wilayahRoutes(app: App, _deps: Deps) {
  // The data only changes with a new release of Rawat, so browsers may keep answers for an hour.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
  });

  app.get(
    '/provinsi',
    {
      config,
      schema: {
        tags,
        summary: 'Daftar provinsi (cari nama, halaman atau limitless=true)',
        querystring: provinsiListQuerySchema,
        response: daftar,
      },
    },
    async (request) => {
      const { rows, total } = listWilayah(1, undefined, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/kabupaten',
    {
      config,
      schema: {
        tags,
        summary: 'Daftar kabupaten/kota, biasanya dalam satu provinsi (?provinsi=32)',
        querystring: kabupatenListQuerySchema,
        response: daftar,
      },
    },
    async (request) => {
      const { rows, total } = listWilayah(2, request.query.provinsi, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/kecamatan',
    {
      config,
      schema: {
        tags,
        summary: 'Daftar kecamatan, biasanya dalam satu kabupaten/kota (?kabupaten=32.73)',
        querystring: kecamatanListQuerySchema,
        response: daftar,
      },
    },
    async (request) => {
      const { rows, total } = listWilayah(3, request.query.kabupaten, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/desa',
    {
      config,
      schema: {
        tags,
        summary: 'Daftar kelurahan/desa, biasanya dalam satu kecamatan (?kecamatan=32.73.02)',
        querystring: desaListQuerySchema,
        response: daftar,
      },
    },
    async (request) => {
      const { rows, total } = listWilayah(4, request.query.kecamatan, request.query);
      return envelope(rows, total, request.query);
    },
  );

  app.get(
    '/cari',
    {
      config,
      schema: {
        tags,
        summary: 'Cari wilayah di semua tingkat, beserta wilayah di atasnya (?search=coblong)',
        querystring: wilayahCariQuerySchema,
        response: { 200: listEnvelope(wilayahDetailSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { rows, total } = cariWilayah(request.query);
      return envelope(rows, total, { ...request.query, limitless: false });
    },
  );

  app.get(
    '/:kode',
    {
      config,
      schema: {
        tags,
        summary: 'Satu wilayah menurut kode (dengan atau tanpa titik), beserta wilayah di atasnya',
        params: wilayahKodeParamSchema,
        response: {
          200: itemEnvelope(wilayahDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ respon: detailWilayah(request.params.kode) }),
  );
}
