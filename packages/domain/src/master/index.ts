export * from './common.ts';
export * from './keuangan.ts';
export * from './tarif.ts';
