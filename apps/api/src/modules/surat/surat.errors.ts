import {
  type JenisSurat,
  LABEL_JENIS_SURAT,
  LABEL_PARAMETER_NARKOBA,
  LABEL_STATUS_SURAT,
  type ParameterNarkoba,
  type StatusSurat,
} from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

// The letters' errors (docs/surat.md, docs/kode-galat.md): 400 names the field, 409 the state.

const tolak = (path: string, pesan: string) => badRequest(pesan, [{ path, message: pesan }]);

export const suratTidakDitemukan = () => notFound('Surat', 'surat.tidak_ditemukan');
export const layananTidakDitemukan = () => notFound('Kunjungan', 'surat.layanan_tidak_ditemukan');
export const pasienTidakDitemukan = () => notFound('Pasien', 'surat.pasien_tidak_ditemukan');

export const layananBatal = () =>
  conflict('surat.layanan_batal', 'Kunjungan ini sudah dibatalkan; surat tidak dapat dibuat darinya');

/** An issued letter is frozen: a change is a new version (POST …/versi-baru). */
export const suratSudahTerbit = (nomor: string | null) =>
  conflict(
    'surat.terbit',
    `Surat${nomor ? ` ${nomor}` : ''} sudah diterbitkan dan tidak dapat diubah; buat versi baru untuk mengubahnya`,
  );

export const suratDibatalkan = () => conflict('surat.dibatalkan', 'Surat ini sudah dibatalkan');

export const suratBelumTerbit = () =>
  conflict(
    'surat.belum_terbit',
    'Versi baru hanya dibuat untuk surat yang sudah terbit; draf dapat langsung diubah',
  );

export const versiBaruSudahAda = (status: StatusSurat, versi: number) =>
  conflict(
    'surat.versi_baru_sudah_ada',
    `Surat ini sudah memiliki versi baru (versi ${versi}, ${LABEL_STATUS_SURAT[status].toLowerCase()}); lanjutkan versi itu`,
  );

export const jenisTidakBolehBerubah = (lama: JenisSurat) =>
  tolak('isi.jenis', `Jenis surat tidak dapat diubah: surat ini ${LABEL_JENIS_SURAT[lama]}`);

export const bukanPenanda = (jenis: JenisSurat) =>
  tolak(
    'pegawai_uid',
    jenis === 'KELAHIRAN'
      ? 'Penanda tangan surat kelahiran harus dokter atau bidan yang aktif'
      : `Penanda tangan ${LABEL_JENIS_SURAT[jenis].toLowerCase()} harus dokter yang aktif`,
  );

/** A birth certificate is written from the mother's visit: the patient it is about is the mother. */
export const ibuBukanPerempuan = () =>
  tolak('layanan_uid', 'Surat kelahiran ditulis dari kunjungan ibu; pasien kunjungan ini bukan perempuan');

export const poliKontrolTidakAda = () =>
  tolak('isi.poli_uid', 'Poliklinik kontrol tidak ditemukan atau sudah tidak aktif');

export const dokterKontrolBukanDokter = () =>
  tolak('isi.dokter_uid', 'Dokter kontrol harus dokter yang aktif');

export const tanggalKontrolLewat = () =>
  tolak('isi.tanggal_kontrol', 'Tanggal kontrol tidak boleh sebelum tanggal surat');

export const bpjsKurang = (path: string, pesan: string) => tolak(`isi.bpjs.${path}`, pesan);

export const narkobaPositif = (positif: ParameterNarkoba[]) =>
  tolak(
    'isi.hasil_urin',
    `Surat bebas narkoba tidak dapat diterbitkan: hasil ${positif.map((p) => LABEL_PARAMETER_NARKOBA[p]).join(', ')} positif`,
  );
