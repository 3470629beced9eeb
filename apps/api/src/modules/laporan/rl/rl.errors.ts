import { badRequest } from '../../../platform/errors.ts';

/** A period that has not begun has nothing to count yet. */
export const periodeBelumDimulai = () =>
  badRequest('Periode tersebut belum dimulai', [{ path: 'periode', message: 'Periode belum dimulai' }]);
