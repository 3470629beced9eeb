import { conflict, forbidden, notFound } from '../../../platform/errors.ts';

export const shiftTidakDitemukan = () => notFound('Shift kasir');

export const shiftSudahDitutup = (pada: string) =>
  conflict('SHIFT_SUDAH_DITUTUP', `Shift ini sudah ditutup pada ${pada}.`);

export const bukanShiftAnda = (aksi: 'menutup' | 'melihat') =>
  forbidden(
    aksi === 'menutup'
      ? 'Shift ini milik kasir lain; hanya kasir pemiliknya atau manajemen yang dapat menutupnya.'
      : 'Shift ini milik kasir lain; ringkasannya hanya untuk pemilik dan pemegang akses laporan kasir.',
  );
