import { type Column, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { noRmTidakDikenal, rmDigabung } from './berkas.errors.ts';

/** The record a No. RM names, as typed at the desk; a merged record points elsewhere. */
export async function pasienDariNoRm(db: DbOrTx, noRm: string) {
  const [p] = await db
    .select({ uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama, digabung_ke: pasien.digabung_ke })
    .from(pasien)
    .where(eq(pasien.no_rm, noRm.trim()));
  if (!p) throw noRmTidakDikenal(noRm.trim());
  if (p.digabung_ke) throw rmDigabung(p.no_rm);
  return p;
}

/** An account's name for a list row (who lent, who decided); null for none. */
export const namaAkun = (kolom: Column) =>
  sql<string | null>`(select a.nama from akun a where a.uid = ${kolom})`;

/** `ILIKE` pattern of a search term, its wildcards taken literally. */
export const polaCari = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
