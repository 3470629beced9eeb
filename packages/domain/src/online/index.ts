export * from './online.ts';
