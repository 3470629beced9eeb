import { formatJam, formatTanggalPendek, type JenisKelamin, LABEL_JENIS_KELAMIN } from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import type { StempelElektronik } from '../../../platform/pdf/pdf.stempel.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { ekspertiseBelumDivalidasi } from './radiologi.errors.ts';
import { bacaRadiologi } from './radiologi.service.ts';

/**
 * GET /radiologi/:uid/hasil.pdf: the validated expertise on A4 under the facility's letterhead:
 * patient, ordering doctor and clinical note, the exams, findings and impression, the images
 * attached (by name: they are viewed on screen), a correction's reason, and the radiologist —
 * with the stamp of an electronic signature when signed (radiologi.ttd.ts).
 */
export async function pdfHasilRadiologi(
  db: DbOrTx,
  ctx: Ctx,
  uid: string,
  opsi: { stempel?: StempelElektronik | null } = {},
) {
  const d = await bacaRadiologi(db, uid);
  const e = d.ekspertise;
  if (d.status !== 'TERVALIDASI' || !e || e.status !== 'VALID') throw ekspertiseBelumDivalidasi(d.nomor);
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Hasil Radiologi ${d.nomor}`,
    subjek: `Hasil radiologi ${d.pasien.nama}`,
    kertas: 'A4',
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul('HASIL PEMERIKSAAN RADIOLOGI', {
    sub: `No. ${d.nomor}${e.versi > 1 ? ` · Versi ${e.versi} (koreksi)` : ''}${d.cito ? ' · CITO' : ''}`,
  });
  const diperiksa = d.riwayat.find((r) => r.status === 'DIPERIKSA');
  dok.identitas(
    [
      ['Nama Pasien', d.pasien.nama],
      ['No. RM', d.pasien.no_rm],
      [
        'Tanggal Lahir',
        `${formatTanggalPendek(d.pasien.tanggal_lahir)} (${d.pasien.umur.split(' ').slice(0, 2).join(' ')})`,
      ],
      [
        'Jenis Kelamin',
        LABEL_JENIS_KELAMIN[d.pasien.jenis_kelamin as JenisKelamin] ?? d.pasien.jenis_kelamin,
      ],
      ['Dokter Pengirim', d.dokter],
      ['Poli / Unit', d.poli.nama],
      ['Pemeriksaan', d.pemeriksaan.join(', ')],
      [
        'Waktu Periksa',
        diperiksa ? `${formatTanggalPendek(diperiksa.waktu)} ${formatJam(diperiksa.waktu)} WIB` : null,
      ],
      ['Ket. Klinis', d.catatan_klinis],
      ['Radiografer', diperiksa?.petugas ?? null],
    ],
    { kolom: 2 },
  );
  dok.doc.font('tebal').fontSize(10.5).text('Temuan', dok.kiri, dok.doc.y, { width: dok.lebar });
  dok.doc.font('reguler').fontSize(10).moveDown(0.2);
  dok.paragraf(e.temuan);
  dok.doc.font('tebal').fontSize(10.5).text('Kesan', dok.kiri, dok.doc.y, { width: dok.lebar });
  dok.doc.font('reguler').fontSize(10).moveDown(0.2);
  dok.paragraf(e.kesan, { tebal: true });
  if (d.berkas.length)
    dok.paragraf(`Gambar terlampir (${d.berkas.length}): ${d.berkas.map((b) => b.nama).join(', ')}`, {
      ukuran: 8,
    });
  if (e.versi > 1)
    dok.paragraf(
      `Ekspertise ini mengoreksi versi ${e.versi - 1}. Alasan koreksi: ${e.alasan_koreksi ?? '-'}`,
      { tebal: true, ukuran: 9 },
    );
  const pada = e.divalidasi_pada ? new Date(e.divalidasi_pada) : ctx.now();
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(pada)}`,
    jabatan: 'Dokter Spesialis Radiologi',
    nama: e.dokter ?? '(..............................)',
    elektronik: opsi.stempel ?? null,
  });
  const kotak = dok.kotakTtd;
  return { nama: `hasil-radiologi-${d.nomor}.pdf`, pdf: await dok.selesai(), kotak };
}
