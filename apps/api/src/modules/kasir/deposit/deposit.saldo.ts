import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { deposit } from '../kasir.tables.ts';

/** A visit's deposit balance: Σ of its deposit rows (taken in, used, given back, refunded). */
export async function saldoDeposit(db: DbOrTx, kunjunganUid: string): Promise<number> {
  const [r] = await db
    .select({ saldo: sql<string>`coalesce(sum(${deposit.jumlah}), 0)` })
    .from(deposit)
    .where(eq(deposit.kunjungan_uid, kunjunganUid));
  return Number(r?.saldo ?? 0);
}
