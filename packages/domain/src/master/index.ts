export * from './common.ts';
export * from './faskes.ts';
export * from './keuangan.ts';
export * from './organisasi.ts';
export * from './poli.ts';
export * from './radiologi.ts';
export * from './tarif.ts';
export * from './tindakan.ts';
