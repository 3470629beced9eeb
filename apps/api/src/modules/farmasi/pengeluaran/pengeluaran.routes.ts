import {
  batalPengeluaranInputSchema,
  daftarPengeluaranSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  laporanPengeluaranQuerySchema,
  laporanPengeluaranSchema,
  pengeluaranInputSchema,
  pengeluaranQuerySchema,
  pengeluaranSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { kirimXlsx } from '../laporan/laporan.xlsx.ts';
import { ambilPengeluaran, daftarPengeluaran } from './pengeluaran.baca.ts';
import { namaBerkasLaporan, pdfLaporanPengeluaran, xlsxLaporanPengeluaran } from './pengeluaran.cetak.ts';
import { laporanPengeluaran } from './pengeluaran.laporan.ts';
import { batalkanPengeluaran, buatPengeluaran } from './pengeluaran.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The pharmacy till's expense book (/pengeluaran-obat) and the pharmacy cashier's report
 * (/laporan-pengeluaran); docs/farmasi.md "Pengeluaran farmasi". Reading needs
 * farmasi.pengeluaran:read; adding and voiding need farmasi.pengeluaran:manage and the depot's
 * decrement_stock right (spec §6), checked in the service.
 */
export async function pengeluaranRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Farmasi: Pengeluaran'];

  app.get(
    '/farmasi/pengeluaran',
    {
      config: { permission: 'farmasi.pengeluaran:read' },
      schema: {
        tags,
        summary: 'Buku pengeluaran kas farmasi (tanggal, depo, kategori, status; cari nomor, uraian, nota)',
        querystring: pengeluaranQuerySchema,
        response: { 200: daftarPengeluaranSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => daftarPengeluaran(db, request.query),
  );

  app.get(
    '/farmasi/pengeluaran/:uid',
    {
      config: { permission: 'farmasi.pengeluaran:read' },
      schema: {
        tags,
        summary: 'Satu pengeluaran kas farmasi',
        params: uidParamSchema,
        response: { 200: itemEnvelope(pengeluaranSchema), ...galat },
      },
    },
    async (request) => ({ respon: await ambilPengeluaran(db, request.params.uid) }),
  );

  app.post(
    '/farmasi/pengeluaran',
    {
      config: { permission: 'farmasi.pengeluaran:manage' },
      schema: {
        tags,
        summary: 'Mencatat pengeluaran dari kas depo farmasi; nomor PGL-YYYYMMDD-NNNN',
        body: pengeluaranInputSchema,
        response: { 201: itemEnvelope(pengeluaranSchema), ...galat },
      },
    },
    async (request, reply) => {
      const p = await buatPengeluaran(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: p });
    },
  );

  app.post(
    '/farmasi/pengeluaran/:uid/batal',
    {
      config: { permission: 'farmasi.pengeluaran:manage' },
      schema: {
        tags,
        summary: 'Membatalkan pengeluaran dengan alasan (tidak pernah diubah atau dihapus)',
        params: uidParamSchema,
        body: batalPengeluaranInputSchema,
        response: { 200: itemEnvelope(pengeluaranSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      respon: await batalkanPengeluaran(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.get(
    '/farmasi/laporan/pengeluaran',
    {
      config: { permission: 'farmasi.pengeluaran:read' },
      schema: {
        tags,
        summary:
          'Laporan kasir farmasi per hari: penjualan dibayar di loket farmasi, pengembalian, pengeluaran per kategori, bersih',
        querystring: laporanPengeluaranQuerySchema,
        response: {
          200: laporanPengeluaranSchema.describe(
            'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4',
          ),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanPengeluaran(db, ctx, request.query);
      if (request.query.format === 'xlsx')
        return kirimXlsx(reply, `${namaBerkasLaporan(l)}.xlsx`, await xlsxLaporanPengeluaran(l));
      if (request.query.format === 'pdf')
        return kirimPdf(reply, `${namaBerkasLaporan(l)}.pdf`, await pdfLaporanPengeluaran(db, ctx, l));
      return l;
    },
  );
}
