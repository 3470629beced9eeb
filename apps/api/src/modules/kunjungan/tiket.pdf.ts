import { formatRupiah, formatTanggal } from '@rawat/domain';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { buatDokumen } from '../../platform/pdf/pdf.dokumen.ts';
import { bwip } from '../../platform/pustaka-malas.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import type { TagihanPendaftaran } from './biaya-pendaftaran.ts';
import { ambilPendaftaran } from './pendaftaran.baca.ts';

/** The public ticket page of a ticket code, as printed in its QR code. */
export function urlTiket(asal: string, kode: string): string {
  return `${asal.replace(/\/$/, '')}/tiket-pendaftaran?kode=${encodeURIComponent(kode)}`;
}

/**
 * GET /pendaftaran/:uid/tiket.pdf: the 80 mm queue ticket. `asal` is the address the person
 * reached the app at, so the QR code opens the same server from a phone on the same network.
 * The registration fees still on the bill are listed, so the patient knows what to pay.
 */
export async function pdfTiket(db: Db, ctx: Ctx, tagihan: TagihanPendaftaran, uid: string, asal: string) {
  const p = await ambilPendaftaran(db, uid);
  const biaya = p.status === 'BATAL' ? [] : await tagihan.baca(db, uid);
  const dok = buatDokumen({
    judul: `Tiket Antrian ${p.nomor_antrian}`,
    subjek: `Tiket antrian ${p.poli.nama} ${p.tanggal}`,
    kertas: '80mm',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  const { doc } = dok;
  dok.judul('TIKET ANTRIAN', { sub: p.jenis_kunjungan_label });
  doc
    .font('tebal')
    .fontSize(34)
    .text(p.nomor_antrian, dok.kiri, doc.y, { width: dok.lebar, align: 'center' });
  doc.fontSize(11).text(p.poli.nama, dok.kiri, doc.y, { width: dok.lebar, align: 'center' });
  if (p.status === 'BATAL')
    doc.fontSize(11).text('— DIBATALKAN —', dok.kiri, doc.y, { width: dok.lebar, align: 'center' });
  doc.font('reguler').moveDown(0.6);
  dok.identitas([
    ['Tanggal', formatTanggal(p.tanggal)],
    ['Jam', p.jam_mulai && p.jam_selesai ? `${p.jam_mulai}–${p.jam_selesai} WIB` : 'Setiap saat (24 jam)'],
    ['Dokter', p.dokter?.nama ?? '-'],
    ['No. RM', p.pasien.no_rm],
    ['Nama', p.pasien.nama],
    ['Penjamin', p.penjamin_label],
    ...biaya.map((b): [string, string] => [b.nama, formatRupiah(b.jumlah)]),
  ]);
  if (p.jam_mulai) dok.paragraf('Harap datang 15 menit sebelum jadwal', { rata: 'center', tebal: true });
  const qr: Buffer = await bwip().toBuffer({ bcid: 'qrcode', text: urlTiket(asal, p.kode_tiket), scale: 3 });
  const sisi = 90;
  dok.pastikanRuang(sisi + 30);
  doc.image(qr, dok.kiri + (dok.lebar - sisi) / 2, doc.y, { width: sisi, height: sisi });
  doc.y += sisi + 4;
  dok.paragraf(`Pindai untuk melihat posisi antrian. Kode tiket: ${p.kode_tiket}`, { rata: 'center' });
  return { nama: `tiket-${p.nomor_antrian}.pdf`, pdf: await dok.selesai() };
}
