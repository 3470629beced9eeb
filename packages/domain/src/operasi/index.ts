export * from './bhp.kontrak.ts';
export * from './bhp.ts';
export * from './kamar-operasi.kontrak.ts';
export * from './kamar-operasi.ts';
export * from './operasi.kontrak.ts';
export * from './operasi.ts';
