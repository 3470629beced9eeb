import { conflict } from '../../../platform/errors.ts';

export const prefixSudahDipakai = (prefix: string, oleh: string) =>
  conflict('PREFIX_ANTRIAN_SUDAH_DIPAKAI', `Prefix antrian '${prefix}' sudah dipakai oleh ${oleh}`, [
    { path: 'prefix_antrian', message: `Prefix sudah dipakai oleh ${oleh}` },
  ]);
