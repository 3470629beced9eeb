import {
  inisialNama,
  type JenisResume,
  LABEL_JENIS_RESUME,
  type ListEnvelope,
  namaBergelar,
  type ResumeListQuery,
  type ResumeRingkas,
  type StatusResume,
  type VerifikasiResume,
} from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type Db } from '../../db/client.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { diagnosis } from '../pelayanan/pelayanan.tables.ts';
import { resumeMedis } from '../pelayanan/resume.tables.ts';
import { resumeTidakDitemukan } from './rekam-medis.errors.ts';

function saringan(q: ResumeListQuery): SQL | undefined {
  const cari = q.search?.trim();
  return and(
    q.tanggal_dari ? gte(layanan.tanggal, q.tanggal_dari) : undefined,
    q.tanggal_sampai ? lte(layanan.tanggal, q.tanggal_sampai) : undefined,
    q.jenis ? eq(resumeMedis.jenis, q.jenis) : undefined,
    q.status ? eq(resumeMedis.status, q.status) : undefined,
    q.poli_uid ? eq(layanan.poli_uid, q.poli_uid) : undefined,
    cari
      ? or(
          ilike(pasien.nama, likePattern(cari)),
          eq(pasien.no_rm, cari),
          ilike(resumeMedis.nomor, likePattern(cari)),
        )
      : undefined,
  );
}

/** GET /resume-medis: saved resumes (draft and final), newest change first, for /resume-medis/list. */
export async function daftarResume(db: Db, q: ResumeListQuery): Promise<ListEnvelope<ResumeRingkas>> {
  const where = saringan(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const q2 = db
        .select({
          uid: resumeMedis.uid,
          layanan_uid: resumeMedis.layanan_uid,
          jenis: resumeMedis.jenis,
          status: resumeMedis.status,
          nomor: resumeMedis.nomor,
          tanggal: layanan.tanggal,
          pasien_uid: pasien.uid,
          no_rm: pasien.no_rm,
          nama: pasien.nama,
          poli: poli.nama,
          penanda_tangan: sql<string | null>`${resumeMedis.isi}->>'penanda_tangan'`,
          dok: {
            nama: pegawai.nama,
            gelar_depan: pegawai.gelar_depan,
            gelar_belakang: pegawai.gelar_belakang,
          },
          dx_kode: diagnosis.kode_icd10,
          dx_nama: diagnosis.nama,
          difinalkan_pada: resumeMedis.difinalkan_pada,
          updated_at: resumeMedis.updated_at,
        })
        .from(resumeMedis)
        .innerJoin(layanan, eq(layanan.uid, resumeMedis.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, resumeMedis.pasien_uid))
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
        .leftJoin(
          diagnosis,
          and(eq(diagnosis.layanan_uid, resumeMedis.layanan_uid), eq(diagnosis.jenis, 'UTAMA')),
        )
        .where(where)
        .orderBy(desc(resumeMedis.updated_at), desc(resumeMedis.uid))
        .offset(offset)
        .$dynamic();
      return limit === undefined ? q2 : q2.limit(limit);
    },
    () =>
      db
        .select({ n: count() })
        .from(resumeMedis)
        .innerJoin(layanan, eq(layanan.uid, resumeMedis.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, resumeMedis.pasien_uid))
        .where(where),
  ] as const);
  return envelope(
    rows.map((r) => ({
      uid: r.uid,
      layanan_uid: r.layanan_uid,
      jenis: r.jenis as JenisResume,
      status: r.status as StatusResume,
      nomor: r.nomor,
      tanggal: r.tanggal,
      pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.nama },
      poli: r.poli,
      dokter: r.penanda_tangan ?? (r.dok?.nama ? namaBergelar(r.dok) : null),
      diagnosis_utama: r.dx_kode && r.dx_nama ? { kode: r.dx_kode, nama: r.dx_nama } : null,
      difinalkan_pada: r.difinalkan_pada?.toISOString() ?? null,
      updated_at: r.updated_at.toISOString(),
    })),
    jumlah?.n ?? 0,
    q,
  );
}

/**
 * GET /resume-medis/verifikasi/:uid (public): what the QR code on a printed resume proves — that
 * this number was finalised here, when, by whom, for whom (initials only), and the document's hash.
 */
export async function verifikasiResume(db: Db, uid: string): Promise<VerifikasiResume> {
  const [r] = await db
    .select({
      nomor: resumeMedis.nomor,
      jenis: resumeMedis.jenis,
      tanggal: layanan.tanggal,
      difinalkan_pada: resumeMedis.difinalkan_pada,
      faskes: sql<string | null>`${resumeMedis.isi}->>'faskes'`,
      dokter: sql<string | null>`${resumeMedis.isi}->>'penanda_tangan'`,
      nama: pasien.nama,
      hash_dokumen: resumeMedis.hash_dokumen,
    })
    .from(resumeMedis)
    .innerJoin(layanan, eq(layanan.uid, resumeMedis.layanan_uid))
    .innerJoin(pasien, eq(pasien.uid, resumeMedis.pasien_uid))
    .where(and(eq(resumeMedis.uid, uid), eq(resumeMedis.status, 'FINAL')));
  if (!r?.nomor || !r.difinalkan_pada) throw resumeTidakDitemukan();
  return {
    nomor: r.nomor,
    jenis: `Resume Medis ${LABEL_JENIS_RESUME[r.jenis as JenisResume] ?? r.jenis}`,
    tanggal_pelayanan: r.tanggal,
    difinalkan_pada: r.difinalkan_pada.toISOString(),
    faskes: r.faskes,
    dokter: r.dokter,
    pasien_inisial: inisialNama(r.nama),
    hash_dokumen: r.hash_dokumen,
  };
}
