import {
  antrianKasirQuerySchema,
  antrianKasirSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  listEnvelope,
  pagingQuerySchema,
  penjualanRingkasSchema,
  tagihanSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { daftarPenjualan } from '../farmasi/penjualan/penjualan.baca.ts';
import { depositRoutes } from './deposit/deposit.routes.ts';
import { feeRoutes } from './fee/fee.routes.ts';
import { laporanKasirRoutes } from './laporan/laporan.routes.ts';
import { pembayaranRoutes } from './pembayaran/pembayaran.routes.ts';
import { shiftRoutes } from './shift/shift.routes.ts';
import { antrianKasir, tagihanKunjungan } from './tagihan.baca.ts';

/**
 * The cashier (spec §2 "Cashier"): the queue of visits with an open bill and one visit's bill.
 * Payments, shifts, deposits, doctor fees and the reports live in their own folders.
 */
export async function kasirRoutes(app: App, deps: Deps) {
  const { db } = deps;
  await pembayaranRoutes(app, deps);
  await shiftRoutes(app, deps);
  await depositRoutes(app, deps);
  await feeRoutes(app, deps);
  await laporanKasirRoutes(app, deps);
  const tags = ['Kasir'];

  app.get(
    '/kasir/antrian',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary: 'Antrian kasir: kunjungan hari itu yang tagihannya belum dibayar, terlama dahulu',
        querystring: antrianKasirQuerySchema,
        response: { 200: listEnvelope(antrianKasirSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => antrianKasir(db, ctxOf(request, deps), request.query),
  );

  app.get(
    '/kasir/tagihan/:kunjungan_uid',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary:
          'Tagihan sebuah kunjungan per jenis (tindakan, obat, laboratorium…) dengan bagian penjamin dan pasien',
        params: z.object({ kunjungan_uid: z.uuid({ message: 'uid kunjungan tidak valid' }) }),
        response: { 200: itemEnvelope(tagihanSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ respon: await tagihanKunjungan(db, request.params.kunjungan_uid) }),
  );

  app.get(
    '/kasir/penjualan',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary:
          'Penjualan obat bebas yang dikirim farmasi untuk dibayar di kasir, terlama dahulu (cari nomor, antrian, nama)',
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(penjualanRingkasSchema), 400: errorEnvelopeSchema },
      },
    },
    // The pharmacy's own list, narrowed to what waits at the cashier: the cashier needs no
    // access to the pharmacy's sales screens to take these payments.
    async (request) =>
      daftarPenjualan(db, {
        ...request.query,
        status: 'MENUNGGU_BAYAR',
        tempat_bayar: 'KASIR',
        urut: 'antrian',
      }),
  );
}
