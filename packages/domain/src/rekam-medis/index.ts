export * from './log-pasien.ts';
