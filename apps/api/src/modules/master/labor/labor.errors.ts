import { badRequest, conflict } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Tests a package names that do not exist or are retired; each error on its list position. */
export const pemeriksaanPaketTidakValid = (galat: Galat[]) =>
  badRequest(galat[0]?.message ?? 'Pemeriksaan paket tidak valid', galat);

export const paketBerisiNonaktif = (nama: string[]) =>
  conflict(
    'labor.paket_berisi_nonaktif',
    `Paket berisi pemeriksaan nonaktif (${nama.join(', ')}); keluarkan dari paket sebelum mengaktifkannya`,
  );
