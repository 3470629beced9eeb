// What tahap farmasi wrote, opened through the API as the pharmacy screens open it (bench/besar/
// cek.mjs runs these): a prescription's detail (/detailpesanobat), the queue and its history, the
// stock of a depot and a batch's stock card (/kelola-obat), the PO and GR that brought the stock
// (/stok tabs), the month's medicine log (/log-obat) and the dashboard. Samples are spread over the
// whole history: the k-th of 50 evenly spaced generated numbers, the same rows every run.
// `cocok(body, row)` (optional) names what a 200 answer got wrong, or returns null.
import { dalamPrefiks, nomorDari } from '../alat.mjs';

/** `n` rows of `tabel` with prefix `pp`, spread evenly over its generated numbers. */
export function tersebar(tabel, pp, kolom, syarat = 'true', n = 50) {
  const atas = `(SELECT ${nomorDari('uid')} FROM ${tabel} WHERE ${dalamPrefiks('uid', pp)} ORDER BY uid DESC LIMIT 1)`;
  return `SELECT x.* FROM generate_series(0, ${n - 1}) AS i
    CROSS JOIN LATERAL (SELECT ${kolom} FROM ${tabel} t
      WHERE t.uid >= ('${pp}000000-0000-4000-8000-' || lpad(to_hex(i * ${atas} / ${n}), 12, '0'))::uuid
        AND ${dalamPrefiks('t.uid', pp)} AND ${syarat} ORDER BY t.uid LIMIT 1) x`;
}

const bulan = `to_char(t.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM') AS bulan`;
const rentangBulan = (r) => {
  const [y, m] = r.bulan.split('-').map(Number);
  const akhir = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `dari=${r.bulan}-01&sampai=${r.bulan}-${String(akhir).padStart(2, '0')}`;
};

export const periksa = [
  {
    jenis: 'Resep (detail)',
    akun: 'apoteker',
    sampel: tersebar('resep', 'd0', 't.uid, t.nomor'),
    url: (r) => `/api/v1/farmasi/obat/request/${r.uid}`,
    cocok: (b, r) => (b.nomor !== r.nomor ? `nomor ${b.nomor} ≠ ${r.nomor}` : null),
  },
  {
    jenis: 'Riwayat resep sehari',
    akun: 'apoteker',
    sampel: tersebar(
      'resep',
      'd0',
      "to_char(t.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS tanggal",
      'true',
      10,
    ),
    url: (r) => `/api/v1/farmasi/obat/request/history?tanggal=${r.tanggal}`,
  },
  {
    jenis: 'Antrean farmasi',
    akun: 'apoteker',
    sampel: 'SELECT 1 AS x',
    url: () => '/api/v1/farmasi/obat/request',
  },
  {
    jenis: 'Stok depo',
    akun: 'apoteker',
    sampel: "SELECT uid FROM farmasi_lokasi WHERE kode IN ('DRJ', 'DRI')",
    url: (r) => `/api/v1/farmasi/stok?lokasi_uid=${r.uid}&limit=50`,
  },
  {
    jenis: 'Kartu stok batch',
    akun: 'apoteker',
    sampel: tersebar('farmasi_stok_batch', 'd3', `t.lokasi_uid, t.produk_uid, ${bulan}`, 'true', 20),
    url: (r) =>
      `/api/v1/farmasi/stok/mutasi?lokasi_uid=${r.lokasi_uid}&produk_uid=${r.produk_uid}&${rentangBulan(r)}`,
  },
  {
    jenis: 'Purchase order (PO)',
    akun: 'gudang',
    sampel: tersebar('farmasi_dokumen', 'd4', 't.uid', "t.jenis = 'PO'", 10),
    url: (r) => `/api/v1/farmasi/stok/po/${r.uid}`,
  },
  {
    jenis: 'Penerimaan barang (GR)',
    akun: 'gudang',
    sampel: tersebar('farmasi_dokumen', 'd4', 't.uid', "t.jenis = 'GR'", 10),
    url: (r) => `/api/v1/farmasi/stok/gr/${r.uid}`,
  },
  {
    jenis: 'Log obat sebulan',
    akun: 'apoteker',
    sampel: tersebar('resep', 'd0', bulan, 'true', 5),
    url: (r) => `/api/v1/farmasi/laporan/log-obat?${rentangBulan(r)}`,
  },
  {
    jenis: 'Dashboard farmasi',
    akun: 'apoteker',
    sampel: 'SELECT 1 AS x',
    url: () => '/api/v1/farmasi/dashboard',
  },
];
