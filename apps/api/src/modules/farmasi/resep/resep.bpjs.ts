import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { laporResepMasukBpjs, laporTugasBpjs } from '../../kunjungan/antrean-bpjs.ts';
import { resep, resepDetail } from './resep.tables.ts';

// The pharmacy's steps as BPJS Antrean hears them (docs/antrian.md, "BPJS Antrean task IDs"):
// the prescription reaches the pharmacy (antrean/farmasi/add), is taken up (task 6) and is ready
// (task 7, with jenisresep). Each inside the step's own transaction; kunjungan/antrean-bpjs.ts
// decides whether the visit is one BPJS knows.

export type TahapResepBpjs = 'MASUK' | 'DIAMBIL' | 'SIAP';

export async function laporResepBpjs(
  tx: Tx,
  ctx: Ctx,
  resepUid: string,
  tahap: TahapResepBpjs,
): Promise<void> {
  const [r] = await tx
    .select({ layanan_uid: resep.layanan_uid, nomor_antrian: resep.nomor_antrian })
    .from(resep)
    .where(eq(resep.uid, resepUid));
  if (!r) return;
  const [racik] = await tx
    .select({ uid: resepDetail.uid })
    .from(resepDetail)
    .where(and(eq(resepDetail.resep_uid, resepUid), eq(resepDetail.jenis, 'RACIKAN')))
    .limit(1);
  const racikan = Boolean(racik);
  if (tahap === 'MASUK')
    await laporResepMasukBpjs(tx, ctx, r.layanan_uid, { nomor_antrian: r.nomor_antrian, racikan });
  else if (tahap === 'DIAMBIL') await laporTugasBpjs(tx, ctx, r.layanan_uid, 6);
  else await laporTugasBpjs(tx, ctx, r.layanan_uid, 7, racikan ? 'Racikan' : 'Non racikan');
}
