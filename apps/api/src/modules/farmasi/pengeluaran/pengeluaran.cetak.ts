import {
  formatAngka,
  formatRupiah,
  formatTanggalPendek,
  type HariKasFarmasi,
  KATEGORI_PENGELUARAN,
  LABEL_KATEGORI_PENGELUARAN,
  LABEL_METODE_PENGELUARAN,
  type LaporanPengeluaran,
  type Pengeluaran,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { bukuKerja, type KolomXlsx } from '../../../platform/xlsx.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { rincianPengeluaran } from './pengeluaran.laporan.ts';

export const JUDUL_LAPORAN = 'Laporan Pengeluaran Kasir Farmasi';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
const periode = (l: LaporanPengeluaran) => `${tgl(l.dari)} s.d. ${tgl(l.sampai)}`;
const namaDepo = (l: LaporanPengeluaran) => l.lokasi?.nama ?? 'Semua depo';

/** 'Laporan Pengeluaran Kasir Farmasi DRJ 2030-01-01 sd 2030-01-31' (the file name, without extension). */
export const namaBerkasLaporan = (l: LaporanPengeluaran) =>
  `${JUDUL_LAPORAN}${l.lokasi ? ` ${l.lokasi.kode}` : ''} ${l.dari} sd ${l.sampai}`;

type BarisXlsx = HariKasFarmasi | (Omit<HariKasFarmasi, 'tanggal'> & { tanggal: 'TOTAL' });

const KOLOM_XLSX: KolomXlsx<BarisXlsx>[] = [
  { header: 'Tanggal', nilai: (r) => (r.tanggal === 'TOTAL' ? 'TOTAL' : tgl(r.tanggal)), width: 12 },
  { header: 'Penjualan', nilai: (r) => r.jumlah_penjualan, jenis: 'angka', width: 11 },
  { header: 'Pemasukan', nilai: (r) => r.pemasukan, jenis: 'rupiah', width: 16 },
  { header: 'Pengembalian', nilai: (r) => r.pengembalian, jenis: 'rupiah', width: 15 },
  ...KATEGORI_PENGELUARAN.map(
    (k): KolomXlsx<BarisXlsx> => ({
      header: LABEL_KATEGORI_PENGELUARAN[k],
      nilai: (r) => r.kategori[k],
      jenis: 'rupiah',
      width: 18,
    }),
  ),
  { header: 'Total Pengeluaran', nilai: (r) => r.pengeluaran, jenis: 'rupiah', width: 18 },
  { header: 'Bersih', nilai: (r) => r.bersih, jenis: 'rupiah', width: 16 },
  { header: 'Kas Tunai', nilai: (r) => r.kas_tunai, jenis: 'rupiah', width: 16 },
];

/** The report as one worksheet: a row per day and the totals row. */
export function xlsxLaporanPengeluaran(l: LaporanPengeluaran): Promise<Buffer> {
  return bukuKerja(JUDUL_LAPORAN, `${namaDepo(l)} · Periode ${periode(l)}`, KOLOM_XLSX, l.respon, {
    ...l.total,
    tanggal: 'TOTAL',
  });
}

/**
 * The report on A4: the days (sales in, refunds, expenses, net) with the totals row, the expenses
 * per category, what the till should hold, each expense, and the signature of who printed it.
 */
export async function pdfLaporanPengeluaran(db: Db, ctx: Ctx, l: LaporanPengeluaran): Promise<Buffer> {
  const kop = await kopSurat(db);
  const rincian: Pengeluaran[] = await rincianPengeluaran(db, l);
  const rp = (n: number) => formatRupiah(n);
  const t = l.total;
  const dok = buatDokumen({
    judul: `${JUDUL_LAPORAN} ${periode(l)}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(JUDUL_LAPORAN.toUpperCase(), { sub: `Periode ${periode(l)}` });
  dok.identitas([
    ['Depo', namaDepo(l)],
    ['Hari dengan transaksi', formatAngka(l.respon.length)],
  ]);
  if (!l.respon.length)
    dok.paragraf('Tidak ada penjualan, pengembalian, atau pengeluaran pada periode ini.', { tebal: true });
  else {
    dok.paragraf('Rekap per hari', { tebal: true });
    dok.tabel(
      [
        { judul: 'Tanggal', lebar: 1.2 },
        { judul: 'Penjualan', lebar: 0.9, rata: 'right' },
        { judul: 'Pemasukan', lebar: 1.5, rata: 'right' },
        { judul: 'Pengembalian', lebar: 1.5, rata: 'right' },
        { judul: 'Pengeluaran', lebar: 1.5, rata: 'right' },
        { judul: 'Bersih', lebar: 1.5, rata: 'right' },
      ],
      [
        ...l.respon.map((h) => [
          tgl(h.tanggal),
          formatAngka(h.jumlah_penjualan),
          rp(h.pemasukan),
          rp(h.pengembalian),
          rp(h.pengeluaran),
          rp(h.bersih),
        ]),
        [
          'TOTAL',
          formatAngka(t.jumlah_penjualan),
          rp(t.pemasukan),
          rp(t.pengembalian),
          rp(t.pengeluaran),
          rp(t.bersih),
        ],
      ],
    );
    dok.paragraf('Pengeluaran per kategori', { tebal: true });
    dok.tabel(
      [
        { judul: 'Kategori', lebar: 3 },
        { judul: 'Jumlah', lebar: 1.5, rata: 'right' },
      ],
      [
        ...KATEGORI_PENGELUARAN.map((k) => [LABEL_KATEGORI_PENGELUARAN[k], rp(t.kategori[k])]),
        ['Total pengeluaran', rp(t.pengeluaran)],
      ],
    );
    dok.paragraf('Ringkasan kas', { tebal: true });
    dok.identitas([
      ['Pemasukan penjualan', rp(t.pemasukan)],
      ['Pengembalian (batal)', rp(t.pengembalian)],
      ['Pengeluaran tunai', rp(t.pengeluaran_tunai)],
      ['Pengeluaran transfer', rp(t.pengeluaran - t.pengeluaran_tunai)],
      ['Kas tunai dari transaksi', rp(t.kas_tunai)],
      ['Bersih', rp(t.bersih)],
    ]);
  }
  if (rincian.length) {
    dok.paragraf('Rincian pengeluaran', { tebal: true });
    dok.tabel(
      [
        { judul: 'Nomor', lebar: 2.1 },
        { judul: 'Tanggal', lebar: 1.1 },
        { judul: 'Kategori', lebar: 1.3 },
        { judul: 'Uraian', lebar: 2.4 },
        { judul: 'Metode', lebar: 0.9 },
        { judul: 'Jumlah', lebar: 1.3, rata: 'right' },
      ],
      rincian.map((p) => [
        p.nomor,
        tgl(p.tanggal),
        LABEL_KATEGORI_PENGELUARAN[p.kategori],
        [p.uraian, p.referensi ? `Nota ${p.referensi}` : null, p.supplier?.nama ?? null]
          .filter(Boolean)
          .join('\n'),
        LABEL_METODE_PENGELUARAN[p.metode],
        rp(p.jumlah),
      ]),
    );
  }
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Petugas Kasir Farmasi',
    nama: ctx.user?.nama ?? '(..............................)',
  });
  return dok.selesai();
}
