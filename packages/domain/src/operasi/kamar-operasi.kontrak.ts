import { anyOf } from '../akses/permissions.ts';
import { kontrakMaster } from '../master/master.kontrak.ts';
import { kamarOperasiInputSchema, kamarOperasiSchema } from './kamar-operasi.ts';

/**
 * The theatres (/kelola-kamar-operasi, docs/master.md): the master screens' pattern under
 * /master. The board and the booking dialog read the active ones through /operasi/referensi.
 */
export const kamarOperasiApi = kontrakMaster({
  path: '/master/kamar-operasi',
  tag: 'Master Kamar Operasi',
  label: 'kamar operasi',
  item: kamarOperasiSchema,
  buat: kamarOperasiInputSchema,
  baca: anyOf(['master:read', 'operasi:read']),
  tulis: 'master.kamar-operasi:manage',
});
