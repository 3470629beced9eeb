import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalPembayaranInputSchema,
  bayarInputSchema,
  pembayaranQuerySchema,
  pembayaranSchema,
  ringkasPembayaranSchema,
} from './pembayaran.ts';
import { kertasQuerySchema } from './shift.ts';

const tags = ['Kasir: Pembayaran'];

/**
 * Receipts (docs/kasir.md "Pembayaran"): paying a visit's open bill or a walk-in sale, split
 * between methods, with the invoice number and the kuitansi; voiding. Discount authority:
 * wewenangApi.
 */
export const pembayaranApi = {
  bayar: kontrak({
    method: 'POST',
    path: '/kasir/pembayaran',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Membayar tagihan terbuka sebuah kunjungan (atau penjualan obat bebas): tunai, transfer, kartu, QRIS, deposit atau gabungan; nomor invoice dan kuitansi',
    body: bayarInputSchema,
    responses: { 201: itemEnvelope(pembayaranSchema) },
    galat: [400, 403, 404, 409],
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/kasir/pembayaran',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Daftar kuitansi (kunjungan, tanggal, penjamin; cari nomor, nama, No. RM), terbaru dahulu',
    query: pembayaranQuerySchema,
    responses: { 200: listEnvelope(ringkasPembayaranSchema) },
    galat: [400],
  }),
  baca: kontrak({
    method: 'GET',
    path: '/kasir/pembayaran/:uid',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Satu kuitansi: rincian tagihan, cara bayar, terbilang, status batal',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(pembayaranSchema) },
    galat: [400, 403, 404],
  }),
  kuitansi: kontrak({
    method: 'GET',
    path: '/kasir/pembayaran/:uid/kuitansi',
    batas: 'pdf',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Kuitansi PDF (A4 atau 80 mm) dengan jumlah terbilang',
    params: uidParamSchema,
    query: kertasQuerySchema('A4'),
  }),
  batal: kontrak({
    method: 'POST',
    path: '/kasir/pembayaran/:uid/batal',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Membatalkan kuitansi dengan alasan: kuitansi tetap tersimpan, pembalikannya dicatat, tagihan terbuka kembali',
    params: uidParamSchema,
    body: batalPembayaranInputSchema,
    responses: { 200: itemEnvelope(pembayaranSchema) },
    galat: [400, 403, 404, 409],
  }),
};
