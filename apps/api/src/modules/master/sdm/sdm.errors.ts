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
