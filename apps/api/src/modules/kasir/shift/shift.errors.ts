import { conflict, forbidden, notFound } from '../../../platform/errors.ts';

export const shiftTidakDitemukan = () => notFound('Shift kasir', 'shift.tidak_ditemukan');

export const shiftBelumDibuka = () =>
  conflict('shift.belum_dibuka', 'Shift kasir belum dibuka. Buka shift terlebih dahulu.');

export const shiftSudahDibuka = () =>
  conflict('shift.sudah_dibuka', 'Shift kasir Anda masih terbuka; tutup dulu sebelum membuka yang baru.');

export const shiftSudahDitutup = (pada: string) =>
  conflict('shift.sudah_ditutup', `Shift ini sudah ditutup pada ${pada}.`);

export const bukanShiftAnda = (aksi: 'menutup' | 'melihat') =>
  forbidden(
    aksi === 'menutup'
      ? 'Shift ini milik kasir lain; hanya kasir pemiliknya atau manajemen yang dapat menutupnya.'
      : 'Shift ini milik kasir lain; ringkasannya hanya untuk pemilik dan pemegang akses laporan kasir.',
  );
