import {
  type BarisLaporanDokumen,
  type BarisMutasiGudang,
  formatAngka,
  formatJam,
  formatTanggalPendek,
  LABEL_JENIS_MUTASI_STOK,
  LABEL_LAPORAN_DOKUMEN,
  LABEL_STATUS_DOKUMEN_STOK,
  LABEL_STATUS_OPNAME,
  laporanFarmasiApi,
  type MutasiStok,
} from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { bukuKerja, type KolomXlsx, kirimXlsx } from '../../../platform/xlsx.ts';
import { dashboardFarmasi } from './dashboard.service.ts';
import { laporanDokumen, laporanMutasiGudang, logObat } from './laporan.service.ts';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
const periode = (dari: string, sampai: string) => `Periode ${tgl(dari)} s.d. ${tgl(sampai)}`;

const KOLOM_MUTASI: KolomXlsx<BarisMutasiGudang>[] = [
  { header: 'Kode', nilai: (r) => r.produk.kode, width: 14 },
  { header: 'Nama Produk', nilai: (r) => r.produk.nama, width: 40 },
  { header: 'Satuan', nilai: (r) => r.produk.satuan_dasar, width: 12 },
  { header: 'Stok Awal', nilai: (r) => r.awal, jenis: 'angka' },
  { header: 'Masuk', nilai: (r) => r.masuk, jenis: 'angka' },
  { header: 'Keluar', nilai: (r) => r.keluar, jenis: 'angka' },
  { header: 'Stok Akhir', nilai: (r) => r.akhir, jenis: 'angka' },
  { header: 'Nilai Akhir', nilai: (r) => r.nilai_akhir, jenis: 'rupiah', width: 18 },
];

// PO and GR statuses, or an opname's (DRAFT, SELESAI, BATAL), in words.
const LABEL_STATUS: Record<string, string> = { ...LABEL_STATUS_OPNAME, ...LABEL_STATUS_DOKUMEN_STOK };
const labelStatus = (s: string) => LABEL_STATUS[s] ?? s;

const KOLOM_DOKUMEN: KolomXlsx<BarisLaporanDokumen>[] = [
  { header: 'No. Dokumen', nilai: (r) => r.nomor, width: 22 },
  { header: 'Tanggal', nilai: (r) => tgl(r.tanggal), width: 12 },
  { header: 'Lokasi', nilai: (r) => r.lokasi, width: 24 },
  { header: 'Supplier', nilai: (r) => r.supplier ?? '', width: 30 },
  { header: 'No. Faktur', nilai: (r) => r.no_faktur ?? '', width: 18 },
  { header: 'Status', nilai: (r) => labelStatus(r.status), width: 14 },
  { header: 'Jumlah Item', nilai: (r) => r.jumlah_item, jenis: 'angka' },
  { header: 'Jumlah Unit', nilai: (r) => r.jumlah_unit, jenis: 'angka' },
  { header: 'Total', nilai: (r) => r.total, jenis: 'rupiah', width: 18 },
];

const KOLOM_LOG: KolomXlsx<MutasiStok>[] = [
  { header: 'Waktu', nilai: (r) => `${formatTanggalPendek(r.waktu)} ${formatJam(r.waktu)}`, width: 18 },
  { header: 'Jenis', nilai: (r) => LABEL_JENIS_MUTASI_STOK[r.jenis], width: 18 },
  { header: 'No. Dokumen', nilai: (r) => r.nomor_dokumen ?? '', width: 22 },
  { header: 'Lokasi', nilai: (r) => r.lokasi.nama, width: 22 },
  { header: 'Kode', nilai: (r) => r.produk.kode, width: 14 },
  { header: 'Nama Produk', nilai: (r) => r.produk.nama, width: 36 },
  { header: 'Batch', nilai: (r) => r.batch, width: 14 },
  { header: 'Jumlah', nilai: (r) => -r.jumlah, jenis: 'angka' },
  { header: 'Satuan', nilai: (r) => r.produk.satuan_dasar, width: 12 },
  { header: 'Nilai', nilai: (r) => -r.jumlah * r.harga_satuan, jenis: 'rupiah', width: 16 },
  { header: 'Petugas', nilai: (r) => r.oleh ?? '', width: 22 },
];

/** Pharmacy reports and the dashboard (contracts: laporanFarmasiApi in @rawat/domain). */
export async function laporanFarmasiRoutes(app: App, deps: Deps) {
  // Reports only: the replica may answer them (DATABASE_READ_URL, docs/skala.md).
  const db = deps.dbBaca;

  rute(app, laporanFarmasiApi.mutasiGudang, async (request, reply) => {
    const r = await laporanMutasiGudang(db, ctxOf(request, deps), request.query);
    if (request.query.format !== 'xlsx') return r;
    const judul = `Laporan Mutasi Stok ${r.lokasi.nama}`;
    const isi = await bukuKerja(judul, periode(r.dari, r.sampai), KOLOM_MUTASI, r.respon);
    return kirimXlsx(reply, `${judul} ${r.dari} sd ${r.sampai}.xlsx`, isi);
  });

  rute(app, laporanFarmasiApi.dokumen, async (request, reply) => {
    const r = await laporanDokumen(db, ctxOf(request, deps), request.query);
    if (request.query.format !== 'xlsx') return r;
    const judul = `Laporan ${LABEL_LAPORAN_DOKUMEN[request.query.jenis]}`;
    const isi = await bukuKerja(judul, periode(r.dari, r.sampai), KOLOM_DOKUMEN, r.respon);
    return kirimXlsx(reply, `${judul} ${r.dari} sd ${r.sampai}.xlsx`, isi);
  });

  rute(app, laporanFarmasiApi.logObat, async (request, reply) => {
    const r = await logObat(db, ctxOf(request, deps), request.query);
    if (request.query.format !== 'xlsx') return r;
    const judul = 'Log Pengeluaran Obat';
    const sub = `${periode(r.dari, r.sampai)} · ${formatAngka(r.metadata.total_data)} baris`;
    const isi = await bukuKerja(judul, sub, KOLOM_LOG, r.respon);
    return kirimXlsx(reply, `${judul} ${r.dari} sd ${r.sampai}.xlsx`, isi);
  });

  rute(app, laporanFarmasiApi.dashboard, async (request) => ({
    respon: await dashboardFarmasi(db, ctxOf(request, deps)),
  }));
}
