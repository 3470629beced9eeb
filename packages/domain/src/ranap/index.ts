export * from './ranap.ts';
