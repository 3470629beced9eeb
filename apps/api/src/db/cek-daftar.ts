import { type Column, getTableName, sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/** What a repair needs to know about one enumerated column (docs/platform.md, "Data terjaga"). */
export type KolomDaftar = {
  tabel: string;
  kolom: string;
  daftar: readonly string[];
  /**
   * What a stored value outside the list becomes: NULL ('kosong') where the column allows it,
   * else the column's default or the stated safe value; 'henti' where no value is safe (money,
   * stock, clinical meaning) — the migration stops and names the rows for a person to decide.
   */
  perbaikan: { jadi: 'kosong' } | { jadi: 'nilai'; nilai: string } | { jadi: 'henti' };
  constraint: string;
};

/**
 * Every column guarded by cekDaftar, filled as each table's config is built (drizzle does that
 * lazily: drizzle-kit, or `getTableConfig`); the migration test reads it.
 */
export const kolomDaftar: KolomDaftar[] = [];

/**
 * CHECK that a text column holds one of a domain list's values — the same `as const` array the
 * zod contract enumerates — so import, scripts and hand edits cannot store what a response would
 * refuse. NULL passes (whether it is allowed is the column's own rule). A new list value changes
 * the constraint at the next `npm run db:generate`.
 * `pengganti`: the safe value a repair writes instead of NULL or the column default; `null` when
 * no value is safe, so the repair stops instead.
 */
export function cekDaftar(
  kolom: Column,
  daftar: readonly string[],
  opsi: { pengganti?: string | null } = {},
) {
  const tabel = getTableName(kolom.table);
  const constraint = `${tabel}_${kolom.name}_ck`;
  const bawaan = typeof kolom.default === 'string' ? kolom.default : undefined;
  const pengganti = opsi.pengganti === undefined ? (kolom.notNull ? bawaan : undefined) : opsi.pengganti;
  if (typeof pengganti === 'string' && !daftar.includes(pengganti))
    throw new Error(`${constraint}: pengganti '${pengganti}' tidak ada dalam daftar`);
  const perbaikan: KolomDaftar['perbaikan'] =
    typeof pengganti === 'string'
      ? { jadi: 'nilai', nilai: pengganti }
      : pengganti === undefined && !kolom.notNull
        ? { jadi: 'kosong' }
        : { jadi: 'henti' };
  if (!kolomDaftar.some((k) => k.constraint === constraint))
    kolomDaftar.push({ tabel, kolom: kolom.name, daftar, perbaikan, constraint });
  // Literals, not parameters: drizzle-kit writes the expression into the migration as it reads.
  const nilai = daftar.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return check(constraint, sql`${kolom} in (${sql.raw(nilai)})`);
}
