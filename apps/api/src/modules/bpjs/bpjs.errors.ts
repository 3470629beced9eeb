import { badRequest, conflict } from '../../platform/errors.ts';

export const belumDikonfigurasi = (mitra = 'BPJS Antrean') =>
  conflict(
    'bpjs.belum_dikonfigurasi',
    `Pengaturan ${mitra} belum disimpan: isi alamat layanan, ID dan kunci rahasianya terlebih dahulu`,
  );

export const opsiWajib = (label: string, kunci: string) =>
  badRequest(`${label} wajib diisi`, [{ path: `opsi.${kunci}`, message: `${label} wajib diisi` }]);

export const rahasiaWajib = (label: string, path: 'rahasia' | 'user_key') =>
  conflict('bpjs.rahasia_wajib', `${label} wajib diisi saat pengaturan pertama kali disimpan`, [
    { path, message: `${label} wajib diisi` },
  ]);

export const kunciIndukTidakCocok = () =>
  conflict(
    'bpjs.kunci_induk_salah',
    'Consumer secret tersimpan tidak dapat dibuka dengan kunci induk server ini; simpan ulang consumer secret dan user key',
  );
