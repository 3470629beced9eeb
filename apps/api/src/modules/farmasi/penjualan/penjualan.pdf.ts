import {
  formatAngka,
  formatRupiah,
  formatTanggalWaktu,
  LABEL_STATUS_PENJUALAN,
  LABEL_TEMPAT_BAYAR,
  type Penjualan,
  terbilangRupiah,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen } from '../../../platform/pdf/pdf.dokumen.ts';
import type { KopSurat } from '../../../platform/pdf/pdf.kop.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { ambilPenjualan } from './penjualan.baca.ts';

/** What the slip is, by status: a receipt once paid, a bill before, a void slip after cancelling. */
function judulStruk(p: Penjualan): string {
  if (p.status === 'BATAL') return 'PENJUALAN DIBATALKAN';
  if (p.status === 'MENUNGGU_BAYAR') return 'TAGIHAN OBAT';
  return 'KUITANSI PEMBELIAN OBAT';
}

/**
 * The slip on an 80 mm roll: letterhead, sale and queue number, buyer, the lines with signa,
 * total, cash received and change, the total in words. Unpaid it is the bill the buyer takes to
 * where they pay; cancelled it says so with the reason.
 */
export async function pdfStrukPenjualan(
  p: Penjualan,
  opsi: { kop: KopSurat | null; dicetakPada: Date; dicetakOleh: string | null },
): Promise<Buffer> {
  const dok = buatDokumen({
    judul: `Struk ${p.nomor}`,
    subjek: `Penjualan obat mandiri ${p.nama_pembeli}`,
    kertas: '80mm',
    kop: opsi.kop,
    dicetakPada: opsi.dicetakPada,
    dicetakOleh: opsi.dicetakOleh,
  });
  dok.judul(judulStruk(p), { sub: `No. ${p.nomor}` });
  dok.identitas([
    ['No. Antrian', p.nomor_antrian],
    ['Tanggal', formatTanggalWaktu(p.created_at)],
    ['Pembeli', p.nama_pembeli],
    ['Telepon', p.telepon],
    ['Depo', p.lokasi.nama],
    ['Bayar di', LABEL_TEMPAT_BAYAR[p.tempat_bayar]],
    ['Status', LABEL_STATUS_PENJUALAN[p.status]],
  ]);
  dok.tabel(
    [
      { judul: 'Obat', lebar: 3 },
      { judul: 'Jml', lebar: 1.2, rata: 'right' },
      { judul: 'Subtotal', lebar: 1.9, rata: 'right' },
    ],
    p.items.map((i) => [
      `${i.produk.nama}\n@ ${formatRupiah(i.harga_satuan)}${i.aturan_pakai ? `\nAturan pakai: ${i.aturan_pakai}` : ''}`,
      `${formatAngka(i.jumlah)} ${i.produk.satuan_dasar}`,
      formatRupiah(i.total),
    ]),
  );
  const ringkas: [string, string][] = [['TOTAL', formatRupiah(p.total)]];
  if (p.dibayar !== null && p.kembalian !== null)
    ringkas.push(['Dibayar', formatRupiah(p.dibayar)], ['Kembali', formatRupiah(p.kembalian)]);
  dok.identitas(ringkas);
  dok.paragraf(`Terbilang: ${terbilangRupiah(p.total)}`);
  if (p.dibayar_pada) dok.paragraf(`Dibayar ${formatTanggalWaktu(p.dibayar_pada)}`);
  if (p.status === 'MENUNGGU_BAYAR')
    dok.paragraf(
      `Silakan membayar di ${LABEL_TEMPAT_BAYAR[p.tempat_bayar]} dengan menunjukkan nomor ${p.nomor}.`,
      { tebal: true },
    );
  if (p.diserahkan_pada) dok.paragraf(`Obat diserahkan ${formatTanggalWaktu(p.diserahkan_pada)}`);
  if (p.status === 'BATAL' && p.alasan) dok.paragraf(`Alasan pembatalan: ${p.alasan}`, { tebal: true });
  dok.paragraf('Semoga lekas sembuh. Simpan struk ini sebagai bukti pembelian.', { rata: 'center' });
  return dok.selesai();
}

/** GET /farmasi/penjualan/:uid/struk. */
export async function cetakStrukPenjualan(
  db: Db,
  ctx: Ctx,
  uid: string,
): Promise<{ nama: string; pdf: Buffer }> {
  const p = await ambilPenjualan(db, uid);
  const pdf = await pdfStrukPenjualan(p, {
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  return { nama: `Struk ${p.nomor}.pdf`, pdf };
}
