// Tables of the master-data module, gathered for db/schema.ts.
export * from './faskes/faskes.tables.ts';
export * from './keuangan/keuangan.tables.ts';
export * from './labor/labor.tables.ts';
export * from './organisasi/organisasi.tables.ts';
export * from './poli/poli.tables.ts';
export * from './radiologi/radiologi.tables.ts';
export * from './ruangan/ruangan.tables.ts';
export * from './sdm/sdm.tables.ts';
export * from './tarif/tarif.tables.ts';
export * from './tindakan/tindakan.tables.ts';
