import { formatTanggalJam } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

export const operasiTidakDitemukan = () => notFound('Operasi', 'operasi.tidak_ditemukan');

export const kamarOperasiTidakDikenal = () =>
  badRequest('Kamar operasi tidak dikenal atau tidak aktif', [
    { path: 'kamar_operasi_uid', message: 'Kamar operasi tidak dikenal' },
  ]);

export const dokterTidakDikenal = (path: string, peran: string) =>
  badRequest(`${peran} harus dokter yang aktif di data SDM`, [{ path, message: `${peran} tidak dikenal` }]);

export const timSama = () =>
  badRequest('Operator, asisten, dan dokter anestesi harus orang yang berbeda', [
    { path: 'asisten_uid', message: 'Orang yang sama dipilih dua kali' },
  ]);

export const tindakanBukanOperatif = () =>
  badRequest('Tarif yang dipilih bukan tindakan operatif aktif', [
    { path: 'tindakan_uid', message: 'Pilih tindakan operatif dari master tindakan' },
  ]);

export const layananTidakBisaDijadwalkan = (alasan: string) =>
  conflict('operasi.layanan_tidak_aktif', `Operasi tidak dapat dijadwalkan: ${alasan}`);

/** Two operations overlapping in one theatre or for one doctor (the board's rule). */
export const jadwalBentrok = (siapa: string, bentrok: { kode: string; mulai: Date; selesai: Date }) =>
  conflict(
    'operasi.jadwal_bentrok',
    `${siapa} sudah terjadwal pada ${formatTanggalJam(bentrok.mulai.toISOString())}–${formatTanggalJam(
      bentrok.selesai.toISOString(),
    ).slice(-5)} (operasi ${bentrok.kode}); pilih waktu lain`,
  );

export const statusTidakBoleh = (dari: string, ke: string) =>
  conflict('operasi.status_tidak_boleh', `Status operasi tidak dapat diubah dari ${dari} menjadi ${ke}`);

export const checklistBelumLengkap = (bagian: string[]) =>
  conflict(
    'operasi.checklist_belum_lengkap',
    `Checklist keselamatan operasi belum lengkap: ${bagian.join(' dan ')} belum diisi`,
  );

export const checklistUrutan = (sebelumnya: string) =>
  conflict('operasi.checklist_urutan', `Isi ${sebelumnya} terlebih dahulu; checklist WHO diisi berurutan`);

export const checklistSudahDiisi = (bagian: string) =>
  conflict('operasi.checklist_sudah_diisi', `${bagian} sudah diisi dan tidak dapat diubah`);

export const jawabanChecklistKurang = (masalah: { path: string; message: string }[]) =>
  badRequest('Semua butir checklist wajib dijawab', masalah);

export const operasiSudahTutup = (status: string) =>
  conflict('operasi.sudah_ditutup', `Operasi sudah ${status}; catatannya tidak dapat diubah lagi`);

export const laporanSudahFinal = () =>
  conflict('operasi.laporan_final', 'Laporan operasi sudah difinalkan dan tidak dapat diubah');

export const laporanBelumAda = () => conflict('operasi.laporan_belum_ada', 'Laporan operasi belum ditulis');

export const laporanTerlaluDini = () =>
  conflict('operasi.laporan_terlalu_dini', 'Laporan operasi ditulis setelah operasi dimulai');

export const tarifOperasiBelumAda = (kode: string, nama: string) =>
  conflict(
    'operasi.tarif_belum_ada',
    `Tarif ${nama} (kode ${kode}) belum ada di master tindakan; hubungi bagian keuangan`,
  );

export const mulaiSudahLewat = () =>
  badRequest('Waktu mulai sudah lewat lebih dari 24 jam', [
    { path: 'mulai', message: 'Waktu mulai sudah lewat' },
  ]);

export const operasiBelumSelesai = () =>
  conflict('operasi.belum_selesai', 'Laporan operasi difinalkan setelah operasi berstatus Selesai');

export const signOutTerlaluDini = () =>
  conflict('operasi.checklist_urutan', 'Sign Out diisi setelah operasi dimulai (status Sedang Operasi)');
