// Every module's tables, gathered for Drizzle and drizzle-kit.
export * from '../modules/akun/akun.tables.ts';
export * from '../modules/akun/sesi.tables.ts';
export * from '../modules/farmasi/akses/akses.tables.ts';
export * from '../modules/farmasi/farmasi.tables.ts';
export * from '../modules/kasir/kasir.tables.ts';
export * from '../modules/katalog/katalog.tables.ts';
export * from '../modules/kunjungan/kunjungan.tables.ts';
export * from '../modules/kunjungan/log-pasien/log-pasien.tables.ts';
export * from '../modules/master/master.tables.ts';
export * from '../modules/pasien/pasien.tables.ts';
export * from '../modules/pelayanan/pelayanan.tables.ts';
export * from '../modules/pelayanan/resume.tables.ts';
export * from '../modules/penunjang/labor/labor.tables.ts';
export * from '../modules/penunjang/penunjang.tables.ts';
export * from '../modules/penunjang/radiologi/radiologi.tables.ts';
export * from '../platform/audit.tables.ts';
export * from '../platform/penomoran.tables.ts';
