import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { pasien } from './pasien.tables.ts';

/**
 * Adds allergies found by a clinician to the patient's master list (the red banner on every
 * screen), in the caller's transaction, with an audit row. Names already listed, in any letter
 * case, are skipped; nothing is ever removed here (that is a deliberate edit of the patient).
 * Returns the names added.
 */
export async function tambahAlergiPasien(
  tx: DbOrTx,
  ctx: Ctx,
  pasienUid: string,
  nama: readonly string[],
): Promise<string[]> {
  if (!nama.length) return [];
  const [p] = await tx
    .select({ alergi: pasien.alergi, no_rm: pasien.no_rm, nama: pasien.nama })
    .from(pasien)
    .where(eq(pasien.uid, pasienUid))
    .for('update');
  if (!p) return [];
  const dikenal = new Set(p.alergi.map((a) => a.toLowerCase()));
  const baru: string[] = [];
  for (const n of nama.map((a) => a.trim()).filter(Boolean)) {
    if (dikenal.has(n.toLowerCase())) continue;
    dikenal.add(n.toLowerCase());
    baru.push(n);
  }
  if (!baru.length) return [];
  const sesudah = [...p.alergi, ...baru];
  await tx.update(pasien).set({ alergi: sesudah, updated_at: ctx.now() }).where(eq(pasien.uid, pasienUid));
  await catatAktivitas(tx, ctx, {
    aksi: 'pasien.alergi',
    entitas: 'pasien',
    entitas_id: pasienUid,
    keterangan: `Menambah alergi pasien ${p.no_rm} – ${p.nama}: ${baru.join(', ')}`,
    detail: { sebelum: p.alergi, sesudah },
  });
  return baru;
}
