import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  dashboardKasirSchema,
  laporanByItemQuerySchema,
  laporanByItemSchema,
  laporanKasirQuerySchema,
  laporanKasirSchema,
  laporanOperasiQuerySchema,
  laporanOperasiSchema,
  laporanPasienQuerySchema,
  laporanPasienSchema,
} from './laporan.ts';

const tags = ['Kasir: Laporan'];
const KETERANGAN_FORMAT =
  'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4';

/**
 * The cashier dashboard and reports (/dashboard-kasir, /laporan-kasir, -by-item, -operasi,
 * -pasien); docs/kasir.md "Laporan kasir". Reading only: kasir.dashboard:read for the dashboard,
 * kasir.laporan:read for the reports, each report JSON by default or a file with `format`.
 */
export const laporanKasirApi = {
  dashboard: kontrak({
    method: 'GET',
    path: '/kasir/dashboard',
    permission: 'kasir.dashboard:read',
    tags,
    summary:
      'Dashboard kasir: pendapatan hari ini per penjamin, cara bayar dan jenis transaksi, tagihan terbuka, 30 hari terakhir',
    responses: { 200: itemEnvelope(dashboardKasirSchema) },
  }),
  kasir: kontrak({
    method: 'GET',
    path: '/kasir/laporan/kasir',
    permission: 'kasir.laporan:read',
    tags,
    summary:
      'Laporan kasir: kuitansi dan pembatalan dalam rentang, dikelompokkan per hari, kasir, cara bayar atau penjamin',
    query: laporanKasirQuerySchema,
    responses: { 200: laporanKasirSchema.describe(KETERANGAN_FORMAT) },
    galat: [400],
  }),
  item: kontrak({
    method: 'GET',
    path: '/kasir/laporan/item',
    permission: 'kasir.laporan:read',
    tags,
    summary: 'Laporan per item: tagihan yang dibayar kuitansi berlaku dalam rentang, per jenis dan item',
    query: laporanByItemQuerySchema,
    responses: { 200: laporanByItemSchema.describe(KETERANGAN_FORMAT) },
    galat: [400],
  }),
  operasi: kontrak({
    method: 'GET',
    path: '/kasir/laporan/operasi',
    permission: 'kasir.laporan:read',
    tags,
    summary: 'Laporan operasi: tindakan operatif yang dibayar dalam rentang, dengan golongan dan operator',
    query: laporanOperasiQuerySchema,
    responses: { 200: laporanOperasiSchema.describe(KETERANGAN_FORMAT) },
    galat: [400],
  }),
  pasien: kontrak({
    method: 'GET',
    path: '/kasir/laporan/pasien',
    permission: 'kasir.laporan:read',
    tags,
    summary: 'Laporan pasien: per pasien kunjungan terbayar, tagihan, bagian penjamin, diskon, dibayar',
    query: laporanPasienQuerySchema,
    responses: { 200: laporanPasienSchema.describe(KETERANGAN_FORMAT) },
    galat: [400],
  }),
};
