import { itemEnvelope, listEnvelope } from './platform/common.ts';
import { kontrak } from './platform/kontrak.ts';
import {
  desaListQuerySchema,
  kabupatenListQuerySchema,
  kecamatanListQuerySchema,
  provinsiListQuerySchema,
  wilayahCariQuerySchema,
  wilayahDetailSchema,
  wilayahKodeParamSchema,
  wilayahSchema,
} from './wilayah.ts';

const tags = ['Wilayah'];
const daftar = listEnvelope(wilayahSchema);
// Government open data, also needed before login (public registration): no session asked.
const umum = { method: 'GET', basis: 'wilayah', permission: 'public', tags } as const;

/**
 * The regions API under its own base URL, /api/wilayah (docs/wilayah.md). Codes are accepted
 * with or without dots and answered dotted, with `kode_tanpa_titik` beside them.
 */
export const wilayahApi = {
  provinsi: kontrak({
    ...umum,
    path: '/provinsi',
    summary: 'Daftar provinsi (cari nama, halaman atau limitless=true)',
    query: provinsiListQuerySchema,
    responses: { 200: daftar },
    galat: [400, 404],
  }),
  kabupaten: kontrak({
    ...umum,
    path: '/kabupaten',
    summary: 'Daftar kabupaten/kota, biasanya dalam satu provinsi (?provinsi=32)',
    query: kabupatenListQuerySchema,
    responses: { 200: daftar },
    galat: [400, 404],
  }),
  kecamatan: kontrak({
    ...umum,
    path: '/kecamatan',
    summary: 'Daftar kecamatan, biasanya dalam satu kabupaten/kota (?kabupaten=32.73)',
    query: kecamatanListQuerySchema,
    responses: { 200: daftar },
    galat: [400, 404],
  }),
  desa: kontrak({
    ...umum,
    path: '/desa',
    summary: 'Daftar kelurahan/desa, biasanya dalam satu kecamatan (?kecamatan=32.73.02)',
    query: desaListQuerySchema,
    responses: { 200: daftar },
    galat: [400, 404],
  }),
  cari: kontrak({
    ...umum,
    path: '/cari',
    summary: 'Cari wilayah di semua tingkat, beserta wilayah di atasnya (?search=coblong)',
    query: wilayahCariQuerySchema,
    responses: { 200: listEnvelope(wilayahDetailSchema) },
    galat: [400],
  }),
  detail: kontrak({
    ...umum,
    path: '/:kode',
    summary: 'Satu wilayah menurut kode (dengan atau tanpa titik), beserta wilayah di atasnya',
    params: wilayahKodeParamSchema,
    responses: { 200: itemEnvelope(wilayahDetailSchema) },
    galat: [400, 404],
  }),
};
