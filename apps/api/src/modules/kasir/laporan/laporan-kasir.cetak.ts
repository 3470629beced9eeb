import {
  type BarisLaporanKasir,
  type BarisLaporanPasien,
  formatAngka,
  formatRupiah,
  type JumlahKasir,
  LABEL_KELOMPOK_LAPORAN_KASIR,
  LABEL_METODE_BAYAR,
  type LaporanKasir,
  type LaporanPasien,
  METODE_BAYAR,
  type MetodeBayar,
  pendapatan,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bukuKerja, type KolomXlsx } from '../../../platform/xlsx.ts';
import { angka, KOSONG, mulaiLaporan, periode, selesaiLaporan, UKURAN_TABEL, waktu } from './laporan.pdf.ts';

export const JUDUL_LAPORAN_KASIR = 'Laporan Kasir';
export const JUDUL_LAPORAN_PASIEN = 'Laporan Pasien Kasir';

const keterangan = (b: BarisLaporanKasir) =>
  b.membatalkan
    ? `Pembatalan ${b.membatalkan}${b.alasan ? `: ${b.alasan}` : ''}`
    : b.dibatalkan
      ? `Dibatalkan (${b.dibatalkan.nomor})`
      : '';

interface BarisXlsx extends Omit<JumlahKasir, 'kuitansi' | 'batal'> {
  grup: string;
  nomor: string;
  waktu: string;
  no_rm: string;
  nama: string;
  penjamin: string;
  metode: Partial<Record<MetodeBayar, number>>;
  kasir: string;
  keterangan: string;
}

const KOLOM_KASIR: KolomXlsx<BarisXlsx>[] = [
  { header: 'Kelompok', nilai: (r) => r.grup, width: 24 },
  { header: 'Nomor', nilai: (r) => r.nomor, width: 24 },
  { header: 'Waktu', nilai: (r) => r.waktu, width: 16 },
  { header: 'No. RM', nilai: (r) => r.no_rm, width: 11 },
  { header: 'Pasien / Pembayar', nilai: (r) => r.nama, width: 26 },
  { header: 'Penjamin', nilai: (r) => r.penjamin, width: 15 },
  { header: 'Total Tagihan', nilai: (r) => r.total_tagihan, jenis: 'rupiah' },
  { header: 'Ditanggung Penjamin', nilai: (r) => r.ditanggung_penjamin, jenis: 'rupiah' },
  { header: 'Diskon', nilai: (r) => r.diskon, jenis: 'rupiah', width: 13 },
  { header: 'Dibayar', nilai: (r) => r.jumlah_bayar, jenis: 'rupiah' },
  // One column per method: the totals row is then the total per method.
  ...METODE_BAYAR.map(
    (m): KolomXlsx<BarisXlsx> => ({
      header: LABEL_METODE_BAYAR[m],
      nilai: (r) => r.metode[m] ?? 0,
      jenis: 'rupiah',
      width: 14,
    }),
  ),
  { header: 'Kasir', nilai: (r) => r.kasir, width: 18 },
  { header: 'Keterangan', nilai: (r) => r.keterangan, width: 36 },
];

/**
 * The receipts as one worksheet, a row per receipt or void row with its group in the first column
 * and the totals row last. No subtotal rows: a SUM over a column must not count a group twice.
 */
export function xlsxLaporanKasir(l: LaporanKasir): Promise<Buffer> {
  const rows: BarisXlsx[] = l.grup.flatMap((g) =>
    g.baris.map((b) => ({
      grup: g.label,
      nomor: b.nomor,
      waktu: waktu(b.waktu),
      no_rm: b.pasien?.no_rm ?? '',
      nama: b.pasien?.nama ?? b.nama_pembayar,
      penjamin: b.label_penjamin,
      total_tagihan: b.total_tagihan,
      ditanggung_penjamin: b.ditanggung_penjamin,
      diskon: b.diskon,
      jumlah_bayar: b.jumlah_bayar,
      metode: Object.fromEntries(b.metode.map((m) => [m.metode, m.jumlah])),
      kasir: b.kasir.nama,
      keterangan: keterangan(b),
    })),
  );
  const total: BarisXlsx = {
    ...l.total,
    grup: 'TOTAL',
    nomor: `${formatAngka(l.total.kuitansi)} kuitansi, ${formatAngka(l.total.batal)} batal`,
    waktu: '',
    no_rm: '',
    nama: '',
    penjamin: '',
    metode: Object.fromEntries(l.per_metode.map((m) => [m.metode, m.jumlah])),
    kasir: '',
    keterangan: '',
  };
  return bukuKerja(
    JUDUL_LAPORAN_KASIR,
    `Periode ${periode(l)} · ${LABEL_KELOMPOK_LAPORAN_KASIR[l.kelompok]}`,
    KOLOM_KASIR,
    rows,
    total,
  );
}

// Nine columns on A4 portrait: the number column fits 'INV-20300107-0001' on one line.
const KOLOM_PDF_KASIR = [
  { judul: 'Nomor / Waktu', lebar: 2.1 },
  { judul: 'Pasien / Pembayar', lebar: 1.9 },
  { judul: 'Penjamin', lebar: 0.9 },
  { judul: 'Tagihan (Rp)', lebar: 1, rata: 'right' as const },
  { judul: 'Penjamin (Rp)', lebar: 1, rata: 'right' as const },
  { judul: 'Diskon (Rp)', lebar: 0.8, rata: 'right' as const },
  { judul: 'Dibayar (Rp)', lebar: 1, rata: 'right' as const },
  { judul: 'Cara Bayar / Kasir', lebar: 1.6 },
];

const selJumlah = (j: Omit<JumlahKasir, 'kuitansi' | 'batal'>) => [
  angka(j.total_tagihan),
  angka(j.ditanggung_penjamin),
  angka(j.diskon),
  angka(j.jumlah_bayar),
];

/** Per group a table with its subtotal row; then the totals, the money per method, the signature. */
export async function pdfLaporanKasir(db: DbOrTx, ctx: Ctx, l: LaporanKasir): Promise<Buffer> {
  const dok = await mulaiLaporan(db, ctx, JUDUL_LAPORAN_KASIR, l);
  dok.identitas([
    ['Pengelompokan', LABEL_KELOMPOK_LAPORAN_KASIR[l.kelompok]],
    ['Kuitansi', `${formatAngka(l.total.kuitansi)} kuitansi, ${formatAngka(l.total.batal)} pembatalan`],
  ]);
  if (!l.grup.length) dok.paragraf('Tidak ada pembayaran pada periode ini.', { tebal: true });
  for (const g of l.grup) {
    dok.paragraf(`${g.label} — ${formatAngka(g.total.kuitansi)} kuitansi`, { tebal: true });
    dok.tabel(
      KOLOM_PDF_KASIR,
      [
        ...g.baris.map((b) => [
          `${b.nomor}\n${waktu(b.waktu)}${b.membatalkan ? `\nBatal: ${b.alasan ?? ''}` : b.dibatalkan ? '\n(dibatalkan)' : ''}`,
          b.pasien ? `${b.pasien.nama}\n${b.pasien.no_rm}` : b.nama_pembayar,
          b.label_penjamin,
          ...selJumlah(b),
          [
            b.metode.map((m) => `${m.label} ${angka(m.jumlah)}`).join('\n') || 'Ditanggung penjamin',
            `Kasir: ${b.kasir.nama}`,
          ].join('\n'),
        ]),
        ['Subtotal', KOSONG, KOSONG, ...selJumlah(g.total), KOSONG],
      ],
      { ukuran: UKURAN_TABEL },
    );
  }
  if (l.grup.length) {
    dok.paragraf('Ringkasan', { tebal: true });
    dok.identitas([
      ['Total tagihan', formatRupiah(l.total.total_tagihan)],
      ['Ditanggung penjamin', formatRupiah(l.total.ditanggung_penjamin)],
      ['Diskon', formatRupiah(l.total.diskon)],
      ['Dibayar pasien', formatRupiah(l.total.jumlah_bayar)],
      ['Pendapatan (penjamin + pasien)', formatRupiah(pendapatan(l.total))],
    ]);
    dok.paragraf('Penerimaan per cara bayar', { tebal: true });
    dok.tabel(
      [
        { judul: 'Cara bayar', lebar: 3 },
        { judul: 'Jumlah', lebar: 1.5, rata: 'right' },
      ],
      [
        ...l.per_metode.map((m) => [m.label, formatRupiah(m.jumlah)]),
        ['Total dibayar', formatRupiah(l.total.jumlah_bayar)],
      ],
    );
  }
  return selesaiLaporan(db, ctx, dok);
}

type BarisPasienXlsx = Omit<BarisLaporanPasien, 'penjamin' | 'pasien'> & { no_rm: string; penjamin: string };

const KOLOM_PASIEN: KolomXlsx<BarisPasienXlsx>[] = [
  { header: 'No. RM', nilai: (r) => r.no_rm, width: 11 },
  { header: 'Nama', nilai: (r) => r.nama, width: 28 },
  { header: 'Penjamin', nilai: (r) => r.penjamin, width: 18 },
  { header: 'Kunjungan', nilai: (r) => r.kunjungan, jenis: 'angka', width: 11 },
  { header: 'Kuitansi', nilai: (r) => r.kuitansi, jenis: 'angka', width: 10 },
  { header: 'Batal', nilai: (r) => r.batal, jenis: 'angka', width: 8 },
  { header: 'Total Tagihan', nilai: (r) => r.total_tagihan, jenis: 'rupiah' },
  { header: 'Ditanggung Penjamin', nilai: (r) => r.ditanggung_penjamin, jenis: 'rupiah' },
  { header: 'Diskon', nilai: (r) => r.diskon, jenis: 'rupiah', width: 13 },
  { header: 'Dibayar Pasien', nilai: (r) => r.jumlah_bayar, jenis: 'rupiah' },
];

const kePasienXlsx = (b: BarisLaporanPasien): BarisPasienXlsx => ({
  ...b,
  no_rm: b.pasien?.no_rm ?? '',
  penjamin: b.penjamin.join(', '),
});

export function xlsxLaporanPasien(l: LaporanPasien): Promise<Buffer> {
  return bukuKerja(JUDUL_LAPORAN_PASIEN, `Periode ${periode(l)}`, KOLOM_PASIEN, l.respon.map(kePasienXlsx), {
    ...l.total,
    kunci: '',
    no_rm: 'TOTAL',
    nama: `${formatAngka(l.total.pasien)} pasien`,
    penjamin: '',
  });
}

export async function pdfLaporanPasien(db: DbOrTx, ctx: Ctx, l: LaporanPasien): Promise<Buffer> {
  const dok = await mulaiLaporan(db, ctx, JUDUL_LAPORAN_PASIEN, l);
  if (!l.respon.length) dok.paragraf('Tidak ada pembayaran pada periode ini.', { tebal: true });
  else
    dok.tabel(
      [
        { judul: 'Pasien', lebar: 2.2 },
        { judul: 'Penjamin', lebar: 1.1 },
        { judul: 'Kunjungan', lebar: 0.8, rata: 'right' },
        { judul: 'Kuitansi', lebar: 0.8, rata: 'right' },
        { judul: 'Tagihan (Rp)', lebar: 1.1, rata: 'right' },
        { judul: 'Penjamin (Rp)', lebar: 1.1, rata: 'right' },
        { judul: 'Diskon (Rp)', lebar: 0.9, rata: 'right' },
        { judul: 'Dibayar (Rp)', lebar: 1.1, rata: 'right' },
      ],
      [
        ...l.respon.map((b) => [
          b.pasien ? `${b.nama}\n${b.pasien.no_rm}` : `${b.nama}\n(pembeli tanpa RM)`,
          b.penjamin.join(', '),
          formatAngka(b.kunjungan),
          b.batal ? `${formatAngka(b.kuitansi)} (${formatAngka(b.batal)} batal)` : formatAngka(b.kuitansi),
          ...selJumlah(b),
        ]),
        [
          `TOTAL ${formatAngka(l.total.pasien)} pasien`,
          KOSONG,
          formatAngka(l.total.kunjungan),
          formatAngka(l.total.kuitansi),
          ...selJumlah(l.total),
        ],
      ],
      { ukuran: UKURAN_TABEL },
    );
  return selesaiLaporan(db, ctx, dok);
}
