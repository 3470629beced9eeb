import {
  type BersalinDetail,
  formatTanggal,
  formatTanggalJam,
  LABEL_CARA_PERSALINAN,
  LABEL_LAMA_KONTRAKSI,
  LABEL_POSISI_PARTOGRAF,
  teksUsiaKehamilan,
} from '@rawat/domain';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { buatDokumen, type DokumenPdf } from '../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { detailBersalin } from './bersalin.baca.ts';

const JAM_MS = 3_600_000;
const angka = (v: number | null) => (v === null ? '-' : String(v).replace('.', ','));

/** The hour the chart's axis starts at: the first examination's hour (WHO charts count from it). */
export function awalSumbu(b: Pick<BersalinDetail, 'partograf' | 'masuk_pada'>): number {
  const pertama = b.partograf[0]?.waktu ?? b.masuk_pada;
  return Math.floor(new Date(pertama).getTime() / JAM_MS) * JAM_MS;
}

/**
 * The cervicograph as the WHO partograph draws it: dilation 0–10 cm up, hours along, the alert line
 * (1 cm/hour from the first ≥ 4 cm) and the action line four hours to its right; dilation as ×,
 * descent of the head (fifths) as ○.
 */
function grafik(dok: DokumenPdf, b: BersalinDetail): void {
  const { doc } = dok;
  const tinggi = 200;
  dok.pastikanRuang(tinggi + 40);
  const x0 = dok.kiri + 28;
  const y0 = doc.y + 6;
  const lebar = dok.lebar - 40;
  const awal = awalSumbu(b);
  const akhirData = Math.max(
    ...b.partograf.map((p) => new Date(p.waktu).getTime()),
    b.garis ? new Date(b.garis.tindakan.sampai.waktu).getTime() : 0,
  );
  const jam = Math.min(24, Math.max(12, Math.ceil((akhirData - awal) / JAM_MS) + 1));
  const px = (waktu: string) => x0 + ((new Date(waktu).getTime() - awal) / JAM_MS / jam) * lebar;
  const py = (cm: number) => y0 + tinggi - (cm / 10) * tinggi;
  doc.save().lineWidth(0.3).strokeColor('#999999');
  for (let cm = 0; cm <= 10; cm++)
    doc
      .moveTo(x0, py(cm))
      .lineTo(x0 + lebar, py(cm))
      .stroke();
  for (let h = 0; h <= jam; h++) {
    const x = x0 + (h / jam) * lebar;
    doc
      .moveTo(x, y0)
      .lineTo(x, y0 + tinggi)
      .stroke();
  }
  doc.restore();
  doc.fontSize(7).fillColor('#000000');
  for (let cm = 0; cm <= 10; cm++) doc.text(String(cm), dok.kiri, py(cm) - 3, { width: 20, align: 'right' });
  for (let h = 0; h <= jam; h++) {
    const t = new Date(awal + h * JAM_MS);
    const label = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', timeZone: 'Asia/Jakarta' }).format(t);
    doc.text(label, x0 + (h / jam) * lebar - 8, y0 + tinggi + 3, { width: 16, align: 'center' });
  }
  if (b.garis) {
    const g = b.garis;
    doc.save().lineWidth(1.2).strokeColor('#d97706');
    doc.moveTo(px(g.waspada.dari.waktu), py(g.waspada.dari.pembukaan_cm));
    doc.lineTo(px(g.waspada.sampai.waktu), py(10)).stroke();
    doc.strokeColor('#dc2626');
    doc.moveTo(px(g.tindakan.dari.waktu), py(g.tindakan.dari.pembukaan_cm));
    doc.lineTo(px(g.tindakan.sampai.waktu), py(10)).stroke();
    doc.restore();
    doc
      .fontSize(7)
      .fillColor('#d97706')
      .text('Waspada', px(g.waspada.sampai.waktu) - 40, py(10) + 2, { width: 38 });
    doc.fillColor('#dc2626').text('Bertindak', px(g.tindakan.sampai.waktu) - 44, py(10) + 2, { width: 42 });
    doc.fillColor('#000000');
  }
  doc.save().lineWidth(1.2).strokeColor('#1d4ed8');
  for (const p of b.partograf) {
    if (p.pembukaan_cm !== null) {
      const x = px(p.waktu);
      const y = py(p.pembukaan_cm);
      doc
        .moveTo(x - 3, y - 3)
        .lineTo(x + 3, y + 3)
        .moveTo(x - 3, y + 3)
        .lineTo(x + 3, y - 3)
        .stroke();
    }
    if (p.penurunan !== null) doc.circle(px(p.waktu), py(p.penurunan * 2), 2.5).stroke('#047857');
  }
  doc.restore();
  doc.fontSize(7).text('cm', dok.kiri, y0 - 8);
  doc.x = dok.kiri;
  doc.y = y0 + tinggi + 14;
  doc
    .fontSize(8)
    .text('× pembukaan serviks (cm)   ○ penurunan kepala (per lima, skala kanan ×2)', dok.kiri, doc.y);
  doc.x = dok.kiri;
}

/** GET /bersalin/:uid/partograf.pdf: identity, the cervicograph with its lines, every examination, the birth. */
export async function pdfPartograf(db: Db, ctx: Ctx, uid: string): Promise<{ nama: string; pdf: Buffer }> {
  const b = await detailBersalin(db, ctx, uid);
  const dok = buatDokumen({
    judul: `Partograf – ${b.pasien.nama}`,
    subjek: 'Partograf WHO',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('PARTOGRAF', { sub: LABEL_POSISI_PARTOGRAF[b.posisi] });
  dok.identitas(
    [
      ['Ibu', `${b.pasien.nama} (${b.pasien.no_rm})`],
      ['Umur', b.pasien.umur],
      ['G P A', `G${b.gravida} P${b.para} A${b.abortus}`],
      ['HPHT / taksiran', `${formatTanggal(b.hpht)} / ${formatTanggal(b.taksiran_persalinan)}`],
      ['Usia kehamilan', teksUsiaKehamilan(b.usia_kehamilan)],
      ['Masuk', formatTanggalJam(b.masuk_pada)],
      ['Ruang', b.letak],
      ['DPJP', b.dpjp ?? '-'],
    ],
    { kolom: 2 },
  );
  dok.spasi();
  grafik(dok, b);
  dok.spasi();
  dok.tabel(
    [
      { judul: 'Waktu', lebar: 3 },
      { judul: 'Pemb. (cm)', lebar: 1 },
      { judul: 'Turun', lebar: 1 },
      { judul: 'DJJ', lebar: 1 },
      { judul: 'His/10′', lebar: 2 },
      { judul: 'Ketuban', lebar: 1 },
      { judul: 'Susup', lebar: 1 },
      { judul: 'Nadi', lebar: 1 },
      { judul: 'TD', lebar: 2 },
      { judul: 'Suhu', lebar: 1 },
      { judul: 'Oksitosin / obat', lebar: 3 },
      { judul: 'Petugas', lebar: 3 },
    ],
    b.partograf.length
      ? b.partograf.map((p) => [
          formatTanggalJam(p.waktu),
          angka(p.pembukaan_cm),
          p.penurunan === null ? '-' : `${p.penurunan}/5`,
          angka(p.djj),
          p.his_per_10 === null
            ? '-'
            : `${p.his_per_10}x ${p.lama_his ? LABEL_LAMA_KONTRAKSI[p.lama_his] : ''}`,
          p.air_ketuban ?? '-',
          p.penyusupan ?? '-',
          angka(p.nadi),
          p.td_sistolik === null ? '-' : `${p.td_sistolik}/${p.td_diastolik}`,
          angka(p.suhu),
          [
            p.oksitosin_ui === null
              ? null
              : `Oksitosin ${angka(p.oksitosin_ui)} U/L ${p.tetes_per_menit ?? '-'} tts/m`,
            p.obat,
          ]
            .filter(Boolean)
            .join('; ') || '-',
          p.nama_petugas,
        ])
      : [['Belum ada pemeriksaan', '', '', '', '', '', '', '', '', '', '', '']],
    { ukuran: 7 },
  );
  if (b.persalinan) {
    const p = b.persalinan;
    dok.spasi();
    dok.paragraf('Persalinan', { tebal: true, rata: 'left' });
    dok.identitas(
      [
        ['Lahir', formatTanggalJam(p.waktu_lahir)],
        ['Cara', LABEL_CARA_PERSALINAN[p.cara]],
        ['Penolong', `${p.nama_penolong} (${p.penolong === 'DOKTER' ? 'dokter' : 'bidan'})`],
        [
          'Plasenta',
          `${p.plasenta_lengkap ? 'Lengkap' : 'Tidak lengkap'}${p.plasenta_lahir_pada ? `, ${formatTanggalJam(p.plasenta_lahir_pada)}` : ''}`,
        ],
        ['Perdarahan', `${p.perdarahan_ml} ml`],
        ['Komplikasi', p.komplikasi ?? '-'],
      ],
      { kolom: 2 },
    );
    dok.tabel(
      [
        { judul: 'Bayi', lebar: 1 },
        { judul: 'JK', lebar: 1 },
        { judul: 'Berat', lebar: 1 },
        { judul: 'Panjang', lebar: 1 },
        { judul: 'APGAR', lebar: 1 },
        { judul: 'No. RM bayi', lebar: 2 },
      ],
      b.bayi.map((x) => [
        String(x.urutan),
        x.jenis_kelamin,
        `${x.berat_gram} g`,
        `${angka(x.panjang_cm)} cm`,
        `${x.apgar_1}/${x.apgar_5}`,
        x.pasien?.no_rm ?? '-',
      ]),
      { ukuran: 8 },
    );
  }
  return { nama: `partograf-${b.pasien.no_rm}.pdf`, pdf: await dok.selesai() };
}
