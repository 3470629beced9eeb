export * from './labor.kontrak.ts';
export * from './labor.ts';
export * from './order.kontrak.ts';
export * from './order.ts';
export * from './radiologi.kontrak.ts';
export * from './radiologi.ts';
export * from './unit.kontrak.ts';
export * from './unit.ts';
