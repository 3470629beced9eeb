import { kontrakMaster } from '../master/master.kontrak.ts';
import { PEMBACA_DATA_FARMASI } from './izin.ts';
import {
  kelasTerapiInputSchema,
  kelasTerapiQuerySchema,
  kelasTerapiSchema,
  lokasiFarmasiInputSchema,
  lokasiFarmasiSchema,
  lokasiQuerySchema,
  masterFarmasiInputSchema,
  masterFarmasiSchema,
  supplierInputSchema,
  supplierSchema,
} from './master.contract.ts';

// The pharmacy's own master lists (spec §7): read wherever products are picked, kept by
// pharmacists and the warehouse; a DELETE only retires a record, it stays readable.
const umum = {
  tag: 'Farmasi: Master',
  baca: PEMBACA_DATA_FARMASI,
  tulis: 'farmasi.obat:manage',
  hapusNonaktif: true,
} as const;

export const kategoriFarmasiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/master/kategori',
  label: 'kategori produk',
  item: masterFarmasiSchema,
  buat: masterFarmasiInputSchema,
});

export const varianFarmasiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/master/varian',
  label: 'varian produk',
  item: masterFarmasiSchema,
  buat: masterFarmasiInputSchema,
});

export const sediaanFarmasiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/master/sediaan',
  label: 'satuan (sediaan)',
  item: masterFarmasiSchema,
  buat: masterFarmasiInputSchema,
});

export const supplierFarmasiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/master/supplier',
  label: 'supplier',
  item: supplierSchema,
  buat: supplierInputSchema,
});

export const kelasTerapiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/master/kelas_terapi',
  label: 'kelas terapi',
  item: kelasTerapiSchema,
  buat: kelasTerapiInputSchema,
  query: kelasTerapiQuerySchema,
});

/** The warehouse and depots (/farmasi/lokasi); the rights held there are lokasiPenggunaApi. */
export const lokasiFarmasiApi = kontrakMaster({
  ...umum,
  path: '/farmasi/lokasi',
  tag: 'Farmasi: Lokasi',
  label: 'lokasi farmasi',
  item: lokasiFarmasiSchema,
  buat: lokasiFarmasiInputSchema,
  query: lokasiQuerySchema,
});
