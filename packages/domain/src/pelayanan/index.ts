export * from './asesmen.ts';
export * from './asesmen-isi.ts';
export * from './asesmen-keperawatan.ts';
export * from './asesmen-medis.ts';
export * from './layanan-klinis.ts';
export * from './tanda-vital.ts';
