import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  depositInputSchema,
  depositKunjunganQuerySchema,
  depositKunjunganSchema,
  depositSchema,
  laporanDepositQuerySchema,
  laporanDepositSchema,
} from './deposit.ts';
import { kertasQuerySchema } from './shift.ts';

const tags = ['Kasir: Deposit'];

/**
 * Deposits of a visit (docs/kasir.md "Shift dan deposit"): taken in and refunded at the cashier in
 * an open shift (kasir.bayar:write), read on the bill (kasir.antrian:read), and the deposit report
 * /laporan-deposit (kasir.laporan:read). Using a deposit against the bill is the payment's job.
 */
export const depositApi = {
  kunjungan: kontrak({
    method: 'GET',
    path: '/kasir/deposit',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Deposit sebuah kunjungan: setoran, pemakaian, pengembalian (terlama dahulu) dan saldonya',
    query: depositKunjunganQuerySchema,
    responses: { 200: itemEnvelope(depositKunjunganSchema) },
    galat: [400, 403, 404],
  }),
  setor: kontrak({
    method: 'POST',
    path: '/kasir/deposit',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Menerima deposit (uang muka) untuk kunjungan aktif dalam shift kasir yang terbuka; nomor DEP-YYYYMMDD-NNNN',
    body: depositInputSchema,
    responses: { 201: itemEnvelope(depositSchema) },
    galat: [400, 403, 404, 409],
  }),
  refund: kontrak({
    method: 'POST',
    path: '/kasir/deposit/refund',
    permission: 'kasir.bayar:write',
    tags,
    summary:
      'Mengembalikan sebagian atau seluruh saldo deposit kunjungan (tidak pernah di bawah 0: 409 deposit.tidak_cukup)',
    body: depositInputSchema,
    responses: { 201: itemEnvelope(depositSchema) },
    galat: [400, 403, 404, 409],
  }),
  bukti: kontrak({
    method: 'GET',
    path: '/kasir/deposit/:uid/bukti.pdf',
    batas: 'pdf',
    permission: 'kasir.antrian:read',
    tags,
    summary: 'Bukti setoran atau pengembalian deposit (PDF 80 mm, atau A4 dengan kertas=A4) dengan terbilang',
    params: uidParamSchema,
    query: kertasQuerySchema('80mm'),
    galat: [400, 403, 404],
  }),
  laporan: kontrak({
    method: 'GET',
    path: '/kasir/laporan-deposit',
    permission: 'kasir.laporan:read',
    tags,
    summary:
      'Laporan deposit: mutasi pada rentang tanggal (WIB) dengan total setor, pakai, kembali; saldo awal/akhir dan saldo per kunjungan',
    query: laporanDepositQuerySchema,
    responses: {
      200: laporanDepositSchema.describe(
        'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4',
      ),
    },
    galat: [400, 403],
  }),
};
