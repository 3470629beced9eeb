import { kontrakMaster } from '../master/master.kontrak.ts';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { PEMBACA_DATA_FARMASI } from './izin.ts';
import {
  hargaProdukSchema,
  idParamSchema,
  paketObatInputSchema,
  paketObatSchema,
  produkInputSchema,
  produkQuerySchema,
  produkSchema,
} from './produk.contract.ts';

/**
 * Products: read wherever products are picked (the pharmacy, the prescribing doctor); pharmacists
 * and the warehouse keep them (farmasi.obat:manage). A DELETE only retires a product.
 */
export const produkApi = {
  ...kontrakMaster({
    path: '/farmasi/produk',
    tag: 'Farmasi: Produk',
    label: 'produk',
    item: produkSchema,
    buat: produkInputSchema,
    query: produkQuerySchema,
    baca: PEMBACA_DATA_FARMASI,
    tulis: 'farmasi.obat:manage',
    hapusNonaktif: true,
  }),
  harga: kontrak({
    method: 'GET',
    path: '/farmasi/produk/:uid/harga',
    permission: PEMBACA_DATA_FARMASI,
    tags: ['Farmasi: Produk'],
    summary: 'Harga jual per satuan dasar untuk tiap penjamin (harga dasar + markup, spec §9)',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(hargaProdukSchema) },
    galat: [404],
  }),
};

const tagsPaket = ['Farmasi: Paket Obat'];

/**
 * Medicine packages for quick prescribing: the shared master paths (/paketobat, /validasi, /:uid,
 * /:uid/status) and the edit and delete paths of spec §7 (/editpaketobat, /hapuspaketobat).
 */
export const paketObatApi = {
  ...kontrakMaster({
    path: '/paketobat',
    tag: 'Farmasi: Paket Obat',
    label: 'paket obat',
    item: paketObatSchema,
    buat: paketObatInputSchema,
    baca: PEMBACA_DATA_FARMASI,
    tulis: 'farmasi.obat:manage',
  }),
  editPaket: kontrak({
    method: 'PUT',
    path: '/editpaketobat/:id',
    permission: 'farmasi.obat:manage',
    tags: tagsPaket,
    summary: 'Mengubah paket obat',
    params: idParamSchema,
    body: paketObatInputSchema,
    responses: { 200: itemEnvelope(paketObatSchema) },
    galat: [404, 409],
  }),
  hapusPaket: kontrak({
    method: 'DELETE',
    path: '/hapuspaketobat/:id',
    permission: 'farmasi.obat:manage',
    tags: tagsPaket,
    summary: 'Menonaktifkan paket obat (data tetap tersimpan)',
    params: idParamSchema,
    responses: { 200: itemEnvelope(paketObatSchema) },
    galat: [404],
  }),
};
