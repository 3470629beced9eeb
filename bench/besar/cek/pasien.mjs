// Patients opened as the registration desk and the medical records unit open them (tahap pasien).
import { dalamPrefiks, nomorDari } from '../alat.mjs';

const PASIEN = dalamPrefiks('uid', 'a0');
// Deterministic spread over the whole range: the same rows every run, old and new patients alike.
const sampel = (kolom, syarat = 'true', n = 50) =>
  `SELECT ${kolom} FROM pasien WHERE ${PASIEN} AND ${syarat} ORDER BY md5(uid::text) LIMIT ${n}`;
const cari = (q) => `/api/v1/pasien?search=${encodeURIComponent(q)}`;

export const periksa = [
  {
    jenis: 'Pasien (detail)',
    akun: 'pendaftaran',
    sampel: sampel('uid'),
    url: (r) => `/api/v1/pasien/${r.uid}`,
  },
  {
    jenis: 'Cari pasien: nama',
    akun: 'pendaftaran',
    sampel: sampel(
      "split_part(btrim(nama_cari), ' ', 1) || ' ' || split_part(btrim(nama_cari), ' ', 2) AS q",
      'true',
      20,
    ),
    url: (r) => cari(r.q),
  },
  {
    jenis: 'Cari pasien: No. RM',
    akun: 'pendaftaran',
    sampel: sampel('no_rm AS q', 'true', 20),
    url: (r) => cari(r.q),
  },
  {
    jenis: 'Cari pasien: NIK',
    akun: 'pendaftaran',
    sampel: sampel('nik AS q', 'nik IS NOT NULL', 20),
    url: (r) => cari(r.q),
  },
  {
    jenis: 'Cari pasien: No. BPJS',
    akun: 'pendaftaran',
    sampel: sampel('no_bpjs AS q', 'no_bpjs IS NOT NULL', 20),
    url: (r) => cari(r.q),
  },
  // Chronic patients (No. RM order ≡ 7 mod 100) have the longest histories.
  {
    jenis: 'Rekam medis: ringkasan',
    akun: 'rm',
    sampel: sampel('uid', `${nomorDari('uid')} % 100 = 7`, 20),
    url: (r) => `/api/v1/rm/${r.uid}`,
  },
  {
    jenis: 'Rekam medis: kunjungan',
    akun: 'rm',
    sampel: sampel('uid', `${nomorDari('uid')} % 100 = 7`, 20),
    url: (r) => `/api/v1/rm/${r.uid}/kunjungan`,
  },
  {
    jenis: 'Rekam medis: timeline',
    akun: 'rm',
    sampel: sampel('uid', `${nomorDari('uid')} % 100 = 7`, 20),
    url: (r) => `/api/v1/rm/${r.uid}/timeline`,
  },
];
