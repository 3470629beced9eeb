import { badRequest, conflict } from '../../../platform/errors.ts';

/** Validation needs a value on every test of the sheet. */
export const hasilBelumLengkap = (nomor: string) =>
  conflict(
    'labor.hasil_belum_lengkap',
    `Hasil ${nomor} belum lengkap; isi semua pemeriksaan sebelum validasi`,
  );

/** A correction that changes nothing would only add a version. */
export const tidakAdaPerubahan = () => badRequest('Tidak ada hasil yang berubah; koreksi dibatalkan');

/** Results print once validated: a draft on paper would be read as final. */
export const hasilBelumDivalidasi = (nomor: string) =>
  conflict('labor.hasil_belum_divalidasi', `Hasil ${nomor} belum divalidasi sehingga belum dapat dicetak`);

/** A label is for a specimen that was taken. */
export const sampelBelumDiambil = (nomor: string) =>
  conflict(
    'labor.sampel_belum_diambil',
    `Sampel ${nomor} belum diambil; label dicetak setelah pengambilan sampel`,
  );
