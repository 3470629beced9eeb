export * from './akun.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './kontrak.ts';
export * from './log.ts';
export * from './platform.kontrak.ts';
