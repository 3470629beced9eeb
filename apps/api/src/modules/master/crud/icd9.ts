import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { ambilIcd9 } from '../../katalog/katalog.service.ts';
import { icd9cm } from '../../katalog/katalog.tables.ts';

export const icd9TidakDikenal = (kode: string) =>
  badRequest(`Kode ICD-9-CM '${kode}' tidak ada di katalog`, [
    { path: 'kode_icd9', message: 'Kode ICD-9-CM tidak ditemukan di katalog' },
  ]);

/** A master table whose records carry an ICD-9-CM code (procedures, radiology exams). */
type TabelIcd9 = PgTable & { uid: AnyPgColumn; kode_icd9: AnyPgColumn };

/** Titles of the rows' ICD-9-CM codes, in one query for the whole page. */
export async function judulIcd9(
  db: DbOrTx,
  rows: readonly { kode_icd9: string | null }[],
): Promise<Map<string, string>> {
  const kode = [...new Set(rows.flatMap((r) => (r.kode_icd9 ? [r.kode_icd9] : [])))];
  if (kode.length === 0) return new Map();
  const hasil = await db
    .select({ kode: icd9cm.kode, judul: icd9cm.judul })
    .from(icd9cm)
    .where(inArray(icd9cm.kode, kode));
  return new Map(hasil.map((r) => [r.kode, r.judul]));
}

/**
 * The ICD-9-CM code must be in the catalogue, and is stored as the catalogue writes it ('8744' →
 * '87.44'). Checked before the transaction: the catalogue is reference data nobody edits. An
 * unchanged code is not checked again, so a record stays editable if a later edition drops it.
 */
export async function denganIcd9<I extends { kode_icd9?: string | null }>(
  db: Db,
  tabel: TabelIcd9,
  input: I,
  uid: string | null,
): Promise<I> {
  if (!input.kode_icd9) return input;
  if (uid) {
    const [lama] = await db
      .select({ kode_icd9: tabel.kode_icd9 })
      .from(tabel as PgTable)
      .where(eq(tabel.uid, uid))
      .limit(1);
    if (lama?.kode_icd9 === input.kode_icd9) return input;
  }
  try {
    const icd = await ambilIcd9(db, input.kode_icd9);
    return { ...input, kode_icd9: icd.kode };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw icd9TidakDikenal(input.kode_icd9);
    throw err;
  }
}
