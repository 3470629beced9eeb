export * from './operasi.kontrak.ts';
export * from './operasi.ts';
