export * from './klaim.kontrak.ts';
export * from './klaim.ts';
export * from './status.ts';
export * from './tarif-rs.ts';
