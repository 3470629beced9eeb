import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';

/** The layanan is not an inpatient stay (no perawatan_inap). */
export const perawatanTidakDitemukan = () =>
  notFound('Perawatan rawat inap', 'ranap.perawatan_tidak_ditemukan');

export const cpptTidakDitemukan = () => notFound('Catatan CPPT', 'cppt.tidak_ditemukan');

/** A role that holds the CPPT permission but is no profession of the ward's team (ADMIN, MANAGEMENT). */
export const bukanProfesiCppt = () =>
  forbidden(
    'Peran Anda bukan profesi pemberi asuhan; CPPT ditulis oleh dokter, perawat, ahli gizi, apoteker atau terapis',
  );

export const bukanPenulisCppt = () => forbidden('Hanya penulis catatan yang dapat mengoreksinya');

export const cpptSudahDikoreksi = () =>
  conflict(
    'cppt.sudah_dikoreksi',
    'Catatan ini sudah dikoreksi; koreksi atau verifikasi catatan yang terbaru',
  );

export const cpptBukanDpjp = (dpjp: string) =>
  conflict('cppt.bukan_dpjp', `Hanya DPJP pasien ini (${dpjp}) yang dapat memverifikasi CPPT`);

export const cpptCatatanSendiri = () =>
  conflict('cppt.catatan_sendiri', 'Catatan DPJP sendiri tidak perlu diverifikasi');

export const cpptSudahDiverifikasi = () =>
  conflict('cppt.sudah_diverifikasi', 'Catatan ini sudah diverifikasi');

/** The chart of a discharged stay whose resume is final is closed (layanan-klinis' lock). */
export const perawatanTerkunci = () =>
  conflict('resume.final', 'Pasien sudah pulang dan resume medisnya final; catatan perawatan terkunci');

export const waktuObservasiTidakValid = (pesan: string) =>
  badRequest(pesan, [{ path: 'waktu', message: pesan }]);
