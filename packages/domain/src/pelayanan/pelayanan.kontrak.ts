import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BACA_KLINIS, HANYA_DOKTER, TULIS_KLINIS, TULIS_MEDIS } from './akses-klinis.ts';
import { asesmenSchema } from './asesmen.ts';
import {
  ambilAlihSchema,
  asesmenInputSchema,
  asesmenListQuerySchema,
  layananKlinisSchema,
  layananParamSchema,
} from './layanan-klinis.ts';

const tags = ['Pelayanan'];

/**
 * The clinical chart of one layanan (clinic, IGD, HD): header and assessments. The route opens to
 * whoever may read (or write) some chart; the service checks the layanan's clinic kind and the
 * writer's side (docs/pelayanan.md), because which permission applies depends on the record.
 */
export const pelayananApi = {
  layanan: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid',
    permission: BACA_KLINIS,
    tags,
    summary: 'Identitas pelayanan: pasien, poli, dokter, penjamin, antrian, alergi',
    params: layananParamSchema,
    responses: { 200: itemEnvelope(layananKlinisSchema) },
  }),
  asesmen: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/asesmen',
    permission: BACA_KLINIS,
    tags,
    summary: 'Asesmen sebuah pelayanan, terbaru dahulu',
    params: layananParamSchema,
    query: asesmenListQuerySchema,
    responses: { 200: z.object({ respon: z.array(asesmenSchema) }) },
  }),
  /** 201 for a new row, 200 when a one-per-layanan kind was edited in place. */
  simpanAsesmen: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/asesmen',
    permission: TULIS_KLINIS,
    tags,
    summary:
      'Menyimpan asesmen (keperawatan: perawat; medis: dokter). Jenis tunggal diperbarui di tempat, asesmen ulang selalu baris baru',
    params: layananParamSchema,
    body: asesmenInputSchema,
    responses: { 200: itemEnvelope(asesmenSchema), 201: itemEnvelope(asesmenSchema) },
    galat: [409],
  }),
  /**
   * The signed-in doctor becomes the layanan's doctor (recorded in layanan_alih_dokter); answers
   * the refreshed header. Taking over a patient who is already one's own writes nothing.
   */
  ambilAlih: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/ambil-alih',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Dokter yang bukan dokter terdaftar mengambil alih pasien (tercatat)',
    params: layananParamSchema,
    body: ambilAlihSchema,
    responses: { 200: itemEnvelope(layananKlinisSchema) },
    galat: [400, 403, 404, 409],
  }),
};
