import { namaBergelar } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pegawai } from './sdm.tables.ts';

/**
 * The employee record of the signed-in account (name with titles), if it has one: who signs a
 * chart entry, a result or a resume, and whose doctor's fees the cashier shows.
 */
export async function pegawaiPengguna(db: DbOrTx, ctx: Ctx): Promise<{ uid: string | null; nama: string }> {
  const akunUid = ctx.user?.uid;
  if (!akunUid) return { uid: null, nama: 'Sistem' };
  const [p] = await db
    .select({
      uid: pegawai.uid,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
    })
    .from(pegawai)
    .where(and(eq(pegawai.akun_uid, akunUid), eq(pegawai.status, 'AKTIF')));
  return p
    ? { uid: p.uid, nama: namaBergelar(p) }
    : { uid: null, nama: ctx.user?.nama ?? ctx.user?.username ?? '' };
}
