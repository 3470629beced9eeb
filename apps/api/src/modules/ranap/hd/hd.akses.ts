import type { Permission } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import {
  ambilLayananKlinis,
  type LayananKlinis,
  periksaBolehTulis,
  type SisiKlinis,
} from '../../pelayanan/layanan-klinis.ts';
import { chartTerkunci, layananBatal } from '../../pelayanan/pelayanan.errors.ts';
import { perawatanTidakDitemukan, sesiHdTidakDitemukan } from './hd.errors.ts';
import { hdSesiRanap } from './hd.tables.ts';

export type BarisSesiHd = typeof hdSesiRanap.$inferSelect;

/** A session locked for a step (FOR UPDATE): two clicks on one step run one after the other. */
export async function sesiUntukUbah(tx: DbOrTx, uid: string): Promise<BarisSesiHd> {
  const [s] = await tx.select().from(hdSesiRanap).where(eq(hdSesiRanap.uid, uid)).for('update');
  if (!s) throw sesiHdTidakDitemukan();
  return s;
}

/**
 * The stay's layanan, open for the HD unit's writing: the same lock and rules as every chart write
 * (KEY SHARE against the resume's finalisation; not cancelled, resume not final), with hd:write as
 * the unit's permission in place of the ward's; `sisi` adds the side's permission (nurse or doctor).
 * The doctor's "own patient" rule of the ward does not apply: the HD doctor is a consultant here.
 */
export async function stayUntukHd(
  tx: DbOrTx,
  ctx: Ctx,
  layananUid: string,
  sisi?: SisiKlinis,
): Promise<LayananKlinis> {
  await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, layananUid)).for('key share');
  const l = await ambilLayananKlinis(tx, layananUid);
  if (l.poli.jenis !== 'RAWAT_INAP') throw perawatanTidakDitemukan();
  const unit: Permission = 'hd:write';
  if (sisi) periksaBolehTulis(ctx, l, sisi, unit);
  else {
    if (l.status === 'BATAL') throw layananBatal();
    if (l.resume_final) throw chartTerkunci();
  }
  return l;
}

/** The stay (perawatan_inap) of a layanan, with its state. */
export async function perawatanDari(tx: DbOrTx, layananUid: string) {
  const [pi] = await tx
    .select({ uid: perawatanInap.uid, status: perawatanInap.status })
    .from(perawatanInap)
    .where(eq(perawatanInap.layanan_uid, layananUid));
  if (!pi) throw perawatanTidakDitemukan();
  return pi;
}
