export * from './akses-lokasi.ts';
export * from './harga.ts';
export * from './lokasi-akses.contract.ts';
export * from './master.contract.ts';
export * from './produk.contract.ts';
export * from './resep.ts';
export * from './stok.ts';
