import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export type Galat = { path: string; message: string };

export const dataTidakValid = (galat: Galat[]) => badRequest(galat[0]?.message ?? 'Data tidak valid', galat);

export const akunSudahTertaut = (username: string, pegawai: string) =>
  conflict('sdm.akun_sudah_tertaut', `Akun '${username}' sudah dipakai oleh karyawan aktif ${pegawai}`, [
    { path: 'akun_uid', message: `Akun sudah dipakai oleh ${pegawai}` },
  ]);

export const nikSudahTerdaftar = (pegawai: string) =>
  conflict('sdm.nik_sudah_terdaftar', `NIK ini sudah terdaftar pada karyawan aktif ${pegawai}`, [
    { path: 'nik', message: `NIK sudah terdaftar pada ${pegawai}` },
  ]);

const LABEL_PROFIL = { DOKTER: 'dokter', PERAWAT: 'perawat' } as const;
export const sudahPunyaProfil = (nama: string, profil: keyof typeof LABEL_PROFIL) =>
  conflict('sdm.pegawai_sudah_punya_profil', `${nama} sudah terdaftar sebagai ${LABEL_PROFIL[profil]}`, [
    { path: 'pegawai_uid', message: `Sudah terdaftar sebagai ${LABEL_PROFIL[profil]}` },
  ]);

export const profilTidakDitemukan = (label: string) => notFound(label, 'sdm.profil_tidak_ditemukan');

export const cutiTidakDitemukan = () => notFound('Cuti dokter', 'sdm.cuti_tidak_ditemukan');

export const cutiBentrok = (mulai: string, selesai: string, alasan: string) =>
  conflict('sdm.cuti_bentrok', `Tanggal ini bertumpuk dengan cuti ${mulai} s.d. ${selesai} (${alasan})`, [
    { path: 'tanggal_mulai', message: `Bertumpuk dengan cuti ${mulai} s.d. ${selesai}` },
  ]);

export const cutiSudahDibatalkan = () =>
  conflict('sdm.cuti_sudah_dibatalkan', 'Cuti ini sudah dibatalkan sebelumnya');

export const cutiSudahLewat = () =>
  conflict('sdm.cuti_sudah_lewat', 'Cuti yang sudah berakhir tidak dapat dibatalkan');
