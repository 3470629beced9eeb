import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  indikatorQuerySchema,
  indikatorSchema,
  sensusQuerySchema,
  sensusSchema,
  trenIndikatorSchema,
  trenQuerySchema,
} from './indikator.ts';

const tags = ['Rawat Inap: Sensus & Indikator'];

/**
 * The daily inpatient census and the monthly indicators (docs/ranap/indikator.md): reading only,
 * for medical records, the duty doctor and management (ranap.indikator:read).
 */
export const indikatorRanapApi = {
  sensus: kontrak({
    method: 'GET',
    path: '/ranap/sensus',
    permission: 'ranap.indikator:read',
    tags,
    summary:
      'Sensus harian rawat inap per ruangan (WIB): pasien awal, masuk, pindahan, dipindahkan, keluar hidup, meninggal < 48 jam dan ≥ 48 jam, sisa, hari perawatan',
    query: sensusQuerySchema,
    responses: { 200: itemEnvelope(sensusSchema) },
    galat: [400, 403],
  }),
  sensusPdf: kontrak({
    method: 'GET',
    path: '/ranap/sensus.pdf',
    batas: 'pdf',
    permission: 'ranap.indikator:read',
    tags,
    summary: 'Sensus harian rawat inap sebagai PDF A4 dengan kop surat',
    query: sensusQuerySchema,
    galat: [400, 403],
  }),
  bulanan: kontrak({
    method: 'GET',
    path: '/ranap/indikator',
    permission: 'ranap.indikator:read',
    tags,
    summary:
      'Indikator rawat inap sebulan per ruangan dan rumah sakit: HP, LD, pasien keluar, BOR, ALOS, TOI, BTO, NDR, GDR',
    query: indikatorQuerySchema,
    responses: { 200: itemEnvelope(indikatorSchema) },
    galat: [400, 403],
  }),
  tren: kontrak({
    method: 'GET',
    path: '/ranap/indikator/tren',
    permission: 'ranap.indikator:read',
    tags,
    summary: 'Indikator rawat inap rumah sakit per bulan dalam setahun (untuk grafik tren)',
    query: trenQuerySchema,
    responses: { 200: itemEnvelope(trenIndikatorSchema) },
    galat: [400, 403],
  }),
};
