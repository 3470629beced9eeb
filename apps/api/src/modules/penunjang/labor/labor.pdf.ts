import {
  formatJam,
  formatTanggalPendek,
  formatTanggalWaktu,
  type JenisKelamin,
  KELOMPOK_LAB,
  LABEL_JENIS_KELAMIN,
  LABEL_KELOMPOK_LAB,
  type LaborDetail,
  teksFlag,
  type VersiHasilLab,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, type DokumenPdf, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { fontPdf, GAYA_FONT } from '../../../platform/pdf/pdf.font.ts';
import type { StempelElektronik } from '../../../platform/pdf/pdf.stempel.ts';
import { MM } from '../../../platform/pdf/pdf.tata.ts';
import { bwip, pdfkit } from '../../../platform/pustaka-malas.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { hasilBelumDivalidasi, sampelBelumDiambil } from './labor.errors.ts';
import { bacaLabor } from './labor.service.ts';

const jk = (k: string) => LABEL_JENIS_KELAMIN[k as JenisKelamin] ?? k;
const waktuLangkah = (d: LaborDetail, status: string) => d.riwayat.find((r) => r.status === status)?.waktu;

/**
 * GET /labor/:uid/label.pdf: one 50 × 30 mm sticker per specimen of the order, for the tubes:
 * patient, No. RM, sex and birth date, the order number as a Code 128 barcode (what the analyser's
 * reader and the worklist search take), the specimen, CITO and the sampling time.
 */
export async function pdfLabel(db: DbOrTx, ctx: Ctx, uid: string) {
  const d = await bacaLabor(db, uid);
  if (d.status === 'DIMINTA' || d.status === 'BATAL' || !d.hasil) throw sampelBelumDiambil(d.nomor);
  const spesimen = [...new Set(d.hasil.baris.map((b) => b.spesimen))];
  const diambil = waktuLangkah(d, 'SAMPEL_DIAMBIL');
  const barcode: Buffer = await bwip().toBuffer({
    bcid: 'code128',
    text: d.nomor,
    scale: 2,
    height: 7,
    includetext: true,
    textxalign: 'center',
    textsize: 8,
  });
  const ukuran: [number, number] = [50 * MM, 30 * MM];
  const tepi = 2 * MM;
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: ukuran,
    margin: tepi,
    autoFirstPage: false,
    info: { Title: `Label ${d.nomor}` },
  });
  for (const g of GAYA_FONT) doc.registerFont(g, fontPdf('sempit', g));
  const bagian: Buffer[] = [];
  const selesai = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => bagian.push(b));
    doc.on('end', () => resolve(Buffer.concat(bagian)));
    doc.on('error', reject);
  });
  const lebar = ukuran[0] - 2 * tepi;
  // Every line placed by hand with no margins: a sticker never spills onto a second one.
  const tulis = (teks: string, y: number, gaya: 'reguler' | 'tebal', ukuranHuruf: number) =>
    doc
      .font(gaya)
      .fontSize(ukuranHuruf)
      .text(teks, tepi, y * MM, {
        width: lebar,
        lineBreak: false,
        ellipsis: true,
        height: ukuranHuruf * 1.3,
      });
  for (const s of spesimen.length ? spesimen : ['-']) {
    doc.addPage({ size: ukuran, margin: 0 });
    tulis(d.pasien.nama.toUpperCase(), 1.8, 'tebal', 7.5);
    tulis(
      `${d.pasien.no_rm} · ${d.pasien.jenis_kelamin} · ${formatTanggalPendek(d.pasien.tanggal_lahir)}`,
      5,
      'reguler',
      6.5,
    );
    doc.image(barcode, tepi, 8 * MM, { fit: [lebar, 13 * MM], align: 'center' });
    tulis(`${s}${d.cito ? '  · CITO' : ''}`, 21.8, 'tebal', 7);
    if (diambil) tulis(`Diambil ${formatTanggalPendek(diambil)} ${formatJam(diambil)}`, 25.2, 'reguler', 6);
  }
  doc.end();
  void ctx;
  return { nama: `label-${d.nomor}.pdf`, pdf: await selesai };
}

function tabelHasil(dok: DokumenPdf, v: VersiHasilLab) {
  for (const k of KELOMPOK_LAB) {
    const baris = v.baris.filter((b) => b.kelompok === k);
    if (!baris.length) continue;
    dok.pastikanRuang(50);
    dok.doc.font('tebal').fontSize(10).text(LABEL_KELOMPOK_LAB[k], dok.kiri, dok.doc.y, { width: dok.lebar });
    dok.doc.font('reguler').moveDown(0.2);
    dok.tabel(
      [
        { judul: 'Pemeriksaan', lebar: 3.2 },
        { judul: 'Hasil', lebar: 1.4, rata: 'right' },
        { judul: 'Flag', lebar: 0.8, rata: 'center' },
        { judul: 'Satuan', lebar: 1.3 },
        { judul: 'Nilai Rujukan', lebar: 1.9 },
        { judul: 'Metode', lebar: 2.4 },
      ],
      baris.map((b) => [b.nama, b.nilai, teksFlag(b.flag), b.satuan, b.rujukan, b.metode]),
    );
  }
}

/**
 * GET /labor/:uid/hasil.pdf: the validated result on A4 under the facility's letterhead: patient,
 * ordering doctor, the tests by section with value, flag, unit, range and method, the lab's note,
 * a corrected result's reason and the values it replaced, and the validator's signature block.
 */
export async function pdfHasilLab(
  db: DbOrTx,
  ctx: Ctx,
  uid: string,
  opsi: { stempel?: StempelElektronik | null } = {},
) {
  const d = await bacaLabor(db, uid);
  const v = d.hasil;
  if (d.status !== 'TERVALIDASI' || !v || v.status !== 'VALID') throw hasilBelumDivalidasi(d.nomor);
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Hasil Laboratorium ${d.nomor}`,
    subjek: `Hasil laboratorium ${d.pasien.nama}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('HASIL PEMERIKSAAN LABORATORIUM', {
    sub: `No. ${d.nomor}${v.versi > 1 ? ` · Versi ${v.versi} (koreksi)` : ''}${d.cito ? ' · CITO' : ''}`,
  });
  const diambil = waktuLangkah(d, 'SAMPEL_DIAMBIL');
  const pendek = (w: string) => `${formatTanggalPendek(w)} ${formatJam(w)} WIB`;
  dok.identitas(
    [
      ['Nama Pasien', d.pasien.nama],
      ['No. RM', d.pasien.no_rm],
      [
        'Tanggal Lahir',
        `${formatTanggalPendek(d.pasien.tanggal_lahir)} (${d.pasien.umur.split(' ').slice(0, 2).join(' ')})`,
      ],
      ['Jenis Kelamin', jk(d.pasien.jenis_kelamin)],
      ['Dokter Pengirim', d.dokter],
      ['Poli / Unit', d.poli.nama],
      ['Penjamin', d.penjamin_label],
      ['Ket. Klinis', d.catatan_klinis],
      ['Pemeriksaan', d.pemeriksaan.join(', ')],
      ['Waktu Order', pendek(d.created_at)],
      ['Sampel Diambil', diambil ? pendek(diambil) : null],
    ],
    { kolom: 2 },
  );
  tabelHasil(dok, v);
  dok.paragraf(
    'Flag: L = di bawah nilai rujukan, H = di atas nilai rujukan, LL*/HH* = nilai kritis, A = abnormal.',
    {
      ukuran: 8,
    },
  );
  if (v.catatan) dok.paragraf(`Catatan: ${v.catatan}`);
  const lama = d.versi_lama[0];
  if (v.versi > 1 && lama) {
    dok.paragraf(
      `Hasil ini mengoreksi versi ${lama.versi} yang divalidasi ${lama.divalidasi_pada ? formatTanggalWaktu(lama.divalidasi_pada) : '-'}. Alasan koreksi: ${v.alasan_koreksi ?? '-'}`,
      { tebal: true },
    );
    const berubah = v.baris.flatMap((b) => {
      const l = lama.baris.find(
        (x) => x.pemeriksaan_uid === b.pemeriksaan_uid && x.order_item_uid === b.order_item_uid,
      );
      return l && l.nilai !== b.nilai
        ? [
            [
              b.nama,
              `${l.nilai ?? '-'} ${teksFlag(l.flag)}`.trim(),
              `${b.nilai ?? '-'} ${teksFlag(b.flag)}`.trim(),
            ],
          ]
        : [];
    });
    if (berubah.length)
      dok.tabel(
        [
          { judul: 'Pemeriksaan', lebar: 3 },
          { judul: 'Hasil semula', lebar: 2 },
          { judul: 'Hasil koreksi', lebar: 2 },
        ],
        berubah,
      );
  }
  const pada = v.divalidasi_pada ? new Date(v.divalidasi_pada) : ctx.now();
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(pada)}`,
    jabatan: 'Divalidasi oleh',
    nama: v.validator ?? '(..............................)',
    elektronik: opsi.stempel ?? null,
  });
  const kotak = dok.kotakTtd;
  return { nama: `hasil-lab-${d.nomor}.pdf`, pdf: await dok.selesai(), kotak };
}
