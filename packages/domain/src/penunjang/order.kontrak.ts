import { z } from 'zod';
import { BACA_KLINIS, HANYA_DOKTER, TULIS_MEDIS } from '../pelayanan/akses-klinis.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalOrderInputSchema,
  katalogOrderQuerySchema,
  katalogOrderSchema,
  orderInputSchema,
  orderParamSchema,
  orderSchema,
} from './order.ts';

const tags = ['Pelayanan: Order Penunjang'];

/**
 * Lab and radiology orders written from the clinical chart (docs/pelayanan.md): read by a chart
 * reader, written by the doctor. The service still checks the layanan's own clinic kind and lock,
 * which depend on the record.
 */
export const orderApi = {
  katalog: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/order/katalog',
    permission: BACA_KLINIS,
    tags,
    summary: 'Pemeriksaan aktif yang dapat diorder, per kelompok, dengan tarif untuk penjamin kunjungan',
    params: layananParamSchema,
    query: katalogOrderQuerySchema,
    responses: { 200: itemEnvelope(katalogOrderSchema) },
    galat: [400, 403, 404],
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/order',
    permission: BACA_KLINIS,
    tags,
    summary: 'Order laboratorium dan radiologi sebuah pelayanan, terbaru dahulu',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(orderSchema) }) },
    galat: [400, 403, 404],
  }),
  buat: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/order',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Membuat order laboratorium atau radiologi (dokter)',
    params: layananParamSchema,
    body: orderInputSchema,
    responses: { 201: itemEnvelope(orderSchema) },
    galat: [400, 403, 404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/order/:uid/batal',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Membatalkan order yang masih berstatus Diminta, dengan alasan (dokter)',
    params: orderParamSchema,
    body: batalOrderInputSchema,
    responses: { 200: itemEnvelope(orderSchema) },
    galat: [400, 403, 404, 409],
  }),
};
