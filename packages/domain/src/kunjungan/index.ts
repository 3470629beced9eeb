export * from './antrian.ts';
export * from './pendaftaran.ts';
