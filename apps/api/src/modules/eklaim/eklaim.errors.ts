import { AppError, conflict } from '../../platform/errors.ts';

export const eklaimBelumDikonfigurasi = () =>
  conflict(
    'eklaim.belum_dikonfigurasi',
    'Pengaturan E-Klaim belum disimpan: isi alamat web service, kunci enkripsi, kode tarif dan NIK coder terlebih dahulu',
  );

export const kunciEklaimWajib = () =>
  conflict('eklaim.kunci_wajib', 'Kunci enkripsi E-Klaim wajib diisi saat pengaturan pertama kali disimpan', [
    { path: 'kunci', message: 'Kunci enkripsi wajib diisi' },
  ]);

export const kunciIndukEklaimTidakCocok = () =>
  conflict(
    'eklaim.kunci_induk_salah',
    'Kunci enkripsi E-Klaim tersimpan tidak dapat dibuka dengan kunci induk server ini; simpan ulang kunci enkripsinya',
  );

/** The master key was never handed to the eklaim module for this database (a wiring fault). */
export const kunciIndukEklaimTidakAda = () =>
  new AppError(500, 'eklaim.kunci_induk_tidak_ada', 'Kunci induk server belum dipasang untuk E-Klaim');
