import {
  depositInputSchema,
  depositKunjunganQuerySchema,
  depositKunjunganSchema,
  depositSchema,
  errorEnvelopeSchema,
  itemEnvelope,
  kertasQuerySchema,
  laporanDepositQuerySchema,
  laporanDepositSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { kirimXlsx } from '../../farmasi/laporan/laporan.xlsx.ts';
import { kirimPdf } from '../shift/shift.routes.ts';
import { depositKunjungan } from './deposit.baca.ts';
import { namaBerkasLaporanDeposit, pdfLaporanDeposit, xlsxLaporanDeposit } from './deposit.cetak.ts';
import { laporanDeposit } from './deposit.laporan.ts';
import { pdfBuktiDeposit } from './deposit.pdf.ts';
import { refundDeposit, setorDeposit } from './deposit.service.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Deposits of a visit (docs/kasir.md "Shift dan deposit"): taken in and refunded at the cashier in
 * an open shift (kasir.bayar:write), read on the bill (kasir.antrian:read), and the deposit report
 * /laporan-deposit (kasir.laporan:read). Using a deposit against the bill is the payment's job.
 */
export async function depositRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Kasir: Deposit'];

  app.get(
    '/kasir/deposit',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary: 'Deposit sebuah kunjungan: setoran, pemakaian, pengembalian (terlama dahulu) dan saldonya',
        querystring: depositKunjunganQuerySchema,
        response: { 200: itemEnvelope(depositKunjunganSchema), ...galat },
      },
    },
    async (request) => ({ respon: await depositKunjungan(db, request.query.kunjungan_uid) }),
  );

  app.post(
    '/kasir/deposit',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Menerima deposit (uang muka) untuk kunjungan aktif dalam shift kasir yang terbuka; nomor DEP-YYYYMMDD-NNNN',
        body: depositInputSchema,
        response: { 201: itemEnvelope(depositSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const d = await setorDeposit(db, ctxOf(request, deps), request.body);
      return reply.code(201).send({ respon: d });
    },
  );

  app.post(
    '/kasir/deposit/refund',
    {
      config: { permission: 'kasir.bayar:write' },
      schema: {
        tags,
        summary:
          'Mengembalikan sebagian atau seluruh saldo deposit kunjungan (tidak pernah di bawah 0: 409 DEPOSIT_TIDAK_CUKUP)',
        body: depositInputSchema,
        response: { 201: itemEnvelope(depositSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const d = await refundDeposit(db, ctxOf(request, deps), request.body);
      return reply.code(201).send({ respon: d });
    },
  );

  app.get(
    '/kasir/deposit/:uid/bukti.pdf',
    {
      config: { permission: 'kasir.antrian:read' },
      schema: {
        tags,
        summary:
          'Bukti setoran atau pengembalian deposit (PDF 80 mm, atau A4 dengan kertas=A4) dengan terbilang',
        params: uidParamSchema,
        querystring: kertasQuerySchema('80mm'),
        response: galat,
      },
    },
    async (request, reply) => {
      const { nama, pdf } = await pdfBuktiDeposit(
        db,
        ctxOf(request, deps),
        request.params.uid,
        request.query.kertas,
      );
      return kirimPdf(reply, nama, pdf);
    },
  );

  app.get(
    '/kasir/laporan-deposit',
    {
      config: { permission: 'kasir.laporan:read' },
      schema: {
        tags,
        summary:
          'Laporan deposit: mutasi pada rentang tanggal (WIB) dengan total setor, pakai, kembali; saldo awal/akhir dan saldo per kunjungan',
        querystring: laporanDepositQuerySchema,
        response: {
          200: laporanDepositSchema.describe(
            'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4',
          ),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await laporanDeposit(db, ctx, request.query);
      if (request.query.format === 'xlsx')
        return kirimXlsx(reply, `${namaBerkasLaporanDeposit(l)}.xlsx`, await xlsxLaporanDeposit(l));
      if (request.query.format === 'pdf')
        return kirimPdf(reply, `${namaBerkasLaporanDeposit(l)}.pdf`, await pdfLaporanDeposit(db, ctx, l));
      return l;
    },
  );
}
