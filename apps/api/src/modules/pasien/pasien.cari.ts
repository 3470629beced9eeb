import {
  BATAS_HITUNG_PASIEN,
  lipatNamaPasien,
  type PasienListQuery,
  type PasienRingkas,
  tafsirKueriPasien,
} from '@rawat/domain';
import { and, asc, desc, eq, isNull, like, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { disiapkan } from '../../db/siap.ts';
import { kolomRingkas, toRingkas } from './pasien.dto.ts';
import { dariKata2 } from './pasien.kata.ts';
import { pasien, pasienKata } from './pasien.tables.ts';

/** How `nama_cari` is stored: the folded name with a space on both sides. */
export const namaCari = (nama: string) => ` ${lipatNamaPasien(nama)} `;

/**
 * The name from its second word on (' siti nur hidayah ' → ' nur hidayah '), and from its third.
 * Written exactly as the indexes pasien_nama_kata2_idx and pasien_nama_kata3_idx are, so a
 * surname search reads an index range in order instead of every match.
 */
const namaKata2 = dariKata2(pasien.nama_cari);
const namaKata3 = dariKata2(namaKata2);

type Nilai = Record<string, unknown>;
const $ = (nama: string) => sql.placeholder(nama);

/**
 * One group of matches, read in its own order; groups are listed one after another. Conditions
 * use placeholders (filled from `nilai`), so each group is a prepared statement planned once per
 * connection (the planner's time was half of a search's database time).
 */
interface Tingkat {
  /** Names the statement's shape; a group without one (word count varies) is not prepared. */
  kunci: string | null;
  where: SQL;
  order: SQL[];
  /** Unbounded and unordered by any index: only the first BATAS_HITUNG_PASIEN found are sorted. */
  dibatasi?: boolean;
}

interface Rencana {
  tingkat: Tingkat[];
  nilai: Nilai;
  /** Matches per group, when the plan already counted them. */
  jumlah?: number[];
}

/**
 * `x LIKE 'prefix%'` as the range it is for a text_pattern_ops index: the range survives a
 * prepared statement's generic plan, a LIKE pattern in a parameter does not.
 */
const diawali = (x: SQL | AnyPgColumn, lo: string, hi: string) =>
  sql`(${x} ~>=~ ${$(lo)} and ${x} ~<~ ${$(hi)})`;

/** The bounds of the strings starting with `awal`: [awal, awal with its last character + 1). */
function batasAwalan(awal: string): { lo: string; hi: string } {
  const titik = [...awal];
  const akhir = titik.pop() ?? '';
  return { lo: awal, hi: titik.join('') + String.fromCodePoint((akhir.codePointAt(0) ?? 0) + 1) };
}

const urutNama = [sql`${pasien.nama_cari} using ~<~`, asc(sql`length(${pasien.nama})`), asc(pasien.no_rm)];

/** Names starting with the phrase, then names whose second or third word starts it. */
function tingkatAwalan(): Tingkat[] {
  const awal = diawali(pasien.nama_cari, 'lo', 'hi');
  const kata2 = diawali(namaKata2, 'lo', 'hi');
  const kata3 = diawali(namaKata3, 'lo', 'hi');
  return [
    // The name itself sorts first: ' dewi ' < ' dewi anggraini ' < ' dewinta '.
    { kunci: 'awal', where: awal, order: urutNama },
    {
      kunci: 'kata2',
      where: and(kata2, not(awal)) as SQL,
      order: [sql`${namaKata2} using ~<~`, ...urutNama],
    },
    {
      kunci: 'kata3',
      where: and(kata3, not(awal), not(kata2)) as SQL,
      order: [sql`${namaKata3} using ~<~`, ...urutNama],
    },
  ];
}
const nilaiAwalan = (frasa: string) => batasAwalan(` ${frasa}`);

/** Every word starts some word of the name, in any order ('rahmawati siti'), beyond the groups above. */
function tingkatSemuaKata(kata: string[]): Tingkat {
  const semua = and(...kata.map((w) => like(pasien.nama_cari, `% ${w}%`))) as SQL;
  const sudah = tingkatAwalan().map((t) => t.where);
  return {
    kunci: null,
    where: and(semua, ...sudah.map((w) => not(w))) as SQL,
    order: urutNama,
    dibatasi: true,
  };
}

/**
 * Each word of the query that starts no word of any name is replaced by the closest known word
 * (pg_trgm similarity over `pasien_kata`, the distinct words of every name): 'sity rahmawty' →
 * 'siti rahmawati'. Null when every word is known, i.e. nothing to correct.
 */
async function koreksiEjaan(db: Db, kata: string[]): Promise<string[] | null> {
  const baris = sql.join(
    kata.map(
      (w) =>
        sql`(select ${w}::text as kata,
          exists (select 1 from ${pasienKata} where ${pasienKata.kata} like ${`${w}%`}) as dikenal,
          (select ${pasienKata.kata} from ${pasienKata} where ${pasienKata.kata} % ${w}
            order by similarity(${pasienKata.kata}, ${w}) desc, ${pasienKata.kata} limit 1) as saran)`,
    ),
    sql` union all `,
  );
  const res = await db.execute(baris);
  const rows = (res as unknown as { rows: { kata: string; dikenal: boolean; saran: string | null }[] }).rows;
  if (rows.every((r) => r.dikenal)) return null;
  return rows.map((r) => (r.dikenal ? r.kata : (r.saran ?? r.kata)));
}

/** A page needs this many matches from the starts-with groups before any others are searched. */
const SATU_HALAMAN = 15;

/**
 * A name search (docs/pasien.md, "Search"): names starting with the query, then names whose
 * second or third word starts it; only when those do not fill a page, names with every word
 * anywhere; a word no name has is first corrected to the closest known word.
 */
async function rencanaNama(db: Db, dasar: Dasar, nama: string): Promise<Rencana> {
  let kata = nama.split(' ');
  const tingkat = tingkatAwalan();
  let nilai: Nilai = { ...dasar.nilai, ...nilaiAwalan(nama) };
  let jumlah = await hitung(db, dasar, tingkat, nilai);
  if (total(jumlah) >= SATU_HALAMAN) return { tingkat, nilai, jumlah };
  const koreksi = total(jumlah) === 0 ? await koreksiEjaan(db, kata) : null;
  if (koreksi) {
    kata = koreksi;
    nilai = { ...dasar.nilai, ...nilaiAwalan(koreksi.join(' ')) };
    jumlah = await hitung(db, dasar, tingkat, nilai);
    if (total(jumlah) >= SATU_HALAMAN) return { tingkat, nilai, jumlah };
  }
  if (kata.length < 2) return { tingkat, nilai, jumlah };
  const lain = tingkatSemuaKata(kata);
  return {
    tingkat: [...tingkat, lain],
    nilai,
    jumlah: [...jumlah, ...(await hitung(db, dasar, [lain], nilai))],
  };
}

/** What the search box asks for, read by its shape (tafsirKueriPasien), as ordered groups. */
async function rencanaCari(db: Db, dasar: Dasar, search: string | undefined): Promise<Rencana> {
  const k = search ? tafsirKueriPasien(search) : null;
  const nilai = dasar.nilai;
  switch (k?.jenis) {
    case undefined:
      // The newest patients first: what the registration desk looks for most.
      return { tingkat: [{ kunci: 'baru', where: sql`true`, order: [desc(pasien.no_rm)] }], nilai };
    case 'NO_RM': {
      // The number itself, then every number starting with the digits (text_pattern_ops index).
      const persis = eq(pasien.no_rm, $('persis'));
      return {
        tingkat: [
          { kunci: 'rm', where: persis, order: [] },
          {
            kunci: 'rm_awal',
            where: and(diawali(pasien.no_rm, 'lo', 'hi'), not(persis)) as SQL,
            order: [sql`${pasien.no_rm} using ~<~`],
          },
        ],
        nilai: { ...nilai, persis: k.persis, ...batasAwalan(k.awalan) },
      };
    }
    case 'NIK':
      return {
        tingkat: [{ kunci: 'nik', where: eq(pasien.nik, $('nik')), order: [asc(pasien.no_rm)] }],
        nilai: { ...nilai, nik: k.nik },
      };
    case 'NO_BPJS':
      return {
        tingkat: [{ kunci: 'bpjs', where: eq(pasien.no_bpjs, $('bpjs')), order: [asc(pasien.no_rm)] }],
        nilai: { ...nilai, bpjs: k.no_bpjs },
      };
    case 'TANGGAL_LAHIR':
      return {
        tingkat: [
          {
            kunci: 'lahir',
            where: eq(pasien.tanggal_lahir, $('lahir')),
            order: [asc(pasien.nama), asc(pasien.no_rm)],
          },
        ],
        nilai: { ...nilai, lahir: k.tanggal },
      };
    case 'NAMA':
      return rencanaNama(db, dasar, k.nama);
    case 'ANGKA_LAIN':
      return { tingkat: [], nilai, jumlah: [] };
  }
}

/** The filters every group shares, and the name of their combination. */
interface Dasar {
  where: SQL;
  kunci: string;
  nilai: Nilai;
}

function dasarDari(q: PasienListQuery): Dasar {
  const syarat = [isNull(pasien.digabung_ke)];
  const nilai: Nilai = {};
  if (q.status) syarat.push(eq(pasien.status, $('status')));
  if (q.tanggal_lahir) syarat.push(eq(pasien.tanggal_lahir, $('tanggal_lahir')));
  if (q.sementara !== undefined) syarat.push(eq(pasien.sementara, $('sementara')));
  Object.assign(nilai, { status: q.status, tanggal_lahir: q.tanggal_lahir, sementara: q.sementara });
  const kunci = `${q.status ? 's' : ''}${q.tanggal_lahir ? 't' : ''}${q.sementara === undefined ? '' : 'm'}`;
  return { where: and(...syarat) as SQL, kunci, nilai };
}

const total = (jumlah: number[]) =>
  Math.min(
    BATAS_HITUNG_PASIEN,
    jumlah.reduce((a, b) => a + b, 0),
  );

/**
 * Matches per group, each counted only up to BATAS_HITUNG_PASIEN (an index range of at most that
 * many entries), in one statement: the count costs the same for 'dewi' (19,000 names) as for a rare one.
 */
async function hitung(db: Db, dasar: Dasar, tingkat: Tingkat[], nilai: Nilai): Promise<number[]> {
  if (!tingkat.length) return [];
  const kolom = Object.fromEntries(
    tingkat.map((t, i) => [
      `n${i}`,
      sql<number>`(select count(*)::int from (select 1 from ${pasien} where ${and(dasar.where, t.where)} limit ${sql.raw(String(BATAS_HITUNG_PASIEN))}) t)`,
    ]),
  );
  const buat = () => db.select(kolom).from(sql`(select 1) as satu`);
  const kunci = tingkat.map((t) => t.kunci);
  const [row] = kunci.every(Boolean)
    ? await disiapkan(db, `pasien_n_${dasar.kunci}_${kunci.join('_')}`, () =>
        buat().prepare(`pasien_n_${dasar.kunci}_${kunci.join('_')}`),
      ).execute(nilai)
    : await buat().execute(nilai);
  return tingkat.map((_, i) => Number((row as Record<string, number> | undefined)?.[`n${i}`] ?? 0));
}

/** Rows of one group, `offset` and `limit` within it. */
function bacaTingkat(db: Db, dasar: Dasar, t: Tingkat, nilai: Nilai) {
  const where = t.dibatasi
    ? sql`${pasien.uid} in (select ${pasien.uid} from ${pasien} where ${and(dasar.where, t.where)} limit ${sql.raw(String(BATAS_HITUNG_PASIEN))})`
    : and(dasar.where, t.where);
  const buat = () =>
    db
      .select(kolomRingkas)
      .from(pasien)
      .where(where)
      .orderBy(...t.order)
      .limit($('limit'))
      .offset($('offset'));
  if (!t.kunci) return buat().execute(nilai);
  const nama = `pasien_${dasar.kunci}_${t.kunci}`;
  return disiapkan(db, nama, () => buat().prepare(nama)).execute(nilai);
}

/**
 * GET /pasien: patients not merged away, searched by any key, 15 a page. Groups of matches are
 * listed one after another (the exact No. RM before the numbers starting with it; a name before
 * names starting with it, before surnames), each group read from its own index in order, so a
 * page costs a few index entries however common the name. The total is exact up to
 * BATAS_HITUNG_PASIEN and stops there ('1.000+' on the screen). `limitless` is ignored.
 */
export async function listPasien(
  db: Db,
  q: PasienListQuery,
): Promise<{ rows: PasienRingkas[]; total: number }> {
  const dasar = dasarDari(q);
  const rencana = await rencanaCari(db, dasar, q.search);
  const jumlah = rencana.jumlah ?? (await hitung(db, dasar, rencana.tingkat, rencana.nilai));
  const { limit, offset } = q;
  const rows: PasienRingkas[] = [];
  let awal = 0;
  for (const [i, t] of rencana.tingkat.entries()) {
    const n = jumlah[i] ?? 0;
    const dari = Math.max(0, offset + rows.length - awal);
    if (rows.length < limit && n > dari) {
      const baru = await bacaTingkat(db, dasar, t, {
        ...rencana.nilai,
        limit: limit - rows.length,
        offset: dari,
      });
      rows.push(...baru.map(toRingkas));
    }
    awal += n;
    if (rows.length >= limit || awal >= BATAS_HITUNG_PASIEN) break;
  }
  return { rows, total: total(jumlah) };
}
