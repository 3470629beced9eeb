export * from './log-pasien.ts';
export * from './rekam-medis.kontrak.ts';
export * from './resume.ts';
export * from './rm.ts';
