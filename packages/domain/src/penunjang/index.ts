export * from './labor.ts';
export * from './order.ts';
export * from './radiologi.ts';
export * from './unit.ts';
