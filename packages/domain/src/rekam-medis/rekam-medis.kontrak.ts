import { anyOf } from '../akses/permissions.ts';
import { IZIN_ANTRIAN_POLI } from '../kunjungan/antrian-transisi.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  resumeFinalSchema,
  resumeJenisQuerySchema,
  resumeListQuerySchema,
  resumeMedisSchema,
  resumeRingkasSchema,
  resumeSimpanSchema,
  verifikasiResumeSchema,
} from './resume.ts';
import {
  pasienRmParamSchema,
  rmKunjunganQuerySchema,
  rmKunjunganSchema,
  rmPasienSchema,
  rmTimelineQuerySchema,
  rmTimelineSchema,
} from './rm.ts';

const tagResume = ['Resume Medis'];
const tagRm = ['Rekam Medis'];

/**
 * Who may open one layanan's resume: resume:read, or whoever may read charts (a clinic's queue,
 * the medical record). The service then applies the layanan's own rule (its clinic kind).
 */
const BACA_RESUME = anyOf(['resume:read', 'rm:read', ...Object.values(IZIN_ANTRIAN_POLI)]);
const TULIS_RESUME = 'asesmen.medis:write';
const HANYA_DOKTER = 'Hanya dokter yang dapat mengisi bagian ini';

/** Medical resumes (/resume-medis) and the medical record view (/rm), docs/rekam-medis.md. */
export const resumeApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/resume-medis',
    permission: 'resume:read',
    tags: tagResume,
    summary: 'Daftar resume medis (draf dan final) dengan filter tanggal, jenis, status, poli dan pencarian',
    query: resumeListQuerySchema,
    responses: { 200: listEnvelope(resumeRingkasSchema) },
  }),
  verifikasi: kontrak({
    method: 'GET',
    path: '/resume-medis/verifikasi/:uid',
    permission: 'public',
    tags: tagResume,
    summary: 'Verifikasi publik resume final (kode QR): nomor, tanggal, faskes, dokter, inisial pasien',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(verifikasiResumeSchema) },
    galat: [404],
  }),
  baca: kontrak({
    method: 'GET',
    path: '/resume-medis/:layanan_uid',
    permission: BACA_RESUME,
    tags: tagResume,
    summary: 'Resume medis sebuah pelayanan; bila belum disimpan, usulan draf dari data pelayanan',
    params: layananParamSchema,
    query: resumeJenisQuerySchema,
    responses: { 200: itemEnvelope(resumeMedisSchema) },
  }),
  simpan: kontrak({
    method: 'PUT',
    path: '/resume-medis/:layanan_uid',
    permission: TULIS_RESUME,
    pesanTolak: HANYA_DOKTER,
    tags: tagResume,
    summary: 'Menyimpan draf resume medis (dokter); resume final tidak dapat diubah (409 resume.final)',
    params: layananParamSchema,
    body: resumeSimpanSchema,
    responses: { 200: itemEnvelope(resumeMedisSchema) },
    galat: [409],
  }),
  final: kontrak({
    method: 'POST',
    path: '/resume-medis/:layanan_uid/final',
    permission: TULIS_RESUME,
    pesanTolak: HANYA_DOKTER,
    tags: tagResume,
    summary:
      'Memfinalkan resume: perlu diagnosis utama dan tindak lanjut; memberi nomor, menyimpan PDF dan hash-nya, mengunci pelayanan',
    params: layananParamSchema,
    body: resumeFinalSchema,
    responses: { 200: itemEnvelope(resumeMedisSchema) },
    galat: [409],
  }),
  pdf: kontrak({
    method: 'GET',
    path: '/resume-medis/:layanan_uid/pdf',
    batas: 'pdf',
    permission: BACA_RESUME,
    tags: tagResume,
    summary: 'Resume medis (PDF A4): dokumen final tersimpan, atau draf bertanda DRAF',
    params: layananParamSchema,
    query: resumeJenisQuerySchema,
  }),
};

export const rmApi = {
  pasien: kontrak({
    method: 'GET',
    path: '/rm/:pasien_uid',
    permission: 'rm:read',
    tags: tagRm,
    summary: 'Rekam medis pasien: identitas, alergi, jumlah kunjungan dan kunjungan terakhir',
    params: pasienRmParamSchema,
    responses: { 200: itemEnvelope(rmPasienSchema) },
  }),
  kunjungan: kontrak({
    method: 'GET',
    path: '/rm/:pasien_uid/kunjungan',
    permission: 'rm:read',
    tags: tagRm,
    summary: 'Kunjungan pasien per poli, terbaru dahulu, dengan diagnosis utama dan status resume',
    params: pasienRmParamSchema,
    query: rmKunjunganQuerySchema,
    responses: { 200: listEnvelope(rmKunjunganSchema) },
  }),
  timeline: kontrak({
    method: 'GET',
    path: '/rm/:pasien_uid/timeline',
    permission: 'rm:read',
    tags: tagRm,
    summary:
      'Linimasa pasien (log pasien), terbaru dahulu, halaman dengan kursor `sebelum`; halaman pertama mencatat akses rekam medis',
    params: pasienRmParamSchema,
    query: rmTimelineQuerySchema,
    responses: { 200: rmTimelineSchema },
  }),
};
