import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  faskesAktifSchema,
  faskesInputSchema,
  faskesKopQuerySchema,
  faskesLogoInputSchema,
  faskesLogoQuerySchema,
  faskesSchema,
} from './faskes.ts';
import { kontrakMaster } from './master.kontrak.ts';

const tags = ['Master Faskes'];
const KELOLA = 'master.faskes:manage';
const satu = itemEnvelope(faskesSchema);

/**
 * Facility profiles (/admin-faskes): the usual master routes, which profile is in use, its logo,
 * a letterhead preview, and the public facts of the profile in use for public pages.
 */
export const faskesApi = {
  ...kontrakMaster({
    path: '/master/faskes',
    tag: 'Master Faskes',
    label: 'profil faskes',
    item: faskesSchema,
    buat: faskesInputSchema,
    baca: KELOLA,
    tulis: KELOLA,
  }),
  gunakan: kontrak({
    method: 'PUT',
    path: '/master/faskes/:uid/gunakan',
    permission: KELOLA,
    tags,
    summary: 'Menjadikan profil ini profil yang digunakan untuk kop semua dokumen',
    params: uidParamSchema,
    responses: { 200: satu },
    galat: [404, 409],
  }),
  pasangLogo: kontrak({
    method: 'PUT',
    path: '/master/faskes/:uid/logo',
    permission: KELOLA,
    tags,
    summary: 'Memasang atau mengganti logo (PNG/JPEG maks. 512 KB, base64 atau data URL)',
    params: uidParamSchema,
    body: faskesLogoInputSchema,
    responses: { 200: satu },
    galat: [400, 404, 409],
  }),
  hapusLogo: kontrak({
    method: 'DELETE',
    path: '/master/faskes/:uid/logo',
    permission: KELOLA,
    tags,
    summary: 'Menghapus logo',
    params: uidParamSchema,
    responses: { 200: satu },
    galat: [404, 409],
  }),
  logo: kontrak({
    method: 'GET',
    path: '/master/faskes/:uid/logo',
    // Public: the public ticket page and every <img> show it, and a logo is no secret.
    permission: 'public',
    tags,
    summary: 'Gambar logo (dengan ?v= dari url logo: boleh disimpan peramban selamanya)',
    params: uidParamSchema,
    query: faskesLogoQuerySchema,
  }),
  kop: kontrak({
    method: 'GET',
    path: '/master/faskes/:uid/kop.pdf',
    batas: 'pdf',
    permission: KELOLA,
    tags,
    summary: 'Pratinjau kop surat: contoh surat PDF dengan kop profil ini',
    params: uidParamSchema,
    query: faskesKopQuerySchema,
  }),
  aktif: kontrak({
    method: 'GET',
    path: '/faskes/aktif',
    // The public queue ticket page shows the facility's name, address, phone and logo.
    permission: 'public',
    tags,
    summary: 'Profil faskes yang digunakan (nama, alamat, telepon, logo) untuk halaman publik',
    responses: { 200: itemEnvelope(faskesAktifSchema.nullable()) },
  }),
};
