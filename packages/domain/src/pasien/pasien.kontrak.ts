import { itemEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { cekDuplikatQuerySchema, cekDuplikatResponseSchema } from './duplikat.ts';
import { gabungPasienSchema, hasilGabungSchema } from './gabung.ts';
import { pasienInputSchema, pasienUpdateSchema } from './input.ts';
import { pasienListQuerySchema, pasienRingkasSchema, pasienSchema } from './pasien.ts';

const tags = ['Pasien'];

/** The patient master (docs/pasien.md). */
export const pasienApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pasien',
    permission: 'pasien:read',
    tags,
    summary:
      'Cari pasien: No. RM (persis atau awalan), NIK, No. BPJS, nama (tahan salah ketik) atau tanggal lahir',
    query: pasienListQuerySchema,
    responses: { 200: listEnvelope(pasienRingkasSchema) },
  }),
  // Registration staff hold both permissions; pasien:write also lets RM check while correcting data.
  cekDuplikat: kontrak({
    method: 'GET',
    path: '/pasien/cek-duplikat',
    permission: 'pasien:write',
    tags,
    summary: 'Pasien yang mungkin sama: NIK atau No. BPJS sama, atau nama dan tanggal lahir sama/mirip',
    query: cekDuplikatQuerySchema,
    responses: { 200: cekDuplikatResponseSchema },
  }),
  baca: kontrak({
    method: 'GET',
    path: '/pasien/:uid',
    permission: 'pasien:read',
    tags,
    summary: 'Data lengkap satu pasien (dicatat di log aktivitas sebagai akses)',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(pasienSchema) },
  }),
  buat: kontrak({
    method: 'POST',
    path: '/pasien',
    permission: 'pasien:write',
    tags,
    summary: 'Mendaftarkan pasien baru; No. RM diberikan server',
    body: pasienInputSchema,
    responses: { 201: itemEnvelope(pasienSchema) },
    galat: [409],
  }),
  ubah: kontrak({
    method: 'PUT',
    path: '/pasien/:uid',
    permission: 'pasien:write',
    tags,
    summary: 'Mengubah data pasien (No. RM tetap)',
    params: uidParamSchema,
    body: pasienUpdateSchema,
    responses: { 200: itemEnvelope(pasienSchema) },
    galat: [409],
  }),
  gabung: kontrak({
    method: 'POST',
    path: '/pasien/:uid/gabung',
    permission: 'pasien:write',
    tags,
    summary:
      'Menggabungkan data pasien sementara (tanpa identitas, IGD) ke data pasien tetap: kunjungan dan catatan klinis pindah',
    params: uidParamSchema,
    body: gabungPasienSchema,
    responses: { 200: itemEnvelope(hasilGabungSchema) },
    galat: [409],
  }),
};
