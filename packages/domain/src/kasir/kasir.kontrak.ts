import { z } from 'zod';
import { penjualanRingkasSchema } from '../farmasi/penjualan.ts';
import { itemEnvelope, listEnvelope, pagingQuerySchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { antrianKasirQuerySchema, antrianKasirSchema, tagihanSchema } from './tagihan.ts';

const tags = ['Kasir'];

/**
 * The cashier (spec §2 "Cashier"): the queue of visits with an open bill, one visit's bill, and the
 * walk-in sales waiting at the cashier. Payments, shifts, deposits, doctor fees and the reports
 * have their own contracts.
 */
export const kasirApi = {
  antrian: kontrak({
    method: 'GET',
    path: '/kasir/antrian',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Antrian kasir: kunjungan hari itu yang tagihannya belum dibayar, terlama dahulu',
    query: antrianKasirQuerySchema,
    responses: { 200: listEnvelope(antrianKasirSchema) },
    galat: [400],
  }),
  tagihan: kontrak({
    method: 'GET',
    path: '/kasir/tagihan/:kunjungan_uid',
    permission: 'kasir.antrian:read',
    tags,
    summary:
      'Tagihan sebuah kunjungan per jenis (tindakan, obat, laboratorium…) dengan bagian penjamin dan pasien',
    params: z.object({ kunjungan_uid: z.uuid({ message: 'uid kunjungan tidak valid' }) }),
    responses: { 200: itemEnvelope(tagihanSchema) },
    galat: [400, 404],
  }),
  // The pharmacy's own list, narrowed to what waits at the cashier: the cashier needs no access to
  // the pharmacy's sales screens to take these payments.
  penjualan: kontrak({
    method: 'GET',
    path: '/kasir/penjualan',
    permission: 'kasir.antrian:read',
    tags,
    summary:
      'Penjualan obat bebas yang dikirim farmasi untuk dibayar di kasir, terlama dahulu (cari nomor, antrian, nama)',
    query: pagingQuerySchema,
    responses: { 200: listEnvelope(penjualanRingkasSchema) },
    galat: [400],
  }),
};
