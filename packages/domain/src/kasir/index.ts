export * from './tagihan.ts';
export * from './transaksi.ts';
