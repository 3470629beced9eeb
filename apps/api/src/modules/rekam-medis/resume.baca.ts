import {
  can,
  JENIS_RESUME_POLI,
  type JenisResume,
  KOLOM_TEKS_RESUME,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ResumeKepala,
  type ResumeMedis,
  type ResumeStruktur,
  type ResumeTeks,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { ambilLayananKlinis, type LayananKlinis, periksaBolehBaca } from '../pelayanan/layanan-klinis.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import { jenisResumeTidakSesuai } from './rekam-medis.errors.ts';
import { pdfResume } from './resume.pdf.ts';
import { sumberResumeUntuk } from './resume.ranap.ts';

// Reading a resume (GET, PDF) and the pieces the writes in resume.service.ts share with it.

/** What `resume_medis.isi` holds. A draft keeps only the text; a final resume keeps it all. */
export interface IsiResume {
  teks: ResumeTeks;
  kepala?: ResumeKepala;
  struktur?: ResumeStruktur;
  penanda_tangan?: string | null;
  faskes?: string | null;
}

const kolom = {
  uid: resumeMedis.uid,
  jenis: resumeMedis.jenis,
  status: resumeMedis.status,
  isi: resumeMedis.isi,
  nomor: resumeMedis.nomor,
  difinalkan_pada: resumeMedis.difinalkan_pada,
  hash_dokumen: resumeMedis.hash_dokumen,
  updated_at: resumeMedis.updated_at,
};
type BarisResume = { [K in keyof typeof kolom]: (typeof kolom)[K]['_']['data'] };

export async function barisResume(
  db: DbOrTx,
  layananUid: string,
  kunci = false,
): Promise<BarisResume | null> {
  const q = db.select(kolom).from(resumeMedis).where(eq(resumeMedis.layanan_uid, layananUid));
  const [row] = kunci ? await q.for('update') : await q;
  return (row as BarisResume | undefined) ?? null;
}

/** The resume kind of the layanan's clinic; the kind in the URL, when given, must be it. */
export function jenisUntuk(l: LayananKlinis, diminta?: JenisResume): JenisResume {
  const jenis = JENIS_RESUME_POLI[l.poli.jenis];
  if (diminta && diminta !== jenis) throw jenisResumeTidakSesuai(diminta, l.poli.nama, l.poli.jenis);
  return jenis;
}

/** Reading a resume: 'resume:read' (medical records, casemix, doctors) or the chart's read rule. */
export function periksaBolehBacaResume(ctx: Ctx, l: LayananKlinis): void {
  if (!can(ctx.user?.role, 'resume:read')) periksaBolehBaca(ctx, l);
}

export function kepalaDari(l: LayananKlinis): ResumeKepala {
  const { no_rm, nama, jenis_kelamin, tanggal_lahir, umur, alergi } = l.pasien;
  return {
    pasien: { no_rm, nama, jenis_kelamin, tanggal_lahir, umur, alergi },
    tanggal: l.tanggal,
    poli: { nama: l.poli.nama, jenis: l.poli.jenis },
    dokter: l.dokter?.nama ?? null,
    penjamin: LABEL_PENJAMIN_KUNJUNGAN[l.penjamin] ?? l.penjamin,
  };
}

/** Saved text over the template, so a field added to the resume later reads as empty, not missing. */
export function teksLengkap(t: Partial<ResumeTeks> | undefined): ResumeTeks {
  return Object.fromEntries(KOLOM_TEKS_RESUME.map((k) => [k, t?.[k] ?? null])) as ResumeTeks;
}

/**
 * The resume as the screens and the PDF read it. FINAL: exactly what was frozen. DRAFT (saved
 * or not): the saved text, or a proposal from the chart, over the chart's current lists.
 */
export async function susun(db: DbOrTx, l: LayananKlinis, row: BarisResume | null): Promise<ResumeMedis> {
  const isi = (row?.isi ?? null) as IsiResume | null;
  const dasar = {
    uid: row?.uid ?? null,
    layanan_uid: l.uid,
    kunjungan_uid: l.kunjungan_uid,
    pasien_uid: l.pasien_uid,
    jenis: jenisUntuk(l),
    nomor: row?.nomor ?? null,
    difinalkan_pada: row?.difinalkan_pada?.toISOString() ?? null,
    hash_dokumen: row?.hash_dokumen ?? null,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
  if (row?.status === 'FINAL' && isi?.kepala && isi.struktur)
    return {
      ...dasar,
      status: 'FINAL',
      kepala: isi.kepala,
      teks: teksLengkap(isi.teks),
      struktur: isi.struktur,
      penanda_tangan: isi.penanda_tangan ?? null,
    };
  const { sumber, usulan } = await sumberResumeUntuk(db, l);
  return {
    ...dasar,
    status: 'DRAFT',
    kepala: kepalaDari(l),
    teks: isi ? teksLengkap(isi.teks) : await usulan(),
    struktur: sumber.struktur,
    penanda_tangan: l.dokter?.nama ?? sumber.medis?.nama_penulis ?? null,
  };
}

/** GET /resume-medis/:layanan_uid: the saved resume, or a proposal from the visit (not saved). */
export async function ambilResume(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  jenis?: JenisResume,
): Promise<ResumeMedis> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBacaResume(ctx, l);
  jenisUntuk(l, jenis);
  return susun(db, l, await barisResume(db, l.uid));
}

/**
 * GET /resume-medis/:layanan_uid/pdf: a final resume is the stored document itself (its SHA-256
 * is the one on record); a draft is rendered now, marked DRAF.
 */
export async function cetakResume(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  jenis: JenisResume | undefined,
  asal: string,
): Promise<{ nama: string; pdf: Buffer }> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBacaResume(ctx, l);
  jenisUntuk(l, jenis);
  const row = await barisResume(db, l.uid);
  if (row?.status === 'FINAL') {
    const [simpan] = await db
      .select({ pdf: resumeMedis.dokumen_pdf })
      .from(resumeMedis)
      .where(eq(resumeMedis.uid, row.uid));
    if (simpan?.pdf)
      return { nama: `resume-${(row.nomor ?? l.pasien.no_rm).replaceAll('/', '-')}.pdf`, pdf: simpan.pdf };
  }
  const dto = await susun(db, l, row);
  const pdf = await pdfResume(dto, {
    kop: await kopSurat(db),
    asal,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  return { nama: `resume-draf-${l.pasien.no_rm}.pdf`, pdf };
}
