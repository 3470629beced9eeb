import {
  formatTanggalJam,
  type JenisKelamin,
  LABEL_JENIS_ANESTESI,
  LABEL_JENIS_KELAMIN,
  LABEL_URGENSI_OPERASI,
  type LaporanOperasiDetail,
  type OperasiDetail,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { buatDokumen, type DokumenPdf, tanggalSurat } from '../../platform/pdf/pdf.dokumen.ts';
import type { KotakStempel, StempelElektronik } from '../../platform/pdf/pdf.stempel.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pasien } from '../pasien/pasien.tables.ts';

function subjudul(dok: DokumenPdf, teks: string) {
  dok.pastikanRuang(40);
  dok.doc.font('tebal').fontSize(10.5).text(teks, dok.kiri, dok.doc.y, { width: dok.lebar });
  dok.doc.font('reguler').fontSize(10).moveDown(0.25);
}

const ml = (v: number | null) => (v === null ? '-' : `${v.toLocaleString('id-ID')} ml`);

/**
 * The operation report on A4: letterhead, number, patient, team and anaesthesia, coded
 * diagnoses and procedure, findings and the rest the spec names, and the operator's signature
 * block (stamped when signed electronically). Answers the PDF and where the block is.
 */
export async function pdfLaporanOperasi(
  db: DbOrTx,
  o: OperasiDetail,
  lap: LaporanOperasiDetail,
  opsi: { dicetakPada: Date; dicetakOleh: string | null; stempel: StempelElektronik | null },
): Promise<{ pdf: Buffer; kotak: KotakStempel | null }> {
  const [p] = await db
    .select({ tanggal_lahir: pasien.tanggal_lahir, jenis_kelamin: pasien.jenis_kelamin })
    .from(pasien)
    .where(eq(pasien.uid, o.pasien.uid));
  const kop = await kopSurat(db);
  const dok = buatDokumen({
    judul: `Laporan Operasi ${o.pasien.nama}${lap.nomor ? ` ${lap.nomor}` : ''}`,
    subjek: `Laporan operasi ${o.kode_booking}`,
    kertas: 'A4',
    kop,
    dicetakPada: opsi.dicetakPada,
    dicetakOleh: opsi.dicetakOleh,
  });
  const i = lap.isi;
  dok.judul('LAPORAN OPERASI', {
    sub: lap.nomor ? `Nomor: ${lap.nomor}` : 'DRAF — belum difinalkan, bukan dokumen resmi',
  });
  dok.identitas(
    [
      ['Nama Pasien', o.pasien.nama],
      ['No. RM', o.pasien.no_rm],
      ['Tanggal Lahir', p ? tanggalSurat(new Date(p.tanggal_lahir)) : '-'],
      ['Jenis Kelamin', p ? (LABEL_JENIS_KELAMIN[p.jenis_kelamin as JenisKelamin] ?? p.jenis_kelamin) : '-'],
      ['Kamar Operasi', o.kamar.nama],
      ['Kode Booking', o.kode_booking],
      ['Operator', o.operator.nama],
      ['Asisten', o.asisten?.nama ?? '-'],
      ['Dokter Anestesi', o.anestesi?.nama ?? '-'],
      ['Jenis Anestesi', LABEL_JENIS_ANESTESI[o.jenis_anestesi]],
      ['Urgensi', LABEL_URGENSI_OPERASI[o.urgensi]],
      ['Mulai – Selesai', `${formatTanggalJam(i.mulai)} – ${formatTanggalJam(i.selesai).slice(-5)}`],
    ],
    { kolom: 2 },
  );
  subjudul(dok, 'Diagnosis dan Tindakan');
  dok.tabel(
    [
      { judul: 'Jenis', lebar: 2 },
      { judul: 'Kode', lebar: 1 },
      { judul: 'Uraian', lebar: 5 },
    ],
    [
      ['Diagnosis pra-bedah (ICD-10)', i.diagnosis_pra.kode, i.diagnosis_pra.nama],
      ['Diagnosis pasca-bedah (ICD-10)', i.diagnosis_pasca.kode, i.diagnosis_pasca.nama],
      ['Tindakan (ICD-9-CM)', i.prosedur.kode, i.prosedur.nama],
    ],
  );
  const bagian: [string, string | null][] = [
    ['Temuan Operasi', i.temuan],
    ['Uraian Tindakan', i.uraian],
    ['Komplikasi', i.komplikasi ?? 'Tidak ada'],
  ];
  for (const [judul, isi] of bagian) {
    if (!isi) continue;
    subjudul(dok, judul);
    dok.paragraf(isi);
  }
  dok.identitas([
    ['Perdarahan', ml(i.perdarahan_ml)],
    ['Spesimen ke Patologi Anatomi', i.spesimen_pa ? `Ya — ${i.spesimen ?? ''}` : 'Tidak'],
    ['Implan', i.implan ?? 'Tidak ada'],
  ]);
  dok.spasi(0.5).pastikanRuang(150);
  const pada = lap.difinalkan_pada ? new Date(lap.difinalkan_pada) : opsi.dicetakPada;
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ?? ''}${kop?.kota ? ', ' : ''}${tanggalSurat(pada)}`,
    jabatan: 'Dokter Operator',
    nama: o.operator.nama,
    elektronik: opsi.stempel,
  });
  const kotak = dok.kotakTtd;
  return { pdf: await dok.selesai(), kotak };
}
