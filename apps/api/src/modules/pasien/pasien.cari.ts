import {
  type AlasanDuplikat,
  type CekDuplikatQuery,
  type DuplikatPasien,
  lipatNamaPasien,
  type PasienListQuery,
  type PasienRingkas,
  tafsirKueriPasien,
} from '@rawat/domain';
import { and, asc, count, desc, eq, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kolomRingkas, toRingkas } from './pasien.dto.ts';
import { pasien } from './pasien.tables.ts';

/** How `nama_cari` is stored: the folded name with a space on both sides. */
export const namaCari = (nama: string) => ` ${lipatNamaPasien(nama)} `;

interface Rencana {
  where: SQL | undefined;
  order: SQL[];
}

/**
 * A name search (docs/pasien.md): every word of the query starts a word of the name, or the query
 * is close to words of the name (pg_trgm word similarity ≥ 0.6, 'Sity Rahmawti' finds 'Siti
 * Rahmawati'). The name itself ranks first, then names starting with the query, then all words
 * found, then the closest spellings.
 */
function rencanaNama(nama: string): Rencana {
  // Folded words hold only letters, digits and spaces, so they need no LIKE escaping.
  const kata = nama.split(' ');
  const semuaKata = and(...kata.map((w) => like(pasien.nama_cari, `% ${w}%`))) ?? sql`false`;
  const mirip = sql`${nama} <% ${pasien.nama_cari}`;
  const rank = sql`CASE WHEN ${pasien.nama_cari} = ${` ${nama} `} THEN 3 WHEN ${pasien.nama_cari} LIKE ${` ${nama}%`} THEN 2 WHEN ${semuaKata} THEN 1 ELSE 0 END`;
  return {
    where: or(semuaKata, mirip),
    // Among equal matches the shorter name is the closer one ('Dewi Anggraini' before 'By. Ny. Dewi Anggraini').
    order: [
      desc(rank),
      desc(sql`word_similarity(${nama}, ${pasien.nama_cari})`),
      asc(sql`length(${pasien.nama})`),
      asc(pasien.nama),
    ],
  };
}

/** What the search box asks for, read by its shape (tafsirKueriPasien). */
function rencanaCari(search: string | undefined): Rencana {
  const k = search ? tafsirKueriPasien(search) : null;
  switch (k?.jenis) {
    case undefined:
      // The newest patients first: what the registration desk looks for most.
      return { where: undefined, order: [desc(pasien.no_rm)] };
    case 'NO_RM':
      return {
        where: or(eq(pasien.no_rm, k.persis), like(pasien.no_rm, `${k.awalan}%`)),
        order: [desc(sql`${pasien.no_rm} = ${k.persis}`), asc(pasien.no_rm)],
      };
    case 'NIK':
      return { where: eq(pasien.nik, k.nik), order: [] };
    case 'NO_BPJS':
      return { where: eq(pasien.no_bpjs, k.no_bpjs), order: [] };
    case 'TANGGAL_LAHIR':
      return { where: eq(pasien.tanggal_lahir, k.tanggal), order: [asc(pasien.nama)] };
    case 'NAMA':
      return rencanaNama(k.nama);
    case 'ANGKA_LAIN':
      return { where: sql`false`, order: [] };
  }
}

const total = sql<number>`(count(*) over ())::int`;

/**
 * GET /pasien: patients not merged away, searched by any key, 15 a page. Always paged: `limitless`
 * is ignored, since the table grows to millions of rows.
 */
export async function listPasien(
  db: Db,
  q: PasienListQuery,
): Promise<{ rows: PasienRingkas[]; total: number }> {
  const rencana = rencanaCari(q.search);
  const where = and(
    isNull(pasien.digabung_ke),
    q.status ? eq(pasien.status, q.status) : undefined,
    q.tanggal_lahir ? eq(pasien.tanggal_lahir, q.tanggal_lahir) : undefined,
    rencana.where,
  );
  const { limit, offset } = q;
  const rows = await db
    .select({ ...kolomRingkas, total })
    .from(pasien)
    .where(where)
    .orderBy(...rencana.order, asc(pasien.no_rm))
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  // An empty page past the end still tells how many there are.
  const n = first
    ? first.total
    : offset > 0
      ? ((await db.select({ n: count() }).from(pasien).where(where))[0]?.n ?? 0)
      : 0;
  return { rows: rows.map(toRingkas), total: n };
}

// Spelling variants of one name with the same birth date ('Siti Rahmawati' / 'Sity Rahmawaty').
const AMBANG_NAMA_MIRIP = 0.5;
const URUTAN_ALASAN: readonly AlasanDuplikat[] = [
  'NIK_SAMA',
  'NO_BPJS_SAMA',
  'NAMA_TANGGAL_LAHIR_SAMA',
  'NAMA_MIRIP',
];

/**
 * Likely duplicates of a patient about to be saved (docs/pasien.md): the same NIK, the same BPJS
 * number, the same folded name and birth date, or a name at least half similar (trigrams) with
 * the same birth date. At most 10, the strongest reason first.
 */
export async function cekDuplikat(db: Db, q: CekDuplikatQuery): Promise<DuplikatPasien[]> {
  const nama = q.nama && q.tanggal_lahir ? namaCari(q.nama) : null;
  const sim = nama ? sql<number>`similarity(${pasien.nama_cari}, ${nama})` : sql<number>`0`;
  const cocok = or(
    q.nik ? eq(pasien.nik, q.nik) : undefined,
    q.no_bpjs ? eq(pasien.no_bpjs, q.no_bpjs) : undefined,
    nama && q.tanggal_lahir
      ? and(
          eq(pasien.tanggal_lahir, q.tanggal_lahir),
          or(eq(pasien.nama_cari, nama), sql`${sim} >= ${AMBANG_NAMA_MIRIP}`),
        )
      : undefined,
  );
  if (!cocok) return [];
  const rows = await db
    .select({ ...kolomRingkas, nama_cari: pasien.nama_cari, sim })
    .from(pasien)
    .where(and(isNull(pasien.digabung_ke), q.kecuali ? ne(pasien.uid, q.kecuali) : undefined, cocok))
    .orderBy(asc(pasien.no_rm))
    .limit(10);
  const hasil = rows.map(({ nama_cari, sim: s, ...r }) => {
    const alasan: AlasanDuplikat[] = [];
    if (q.nik && r.nik === q.nik) alasan.push('NIK_SAMA');
    if (q.no_bpjs && r.no_bpjs === q.no_bpjs) alasan.push('NO_BPJS_SAMA');
    if (nama && r.tanggal_lahir === q.tanggal_lahir) {
      if (nama_cari === nama) alasan.push('NAMA_TANGGAL_LAHIR_SAMA');
      else if (Number(s) >= AMBANG_NAMA_MIRIP) alasan.push('NAMA_MIRIP');
    }
    return { pasien: toRingkas(r), alasan };
  });
  const bobot = (d: DuplikatPasien) => Math.min(...d.alasan.map((a) => URUTAN_ALASAN.indexOf(a)));
  return hasil.filter((d) => d.alasan.length > 0).sort((a, b) => bobot(a) - bobot(b));
}
