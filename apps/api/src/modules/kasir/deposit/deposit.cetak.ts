import {
  type Deposit,
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  formatTanggalWaktu,
  LABEL_JENIS_DEPOSIT,
  LABEL_PENJAMIN_KUNJUNGAN,
  type LaporanDeposit,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { exceljs } from '../../../platform/pustaka-malas.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';

export const JUDUL_LAPORAN_DEPOSIT = 'Laporan Deposit';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
const periode = (l: LaporanDeposit) => `${tgl(l.dari)} s.d. ${tgl(l.sampai)}`;
const rp = (n: number) => formatRupiah(n);

/** 'Laporan Deposit 2030-01-01 sd 2030-01-31' (the file name, without extension). */
export const namaBerkasLaporanDeposit = (l: LaporanDeposit) =>
  `${JUDUL_LAPORAN_DEPOSIT} ${l.dari} sd ${l.sampai}`;

const metodeDeposit = (m: Deposit) =>
  m.pembayaran
    ? `Kuitansi ${m.pembayaran.nomor}`
    : [m.label_metode, m.bank?.nama].filter(Boolean).join(' · ');

/**
 * The report as a workbook of two sheets: the movements (with the totals row) and the visits
 * still holding a balance (with the end balance). Amounts stay numbers so Excel can sum them.
 */
export async function xlsxLaporanDeposit(l: LaporanDeposit): Promise<Buffer> {
  const wb = new (exceljs().Workbook)();
  wb.creator = 'Rawat SIMRS';
  const lembar = (
    nama: string,
    sub: string,
    kolom: { header: string; width: number; rupiah?: boolean }[],
    baris: (string | number | null)[][],
    total: (string | number | null)[],
  ) => {
    const ws = wb.addWorksheet(nama);
    ws.addRow([`${JUDUL_LAPORAN_DEPOSIT} – ${nama}`]).font = { bold: true, size: 14 };
    ws.addRow([sub]);
    ws.addRow([]);
    const h = ws.addRow(kolom.map((k) => k.header));
    h.font = { bold: true };
    h.eachCell((c) => {
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2FD' } };
      c.border = { bottom: { style: 'thin' } };
    });
    for (const b of baris) ws.addRow(b);
    const t = ws.addRow(total);
    t.font = { bold: true };
    t.eachCell((c) => {
      c.border = { top: { style: 'thin' } };
    });
    kolom.forEach((k, i) => {
      const col = ws.getColumn(i + 1);
      col.width = k.width;
      if (k.rupiah) col.numFmt = '"Rp"#,##0;-"Rp"#,##0';
    });
    ws.views = [{ state: 'frozen', ySplit: 4 }];
  };
  lembar(
    'Mutasi',
    `Periode ${periode(l)} · saldo awal ${rp(l.saldo_awal)} · saldo akhir ${rp(l.saldo_akhir)}`,
    [
      { header: 'Waktu', width: 18 },
      { header: 'Nomor', width: 20 },
      { header: 'No. RM', width: 11 },
      { header: 'Pasien', width: 26 },
      { header: 'Jenis', width: 20 },
      { header: 'Metode / Kuitansi', width: 26 },
      { header: 'Masuk', width: 15, rupiah: true },
      { header: 'Keluar', width: 15, rupiah: true },
      { header: 'Kasir', width: 20 },
    ],
    l.mutasi.map((m) => [
      formatTanggalWaktu(m.created_at).replace(/^\S+, /, ''),
      m.nomor ?? '',
      m.pasien.no_rm,
      m.pasien.nama,
      m.label_jenis,
      metodeDeposit(m),
      m.jumlah > 0 ? m.jumlah : null,
      m.jumlah < 0 ? -m.jumlah : null,
      m.kasir.nama,
    ]),
    [
      'TOTAL',
      null,
      null,
      null,
      null,
      null,
      l.mutasi.reduce((s, m) => s + Math.max(0, m.jumlah), 0),
      l.mutasi.reduce((s, m) => s + Math.max(0, -m.jumlah), 0),
      null,
    ],
  );
  lembar(
    'Saldo per kunjungan',
    `Saldo deposit yang masih dititipkan per ${tgl(l.sampai)}`,
    [
      { header: 'Tgl Kunjungan', width: 13 },
      { header: 'No. RM', width: 11 },
      { header: 'Pasien', width: 26 },
      { header: 'Penjamin', width: 12 },
      { header: 'Setor', width: 15, rupiah: true },
      { header: 'Dipakai', width: 15, rupiah: true },
      { header: 'Dikembalikan', width: 15, rupiah: true },
      { header: 'Saldo', width: 15, rupiah: true },
    ],
    l.saldo_kunjungan.map((k) => [
      tgl(k.tanggal),
      k.pasien.no_rm,
      k.pasien.nama,
      LABEL_PENJAMIN_KUNJUNGAN[k.penjamin],
      k.jumlah.setor,
      k.jumlah.pakai,
      k.jumlah.refund,
      k.jumlah.saldo,
    ]),
    [
      'TOTAL',
      null,
      null,
      null,
      l.saldo_kunjungan.reduce((s, k) => s + k.jumlah.setor, 0),
      l.saldo_kunjungan.reduce((s, k) => s + k.jumlah.pakai, 0),
      l.saldo_kunjungan.reduce((s, k) => s + k.jumlah.refund, 0),
      l.saldo_akhir,
    ],
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The report on A4: the balances at both ends of the range and what moved between them, the
 * movements, the visits still holding money, and the signature of who printed it.
 */
export async function pdfLaporanDeposit(db: Db, ctx: Ctx, l: LaporanDeposit): Promise<Buffer> {
  const kop = await kopSurat(db);
  const t = l.total;
  const dok = buatDokumen({
    judul: `${JUDUL_LAPORAN_DEPOSIT} ${periode(l)}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(JUDUL_LAPORAN_DEPOSIT.toUpperCase(), { sub: `Periode ${periode(l)}` });
  dok.identitas(
    [
      ['Saldo awal', rp(l.saldo_awal)],
      ['Setoran', `${rp(t.setor)} (${formatAngka(t.jumlah_setor)} bukti)`],
      ['Dipakai membayar', rp(t.pakai)],
      ['Dikembalikan', `${rp(t.refund)} (${formatAngka(t.jumlah_refund)} bukti)`],
      ['Saldo akhir', rp(l.saldo_akhir)],
      ['Kunjungan bersaldo', formatAngka(l.saldo_kunjungan.length)],
    ],
    { lebarLabel: 150 },
  );
  dok.paragraf('Mutasi deposit', { tebal: true });
  if (!l.mutasi.length) dok.paragraf('Tidak ada mutasi deposit pada periode ini.');
  else
    dok.tabel(
      [
        { judul: 'Nomor / waktu', lebar: 2.6 },
        { judul: 'Pasien', lebar: 2.6 },
        { judul: 'Jenis / metode', lebar: 2.8 },
        { judul: 'Masuk', lebar: 1.6, rata: 'right' },
        { judul: 'Keluar', lebar: 1.6, rata: 'right' },
      ],
      [
        ...l.mutasi.map((m) => [
          `${m.nomor ?? '-'}\n${formatTanggalPendek(m.created_at)} ${formatJam(m.created_at)}`,
          `${m.pasien.nama}\n${m.pasien.no_rm}`,
          `${LABEL_JENIS_DEPOSIT[m.jenis]}\n${m.pembayaran ? m.pembayaran.nomor : metodeDeposit(m)}`,
          m.jumlah > 0 ? rp(m.jumlah) : '',
          m.jumlah < 0 ? rp(-m.jumlah) : '',
        ]),
        [
          'TOTAL',
          ' ',
          ' ',
          rp(l.mutasi.reduce((s, m) => s + Math.max(0, m.jumlah), 0)),
          rp(l.mutasi.reduce((s, m) => s + Math.max(0, -m.jumlah), 0)),
        ],
      ],
    );
  dok.paragraf(`Saldo deposit per kunjungan (per ${tgl(l.sampai)})`, { tebal: true });
  if (!l.saldo_kunjungan.length) dok.paragraf('Tidak ada deposit yang masih dititipkan.');
  else
    dok.tabel(
      [
        { judul: 'Kunjungan', lebar: 1.1 },
        { judul: 'Pasien', lebar: 2.4 },
        { judul: 'Setor', lebar: 1.3, rata: 'right' },
        { judul: 'Dipakai', lebar: 1.3, rata: 'right' },
        { judul: 'Kembali', lebar: 1.3, rata: 'right' },
        { judul: 'Saldo', lebar: 1.3, rata: 'right' },
      ],
      [
        ...l.saldo_kunjungan.map((k) => [
          tgl(k.tanggal),
          `${k.pasien.nama}\n${k.pasien.no_rm} · ${LABEL_PENJAMIN_KUNJUNGAN[k.penjamin]}`,
          rp(k.jumlah.setor),
          rp(k.jumlah.pakai),
          rp(k.jumlah.refund),
          rp(k.jumlah.saldo),
        ]),
        [
          'TOTAL',
          ' ',
          rp(l.saldo_kunjungan.reduce((n, k) => n + k.jumlah.setor, 0)),
          rp(l.saldo_kunjungan.reduce((n, k) => n + k.jumlah.pakai, 0)),
          rp(l.saldo_kunjungan.reduce((n, k) => n + k.jumlah.refund, 0)),
          rp(l.saldo_akhir),
        ],
      ],
    );
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Kasir',
    nama: ctx.user?.nama ?? '(..............................)',
  });
  return dok.selesai();
}
