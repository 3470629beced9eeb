import {
  formatTanggalJam,
  ITEM_ALDRETE,
  ITEM_STEWARD,
  LABEL_ASAL_TRANSISI,
  LABEL_KESADARAN_NEWS,
  LABEL_SKALA_PULIH,
  LABEL_TUJUAN_TRANSISI,
} from '@rawat/domain';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { detailTransisi } from './transisi.baca.ts';

const angka = (v: number | null) => (v === null ? '-' : String(v).replace('.', ','));

/** The recovery-room record (A4): arrival, every vitals set, every score, and where the patient went. */
export async function pdfTransisi(db: Db, ctx: Ctx, uid: string): Promise<{ nama: string; pdf: Buffer }> {
  const t = await detailTransisi(db, ctx, uid);
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Catatan Ruang Transisi – ${t.pasien.nama}`,
    subjek: 'Catatan pemantauan pasien pasca operasi/tindakan di ruang transisi',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('CATATAN RUANG TRANSISI (PEMULIHAN)', { sub: LABEL_ASAL_TRANSISI[t.asal] });
  dok.identitas(
    [
      ['Pasien', `${t.pasien.nama} (${t.pasien.no_rm})`],
      ['Umur / JK', `${t.pasien.umur} / ${t.pasien.jenis_kelamin}`],
      ['Asal layanan', t.unit],
      ['Tindakan / anestesi', t.prosedur],
      ['Masuk', `${formatTanggalJam(t.masuk_pada)}, diterima ${t.nama_penerima}`],
      ['Skala skor', LABEL_SKALA_PULIH[t.skala]],
      [
        'Keluar',
        t.keluar_pada && t.tujuan
          ? `${formatTanggalJam(t.keluar_pada)} – ${LABEL_TUJUAN_TRANSISI[t.tujuan]}, oleh ${t.nama_pengirim ?? '-'}`
          : 'Masih di ruang transisi',
      ],
      ['Lama di ruang', `${t.menit_di_ruang} menit`],
    ],
    { kolom: 2 },
  );
  if (t.override)
    dok.paragraf(`Dipindahkan di bawah kriteria atas keputusan ${t.override.nama}: ${t.override.alasan}`);
  if (t.catatan_keluar) dok.paragraf(`Catatan serah terima: ${t.catatan_keluar}`);
  dok.spasi();
  dok.paragraf('Tanda vital', { tebal: true, rata: 'left' });
  dok.tabel(
    [
      { judul: 'Waktu', lebar: 3 },
      { judul: 'TD', lebar: 2 },
      { judul: 'Nadi', lebar: 1 },
      { judul: 'RR', lebar: 1 },
      { judul: 'SpO2', lebar: 1 },
      { judul: 'Suhu', lebar: 1 },
      { judul: 'Nyeri', lebar: 1 },
      { judul: 'Kesadaran', lebar: 2 },
      { judul: 'Petugas', lebar: 3 },
    ],
    t.vital.length
      ? t.vital.map((v) => [
          formatTanggalJam(v.waktu),
          v.td_sistolik === null ? '-' : `${v.td_sistolik}/${v.td_diastolik}`,
          angka(v.nadi),
          angka(v.respirasi),
          v.spo2 === null ? '-' : `${v.spo2}%`,
          angka(v.suhu),
          angka(v.skala_nyeri),
          v.kesadaran ? (LABEL_KESADARAN_NEWS[v.kesadaran].split(' (')[0] ?? '-') : '-',
          v.nama_petugas,
        ])
      : [['Belum ada', '', '', '', '', '', '', '', '']],
    { ukuran: 8 },
  );
  dok.spasi();
  dok.paragraf(`Skor ${LABEL_SKALA_PULIH[t.skala]}`, { tebal: true, rata: 'left' });
  dok.tabel(
    [
      { judul: 'Waktu', lebar: 3 },
      { judul: 'Rincian', lebar: 5 },
      { judul: 'Total', lebar: 1 },
      { judul: 'Kriteria', lebar: 2 },
      { judul: 'Petugas', lebar: 3 },
    ],
    t.skor.length
      ? t.skor.map((s) => [
          formatTanggalJam(s.waktu),
          (s.skala === 'ALDRETE' ? ITEM_ALDRETE : ITEM_STEWARD)
            .map((i) => `${i.label.split(' (')[0]} ${s.rincian[i.kunci] ?? '-'}`)
            .join(', '),
          `${s.total}/${s.maksimal}`,
          s.memenuhi ? `Memenuhi (≥ ${s.minimal})` : `Belum (≥ ${s.minimal})`,
          s.nama_petugas,
        ])
      : [['Belum dinilai', '', '', '', '']],
    { ukuran: 8 },
  );
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Perawat ruang transisi',
    nama: t.nama_pengirim ?? t.nama_penerima,
  });
  return { nama: `transisi-${t.pasien.no_rm}.pdf`, pdf: await dok.selesai() };
}
