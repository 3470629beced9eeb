import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BACA_KLINIS, HANYA_DOKTER, TULIS_MEDIS } from './akses-klinis.ts';
import { layananParamSchema } from './layanan-klinis.ts';
import {
  rujukRanapQuerySchema,
  rujukRanapSchema,
  tindakLanjutInputSchema,
  tindakLanjutSchema,
} from './tindak-lanjut.ts';

const tags = ['Pelayanan Medis'];

/** How a layanan ends (decided by the doctor), and the transfers to inpatient care it makes. */
export const tindakLanjutApi = {
  rujukRanap: kontrak({
    method: 'GET',
    path: '/pelayanan/rujuk-ranap',
    // The ward reads it; the front office admits from it (docs/ranap/admisi.md).
    permission: anyOf(['ranap:read', 'ranap:admit']),
    tags,
    summary: 'Pasien rujukan ke rawat inap dari poliklinik/IGD yang belum diterima, terbaru dahulu',
    query: rujukRanapQuerySchema,
    responses: { 200: listEnvelope(rujukRanapSchema) },
  }),
  baca: kontrak({
    method: 'GET',
    path: '/pelayanan/:layanan_uid/tindak-lanjut',
    permission: BACA_KLINIS,
    tags,
    summary: 'Tindak lanjut pelayanan (null bila belum ditentukan)',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: tindakLanjutSchema.nullable() }) },
  }),
  /** 201 when first decided, 200 when changed. */
  simpan: kontrak({
    method: 'PUT',
    path: '/pelayanan/:layanan_uid/tindak-lanjut',
    permission: TULIS_MEDIS,
    pesanTolak: HANYA_DOKTER,
    tags,
    summary:
      'Menentukan tindak lanjut: pulang, kontrol, rujuk keluar, rawat inap, meninggal (IGD) atau pulang paksa',
    params: layananParamSchema,
    body: tindakLanjutInputSchema,
    responses: { 200: itemEnvelope(tindakLanjutSchema), 201: itemEnvelope(tindakLanjutSchema) },
    galat: [400, 403, 404, 409],
  }),
};
