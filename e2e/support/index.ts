// The journeys' shared helpers, one import for a spec: accounts and logging in, on-screen steps,
// demo patients, and the clinic's and cashier's work through the API.
export * from './akun.ts';
export * from './eklaim.ts';
export * from './esign.ts';
export * from './halaman.ts';
export * from './klinik.ts';
export * from './pasien.ts';
export * from './server-hari.ts';
export * from './vclaim.ts';
