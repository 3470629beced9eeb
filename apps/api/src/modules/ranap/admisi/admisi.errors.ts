import { type KelasRanap, LABEL_KELAS_RANAP, LABEL_STATUS_BED, type StatusBed } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

/** Errors of admission, transfer and bed reservation (docs/ranap/admisi.md). */

const galatField = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const rujukanTidakDitemukan = () => notFound('Rujukan rawat inap', 'ranap.rujukan_tidak_ditemukan');
export const perawatanTidakDitemukan = () =>
  notFound('Perawatan rawat inap', 'ranap.perawatan_tidak_ditemukan');

export const bukanRujukanRanap = () =>
  conflict('ranap.bukan_rujukan_ranap', 'Tindak lanjut pasien ini bukan rujukan rawat inap');

export const rujukanSudahDiterima = () =>
  conflict('ranap.rujukan_sudah_diterima', 'Pasien rujukan ini sudah diterima di rawat inap');

export const pasienSedangDirawat = (p: { no_rm: string; nama: string }) =>
  conflict(
    'ranap.pasien_sedang_dirawat',
    `Pasien ${p.no_rm} – ${p.nama} sedang dirawat inap; pulangkan atau pindahkan kamarnya`,
  );

export const perawatanSudahPulang = () =>
  conflict('ranap.sudah_pulang', 'Pasien sudah pulang dari rawat inap; kamar tidak dapat dipindah');

/** The bed is not free (or is held for another follow-up). */
export const bedTidakTersedia = (noBed: string, status: StatusBed) =>
  conflict(
    'ranap.bed_tidak_tersedia',
    `Bed ${noBed} sedang ${LABEL_STATUS_BED[status].toLowerCase()}; pilih bed lain`,
    [{ path: 'bed_uid', message: 'Bed tidak tersedia' }],
  );

export const bedDipesanLain = (noBed: string) =>
  conflict('ranap.bed_dipesan', `Bed ${noBed} sedang dipesan untuk pasien lain; pilih bed lain`, [
    { path: 'bed_uid', message: 'Bed dipesan untuk pasien lain' },
  ]);

/** Two admissions raced for one bed; the database let the other one in. */
export const bedTerisi = () =>
  conflict('ranap.bed_terisi', 'Bed ini baru saja ditempati pasien lain oleh petugas lain; pilih bed lain', [
    { path: 'bed_uid', message: 'Bed sudah terisi' },
  ]);

export const bedSama = () => galatField('bed_uid', 'Pasien sudah berada di bed ini; pilih bed lain');

export const kamarLainJenisKelamin = (noKamar: string, jk: 'L' | 'P') =>
  conflict(
    'ranap.kamar_jenis_kelamin',
    `Kamar ${noKamar} khusus pasien ${jk === 'L' ? 'laki-laki' : 'perempuan'}; pilih kamar lain`,
    [{ path: 'bed_uid', message: 'Kamar tidak sesuai jenis kelamin pasien' }],
  );

export const bedTidakAda = () => galatField('bed_uid', 'Bed tidak ditemukan atau tidak aktif');
export const dpjpTidakAktif = () => galatField('dpjp_uid', 'DPJP harus dokter yang aktif');
export const diagnosisTidakDikenal = (kode: string) =>
  galatField('diagnosis_masuk', `Kode ICD-10 '${kode}' tidak ada di katalog`);
export const diagnosisBelumSpesifik = (kode: string) =>
  galatField('diagnosis_masuk', `Kode ${kode} masih kategori; pilih subkategorinya yang paling spesifik`);
export const kelasHakWajib = () => galatField('kelas_hak', 'Hak kelas BPJS wajib diisi');

export const penempatanWajib = (kelasBed: KelasRanap, kelasHak: KelasRanap) =>
  badRequest(
    `Bed ${LABEL_KELAS_RANAP[kelasBed]} berbeda dengan hak kelas ${LABEL_KELAS_RANAP[kelasHak]}; pilih naik kelas atau titipan dan isi alasannya`,
    [
      { path: 'penempatan', message: 'Pilih naik kelas atau titipan' },
      { path: 'alasan_penempatan', message: 'Alasan penempatan wajib diisi' },
    ],
  );

export const alasanPenempatanWajib = () => galatField('alasan_penempatan', 'Alasan penempatan wajib diisi');

export const naikKelasKeBawah = () =>
  galatField('penempatan', 'Naik kelas hanya untuk bed di atas hak kelas; pilih titipan');

export const bedBukanDipesan = (noBed: string) =>
  conflict('ranap.bed_tidak_dipesan', `Bed ${noBed} tidak sedang dipesan`);
