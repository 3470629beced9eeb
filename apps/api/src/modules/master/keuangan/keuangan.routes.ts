import {
  asuransiInputSchema,
  asuransiSchema,
  bankInputSchema,
  bankSchema,
  penjaminSchema,
} from '@rawat/domain';
import { z } from 'zod';
import type { App, Deps } from '../../../platform/http.ts';
import { ruteMaster } from '../crud/crud.routes.ts';
import { daftarPenjamin, layananAsuransi, layananBank } from './keuangan.service.ts';

/** Banks and insurers: every signed-in role reads them (payment forms); KASIR keeps them (spec §6). */
export async function keuanganRoutes(app: App, deps: Deps) {
  ruteMaster(app, deps, {
    path: '/master/bank',
    tag: 'Master Bank',
    label: 'bank',
    layanan: layananBank,
    item: bankSchema,
    buat: bankInputSchema,
    baca: 'authenticated',
    tulis: 'master.keuangan:manage',
  });
  ruteMaster(app, deps, {
    path: '/master/asuransi',
    tag: 'Master Asuransi',
    label: 'asuransi',
    layanan: layananAsuransi,
    item: asuransiSchema,
    buat: asuransiInputSchema,
    baca: 'authenticated',
    tulis: 'master.keuangan:manage',
  });
  app.get(
    '/master/penjamin',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['Master Asuransi'],
        summary:
          'Penjamin yang dapat dipilih: Umum, BPJS, Askes (markup tetap) dan tiap asuransi aktif (Lainnya)',
        response: { 200: z.object({ respon: z.array(penjaminSchema) }) },
      },
    },
    async () => ({ respon: await daftarPenjamin(deps.db) }),
  );
}
