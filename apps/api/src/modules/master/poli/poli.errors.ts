import { conflict } from '../../../platform/errors.ts';

export const prefixSudahDipakai = (prefix: string, oleh: string) =>
  conflict('poli.prefix_antrian_sudah_dipakai', `Prefix antrian '${prefix}' sudah dipakai oleh ${oleh}`, [
    { path: 'prefix_antrian', message: `Prefix sudah dipakai oleh ${oleh}` },
  ]);
