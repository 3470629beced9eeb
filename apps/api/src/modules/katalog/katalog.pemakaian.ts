import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { icd10Pemakaian } from './katalog.tables.ts';

/**
 * Counts a diagnosis code used (+1) or taken back (−1) by this hospital, in the caller's
 * transaction: the ICD-10 search ranks the codes its doctors use first. Never below zero, so a
 * diagnosis written before the count existed can be removed without a negative count.
 */
export async function catatPemakaianIcd10(
  tx: DbOrTx,
  kode: string,
  arah: 1 | -1,
  waktu: Date,
): Promise<void> {
  if (arah === 1) {
    await tx
      .insert(icd10Pemakaian)
      .values({ kode, jumlah: 1, terakhir: waktu })
      .onConflictDoUpdate({
        target: icd10Pemakaian.kode,
        set: { jumlah: sql`${icd10Pemakaian.jumlah} + 1`, terakhir: waktu },
      });
    return;
  }
  await tx
    .update(icd10Pemakaian)
    .set({ jumlah: sql`greatest(${icd10Pemakaian.jumlah} - 1, 0)` })
    .where(sql`${icd10Pemakaian.kode} = ${kode}`);
}
