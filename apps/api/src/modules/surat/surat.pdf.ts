import { formatTanggalWaktu, type KertasSurat, keDate, LABEL_JENIS_SURAT, type Surat } from '@rawat/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { buatDokumen, type DokumenPdf, tanggalSurat } from '../../platform/pdf/pdf.dokumen.ts';
import type { KopSurat } from '../../platform/pdf/pdf.kop.ts';
import type { KotakStempel, StempelElektronik } from '../../platform/pdf/pdf.stempel.ts';
import { pdfBertanda } from '../esign/pengajuan.service.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { bacaSurat } from './surat.baca.ts';
import { tulisIsi } from './surat.pdf-isi.ts';

export interface OpsiCetakSurat {
  kertas: KertasSurat;
  kop: KopSurat | null;
  dicetakPada: Date;
  dicetakOleh: string | null;
  /** An electronic signature's stamp in the signature block (the e-sign module's render). */
  stempel: StempelElektronik | null;
}

/** 'DRAF' or 'DIBATALKAN' across every page, drawn first so the text prints over it. */
function tandaAir(dok: DokumenPdf, teks: string) {
  const gambar = () => {
    const { doc } = dok;
    const [x, y] = [doc.x, doc.y];
    const { width: w, height: h } = doc.page;
    doc.save();
    doc.rotate(-40, { origin: [w / 2, h / 2] });
    doc
      .font('tebal')
      .fontSize(teks.length > 5 ? 80 : 110)
      .fillColor('#d32f2f')
      .fillOpacity(0.12)
      .text(teks, 0, h / 2 - 60, { width: w, align: 'center', lineBreak: false });
    doc.restore();
    doc.font('reguler').fontSize(10).fillColor('#000').fillOpacity(1);
    doc.x = x;
    doc.y = y;
  };
  gambar();
  dok.doc.on('pageAdded', gambar);
}

function jabatan(s: Surat): string {
  if (s.jenis === 'KONTROL') return 'Dokter Penanggung Jawab Pelayanan';
  if (s.jenis === 'KELAHIRAN')
    return s.penanda.profesi === 'BIDAN' ? 'Bidan yang Menerangkan' : 'Dokter yang Menerangkan';
  return s.jenis === 'KEMATIAN' ? 'Dokter yang Menerangkan' : 'Dokter Pemeriksa';
}

/**
 * A letter on the facility's letterhead, A4 or F4: its title and number, the body its kind words
 * (surat.pdf-isi.ts), the closing, and the signer's block — with an electronic signature's stamp
 * when one is given. A draft prints 'DRAF' over every page and no number; a cancelled letter
 * 'DIBATALKAN' and why. The print route and the e-sign source (surat.ttd.ts) both render here.
 */
export async function pdfSurat(s: Surat, o: OpsiCetakSurat): Promise<{ pdf: Buffer; kotak: KotakStempel }> {
  const label = LABEL_JENIS_SURAT[s.jenis];
  const dok = buatDokumen({
    judul: `${label} ${s.pasien.nama}${s.nomor ? ` ${s.nomor}` : ''}`,
    subjek: `${label} ${s.pasien.no_rm}`,
    kertas: o.kertas,
    kop: o.kop,
    dicetakPada: o.dicetakPada,
    dicetakOleh: o.dicetakOleh,
  });
  if (s.status === 'DRAF') tandaAir(dok, 'DRAF');
  if (s.status === 'DIBATALKAN') tandaAir(dok, 'DIBATALKAN');
  dok.judul(s.jenis === 'KONTROL' ? 'SURAT KONTROL' : label.toUpperCase(), {
    sub: s.nomor ? `Nomor: ${s.nomor}` : 'DRAF — belum diterbitkan, bukan dokumen resmi',
  });
  if (s.status === 'DIBATALKAN')
    dok.paragraf(
      `Surat ini telah DIBATALKAN${s.dibatalkan_pada ? ` pada ${formatTanggalWaktu(s.dibatalkan_pada)}` : ''}` +
        `${s.alasan_batal ? `: ${s.alasan_batal}` : ''}.`,
      { tebal: true },
    );
  const faskes = o.kop?.nama ?? 'fasilitas kesehatan ini';
  tulisIsi(dok, s, faskes);
  if (s.mengganti?.nomor)
    dok.paragraf(
      `Surat ini menggantikan surat Nomor ${s.mengganti.nomor}, yang dengan terbitnya surat ini dinyatakan tidak berlaku.`,
    );
  dok.paragraf(
    s.jenis === 'KONTROL'
      ? 'Atas perhatian dan kerja samanya, kami ucapkan terima kasih.'
      : `Demikian ${label.toLowerCase()} ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.`,
  );
  dok.spasi(0.5);
  const tanggal = tanggalSurat(keDate(s.tanggal));
  dok.tandaTangan({
    tempatTanggal: o.kop?.kota ? `${o.kop.kota}, ${tanggal}` : tanggal,
    jabatan: jabatan(s),
    nama: s.penanda.nama,
    nip: s.penanda.nip,
    elektronik: o.stempel,
  });
  const kotak = dok.kotakTtd;
  if (!kotak) throw new Error('surat.pdf: blok tanda tangan tidak tergambar');
  return { pdf: await dok.selesai(), kotak };
}

/**
 * GET /surat/:uid/pdf: the letter as it stands, on the paper asked for. Once signed, A4 is the
 * signed document itself (the stamp, its QR code and the PAdES signature; docs/esign.md); F4 is
 * printed afresh, without the electronic signature.
 */
export async function cetakSurat(
  db: DbOrTx,
  ctx: Ctx,
  uid: string,
  kertas: KertasSurat,
): Promise<{ nama: string; pdf: Buffer }> {
  const [s, kop] = [await bacaSurat(db, uid), await kopSurat(db)];
  const nama = s.nomor ? s.nomor.replaceAll('/', '-') : `draf-${s.pasien.no_rm}`;
  const bertanda = kertas === 'A4' && s.status === 'TERBIT' ? await pdfBertanda(db, 'SURAT', uid) : null;
  if (bertanda) return { nama: `surat-${nama}-${kertas}.pdf`, pdf: bertanda };
  const { pdf } = await pdfSurat(s, {
    kertas,
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
    stempel: null,
  });
  return { nama: `surat-${nama}-${kertas}.pdf`, pdf };
}
