/** Contracts of the record as a file: loans, release of information, retention (docs/rekam-medis.md). */
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  kembaliInputSchema,
  keputusanInputSchema,
  pelepasanInputSchema,
  pelepasanQuerySchema,
  pelepasanSchema,
  peminjamanQuerySchema,
  peminjamanSchema,
  persetujuanInputSchema,
  pinjamInputSchema,
  retensiQuerySchema,
  retensiSchema,
  serahkanInputSchema,
} from './berkas.ts';
import { pasienRmParamSchema } from './rm.ts';

const IZIN = 'rm.berkas:write';
const tagPinjam = ['Rekam Medis: Peminjaman'];
const tagLepas = ['Rekam Medis: Pelepasan Informasi'];
const tagRetensi = ['Rekam Medis: Retensi'];

export const peminjamanRmApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/peminjaman-rm',
    permission: IZIN,
    tags: tagPinjam,
    summary: 'Peminjaman berkas rekam medis: belum kembali, terlambat, atau sudah kembali',
    query: peminjamanQuerySchema,
    responses: { 200: listEnvelope(peminjamanSchema) },
  }),
  pinjam: kontrak({
    method: 'POST',
    path: '/peminjaman-rm',
    permission: IZIN,
    tags: tagPinjam,
    summary:
      'Meminjamkan berkas rekam medis (No. RM) ke unit/peminjam; satu pinjaman terbuka per berkas (409 peminjaman.masih_dipinjam)',
    body: pinjamInputSchema,
    responses: { 201: itemEnvelope(peminjamanSchema) },
    galat: [400, 404, 409],
  }),
  kembali: kontrak({
    method: 'POST',
    path: '/peminjaman-rm/:uid/kembali',
    permission: IZIN,
    tags: tagPinjam,
    summary: 'Mencatat pengembalian berkas rekam medis (tanggal kembali = saat dicatat)',
    params: uidParamSchema,
    body: kembaliInputSchema,
    responses: { 200: itemEnvelope(peminjamanSchema) },
    galat: [400, 404, 409],
  }),
  tracer: kontrak({
    method: 'GET',
    path: '/peminjaman-rm/:uid/tracer.pdf',
    batas: 'pdf',
    permission: IZIN,
    tags: tagPinjam,
    summary: 'Tracer / bukti peminjaman berkas (PDF A4) dengan kode batang No. RM',
    params: uidParamSchema,
    galat: [404],
  }),
};

export const pelepasanRmApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pelepasan-informasi-rm',
    permission: IZIN,
    tags: tagLepas,
    summary: 'Permintaan pelepasan informasi rekam medis dengan persetujuan, keputusan dan penyerahan',
    query: pelepasanQuerySchema,
    responses: { 200: listEnvelope(pelepasanSchema) },
  }),
  ajukan: kontrak({
    method: 'POST',
    path: '/pelepasan-informasi-rm',
    permission: IZIN,
    tags: tagLepas,
    summary: 'Mencatat permintaan pelepasan informasi (pemohon, dasar hukum, persetujuan pasien bila ada)',
    body: pelepasanInputSchema,
    responses: { 201: itemEnvelope(pelepasanSchema) },
    galat: [400, 404],
  }),
  persetujuan: kontrak({
    method: 'POST',
    path: '/pelepasan-informasi-rm/:uid/persetujuan',
    permission: IZIN,
    tags: tagLepas,
    summary:
      'Mencatat persetujuan pasien (siapa, kapan, tertulis/lisan dengan saksi) pada permintaan yang diajukan',
    params: uidParamSchema,
    body: persetujuanInputSchema,
    responses: { 200: itemEnvelope(pelepasanSchema) },
    galat: [400, 404, 409],
  }),
  keputusan: kontrak({
    method: 'POST',
    path: '/pelepasan-informasi-rm/:uid/keputusan',
    permission: IZIN,
    tags: tagLepas,
    summary:
      'Menyetujui atau menolak (dengan alasan) permintaan; disetujui hanya dengan persetujuan pasien, kecuali perintah penegak hukum',
    params: uidParamSchema,
    body: keputusanInputSchema,
    responses: { 200: itemEnvelope(pelepasanSchema) },
    galat: [400, 404, 409],
  }),
  serahkan: kontrak({
    method: 'POST',
    path: '/pelepasan-informasi-rm/:uid/serahkan',
    permission: IZIN,
    tags: tagLepas,
    summary: 'Mencatat penyerahan informasi yang disetujui kepada penerima (tanggal serah = saat dicatat)',
    params: uidParamSchema,
    body: serahkanInputSchema,
    responses: { 200: itemEnvelope(pelepasanSchema) },
    galat: [400, 404, 409],
  }),
};

export const retensiRmApi = {
  pasien: kontrak({
    method: 'GET',
    path: '/rm/:pasien_uid/retensi',
    permission: 'rm:read',
    tags: tagRetensi,
    summary: 'Kunjungan terakhir dan batas retensi rekam medis pasien (Permenkes 24/2022: 25 tahun)',
    params: pasienRmParamSchema,
    responses: { 200: itemEnvelope(retensiSchema) },
    galat: [400, 404],
  }),
  daftar: kontrak({
    method: 'GET',
    path: '/retensi-rm',
    permission: IZIN,
    tags: tagRetensi,
    summary:
      'Rekam medis yang masa retensinya berakhir dalam rentang tanggal (dari kosong: termasuk yang sudah lewat)',
    query: retensiQuerySchema,
    responses: { 200: listEnvelope(retensiSchema) },
  }),
};
