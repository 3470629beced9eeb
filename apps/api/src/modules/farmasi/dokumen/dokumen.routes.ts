import {
  alasanDokumenInputSchema,
  dokumenStokQuerySchema,
  dokumenStokRingkasSchema,
  dokumenStokSchema,
  errorEnvelopeSchema,
  grInputSchema,
  itemEnvelope,
  type JenisDokumenStok,
  LABEL_JENIS_DOKUMEN_STOK,
  listEnvelope,
  penuhiSrInputSchema,
  poInputSchema,
  prInputSchema,
  srInputSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ambilDokumen, daftarDokumen } from './dokumen.baca.ts';
import { cetakPo } from './dokumen.pdf.ts';
import { buatGr } from './gr.service.ts';
import { batalPo, buatPo, buatPr, tolakPr } from './pengadaan.service.ts';
import { buatSr, penuhiSr, tolakSr } from './sr.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const galatTulis = { ...galat, 409: errorEnvelopeSchema };
const hasil = { 200: itemEnvelope(dokumenStokSchema), ...galatTulis };
const dibuat = { 201: itemEnvelope(dokumenStokSchema), ...galatTulis };

/**
 * The stock documents of the /stok tabs (docs/farmasi.md "Stock documents"): SR, PR, PO, GR.
 * Reading needs farmasi.stok:read, writing farmasi.stok:manage; each write also needs its
 * pharmacy-location right (spec §6), checked in the services with wajibAksesLokasi.
 */
export async function dokumenStokRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Farmasi: Dokumen Stok'];

  for (const jenis of ['SR', 'PR', 'PO', 'GR'] as const satisfies readonly JenisDokumenStok[]) {
    const path = `/farmasi/stok/${jenis.toLowerCase()}`;
    app.get(
      path,
      {
        config: { permission: 'farmasi.stok:read' },
        schema: {
          tags,
          summary: `${LABEL_JENIS_DOKUMEN_STOK[jenis]} (${jenis}), terbaru dahulu; cari nomor, faktur atau supplier`,
          querystring: dokumenStokQuerySchema,
          response: { 200: listEnvelope(dokumenStokRingkasSchema), 400: errorEnvelopeSchema },
        },
      },
      async (request) => daftarDokumen(db, jenis, request.query),
    );
    app.get(
      `${path}/:uid`,
      {
        config: { permission: 'farmasi.stok:read' },
        schema: {
          tags,
          summary: `Detail ${LABEL_JENIS_DOKUMEN_STOK[jenis]}: baris, riwayat status, dokumen turunan`,
          params: uidParamSchema,
          response: { 200: itemEnvelope(dokumenStokSchema), ...galat },
        },
      },
      async (request) => ({ respon: await ambilDokumen(db, request.params.uid, jenis) }),
    );
  }

  app.post(
    '/farmasi/stok/sr',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Depo meminta stok ke gudang (stock_requisition_create di depo peminta)',
        body: srInputSchema,
        response: dibuat,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ respon: await buatSr(db, ctxOf(request, deps), request.body) }),
  );
  app.post(
    '/farmasi/stok/sr/:uid/penuhi',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Gudang mengirim stok (boleh sebagian), FEFO (transfer_stock di gudang)',
        params: uidParamSchema,
        body: penuhiSrInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await penuhiSr(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );
  app.post(
    '/farmasi/stok/sr/:uid/tolak',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Gudang menolak sisa permintaan stok dengan alasan (stock_requisition_reject di gudang)',
        params: uidParamSchema,
        body: alasanDokumenInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await tolakSr(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/farmasi/stok/pr',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Permintaan pembelian (purchase_requisition_create di lokasinya)',
        body: prInputSchema,
        response: dibuat,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ respon: await buatPr(db, ctxOf(request, deps), request.body) }),
  );
  app.post(
    '/farmasi/stok/pr/:uid/tolak',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Menolak permintaan pembelian dengan alasan (purchase_order_create di lokasinya)',
        params: uidParamSchema,
        body: alasanDokumenInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await tolakPr(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/farmasi/stok/po',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Pesanan pembelian ke supplier, dari PR atau langsung (purchase_order_create)',
        body: poInputSchema,
        response: dibuat,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ respon: await buatPo(db, ctxOf(request, deps), request.body) }),
  );
  app.post(
    '/farmasi/stok/po/:uid/batal',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Membatalkan PO yang belum diterima sama sekali, dengan alasan',
        params: uidParamSchema,
        body: alasanDokumenInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await batalPo(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );
  app.get(
    '/farmasi/stok/po/:uid/pdf',
    {
      config: { permission: 'farmasi.stok:read' },
      schema: {
        tags,
        summary: 'Surat pesanan (PDF A4) dengan kop fasilitas',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await cetakPo(db, ctxOf(request, deps), request.params.uid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/farmasi/stok/gr',
    {
      config: { permission: 'farmasi.stok:manage' },
      schema: {
        tags,
        summary: 'Penerimaan barang atas PO: batch, kedaluwarsa, harga; stok masuk (goods_receipt_create)',
        body: grInputSchema,
        response: dibuat,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ respon: await buatGr(db, ctxOf(request, deps), request.body) }),
  );
}
