import {
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalWaktu,
  type KertasKasir,
  LABEL_JENIS_DEPOSIT,
  LABEL_METODE_BAYAR,
  type MetodeBayar,
  type RingkasanShift,
  toJakartaIsoDate,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { rincianShift, ringkasanShift } from './shift.baca.ts';

const rp = (n: number) => formatRupiah(n);
const labelMetode = (m: string | null) => (m ? (LABEL_METODE_BAYAR[m as MetodeBayar] ?? m) : '-');

/** 'Laporan Tutup Shift Yusuf Hidayat 2030-01-07 07.02' (the file name, without extension). */
export function namaBerkasShift(r: RingkasanShift): string {
  const b = r.shift.dibuka_pada;
  return `Laporan Tutup Shift ${r.shift.akun.nama} ${toJakartaIsoDate(b)} ${formatJam(b)}`;
}

/**
 * The closing report of a shift, on A4 or an 80 mm roll: who, when, the totals per method
 * (receipts, deposits taken and refunded), the drawer (float + cash in − cash refunded against
 * what was counted) and, on A4, every receipt and deposit slip of the shift. An open shift prints
 * as an interim report ('belum ditutup').
 */
export async function pdfLaporanShift(
  db: Db,
  ctx: Ctx,
  uid: string,
  kertas: KertasKasir,
): Promise<{ nama: string; pdf: Buffer }> {
  const r = await ringkasanShift(db, ctx, uid);
  const [kop, [kuitansi, deposit]] = await Promise.all([kopSurat(db), rincianShift(db, uid)]);
  const a4 = kertas === 'A4';
  const s = r.shift;
  const dok = buatDokumen({
    judul: namaBerkasShift(r),
    subjek: `Laporan tutup shift kasir ${s.akun.nama}`,
    kertas,
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(s.ditutup_pada ? 'LAPORAN TUTUP SHIFT KASIR' : 'LAPORAN SHIFT KASIR (BELUM DITUTUP)');
  dok.identitas([
    ['Kasir', `${s.akun.nama} (${s.akun.username})`],
    ['Dibuka', formatTanggalWaktu(s.dibuka_pada)],
    ['Ditutup', s.ditutup_pada ? formatTanggalWaktu(s.ditutup_pada) : 'Belum ditutup'],
    ['Kuitansi', `${formatAngka(r.jumlah_kuitansi)} kuitansi, ${formatAngka(r.jumlah_batal)} pembatalan`],
    [
      'Deposit',
      `${formatAngka(r.jumlah_deposit_setor)} setoran, ${formatAngka(r.jumlah_deposit_refund)} pengembalian`,
    ],
  ]);
  dok.paragraf('Rekap per metode', { tebal: true });
  const barisMetode = r.per_metode.filter(
    (m) => m.pembayaran || m.deposit_setor || m.deposit_refund || m.metode !== 'DEPOSIT',
  );
  if (a4)
    dok.tabel(
      [
        { judul: 'Metode', lebar: 1.6 },
        { judul: 'Pembayaran', lebar: 1.4, rata: 'right' },
        { judul: 'Deposit masuk', lebar: 1.4, rata: 'right' },
        { judul: 'Deposit kembali', lebar: 1.4, rata: 'right' },
        { judul: 'Bersih', lebar: 1.4, rata: 'right' },
      ],
      [
        ...barisMetode.map((m) => [
          m.metode === 'DEPOSIT' ? 'Dibayar dari deposit' : m.label,
          rp(m.pembayaran),
          rp(m.deposit_setor),
          rp(m.deposit_refund),
          rp(m.bersih),
        ]),
        [
          'Total uang masuk',
          rp(r.total_pembayaran - r.total_pakai_deposit),
          rp(r.total_deposit_setor),
          rp(r.total_deposit_refund),
          rp(r.total_uang_masuk),
        ],
      ],
    );
  else {
    const bergerak = barisMetode.filter((m) => m.pembayaran || m.deposit_setor || m.deposit_refund);
    dok.tabel(
      [
        { judul: 'Metode', lebar: 2.6 },
        { judul: 'Bersih', lebar: 2, rata: 'right' },
      ],
      [
        ...bergerak.map((m) => [m.metode === 'DEPOSIT' ? 'Dari deposit' : m.label, rp(m.bersih)]),
        ['Total uang masuk', rp(r.total_uang_masuk)],
      ],
    );
    dok.identitas(
      [
        ['Pembayaran', rp(r.total_pembayaran - r.total_pakai_deposit)],
        ['Deposit masuk', rp(r.total_deposit_setor)],
        ['Deposit kembali', rp(r.total_deposit_refund)],
      ],
      { lebarLabel: 68 },
    );
  }
  dok.paragraf('Kas di laci', { tebal: true });
  const k = r.kas;
  const label = a4
    ? ['Modal awal', 'Tunai dari pembayaran', 'Setoran deposit tunai', 'Pengembalian deposit tunai']
    : ['Modal awal', 'Tunai bayar', 'Deposit tunai', 'Refund tunai'];
  dok.identitas(
    [
      [label[0] ?? '', rp(k.modal_awal)],
      [label[1] ?? '', `+ ${rp(k.tunai_pembayaran)}`],
      [label[2] ?? '', `+ ${rp(k.tunai_deposit_setor)}`],
      [label[3] ?? '', `− ${rp(k.tunai_deposit_refund)}`],
      ['Kas seharusnya', rp(k.seharusnya)],
      ['Kas dihitung', k.dihitung === null ? 'Belum ditutup' : rp(k.dihitung)],
      [
        'Selisih',
        k.selisih === null
          ? '-'
          : `${rp(k.selisih)}${k.selisih < 0 ? ' (kurang)' : k.selisih > 0 ? ' (lebih)' : ''}`,
      ],
    ],
    { lebarLabel: a4 ? 170 : 68 },
  );
  if (s.catatan) dok.paragraf(`Catatan: ${s.catatan}`);
  if (a4 && kuitansi.length) {
    dok.paragraf('Rincian kuitansi', { tebal: true });
    dok.tabel(
      [
        { judul: 'Nomor', lebar: 2.7 },
        { judul: 'Jam', lebar: 0.7 },
        { judul: 'Pembayar', lebar: 2.2 },
        { judul: 'Metode', lebar: 1.6 },
        { judul: 'Jumlah', lebar: 1.4, rata: 'right' },
      ],
      kuitansi.map((p) => [
        `${p.nomor}${p.batal ? '\n(pembatalan)' : ''}`,
        formatJam(p.created_at),
        p.nama,
        p.metode.map(labelMetode).join(', '),
        rp(p.jumlah_bayar),
      ]),
    );
  }
  if (a4 && deposit.length) {
    dok.paragraf('Rincian deposit', { tebal: true });
    dok.tabel(
      [
        { judul: 'Nomor', lebar: 2.7 },
        { judul: 'Jam', lebar: 0.7 },
        { judul: 'Pasien', lebar: 2.2 },
        { judul: 'Jenis / metode', lebar: 1.6 },
        { judul: 'Jumlah', lebar: 1.4, rata: 'right' },
      ],
      deposit.map((d) => [
        d.nomor ?? '-',
        formatJam(d.created_at),
        `${d.nama}\n${d.no_rm}`,
        `${LABEL_JENIS_DEPOSIT[d.jenis] ?? d.jenis}\n${labelMetode(d.metode)}`,
        rp(d.jumlah),
      ]),
    );
  }
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Kasir',
    nama: s.akun.nama,
  });
  return { nama: `${namaBerkasShift(r)}.pdf`, pdf: await dok.selesai() };
}
