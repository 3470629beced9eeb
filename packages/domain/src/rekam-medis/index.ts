export * from './log-pasien.ts';
export * from './resume.ts';
export * from './rm.ts';
