export * from './transaksi.ts';
