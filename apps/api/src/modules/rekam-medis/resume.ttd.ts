import { type JenisResume, LABEL_JENIS_RESUME, toJakartaIsoDate } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SumberDokumenTtd } from '../esign/dokumen.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { ambilLayananKlinis } from '../pelayanan/layanan-klinis.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import { barisResume, susun } from './resume.baca.ts';
import { pdfResumeBertanda } from './resume.pdf.ts';

async function baris(db: DbOrTx, uid: string) {
  const [r] = await db
    .select({
      layanan_uid: resumeMedis.layanan_uid,
      jenis: resumeMedis.jenis,
      status: resumeMedis.status,
      nomor: resumeMedis.nomor,
      difinalkan_oleh: resumeMedis.difinalkan_oleh,
      difinalkan_pada: resumeMedis.difinalkan_pada,
      pasien_uid: pasien.uid,
      pasien_nama: pasien.nama,
    })
    .from(resumeMedis)
    .innerJoin(pasien, eq(pasien.uid, resumeMedis.pasien_uid))
    .where(eq(resumeMedis.uid, uid));
  return r ?? null;
}

/** A final medical resume, signed by the doctor who finalised it (its printed signatory). */
export const sumberResume: SumberDokumenTtd = {
  jenis: 'RESUME',
  async baca(db, uid) {
    const r = await baris(db, uid);
    if (!r) return null;
    return {
      jenis: 'RESUME',
      refUid: uid,
      judul: `Resume Medis ${LABEL_JENIS_RESUME[r.jenis as JenisResume] ?? r.jenis}`,
      nomor: r.nomor,
      tanggal: toJakartaIsoDate(r.difinalkan_pada ?? new Date()),
      pasien: { uid: r.pasien_uid, nama: r.pasien_nama },
      penandaAkunUid: r.difinalkan_oleh,
      belumSiap: r.status === 'FINAL' ? null : 'Resume medis belum difinalkan',
    };
  },
  async render(db, uid, opsi) {
    const r = await baris(db, uid);
    if (!r) throw new Error(`resume ${uid} tidak ada`);
    const l = await ambilLayananKlinis(db, r.layanan_uid);
    const dto = await susun(db, l, await barisResume(db, l.uid));
    const { pdf, kotak } = await pdfResumeBertanda(dto, {
      kop: await kopSurat(db),
      asal: opsi.asal,
      dicetakPada: opsi.sekarang,
      dicetakOleh: null,
      stempel: opsi.stempel,
    });
    if (!kotak) throw new Error('resume tanpa blok tanda tangan');
    return { pdf, kotak };
  },
};
