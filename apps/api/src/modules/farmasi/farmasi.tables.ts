// Tables of the pharmacy module beyond location access, gathered for db/schema.ts.
export * from './master/master.tables.ts';
export * from './pengeluaran/pengeluaran.tables.ts';
export * from './produk/produk.tables.ts';
export * from './resep/resep.tables.ts';
export * from './stok/stok.tables.ts';
