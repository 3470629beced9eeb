import fs from 'node:fs';
import path from 'node:path';
import { lipatTeksCari } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { icd9cm, icd10 } from './katalog.tables.ts';

// Reference data, not demo data: loaded into every database (embedded and PostgreSQL) by main.ts.
// Provenance of each file: apps/api/data/SOURCES.md.
const FOLDER = path.resolve(import.meta.dirname, '../../../data/katalog');
const BATCH = 5000;

/** RFC 4180 CSV (quoted fields, doubled quotes, LF or CRLF) into objects keyed by the header row. */
export function bacaCsv(teks: string): Record<string, string>[] {
  const rows: string[][] = [];
  // One sticky match per field: a quoted field or a plain one, then the separator after it.
  const field = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r?\n|$)/y;
  let i = 0;
  while (i < teks.length) {
    const eol = teks.indexOf('\n', i);
    const end = eol < 0 ? teks.length : eol;
    const line = teks.slice(i, end).replace(/\r$/, '');
    if (!line.includes('"')) {
      // Most lines carry no quotes: a plain split is several times faster.
      rows.push(line.split(','));
      i = end + 1;
      continue;
    }
    const row: string[] = [];
    field.lastIndex = i;
    for (;;) {
      const m = field.exec(teks);
      if (!m) throw new Error(`CSV tidak valid di posisi ${field.lastIndex}`);
      row.push(m[1] !== undefined ? m[1].replaceAll('""', '"') : (m[2] ?? ''));
      if (m[3] !== ',') break;
    }
    rows.push(row);
    i = field.lastIndex;
  }
  const [header, ...data] = rows;
  if (!header) return [];
  return data.map((r) => Object.fromEntries(header.map((h, j) => [h, r[j] ?? ''])));
}

const baca = (file: string) => bacaCsv(fs.readFileSync(path.join(FOLDER, file), 'utf8'));

/**
 * The Indonesian titles were machine-tokenised ('Pneumonia , tidak spesifik', 'non - Hodgkins',
 * '[ G6PD ]'): put the spaces back where Indonesian writes them. Words are left as they are.
 */
export function rapikanJudulId(judul: string): string {
  return judul
    .replace(/(\w) - (?=\w)/g, '$1-')
    .replace(/\s+([,.;:)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Padded with spaces so that `LIKE '% diare%'` matches a word from its start, first word included. */
const teksCari = (judul: string) => ` ${lipatTeksCari(judul)} `;

type Icd10Row = typeof icd10.$inferInsert;
type Icd9Row = typeof icd9cm.$inferInsert;

export function barisIcd10(): Icd10Row[] {
  const judulId = new Map<string, string>();
  // Titles of codes outside WHO 2010 (in_who2010=N) are left out with their codes.
  for (const r of baca('icd10_id_titles_fendis0709.csv')) {
    if (r.in_who2010 === 'Y' && r.code && r.title_id) judulId.set(r.code, rapikanJudulId(r.title_id));
  }
  return baca('icd10_who2010.csv').map((r) => {
    const kode = r.code ?? '';
    const id = judulId.get(kode) ?? null;
    // A subcategory without its own Indonesian title is still found by its category's Indonesian
    // words (A09.9 by 'diare').
    const cariId = id ?? (kode.length > 3 ? judulId.get(kode.slice(0, 3)) : undefined);
    return {
      kode,
      kode_tanpa_titik: r.code_no_dot ?? '',
      judul: r.title_en ?? '',
      judul_id: id,
      level: Number(r.level),
      leaf: r.leaf === 'Y',
      bab: r.chapter ?? '',
      blok: r.block ?? '',
      judul_cari: teksCari(r.title_en ?? ''),
      judul_id_cari: cariId ? teksCari(cariId) : '',
    };
  });
}

export function barisIcd9(): Icd9Row[] {
  return baca('icd9cm_vol3_procedures_v32.csv').map((r) => ({
    kode: r.code ?? '',
    kode_tanpa_titik: r.code_no_dot ?? '',
    judul: r.title_long ?? '',
    judul_singkat: r.title_short ?? '',
    judul_cari: teksCari(r.title_long ?? ''),
  }));
}

async function kosong(db: Db, tabel: typeof icd10 | typeof icd9cm): Promise<boolean> {
  const rows = await db.select({ ada: sql<number>`1` }).from(tabel).limit(1);
  return rows.length === 0;
}

/**
 * One INSERT … SELECT FROM unnest(arrays) per batch: each column travels as one array parameter,
 * which PGlite and PostgreSQL parse far faster than thousands of VALUES placeholders (measured in
 * docs/katalog.md).
 */
async function sisipkan<T extends Record<string, unknown>>(
  tx: Tx,
  tabel: string,
  kolom: readonly (keyof T & string)[],
  tipe: readonly string[],
  rows: T[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const arrays = kolom.map(
      (k, j) => sql`${sql.param(batch.map((r) => r[k] ?? null))}::${sql.raw(tipe[j] ?? 'text')}[]`,
    );
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(tabel)} (${sql.join(
        kolom.map((k) => sql.identifier(k)),
        sql`, `,
      )}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)}) ON CONFLICT DO NOTHING`,
    );
  }
}

const KOLOM_ICD10 = [
  'kode',
  'kode_tanpa_titik',
  'judul',
  'judul_id',
  'level',
  'leaf',
  'bab',
  'blok',
  'judul_cari',
  'judul_id_cari',
] as const;
const TIPE_ICD10 = [
  'text',
  'text',
  'text',
  'text',
  'smallint',
  'boolean',
  'text',
  'text',
  'text',
  'text',
] as const;
const KOLOM_ICD9 = ['kode', 'kode_tanpa_titik', 'judul', 'judul_singkat', 'judul_cari'] as const;
const TIPE_ICD9 = ['text', 'text', 'text', 'text', 'text'] as const;

/**
 * Building a trigram GIN index once over a full table is faster than updating it row by row
 * (about 0.3 s of the fresh start on PGlite): drop the table's trigram indexes, fill the table,
 * then recreate each from its own definition, so the migration stays the one place that defines them.
 */
async function tanpaIndeksTrigram(tx: Tx, tabel: string, isi: () => Promise<void>) {
  const res = await tx.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${tabel} AND indexdef LIKE '%gin_trgm_ops%'`,
  );
  const indeks = (res as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const i of indeks) await tx.execute(sql`DROP INDEX ${sql.identifier(i.indexname)}`);
  await isi();
  for (const i of indeks) await tx.execute(sql.raw(i.indexdef));
}

/**
 * Loads the ICD-10 and ICD-9-CM catalogues into empty tables, in one transaction, and returns how
 * many rows it inserted. A restart finds the tables full and costs two tiny queries. ON CONFLICT DO
 * NOTHING lets two instances starting together on one PostgreSQL both finish.
 */
export async function muatKatalog(db: Db): Promise<{ icd10: number; icd9: number }> {
  const [perlu10, perlu9] = await Promise.all([kosong(db, icd10), kosong(db, icd9cm)]);
  if (!perlu10 && !perlu9) return { icd10: 0, icd9: 0 };
  const rows10 = perlu10 ? barisIcd10() : [];
  const rows9 = perlu9 ? barisIcd9() : [];
  await db.transaction(async (tx) => {
    if (perlu10) {
      await tanpaIndeksTrigram(tx, 'icd10', () => sisipkan(tx, 'icd10', KOLOM_ICD10, TIPE_ICD10, rows10));
    }
    if (perlu9) {
      await tanpaIndeksTrigram(tx, 'icd9cm', () => sisipkan(tx, 'icd9cm', KOLOM_ICD9, TIPE_ICD9, rows9));
    }
  });
  return { icd10: rows10.length, icd9: rows9.length };
}
