import {
  detailFeeQuerySchema,
  detailFeeSchema,
  errorEnvelopeSchema,
  feeAturanInputSchema,
  feeAturanQuerySchema,
  feeAturanSchema,
  itemEnvelope,
  listEnvelope,
  ringkasanFeeQuerySchema,
  ringkasanFeeSchema,
  uidParamSchema,
} from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { kirimXlsx } from '../../farmasi/laporan/laporan.xlsx.ts';
import { buatAturan, daftarAturan, nonaktifkanAturan, ubahAturan } from './fee.aturan.ts';
import { detailFee, ringkasanFee } from './fee.baca.ts';
import {
  namaBerkasDetail,
  namaBerkasRingkasan,
  pdfDetailFee,
  pdfRingkasanFee,
  xlsxDetailFee,
  xlsxRingkasanFee,
} from './fee.cetak.ts';

const galat = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const BERKAS = 'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4';

/**
 * Doctor fee rules (/kelola-fee, kasir.fee:manage) and the fees paid charges earned (/antrian-FEE,
 * /detailfee, kasir.fee:read: a doctor their own, whoever manages fees everyone's). docs/kasir.md
 * "Fee dokter".
 */
export async function feeRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tags = ['Kasir: Fee Dokter'];

  app.get(
    '/kasir/fee/aturan',
    {
      config: { permission: 'kasir.fee:manage' },
      schema: {
        tags,
        summary: 'Aturan fee dokter (dokter, jenis tagihan, status; cari nama dokter, NIP, tindakan)',
        querystring: feeAturanQuerySchema,
        response: { 200: listEnvelope(feeAturanSchema), ...galat },
      },
    },
    async (request) => daftarAturan(db, request.query),
  );

  app.post(
    '/kasir/fee/aturan',
    {
      config: { permission: 'kasir.fee:manage' },
      schema: {
        tags,
        summary:
          'Membuat aturan fee: per dokter dan jenis tagihan, opsional untuk satu tindakan; persentase atau nominal per unit',
        body: feeAturanInputSchema,
        response: { 201: itemEnvelope(feeAturanSchema), ...galat, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const a = await buatAturan(db, ctxOf(request, deps), request.body);
      return reply.status(201).send({ respon: a });
    },
  );

  app.put(
    '/kasir/fee/aturan/:uid',
    {
      config: { permission: 'kasir.fee:manage' },
      schema: {
        tags,
        summary:
          'Mengubah aturan fee: versi lama dinonaktifkan dan versi baru dibuat (fee yang sudah tercatat tidak berubah)',
        params: uidParamSchema,
        body: feeAturanInputSchema,
        response: {
          200: itemEnvelope(feeAturanSchema),
          ...galat,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      respon: await ubahAturan(db, ctxOf(request, deps), request.params.uid, request.body),
    }),
  );

  app.post(
    '/kasir/fee/aturan/:uid/nonaktif',
    {
      config: { permission: 'kasir.fee:manage' },
      schema: {
        tags,
        summary: 'Menonaktifkan aturan fee: tagihan yang dibayar sesudahnya tidak lagi mendapat fee ini',
        params: uidParamSchema,
        response: {
          200: itemEnvelope(feeAturanSchema),
          ...galat,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ respon: await nonaktifkanAturan(db, ctxOf(request, deps), request.params.uid) }),
  );

  app.get(
    '/kasir/fee',
    {
      config: { permission: 'kasir.fee:read' },
      schema: {
        tags,
        summary:
          'Rekap fee dokter per dokter pada rentang tanggal bayar (dokter: fee sendiri; pengelola fee: semua dokter)',
        querystring: ringkasanFeeQuerySchema,
        response: { 200: ringkasanFeeSchema.describe(BERKAS), ...galat },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await ringkasanFee(db, ctx, request.query);
      if (request.query.format === 'xlsx')
        return kirimXlsx(reply, `${namaBerkasRingkasan(l)}.xlsx`, await xlsxRingkasanFee(l));
      if (request.query.format === 'pdf')
        return kirimPdf(reply, `${namaBerkasRingkasan(l)}.pdf`, await pdfRingkasanFee(db, ctx, l));
      return l;
    },
  );

  app.get(
    '/kasir/fee/detail',
    {
      config: { permission: 'kasir.fee:read' },
      schema: {
        tags,
        summary:
          'Rincian fee seorang dokter: tanggal, invoice, pasien, item, tagihan, aturan, fee (yang dibatalkan ditandai)',
        querystring: detailFeeQuerySchema,
        response: { 200: detailFeeSchema.describe(BERKAS), ...galat },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request, deps);
      const l = await detailFee(db, ctx, request.query);
      if (request.query.format === 'xlsx')
        return kirimXlsx(reply, `${namaBerkasDetail(l)}.xlsx`, await xlsxDetailFee(l));
      if (request.query.format === 'pdf')
        return kirimPdf(reply, `${namaBerkasDetail(l)}.pdf`, await pdfDetailFee(db, ctx, l));
      return l;
    },
  );
}
