import { formatTanggalPendek, LABEL_STATUS_PELEPASAN, type StatusPelepasan } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const noRmTidakDikenal = (noRm: string) =>
  notFound(`Rekam medis dengan No. RM ${noRm}`, 'berkas.no_rm_tidak_dikenal');

export const rmDigabung = (noRm: string) =>
  conflict(
    'berkas.rm_digabung',
    `Rekam medis ${noRm} sudah digabungkan ke rekam medis lain; gunakan No. RM tujuannya`,
  );

export const peminjamanTidakDitemukan = () => notFound('Peminjaman berkas', 'peminjaman.tidak_ditemukan');

/** One open loan per record: the file is physically in one place. */
export const masihDipinjam = (b?: { peminjam: string; unit: string; jatuh_tempo: string }) =>
  conflict(
    'peminjaman.masih_dipinjam',
    b
      ? `Berkas rekam medis ini masih dipinjam oleh ${b.peminjam} (${b.unit}) sampai ${formatTanggalPendek(b.jatuh_tempo)}; catat pengembaliannya dahulu`
      : 'Berkas rekam medis ini baru saja dipinjamkan oleh petugas lain; muat ulang daftar',
  );

export const sudahKembali = () =>
  conflict('peminjaman.sudah_kembali', 'Berkas ini sudah tercatat dikembalikan');

export const jatuhTempoSalah = (pesan: string) =>
  badRequest(pesan, [{ path: 'jatuh_tempo', message: pesan }]);

export const pelepasanTidakDitemukan = () =>
  notFound('Permintaan pelepasan informasi', 'pelepasan.tidak_ditemukan');

export const statusPelepasan = (status: StatusPelepasan, tindakan: string) =>
  conflict(
    'pelepasan.status_tidak_sesuai',
    `Permintaan berstatus ${LABEL_STATUS_PELEPASAN[status]} tidak dapat ${tindakan}`,
  );

/** Permenkes 24/2022 Pasal 33: disclosure needs the patient's consent, save the legal exception. */
export const tanpaPersetujuan = () =>
  conflict(
    'pelepasan.tanpa_persetujuan',
    'Persetujuan pasien belum dicatat; informasi rekam medis hanya dapat dilepaskan dengan persetujuan pasien, kecuali atas permintaan tertulis aparat penegak hukum atau perintah pengadilan',
  );

export const persetujuanTidakPerlu = () =>
  conflict(
    'pelepasan.persetujuan_tidak_perlu',
    'Permintaan aparat penegak hukum tidak memerlukan persetujuan pasien',
  );

export const waktuPersetujuanSalah = (path: string) =>
  badRequest('Waktu persetujuan tidak boleh di masa depan', [
    { path, message: 'Waktu persetujuan tidak boleh di masa depan' },
  ]);
