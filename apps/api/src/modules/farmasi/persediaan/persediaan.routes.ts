import {
  batalOpnameSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  listEnvelope,
  mutasiQuerySchema,
  mutasiStokSchema,
  opnameInputSchema,
  opnameQuerySchema,
  opnameSchema,
  penyesuaianInputSchema,
  penyesuaianQuerySchema,
  penyesuaianSchema,
  stokProdukSchema,
  stokQuerySchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ambilOpname, daftarOpname } from './opname.baca.ts';
import { batalOpname, buatOpname, finalOpname } from './opname.service.ts';
import { buatPenyesuaian, daftarPenyesuaian } from './penyesuaian.service.ts';
import { daftarMutasi, daftarStok } from './persediaan.baca.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const galatTulis = { ...galat, 409: errorEnvelopeSchema };

/**
 * Stock on hand, the stock card, stock opname and manual adjustments (docs/farmasi.md "Stock").
 * Reading needs farmasi.stok:read; writing farmasi.stok:manage and, per location, increment_stock
 * or decrement_stock (checked in the services with wajibAksesLokasi).
 */
export async function persediaanRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Farmasi: Stok'];

  app.get(
    '/farmasi/stok',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Stok per produk per lokasi: jumlah, nilai (Σ batch × harga), stok minimum, batch',
        querystring: stokQuerySchema,
        response: { 200: listEnvelope(stokProdukSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarStok(db, ctxOf(request, deps), request.query),
  );

  app.get(
    '/farmasi/stok/mutasi',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Kartu stok: baris mutasi (ledger), terbaru dahulu',
        querystring: mutasiQuerySchema,
        response: { 200: listEnvelope(mutasiStokSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarMutasi(db, request.query),
  );

  app.get(
    '/farmasi/stok/opname',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Daftar stok opname dengan barisnya, terbaru dahulu',
        querystring: opnameQuerySchema,
        response: { 200: listEnvelope(opnameSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarOpname(db, request.query),
  );

  app.get(
    '/farmasi/stok/opname/:uid',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Detail stok opname',
        params: uidParamSchema,
        response: { 200: itemEnvelope(opnameSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilOpname(db, request.params.uid) }),
  );

  app.post(
    '/farmasi/stok/opname',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Menyimpan hasil hitung fisik sebagai draf (jumlah sistem dicatat saat disimpan)',
        body: opnameInputSchema,
        response: { 201: itemEnvelope(opnameSchema), ...galatTulis },
      },
    },
    async (request, reply) => {
      const o = await buatOpname(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: o });
    },
  );

  app.post(
    '/farmasi/stok/opname/:uid/final',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Finalisasi stok opname: selisih dibukukan ke kartu stok sebagai OPNAME',
        params: uidParamSchema,
        response: { 200: itemEnvelope(opnameSchema), ...galatTulis },
      },
    },
    async (request) => ({ respon: await finalOpname(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/farmasi/stok/opname/:uid/batal',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Membatalkan draf stok opname dengan alasan',
        params: uidParamSchema,
        body: batalOpnameSchema,
        response: { 200: itemEnvelope(opnameSchema), ...galatTulis },
      },
    },
    async (request) => ({
      respon: await batalOpname(db, ctxOf(request, deps), request.params.uid, request.body.alasan),
    }),
  );

  app.get(
    '/farmasi/stok/penyesuaian',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Penambahan dan pengurangan stok manual, terbaru dahulu',
        querystring: penyesuaianQuerySchema,
        response: { 200: listEnvelope(penyesuaianSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarPenyesuaian(db, request.query),
  );

  app.post(
    '/farmasi/stok/penyesuaian',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary:
          'Penambahan (increment_stock) atau pengurangan stok (decrement_stock, mis. kedaluwarsa/rusak)',
        body: penyesuaianInputSchema,
        response: { 201: itemEnvelope(penyesuaianSchema), ...galatTulis },
      },
    },
    async (request, reply) => {
      const p = await buatPenyesuaian(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: p });
    },
  );
}
