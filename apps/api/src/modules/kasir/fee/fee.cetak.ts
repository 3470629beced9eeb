import {
  type BarisFee,
  type DetailFee,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  LABEL_JENIS_FEE,
  type RingkasanFee,
  type RingkasFeeDokter,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { bukuKerja, type KolomXlsx } from '../../../platform/xlsx.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
const periode = (r: { dari: string; sampai: string }) =>
  r.dari === r.sampai ? tgl(r.dari) : `${tgl(r.dari)} s.d. ${tgl(r.sampai)}`;
const rp = (n: number) => formatRupiah(n);
/** '07/01/2030 08.00' (WIB). */
const waktu = (iso: string) => `${formatTanggalPendek(iso)} ${formatJam(iso)}`;

export const JUDUL_RINGKASAN = 'Rekap Fee Dokter';
export const JUDUL_DETAIL = 'Rincian Fee Dokter';

/** 'Rekap Fee Dokter 2030-01-01 sd 2030-01-31' (without extension). */
export const namaBerkasRingkasan = (l: RingkasanFee) =>
  `${JUDUL_RINGKASAN}${l.pegawai ? ` ${l.pegawai.nama}` : ''} ${l.dari} sd ${l.sampai}`;
export const namaBerkasDetail = (l: DetailFee) =>
  `${JUDUL_DETAIL} ${l.pegawai.nama} ${l.dari} sd ${l.sampai}`;

type BarisRingkas = RingkasFeeDokter | (Omit<RingkasFeeDokter, 'pegawai'> & { pegawai: null });

const KOLOM_RINGKAS: KolomXlsx<BarisRingkas>[] = [
  { header: 'NIP', nilai: (r) => r.pegawai?.kode ?? '', width: 14 },
  { header: 'Dokter', nilai: (r) => r.pegawai?.nama ?? 'TOTAL', width: 36 },
  { header: 'Jumlah Item', nilai: (r) => r.jumlah_item, jenis: 'angka', width: 12 },
  { header: 'Total Tagihan', nilai: (r) => r.total_tagihan, jenis: 'rupiah', width: 18 },
  { header: 'Total Fee', nilai: (r) => r.total_fee, jenis: 'rupiah', width: 18 },
];

export function xlsxRingkasanFee(l: RingkasanFee): Promise<Buffer> {
  return bukuKerja(JUDUL_RINGKASAN, `Periode ${periode(l)}`, KOLOM_RINGKAS, l.respon, {
    ...l.total,
    pegawai: null,
  });
}

type BarisDetail = BarisFee | { total: DetailFee['total'] };
const baris = (r: BarisDetail): BarisFee | null => ('uid' in r ? r : null);

const KOLOM_DETAIL: KolomXlsx<BarisDetail>[] = [
  {
    header: 'Tanggal Bayar',
    nilai: (r) => {
      const b = baris(r);
      return b ? waktu(b.tanggal) : 'TOTAL';
    },
    width: 17,
  },
  { header: 'No. Invoice', nilai: (r) => baris(r)?.nomor ?? '', width: 20 },
  { header: 'No. RM', nilai: (r) => baris(r)?.pasien?.no_rm ?? '', width: 10 },
  { header: 'Pasien', nilai: (r) => baris(r)?.pasien?.nama ?? '', width: 26 },
  {
    header: 'Jenis',
    nilai: (r) => {
      const b = baris(r);
      return b ? LABEL_JENIS_FEE[b.jenis] : '';
    },
    width: 12,
  },
  { header: 'Item', nilai: (r) => baris(r)?.item ?? '', width: 34 },
  { header: 'Jumlah', nilai: (r) => baris(r)?.jumlah ?? null, jenis: 'angka', width: 8 },
  {
    header: 'Tagihan',
    nilai: (r) => {
      const b = baris(r);
      return b ? (b.batal_pada ? null : b.dasar) : 'total' in r ? r.total.total_tagihan : null;
    },
    jenis: 'rupiah',
    width: 15,
  },
  { header: 'Aturan', nilai: (r) => baris(r)?.aturan ?? '', width: 16 },
  {
    header: 'Fee',
    nilai: (r) => {
      const b = baris(r);
      return b ? (b.batal_pada ? null : b.fee) : 'total' in r ? r.total.total_fee : null;
    },
    jenis: 'rupiah',
    width: 15,
  },
  {
    header: 'Keterangan',
    nilai: (r) => {
      const b = baris(r);
      return b?.batal_pada
        ? `Pembayaran dibatalkan ${waktu(b.batal_pada)}; fee semula ${rp(b.fee)} tidak dihitung`
        : '';
    },
    width: 40,
  },
];

/** One sheet: every line (a voided receipt's with its amounts blank, so Excel's sums agree) and the totals. */
export function xlsxDetailFee(l: DetailFee): Promise<Buffer> {
  return bukuKerja(
    JUDUL_DETAIL,
    `${l.pegawai.nama} (NIP ${l.pegawai.kode}) · Periode ${periode(l)}`,
    KOLOM_DETAIL,
    l.respon,
    { total: l.total },
  );
}

/** The per-doctor summary on A4, with the totals row and the signature of who printed it. */
export async function pdfRingkasanFee(db: DbOrTx, ctx: Ctx, l: RingkasanFee): Promise<Buffer> {
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `${JUDUL_RINGKASAN} ${periode(l)}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(JUDUL_RINGKASAN.toUpperCase(), { sub: `Periode ${periode(l)}` });
  dok.identitas([
    ['Dokter', l.pegawai?.nama ?? 'Semua dokter'],
    ['Dasar', 'Tagihan yang sudah dibayar pada periode ini; pembayaran yang dibatalkan tidak dihitung'],
  ]);
  if (!l.respon.length) dok.paragraf('Tidak ada fee dokter pada periode ini.', { tebal: true });
  else
    dok.tabel(
      [
        { judul: 'No', lebar: 0.4, rata: 'right' },
        { judul: 'NIP', lebar: 1.2 },
        { judul: 'Dokter', lebar: 3 },
        { judul: 'Item', lebar: 0.7, rata: 'right' },
        { judul: 'Total Tagihan', lebar: 1.5, rata: 'right' },
        { judul: 'Total Fee', lebar: 1.5, rata: 'right' },
      ],
      [
        ...l.respon.map((r, i) => [
          String(i + 1),
          r.pegawai.kode,
          r.pegawai.nama,
          formatAngka(r.jumlah_item),
          rp(r.total_tagihan),
          rp(r.total_fee),
        ]),
        [
          ' ',
          ' ',
          'TOTAL',
          formatAngka(l.total.jumlah_item),
          rp(l.total.total_tagihan),
          rp(l.total.total_fee),
        ],
      ],
    );
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Petugas Kasir',
    nama: ctx.user?.nama ?? '(..............................)',
  });
  return dok.selesai();
}

/** Seven columns on A4 portrait: a point smaller than other tables, so dates and invoices stay on one line. */
const UKURAN_RINCIAN = 8;

/** One doctor's fee slip on A4: each line, the total, and room for the doctor to sign. */
export async function pdfDetailFee(db: DbOrTx, ctx: Ctx, l: DetailFee): Promise<Buffer> {
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `${JUDUL_DETAIL} ${l.pegawai.nama} ${periode(l)}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  const berlaku = l.respon.filter((b) => !b.batal_pada);
  const batal = l.respon.filter((b) => b.batal_pada);
  dok.judul(JUDUL_DETAIL.toUpperCase(), { sub: `Periode ${periode(l)}` });
  dok.identitas([
    ['Dokter', l.pegawai.nama],
    ['NIP', l.pegawai.kode],
    ['Jumlah item', formatAngka(l.total.jumlah_item)],
    ['Total tagihan', rp(l.total.total_tagihan)],
    ['Total fee', rp(l.total.total_fee)],
  ]);
  const kolom = [
    { judul: 'Tanggal', lebar: 1.45 },
    { judul: 'No. Invoice', lebar: 2.3 },
    { judul: 'Pasien', lebar: 1.7 },
    { judul: 'Item', lebar: 2 },
    { judul: 'Tagihan', lebar: 1.25, rata: 'right' as const },
    { judul: 'Aturan', lebar: 1.6, rata: 'right' as const },
    { judul: 'Fee', lebar: 1.2, rata: 'right' as const },
  ];
  const sel = (b: BarisFee) => [
    `${formatTanggalPendek(b.tanggal)}\n${formatJam(b.tanggal)}`,
    b.nomor,
    b.pasien ? `${b.pasien.nama}\n${b.pasien.no_rm}` : '-',
    b.jumlah > 1 ? `${b.item} × ${b.jumlah}` : b.item,
    rp(b.dasar),
    b.aturan,
    rp(b.fee),
  ];
  if (!berlaku.length) dok.paragraf('Tidak ada fee pada periode ini.', { tebal: true });
  else
    dok.tabel(
      kolom,
      [
        ...berlaku.map(sel),
        [
          'TOTAL',
          ' ',
          ' ',
          `${formatAngka(l.total.jumlah_item)} item`,
          rp(l.total.total_tagihan),
          ' ',
          rp(l.total.total_fee),
        ],
      ],
      { ukuran: UKURAN_RINCIAN },
    );
  if (batal.length) {
    dok.paragraf('Dibatalkan bersama pembayarannya (tidak dihitung)', { tebal: true });
    dok.tabel(kolom, batal.map(sel), { ukuran: UKURAN_RINCIAN });
  }
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Dokter',
    nama: l.pegawai.nama,
  });
  return dok.selesai();
}
