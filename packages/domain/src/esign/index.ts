export * from './jenis.ts';
