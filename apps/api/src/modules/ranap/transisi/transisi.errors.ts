import { LABEL_SKALA_PULIH, type SkalaPulih } from '@rawat/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';

export const transisiTidakDitemukan = () => notFound('Catatan ruang transisi', 'transisi.tidak_ditemukan');

export const layananTransisiTidakDitemukan = () =>
  notFound('Layanan pasien', 'transisi.layanan_tidak_ditemukan');

/** ADMIN and MANAGEMENT read the room; only its nurses and doctors write in it. */
export const bukanPetugasTransisi = () =>
  forbidden('Hanya perawat atau dokter ruang transisi yang dapat mengisi catatan ini');

export const layananTidakAktif = (sebab: string) =>
  conflict('transisi.layanan_tidak_aktif', `Pasien tidak dapat diterima: ${sebab}`);

export const sudahDiTransisi = () =>
  conflict(
    'transisi.sudah_di_ruang',
    'Pasien ini sudah berada di ruang transisi; buka catatannya dari daftar pasien',
  );

export const transisiSudahSelesai = () =>
  conflict('transisi.sudah_selesai', 'Pasien sudah keluar dari ruang transisi; catatan tidak dapat diubah');

export const waktuTidakValid = (path: string, pesan: string) => badRequest(pesan, [{ path, message: pesan }]);

export const skalaTidakSesuai = (skala: SkalaPulih) =>
  badRequest(`Pasien ini dinilai dengan skor ${LABEL_SKALA_PULIH[skala]}`, [
    { path: 'skala', message: `Gunakan skor ${LABEL_SKALA_PULIH[skala]}` },
  ]);

/** Leaving below the discharge criterion (or before any score) without a doctor's decision. */
export const kriteriaBelumTerpenuhi = (pesan: string) => conflict('transisi.kriteria_belum_terpenuhi', pesan);

export const tujuanTidakSesuai = (pesan: string) => conflict('transisi.tujuan_tidak_sesuai', pesan);

// --- From the theatre (operasi_uid) ------------------------------------------------------------

export const operasiTransisiTidakDitemukan = () => notFound('Operasi', 'transisi.operasi_tidak_ditemukan');

export const operasiBelumSelesai = (status: string) =>
  conflict(
    'transisi.operasi_belum_selesai',
    `Operasi belum selesai (status: ${status}); pasien diterima di ruang transisi setelah operasi diselesaikan`,
  );

export const operasiPasienLain = () =>
  conflict(
    'transisi.operasi_pasien_lain',
    'Operasi ini milik pasien lain; pilih layanan pasien yang dioperasi',
  );

/** The unique index on transisi.operasi_uid: an operation's patient is received once. */
export const operasiSudahDiterima = () =>
  conflict('transisi.operasi_sudah_diterima', 'Pasien operasi ini sudah diterima di ruang transisi');
