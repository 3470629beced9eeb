import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { nomorUrut } from './penomoran.tables.ts';

// Numbers people read (No. RM, queue numbers, invoices, POs, letters) come from here
// (DOMAIN.md); docs/pasien.md "Numbering" explains the choice.

/**
 * The next number for `kunci` (1 for a new key), taken inside the caller's transaction.
 *
 * One statement: `INSERT … ON CONFLICT (kunci) DO UPDATE SET nilai = nomor_urut.nilai + 1
 * RETURNING nilai`. The row stays locked until the caller commits or rolls back, so concurrent
 * callers for the same key queue behind each other and never get the same number, and a rolled
 * back transaction gives its number back: the numbers have no gaps. Take the number as late in
 * the transaction as the work allows, since other callers for that key wait until it ends.
 * Keys that differ never wait for each other.
 */
export async function ambilNomor(tx: Tx, kunci: string): Promise<number> {
  const [pertama] = await ambilNomorBeruntun(tx, kunci, 1);
  if (pertama === undefined) throw new Error(`penomoran: no number for '${kunci}'`);
  return pertama;
}

/** `jumlah` consecutive numbers for `kunci` in one statement (bulk imports, demo data). */
export async function ambilNomorBeruntun(tx: Tx, kunci: string, jumlah: number): Promise<number[]> {
  if (!Number.isInteger(jumlah) || jumlah < 1) throw new RangeError('jumlah harus bilangan bulat ≥ 1');
  if (!kunci) throw new RangeError('kunci penomoran wajib diisi');
  const [row] = await tx
    .insert(nomorUrut)
    .values({ kunci, nilai: jumlah })
    .onConflictDoUpdate({
      target: nomorUrut.kunci,
      set: { nilai: sql`${nomorUrut.nilai} + ${jumlah}`, updated_at: sql`now()` },
    })
    .returning({ nilai: nomorUrut.nilai });
  if (!row) throw new Error(`penomoran: no row for '${kunci}'`);
  const akhir = Number(row.nilai);
  return Array.from({ length: jumlah }, (_, i) => akhir - jumlah + 1 + i);
}
