// What bench/pasien-besar.mjs asks of the loaded database: the searches by kind (names, typos,
// NIK, No. RM, BPJS number) with values read from the generated rows, the three queues (clinic,
// cashier, pharmacy), each query's plan (EXPLAIN ANALYZE BUFFERS of the statements the app's own
// services send) and a load run that keeps every response's latency per kind.
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { persentil } from './beban.mjs';

/** Tables that grow with patients and visits: a Seq Scan on them is a plan that will not scale. */
const TABEL_BESAR = ['pasien', 'kunjungan', 'layanan', 'antrian', 'transaksi', 'resep', 'resep_detail'];

// Names as typed at the registration desk, common ones with thousands of matches.
const NAMA_UMUM = [
  'siti rahmawati',
  'budi santoso',
  'dewi',
  'agus setiawan',
  'sitompul',
  'nur hidayah',
  'asep sunarya',
  'ni putu ariani',
  'rizky pratama',
  'muhammad ilham',
  'andi',
];
// Misspelt: a word no name has, found through the word dictionary (pasien_kata, trigrams).
const SALAH_KETIK = ['sity rahmawaty', 'budi santosa', 'agus setiawn', 'dewy', 'sitompol', 'muhamad ilham'];

/**
 * The search kinds with values from the data: NIKs, BPJS numbers and No. RMs of patients spread
 * over the table (fixed fractions of the table from the first No. RM: the same values each run).
 */
export async function jenisPencarian(c) {
  const { rows } = await c.query(`
    SELECT no_rm, nik, no_bpjs FROM pasien
    WHERE no_rm IN (SELECT lpad((m.rm + floor(m.n * x))::bigint::text, 8, '0')
      FROM (SELECT min(no_rm)::bigint AS rm, count(*) AS n FROM pasien) m
      CROSS JOIN unnest(ARRAY[0.0012, 0.099, 0.25, 0.5, 0.733, 0.988, 0.555, 0.123]) x)
    ORDER BY no_rm`);
  const nik = rows.filter((r) => r.nik).map((r) => r.nik);
  const bpjs = rows.filter((r) => r.no_bpjs).map((r) => r.no_bpjs);
  const rm = rows.map((r) => r.no_rm);
  if (nik.length < 3 || bpjs.length < 3 || rm.length < 4) throw new Error('contoh NIK/BPJS/No. RM kurang');
  // As typed: a NIK with spaces, a No. RM without its zeros, a No. RM prefix (10,000 numbers).
  const nikKetik = [...nik.slice(0, 4), `${nik[0].slice(0, 6)} ${nik[0].slice(6, 12)} ${nik[0].slice(12)}`];
  const rmKetik = [rm[0], rm[1], String(Number(rm[2])), String(Number(rm[3])), '0099'];
  return [
    { jenis: 'nama umum', nilai: NAMA_UMUM },
    { jenis: 'salah ketik', nilai: SALAH_KETIK },
    { jenis: 'NIK', nilai: nikKetik, pengenal: true },
    { jenis: 'No. RM', nilai: rmKetik, pengenal: true },
    { jenis: 'BPJS', nilai: bpjs.slice(0, 4), pengenal: true },
  ];
}

/** The queues as their screens poll them (AntrianPoli, AntrianKasirPage, AntrianFarmasiPage). */
export function jenisAntrian(poliUmum, hariIni) {
  const klinik = `/api/v1/antrian/klinik`;
  const resep = `/api/v1/farmasi/obat/request`;
  return [
    {
      jenis: 'antrian klinik',
      akun: 'poli',
      jalur: [
        `${klinik}?poli=${poliUmum}&tanggal=${hariIni}`,
        `${klinik}?poli=${poliUmum}&tanggal=${hariIni}&status=WAITING`,
        `${klinik}?poli=${poliUmum}&tanggal=${hariIni}&offset=90`,
        `${klinik}?tanggal=${hariIni}`, // 'Semua poli', the screen's default
        `${klinik}/jumlah?poli=${poliUmum}&tanggal=${hariIni}`,
      ],
    },
    {
      jenis: 'antrian kasir',
      akun: 'kasir',
      jalur: [
        `/api/v1/kasir/antrian?tanggal=${hariIni}`,
        `/api/v1/kasir/antrian?tanggal=${hariIni}&penjamin=UMUM`,
        `/api/v1/kasir/antrian?tanggal=${hariIni}&offset=45`,
      ],
    },
    {
      jenis: 'antrian farmasi',
      akun: 'apoteker',
      jalur: [
        `${resep}?tahap=DIMINTA&tanggal=${hariIni}`,
        `${resep}?tahap=DIMINTA&tanggal=${hariIni}&limit=1`,
        `${resep}?tahap=DISIAPKAN&tanggal=${hariIni}&limit=1`,
        `${resep}?tahap=SIAP&tanggal=${hariIni}&limit=1`,
        `${resep}?tahap=SIAP&tanggal=${hariIni}`,
      ],
    },
  ];
}

const app = (p) => tsImport(`../apps/api/src/${p}`, import.meta.url);

/** A literal for EXECUTE: quoted, so PostgreSQL casts it to the parameter's inferred type. */
const literal = (v) => {
  if (v === null || v === undefined) return 'NULL';
  const s = v instanceof Date ? v.toISOString() : String(v);
  return `'${s.replaceAll("'", "''")}'`;
};

/**
 * Runs one search or list through the app's own service on a drizzle handle that records every
 * statement, then explains each one as the server runs it: prepared, with the generic plan (what a
 * statement polled all day settles on) and a custom plan for these values.
 */
async function rencanaKueri(rawat, jalankan) {
  const dicatat = [];
  const db = rawat.drizzle({ logQuery: (q, params) => dicatat.push({ q, params }) });
  await jalankan(db);
  const hasil = [];
  for (const [i, { q, params }] of dicatat.entries()) {
    const mode = {};
    for (const m of ['generic', 'custom']) {
      await rawat.query(`SET plan_cache_mode = force_${m}_plan`);
      const nama = `b_jelas_${i}`;
      await rawat.query(`PREPARE ${nama} AS ${q}`);
      const args = params.length ? `(${params.map(literal).join(', ')})` : '';
      const { rows } = await rawat.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${nama}${args}`);
      await rawat.query(`DEALLOCATE ${nama}`);
      const teks = rows.map((r) => r['QUERY PLAN']);
      const seq = TABEL_BESAR.filter((t) => teks.some((l) => new RegExp(`Seq Scan on ${t}\\b`).test(l)));
      const ms = Number(teks.find((l) => l.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0] ?? Number.NaN);
      // The root node's buffers (the first Buffers line): pages touched, steadier than time on a
      // busy machine.
      const buf = teks.find((l) => l.trim().startsWith('Buffers:')) ?? '';
      const halaman = [...buf.matchAll(/(hit|read)=(\d+)/g)].reduce((n, x) => n + Number(x[2]), 0);
      mode[m] = { teks, seq, ms, halaman };
    }
    await rawat.query('RESET plan_cache_mode');
    // The plan the server runs: a named (prepared) statement settles on the generic plan after
    // its fifth run on a connection; any other statement is planned for its values each time.
    const siap = rawat.bernama.has(q);
    hasil.push({
      sql: q.replace(/\s+/g, ' ').slice(0, 160),
      siap,
      dipakai: siap ? mode.generic : mode.custom,
      ...mode,
    });
  }
  return hasil;
}

/** Connects the app's services to the bench database (PostgreSQL or the PGlite folder). */
export async function bukaRawat(db) {
  const schema = await app('db/schema.ts');
  let query;
  let akhiri;
  let buatDrizzle;
  const bernama = new Set();
  if (db.jenis === 'postgres') {
    const { default: pg } = await import('pg');
    // One connection: PREPARE, SET and EXECUTE must meet on the same session.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Which statements the app prepares: drizzle hands node-postgres a name for those.
    const asli = client.query.bind(client);
    client.query = (cfg, ...rest) => {
      if (cfg && typeof cfg === 'object' && cfg.name && cfg.text) bernama.add(cfg.text);
      return asli(cfg, ...rest);
    };
    query = (s) => asli(s);
    akhiri = () => client.end();
    buatDrizzle = (logger) => drizzle({ client, schema, logger });
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(db.dataDir, { extensions: { pg_trgm } });
    const { drizzle } = await import('drizzle-orm/pglite');
    query = (s) => client.query(s);
    akhiri = () => client.close();
    buatDrizzle = (logger) => drizzle({ client, schema, logger });
  }
  return { query, drizzle: buatDrizzle, end: akhiri, bernama };
}

/**
 * EXPLAIN ANALYZE BUFFERS of one representative request per kind (the first value), through the
 * same functions the routes call. `ok` is false when a big table is read whole (Seq Scan).
 */
export async function jelaskanSemua(rawat, { pencarian, poliUmum, hariIni, akunPoli }) {
  const domain = await tsImport('@rawat/domain', import.meta.url);
  const { listPasien } = await app('modules/pasien/pasien.cari.ts');
  const { listAntrian } = await app('modules/kunjungan/antrian-klinik.daftar.ts');
  const { antrianKasir } = await app('modules/kasir/tagihan.baca.ts');
  const { daftarResepFarmasi } = await app('modules/farmasi/resep/resep.baca.ts');
  const sekarang = new Date();
  const ctx = { user: { uid: akunPoli }, ip: null, userAgent: null, now: () => sekarang };
  const kasus = [
    ...pencarian.map((p) => ({
      jenis: p.jenis,
      contoh: p.nilai[0],
      jalankan: (db) => listPasien(db, domain.pasienListQuerySchema.parse({ search: p.nilai[0] })),
    })),
    {
      jenis: 'antrian klinik',
      contoh: 'Poli Umum, hari ini',
      jalankan: (db) =>
        listAntrian(
          db,
          ctx,
          'RAWAT_JALAN',
          domain.antrianKlinikQuerySchema.parse({ poli: poliUmum, tanggal: hariIni }),
        ),
    },
    {
      jenis: 'antrian klinik',
      contoh: 'semua poli, hari ini',
      jalankan: (db) =>
        listAntrian(db, ctx, 'RAWAT_JALAN', domain.antrianKlinikQuerySchema.parse({ tanggal: hariIni })),
    },
    {
      jenis: 'antrian kasir',
      contoh: 'hari ini',
      jalankan: (db) => antrianKasir(db, ctx, domain.antrianKasirQuerySchema.parse({ tanggal: hariIni })),
    },
    {
      jenis: 'antrian farmasi',
      contoh: 'SIAP, hari ini',
      jalankan: (db) =>
        daftarResepFarmasi(
          db,
          domain.resepQuerySchema.parse({ tahap: 'SIAP', tanggal: hariIni }),
          domain.TAHAP_RESEP_ANTREAN,
          'antrean',
        ),
    },
  ];
  const hasil = [];
  for (const k of kasus) {
    // Twice: the first run fills caches (as a server does after its first minutes).
    await rencanaKueri(rawat, k.jalankan);
    const pernyataan = await rencanaKueri(rawat, k.jalankan);
    // A Seq Scan on pasien fails in any plan; on the other growing tables, in the plan the
    // server runs (a custom plan of a prepared statement, its first five runs, may hash-join a
    // table that is still small here).
    const seq = [
      ...new Set(
        pernyataan.flatMap((p) => [
          ...p.dipakai.seq,
          ...(p.generic.seq.includes('pasien') || p.custom.seq.includes('pasien') ? ['pasien'] : []),
        ]),
      ),
    ];
    const ms = pernyataan.reduce((s, p) => s + p.dipakai.ms, 0);
    const halaman = pernyataan.reduce((s, p) => s + p.dipakai.halaman, 0);
    hasil.push({ jenis: k.jenis, contoh: k.contoh, ok: seq.length === 0, seq, ms, halaman, pernyataan });
  }
  return hasil;
}

export function cetakRencana(hasil) {
  for (const h of hasil) {
    console.log(
      `\n  ── ${h.jenis} (${h.contoh}): ${h.pernyataan.length} pernyataan, ${h.ms.toFixed(2)} ms dan ${h.halaman} halaman buffer di basis data (rencana yang dipakai server)${h.ok ? '' : `  ✗ Seq Scan pada ${h.seq.join(', ')}`}`,
    );
    for (const p of h.pernyataan) {
      console.log(`    ${p.sql}${p.sql.length >= 160 ? '…' : ''}`);
      // The plan the server runs in full; the other one in a line.
      const [dipakai, lain, namaLain] = p.siap
        ? ['generik (pernyataan siap pakai)', p.custom, 'kustom']
        : ['kustom (tidak disiapkan)', p.generic, 'generik'];
      const seq = (x) => (x.seq.length ? `, Seq Scan ${x.seq.join(', ')}` : '');
      console.log(
        `    ${namaLain}: ${lain.ms.toFixed(2)} ms, ${lain.halaman} halaman${seq(lain)}; ${dipakai}:`,
      );
      for (const l of p.dipakai.teks) console.log(`      ${l}`);
    }
  }
}

/**
 * One autocannon run over every kind's paths in turn, each response's latency kept under its
 * kind (the client's context names the path it sent; one request at a time per connection).
 */
export async function bebaniPerJenis(opsi, jalurJenis) {
  let i = 0;
  const semua = [];
  const perJenis = new Map(jalurJenis.map(([, j]) => [j, []]));
  const instance = autocannon({
    ...opsi,
    requests: [
      {
        method: 'GET',
        setupRequest: (req, context) => {
          const [jalur, jenis] = jalurJenis[i++ % jalurJenis.length];
          context.jenis = jenis;
          return { ...req, path: jalur };
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, ms) => {
    if (status < 200 || status >= 300) return;
    semua.push(ms);
    perJenis.get(client.requestIterator?.context?.jenis)?.push(ms);
  });
  const h = await instance;
  const ringkas = (l) => {
    l.sort((a, b) => a - b);
    return { n: l.length, p50: persentil(l, 50), p95: persentil(l, 95), p99: persentil(l, 99) };
  };
  return {
    rps: h['2xx'] / h.duration,
    ...ringkas(semua),
    non2xx: h.non2xx,
    errors: h.errors,
    perJenis: Object.fromEntries([...perJenis].map(([j, l]) => [j, ringkas(l)])),
  };
}
