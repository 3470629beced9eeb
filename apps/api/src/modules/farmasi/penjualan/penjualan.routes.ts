import {
  batalPenjualanInputSchema,
  bayarPenjualanInputSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  listEnvelope,
  obatPenjualanQuerySchema,
  obatPenjualanSchema,
  penjualanInputSchema,
  penjualanQuerySchema,
  penjualanRingkasSchema,
  penjualanSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { ambilPenjualan, cariObatPenjualan, daftarPenjualan } from './penjualan.baca.ts';
import { cetakStrukPenjualan } from './penjualan.pdf.ts';
import { bayarPenjualan, buatPenjualan, panggilPenjualan } from './penjualan.service.ts';
import { batalPenjualan, serahkanPenjualan } from './penjualan.stok.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const hasil = { 200: itemEnvelope(penjualanSchema), ...galat, 409: errorEnvelopeSchema };

/**
 * Over-the-counter sales to walk-in buyers (/farmasi/penjualan-mandiri, /obat-mandiri,
 * /antrian-obat-mandiri; docs/farmasi.md "Penjualan mandiri"). Reading needs farmasi.mandiri:read,
 * writing farmasi.mandiri:manage; selling, handing over and cancelling also need the depot's
 * location right (spec §6), checked in the service.
 */
export async function penjualanRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Farmasi: Penjualan Mandiri'];

  app.get(
    '/farmasi/penjualan/obat',
    {
      config: { permission: 'farmasi.mandiri:read' },
      schema: {
        tags,
        summary: 'Obat aktif dengan harga jual umum dan stok layak di depo (nama, generik, kode)',
        querystring: obatPenjualanQuerySchema,
        response: { 200: listEnvelope(obatPenjualanSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => cariObatPenjualan(db, ctxOf(request, deps), request.query),
  );

  app.get(
    '/farmasi/penjualan',
    {
      config: { permission: 'farmasi.mandiri:read' },
      schema: {
        tags,
        summary:
          'Penjualan mandiri (tanggal, status, depo, tempat bayar; cari nomor, antrian, nama, telepon)',
        querystring: penjualanQuerySchema,
        response: { 200: listEnvelope(penjualanRingkasSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarPenjualan(db, request.query),
  );

  app.get(
    '/farmasi/penjualan/:uid',
    {
      config: { permission: 'farmasi.mandiri:read' },
      schema: {
        tags,
        summary: 'Detail penjualan mandiri dengan baris obat',
        params: uidParamSchema,
        response: { 200: itemEnvelope(penjualanSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilPenjualan(db, request.params.uid) }),
  );

  app.get(
    '/farmasi/penjualan/:uid/struk',
    {
      config: { permission: 'farmasi.mandiri:read' },
      schema: {
        tags,
        summary: 'Struk/kuitansi penjualan (PDF 80 mm): obat, total, dibayar, kembali, terbilang',
        params: uidParamSchema,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await cetakStrukPenjualan(db, ctxOf(request, deps), request.params.uid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${nama.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/farmasi/penjualan',
    {
      config: { permission: 'farmasi.mandiri:manage' },
      schema: {
        tags,
        summary: 'Mendaftarkan pembeli mandiri dan obatnya (harga umum dihitung server); nomor antrian M-…',
        body: penjualanInputSchema,
        response: { 201: itemEnvelope(penjualanSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const p = await buatPenjualan(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: p });
    },
  );

  app.post(
    '/farmasi/penjualan/:uid/bayar',
    {
      config: { permission: 'farmasi.mandiri:manage' },
      schema: {
        tags,
        summary: 'Pembayaran tunai di loket farmasi (uang diterima ≥ total; kembalian dihitung)',
        params: uidParamSchema,
        body: bayarPenjualanInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await bayarPenjualan(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/farmasi/penjualan/:uid/panggil',
    {
      config: { permission: 'farmasi.mandiri:manage' },
      schema: {
        tags,
        summary: 'Memanggil nomor antrian pembeli (boleh diulang selama belum diserahkan)',
        params: uidParamSchema,
        response: hasil,
      },
    },
    async (request) => ({ respon: await panggilPenjualan(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/farmasi/penjualan/:uid/serahkan',
    {
      config: { permission: 'farmasi.mandiri:manage' },
      schema: {
        tags,
        summary: 'Menyerahkan obat yang sudah lunas: stok depo berkurang (FEFO, mutasi PENJUALAN)',
        params: uidParamSchema,
        response: hasil,
      },
    },
    async (request) => ({ respon: await serahkanPenjualan(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.post(
    '/farmasi/penjualan/:uid/batal',
    {
      config: { permission: 'farmasi.mandiri:manage' },
      schema: {
        tags,
        summary: 'Membatalkan penjualan dengan alasan; obat yang sudah diserahkan kembali ke stok',
        params: uidParamSchema,
        body: batalPenjualanInputSchema,
        response: hasil,
      },
    },
    async (request) => ({
      respon: await batalPenjualan(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );
}
