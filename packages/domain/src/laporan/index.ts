export * from './rl.kontrak.ts';
export * from './rl.ts';
