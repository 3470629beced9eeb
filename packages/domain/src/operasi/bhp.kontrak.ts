/** Contracts of the theatre's consumables and drugs (docs/operasi.md "Consumables and drugs"). */
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalBhpInputSchema,
  bhpBarisParamSchema,
  bhpInputSchema,
  bhpOperasiSchema,
  bhpProdukQuerySchema,
  bhpProdukSchema,
} from './bhp.ts';

const tags = ['Ruang Operasi'];

export const operasiBhpApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/operasi/:uid/bhp',
    permission: 'operasi:read',
    tags,
    summary: 'BHP dan obat yang dipakai pada operasi, dengan total dan apakah masih dapat diubah',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(bhpOperasiSchema) },
    galat: [400, 404],
  }),
  produk: kontrak({
    method: 'GET',
    path: '/operasi/:uid/bhp/produk',
    permission: 'operasi:read',
    tags,
    summary: 'Produk di depo kamar operasi dengan stok layak dan harga untuk penjamin pasien',
    params: uidParamSchema,
    query: bhpProdukQuerySchema,
    responses: { 200: listEnvelope(bhpProdukSchema) },
    galat: [400, 404, 409],
  }),
  catat: kontrak({
    method: 'POST',
    path: '/operasi/:uid/bhp',
    permission: 'operasi:write',
    tags,
    summary:
      'Mencatat pemakaian BHP/obat: stok keluar dari depo kamar operasi dan ditagihkan ke layanan operasi',
    params: uidParamSchema,
    body: bhpInputSchema,
    responses: { 201: itemEnvelope(bhpOperasiSchema) },
    galat: [400, 403, 404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/operasi/:uid/bhp/:bhp_uid/batal',
    permission: 'operasi:write',
    tags,
    summary: 'Membatalkan satu baris pemakaian: stok kembali ke depo dan tagihannya dibalik',
    params: bhpBarisParamSchema,
    body: batalBhpInputSchema,
    responses: { 200: itemEnvelope(bhpOperasiSchema) },
    galat: [400, 403, 404, 409],
  }),
};
