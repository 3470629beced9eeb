export * from './kunjungan.ts';
export * from './rupiah.ts';
export * from './tanggal.ts';
export * from './terbilang.ts';
export * from './ukuran-file.ts';
export * from './umur.ts';
export * from './validasi.ts';
