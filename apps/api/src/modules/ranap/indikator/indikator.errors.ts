import { formatTanggal } from '@rawat/domain';
import { badRequest, notFound } from '../../../platform/errors.ts';

export const ruanganTidakDitemukan = () => notFound('Ruangan', 'indikator.ruangan_tidak_ditemukan');

/** The census of a day that has not begun would only guess. */
export const tanggalBelumTiba = (hariIni: string) =>
  badRequest(`Sensus hanya untuk hari ini (${formatTanggal(hariIni)}) atau sebelumnya`, [
    { path: 'tanggal', message: 'Tanggal sensus tidak boleh setelah hari ini' },
  ]);

export const bulanBelumTiba = () =>
  badRequest('Bulan tersebut belum dimulai', [{ path: 'bulan', message: 'Bulan belum dimulai' }]);

export const tahunBelumTiba = () =>
  badRequest('Tahun tersebut belum dimulai', [{ path: 'tahun', message: 'Tahun belum dimulai' }]);
