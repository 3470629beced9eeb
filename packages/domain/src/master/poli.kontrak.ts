import { PEMBACA_REFERENSI } from './izin.ts';
import { kontrakMaster } from './master.kontrak.ts';
import { poliInputSchema, poliListQuerySchema, poliSchema } from './poli.ts';

/** Polyclinics: every unit reads them (registration, queues); ADMIN/MANAGEMENT keep them. */
export const poliApi = kontrakMaster({
  path: '/master/poli',
  tag: 'Master Poliklinik',
  label: 'poliklinik',
  item: poliSchema,
  buat: poliInputSchema,
  query: poliListQuerySchema,
  baca: PEMBACA_REFERENSI,
  tulis: 'master.poli:manage',
});
