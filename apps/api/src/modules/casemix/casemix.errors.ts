import { LABEL_STATUS_KLAIM, type StatusKlaim } from '@rawat/domain';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { GalatEklaim } from '../eklaim/eklaim.port.ts';

export const sepTidakDitemukan = () => notFound('SEP klaim', 'casemix.sep_tidak_ditemukan');

/** Grouping, final or send while the claim's file is not complete: each missing item listed. */
export const tidakLengkap = (kurang: { item: string; label: string; keterangan: string }[]) =>
  conflict(
    'casemix.tidak_lengkap',
    `Klaim belum lengkap: ${kurang.map((k) => `${k.label} (${k.keterangan})`).join('; ')}`,
    kurang.map((k) => ({ path: k.item, message: k.keterangan })),
  );

export const statusTidakSesuai = (status: StatusKlaim | null, aksi: string) =>
  conflict(
    'casemix.status_tidak_sesuai',
    `Klaim berstatus ${status ? LABEL_STATUS_KLAIM[status] : 'belum diproses'}: tidak dapat ${aksi}`,
  );

export const eklaimBelumDiatur = () =>
  new AppError(
    503,
    'casemix.eklaim_belum_diatur',
    'E-Klaim belum diatur atau tidak aktif. Minta admin mengisi pengaturan E-Klaim di Pengaturan Bridging.',
  );

/** E-Klaim refused or could not be reached: its own words, nothing changed here. */
export const eklaimMenolak = (g: GalatEklaim) =>
  new AppError(
    g.kodeHttp >= 500 || g.kodeHttp === 0 ? 503 : 409,
    'casemix.eklaim_menolak',
    `E-Klaim menolak: ${g.message}${g.errorNo ? ` (${g.errorNo})` : ''}`,
  );

export const eklaimGagal = (pesan: string) =>
  new AppError(503, 'casemix.eklaim_gagal', `E-Klaim tidak dapat dihubungi: ${pesan}`);

export const belumDigroup = () =>
  conflict('casemix.belum_digroup', 'Klaim belum di-grouping: lakukan grouping terlebih dahulu');
