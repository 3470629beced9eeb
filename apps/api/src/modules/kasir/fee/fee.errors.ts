import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';

const galatField = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const isianTidakValid = galatField;

export const aturanTidakDitemukan = () => notFound('Aturan fee', 'fee.aturan_tidak_ditemukan');

export const dokterTidakDikenal = () =>
  galatField('pegawai_uid', 'Dokter tidak ditemukan atau sudah nonaktif');

export const tindakanTidakDikenal = () =>
  galatField('tindakan_uid', 'Tindakan tidak ditemukan atau sudah nonaktif');

export const tindakanBedaJenis = (nama: string, jenis: string) =>
  galatField('tindakan_uid', `${nama} ditagih sebagai ${jenis}; pilih jenis tagihan itu`);

export const aturanGanda = (dokter: string, untuk: string) =>
  conflict('fee.aturan_ganda', `${dokter} sudah memiliki aturan fee aktif untuk ${untuk}. Ubah aturan itu.`, [
    { path: 'tindakan_uid', message: 'Aturan untuk dokter dan item ini sudah ada' },
  ]);

export const aturanSudahNonaktif = () =>
  conflict('fee.aturan_nonaktif', 'Aturan fee ini sudah dinonaktifkan; buat aturan baru bila perlu');

export const akunTanpaPegawai = () =>
  new AppError(
    403,
    'fee.akun_tanpa_pegawai',
    'Akun Anda belum ditautkan ke data karyawan (dokter). Hubungi admin untuk menautkannya.',
  );

export const bukanFeeSendiri = () =>
  new AppError(403, 'AKSES_DITOLAK', 'Anda hanya dapat melihat fee Anda sendiri');

export const dokterWajibDipilih = () => galatField('pegawai_uid', 'Pilih dokter yang fee-nya ingin dilihat');

export const dokterFeeTidakDitemukan = () => galatField('pegawai_uid', 'Dokter tidak ditemukan');
