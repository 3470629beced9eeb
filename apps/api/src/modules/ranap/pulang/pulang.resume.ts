import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { CatatanRanapResume } from '../../rekam-medis/resume.ranap.ts';
import { cppt, rencanaObat } from '../ranap.tables.ts';

/**
 * What the inpatient resume's proposal takes from the ward (rekam-medis/resume.ranap.ts): the
 * CPPT notes that were not corrected later, and the medicine plan (still running = taken home).
 */
export async function catatanRanapResume(db: DbOrTx, layananUid: string): Promise<CatatanRanapResume> {
  const catatan = await db
    .select({
      uid: cppt.uid,
      profesi: cppt.profesi,
      waktu: cppt.waktu,
      subjektif: cppt.subjektif,
      objektif: cppt.objektif,
      asesmen: cppt.asesmen,
      plan: cppt.plan,
      mengoreksi_uid: cppt.mengoreksi_uid,
    })
    .from(cppt)
    .where(eq(cppt.layanan_uid, layananUid))
    .orderBy(asc(cppt.waktu));
  const obat = await db
    .select({
      nama_obat: rencanaObat.nama_obat,
      dosis: rencanaObat.dosis,
      rute: rencanaObat.rute,
      jam: rencanaObat.jam,
      dihentikan_pada: rencanaObat.dihentikan_pada,
    })
    .from(rencanaObat)
    .where(eq(rencanaObat.layanan_uid, layananUid))
    .orderBy(asc(rencanaObat.created_at));
  const dikoreksi = new Set(catatan.map((c) => c.mengoreksi_uid).filter(Boolean));
  return {
    cppt: catatan.filter((c) => !dikoreksi.has(c.uid)).map(({ uid: _u, mengoreksi_uid: _m, ...c }) => c),
    obat: obat.map(({ dihentikan_pada, ...o }) => ({ ...o, aktif: dihentikan_pada === null })),
  };
}
