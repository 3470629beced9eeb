export * from './isi.keluar.ts';
export * from './isi.ts';
export * from './jenis.ts';
export * from './nomor.ts';
export * from './ringkasan.ts';
export * from './surat.kontrak.ts';
export * from './surat.ts';
