import {
  type Icd9,
  type Icd10,
  type Icd10ListQuery,
  type KatalogListQuery,
  kodeIcdTanpaTitik,
  lipatTeksCari,
  miripKodeIcd9,
  miripKodeIcd10,
} from '@rawat/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { icd9TidakDitemukan, icd10TidakDitemukan } from './katalog.errors.ts';
import { icd9cm, icd10, icd10Istilah, icd10Pemakaian } from './katalog.tables.ts';

const kolom10 = {
  kode: icd10.kode,
  kode_tanpa_titik: icd10.kode_tanpa_titik,
  judul: icd10.judul,
  judul_id: icd10.judul_id,
  level: icd10.level,
  leaf: icd10.leaf,
  bab: icd10.bab,
  blok: icd10.blok,
};
const kolom9 = {
  kode: icd9cm.kode,
  kode_tanpa_titik: icd9cm.kode_tanpa_titik,
  judul: icd9cm.judul,
  judul_singkat: icd9cm.judul_singkat,
};

const toIcd10 = (r: Omit<Icd10, 'level'> & { level: number }): Icd10 => ({
  ...r,
  level: r.level === 3 ? 3 : 4,
});

interface Tabel {
  kode_tanpa_titik: PgColumn;
  /** What word search filters on: the indexed expression of the trigram migration. */
  teks: SQL;
  /** Folded titles a query is ranked against (English, and Indonesian where there is one). */
  judul: PgColumn[];
}

interface Rencana {
  /** The query as a code prefix without dots ('A090'), when it reads as one. */
  kode: string | null;
  /** Folded query. */
  teks: string;
  where: SQL;
  /** Ranking, best first; ties are broken by code. */
  order: SQL[];
}

/**
 * How a search runs (docs/katalog.md). A code-looking query matches code prefixes and ranks them
 * first (the exact code, then by code). Every query also matches titles in which each of its words
 * (two letters or more) starts a word, in English or Indonesian. Relevance, per title language that
 * holds every word: 3 when the title is the query, 2 when it starts with the query, 1 when it
 * starts with the first word, plus a fraction that favours the shorter, more specific title. Only
 * LIKE and length: trigram similarity per row was most of the query time on PGlite.
 */
function rencanaCari(t: Tabel, search: string, miripKode: (q: string) => boolean): Rencana {
  const teks = lipatTeksCari(search);
  const kode = miripKode(search) ? kodeIcdTanpaTitik(search) : null;
  // One-letter words ('hepatitis a') start nearly every title: they only weigh in the ranking.
  const kata = teks.split(' ').filter((w) => w.length > 1);
  // Folded words hold only letters, digits and spaces, so they need no LIKE escaping.
  const semuaKata = (c: SQL | PgColumn) => and(...kata.map((w) => sql`${c} LIKE ${`% ${w}%`}`));
  const cocokKata = semuaKata(t.teks) ?? sql`false`;
  const cocokKode = kode ? sql`${t.kode_tanpa_titik} LIKE ${`${kode}%`}` : null;
  const rankJudul = (c: PgColumn) =>
    sql`CASE WHEN ${semuaKata(c) ?? sql`false`} THEN (CASE WHEN ${c} = ${` ${teks} `} THEN 3 WHEN ${c} LIKE ${` ${teks}%`} THEN 2 WHEN ${c} LIKE ${` ${kata[0] ?? teks}%`} THEN 1 ELSE 0 END) + 1::float8 / (length(${c}) + 1) ELSE 0 END`;
  const rank =
    t.judul.length > 1
      ? sql`greatest(${sql.join(t.judul.map(rankJudul), sql`, `)})`
      : rankJudul(t.judul[0] as PgColumn);
  // A code-looking query ranks by code alone: its one 'word' (j18, 45) is not in any title.
  const order = kode
    ? [desc(sql`CASE WHEN ${t.kode_tanpa_titik} = ${kode} THEN 2 WHEN ${cocokKode} THEN 1 ELSE 0 END`)]
    : [desc(rank)];
  return { kode, teks, where: cocokKode ? (or(cocokKode, cocokKata) ?? cocokKata) : cocokKata, order };
}

/** When no title holds the words, tolerate typos: pg_trgm word similarity (≥ 0.6 by default). */
const mirip = (t: Tabel, teks: string) => sql`${teks} <% ${t.teks}`;
const urutMirip = (t: Tabel, teks: string) => desc(sql`word_similarity(${teks}, ${t.teks})`);

const total = sql<number>`(count(*) over ())::int`;

async function cari<R extends { total: number }>(
  jalankan: (where: SQL, order: SQL[]) => Promise<R[]>,
  hitung: (where: SQL) => Promise<number>,
  t: Tabel,
  search: string,
  miripKode: (q: string) => boolean,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const r = rencanaCari(t, search, miripKode);
  const rows = await jalankan(r.where, r.order);
  if (rows[0]) return { rows, total: rows[0].total };
  // An empty page: past the end of real matches, or no match at all (then try typo tolerance).
  const n = offset > 0 ? await hitung(r.where) : 0;
  if (n > 0 || r.kode || r.teks.length < 4) return { rows: [], total: n };
  const where = mirip(t, r.teks);
  const fuzzy = await jalankan(where, [urutMirip(t, r.teks), asc(sql`length(${t.teks})`)]);
  if (fuzzy[0]) return { rows: fuzzy, total: fuzzy[0].total };
  return { rows: [], total: offset > 0 ? await hitung(where) : 0 };
}

const tabel10: Tabel = {
  kode_tanpa_titik: icd10.kode_tanpa_titik,
  teks: sql`(${icd10.judul_cari} || ${icd10.judul_id_cari})`,
  judul: [icd10.judul_cari, icd10.judul_id_cari],
};
const tabel9: Tabel = {
  kode_tanpa_titik: icd9cm.kode_tanpa_titik,
  teks: sql`${icd9cm.judul_cari}`,
  judul: [icd9cm.judul_cari],
};

/** Folded words a query must find at the start of words of a text (two letters or more). */
const kataDari = (teks: string) => teks.split(' ').filter((w) => w.length > 1);
const semuaKataDi = (c: SQL | PgColumn, kata: string[]) =>
  kata.length ? (and(...kata.map((w) => sql`${c} LIKE ${`% ${w}%`}`)) ?? sql`false`) : sql`false`;

/**
 * ICD-10 search (docs/katalog.md "Search"). Every match gets a tier: the code itself, a code
 * prefix, a clinical term equal to the query (DBD → A91), a title equal to it, a term or title
 * that starts with it, one that starts with its first word, any title holding its words. Within a
 * tier the codes this hospital uses most come first (icd10_pemakaian), then codable leaves, then
 * the shorter title, then the code.
 */
function cariIcd10(db: Db, q: Icd10ListQuery, search: string) {
  const teks = lipatTeksCari(search);
  const kode = miripKodeIcd10(search) ? kodeIcdTanpaTitik(search) : null;
  const kata = kataDari(teks);
  const pertama = kata[0] ?? teks;
  // Terms are few (hundreds): matched apart, best term per code.
  const skorIstilah = sql<number>`max(CASE WHEN ${icd10Istilah.istilah_cari} = ${` ${teks} `} THEN 3 WHEN ${icd10Istilah.istilah_cari} LIKE ${` ${teks}%`} THEN 2 ELSE 1 END)`;
  const ist = db.$with('ist').as(
    db
      .select({
        kode: icd10Istilah.kode,
        skor: skorIstilah.as('skor'),
        istilah:
          sql<string>`(array_agg(${icd10Istilah.istilah} ORDER BY length(${icd10Istilah.istilah_cari})))[1]`.as(
            'istilah',
          ),
      })
      .from(icd10Istilah)
      .where(semuaKataDi(icd10Istilah.istilah_cari, kata))
      .groupBy(icd10Istilah.kode),
  );
  const tierJudul = (c: PgColumn) =>
    sql`CASE WHEN ${semuaKataDi(c, kata)} THEN (CASE WHEN ${c} = ${` ${teks} `} THEN 70 WHEN ${c} LIKE ${` ${teks}%`} THEN 50 WHEN ${c} LIKE ${` ${pertama}%`} THEN 30 ELSE 10 END) ELSE 0 END`;
  const cocokKode = kode ? sql`${icd10.kode_tanpa_titik} LIKE ${`${kode}%`}` : sql`false`;
  const tier = sql<number>`greatest(
    CASE WHEN ${icd10.kode_tanpa_titik} = ${kode ?? ''} THEN 100 WHEN ${cocokKode} THEN 90 ELSE 0 END,
    CASE ${sql.raw('ist.skor')} WHEN 3 THEN 80 WHEN 2 THEN 60 WHEN 1 THEN 40 ELSE 0 END,
    ${tierJudul(icd10.judul_cari)}, ${tierJudul(icd10.judul_id_cari)})`;
  // The length of the title that matched decides among equals: the shorter is the more general code.
  const panjang = sql`least(
    CASE WHEN ${semuaKataDi(icd10.judul_id_cari, kata)} THEN length(${icd10.judul_id_cari}) END,
    CASE WHEN ${semuaKataDi(icd10.judul_cari, kata)} THEN length(${icd10.judul_cari}) END,
    length(${icd10.judul_cari}))`;
  const where = and(
    q.hanya_leaf ? eq(icd10.leaf, true) : undefined,
    or(
      cocokKode,
      semuaKataDi(sql`(${icd10.judul_cari} || ${icd10.judul_id_cari})`, kata),
      // = ANY(ARRAY(…)) rather than a join test, so the planner ORs it with the trigram index scan.
      sql`${icd10.kode} = ANY(ARRAY(SELECT kode FROM ist))`,
    ),
  );
  const urutKode = kode !== null;
  return db
    .with(ist)
    .select({ ...kolom10, istilah: sql<string | null>`${sql.raw('ist.istilah')}`, total })
    .from(icd10)
    .leftJoin(ist, eq(ist.kode, icd10.kode))
    .leftJoin(icd10Pemakaian, eq(icd10Pemakaian.kode, icd10.kode))
    .where(where)
    .orderBy(
      desc(tier),
      desc(sql`coalesce(${icd10Pemakaian.jumlah}, 0)`),
      // A code query lists its codes in code order (A09, A09.0, A09.9), not leaves first.
      ...(urutKode ? [] : [desc(icd10.leaf), asc(panjang)]),
      asc(icd10.kode),
    )
    .limit(q.limit)
    .offset(q.offset);
}

export async function listIcd10(db: Db, q: Icd10ListQuery): Promise<{ rows: Icd10[]; total: number }> {
  const leaf = q.hanya_leaf ? eq(icd10.leaf, true) : undefined;
  const hitung = async (where?: SQL) => {
    const [r] = await db.select({ n: count() }).from(icd10).where(and(leaf, where));
    return r?.n ?? 0;
  };
  if (!q.search) {
    const [rows, n] = await Promise.all([
      db.select(kolom10).from(icd10).where(leaf).orderBy(asc(icd10.kode)).limit(q.limit).offset(q.offset),
      hitung(),
    ]);
    return { rows: rows.map(toIcd10), total: n };
  }
  const rows = await cariIcd10(db, q, q.search);
  const bentuk = (r: (typeof rows)[number]) => {
    const { total: _, istilah, ...x } = r;
    return { ...toIcd10(x), istilah: istilah ?? null };
  };
  if (rows[0]) return { rows: rows.map(bentuk), total: rows[0].total };
  // An empty page: past the end of real matches, or no match at all (then try typo tolerance).
  if (q.offset > 0) {
    const [awal] = await cariIcd10(db, { ...q, offset: 0, limit: 1 }, q.search);
    if (awal) return { rows: [], total: awal.total };
  }
  const teks = lipatTeksCari(q.search);
  if (miripKodeIcd10(q.search) || teks.length < 4) return { rows: [], total: 0 };
  const where = and(leaf, mirip(tabel10, teks));
  const fuzzy = await db
    .select({ ...kolom10, total })
    .from(icd10)
    .where(where)
    .orderBy(urutMirip(tabel10, teks), asc(sql`length(${tabel10.teks})`), asc(icd10.kode))
    .limit(q.limit)
    .offset(q.offset);
  if (fuzzy[0])
    return {
      rows: fuzzy.map(({ total: _, ...r }) => ({ ...toIcd10(r), istilah: null })),
      total: fuzzy[0].total,
    };
  return { rows: [], total: q.offset > 0 ? await hitung(mirip(tabel10, teks)) : 0 };
}

export async function listIcd9(db: Db, q: KatalogListQuery): Promise<{ rows: Icd9[]; total: number }> {
  const hitung = async (where?: SQL) => {
    const [r] = await db.select({ n: count() }).from(icd9cm).where(where);
    return r?.n ?? 0;
  };
  if (!q.search) {
    const [rows, n] = await Promise.all([
      db.select(kolom9).from(icd9cm).orderBy(asc(icd9cm.kode)).limit(q.limit).offset(q.offset),
      hitung(),
    ]);
    return { rows, total: n };
  }
  const { rows, total: n } = await cari(
    (where, order) =>
      db
        .select({ ...kolom9, total })
        .from(icd9cm)
        .where(where)
        .orderBy(...order, asc(icd9cm.kode))
        .limit(q.limit)
        .offset(q.offset),
    hitung,
    tabel9,
    q.search,
    miripKodeIcd9,
    q.offset,
  );
  return { rows: rows.map(({ total: _, ...r }) => r), total: n };
}

/** One ICD-10 code, written with or without its dot ('A09.0', 'a090'). */
export async function ambilIcd10(db: Db, kode: string): Promise<Icd10> {
  const [row] = await db
    .select(kolom10)
    .from(icd10)
    .where(eq(icd10.kode_tanpa_titik, kodeIcdTanpaTitik(kode)))
    .limit(1);
  if (!row) throw icd10TidakDitemukan();
  return toIcd10(row);
}

/** One ICD-9-CM code, written with or without its dot ('45.13', '4513'). */
export async function ambilIcd9(db: Db, kode: string): Promise<Icd9> {
  const [row] = await db
    .select(kolom9)
    .from(icd9cm)
    .where(eq(icd9cm.kode_tanpa_titik, kodeIcdTanpaTitik(kode)))
    .limit(1);
  if (!row) throw icd9TidakDitemukan();
  return row;
}
