import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalOpnameSchema,
  mutasiStokSchema,
  opnameInputSchema,
  opnameQuerySchema,
  opnameSchema,
  penyesuaianInputSchema,
  penyesuaianQuerySchema,
  penyesuaianSchema,
  stokProdukSchema,
} from './persediaan.ts';
import { mutasiQuerySchema, stokQuerySchema } from './stok.ts';

const tags = ['Farmasi: Stok'];

/**
 * Stock on hand, the stock card, stock opname and manual adjustments (docs/farmasi.md "Stock").
 * Reading needs farmasi.stok:read; writing farmasi.stok:manage and, per location, increment_stock
 * or decrement_stock (checked in the services with wajibAksesLokasi).
 */
export const persediaanApi = {
  stok: kontrak({
    method: 'GET',
    path: '/farmasi/stok',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Stok per produk per lokasi: jumlah, nilai (Σ batch × harga), stok minimum, batch',
    query: stokQuerySchema,
    responses: { 200: listEnvelope(stokProdukSchema) },
    galat: [400],
  }),
  mutasi: kontrak({
    method: 'GET',
    path: '/farmasi/stok/mutasi',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Kartu stok: baris mutasi (ledger), terbaru dahulu',
    query: mutasiQuerySchema,
    responses: { 200: listEnvelope(mutasiStokSchema) },
    galat: [400],
  }),
  daftarOpname: kontrak({
    method: 'GET',
    path: '/farmasi/stok/opname',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Daftar stok opname dengan barisnya, terbaru dahulu',
    query: opnameQuerySchema,
    responses: { 200: listEnvelope(opnameSchema) },
    galat: [400],
  }),
  opname: kontrak({
    method: 'GET',
    path: '/farmasi/stok/opname/:uid',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Detail stok opname',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(opnameSchema) },
    galat: [400, 403, 404],
  }),
  buatOpname: kontrak({
    method: 'POST',
    path: '/farmasi/stok/opname',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Menyimpan hasil hitung fisik sebagai draf (jumlah sistem dicatat saat disimpan)',
    body: opnameInputSchema,
    responses: { 201: itemEnvelope(opnameSchema) },
    galat: [400, 403, 404, 409],
  }),
  finalOpname: kontrak({
    method: 'POST',
    path: '/farmasi/stok/opname/:uid/final',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Finalisasi stok opname: selisih dibukukan ke kartu stok sebagai OPNAME',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(opnameSchema) },
    galat: [400, 403, 404, 409],
  }),
  batalOpname: kontrak({
    method: 'POST',
    path: '/farmasi/stok/opname/:uid/batal',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Membatalkan draf stok opname dengan alasan',
    params: uidParamSchema,
    body: batalOpnameSchema,
    responses: { 200: itemEnvelope(opnameSchema) },
    galat: [400, 403, 404, 409],
  }),
  daftarPenyesuaian: kontrak({
    method: 'GET',
    path: '/farmasi/stok/penyesuaian',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Penambahan dan pengurangan stok manual, terbaru dahulu',
    query: penyesuaianQuerySchema,
    responses: { 200: listEnvelope(penyesuaianSchema) },
    galat: [400],
  }),
  buatPenyesuaian: kontrak({
    method: 'POST',
    path: '/farmasi/stok/penyesuaian',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Penambahan (increment_stock) atau pengurangan stok (decrement_stock, mis. kedaluwarsa/rusak)',
    body: penyesuaianInputSchema,
    responses: { 201: itemEnvelope(penyesuaianSchema) },
    galat: [400, 403, 404, 409],
  }),
};
