import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  kunjunganSuratSchema,
  penandaSuratSchema,
  suratBatalSchema,
  suratBuatSchema,
  suratKonteksSchema,
  suratLayananParamSchema,
  suratListQuerySchema,
  suratParamSchema,
  suratPasienParamSchema,
  suratPdfQuerySchema,
  suratPenandaQuerySchema,
  suratRingkasSchema,
  suratSchema,
  suratUbahSchema,
} from './surat.ts';

const tags = ['Surat'];
// The letters' own service (spec §7): /api/surat/v1.
const basis = 'surat' as const;
const BACA = 'surat:read' as const;
const TULIS = 'surat:write' as const;
const HANYA_BACA = 'Anda hanya dapat membaca surat; membuat dan mengubah surat bukan wewenang peran Anda';
const satu = itemEnvelope(suratSchema);

/**
 * Certificates, control letters and birth certificates written from a visit (docs/surat.md).
 * A DRAF is edited; issuing numbers and freezes it; a change after that is a new version.
 */
export const suratApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/surat',
    basis,
    permission: BACA,
    tags,
    summary:
      'Daftar surat: cari nama pasien, No. RM atau nomor surat; filter kelompok, jenis, status, tanggal',
    query: suratListQuerySchema,
    responses: { 200: listEnvelope(suratRingkasSchema) },
  }),
  kunjungan: kontrak({
    method: 'GET',
    path: '/surat/kunjungan/:pasien_uid',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary: 'Kunjungan (layanan) pasien yang dapat dibuatkan surat, terbaru dahulu',
    params: suratPasienParamSchema,
    query: suratListQuerySchema.pick({ offset: true, limit: true, limitless: true }),
    responses: { 200: listEnvelope(kunjunganSuratSchema) },
  }),
  konteks: kontrak({
    method: 'GET',
    path: '/surat/konteks/:layanan_uid',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary:
      'Bahan surat baru dari sebuah kunjungan: pasien, temuan (tanda vital, pemeriksaan fisik, diagnosis), rencana kontrol, penanda tangan',
    params: suratLayananParamSchema,
    responses: { 200: itemEnvelope(suratKonteksSchema) },
    galat: [404],
  }),
  penanda: kontrak({
    method: 'GET',
    path: '/surat/penanda',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary: 'Yang boleh menandatangani jenis surat ini: dokter aktif (surat kelahiran: juga bidan)',
    query: suratPenandaQuerySchema,
    responses: { 200: listEnvelope(penandaSuratSchema) },
  }),
  baca: kontrak({
    method: 'GET',
    path: '/surat/:uid',
    basis,
    permission: BACA,
    tags,
    summary: 'Satu surat dengan isinya, versi yang digantikannya dan versi penggantinya',
    params: suratParamSchema,
    responses: { 200: satu },
    galat: [404],
  }),
  buat: kontrak({
    method: 'POST',
    path: '/surat',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary:
      'Membuat draf surat dari sebuah kunjungan; penanda tangan harus dokter (surat kelahiran: dokter atau bidan)',
    body: suratBuatSchema,
    responses: { 201: satu },
    galat: [400, 404, 409],
  }),
  ubah: kontrak({
    method: 'PUT',
    path: '/surat/:uid',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary:
      'Mengubah draf surat; surat yang sudah terbit tidak dapat diubah (409 surat.terbit): buat versi baru',
    params: suratParamSchema,
    body: suratUbahSchema,
    responses: { 200: satu },
    galat: [400, 404, 409],
  }),
  terbit: kontrak({
    method: 'POST',
    path: '/surat/:uid/terbit',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary:
      'Menerbitkan draf: memberi nomor (urut per jenis per tahun) dan membekukannya; surat yang digantikannya menjadi DIBATALKAN',
    params: suratParamSchema,
    responses: { 200: satu },
    galat: [400, 404, 409],
  }),
  versiBaru: kontrak({
    method: 'POST',
    path: '/surat/:uid/versi-baru',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary:
      'Membuat draf pengganti surat yang sudah terbit (versi + 1); surat lama tetap berlaku sampai penggantinya terbit',
    params: suratParamSchema,
    responses: { 201: satu },
    galat: [404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/surat/:uid/batal',
    basis,
    permission: TULIS,
    pesanTolak: HANYA_BACA,
    tags,
    summary: 'Membatalkan draf atau surat terbit dengan alasan; surat tetap tersimpan',
    params: suratParamSchema,
    body: suratBatalSchema,
    responses: { 200: satu },
    galat: [400, 404, 409],
  }),
  pdf: kontrak({
    method: 'GET',
    path: '/surat/:uid/pdf',
    basis,
    batas: 'pdf',
    permission: BACA,
    tags,
    summary: 'Surat (PDF) dengan kop faskes, kertas A4 atau F4 (folio 215 × 330 mm); draf bertanda DRAF',
    params: suratParamSchema,
    query: suratPdfQuerySchema,
    galat: [404],
  }),
};
