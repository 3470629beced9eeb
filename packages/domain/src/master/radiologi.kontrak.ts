import { PEMBACA_REFERENSI } from './izin.ts';
import { kontrakMaster } from './master.kontrak.ts';
import { radiologiInputSchema, radiologiListQuerySchema, radiologiSchema } from './radiologi.ts';
import { kontrakTarif } from './tarif.kontrak.ts';

const umum = { baca: PEMBACA_REFERENSI, tulis: 'master.layanan:manage' } as const;

/**
 * Radiology exams and their prices: every unit reads them (doctors order, radiology performs, the
 * cashier bills); ADMIN/MANAGEMENT keep them. (The radiology worklist is penunjang's radiologiApi.)
 */
export const pemeriksaanRadiologiApi = {
  ...kontrakMaster({
    path: '/master/radiologi',
    tag: 'Master Radiologi',
    label: 'pemeriksaan radiologi',
    item: radiologiSchema,
    buat: radiologiInputSchema,
    query: radiologiListQuerySchema,
    ...umum,
  }),
  ...kontrakTarif({ path: '/master/radiologi', tag: 'Master Radiologi', ...umum }),
};
