import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  kelengkapanListQuerySchema,
  kelengkapanRekapQuerySchema,
  kelengkapanRmSchema,
  laporanKelengkapanQuerySchema,
  laporanKelengkapanSchema,
  rekapKelengkapanSchema,
} from './kelengkapan.ts';
import {
  kodingDetailSchema,
  kodingListQuerySchema,
  kodingRingkasSchema,
  kodingSimpanSchema,
} from './koding.ts';

const tagKoding = ['Rekam Medis: Koding'];
const tagKelengkapan = ['Rekam Medis: Kelengkapan'];
const PESAN_KODER = 'Hanya petugas rekam medis (koder) yang dapat mengode diagnosis';

/** The coder's worklist and confirmation (docs/rekam-medis.md "Coding"). */
export const kodingApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/rekam-medis/koding',
    permission: 'rm.koding:write',
    pesanTolak: PESAN_KODER,
    tags: tagKoding,
    summary:
      'Worklist koder: pelayanan yang sudah selesai (rawat jalan, IGD, rawat inap pulang), terbaru dahulu, dengan filter tanggal, unit, penjamin dan status koding',
    query: kodingListQuerySchema,
    responses: { 200: listEnvelope(kodingRingkasSchema) },
  }),
  baca: kontrak({
    method: 'GET',
    path: '/rekam-medis/koding/:layanan_uid',
    permission: 'rm.koding:write',
    pesanTolak: PESAN_KODER,
    tags: tagKoding,
    summary: 'Kode dokter (ICD-10, ICD-9-CM) berdampingan dengan kode yang dikonfirmasi koder',
    params: layananParamSchema,
    responses: { 200: itemEnvelope(kodingDetailSchema) },
    galat: [404],
  }),
  simpan: kontrak({
    method: 'PUT',
    path: '/rekam-medis/koding/:layanan_uid',
    permission: 'rm.koding:write',
    pesanTolak: PESAN_KODER,
    tags: tagKoding,
    summary:
      'Mengonfirmasi (atau mengoreksi) kode pelayanan: satu diagnosis utama, kode dari katalog, catatan wajib bila berbeda dari dokter; mengganti set sebelumnya',
    params: layananParamSchema,
    body: kodingSimpanSchema,
    responses: { 200: itemEnvelope(kodingDetailSchema) },
    galat: [400, 404, 409],
  }),
};

/** Record completeness (docs/rekam-medis.md "Record completeness"). */
export const kelengkapanApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/rekam-medis/kelengkapan',
    permission: 'rm.kelengkapan:read',
    tags: tagKelengkapan,
    summary:
      'Kelengkapan rekam medis per pelayanan selesai: dokumen yang masih kurang, batas 2 × 24 jam, tanda terlambat',
    query: kelengkapanListQuerySchema,
    responses: { 200: listEnvelope(kelengkapanRmSchema) },
  }),
  rekap: kontrak({
    method: 'GET',
    path: '/rekam-medis/kelengkapan/rekap',
    permission: 'rm.kelengkapan:read',
    tags: tagKelengkapan,
    summary: 'Jumlah lengkap, belum lengkap dan terlambat per dokter (DPJP) dan per unit',
    query: kelengkapanRekapQuerySchema,
    responses: { 200: itemEnvelope(rekapKelengkapanSchema) },
  }),
  laporan: kontrak({
    method: 'GET',
    path: '/rekam-medis/kelengkapan/laporan',
    permission: 'rm.kelengkapan:read',
    tags: tagKelengkapan,
    summary:
      'Laporan bulanan: persentase rekam medis lengkap dalam 2 × 24 jam per unit dan per dokter; format=xlsx atau pdf untuk berkas',
    query: laporanKelengkapanQuerySchema,
    responses: {
      200: laporanKelengkapanSchema.describe(
        'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx), dengan format=pdf sebuah PDF A4',
      ),
    },
    galat: [400],
  }),
  baca: kontrak({
    method: 'GET',
    path: '/rekam-medis/kelengkapan/:layanan_uid',
    permission: 'rm.kelengkapan:read',
    tags: tagKelengkapan,
    summary: 'Kelengkapan rekam medis satu pelayanan: setiap dokumen yang diwajibkan, ada atau belum',
    params: layananParamSchema,
    responses: { 200: itemEnvelope(kelengkapanRmSchema) },
    galat: [404, 409],
  }),
};
