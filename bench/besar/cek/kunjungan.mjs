// Visits, queues and stays opened as the desks, clinics, IGD and wards open them (tahap kunjungan).
import { dalamPrefiks } from '../alat.mjs';

// 'Today' is the day the data was loaded for (muat.mjs keeps it in the database comment).
const HARI_INI = `coalesce((SELECT (shobj_description(oid, 'pg_database')::jsonb -> 'kunjungan' ->> 'hariIni')::date
  FROM pg_database WHERE datname = current_database()), (now() AT TIME ZONE 'Asia/Jakarta')::date)`;
const layanan = (syarat, n = 50) =>
  `SELECT l.uid, l.tanggal::text AS tanggal FROM layanan l WHERE ${dalamPrefiks('l.uid', 'b1')} AND ${syarat}
   ORDER BY md5(l.uid::text) LIMIT ${n}`;
const inap = (syarat, n = 25) =>
  `SELECT pi.layanan_uid AS uid FROM perawatan_inap pi WHERE ${dalamPrefiks('pi.uid', 'b3')} AND ${syarat}
   ORDER BY md5(pi.uid::text) LIMIT ${n}`;
const antrianHariIni = (jenis) =>
  `SELECT DISTINCT a.poli_uid, a.tanggal::text AS tanggal FROM antrian a JOIN poli p ON p.uid = a.poli_uid
   WHERE a.tanggal = ${HARI_INI} AND p.jenis = '${jenis}' ORDER BY a.poli_uid`;

export const periksa = [
  {
    jenis: 'Pendaftaran (riwayat)',
    akun: 'pendaftaran',
    sampel: layanan(`l.jenis <> 'RAWAT_INAP' AND l.tanggal < ${HARI_INI}`),
    url: (r) => `/api/v1/pendaftaran/${r.uid}`,
  },
  {
    jenis: 'Pendaftaran (hari ini)',
    akun: 'pendaftaran',
    sampel: layanan(`l.jenis <> 'RAWAT_INAP' AND l.tanggal = ${HARI_INI}`, 30),
    url: (r) => `/api/v1/pendaftaran/${r.uid}`,
  },
  {
    jenis: 'Daftar pendaftaran (hari ini)',
    akun: 'pendaftaran',
    sampel: `SELECT ${HARI_INI}::text AS tanggal`,
    url: (r) => `/api/v1/pendaftaran?tanggal=${r.tanggal}`,
  },
  {
    jenis: 'Antrian klinik (hari ini)',
    akun: 'poli',
    sampel: antrianHariIni('RAWAT_JALAN'),
    url: (r) => `/api/v1/antrian/klinik?poli=${r.poli_uid}&tanggal=${r.tanggal}`,
  },
  {
    jenis: 'Antrian IGD (hari ini)',
    akun: 'igd',
    sampel: antrianHariIni('IGD'),
    url: (r) => `/api/v1/antrian/igd?poli=${r.poli_uid}&tanggal=${r.tanggal}`,
  },
  {
    jenis: 'Antrian HD (hari ini)',
    akun: 'poli_hd',
    sampel: antrianHariIni('HEMODIALISA'),
    url: (r) => `/api/v1/antrian/hd?poli=${r.poli_uid}&tanggal=${r.tanggal}`,
  },
  {
    jenis: 'Tiket antrian publik',
    akun: null,
    sampel: `SELECT a.kode_tiket FROM antrian a WHERE ${dalamPrefiks('a.uid', 'b2')} AND a.tanggal = ${HARI_INI}
             ORDER BY md5(a.uid::text) LIMIT 20`,
    url: (r) => `/api/v1/antrian/tiket/${r.kode_tiket}`,
  },
  {
    jenis: 'Layanan di chart (riwayat)',
    akun: 'dokter',
    sampel: layanan(`l.tanggal < ${HARI_INI}`, 30),
    url: (r) => `/api/v1/pelayanan/${r.uid}`,
  },
  {
    jenis: 'Tindak lanjut RANAP',
    akun: 'dokter',
    sampel: `SELECT t.layanan_uid AS uid FROM tindak_lanjut t WHERE ${dalamPrefiks('t.uid', 'b9')} ORDER BY md5(t.uid::text) LIMIT 20`,
    url: (r) => `/api/v1/pelayanan/${r.uid}/tindak-lanjut`,
  },
  {
    jenis: 'Rawat inap: sedang dirawat',
    akun: 'perawat',
    sampel: inap(`pi.status = 'DIRAWAT'`),
    url: (r) => `/api/v1/ranap/perawatan/${r.uid}`,
  },
  {
    jenis: 'Rawat inap: sudah pulang',
    akun: 'perawat',
    sampel: inap(`pi.status = 'PULANG'`),
    url: (r) => `/api/v1/ranap/perawatan/${r.uid}`,
  },
  {
    jenis: 'Status pulang',
    akun: 'perawat',
    sampel: inap('true'),
    url: (r) => `/api/v1/ranap/perawatan/${r.uid}/pulang`,
  },
  {
    jenis: 'Riwayat bed',
    akun: 'perawat',
    sampel: `SELECT uid FROM bed WHERE ${dalamPrefiks('uid', 'b7')} ORDER BY md5(uid::text) LIMIT 10`,
    url: (r) => `/api/v1/ranap/bed/${r.uid}/riwayat`,
  },
  { jenis: 'Papan bed', akun: 'perawat', sampel: 'SELECT 1', url: () => '/api/v1/ranap/bed-board' },
  { jenis: 'Pasien rawat inap', akun: 'pendaftaran', sampel: 'SELECT 1', url: () => '/api/v1/ranap/pasien' },
  {
    jenis: 'Pasien pulang',
    akun: 'pendaftaran',
    sampel: 'SELECT 1',
    url: () =>
      `/api/v1/ranap/pasien-pulang?dari=${new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)}&sampai=${new Date().toISOString().slice(0, 10)}`,
  },
  { jenis: 'Bangsal', akun: 'perawat', sampel: 'SELECT 1', url: () => '/api/v1/ranap/bangsal' },
];
