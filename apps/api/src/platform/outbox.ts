import type { MitraOutbox } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { Ctx } from './context.ts';
import { outbox } from './outbox.tables.ts';

/** A message to a partner, as the module that causes it describes it (docs/outbox.md). */
export interface PesanKeluar {
  mitra: MitraOutbox;
  /** What the partner's sender does with it (for BPJS Antrean: the service path's name). */
  jenis: string;
  /** The event's identity: the same event enqueued twice is one message. */
  kunci_unik: string;
  /** Messages with the same key are delivered in the order they were made (one booking's tasks). */
  kunci_urutan?: string | null;
  /** One line for the dashboard. */
  ringkasan: string;
  payload: unknown;
}

/**
 * Enqueues a message in the caller's transaction, so the event and its message commit or roll
 * back together. Returns false when the same `kunci_unik` was already enqueued (nothing written).
 *
 * `dibuat_pada` orders a key's messages; two made in one transaction share the clock's instant, so
 * each is placed a microsecond after the newest of its key.
 */
export async function kirimLewatOutbox(tx: DbOrTx, ctx: Ctx, p: PesanKeluar): Promise<boolean> {
  const sekarang = ctx.now();
  const urutan = p.kunci_urutan ?? null;
  const iso = sekarang.toISOString();
  const dibuat = urutan
    ? sql`greatest(${iso}::timestamptz, coalesce((select max(${outbox.dibuat_pada}) + interval '1 microsecond' from ${outbox} where ${outbox.mitra} = ${p.mitra} and ${outbox.kunci_urutan} = ${urutan}), ${iso}::timestamptz))`
    : sql`${iso}::timestamptz`;
  const hasil = await tx
    .insert(outbox)
    .values({
      mitra: p.mitra,
      jenis: p.jenis,
      kunci_unik: p.kunci_unik,
      kunci_urutan: urutan,
      ringkasan: p.ringkasan.slice(0, 300),
      payload: p.payload,
      status: 'MENUNGGU',
      coba_pada: sekarang,
      dibuat_pada: dibuat,
      diubah_pada: sekarang,
    })
    .onConflictDoNothing({ target: [outbox.mitra, outbox.kunci_unik] })
    .returning({ uid: outbox.uid });
  return hasil.length > 0;
}
