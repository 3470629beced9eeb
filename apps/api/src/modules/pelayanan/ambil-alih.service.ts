import type { LayananKlinisDto } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatAlihDokter } from './alih-dokter.ts';
import { ambilLayananKlinis, dokterPengguna, headerLayanan, periksaBolehTulis } from './layanan-klinis.ts';

/**
 * The signed-in doctor takes the patient over: the layanan's doctor becomes them (so the work they
 * chart and charge is theirs), recorded with the previous doctor and the reason. Allowed wherever
 * they may write the doctor's side; a patient already theirs is left as it is (a double click
 * writes nothing). Answers the refreshed chart header.
 */
export async function ambilAlihLayanan(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  alasan: string | null,
): Promise<LayananKlinisDto> {
  await db.transaction(async (tx) => {
    // NO KEY UPDATE: the doctor changes, the chart's other writers (KEY SHARE) need not wait.
    await tx
      .select({ uid: layanan.uid })
      .from(layanan)
      .where(eq(layanan.uid, layananUid))
      .for('no key update');
    const l = await ambilLayananKlinis(tx, layananUid);
    periksaBolehTulis(ctx, l, 'medis');
    const d = await dokterPengguna(tx, ctx);
    if (!d) throw forbidden('Hanya dokter yang dapat mengambil alih pasien');
    if (l.dokter?.uid === d.uid) return;
    await catatAlihDokter(tx, ctx, l, d, alasan);
  });
  return headerLayanan(db, ctx, layananUid);
}
