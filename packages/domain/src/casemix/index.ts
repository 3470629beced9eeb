export * from './status.ts';
