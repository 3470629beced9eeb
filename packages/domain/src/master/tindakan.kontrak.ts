import { PEMBACA_REFERENSI } from './izin.ts';
import { kontrakMaster } from './master.kontrak.ts';
import { kontrakTarif } from './tarif.kontrak.ts';
import { tindakanInputSchema, tindakanListQuerySchema, tindakanSchema } from './tindakan.ts';

const umum = { baca: PEMBACA_REFERENSI, tulis: 'master.layanan:manage' } as const;

/**
 * Medical procedures and their prices: every unit reads them (clinics pick procedures, the cashier
 * prices them); ADMIN/MANAGEMENT keep them.
 */
export const tindakanApi = {
  ...kontrakMaster({
    path: '/master/tindakan',
    tag: 'Master Tindakan',
    label: 'tindakan',
    item: tindakanSchema,
    buat: tindakanInputSchema,
    query: tindakanListQuerySchema,
    ...umum,
  }),
  ...kontrakTarif({ path: '/master/tindakan', tag: 'Master Tindakan', ...umum }),
};
