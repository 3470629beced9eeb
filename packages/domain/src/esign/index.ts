export * from './esign.kontrak.ts';
export * from './esign.ts';
export * from './jenis.ts';
