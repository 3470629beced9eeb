import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  detailFeeQuerySchema,
  detailFeeSchema,
  feeAturanInputSchema,
  feeAturanQuerySchema,
  feeAturanSchema,
  ringkasanFeeQuerySchema,
  ringkasanFeeSchema,
} from './fee.ts';

const tags = ['Kasir: Fee Dokter'];
const BERKAS = 'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4';

/**
 * Doctor fee rules (/kelola-fee, kasir.fee:manage) and the fees paid charges earned (/antrian-FEE,
 * /detailfee, kasir.fee:read: a doctor their own, whoever manages fees everyone's — the service
 * checks whose fee it is). docs/kasir.md "Fee dokter".
 */
export const feeApi = {
  daftarAturan: kontrak({
    method: 'GET',
    path: '/kasir/fee/aturan',
    permission: 'kasir.fee:manage',
    tags,
    summary: 'Aturan fee dokter (dokter, jenis tagihan, status; cari nama dokter, NIP, tindakan)',
    query: feeAturanQuerySchema,
    responses: { 200: listEnvelope(feeAturanSchema) },
    galat: [400, 403],
  }),
  buatAturan: kontrak({
    method: 'POST',
    path: '/kasir/fee/aturan',
    permission: 'kasir.fee:manage',
    tags,
    summary:
      'Membuat aturan fee: per dokter dan jenis tagihan, opsional untuk satu tindakan; persentase atau nominal per unit',
    body: feeAturanInputSchema,
    responses: { 201: itemEnvelope(feeAturanSchema) },
    galat: [400, 403, 409],
  }),
  ubahAturan: kontrak({
    method: 'PUT',
    path: '/kasir/fee/aturan/:uid',
    permission: 'kasir.fee:manage',
    tags,
    summary:
      'Mengubah aturan fee: versi lama dinonaktifkan dan versi baru dibuat (fee yang sudah tercatat tidak berubah)',
    params: uidParamSchema,
    body: feeAturanInputSchema,
    responses: { 200: itemEnvelope(feeAturanSchema) },
    galat: [400, 403, 404, 409],
  }),
  nonaktifkanAturan: kontrak({
    method: 'POST',
    path: '/kasir/fee/aturan/:uid/nonaktif',
    permission: 'kasir.fee:manage',
    tags,
    summary: 'Menonaktifkan aturan fee: tagihan yang dibayar sesudahnya tidak lagi mendapat fee ini',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(feeAturanSchema) },
    galat: [400, 403, 404, 409],
  }),
  ringkasan: kontrak({
    method: 'GET',
    path: '/kasir/fee',
    permission: 'kasir.fee:read',
    tags,
    summary:
      'Rekap fee dokter per dokter pada rentang tanggal bayar (dokter: fee sendiri; pengelola fee: semua dokter)',
    query: ringkasanFeeQuerySchema,
    responses: { 200: ringkasanFeeSchema.describe(BERKAS) },
    galat: [400, 403],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/kasir/fee/detail',
    permission: 'kasir.fee:read',
    tags,
    summary:
      'Rincian fee seorang dokter: tanggal, invoice, pasien, item, tagihan, aturan, fee (yang dibatalkan ditandai)',
    query: detailFeeQuerySchema,
    responses: { 200: detailFeeSchema.describe(BERKAS) },
    galat: [400, 403],
  }),
};
