import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { asesmen, diagnosis, prosedur } from '../../pelayanan/pelayanan.tables.ts';
import type { BahanCondition, BahanProcedure } from '../fhir/klinis.ts';
import { type BahanVital, JENIS_VITAL, type JenisVital, VITAL } from '../fhir/observation.ts';
import type { Penentu } from '../pengirim.rujukan.ts';
import { rujukanEncounter } from './encounter.ts';
import { LewatiSatusehat } from './sql.ts';

export async function bahanCondition(db: DbOrTx, p: Penentu, uid: string): Promise<BahanCondition> {
  const [d] = await db
    .select({
      kode: diagnosis.kode_icd10,
      nama: diagnosis.nama,
      layanan_uid: diagnosis.layanan_uid,
      pasien_uid: diagnosis.pasien_uid,
      dicatat: diagnosis.created_at,
    })
    .from(diagnosis)
    .where(eq(diagnosis.uid, uid));
  if (!d) throw new LewatiSatusehat('diagnosis sudah dihapus sebelum terkirim');
  return {
    uid,
    kode: d.kode,
    nama: d.nama,
    pasien: await p.pasien(d.pasien_uid),
    encounter: await rujukanEncounter(p, d.layanan_uid),
    dicatat: d.dicatat,
  };
}

export async function bahanProcedure(db: DbOrTx, p: Penentu, uid: string): Promise<BahanProcedure> {
  const [r] = await db
    .select({
      kode: prosedur.kode_icd9,
      nama: prosedur.nama,
      layanan_uid: prosedur.layanan_uid,
      pasien_uid: prosedur.pasien_uid,
      waktu: prosedur.created_at,
      dokter_uid: layanan.dokter_uid,
    })
    .from(prosedur)
    .innerJoin(layanan, eq(layanan.uid, prosedur.layanan_uid))
    .where(eq(prosedur.uid, uid));
  if (!r) throw new LewatiSatusehat('prosedur sudah dihapus sebelum terkirim');
  return {
    uid,
    kode: r.kode,
    nama: r.nama,
    pasien: await p.pasien(r.pasien_uid),
    encounter: await rujukanEncounter(p, r.layanan_uid),
    dokter: await p.praktisiBila(r.dokter_uid),
    waktu: r.waktu,
  };
}

const objek = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * Where an assessment keeps its vital signs, by kind (@rawat/domain pelayanan): the nursing and
 * triage forms at `tanda_vital`, the doctor's at `pemeriksaan_fisik.tanda_vital`, hemodialysis
 * before the session at `tanda_vital_pre`. The scan reads the same three places (SQL_TANDA_VITAL).
 */
export function tandaVitalDari(isi: Record<string, unknown>): Record<string, unknown> | null {
  return (
    objek(isi.tanda_vital) ?? objek(objek(isi.pemeriksaan_fisik)?.tanda_vital) ?? objek(isi.tanda_vital_pre)
  );
}
export const SQL_TANDA_VITAL = sql`coalesce(s.isi->'tanda_vital', s.isi->'pemeriksaan_fisik'->'tanda_vital', s.isi->'tanda_vital_pre')`;

export function jenisVital(j: string): JenisVital | null {
  return (JENIS_VITAL as string[]).includes(j) ? (j as JenisVital) : null;
}

/** One vital sign of one assessment, measured by the assessment's writer. */
export async function bahanVital(
  db: DbOrTx,
  p: Penentu,
  uid: string,
  jenis: JenisVital,
): Promise<BahanVital> {
  const [a] = await db
    .select({
      isi: asesmen.isi,
      layanan_uid: asesmen.layanan_uid,
      pasien_uid: asesmen.pasien_uid,
      pegawai_uid: asesmen.pegawai_uid,
      waktu: asesmen.waktu,
      dokter_uid: layanan.dokter_uid,
    })
    .from(asesmen)
    .innerJoin(layanan, and(eq(layanan.uid, asesmen.layanan_uid)))
    .where(eq(asesmen.uid, uid));
  const nilai = a ? tandaVitalDari(a.isi)?.[VITAL[jenis].field] : null;
  if (!a || typeof nilai !== 'number')
    throw new LewatiSatusehat(`tanda vital ${jenis} sudah tidak ada di asesmen ini`);
  return {
    uid,
    jenis,
    nilai,
    pasien: await p.pasien(a.pasien_uid),
    encounter: await rujukanEncounter(p, a.layanan_uid),
    // The nurse who measured it when SATUSEHAT knows them, else the layanan's doctor.
    pelaku: (await p.praktisiBila(a.pegawai_uid)) ?? (await p.praktisiBila(a.dokter_uid)),
    waktu: a.waktu,
  };
}
