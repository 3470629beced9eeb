import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

/** The layanan is not a stay, or was never admitted. */
export const bukanPerawatanInap = () => notFound('Perawatan rawat inap', 'ranap.perawatan_tidak_ditemukan');

export const sudahPulang = (pada: string) =>
  conflict(
    'ranap.sudah_pulang',
    `Pasien ini sudah dipulangkan (${pada}); perintah pulang tidak dapat diulang`,
  );

/** The stay's coding comes first: the bill and the resume need the main diagnosis. */
export const diagnosisUtamaBelumAda = () =>
  conflict(
    'ranap.diagnosis_utama_kosong',
    'Diagnosis utama (ICD-10) perawatan ini belum diisi; DPJP harus mengisinya sebelum memulangkan pasien',
    [{ path: 'diagnosis_utama', message: 'Diagnosis utama belum diisi' }],
  );

export const waktuPulangTidakValid = (path: 'pulang_pada' | 'waktu_meninggal', pesan: string) =>
  badRequest(pesan, [{ path, message: pesan }]);

export const belumPulang = () =>
  conflict(
    'ranap.belum_pulang',
    'Pasien ini belum dipulangkan; tidak ada perintah pulang yang dapat dibatalkan',
  );

export const batalPulangLewatHari = () =>
  conflict(
    'ranap.batal_pulang_lewat_hari',
    'Perintah pulang hanya dapat dibatalkan pada hari yang sama dengan waktu pulang',
  );

export const pulangSudahDibayar = () =>
  conflict(
    'ranap.pulang_sudah_dibayar',
    'Tagihan perawatan ini sudah dibayar di kasir setelah pasien pulang; perintah pulang tidak dapat dibatalkan',
  );

export const pasienDirawatLagi = () =>
  conflict(
    'ranap.pasien_dirawat_lagi',
    'Pasien ini sudah dirawat kembali; perintah pulang tidak dapat dibatalkan',
  );
