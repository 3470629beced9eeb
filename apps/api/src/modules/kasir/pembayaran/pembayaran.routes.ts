import {
  batalPembayaranInputSchema,
  bayarInputSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  kertasQuerySchema,
  listEnvelope,
  pembayaranQuerySchema,
  pembayaranSchema,
  ringkasPembayaranSchema,
  uidParamSchema,
  wewenangKasirInputSchema,
  wewenangKasirSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { ambilPembayaran, daftarPembayaran } from './pembayaran.baca.ts';
import { batalkanPembayaran } from './pembayaran.batal.ts';
import { pdfKuitansi } from './pembayaran.pdf.ts';
import { bayar } from './pembayaran.service.ts';
import { aturWewenang, daftarWewenang, wewenangSaya } from './wewenang.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const galatTulis = { ...galat, 409: errorEnvelopeSchema };

/**
 * Receipts (docs/kasir.md "Pembayaran"): paying a visit's open bill or a walk-in sale, split
 * between methods, with the invoice number and the kuitansi; voiding; discount authority.
 */
export async function pembayaranRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Kasir: Pembayaran'];

  app.post(
    '/kasir/pembayaran',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Membayar tagihan terbuka sebuah kunjungan (atau penjualan obat bebas): tunai, transfer, kartu, QRIS, deposit atau gabungan; nomor invoice dan kuitansi',
        body: bayarInputSchema,
        response: { 201: itemEnvelope(pembayaranSchema), ...galatTulis },
      },
    },
    async (request, reply) => {
      const p = await bayar(db, ctxOf(request, deps), request.body);
      return reply.code(201).send({ respon: p });
    },
  );

  app.get(
    '/kasir/pembayaran',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary: 'Daftar kuitansi (kunjungan, tanggal, penjamin; cari nomor, nama, No. RM), terbaru dahulu',
        querystring: pembayaranQuerySchema,
        response: { 200: listEnvelope(ringkasPembayaranSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarPembayaran(db, request.query),
  );

  app.get(
    '/kasir/pembayaran/:uid',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary: 'Satu kuitansi: rincian tagihan, cara bayar, terbilang, status batal',
        params: uidParamSchema,
        response: { 200: itemEnvelope(pembayaranSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilPembayaran(db, request.params.uid) }),
  );

  app.get(
    '/kasir/pembayaran/:uid/kuitansi',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary: 'Kuitansi PDF (A4 atau 80 mm) dengan jumlah terbilang',
        params: uidParamSchema,
        querystring: kertasQuerySchema('A4'),
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfKuitansi(
        db,
        ctxOf(request, deps),
        request.params.uid,
        request.query.kertas,
      );
      return kirimPdf(reply, nama, pdf);
    },
  );

  app.post(
    '/kasir/pembayaran/:uid/batal',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Membatalkan kuitansi dengan alasan: kuitansi tetap tersimpan, pembalikannya dicatat, tagihan terbuka kembali',
        params: uidParamSchema,
        body: batalPembayaranInputSchema,
        response: { 200: itemEnvelope(pembayaranSchema), ...galatTulis },
      },
    },
    async (request) => ({
      respon: await batalkanPembayaran(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.get(
    '/kasir/wewenang',
    {
      config: { permission: 'kasir.wewenang:manage' },
      schema: {
        tags,
        summary: 'Batas diskon setiap akun kasir',
        response: { 200: z.object({ respon: z.array(wewenangKasirSchema) }) },
      },
    },
    async () => ({ respon: await daftarWewenang(db) }),
  );

  app.get(
    '/kasir/wewenang/saya',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary: 'Batas diskon akun yang sedang login',
        response: { 200: itemEnvelope(wewenangKasirSchema) },
      },
    },
    async (request) => ({ respon: await wewenangSaya(db, ctxOf(request, deps)) }),
  );

  app.put(
    '/kasir/wewenang/:akun_uid',
    {
      config: { permission: 'kasir.wewenang:manage' },
      schema: {
        tags,
        summary: 'Mengatur batas diskon (persen dari tagihan pasien) sebuah akun kasir',
        params: z.object({ akun_uid: z.uuid({ message: 'uid akun tidak valid' }) }),
        body: wewenangKasirInputSchema,
        response: { 200: itemEnvelope(wewenangKasirSchema), ...galat },
      },
    },
    async (request) => ({
      respon: await aturWewenang(db, ctxOf(request, deps), request.params.akun_uid, request.body),
    }),
  );
}
