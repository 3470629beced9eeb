export * from './akses-lokasi.ts';
export * from './harga.ts';
export * from './lokasi-akses.contract.ts';
