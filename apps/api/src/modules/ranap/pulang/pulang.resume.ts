import { ringkasTandaVital } from '@rawat/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { CatatanRanapResume } from '../../rekam-medis/resume.ranap.ts';
import { cppt, observasi, rencanaObat } from '../ranap.tables.ts';

/**
 * What the inpatient resume's proposal takes from the ward (rekam-medis/resume.ranap.ts): the
 * CPPT notes that were not corrected later, the medicine plan (still running = taken home) and the
 * ward's last vital signs (the observation chart, which the stay's assessments do not hold).
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
  const [tv] = await db
    .select()
    .from(observasi)
    .where(eq(observasi.layanan_uid, layananUid))
    .orderBy(desc(observasi.waktu))
    .limit(1);
  const ringkas = tv
    ? ringkasTandaVital({
        td_sistolik: tv.sistol,
        td_diastolik: tv.diastol,
        nadi: tv.nadi,
        respirasi: tv.napas,
        suhu: tv.suhu,
        spo2: tv.spo2,
      })
    : '';
  const dikoreksi = new Set(catatan.map((c) => c.mengoreksi_uid).filter(Boolean));
  return {
    cppt: catatan.filter((c) => !dikoreksi.has(c.uid)).map(({ uid: _u, mengoreksi_uid: _m, ...c }) => c),
    obat: obat.map(({ dihentikan_pada, ...o }) => ({ ...o, aktif: dihentikan_pada === null })),
    tanda_vital:
      tv && ringkas ? { waktu: tv.waktu.toISOString(), oleh: tv.nama_petugas, ringkas, imt: null } : null,
  };
}
