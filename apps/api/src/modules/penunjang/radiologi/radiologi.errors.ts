import { formatUkuranFile, MAKS_BERKAS_PER_ORDER } from '@rawat/domain';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const ekspertiseTidakBerubah = () => badRequest('Temuan dan kesan tidak berubah; koreksi dibatalkan');

/** The bytes are none of JPEG, PNG, PDF or DICOM, whatever the name says. */
export const berkasTidakDidukung = () =>
  new AppError(
    400,
    'radiologi.berkas_tidak_didukung',
    'Jenis berkas tidak didukung; unggah gambar JPEG/PNG, dokumen PDF atau berkas DICOM',
    [{ path: 'berkas', message: 'Jenis berkas tidak didukung' }],
  );

export const berkasTerlaluBesar = (maks: number) =>
  new AppError(
    400,
    'radiologi.berkas_terlalu_besar',
    `Ukuran berkas melebihi batas ${formatUkuranFile(maks, 0)}`,
    [{ path: 'berkas', message: `Maksimal ${formatUkuranFile(maks, 0)}` }],
  );

export const berkasKosong = () =>
  badRequest('Pilih berkas yang akan diunggah (field "berkas", multipart/form-data)', [
    { path: 'berkas', message: 'Berkas wajib diisi' },
  ]);

export const berkasPenuh = () =>
  conflict('radiologi.berkas_penuh', `Satu order menyimpan paling banyak ${MAKS_BERKAS_PER_ORDER} berkas`);

export const berkasTidakAda = () => notFound('Berkas', 'radiologi.berkas_tidak_ditemukan');

/** Radiology results print once validated. */
export const ekspertiseBelumDivalidasi = (nomor: string) =>
  conflict(
    'radiologi.hasil_belum_divalidasi',
    `Ekspertise ${nomor} belum divalidasi sehingga belum dapat dicetak`,
  );
