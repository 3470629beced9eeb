export * from './deposit.kontrak.ts';
export * from './deposit.ts';
export * from './fee.ts';
export * from './laporan.ts';
export * from './pembayaran.ts';
export * from './shift.ts';
export * from './tagihan.ts';
export * from './transaksi.ts';
