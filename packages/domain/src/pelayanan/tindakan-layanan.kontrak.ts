import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BACA_KLINIS, HANYA_DOKTER, TULIS_MEDIS } from './akses-klinis.ts';
import { butirLayananParamSchema } from './diagnosis.ts';
import { layananParamSchema } from './layanan-klinis.ts';
import {
  batalTindakanSchema,
  pilihanTindakanQuerySchema,
  pilihanTindakanSchema,
  tindakanLayananInputSchema,
  tindakanLayananSchema,
} from './tindakan-layanan.ts';

const tags = ['Pelayanan Medis'];
const galat = [400, 403, 404, 409] as const;

/** Procedures done for the patient, each with its charge; recorded and cancelled by the doctor. */
export const tindakanLayananApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/tindakan',
    permission: BACA_KLINIS,
    tags,
    summary: 'Tindakan sebuah pelayanan dengan harga yang ditagihkan (termasuk yang dibatalkan)',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(tindakanLayananSchema) }) },
  }),
  pilihan: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/tindakan/pilihan',
    permission: BACA_KLINIS,
    tags,
    summary: 'Tindakan aktif yang tersedia di poli pelayanan ini, dengan tarif penjamin kunjungan',
    params: layananParamSchema,
    query: pilihanTindakanQuerySchema,
    responses: { 200: z.object({ respon: z.array(pilihanTindakanSchema) }) },
  }),
  /** The clinic's consultation, for the one-click button; null when the clinic has none priced. */
  konsultasi: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/tindakan/konsultasi',
    permission: BACA_KLINIS,
    tags,
    summary: 'Tindakan konsultasi poli pelayanan ini, dengan tarif penjamin kunjungan',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: pilihanTindakanSchema.nullable() }) },
  }),
  tambah: kontrak({
    method: 'POST',
    path: '/pelayanan/:layanan_uid/tindakan',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Mencatat tindakan dan tagihannya (tarif penjamin kunjungan, kelas rawat jalan)',
    params: layananParamSchema,
    body: tindakanLayananInputSchema,
    responses: { 201: itemEnvelope(tindakanLayananSchema) },
    galat,
  }),
  batal: kontrak({
    method: 'PUT',
    path: '/pelayanan/:layanan_uid/tindakan/:uid/batal',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary: 'Membatalkan tindakan: tagihannya dibalik dengan alasan',
    params: butirLayananParamSchema,
    body: batalTindakanSchema,
    responses: { 200: itemEnvelope(tindakanLayananSchema) },
    galat,
  }),
};
