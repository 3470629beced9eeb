import { anyOf } from '../akses/permissions.ts';
import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  alasanSchema,
  caImporSchema,
  caSchema,
  dashboardEsignQuerySchema,
  dashboardEsignSchema,
  dokumenTtdParamSchema,
  hasilTandatanganiSchema,
  penandaDaftarSchema,
  penandaFotoParamSchema,
  penandaListQuerySchema,
  penandaSchema,
  pengajuanBuatSchema,
  pengajuanListQuerySchema,
  pengajuanSchema,
  tandatanganiSchema,
  verifikasiTtdSchema,
} from './esign.ts';

const tags = ['Tanda Tangan Elektronik'];
const umum = { basis: 'surat', tags } as const;

/**
 * Who may ask for a document's signature: whoever writes that kind of document (the service
 * checks the kind's own permission: a letter needs surat:write, a resume asesmen.medis:write, a
 * lab result labor.hasil:validate, an expertise radiologi.ekspertise:write).
 */
export const AJUKAN_TTD = anyOf([
  'surat:write',
  'asesmen.medis:write',
  'labor.hasil:validate',
  'radiologi.ekspertise:write',
]);
/** Who may see a document's signature state and its PDF: whoever reads that kind (checked per kind). */
export const BACA_TTD = anyOf([
  'esign:read',
  'surat:read',
  'resume:read',
  'labor.hasil:read',
  'radiologi.hasil:read',
]);

/** Electronic signatures (docs/esign.md), under the letters' API (/api/surat/v1). */
export const esignApi = {
  penandaSaya: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/penanda/saya',
    permission: 'esign:sign',
    summary: 'Pendaftaran penanda tangan akun yang login (null bila belum mendaftar)',
    responses: { 200: itemEnvelope(penandaSchema.nullable()) },
  }),
  penandaDaftar: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/penanda',
    permission: 'esign:sign',
    summary: 'Mendaftar sebagai penanda tangan: identitas sesuai KTP, foto KTP, swafoto, persetujuan, PIN',
    body: penandaDaftarSchema,
    responses: { 201: itemEnvelope(penandaSchema) },
    galat: [400, 409, 413, 503],
  }),
  penandaList: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/penanda',
    permission: 'esign:manage',
    summary: 'Daftar pendaftaran penanda tangan untuk diverifikasi',
    query: penandaListQuerySchema,
    responses: { 200: listEnvelope(penandaSchema) },
  }),
  penandaFoto: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/penanda/:uid/foto/:foto',
    permission: 'esign:manage',
    summary: 'Foto KTP atau swafoto pendaftar (untuk verifikasi identitas)',
    params: penandaFotoParamSchema,
    galat: [404],
  }),
  penandaSetujui: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/penanda/:uid/setujui',
    permission: 'esign:manage',
    summary: 'Identitas terverifikasi: sertifikat diterbitkan dan penanda tangan aktif',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(penandaSchema) },
    galat: [404, 409, 503],
  }),
  penandaTolak: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/penanda/:uid/tolak',
    permission: 'esign:manage',
    summary: 'Menolak pendaftaran dengan alasan',
    params: uidParamSchema,
    body: alasanSchema,
    responses: { 200: itemEnvelope(penandaSchema) },
    galat: [404, 409],
  }),
  penandaBukaKunci: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/penanda/:uid/buka-kunci',
    permission: 'esign:manage',
    summary: 'Membuka PIN yang terkunci karena salah berulang kali',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(penandaSchema) },
    galat: [404],
  }),
  ajukan: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/pengajuan',
    permission: AJUKAN_TTD,
    summary: 'Mengajukan dokumen untuk ditandatangani oleh penanda tangannya (dokter yang tercantum)',
    body: pengajuanBuatSchema,
    responses: { 201: itemEnvelope(pengajuanSchema) },
    galat: [400, 403, 404, 409],
  }),
  pengajuanList: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/pengajuan',
    permission: 'esign:read',
    summary:
      'Daftar pengajuan tanda tangan: milik saya (bawaan), yang saya ajukan, atau semua (esign:manage)',
    query: pengajuanListQuerySchema,
    responses: { 200: listEnvelope(pengajuanSchema) },
    galat: [403],
  }),
  statusDokumen: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/dokumen/:jenis/:ref_uid',
    permission: BACA_TTD,
    summary: 'Pengajuan tanda tangan terakhir sebuah dokumen (null bila belum pernah diajukan)',
    params: dokumenTtdParamSchema,
    responses: { 200: itemEnvelope(pengajuanSchema.nullable()) },
    galat: [403],
  }),
  pdf: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/pengajuan/:uid/dokumen.pdf',
    permission: BACA_TTD,
    batas: 'pdf',
    summary: 'Dokumen pengajuan: PDF bertanda tangan bila sudah ditandatangani, selain itu pratinjau',
    params: uidParamSchema,
    galat: [403, 404],
  }),
  tandatangani: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/tandatangani',
    permission: 'esign:sign',
    summary: 'Menandatangani satu atau beberapa dokumen dengan PIN (terkunci setelah 5 kali salah)',
    body: tandatanganiSchema,
    responses: { 200: itemEnvelope(hasilTandatanganiSchema) },
    galat: [400, 403, 404, 409, 503],
  }),
  tolak: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/pengajuan/:uid/tolak',
    permission: 'esign:sign',
    summary: 'Penanda tangan menolak menandatangani, dengan alasan',
    params: uidParamSchema,
    body: alasanSchema,
    responses: { 200: itemEnvelope(pengajuanSchema) },
    galat: [403, 404, 409],
  }),
  dashboard: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/dashboard',
    permission: 'esign:read',
    summary:
      'Jumlah ditandatangani, menunggu dan ditolak per penanda tangan, jenis dan hari; sertifikat yang dipakai',
    query: dashboardEsignQuerySchema,
    responses: { 200: itemEnvelope(dashboardEsignSchema) },
  }),
  verifikasi: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/verifikasi/:uid',
    permission: 'public',
    summary:
      'Verifikasi publik (kode QR): keutuhan dokumen dan keabsahan tiap tanda tangan dari berkas PDF-nya',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(verifikasiTtdSchema) },
    galat: [404],
  }),
  ca: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/ca',
    permission: 'esign:manage',
    summary: 'Otoritas sertifikat fasilitas yang aktif',
    responses: { 200: itemEnvelope(caSchema) },
  }),
  caSertifikat: kontrak({
    ...umum,
    method: 'GET',
    path: '/esign/ca/sertifikat.pem',
    permission: 'public',
    summary: 'Sertifikat akar fasilitas (PEM), untuk memercayainya di pembaca PDF atau pdfsig',
  }),
  caImpor: kontrak({
    ...umum,
    method: 'POST',
    path: '/esign/ca/impor',
    permission: 'esign:manage',
    summary: 'Mengimpor otoritas sertifikat fasilitas dari berkas PKCS#12 (menggantikan yang aktif)',
    body: caImporSchema,
    responses: { 200: itemEnvelope(caSchema) },
    galat: [400],
  }),
} as const;
