import { z } from 'zod';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  barisLaporanDokumenSchema,
  dashboardFarmasiSchema,
  laporanDokumenQuerySchema,
  laporanMutasiQuerySchema,
  laporanMutasiSchema,
  logObatQuerySchema,
} from './laporan.ts';
import { mutasiStokSchema } from './persediaan.ts';

const tags = ['Farmasi: Laporan'];
const xlsx = 'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx)';

/**
 * Pharmacy reports (farmasi.laporan:read) and the dashboard (farmasi.dashboard:read). Each
 * report answers JSON, or with `format=xlsx` an Excel workbook named in Indonesian.
 */
export const laporanFarmasiApi = {
  mutasiGudang: kontrak({
    method: 'GET',
    path: '/farmasi/laporan/mutasi-gudang',
    permission: 'farmasi.laporan:read',
    tags,
    summary: 'Mutasi stok gudang per produk: stok awal, masuk, keluar, stok akhir pada rentang tanggal',
    query: laporanMutasiQuerySchema,
    responses: { 200: laporanMutasiSchema.describe(xlsx) },
    galat: [400, 404],
  }),
  dokumen: kontrak({
    method: 'GET',
    path: '/farmasi/laporan/dokumen',
    permission: 'farmasi.laporan:read',
    tags,
    summary: 'Laporan dokumen PO, GR atau SO pada rentang tanggal',
    query: laporanDokumenQuerySchema,
    responses: {
      200: listEnvelope(barisLaporanDokumenSchema)
        .extend({ dari: z.string(), sampai: z.string() })
        .describe(xlsx),
    },
    galat: [400, 404],
  }),
  logObat: kontrak({
    method: 'GET',
    path: '/farmasi/laporan/log-obat',
    permission: 'farmasi.laporan:read',
    tags,
    summary: 'Log pengeluaran obat: mutasi RESEP dan PENJUALAN pada rentang tanggal, terbaru dahulu',
    query: logObatQuerySchema,
    responses: {
      200: listEnvelope(mutasiStokSchema).extend({ dari: z.string(), sampai: z.string() }).describe(xlsx),
    },
    galat: [400, 404],
  }),
  dashboard: kontrak({
    method: 'GET',
    path: '/farmasi/dashboard',
    permission: 'farmasi.dashboard:read',
    tags,
    summary: 'Dashboard farmasi: resep hari ini per status, rata-rata waktu tunggu, stok kritis',
    responses: { 200: itemEnvelope(dashboardFarmasiSchema) },
  }),
};
