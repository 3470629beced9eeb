import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  alasanDokumenInputSchema,
  dokumenStokQuerySchema,
  dokumenStokRingkasSchema,
  dokumenStokSchema,
  grInputSchema,
  type JenisDokumenStok,
  LABEL_JENIS_DOKUMEN_STOK,
  penuhiSrInputSchema,
  poInputSchema,
  prInputSchema,
  srInputSchema,
} from './dokumen.ts';

const tags = ['Farmasi: Dokumen Stok'];
const hasil = { 200: itemEnvelope(dokumenStokSchema) };
const dibuat = { 201: itemEnvelope(dokumenStokSchema) };

/** The list and the detail of one kind of stock document, at /farmasi/stok/{sr|pr|po|gr}. */
function bacaDokumen(jenis: JenisDokumenStok) {
  const path = `/farmasi/stok/${jenis.toLowerCase()}`;
  return {
    daftar: kontrak({
      method: 'GET',
      path,
      permission: 'farmasi.stok:read',
      tags,
      summary: `${LABEL_JENIS_DOKUMEN_STOK[jenis]} (${jenis}), terbaru dahulu; cari nomor, faktur atau supplier`,
      query: dokumenStokQuerySchema,
      responses: { 200: listEnvelope(dokumenStokRingkasSchema) },
      galat: [400],
    }),
    detail: kontrak({
      method: 'GET',
      path: `${path}/:uid`,
      permission: 'farmasi.stok:read',
      tags,
      summary: `Detail ${LABEL_JENIS_DOKUMEN_STOK[jenis]}: baris, riwayat status, dokumen turunan`,
      params: uidParamSchema,
      responses: { 200: itemEnvelope(dokumenStokSchema) },
      galat: [400, 403, 404],
    }),
  };
}

/**
 * The stock documents of the /stok tabs (docs/farmasi.md "Stock documents"): SR, PR, PO, GR.
 * Reading needs farmasi.stok:read, writing farmasi.stok:manage; each write also needs its
 * pharmacy-location right (spec §6), checked in the services with wajibAksesLokasi.
 */
export const dokumenStokApi = {
  baca: {
    SR: bacaDokumen('SR'),
    PR: bacaDokumen('PR'),
    PO: bacaDokumen('PO'),
    GR: bacaDokumen('GR'),
  } satisfies Record<JenisDokumenStok, ReturnType<typeof bacaDokumen>>,
  buatSr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/sr',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Depo meminta stok ke gudang (stock_requisition_create di depo peminta)',
    body: srInputSchema,
    responses: dibuat,
    galat: [400, 403, 404, 409],
  }),
  penuhiSr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/sr/:uid/penuhi',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Gudang mengirim stok (boleh sebagian), FEFO (transfer_stock di gudang)',
    params: uidParamSchema,
    body: penuhiSrInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  tolakSr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/sr/:uid/tolak',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Gudang menolak sisa permintaan stok dengan alasan (stock_requisition_reject di gudang)',
    params: uidParamSchema,
    body: alasanDokumenInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  buatPr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/pr',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Permintaan pembelian (purchase_requisition_create di lokasinya)',
    body: prInputSchema,
    responses: dibuat,
    galat: [400, 403, 404, 409],
  }),
  tolakPr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/pr/:uid/tolak',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Menolak permintaan pembelian dengan alasan (purchase_order_create di lokasinya)',
    params: uidParamSchema,
    body: alasanDokumenInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  buatPo: kontrak({
    method: 'POST',
    path: '/farmasi/stok/po',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Pesanan pembelian ke supplier, dari PR atau langsung (purchase_order_create)',
    body: poInputSchema,
    responses: dibuat,
    galat: [400, 403, 404, 409],
  }),
  batalPo: kontrak({
    method: 'POST',
    path: '/farmasi/stok/po/:uid/batal',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Membatalkan PO yang belum diterima sama sekali, dengan alasan',
    params: uidParamSchema,
    body: alasanDokumenInputSchema,
    responses: hasil,
    galat: [400, 403, 404, 409],
  }),
  /** A PDF: no JSON answer to describe. */
  pdfPo: kontrak({
    method: 'GET',
    path: '/farmasi/stok/po/:uid/pdf',
    batas: 'pdf',
    permission: 'farmasi.stok:read',
    tags,
    summary: 'Surat pesanan (PDF A4) dengan kop fasilitas',
    params: uidParamSchema,
  }),
  buatGr: kontrak({
    method: 'POST',
    path: '/farmasi/stok/gr',
    permission: 'farmasi.stok:manage',
    tags,
    summary: 'Penerimaan barang atas PO: batch, kedaluwarsa, harga; stok masuk (goods_receipt_create)',
    body: grInputSchema,
    responses: dibuat,
    galat: [400, 403, 404, 409],
  }),
};
