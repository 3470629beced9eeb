export * from './anjungan.kontrak.ts';
export * from './booking.kontrak.ts';
export * from './bpjs.kontrak.ts';
export * from './online.ts';
export * from './outbox.kontrak.ts';
export * from './perangkat.kontrak.ts';
export * from './ws.kontrak.ts';
