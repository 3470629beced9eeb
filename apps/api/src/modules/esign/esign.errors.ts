import { MAKS_PIN_SALAH } from '@rawat/domain';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';

export const penandaTidakDitemukan = () =>
  notFound('Pendaftaran penanda tangan', 'esign.penanda_tidak_ditemukan');
export const pengajuanTidakDitemukan = () =>
  notFound('Pengajuan tanda tangan', 'esign.pengajuan_tidak_ditemukan');
export const dokumenTidakDitemukan = () => notFound('Dokumen', 'esign.dokumen_tidak_ditemukan');

export const sudahTerdaftar = () =>
  conflict(
    'esign.sudah_terdaftar',
    'Anda sudah terdaftar sebagai penanda tangan (atau pendaftaran sedang diverifikasi)',
  );

export const penandaBukanDiajukan = () =>
  conflict(
    'esign.penanda_bukan_diajukan',
    'Pendaftaran ini sudah diputus; hanya pendaftaran yang menunggu verifikasi yang dapat disetujui atau ditolak',
  );

export const fotoTidakSah = (path: 'foto_ktp' | 'selfie', pesan: string) =>
  badRequest(pesan, [{ path, message: pesan }]);

export const belumAktif = () =>
  new AppError(
    403,
    'esign.penanda_belum_aktif',
    'Anda belum terdaftar sebagai penanda tangan aktif. Daftar di menu Registrasi Tanda Tangan dan tunggu verifikasi.',
  );

export const pinTerkunci = () =>
  new AppError(
    403,
    'esign.pin_terkunci',
    `PIN terkunci karena ${MAKS_PIN_SALAH} kali salah berturut-turut. Hubungi administrator untuk membukanya.`,
  );

export const pinSalah = (sisa: number) =>
  badRequest(
    sisa > 0
      ? `PIN salah. Sisa percobaan ${sisa} kali sebelum PIN terkunci.`
      : `PIN salah. PIN sekarang terkunci; hubungi administrator.`,
    [{ path: 'pin', message: 'PIN salah' }],
  );

export const bukanPenandaDokumen = (judul: string, nama: string) =>
  forbidden(`${judul} harus ditandatangani oleh ${nama}; Anda tidak dapat menandatangani untuk orang lain`);

export const bukanMenunggu = (judul: string) =>
  conflict('esign.bukan_menunggu', `${judul} tidak lagi menunggu tanda tangan`);

export const dokumenBelumSiap = (alasan: string) => conflict('esign.dokumen_belum_siap', alasan);

export const sudahDiajukan = () =>
  conflict('esign.sudah_diajukan', 'Dokumen ini sudah diajukan atau sudah ditandatangani');

export const tanpaPenanda = () => badRequest('Dokumen ini belum mencantumkan dokter yang menandatanganinya');

export const penyediaGagal = (pesan: string) => new AppError(503, 'esign.penyedia_tidak_tersedia', pesan);

export const p12TidakSah = (pesan: string) => badRequest(pesan, [{ path: 'berkas', message: pesan }]);

/** The master key cannot open the stored keys (a restore without RAWAT_KUNCI_INDUK / <data>/kunci-induk). */
export const kunciIndukSalah = () =>
  new AppError(
    503,
    'esign.kunci_induk_salah',
    'Kunci tanda tangan tidak dapat dibuka: kunci induk server ini bukan kunci yang menyimpannya. Hubungi administrator untuk memulihkan kunci induk (RAWAT_KUNCI_INDUK) dari cadangan.',
  );
