import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  batalPengeluaranInputSchema,
  daftarPengeluaranSchema,
  laporanPengeluaranQuerySchema,
  laporanPengeluaranSchema,
  pengeluaranInputSchema,
  pengeluaranQuerySchema,
  pengeluaranSchema,
} from './pengeluaran.ts';

const tags = ['Farmasi: Pengeluaran'];

/**
 * The pharmacy till's expense book (/pengeluaran-obat) and the pharmacy cashier's report
 * (/laporan-pengeluaran); docs/farmasi.md "Pengeluaran farmasi". Reading needs
 * farmasi.pengeluaran:read; adding and voiding need farmasi.pengeluaran:manage and the depot's
 * decrement_stock right (spec §6), checked in the service.
 */
export const pengeluaranApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/farmasi/pengeluaran',
    permission: 'farmasi.pengeluaran:read',
    tags,
    summary: 'Buku pengeluaran kas farmasi (tanggal, depo, kategori, status; cari nomor, uraian, nota)',
    query: pengeluaranQuerySchema,
    responses: { 200: daftarPengeluaranSchema },
    galat: [400],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/farmasi/pengeluaran/:uid',
    permission: 'farmasi.pengeluaran:read',
    tags,
    summary: 'Satu pengeluaran kas farmasi',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(pengeluaranSchema) },
    galat: [400, 403, 404],
  }),
  catat: kontrak({
    method: 'POST',
    path: '/farmasi/pengeluaran',
    permission: 'farmasi.pengeluaran:manage',
    tags,
    summary: 'Mencatat pengeluaran dari kas depo farmasi; nomor PGL-YYYYMMDD-NNNN',
    body: pengeluaranInputSchema,
    responses: { 201: itemEnvelope(pengeluaranSchema) },
    galat: [400, 403, 404],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/farmasi/pengeluaran/:uid/batal',
    permission: 'farmasi.pengeluaran:manage',
    tags,
    summary: 'Membatalkan pengeluaran dengan alasan (tidak pernah diubah atau dihapus)',
    params: uidParamSchema,
    body: batalPengeluaranInputSchema,
    responses: { 200: itemEnvelope(pengeluaranSchema) },
    galat: [400, 403, 404, 409],
  }),
  laporan: kontrak({
    method: 'GET',
    path: '/farmasi/laporan/pengeluaran',
    permission: 'farmasi.pengeluaran:read',
    tags,
    summary:
      'Laporan kasir farmasi per hari: penjualan dibayar di loket farmasi, pengembalian, pengeluaran per kategori, bersih',
    query: laporanPengeluaranQuerySchema,
    responses: {
      200: laporanPengeluaranSchema.describe(
        'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4',
      ),
    },
    galat: [400],
  }),
};
