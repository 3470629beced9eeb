// What tahap klinis wrote, opened through the API as the screens open it (bench/besar/cek.mjs runs
// these): the chart of a visit (its layanan, assessments, diagnoses, procedures, ICD-9-CM codes,
// orders and the resume drafted from them), the patient's record and timeline, a lab result and a
// radiology reading at their units, the cashier's bill of the charges, a stay's CPPT and
// observations. Samples are spread over the whole history: the k-th of 50 evenly spaced generated
// numbers, the same rows every run.
import { dalamPrefiks, nomorDari } from '../alat.mjs';

/** 50 rows of `tabel` with prefix `pp`, spread evenly over its generated numbers. */
function tersebar(tabel, pp, kolom, syarat = 'true') {
  const atas = `(SELECT ${nomorDari('uid')} FROM ${tabel} WHERE ${dalamPrefiks('uid', pp)} ORDER BY uid DESC LIMIT 1)`;
  return `SELECT x.* FROM generate_series(0, 49) AS i
    CROSS JOIN LATERAL (SELECT ${kolom} FROM ${tabel} t
      WHERE t.uid >= ('${pp}000000-0000-4000-8000-' || lpad(to_hex(i * ${atas} / 50), 12, '0'))::uuid
        AND ${dalamPrefiks('t.uid', pp)} AND ${syarat} ORDER BY t.uid LIMIT 1) x`;
}

const chart = (bagian) => (r) => `/api/v1/pelayanan/${r.layanan_uid}${bagian}`;

export const periksa = [
  {
    jenis: 'Layanan (chart)',
    akun: 'rm',
    sampel: tersebar('asesmen', 'c0', 't.layanan_uid'),
    url: chart(''),
  },
  {
    jenis: 'Asesmen',
    akun: 'rm',
    sampel: tersebar('asesmen', 'c0', 't.layanan_uid'),
    url: chart('/asesmen'),
  },
  {
    jenis: 'Diagnosis',
    akun: 'rm',
    sampel: tersebar('diagnosis', 'c1', 't.layanan_uid'),
    url: chart('/diagnosis'),
  },
  {
    jenis: 'Prosedur ICD-9-CM',
    akun: 'rm',
    sampel: tersebar('prosedur', 'c2', 't.layanan_uid'),
    url: chart('/prosedur'),
  },
  {
    jenis: 'Tindakan',
    akun: 'rm',
    sampel: tersebar('tindakan_layanan', 'c3', 't.layanan_uid'),
    url: chart('/tindakan'),
  },
  {
    jenis: 'Order penunjang',
    akun: 'rm',
    sampel: tersebar('order_penunjang', 'c6', 't.layanan_uid'),
    url: chart('/order'),
  },
  {
    jenis: 'Resume medis (draf dari chart)',
    akun: 'rm',
    sampel: tersebar('diagnosis', 'c1', 't.layanan_uid'),
    url: (r) => `/api/v1/resume-medis/${r.layanan_uid}`,
  },
  {
    jenis: 'Rekam medis pasien',
    akun: 'rm',
    sampel: tersebar('diagnosis', 'c1', 't.pasien_uid'),
    url: (r) => `/api/v1/rm/${r.pasien_uid}`,
  },
  {
    jenis: 'Riwayat kunjungan (RM)',
    akun: 'rm',
    sampel: tersebar('diagnosis', 'c1', 't.pasien_uid'),
    url: (r) => `/api/v1/rm/${r.pasien_uid}/kunjungan`,
  },
  {
    jenis: 'Timeline pasien',
    akun: 'rm',
    sampel: tersebar('asesmen', 'c0', 't.pasien_uid'),
    url: (r) => `/api/v1/rm/${r.pasien_uid}/timeline`,
  },
  {
    jenis: 'Hasil lab',
    akun: 'labor',
    sampel: tersebar('order_penunjang', 'c6', 't.uid', "t.jenis = 'LABOR'"),
    url: (r) => `/api/v1/labor/${r.uid}`,
  },
  {
    jenis: 'Ekspertise radiologi',
    akun: 'radiologi',
    sampel: tersebar('order_penunjang', 'c6', 't.uid', "t.jenis = 'RADIOLOGI'"),
    url: (r) => `/api/v1/radiologi/${r.uid}`,
  },
  {
    jenis: 'Tagihan (tindakan dan penunjang)',
    akun: 'kasir',
    sampel: tersebar('transaksi', 'c4', 't.kunjungan_uid'),
    url: (r) => `/api/v1/kasir/tagihan/${r.kunjungan_uid}`,
  },
  {
    jenis: 'CPPT rawat inap',
    akun: 'perawat',
    sampel: tersebar('cppt', 'bb', 't.layanan_uid'),
    url: (r) => `/api/v1/ranap/perawatan/${r.layanan_uid}/cppt`,
  },
  {
    jenis: 'Observasi rawat inap',
    akun: 'perawat',
    sampel: tersebar('observasi', 'bc', 't.layanan_uid'),
    url: (r) => `/api/v1/ranap/perawatan/${r.layanan_uid}/observasi`,
  },
];
