import { conflict } from '../../platform/errors.ts';
import { kodeSudahDipakai } from '../master/crud/crud.errors.ts';

const LABEL = 'Kamar operasi';

/**
 * The code is taken. kamar_operasi keeps its codes unique over every theatre, retired ones too
 * (migration 0026's index), so a retired holder is named as such with the way out.
 */
export const kodeKamarDipakai = (kode: string, oleh: { nama: string; aktif: boolean }) =>
  oleh.aktif
    ? kodeSudahDipakai(LABEL, kode, oleh.nama)
    : conflict(
        'master.kode_sudah_dipakai',
        `Kode '${kode}' sudah dipakai oleh kamar operasi nonaktif (${oleh.nama}); aktifkan kembali kamar itu atau pakai kode lain`,
        [{ path: 'kode', message: 'Kode sudah dipakai kamar operasi nonaktif' }],
      );

export const namaKamarDipakai = (nama: string) =>
  conflict('master.nama_sudah_dipakai', `Nama '${nama}' sudah dipakai oleh kamar operasi aktif lain`, [
    { path: 'nama', message: 'Nama sudah dipakai' },
  ]);

/** A theatre still holding operations cannot leave the board. */
export const kamarMasihDipakai = (nama: string, jumlah: number) =>
  conflict(
    'operasi.kamar_masih_dipakai',
    `Kamar operasi ${nama} tidak dapat dinonaktifkan: masih ada ${jumlah} operasi terjadwal yang belum selesai. Selesaikan atau batalkan operasinya terlebih dahulu.`,
  );
