import { LABEL_STATUS_ANTRIAN, type StatusAntrian } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

const pada = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const pendaftaranTidakDitemukan = () =>
  notFound('Pendaftaran', 'kunjungan.pendaftaran_tidak_ditemukan');
export const tiketTidakDitemukan = () => notFound('Tiket antrian', 'kunjungan.tiket_tidak_ditemukan');

export const tanggalDiLuarRentang = (message: string) => pada('tanggal', message);
export const pasienTidakAda = () => pada('pasien_uid', 'Pasien tidak ditemukan');
export const poliTidakAktif = () => pada('poli_uid', 'Poliklinik tidak ditemukan atau sudah nonaktif');
export const asuransiTidakAktif = () => pada('asuransi_uid', 'Asuransi tidak ditemukan atau sudah nonaktif');
export const dokterWajib = () => pada('dokter_uid', 'Dokter wajib dipilih');
export const dokterTidakAktif = () => pada('dokter_uid', 'Dokter tidak ditemukan atau sudah nonaktif');
export const rujukanWajib = () =>
  pada('no_rujukan', 'Nomor rujukan wajib diisi untuk pasien BPJS di luar IGD');

export const tidakAdaJadwal = (dokter: string, poli: string, hari: string, tanggal: string) =>
  pada('dokter_uid', `${dokter} tidak praktik di ${poli} pada hari ${hari} (${tanggal})`);

/** The merged record's own code (docs/pasien.md): a client learns one code for a merged patient. */
export const pasienDigabung = (tujuan: { no_rm: string; nama: string }) => {
  const pesan = `Data pasien ini sudah digabung ke pasien ${tujuan.no_rm} – ${tujuan.nama}; daftarkan dengan data tersebut`;
  return conflict('pasien.sudah_digabung', pesan, [{ path: 'pasien_uid', message: pesan }]);
};

export const pasienMeninggal = (p: { no_rm: string; nama: string }) => {
  const pesan = `Pasien ${p.no_rm} – ${p.nama} tercatat meninggal dunia dan tidak dapat didaftarkan`;
  return conflict('kunjungan.pasien_meninggal', pesan, [{ path: 'pasien_uid', message: pesan }]);
};

export const sudahTerdaftar = (poli: string, tanggal: string, nomor: string) => {
  const pesan = `Pasien sudah terdaftar di ${poli} pada ${tanggal} dengan nomor antrian ${nomor}`;
  return conflict('kunjungan.sudah_terdaftar', pesan, [{ path: 'poli_uid', message: pesan }]);
};

export const kuotaPenuh = (dokter: string, poli: string, tanggal: string, kuota: number) => {
  const pesan = `Kuota ${dokter} di ${poli} pada ${tanggal} sudah penuh (${kuota} pasien)`;
  return conflict('kunjungan.kuota_penuh', pesan, [{ path: 'dokter_uid', message: pesan }]);
};

export const kunjunganTidakAktif = (status: string) =>
  conflict(
    'kunjungan.kunjungan_tidak_aktif',
    `Kunjungan ini sudah ${status === 'BATAL' ? 'dibatalkan' : 'selesai'}; layanan hanya dapat ditambahkan pada kunjungan yang masih aktif`,
  );

export const igdTidakAda = () =>
  conflict(
    'kunjungan.igd_tidak_ada',
    'Belum ada poli IGD yang aktif; hubungi admin untuk mengaktifkan poli IGD',
  );

export const tidakBisaDibatalkan = (status: StatusAntrian) =>
  conflict(
    'kunjungan.tidak_bisa_dibatalkan',
    `Pendaftaran hanya dapat dibatalkan selama antrian masih Menunggu (status sekarang: ${LABEL_STATUS_ANTRIAN[status]})`,
  );
