export * from './dashboard.kontrak.ts';
export * from './dokter.ts';
