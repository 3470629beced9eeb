export * from './akses/index.ts';
export * from './platform/index.ts';
