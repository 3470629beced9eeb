import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { lipatTeksCari } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { GLOSARIUM, koreksiJudulId } from './katalog.judul-id.ts';
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

/** Files the ICD-10 rows and terms are built from; their content is part of the catalogue version. */
const FILE_ICD10 = [
  'icd10_who2010.csv',
  'icd10_id_titles_fendis0709.csv',
  'icd10_judul_id_koreksi.csv',
  'icd10_istilah.csv',
] as const;

/**
 * The Indonesian title of every code that has one: the source file's, tidied and corrected by the
 * glossary, then the curated file's, which wins (docs/katalog.md "Indonesian titles").
 */
export function judulIdIcd10(): Map<string, string> {
  const judulId = new Map<string, string>();
  // Titles of codes outside WHO 2010 (in_who2010=N) are left out with their codes.
  for (const r of baca('icd10_id_titles_fendis0709.csv')) {
    if (r.in_who2010 === 'Y' && r.code && r.title_id) {
      judulId.set(r.code, koreksiJudulId(rapikanJudulId(r.title_id)));
    }
  }
  for (const r of baca('icd10_judul_id_koreksi.csv')) {
    if (r.kode && r.judul_id) judulId.set(r.kode, r.judul_id.trim());
  }
  return judulId;
}

export function barisIcd10(): Icd10Row[] {
  const judulId = judulIdIcd10();
  return baca('icd10_who2010.csv').map((r) => {
    const kode = r.code ?? '';
    const id = judulId.get(kode) ?? null;
    // A code without its own Indonesian title is still found by its category's Indonesian words.
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

/**
 * The curated Indonesian clinical terms (DBD, ISPA, kencing manis …), one row per term and code.
 * A term whose code is not a leaf of the catalogue stops the load: the file is wrong, not the database.
 */
export function barisIstilah(
  leaf: ReadonlySet<string>,
): { kode: string; istilah: string; istilah_cari: string }[] {
  const hasil = new Map<string, { kode: string; istilah: string; istilah_cari: string }>();
  for (const r of baca('icd10_istilah.csv')) {
    const kode = r.kode ?? '';
    const istilah = (r.istilah ?? '').trim();
    if (!leaf.has(kode)) throw new Error(`icd10_istilah.csv: ${kode} bukan kode ICD-10 terinci (leaf)`);
    const cari = lipatTeksCari(istilah);
    if (cari) hasil.set(`${kode}|${cari}`, { kode, istilah, istilah_cari: ` ${cari} ` });
  }
  return [...hasil.values()];
}

/**
 * What the loaded ICD-10 rows were built from: the four files and the glossary. Kept as the
 * table's comment, so a database made by an older release is brought up to date at start-up.
 */
export function versiIcd10(): string {
  const h = createHash('sha256');
  for (const f of FILE_ICD10) h.update(fs.readFileSync(path.join(FOLDER, f)));
  h.update(GLOSARIUM.map(([pola, ganti]) => `${pola}→${String(ganti)}`).join('\n'));
  return `rawat-katalog-icd10:${h.digest('hex').slice(0, 16)}`;
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
  konflik = sql`ON CONFLICT DO NOTHING`,
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
      )}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)}) ${konflik}`,
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

const KOLOM_ISTILAH = ['kode', 'istilah', 'istilah_cari'] as const;

/**
 * A newer release corrects titles in place (icd10_pemakaian and icd10_istilah refer to the codes),
 * rewriting only the rows that changed: an update is what costs on PGlite.
 */
const KOLOM_UBAH = KOLOM_ICD10.filter((k) => k !== 'kode');
const PERBARUI_ICD10 = sql.raw(
  `ON CONFLICT (kode) DO UPDATE SET ${KOLOM_UBAH.map((k) => `${k} = excluded.${k}`).join(', ')}
   WHERE (${KOLOM_UBAH.map((k) => `icd10.${k}`).join(', ')}) IS DISTINCT FROM (${KOLOM_UBAH.map((k) => `excluded.${k}`).join(', ')})`,
);

async function versiTersimpan(db: Db): Promise<string | null> {
  const res = await db.execute(sql`SELECT obj_description('icd10'::regclass, 'pg_class') AS v`);
  return (res as unknown as { rows: { v: string | null }[] }).rows[0]?.v ?? null;
}

/**
 * Loads the ICD-10 and ICD-9-CM catalogues, in one transaction, and returns how many rows it
 * wrote. ICD-10 (with its terms) is written when the table is empty or was built from other files
 * (its version comment differs): an existing database receives corrected titles and new terms
 * without losing its usage counts. A restart with nothing new costs three tiny queries. ON CONFLICT
 * lets two instances starting together on one PostgreSQL both finish.
 */
export async function muatKatalog(db: Db): Promise<{ icd10: number; icd9: number; istilah: number }> {
  const versi = versiIcd10();
  const [kosong10, perlu9, versiDb] = await Promise.all([
    kosong(db, icd10),
    kosong(db, icd9cm),
    versiTersimpan(db),
  ]);
  const perlu10 = kosong10 || versiDb !== versi;
  if (!perlu10 && !perlu9) return { icd10: 0, icd9: 0, istilah: 0 };
  const rows10 = perlu10 ? barisIcd10() : [];
  const istilah = perlu10 ? barisIstilah(new Set(rows10.filter((r) => r.leaf).map((r) => r.kode))) : [];
  const rows9 = perlu9 ? barisIcd9() : [];
  await db.transaction(async (tx) => {
    if (perlu10) {
      await tanpaIndeksTrigram(tx, 'icd10', () =>
        kosong10
          ? sisipkan(tx, 'icd10', KOLOM_ICD10, TIPE_ICD10, rows10)
          : sisipkan(tx, 'icd10', KOLOM_ICD10, TIPE_ICD10, rows10, PERBARUI_ICD10),
      );
      // The terms are the file's, whole: a term taken out of the file leaves the database too.
      await tx.execute(sql`DELETE FROM icd10_istilah`);
      await sisipkan(tx, 'icd10_istilah', KOLOM_ISTILAH, ['text', 'text', 'text'], istilah);
      // The version is a literal of hex digits from versiIcd10: COMMENT takes no parameters.
      await tx.execute(sql.raw(`COMMENT ON TABLE icd10 IS '${versi.replace(/[^\w:-]/g, '')}'`));
    }
    if (perlu9) {
      await tanpaIndeksTrigram(tx, 'icd9cm', () => sisipkan(tx, 'icd9cm', KOLOM_ICD9, TIPE_ICD9, rows9));
    }
  });
  return { icd10: rows10.length, icd9: rows9.length, istilah: istilah.length };
}
