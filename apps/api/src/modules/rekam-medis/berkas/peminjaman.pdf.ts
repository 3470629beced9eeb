import {
  formatTanggal,
  formatTanggalJam,
  formatTanggalPendek,
  LABEL_KEPERLUAN_PINJAM,
  LABEL_STATUS_PINJAM,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { bwip } from '../../../platform/pustaka-malas.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { bacaPinjam } from './peminjaman.service.ts';

/**
 * GET /peminjaman-rm/:uid/tracer.pdf: the tracer (outguide) that takes the file's place on the
 * shelf, and the borrower's slip. The No. RM is printed large and as a Code 128 barcode, as the
 * SEP and the lab labels print theirs, so the shelf scanner reads it.
 */
export async function pdfTracer(db: Db, ctx: Ctx, uid: string) {
  const p = await bacaPinjam(db, ctx, uid);
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Tracer ${p.nomor}`,
    subjek: `Peminjaman berkas rekam medis ${p.pasien.no_rm}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  const { doc } = dok;
  dok.judul('TRACER PEMINJAMAN BERKAS REKAM MEDIS', { sub: `Nomor: ${p.nomor}` });
  const atas = doc.y;
  const kode: Buffer = await bwip().toBuffer({
    bcid: 'code128',
    text: p.pasien.no_rm,
    scale: 3,
    height: 12,
    includetext: false,
  });
  const lebarKode = dok.lebar * 0.45;
  doc.image(kode, dok.kiri, atas, { fit: [lebarKode, 48] });
  doc
    .font('tebal')
    .fontSize(26)
    .text(p.pasien.no_rm, dok.kiri + lebarKode + 16, atas + 4, {
      width: dok.lebar - lebarKode - 16,
      align: 'right',
    });
  doc
    .font('reguler')
    .fontSize(11)
    .text(p.pasien.nama, dok.kiri + lebarKode + 16, doc.y, {
      width: dok.lebar - lebarKode - 16,
      align: 'right',
    });
  doc.x = dok.kiri;
  doc.y = Math.max(doc.y, atas + 52) + 12;
  dok.identitas([
    ['No. RM', p.pasien.no_rm],
    ['Nama Pasien', p.pasien.nama],
    ['Peminjam', p.peminjam],
    ['Unit / Instansi', p.unit],
    ['Keperluan', LABEL_KEPERLUAN_PINJAM[p.keperluan]],
    ['Tanggal Pinjam', formatTanggalJam(p.dipinjam_pada)],
    ['Jatuh Tempo', formatTanggal(p.jatuh_tempo)],
    [
      'Status',
      p.dikembalikan_pada
        ? `${LABEL_STATUS_PINJAM.KEMBALI} ${formatTanggalPendek(p.dikembalikan_pada)}`
        : LABEL_STATUS_PINJAM[p.status],
    ],
    ...(p.catatan ? [['Catatan', p.catatan] as [string, string]] : []),
  ]);
  dok.spasi();
  dok.paragraf(
    'Lembar ini diletakkan di rak penyimpanan sebagai pengganti berkas yang keluar, dan dibawa kembali bersama berkas saat pengembalian. Berkas rekam medis bersifat rahasia: tidak boleh digandakan atau dibawa keluar rumah sakit tanpa izin unit rekam medis.',
  );
  dok.spasi();
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(new Date(p.dipinjam_pada))}`,
    jabatan: 'Petugas Rekam Medis',
    nama: p.dipinjamkan_oleh ?? '-',
  });
  return { nama: `tracer-${p.nomor.replaceAll('/', '-')}.pdf`, pdf: await dok.selesai() };
}
