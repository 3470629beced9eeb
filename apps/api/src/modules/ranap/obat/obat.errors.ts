import { LABEL_STATUS_PEMBERIAN_OBAT, type StatusPemberianObat } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

// Error codes of the medicine plan and the administration record (docs/ranap/obat.md).

export const perawatanTidakDitemukan = () =>
  notFound('Perawatan rawat inap', 'obat.perawatan_tidak_ditemukan');

export const rencanaTidakDitemukan = () => notFound('Rencana pemberian obat', 'obat.rencana_tidak_ditemukan');

/** The stay has ended: its plan and record are read-only. */
export const perawatanSelesai = () =>
  conflict('obat.perawatan_selesai', 'Pasien sudah pulang; rencana dan pemberian obat tidak dapat diubah');

export const rencanaSudahDihentikan = (nama: string) =>
  conflict('obat.rencana_sudah_dihentikan', `Rencana ${nama} sudah dihentikan`);

/** A dose of a stopped plan: 400, the plan no longer schedules it. */
export const rencanaDihentikan = (nama: string) =>
  badRequest(`Rencana ${nama} sudah dihentikan; dosis tidak dapat dicatat`, [
    { path: 'rencana_obat_uid', message: `Rencana ${nama} sudah dihentikan` },
  ]);

/** The time given is not a scheduled dose of the plan (another hour, or outside its days). */
export const bukanJadwal = (nama: string) =>
  badRequest(`Jadwal tersebut bukan jadwal pemberian ${nama}`, [
    { path: 'jadwal_pada', message: `Bukan jadwal pemberian ${nama}` },
  ]);

export const dosisSudahDicatat = (nama: string, jam: string, status: StatusPemberianObat) =>
  conflict(
    'obat.dosis_sudah_dicatat',
    `Dosis ${nama} pukul ${jam} sudah dicatat ${LABEL_STATUS_PEMBERIAN_OBAT[status].toLowerCase()}`,
  );

export const barisResepBukanMilik = () =>
  badRequest('Baris resep bukan milik perawatan ini', [
    { path: 'resep_detail_uid', message: 'Baris resep bukan milik perawatan ini' },
  ]);

export const obatTidakDikenal = () =>
  badRequest('Obat tidak ditemukan', [{ path: 'produk_uid', message: 'Obat tidak ditemukan' }]);

export const rencanaSudahAda = (nama: string) =>
  conflict(
    'obat.rencana_sudah_ada',
    `Baris resep ${nama} sudah dijadikan rencana pemberian yang masih berjalan`,
  );

/** Given more than an hour before its time: a wrong column or day, not an early round. */
export const belumWaktunya = (nama: string, jam: string) =>
  badRequest(`Dosis ${nama} pukul ${jam} belum waktunya diberikan (paling cepat 1 jam sebelumnya)`, [
    { path: 'jadwal_pada', message: 'Belum waktunya diberikan' },
  ]);
