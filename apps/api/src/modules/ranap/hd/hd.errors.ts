import { LABEL_STATUS_SESI_HD, type StatusSesiHd } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const sesiHdTidakDitemukan = () => notFound('Sesi hemodialisa', 'hd.sesi_tidak_ditemukan');

/** The layanan ordered for is not an inpatient stay. */
export const perawatanTidakDitemukan = () => notFound('Perawatan rawat inap', 'hd.perawatan_tidak_ditemukan');

export const pasienSudahPulang = () =>
  conflict(
    'hd.sudah_pulang',
    'Pasien sudah pulang dari rawat inap; sesi HD tidak dapat dijadwalkan atau dimulai',
  );

/** One session per stay per date (the partial unique index says the same). */
export const sesiHdGanda = (tanggal: string) =>
  conflict('hd.sesi_ganda', `Pasien ini sudah dijadwalkan HD pada ${tanggal}`, [
    { path: 'tanggal', message: `Sudah ada sesi HD pada ${tanggal}` },
  ]);

export const tanggalLampau = () =>
  badRequest('Tanggal HD tidak boleh sebelum hari ini', [
    { path: 'tanggal', message: 'Tanggal HD tidak boleh sebelum hari ini' },
  ]);

export const dokterHdTidakDikenal = () =>
  badRequest('Dokter HD tidak dikenal', [{ path: 'dokter_uid', message: 'Pilih dokter yang aktif' }]);

/** A step asked of a session in another state ('Sesi HD ini sudah Selesai'). */
export const statusSesiTidakSesuai = (status: StatusSesiHd, perlu: string) =>
  conflict('hd.status_tidak_sesuai', `Sesi HD ini sudah ${LABEL_STATUS_SESI_HD[status]}; ${perlu}`);

export const belumWaktunya = (tanggal: string) =>
  conflict('hd.belum_waktunya', `Sesi HD ini dijadwalkan ${tanggal}; belum dapat dimulai`);

export const catatanBelumAda = () =>
  conflict(
    'hd.catatan_belum_ada',
    'Catatan sesi HD (pre-HD, intra-HD, post-HD) belum disimpan; simpan catatan sebelum menyelesaikan sesi',
  );

/** The tariff item the session is charged with is missing or inactive in the procedure master. */
export const tarifHdBelumAda = (kode: string) =>
  conflict(
    'hd.tarif_belum_ada',
    `Tindakan ${kode} (hemodialisa) belum ada atau tidak aktif di master tindakan; hubungi bagian keuangan`,
  );
