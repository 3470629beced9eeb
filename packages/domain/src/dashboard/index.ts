export * from './dashboard.kontrak.ts';
export * from './dokter.ts';
export * from './rumah-sakit.ts';
