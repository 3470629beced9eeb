// What tahap keuangan wrote, opened through the API as the cashier's screens open it (bench/besar/
// cek.mjs runs these): a paid visit's bill (/antrian-kasir/{kunjungan}) — which must read as paid,
// with the receipt's total and payer share, nothing open and nothing left uncharged — the receipt
// and its kuitansi PDF, a stay's bill at the ward and its deposit, a shift's summary (the drawer
// balances), a day's cashier report and doctors' fees, the queue and the dashboard.
// `cocok(body, row)` (optional) names what a 200 answer got wrong, or returns null.
import { tersebar } from './farmasi.mjs';

const hari = `to_char(t.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS tanggal`;

/** The bill of a paid visit as GET /kasir/tagihan answers it, against its receipt. */
function tagihanLunas(b, r) {
  if (b.total !== Number(r.total_tagihan)) return `total ${b.total} ≠ kuitansi ${r.total_tagihan}`;
  if (b.ditanggung_penjamin !== Number(r.ditanggung_penjamin))
    return `ditanggung penjamin ${b.ditanggung_penjamin} ≠ ${r.ditanggung_penjamin}`;
  if (b.sudah_dibayar !== Number(r.jumlah_bayar))
    return `sudah dibayar ${b.sudah_dibayar} ≠ ${r.jumlah_bayar}`;
  if (b.tagihan_terbuka !== 0 || b.sisa !== 0)
    return `belum lunas: terbuka ${b.tagihan_terbuka}, sisa ${b.sisa}`;
  if (b.tertunda.length) return `${b.tertunda.length} order/resep belum ditagihkan`;
  if (!b.pembayaran.some((p) => p.uid === r.uid)) return 'kuitansi tidak tercantum';
  return null;
}

export const periksa = [
  {
    jenis: 'Tagihan lunas',
    akun: 'kasir',
    sampel: tersebar(
      'pembayaran',
      'e0',
      't.uid, t.kunjungan_uid, t.total_tagihan, t.ditanggung_penjamin, t.jumlah_bayar',
    ),
    url: (r) => `/api/v1/kasir/tagihan/${r.kunjungan_uid}`,
    cocok: tagihanLunas,
  },
  {
    jenis: 'Kuitansi',
    akun: 'kasir',
    sampel: tersebar('pembayaran', 'e0', 't.uid, t.nomor'),
    url: (r) => `/api/v1/kasir/pembayaran/${r.uid}`,
    cocok: (b, r) => (b.nomor !== r.nomor ? `nomor ${b.nomor} ≠ ${r.nomor}` : null),
  },
  {
    // The PDF route is rate-limited per account: a handful proves the document renders.
    jenis: 'Kuitansi PDF',
    akun: 'kasir',
    sampel: tersebar('pembayaran', 'e0', 't.uid', 'true', 5),
    url: (r) => `/api/v1/kasir/pembayaran/${r.uid}/kuitansi?kertas=A4`,
  },
  {
    jenis: 'Tagihan rawat inap (bangsal)',
    akun: 'kasir',
    sampel: tersebar('perawatan_inap', 'b3', 't.layanan_uid', 'true', 20),
    url: (r) => `/api/v1/ranap/perawatan/${r.layanan_uid}/tagihan`,
    cocok: (b) => (b.tarif_kosong?.length ? `${b.tarif_kosong.length} hari tanpa tarif` : null),
  },
  {
    jenis: 'Deposit rawat inap',
    akun: 'kasir',
    sampel: tersebar('deposit', 'e6', 't.kunjungan_uid', 'true', 20),
    url: (r) => `/api/v1/kasir/deposit?kunjungan_uid=${r.kunjungan_uid}`,
  },
  {
    jenis: 'Ringkasan shift',
    akun: 'kasir',
    sampel: tersebar('kasir_shift', 'e5', 't.uid', 't.ditutup_pada IS NOT NULL', 20),
    url: (r) => `/api/v1/kasir/shift/${r.uid}/ringkasan`,
    cocok: (b) => (b.selisih ? `selisih kas ${b.selisih}` : null),
  },
  {
    jenis: 'Laporan kasir sehari',
    akun: 'kasir',
    sampel: tersebar('pembayaran', 'e0', hari, 'true', 10),
    url: (r) => `/api/v1/kasir/laporan/kasir?dari=${r.tanggal}&sampai=${r.tanggal}`,
  },
  {
    jenis: 'Fee dokter sehari',
    akun: 'kasir',
    sampel: tersebar('pembayaran', 'e0', hari, 'true', 5),
    url: (r) => `/api/v1/kasir/fee?dari=${r.tanggal}&sampai=${r.tanggal}`,
  },
  { jenis: 'Antrean kasir', akun: 'kasir', sampel: 'SELECT 1 AS x', url: () => '/api/v1/kasir/antrian' },
  { jenis: 'Dashboard kasir', akun: 'kasir', sampel: 'SELECT 1 AS x', url: () => '/api/v1/kasir/dashboard' },
];
