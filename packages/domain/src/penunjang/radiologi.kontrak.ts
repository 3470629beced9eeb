import { z } from 'zod';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  berkasParamSchema,
  ekspertiseInputSchema,
  koreksiEkspertiseInputSchema,
  radiologiDetailSchema,
} from './radiologi.ts';
import { kontrakWorklist } from './unit.kontrak.ts';
import { catatanLangkahSchema } from './unit.ts';

const tags = ['Radiologi'];
const detail = itemEnvelope(radiologiDetailSchema);
const langkah = { params: uidParamSchema, responses: { 200: detail }, galat: [400, 403, 404, 409] } as const;

/**
 * Radiology's work on orders (docs/penunjang.md): worklist, examination, images (multipart upload
 * into the file store, served back behind the result permission), expertise, validation,
 * correction, printing and cancelling.
 */
export const radiologiApi = {
  ...kontrakWorklist({
    path: '/radiologi',
    tag: 'Radiologi',
    nama: 'radiologi',
    izin: {
      antrian: 'radiologi.antrian:read',
      hasil: 'radiologi.hasil:read',
      batal: 'radiologi.pemeriksaan:write',
    },
    detail: radiologiDetailSchema,
    ringkasan: {
      jumlah: 'Jumlah order radiologi per status',
      detail: 'Detail order radiologi: riwayat, gambar, ekspertise berlaku dan versi yang dikoreksi',
    },
  }),
  periksa: kontrak({
    method: 'POST',
    path: '/radiologi/:uid/periksa',
    permission: 'radiologi.pemeriksaan:write',
    tags,
    summary: 'Mencatat pemeriksaan (Diminta → Diperiksa) dan menagihnya',
    body: catatanLangkahSchema,
    ...langkah,
  }),
  /**
   * Multipart (field "berkas"), read by the route itself, so no body schema. The answer was always
   * documented as both 200 and 201; the route sends 201.
   */
  unggahBerkas: kontrak({
    method: 'POST',
    path: '/radiologi/:uid/berkas',
    permission: 'radiologi.pemeriksaan:write',
    tags,
    summary:
      'Mengunggah gambar/dokumen pemeriksaan (multipart, field "berkas": JPEG, PNG, PDF atau DICOM, dicek dari isinya)',
    params: uidParamSchema,
    responses: { 200: detail, 201: detail },
    galat: [400, 403, 404, 409],
  }),
  berkas: kontrak({
    method: 'GET',
    path: '/radiologi/:uid/berkas/:berkas_uid',
    permission: 'radiologi.hasil:read',
    tags,
    summary: 'Isi gambar/dokumen (inline untuk JPEG, PNG, PDF; DICOM diunduh)',
    params: berkasParamSchema,
  }),
  ekspertise: kontrak({
    method: 'PUT',
    path: '/radiologi/:uid/ekspertise',
    permission: 'radiologi.ekspertise:write',
    tags,
    summary: 'Menulis ekspertise (temuan, kesan): Diperiksa → Ekspertise Ditulis',
    body: ekspertiseInputSchema,
    ...langkah,
  }),
  validasi: kontrak({
    method: 'POST',
    path: '/radiologi/:uid/validasi',
    permission: 'radiologi.ekspertise:write',
    tags,
    summary: 'Memvalidasi ekspertise (→ Tervalidasi); ekspertise terkunci',
    body: z.object({}).optional(),
    ...langkah,
  }),
  koreksi: kontrak({
    method: 'POST',
    path: '/radiologi/:uid/koreksi',
    permission: 'radiologi.ekspertise:write',
    tags,
    summary: 'Koreksi ekspertise tervalidasi: versi baru, versi lama tetap tampil sebagai Dikoreksi',
    body: koreksiEkspertiseInputSchema,
    ...langkah,
  }),
};
