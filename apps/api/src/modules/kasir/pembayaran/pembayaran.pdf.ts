import {
  formatAngka,
  formatRupiah,
  formatTanggalWaktu,
  JENIS_TRANSAKSI,
  LABEL_JENIS_TRANSAKSI,
  type Pembayaran,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, type Kertas, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { ambilPembayaran } from './pembayaran.baca.ts';

/** How a method line reads on paper: 'Transfer Bank (BCA, ref 12345)'. */
function teksMetode(m: Pembayaran['metode'][number]): string {
  const rinci = [m.bank?.nama, m.referensi ? `ref ${m.referensi}` : null].filter(Boolean).join(', ');
  return rinci ? `${m.label} (${rinci})` : m.label;
}

/**
 * A stay's day charges are one line per day; the receipt prints them per item and price as
 * 'Kamar Rawat Inap Kelas 2 — 3 hari' (docs/ranap/tagihan.md).
 */
function perHari<T extends { nama: string; jumlah: number; harga_satuan: number; total: number }>(
  items: T[],
): T[] {
  const per = new Map<string, { baris: T; hari: number }>();
  for (const i of items) {
    const k = `${i.nama}/${i.harga_satuan}`;
    const ada = per.get(k);
    if (ada) {
      ada.hari += i.jumlah;
      ada.baris = { ...ada.baris, jumlah: ada.baris.jumlah + i.jumlah, total: ada.baris.total + i.total };
    } else per.set(k, { baris: { ...i }, hari: i.jumlah });
  }
  return [...per.values()].map(({ baris, hari }) => ({ ...baris, nama: `${baris.nama} — ${hari} hari` }));
}

/**
 * The receipt (kuitansi): letterhead, invoice number, who paid and for which visit, the charges
 * grouped by type with subtotals, the payer's part, the discount with its reason, the amount paid
 * in figures and in words, each method with cash received and change, and the cashier's
 * signature. A voided receipt still prints, marked DIBATALKAN with who, when and why.
 */
export async function pdfKuitansi(db: DbOrTx, ctx: Ctx, uid: string, kertas: Kertas) {
  const p = await ambilPembayaran(db, uid);
  const dok = buatDokumen({
    judul: `Kuitansi ${p.nomor}`,
    subjek: `Pembayaran ${p.nama_pembayar}`,
    kertas,
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(p.batal ? 'KUITANSI (DIBATALKAN)' : 'KUITANSI PEMBAYARAN', { sub: `No. ${p.nomor}` });
  dok.identitas(
    [
      ['Tanggal', formatTanggalWaktu(p.created_at)],
      ['Telah terima dari', p.nama_pembayar],
      ['No. RM', p.pasien?.no_rm ?? null],
      ['Penjamin', p.label_penjamin],
      ['Kasir', p.kasir.nama],
    ],
    { kolom: kertas === 'A4' ? 2 : 1 },
  );

  const rupiahKecil = (n: number) => (kertas === 'A4' ? formatRupiah(n) : formatAngka(n));
  if (p.items.length) {
    const baris = JENIS_TRANSAKSI.flatMap((jenis) => {
      const items =
        jenis === 'AKOMODASI'
          ? perHari(p.items.filter((i) => i.jenis === jenis))
          : p.items.filter((i) => i.jenis === jenis);
      if (!items.length) return [];
      const subtotal = items.reduce((n, i) => n + i.total, 0);
      return [
        ...items.map((i) =>
          kertas === 'A4'
            ? [
                LABEL_JENIS_TRANSAKSI[jenis],
                i.nama,
                formatAngka(i.jumlah),
                formatRupiah(i.harga_satuan),
                formatRupiah(i.total),
              ]
            : [`${i.nama}\n${formatAngka(i.jumlah)} × ${formatAngka(i.harga_satuan)}`, rupiahKecil(i.total)],
        ),
        kertas === 'A4'
          ? [' ', `Subtotal ${LABEL_JENIS_TRANSAKSI[jenis]}`, ' ', ' ', formatRupiah(subtotal)]
          : [`Subtotal ${LABEL_JENIS_TRANSAKSI[jenis]}`, rupiahKecil(subtotal)],
      ];
    });
    dok.tabel(
      kertas === 'A4'
        ? [
            { judul: 'Jenis', lebar: 1.4 },
            { judul: 'Uraian', lebar: 4 },
            { judul: 'Jml', lebar: 0.7, rata: 'right' },
            { judul: 'Harga', lebar: 1.6, rata: 'right' },
            { judul: 'Subtotal', lebar: 1.8, rata: 'right' },
          ]
        : [
            { judul: 'Uraian', lebar: 3.4 },
            { judul: 'Subtotal', lebar: 1.8, rata: 'right' },
          ],
      baris,
    );
  } else {
    dok.paragraf('Pembayaran penjualan obat bebas (rincian pada struk farmasi).');
  }

  const ringkas: [string, string][] = [['Total tagihan', formatRupiah(p.total_tagihan)]];
  if (p.ditanggung_penjamin)
    ringkas.push([`Ditanggung ${p.label_penjamin}`, formatRupiah(p.ditanggung_penjamin)]);
  if (p.diskon) ringkas.push([`Diskon (${p.alasan_diskon ?? '-'})`, formatRupiah(p.diskon)]);
  ringkas.push(['JUMLAH DIBAYAR', formatRupiah(p.jumlah_bayar)]);
  for (const m of p.metode) {
    ringkas.push([teksMetode(m), formatRupiah(m.jumlah)]);
    if (m.diterima !== null && m.kembalian !== null && m.kembalian > 0)
      ringkas.push(['Uang diterima', formatRupiah(m.diterima)], ['Kembalian', formatRupiah(m.kembalian)]);
  }
  dok.identitas(ringkas, { lebarLabel: kertas === 'A4' ? 200 : 110 });
  dok.paragraf(`Terbilang: # ${p.terbilang} #`, { tebal: true });
  if (p.batal)
    dok.paragraf(
      `DIBATALKAN ${formatTanggalWaktu(p.batal.pada)} oleh ${p.batal.oleh}. Alasan: ${p.batal.alasan}`,
      { tebal: true },
    );
  dok.tandaTangan({
    tempatTanggal: tanggalSurat(new Date(p.created_at)),
    jabatan: 'Kasir',
    nama: p.kasir.nama,
  });
  if (kertas === '80mm') dok.paragraf('Terima kasih. Semoga lekas sembuh.', { rata: 'center' });
  return { nama: `Kuitansi ${p.nomor}.pdf`, pdf: await dok.selesai() };
}
