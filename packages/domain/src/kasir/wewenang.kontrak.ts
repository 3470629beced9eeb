import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { wewenangKasirInputSchema, wewenangKasirSchema } from './pembayaran.ts';

const tags = ['Kasir: Pembayaran'];

/**
 * Discount authority per cashier account (docs/kasir.md "Pembayaran"): set by whoever manages it
 * (kasir.wewenang:manage), read by the cashier at the payment dialog.
 */
export const wewenangApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/kasir/wewenang',
    permission: 'kasir.wewenang:manage',
    tags,
    summary: 'Batas diskon setiap akun kasir',
    responses: { 200: z.object({ respon: z.array(wewenangKasirSchema) }) },
  }),
  saya: kontrak({
    method: 'GET',
    path: '/kasir/wewenang/saya',
    permission: 'kasir.bayar:write',
    tags,
    summary: 'Batas diskon akun yang sedang login',
    responses: { 200: itemEnvelope(wewenangKasirSchema) },
  }),
  atur: kontrak({
    method: 'PUT',
    path: '/kasir/wewenang/:akun_uid',
    permission: 'kasir.wewenang:manage',
    tags,
    summary: 'Mengatur batas diskon (persen dari tagihan pasien) sebuah akun kasir',
    params: z.object({ akun_uid: z.uuid({ message: 'uid akun tidak valid' }) }),
    body: wewenangKasirInputSchema,
    responses: { 200: itemEnvelope(wewenangKasirSchema) },
    galat: [400, 403, 404],
  }),
};
