import {
  type AngkaSensus,
  formatJam,
  formatTanggal,
  KATEGORI_SENSUS,
  LABEL_KATEGORI_SENSUS,
  type SensusHarian,
} from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, type KolomTabel, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';

const KOLOM: KolomTabel[] = [
  { judul: 'Ruangan', lebar: 3 },
  { judul: 'Bed', rata: 'right' },
  { judul: 'Awal', rata: 'right' },
  { judul: 'Masuk', rata: 'right' },
  { judul: 'Pindahan', rata: 'right', lebar: 1.3 },
  { judul: 'Dipindah', rata: 'right', lebar: 1.3 },
  { judul: 'Keluar hidup', rata: 'right', lebar: 1.2 },
  { judul: 'Mati < 48 jam', rata: 'right', lebar: 1.2 },
  { judul: 'Mati ≥ 48 jam', rata: 'right', lebar: 1.2 },
  { judul: 'Sisa', rata: 'right' },
  { judul: 'Hari rawat', rata: 'right', lebar: 1.1 },
];

const angka = (a: AngkaSensus) => [
  a.bed,
  a.awal,
  a.masuk,
  a.pindahan,
  a.dipindahkan,
  a.keluar_hidup,
  a.meninggal_kurang_48,
  a.meninggal_48_lebih,
  a.sisa,
  a.hari_perawatan,
];

/**
 * The census on A4 (portrait: the document tool has no landscape yet, and eleven narrow columns
 * fit): letterhead, the counts per ward and the hospital's total, then who moved, and a signature.
 */
export async function pdfSensus(db: DbOrTx, ctx: Ctx, s: SensusHarian): Promise<Buffer> {
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Sensus Harian Rawat Inap ${s.tanggal}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('SENSUS HARIAN RAWAT INAP', { sub: formatTanggal(`${s.tanggal}T12:00:00+07:00`) });
  dok.tabel(
    KOLOM,
    [
      ...s.ruangan.map((r) => [r.nama, ...angka(r)]),
      ...(s.ruangan.length > 1 ? [['TOTAL RUMAH SAKIT', ...angka(s.total)]] : []),
    ],
    { ukuran: 8 },
  );

  const rincian = s.ruangan.flatMap((r) =>
    KATEGORI_SENSUS.flatMap((k) =>
      r.pasien[k].map((p) => [
        r.nama,
        LABEL_KATEGORI_SENSUS[k],
        `${p.nama} (${p.no_rm})`,
        formatJam(p.waktu),
        p.keterangan ?? '',
      ]),
    ),
  );
  dok.doc.font('tebal').fontSize(10).text('Mutasi Pasien', dok.kiri, dok.doc.y);
  dok.doc.font('reguler').moveDown(0.3);
  if (rincian.length === 0)
    dok.paragraf('Tidak ada pasien masuk, pindah, keluar atau meninggal pada hari ini.');
  else
    dok.tabel(
      [
        { judul: 'Ruangan', lebar: 2 },
        { judul: 'Kategori', lebar: 2 },
        { judul: 'Pasien (No. RM)', lebar: 4 },
        { judul: 'Jam', lebar: 1 },
        { judul: 'Keterangan', lebar: 2.5 },
      ],
      rincian,
      { ukuran: 8 },
    );
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Petugas Rekam Medis',
    nama: ctx.user?.nama ?? '',
  });
  return dok.selesai();
}
