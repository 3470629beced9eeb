export * from './antrian.ts';
export * from './antrian-klinik.kontrak.ts';
export * from './antrian-klinik.ts';
export * from './antrian-transisi.ts';
export * from './igd-cepat.ts';
export * from './layanan-tambahan.ts';
export * from './pendaftaran.kontrak.ts';
export * from './pendaftaran.ts';
