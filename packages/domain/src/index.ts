import { z } from 'zod';

// Every zod message that a contract does not word itself comes out in Indonesian,
// on the server and in the browser alike.
z.config(z.locales.id());

export * from './akses/index.ts';
export * from './bersalin/index.ts';
export * from './casemix/index.ts';
export * from './dashboard/index.ts';
export * from './esign/index.ts';
export * from './farmasi/index.ts';
export * from './format/index.ts';
export * from './jenis-kelamin.ts';
export * from './kasir/index.ts';
export * from './katalog.kontrak.ts';
export * from './katalog.ts';
export * from './kunjungan/index.ts';
export * from './laporan/index.ts';
export * from './master/index.ts';
export * from './online/index.ts';
export * from './operasi/index.ts';
export * from './pasien/index.ts';
export * from './pelayanan/index.ts';
export * from './penunjang/index.ts';
export * from './platform/index.ts';
export * from './ranap/index.ts';
export * from './rekam-medis/index.ts';
export * from './surat/index.ts';
export * from './wilayah.kontrak.ts';
export * from './wilayah.ts';
