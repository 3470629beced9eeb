import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export interface Rujukan {
  tabel: string;
  kolom: PgColumn;
  sql: PgTable;
}

let rujukan: Rujukan[] | null = null;

/**
 * Every column that points at a patient (a foreign key to pasien.uid), read from the Drizzle
 * table definitions, so a table added later (rawat_inap, pembayaran, dokumen …) is moved by a
 * merge without anyone remembering this list. pasien.digabung_ke itself is left out.
 *
 * It reads the schema index, which gathers every module's tables, so only app.ts hands it in
 * (to the patient merge): a module importing it would depend on every module above it.
 */
export function rujukanPasien(): Rujukan[] {
  const { pasien } = schema;
  rujukan ??= (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable) && v !== pasien)
    .flatMap((t) => {
      const { name, foreignKeys } = getTableConfig(t);
      return foreignKeys
        .map((fk) => fk.reference())
        .filter((r) => r.foreignTable === pasien && r.foreignColumns[0]?.name === 'uid')
        .flatMap((r) => (r.columns[0] ? [{ tabel: name, kolom: r.columns[0], sql: t }] : []));
    })
    .sort((a, b) => a.tabel.localeCompare(b.tabel));
  return rujukan;
}
