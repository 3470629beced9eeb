import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

/** The layanan is not an inpatient stay (or there is none). */
export const perawatanTidakDitemukan = () =>
  notFound('Perawatan rawat inap', 'gizi.perawatan_tidak_ditemukan');

export const dietTidakDitemukan = () => notFound('Order diet', 'gizi.diet_tidak_ditemukan');

export const ruanganTidakDitemukan = () => notFound('Ruangan', 'gizi.ruangan_tidak_ditemukan');

/** Diet and handover are written while the patient is on the ward. */
export const sudahPulang = () =>
  conflict(
    'gizi.sudah_pulang',
    'Pasien sudah pulang dari rawat inap; data diet dan serah terima tidak dapat diubah',
  );

/** Setting needs a request, stopping an order still running. */
export const statusDietTidakSesuai = (status: string) =>
  conflict(
    'gizi.status_diet',
    status === 'DIHENTIKAN' ? 'Order diet ini sudah dihentikan' : 'Order diet ini sudah ditetapkan',
  );

export const tidakDirawatPadaShift = () =>
  conflict('gizi.tidak_dirawat', 'Pasien tidak dirawat di ruangan pada shift tersebut');

export const shiftBelumMulai = () =>
  badRequest('Shift tersebut belum dimulai', [{ path: 'shift', message: 'Shift tersebut belum dimulai' }]);
