import { formatUkuranFile, MAKS_BERKAS_PER_ORDER } from '@rawat/domain';
import { AppError, badRequest, conflict } from '../../../platform/errors.ts';

export const ekspertiseTidakBerubah = () => badRequest('Temuan dan kesan tidak berubah; koreksi dibatalkan');

/** The bytes are none of JPEG, PNG, PDF or DICOM, whatever the name says. */
export const berkasTidakDidukung = () =>
  new AppError(
    400,
    'BERKAS_TIDAK_DIDUKUNG',
    'Jenis berkas tidak didukung; unggah gambar JPEG/PNG, dokumen PDF atau berkas DICOM',
    [{ path: 'berkas', message: 'Jenis berkas tidak didukung' }],
  );

export const berkasTerlaluBesar = (maks: number) =>
  new AppError(400, 'BERKAS_TERLALU_BESAR', `Ukuran berkas melebihi batas ${formatUkuranFile(maks, 0)}`, [
    { path: 'berkas', message: `Maksimal ${formatUkuranFile(maks, 0)}` },
  ]);

export const berkasKosong = () =>
  badRequest('Pilih berkas yang akan diunggah (field "berkas", multipart/form-data)', [
    { path: 'berkas', message: 'Berkas wajib diisi' },
  ]);

export const berkasPenuh = () =>
  conflict('BERKAS_PENUH', `Satu order menyimpan paling banyak ${MAKS_BERKAS_PER_ORDER} berkas`);

export const berkasTidakAda = () => new AppError(404, 'TIDAK_DITEMUKAN', 'Berkas tidak ditemukan');

/** Radiology results print once validated. */
export const ekspertiseBelumDivalidasi = (nomor: string) =>
  conflict('HASIL_BELUM_DIVALIDASI', `Ekspertise ${nomor} belum divalidasi sehingga belum dapat dicetak`);
