import {
  dashboardKasirSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  laporanByItemQuerySchema,
  laporanByItemSchema,
  laporanKasirQuerySchema,
  laporanKasirSchema,
  laporanOperasiQuerySchema,
  laporanOperasiSchema,
  laporanPasienQuerySchema,
  laporanPasienSchema,
} from '@rawat/domain';
import type { z } from 'zod';
import { type App, ctxOf, type Deps, kirimPdf, type Reply } from '../../../platform/http.ts';
import { kirimXlsx } from '../../farmasi/laporan/laporan.xlsx.ts';
import { dashboardKasir } from './dashboard.baca.ts';
import { namaBerkas } from './laporan.pdf.ts';
import { laporanByItem, laporanOperasi } from './laporan-item.baca.ts';
import {
  JUDUL_LAPORAN_ITEM,
  JUDUL_LAPORAN_OPERASI,
  pdfLaporanByItem,
  pdfLaporanOperasi,
  xlsxLaporanByItem,
  xlsxLaporanOperasi,
} from './laporan-item.cetak.ts';
import { laporanKasir } from './laporan-kasir.baca.ts';
import {
  JUDUL_LAPORAN_KASIR,
  JUDUL_LAPORAN_PASIEN,
  pdfLaporanKasir,
  pdfLaporanPasien,
  xlsxLaporanKasir,
  xlsxLaporanPasien,
} from './laporan-kasir.cetak.ts';
import { laporanPasien } from './laporan-pasien.baca.ts';

const KETERANGAN_FORMAT =
  'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4';

/** Answers the report as JSON, or as the workbook or PDF the query asked for. */
async function jawab<L extends { dari: string; sampai: string }>(
  reply: Reply,
  format: 'json' | 'xlsx' | 'pdf',
  judul: string,
  l: L,
  xlsx: (l: L) => Promise<Buffer>,
  pdf: (l: L) => Promise<Buffer>,
) {
  if (format === 'xlsx') return kirimXlsx(reply, `${namaBerkas(judul, l)}.xlsx`, await xlsx(l));
  if (format === 'pdf') return kirimPdf(reply, `${namaBerkas(judul, l)}.pdf`, await pdf(l));
  return l;
}

const respon = (s: z.ZodType) => ({ 200: s.describe(KETERANGAN_FORMAT), 400: errorEnvelopeSchema });

/**
 * The cashier dashboard and reports (/dashboard-kasir, /laporan-kasir, -by-item, -operasi,
 * -pasien); docs/kasir.md "Laporan kasir". Reading only: kasir.dashboard:read for the dashboard,
 * kasir.laporan:read for the reports.
 */
export async function laporanKasirRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Kasir: Laporan'];

  app.get(
    '/kasir/dashboard',
    {
      config: { permission: 'kasir.dashboard:read' },
      schema: {
        tags,
        summary:
          'Dashboard kasir: pendapatan hari ini per penjamin, cara bayar dan jenis transaksi, tagihan terbuka, 30 hari terakhir',
        response: { 200: itemEnvelope(dashboardKasirSchema) },
      },
    },
    async (request) => ({ respon: await dashboardKasir(db, ctxOf(request, deps)) }),
  );

  app.get(
    '/kasir/laporan/kasir',
    {
      config: { permission: 'kasir.laporan:read' },
      schema: {
        tags,
        summary:
          'Laporan kasir: kuitansi dan pembatalan dalam rentang, dikelompokkan per hari, kasir, cara bayar atau penjamin',
        querystring: laporanKasirQuerySchema,
        response: respon(laporanKasirSchema),
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanKasir(db, ctx, request.query);
      return jawab(reply, request.query.format, JUDUL_LAPORAN_KASIR, l, xlsxLaporanKasir, (x) =>
        pdfLaporanKasir(db, ctx, x),
      );
    },
  );

  app.get(
    '/kasir/laporan/item',
    {
      config: { permission: 'kasir.laporan:read' },
      schema: {
        tags,
        summary: 'Laporan per item: tagihan yang dibayar kuitansi berlaku dalam rentang, per jenis dan item',
        querystring: laporanByItemQuerySchema,
        response: respon(laporanByItemSchema),
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanByItem(db, ctx, request.query);
      return jawab(reply, request.query.format, JUDUL_LAPORAN_ITEM, l, xlsxLaporanByItem, (x) =>
        pdfLaporanByItem(db, ctx, x),
      );
    },
  );

  app.get(
    '/kasir/laporan/operasi',
    {
      config: { permission: 'kasir.laporan:read' },
      schema: {
        tags,
        summary:
          'Laporan operasi: tindakan operatif yang dibayar dalam rentang, dengan golongan dan operator',
        querystring: laporanOperasiQuerySchema,
        response: respon(laporanOperasiSchema),
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanOperasi(db, ctx, request.query);
      return jawab(reply, request.query.format, JUDUL_LAPORAN_OPERASI, l, xlsxLaporanOperasi, (x) =>
        pdfLaporanOperasi(db, ctx, x),
      );
    },
  );

  app.get(
    '/kasir/laporan/pasien',
    {
      config: { permission: 'kasir.laporan:read' },
      schema: {
        tags,
        summary: 'Laporan pasien: per pasien kunjungan terbayar, tagihan, bagian penjamin, diskon, dibayar',
        querystring: laporanPasienQuerySchema,
        response: respon(laporanPasienSchema),
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanPasien(db, ctx, request.query);
      return jawab(reply, request.query.format, JUDUL_LAPORAN_PASIEN, l, xlsxLaporanPasien, (x) =>
        pdfLaporanPasien(db, ctx, x),
      );
    },
  );
}
