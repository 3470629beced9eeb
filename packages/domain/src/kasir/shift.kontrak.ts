import { z } from 'zod';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  bukaShiftInputSchema,
  kertasQuerySchema,
  ringkasanShiftSchema,
  shiftQuerySchema,
  shiftRingkasSchema,
  shiftSchema,
  tutupShiftInputSchema,
} from './shift.ts';

const tags = ['Kasir: Shift'];

/**
 * Opening and closing a cashier's shift, its totals per method and the printable closing report
 * (docs/kasir.md "Shift dan deposit"). A cashier works with their own shift; reading another's
 * needs kasir.laporan:read, closing another's kasir.wewenang:manage (checked in the services,
 * since it depends on whose shift it is).
 */
export const shiftApi = {
  aktif: kontrak({
    method: 'GET',
    path: '/kasir/shift/aktif',
    permission: 'kasir.bayar:write',
    tags,
    summary: 'Shift kasir yang sedang dibuka oleh akun ini (null bila belum dibuka)',
    responses: { 200: z.object({ respon: shiftSchema.nullable() }) },
  }),
  buka: kontrak({
    method: 'POST',
    path: '/kasir/shift/buka',
    permission: 'kasir.bayar:write',
    tags,
    summary: 'Membuka shift kasir dengan modal awal di laci (satu shift terbuka per akun)',
    body: bukaShiftInputSchema,
    responses: { 201: itemEnvelope(shiftSchema) },
    galat: [400, 409],
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/kasir/shift',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Daftar shift kasir menurut tanggal dibuka (WIB), terbaru dahulu; semua kasir dengan akses laporan kasir, selain itu milik sendiri',
    query: shiftQuerySchema,
    responses: { 200: listEnvelope(shiftRingkasSchema) },
    galat: [400],
  }),
  ringkasan: kontrak({
    method: 'GET',
    path: '/kasir/shift/:uid/ringkasan',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Ringkasan shift: per metode (pembayaran, deposit masuk dan kembali), jumlah kuitansi dan pembatalan, kas seharusnya dan selisih',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(ringkasanShiftSchema) },
    galat: [400, 403, 404],
  }),
  tutup: kontrak({
    method: 'POST',
    path: '/kasir/shift/:uid/tutup',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Menutup shift dengan kas yang dihitung di laci (pemilik shift, atau manajemen/admin); menjawab ringkasan akhirnya',
    params: uidParamSchema,
    body: tutupShiftInputSchema,
    responses: { 200: itemEnvelope(ringkasanShiftSchema) },
    galat: [400, 403, 404, 409],
  }),
  laporan: kontrak({
    method: 'GET',
    path: '/kasir/shift/:uid/laporan.pdf',
    batas: 'pdf',
    permission: 'kasir.bayar:write',
    tags,
    summary: 'Laporan tutup shift (PDF A4, atau struk 80 mm dengan kertas=80mm) dengan kop surat',
    params: uidParamSchema,
    query: kertasQuerySchema('A4'),
    galat: [400, 403, 404],
  }),
};
