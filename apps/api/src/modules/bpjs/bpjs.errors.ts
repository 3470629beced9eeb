import { conflict } from '../../platform/errors.ts';

export const belumDikonfigurasi = () =>
  conflict(
    'bpjs.belum_dikonfigurasi',
    'Pengaturan BPJS Antrean belum disimpan: isi alamat layanan, consumer ID, consumer secret dan user key terlebih dahulu',
  );

export const rahasiaWajib = (label: string, path: 'rahasia' | 'user_key') =>
  conflict('bpjs.rahasia_wajib', `${label} wajib diisi saat pengaturan pertama kali disimpan`, [
    { path, message: `${label} wajib diisi` },
  ]);

export const kunciIndukTidakCocok = () =>
  conflict(
    'bpjs.kunci_induk_salah',
    'Consumer secret tersimpan tidak dapat dibuka dengan kunci induk server ini; simpan ulang consumer secret dan user key',
  );
