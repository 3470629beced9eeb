export * from './bersalin.kontrak.ts';
export * from './bersalin.ts';
