import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const pengeluaranTidakDitemukan = () => notFound('Pengeluaran farmasi', 'pengeluaran.tidak_ditemukan');

/** A field the contract cannot judge alone (depot kind, supplier status, the day against today). */
export const isianTidakValid = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** Voided already (a second click, or two pharmacists at once): the first void stands. */
export const sudahDibatalkan = (nomor: string) =>
  conflict('pengeluaran.sudah_batal', `Pengeluaran ${nomor} sudah dibatalkan sebelumnya`);
