import {
  type BarisByItem,
  type BarisOperasi,
  formatAngka,
  formatRupiah,
  LABEL_JENIS_TRANSAKSI,
  LABEL_KELOMPOK_LAPORAN_OPERASI,
  type LaporanByItem,
  type LaporanOperasi,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bukuKerja, type KolomXlsx } from '../../../platform/xlsx.ts';
import { angka, KOSONG, mulaiLaporan, periode, selesaiLaporan, UKURAN_TABEL, waktu } from './laporan.pdf.ts';

export const JUDUL_LAPORAN_ITEM = 'Laporan Kasir per Item';
export const JUDUL_LAPORAN_OPERASI = 'Laporan Operasi';

type BarisItemXlsx = Omit<BarisByItem, 'jenis'> & { jenis: string };

const KOLOM_ITEM: KolomXlsx<BarisItemXlsx>[] = [
  { header: 'Jenis', nilai: (r) => r.jenis, width: 14 },
  { header: 'Kode', nilai: (r) => r.kode, width: 16 },
  { header: 'Nama Item', nilai: (r) => r.nama, width: 40 },
  { header: 'Jumlah', nilai: (r) => r.jumlah, jenis: 'angka', width: 10 },
  { header: 'Total', nilai: (r) => r.total, jenis: 'rupiah', width: 18 },
  { header: 'Kuitansi', nilai: (r) => r.kuitansi, jenis: 'angka', width: 10 },
];

/** One row per item with its type in the first column, and the grand total. */
export function xlsxLaporanByItem(l: LaporanByItem): Promise<Buffer> {
  const rows = l.grup.flatMap((g) => g.baris.map((b) => ({ ...b, jenis: g.label })));
  return bukuKerja(JUDUL_LAPORAN_ITEM, `Periode ${periode(l)}`, KOLOM_ITEM, rows, {
    jenis: 'TOTAL',
    kode: null,
    nama: '',
    jumlah: rows.reduce((s, r) => s + r.jumlah, 0),
    total: l.total,
    kuitansi: l.kuitansi,
  });
}

export async function pdfLaporanByItem(db: DbOrTx, ctx: Ctx, l: LaporanByItem): Promise<Buffer> {
  const dok = await mulaiLaporan(db, ctx, JUDUL_LAPORAN_ITEM, l);
  dok.identitas([
    ['Kuitansi berlaku', formatAngka(l.kuitansi)],
    ['Total item', formatRupiah(l.total)],
  ]);
  if (!l.grup.length) dok.paragraf('Tidak ada item terbayar pada periode ini.', { tebal: true });
  for (const g of l.grup) {
    dok.paragraf(g.label, { tebal: true });
    dok.tabel(
      [
        { judul: 'Kode', lebar: 1.3 },
        { judul: 'Nama Item', lebar: 4 },
        { judul: 'Jumlah', lebar: 0.8, rata: 'right' },
        { judul: 'Kuitansi', lebar: 0.8, rata: 'right' },
        { judul: 'Total (Rp)', lebar: 1.3, rata: 'right' },
      ],
      [
        ...g.baris.map((b) => [b.kode, b.nama, angka(b.jumlah), angka(b.kuitansi), angka(b.total)]),
        ['Subtotal', KOSONG, angka(g.jumlah), KOSONG, angka(g.total)],
      ],
      { ukuran: UKURAN_TABEL + 1 },
    );
  }
  if (l.grup.length) {
    dok.paragraf('Rekap per jenis', { tebal: true });
    dok.tabel(
      [
        { judul: 'Jenis', lebar: 3 },
        { judul: 'Total', lebar: 1.5, rata: 'right' },
      ],
      [
        ...l.grup.map((g) => [LABEL_JENIS_TRANSAKSI[g.jenis], formatRupiah(g.total)]),
        ['Total', formatRupiah(l.total)],
      ],
    );
  }
  return selesaiLaporan(db, ctx, dok);
}

type BarisOperasiXlsx = BarisOperasi | { total_baris: true; jumlah: number; total: number };
const isi = <T>(r: BarisOperasiXlsx, f: (b: BarisOperasi) => T, kosong: T) =>
  'total_baris' in r ? kosong : f(r);

const KOLOM_OPERASI: KolomXlsx<BarisOperasiXlsx>[] = [
  { header: 'Waktu Tindakan', nilai: (r) => isi(r, (b) => waktu(b.waktu), 'TOTAL'), width: 16 },
  { header: 'Kuitansi', nilai: (r) => isi(r, (b) => b.kuitansi.nomor, ''), width: 22 },
  { header: 'No. RM', nilai: (r) => isi(r, (b) => b.pasien.no_rm, ''), width: 11 },
  { header: 'Pasien', nilai: (r) => isi(r, (b) => b.pasien.nama, ''), width: 26 },
  { header: 'Penjamin', nilai: (r) => isi(r, (b) => b.label_penjamin, ''), width: 15 },
  { header: 'Kode', nilai: (r) => isi<string | null>(r, (b) => b.kode, ''), width: 14 },
  { header: 'Tindakan', nilai: (r) => isi(r, (b) => b.nama, ''), width: 34 },
  { header: 'Golongan', nilai: (r) => isi(r, (b) => b.label_golongan, ''), width: 15 },
  { header: 'Operator', nilai: (r) => isi(r, (b) => b.operator?.nama ?? '', ''), width: 26 },
  { header: 'Jumlah', nilai: (r) => r.jumlah, jenis: 'angka', width: 9 },
  { header: 'Total', nilai: (r) => r.total, jenis: 'rupiah', width: 16 },
];

export function xlsxLaporanOperasi(l: LaporanOperasi): Promise<Buffer> {
  return bukuKerja(
    JUDUL_LAPORAN_OPERASI,
    `Periode ${periode(l)} · ${LABEL_KELOMPOK_LAPORAN_OPERASI[l.kelompok]}`,
    KOLOM_OPERASI,
    l.grup.flatMap((g) => g.baris),
    { total_baris: true, jumlah: l.jumlah, total: l.total },
  );
}

export async function pdfLaporanOperasi(db: DbOrTx, ctx: Ctx, l: LaporanOperasi): Promise<Buffer> {
  const dok = await mulaiLaporan(db, ctx, JUDUL_LAPORAN_OPERASI, l);
  dok.identitas([
    ['Pengelompokan', LABEL_KELOMPOK_LAPORAN_OPERASI[l.kelompok]],
    ['Tindakan operatif', formatAngka(l.jumlah)],
  ]);
  if (!l.grup.length) dok.paragraf('Tidak ada tindakan operatif terbayar pada periode ini.', { tebal: true });
  for (const g of l.grup) {
    dok.paragraf(g.label, { tebal: true });
    dok.tabel(
      [
        { judul: 'Waktu', lebar: 1.1 },
        { judul: 'Pasien', lebar: 1.7 },
        { judul: 'Tindakan', lebar: 2.4 },
        { judul: 'Golongan', lebar: 1 },
        { judul: 'Operator', lebar: 1.7 },
        { judul: 'Jml', lebar: 0.5, rata: 'right' },
        { judul: 'Total (Rp)', lebar: 1.1, rata: 'right' },
      ],
      [
        ...g.baris.map((b) => [
          waktu(b.waktu),
          `${b.pasien.nama}\n${b.pasien.no_rm} · ${b.label_penjamin}`,
          `${b.nama}\n${b.kuitansi.nomor}`,
          b.label_golongan,
          b.operator?.nama ?? '-',
          angka(b.jumlah),
          angka(b.total),
        ]),
        ['Subtotal', KOSONG, KOSONG, KOSONG, KOSONG, angka(g.jumlah), angka(g.total)],
      ],
      { ukuran: UKURAN_TABEL },
    );
  }
  if (l.per_golongan.length) {
    dok.paragraf('Rekap per golongan', { tebal: true });
    dok.tabel(
      [
        { judul: 'Golongan', lebar: 3 },
        { judul: 'Jumlah', lebar: 1, rata: 'right' },
        { judul: 'Total', lebar: 1.5, rata: 'right' },
      ],
      [
        ...l.per_golongan.map((g) => [g.label, formatAngka(g.jumlah), formatRupiah(g.total)]),
        ['Total', formatAngka(l.jumlah), formatRupiah(l.total)],
      ],
    );
  }
  return selesaiLaporan(db, ctx, dok);
}
