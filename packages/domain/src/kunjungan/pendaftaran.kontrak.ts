import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { kodeTiketParamSchema, tiketPublikSchema } from './antrian.ts';
import { igdCepatInputSchema } from './igd-cepat.ts';
import { layananTambahanInputSchema } from './layanan-tambahan.ts';
import {
  batalPendaftaranSchema,
  kuotaQuerySchema,
  kuotaResponseSchema,
  pendaftaranBaruSchema,
  pendaftaranDetailSchema,
  pendaftaranInputSchema,
  pendaftaranListQuerySchema,
  pendaftaranSchema,
} from './pendaftaran.ts';

const tags = ['Pendaftaran'];

/** Registration (kunjungan, layanan, antrian) and the public queue ticket. docs/pendaftaran.md. */
export const pendaftaranApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pendaftaran',
    permission: 'pendaftaran:write',
    tags,
    summary: 'Daftar pendaftaran (per tanggal, poli, dokter, status antrian; cari nama/No. RM/nomor antrian)',
    query: pendaftaranListQuerySchema,
    responses: { 200: listEnvelope(pendaftaranSchema) },
  }),
  kuota: kontrak({
    method: 'GET',
    path: '/pendaftaran/kuota',
    permission: 'pendaftaran:write',
    tags,
    summary: 'Sesi praktik dokter di poli pada tanggal itu, kuota harian, jumlah terdaftar dan sisa',
    query: kuotaQuerySchema,
    responses: { 200: kuotaResponseSchema },
  }),
  detail: kontrak({
    method: 'GET',
    path: '/pendaftaran/:uid',
    permission: 'pendaftaran:write',
    tags,
    summary: 'Detail satu pendaftaran, dengan biaya pendaftaran yang ditagihkan',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(pendaftaranDetailSchema) },
  }),
  daftarkan: kontrak({
    method: 'POST',
    path: '/pendaftaran',
    permission: 'pendaftaran:write',
    tags,
    summary:
      'Mendaftarkan pasien ke poli dan dokter pada tanggal itu; nomor antrian diberikan server, biaya administrasi (dan kartu pasien baru) ditagihkan',
    body: pendaftaranInputSchema,
    responses: { 201: itemEnvelope(pendaftaranBaruSchema) },
    galat: [409],
  }),
  // IGD staff and registration desks both hold igd.antrian:read (and only they, with doctors on
  // duty and management): the one registry permission that covers both (docs/pendaftaran.md).
  igdCepat: kontrak({
    method: 'POST',
    path: '/pendaftaran/igd-cepat',
    permission: 'igd.antrian:read',
    tags,
    summary:
      'Pendaftaran cepat pasien tanpa identitas di IGD (Tn. X): data pasien sementara dan kunjungan IGD sekaligus',
    body: igdCepatInputSchema,
    responses: { 201: itemEnvelope(pendaftaranBaruSchema) },
    galat: [409],
  }),
  tambahLayanan: kontrak({
    method: 'POST',
    path: '/pendaftaran/:uid/layanan',
    permission: 'pendaftaran:write',
    tags,
    summary:
      'Menambah layanan (poli lain) pada kunjungan yang masih aktif; uid = salah satu layanan kunjungan itu',
    params: uidParamSchema,
    body: layananTambahanInputSchema,
    responses: { 201: itemEnvelope(pendaftaranBaruSchema) },
    galat: [409],
  }),
  batal: kontrak({
    method: 'PUT',
    path: '/pendaftaran/:uid/batal',
    permission: 'pendaftaran:write',
    tags,
    summary: 'Membatalkan pendaftaran selama antrian masih Menunggu',
    params: uidParamSchema,
    body: batalPendaftaranSchema,
    responses: { 200: itemEnvelope(pendaftaranSchema) },
    galat: [409],
  }),
  tiketPdf: kontrak({
    method: 'GET',
    path: '/pendaftaran/:uid/tiket.pdf',
    batas: 'pdf',
    permission: 'pendaftaran:write',
    tags,
    summary: 'Tiket antrian (PDF 80 mm) dengan kode QR halaman tiket publik',
    params: uidParamSchema,
  }),
  tiketPublik: kontrak({
    method: 'GET',
    path: '/antrian/tiket/:kode',
    permission: 'public',
    tags,
    summary: 'Posisi antrian sebuah tiket (publik; nama pasien hanya inisial)',
    params: kodeTiketParamSchema,
    responses: { 200: itemEnvelope(tiketPublikSchema) },
  }),
};
