/** Contracts of the operating theatre (docs/operasi.md). */
import { z } from 'zod';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  BAGIAN_CHECKLIST,
  catatanAnestesiSchema,
  checklistInputSchema,
  jadwalOperasiInputSchema,
  laporanOperasiInputSchema,
  layananOperasiSchema,
  operasiDetailSchema,
  operasiRingkasSchema,
  praAnestesiSchema,
  referensiOperasiSchema,
  ubahStatusOperasiSchema,
} from './operasi.ts';

const tags = ['Ruang Operasi'];
const daftar = <T extends z.ZodType>(s: T) => z.object({ respon: z.array(s) });

/** The board's range: at most five weeks, the theatre optional. */
export const papanOperasiQuerySchema = z
  .object({
    dari: tanggalSchema,
    sampai: tanggalSchema,
    kamar_uid: z.uuid({ message: 'Kamar operasi tidak valid' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.sampai < v.dari)
      ctx.addIssue({ code: 'custom', path: ['sampai'], message: 'Tanggal akhir sebelum tanggal awal' });
    else if (Date.parse(v.sampai) - Date.parse(v.dari) > 35 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['sampai'], message: 'Rentang maksimal 35 hari' });
  });

export const cariLayananOperasiQuerySchema = z.object({
  cari: z.string().trim().min(2, 'Ketik minimal 2 huruf nama atau No. RM').max(100),
});

export const checklistParamSchema = uidParamSchema.extend({
  bagian: z.enum(BAGIAN_CHECKLIST, { message: 'Bagian checklist tidak dikenal' }),
});

export const operasiApi = {
  referensi: kontrak({
    method: 'GET',
    path: '/operasi/referensi',
    permission: 'operasi:read',
    tags,
    summary: 'Kamar operasi, dokter, dan tarif tindakan operatif untuk formulir jadwal',
    responses: { 200: itemEnvelope(referensiOperasiSchema) },
  }),
  papan: kontrak({
    method: 'GET',
    path: '/operasi',
    permission: 'operasi:read',
    tags,
    summary: 'Papan jadwal operasi per kamar dalam rentang tanggal',
    query: papanOperasiQuerySchema,
    responses: { 200: daftar(operasiRingkasSchema) },
    galat: [400],
  }),
  cariLayanan: kontrak({
    method: 'GET',
    path: '/operasi/layanan',
    permission: 'operasi:schedule',
    tags,
    summary: 'Layanan aktif pasien (poli atau IGD ±7 hari, rawat inap) yang dapat dijadwalkan operasi',
    query: cariLayananOperasiQuerySchema,
    responses: { 200: daftar(layananOperasiSchema) },
    galat: [400, 403],
  }),
  jadwalkan: kontrak({
    method: 'POST',
    path: '/operasi',
    permission: 'operasi:schedule',
    tags,
    summary: 'Menjadwalkan operasi; bentrok kamar, operator, atau dokter anestesi ditolak',
    body: jadwalOperasiInputSchema,
    responses: { 201: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/operasi/:uid',
    permission: 'operasi:read',
    tags,
    summary: 'Detail operasi: jadwal, riwayat status, checklist, anestesi, laporan, tagihan',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 404],
  }),
  status: kontrak({
    method: 'POST',
    path: '/operasi/:uid/status',
    permission: 'operasi:write',
    tags,
    summary:
      'Mengubah status (Persiapan, Operasi, Selesai, Batal); Operasi perlu Sign In dan Time Out, Selesai perlu Sign Out dan menagih',
    params: uidParamSchema,
    body: ubahStatusOperasiSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  checklist: kontrak({
    method: 'PUT',
    path: '/operasi/:uid/checklist/:bagian',
    permission: 'operasi:write',
    tags,
    summary: 'Menyimpan satu bagian WHO Surgical Safety Checklist, berurutan',
    params: checklistParamSchema,
    body: checklistInputSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  praAnestesi: kontrak({
    method: 'PUT',
    path: '/operasi/:uid/pra-anestesi',
    permission: 'operasi:write',
    tags,
    summary: 'Asesmen pra-anestesi (ASA, Mallampati, puasa, rencana)',
    params: uidParamSchema,
    body: praAnestesiSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  catatanAnestesi: kontrak({
    method: 'PUT',
    path: '/operasi/:uid/anestesi',
    permission: 'operasi:write',
    tags,
    summary: 'Catatan anestesi (waktu, obat, tanda vital, cairan, perdarahan)',
    params: uidParamSchema,
    body: catatanAnestesiSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  laporan: kontrak({
    method: 'PUT',
    path: '/operasi/:uid/laporan',
    permission: 'operasi:write',
    tags,
    summary: 'Menyimpan laporan operasi (draf) selama belum difinalkan',
    params: uidParamSchema,
    body: laporanOperasiInputSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  finalLaporan: kontrak({
    method: 'POST',
    path: '/operasi/:uid/laporan/final',
    permission: 'operasi:write',
    tags,
    summary: 'Memfinalkan laporan operasi: diberi nomor, tidak dapat diubah, siap ditandatangani operator',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(operasiDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  cetakLaporan: kontrak({
    method: 'GET',
    path: '/operasi/:uid/laporan.pdf',
    permission: 'operasi:read',
    tags,
    summary: 'PDF laporan operasi bernomor',
    params: uidParamSchema,
    batas: 'pdf',
    galat: [400, 404, 409],
  }),
};
