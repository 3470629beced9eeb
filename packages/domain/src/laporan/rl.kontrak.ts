import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  indeksMorbiditasQuerySchema,
  indeksMorbiditasSchema,
  laporanRlSchema,
  rlParamsSchema,
  rlQuerySchema,
} from './rl.ts';

const tags = ['Laporan: RL Kemenkes'];
const xlsx = 'JSON; dengan format=xlsx sebuah berkas Excel (.xlsx) dengan tata letak kolom formulir';

/**
 * The Ministry of Health's RL reports and the morbidity index (docs/laporan-rl.md): reading only,
 * for medical records, the duty doctor and management (laporan.rl:read).
 */
export const laporanRlApi = {
  formulir: kontrak({
    method: 'GET',
    path: '/laporan/rl/:formulir',
    permission: 'laporan.rl:read',
    tags,
    summary:
      'Laporan RL SIRS (rl1 data dasar, indikator & tempat tidur, rl3 pelayanan rawat inap, IGD, kebidanan, laboratorium, radiologi, rujukan, pembedahan & resep, rl4 morbiditas/mortalitas, rl5 kunjungan & 10 besar penyakit) untuk sebulan (YYYY-MM) atau setahun (YYYY)',
    params: rlParamsSchema,
    query: rlQuerySchema,
    responses: { 200: itemEnvelope(laporanRlSchema).describe(xlsx) },
    galat: [400, 403],
  }),
  indeksMorbiditas: kontrak({
    method: 'GET',
    path: '/laporan/indeks-morbiditas',
    permission: 'laporan.rl:read',
    tags,
    summary:
      'Indeks morbiditas & mortalitas: diagnosis terbanyak dalam periode (saring unit, kelompok umur, jenis kelamin) dan kematian per sebab',
    query: indeksMorbiditasQuerySchema,
    responses: { 200: itemEnvelope(indeksMorbiditasSchema).describe(xlsx) },
    galat: [400, 403],
  }),
};
