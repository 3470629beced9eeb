import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { outbox } from '../../platform/outbox.tables.ts';
import { kirimLewatOutbox } from '../../platform/outbox.ts';

// Writing VClaim messages into the outbox (docs/vclaim.md "Pengiriman"): shared by the SEPs, the
// inpatient SEP and the control-letter scan.

/**
 * One VClaim message. Each message is its own ordered group (kunci_urutan = kunci_unik): a refused
 * message stays GAGAL, and a group waits behind a GAGAL message, so a corrected SEP sent again must
 * not share a group with the refused one. Order between a SEP's messages comes from the rules
 * instead: nothing is corrected or deleted while another message of the SEP is on its way.
 */
export async function antreVclaim(
  tx: Tx,
  ctx: Ctx,
  p: { kunci: string; jenis: string; ringkasan: string; payload: unknown },
): Promise<void> {
  await kirimLewatOutbox(tx, ctx, {
    mitra: 'BPJS_VCLAIM',
    jenis: p.jenis,
    kunci_unik: p.kunci,
    kunci_urutan: p.kunci,
    ringkasan: p.ringkasan,
    payload: p.payload,
  });
}

/** The messages of a SEP (`sep:<uid>:…`) or a letter (`rk:<uid>:…`) not yet delivered. */
export async function pesanTertunda(db: DbOrTx, awalan: string): Promise<string[]> {
  const rows = await db
    .select({ kunci: outbox.kunci_urutan })
    .from(outbox)
    .where(
      and(
        eq(outbox.mitra, 'BPJS_VCLAIM'),
        like(outbox.kunci_unik, `${awalan}%`),
        inArray(outbox.status, ['MENUNGGU', 'MENGIRIM']),
      ),
    );
  return rows.flatMap((r) => (r.kunci ? [r.kunci] : []));
}

/** How many inserts a SEP row has had: the next one is numbered after them. */
export async function jumlahInsert(tx: Tx, sepUid: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.mitra, 'BPJS_VCLAIM'), like(outbox.kunci_unik, `sep:${sepUid}:insert:%`)));
  return Number(r?.n ?? 0);
}
