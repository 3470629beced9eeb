import { z } from 'zod';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { hasilLabInputSchema, koreksiLabInputSchema, laborDetailSchema } from './labor.ts';
import { kontrakWorklist } from './unit.kontrak.ts';
import { catatanLangkahSchema } from './unit.ts';

const tags = ['Laboratorium'];
const langkah = {
  params: uidParamSchema,
  responses: { 200: itemEnvelope(laborDetailSchema) },
  galat: [400, 403, 404, 409],
} as const;

/**
 * The laboratory's work on orders from the clinics (docs/penunjang.md): worklist, sample taking
 * with its label, results, validation, correction, printing and cancelling.
 */
export const laborApi = {
  ...kontrakWorklist({
    path: '/labor',
    tag: 'Laboratorium',
    nama: 'laboratorium',
    izin: { antrian: 'labor.antrian:read', hasil: 'labor.hasil:read', batal: 'labor.hasil:write' },
    detail: laborDetailSchema,
    ringkasan: {
      jumlah: 'Jumlah order laboratorium per status (untuk chip status)',
      detail: 'Detail order laboratorium: riwayat status, lembar hasil berlaku dan versi yang dikoreksi',
    },
  }),
  sampel: kontrak({
    method: 'POST',
    path: '/labor/:uid/sampel',
    permission: 'labor.hasil:write',
    tags,
    summary: 'Mengambil sampel (Diminta → Sampel Diambil): menagih pemeriksaan dan membuat lembar hasil',
    body: catatanLangkahSchema,
    ...langkah,
  }),
  proses: kontrak({
    method: 'POST',
    path: '/labor/:uid/proses',
    permission: 'labor.hasil:write',
    tags,
    summary: 'Memproses sampel (Sampel Diambil → Diproses)',
    body: catatanLangkahSchema,
    ...langkah,
  }),
  simpanHasil: kontrak({
    method: 'PUT',
    path: '/labor/:uid/hasil',
    permission: 'labor.hasil:write',
    tags,
    summary: 'Mengisi hasil (Diproses/Hasil Diisi); lengkap → Hasil Diisi',
    body: hasilLabInputSchema,
    ...langkah,
  }),
  validasi: kontrak({
    method: 'POST',
    path: '/labor/:uid/validasi',
    permission: 'labor.hasil:validate',
    tags,
    summary: 'Memvalidasi hasil yang lengkap (Hasil Diisi → Tervalidasi); hasil terkunci',
    body: z.object({}).optional(),
    ...langkah,
  }),
  koreksi: kontrak({
    method: 'POST',
    path: '/labor/:uid/koreksi',
    permission: 'labor.hasil:validate',
    tags,
    summary: 'Koreksi hasil tervalidasi: versi baru tervalidasi, versi lama tetap tampil sebagai Dikoreksi',
    body: koreksiLabInputSchema,
    ...langkah,
  }),
  label: kontrak({
    method: 'GET',
    path: '/labor/:uid/label.pdf',
    batas: 'pdf',
    permission: 'labor.antrian:read',
    tags,
    summary: 'Label spesimen 50 × 30 mm dengan barcode nomor order (setelah sampel diambil)',
    params: uidParamSchema,
  }),
};
