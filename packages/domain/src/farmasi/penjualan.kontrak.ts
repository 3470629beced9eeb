import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalPenjualanInputSchema,
  bayarPenjualanInputSchema,
  obatPenjualanQuerySchema,
  obatPenjualanSchema,
  penjualanInputSchema,
  penjualanQuerySchema,
  penjualanRingkasSchema,
  penjualanSchema,
} from './penjualan.ts';

const tags = ['Farmasi: Penjualan Mandiri'];
const hasil = { 200: itemEnvelope(penjualanSchema) };

/**
 * Over-the-counter sales to walk-in buyers (/farmasi/penjualan-mandiri, /obat-mandiri,
 * /antrian-obat-mandiri; docs/farmasi.md "Penjualan mandiri"). Reading needs farmasi.mandiri:read,
 * writing farmasi.mandiri:manage; selling, handing over and cancelling also need the depot's
 * location right (spec §6), checked in the service.
 */
export const penjualanApi = {
  cariObat: kontrak({
    method: 'GET',
    path: '/farmasi/penjualan/obat',
    permission: 'farmasi.mandiri:read',
    tags,
    summary: 'Obat aktif dengan harga jual umum dan stok layak di depo (nama, generik, kode)',
    query: obatPenjualanQuerySchema,
    responses: { 200: listEnvelope(obatPenjualanSchema) },
    galat: [400],
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/farmasi/penjualan',
    permission: 'farmasi.mandiri:read',
    tags,
    summary: 'Penjualan mandiri (tanggal, status, depo, tempat bayar; cari nomor, antrian, nama, telepon)',
    query: penjualanQuerySchema,
    responses: { 200: listEnvelope(penjualanRingkasSchema) },
    galat: [400],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/farmasi/penjualan/:uid',
    permission: 'farmasi.mandiri:read',
    tags,
    summary: 'Detail penjualan mandiri dengan baris obat',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(penjualanSchema) },
    galat: [400, 403, 404],
  }),
  /** A PDF: no JSON answer to describe. */
  struk: kontrak({
    method: 'GET',
    path: '/farmasi/penjualan/:uid/struk',
    batas: 'pdf',
    permission: 'farmasi.mandiri:read',
    tags,
    summary: 'Struk/kuitansi penjualan (PDF 80 mm): obat, total, dibayar, kembali, terbilang',
    params: uidParamSchema,
  }),
  buat: kontrak({
    method: 'POST',
    path: '/farmasi/penjualan',
    permission: 'farmasi.mandiri:manage',
    tags,
    summary: 'Mendaftarkan pembeli mandiri dan obatnya (harga umum dihitung server); nomor antrian M-…',
    body: penjualanInputSchema,
    responses: { 201: itemEnvelope(penjualanSchema) },
    galat: [400, 403, 404, 409],
  }),
  bayar: kontrak({
    method: 'POST',
    path: '/farmasi/penjualan/:uid/bayar',
    permission: 'farmasi.mandiri:manage',
    tags,
    summary: 'Pembayaran tunai di loket farmasi (uang diterima ≥ total; kembalian dihitung)',
    params: uidParamSchema,
    body: bayarPenjualanInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  panggil: kontrak({
    method: 'POST',
    path: '/farmasi/penjualan/:uid/panggil',
    permission: 'farmasi.mandiri:manage',
    tags,
    summary: 'Memanggil nomor antrian pembeli (boleh diulang selama belum diserahkan)',
    params: uidParamSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  serahkan: kontrak({
    method: 'POST',
    path: '/farmasi/penjualan/:uid/serahkan',
    permission: 'farmasi.mandiri:manage',
    tags,
    summary: 'Menyerahkan obat yang sudah lunas: stok depo berkurang (FEFO, mutasi PENJUALAN)',
    params: uidParamSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/farmasi/penjualan/:uid/batal',
    permission: 'farmasi.mandiri:manage',
    tags,
    summary: 'Membatalkan penjualan dengan alasan; obat yang sudah diserahkan kembali ke stok',
    params: uidParamSchema,
    body: batalPenjualanInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
};
