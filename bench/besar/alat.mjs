// Shared tools of the large-data generator (bench/besar/): deterministic ids and choices in SQL,
// loading without secondary indexes, and the record of which stages a database already holds.
//
// Every generated row gets a uuid of a fixed shape, `PP000000-0000-4000-8000-<n as 12 hex digits>`,
// where PP is the two-hex-digit prefix of the table it belongs to (PREFIKS below) and n the row's
// number: the same data every run, and each stage finds the previous stage's rows by a range on the
// primary key instead of a marker column the schema does not have.
import pg from 'pg';

/**
 * Which generated kind owns which uuid prefix. A stage may only create rows with its own prefixes.
 * Rows the app itself makes later (the scenario's writes) keep their random uuids.
 */
export const PREFIKS = {
  // tahap pasien / kunjungan
  pasien: 'a0',
  kunjungan: 'b0',
  layanan: 'b1',
  antrian: 'b2',
  perawatan_inap: 'b3',
  rawat_inap: 'b4',
  // b5 ruangan, b6 kamar, b7 bed, b8 bed_riwayat, b9 tindak_lanjut (the added wards and admissions)
  // tahap klinis: c0 asesmen, c1 diagnosis, c2 prosedur, c3 tindakan_layanan, c4 transaksi of a
  //   tindakan, c5 transaksi of an order item, c6 order_penunjang, c7 order_item, c8 hasil_lab_versi,
  //   c9 hasil_lab, ba ekspertise_radiologi, bb cppt, bc observasi
  // tahap farmasi: d0 resep, d1 resep_detail, d2 farmasi_stok_mutasi (RESEP), d3 farmasi_stok_batch,
  //   d4 farmasi_dokumen, d5 farmasi_dokumen_item, d6 farmasi_dokumen_riwayat, d7 transaksi (OBAT),
  //   d9 farmasi_stok_mutasi (GR)
  // tahap keuangan: e0 pembayaran, e1 transaksi (pendaftaran), e2 transaksi (hari rawat),
  //   e3 ranap_tagihan_hari, e4 pembayaran_metode, e5 kasir_shift, e6/e7/e8 deposit SETOR/PAKAI/REFUND,
  //   e9 fee_dokter
  // log_pasien, order_riwayat and pembayaran_item have no uuid: found through the rows they point at.
};

/** SQL for the generated uuid of row number `nExpr` (an SQL expression) under prefix `pp`. */
export function uid(pp, nExpr) {
  if (!/^[0-9a-f]{2}$/.test(pp)) throw new Error(`prefiks uuid '${pp}' harus dua digit heksadesimal`);
  return `(('${pp}000000-0000-4000-8000-' || lpad(to_hex((${nExpr})::bigint), 12, '0'))::uuid)`;
}

/** SQL range predicate "column holds a generated uuid of prefix pp" (uses the primary key index). */
export function dalamPrefiks(kolom, pp) {
  return `${kolom} BETWEEN '${pp}000000-0000-4000-8000-000000000000'::uuid AND '${pp}000000-0000-4000-8000-ffffffffffff'::uuid`;
}

/** SQL for the row number n back from a generated uuid column (inverse of uid()). */
export function nomorDari(kolom) {
  return `('x' || lpad(right(${kolom}::text, 12), 16, '0'))::bit(64)::bigint`;
}

/**
 * SQL for a deterministic choice in [0, m) from row number `nExpr` and a per-purpose `garam` (salt):
 * hashint8 spreads consecutive numbers; different salts give independent choices for one row.
 */
export function acak(nExpr, garam, m) {
  return `(abs(hashint8((${nExpr})::bigint * 7919 + ${Number(garam)})) % ${Number(m)})`;
}

/** A client for loading: foreign-key and append-only triggers off (superuser), long statements allowed. */
export async function bukaKlien(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET statement_timeout = 0');
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query("SET work_mem = '64MB'");
  // A load that fails half-way is reloaded from the start of its stage anyway: waiting at every
  // commit for the WAL to reach the disk buys nothing here.
  await client.query('SET synchronous_commit = off');
  // Stages stage their work in temporary tables (GBs at full size); settable only before the first.
  await client.query("SET temp_buffers = '512MB'");
  // Rows are consistent by construction (bench/besar/cek.mjs opens a sample through the API);
  // per-row foreign-key checks would triple the load time.
  await client.query('SET session_replication_role = replica');
  return client;
}

/**
 * Runs `kerja` with the secondary indexes of `tabel` dropped, then recreates each from its exact
 * definition (pg_indexes.indexdef), as pg_restore does: the final schema is the migrations' own.
 * Primary keys and unique constraints stay (they are constraints, not plain indexes).
 */
export async function tanpaIndeks(client, tabel, kerja, url = null) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
     ORDER BY pg_table_size(format('%I', i.tablename)::regclass) DESC, i.indexname`,
    [tabel],
  );
  for (const r of rows) await client.query(`DROP INDEX IF EXISTS "${r.indexname}"`);
  let galat = null;
  try {
    await kerja();
  } catch (err) {
    galat = err;
  }
  // Rebuilt even after a failed load, so the schema stays whole; the load's own error is the one
  // reported (a unique index that no longer builds is then only its consequence).
  const gagal = await jalankanSerentak(
    url,
    client,
    rows.map((r) => r.indexdef),
  );
  for (const { sql: d, err } of gagal) {
    if (!galat) throw err;
    console.error(`indeks tidak bisa dibangun ulang (${d}): ${err.message}`);
  }
  if (galat) throw galat;
}

/**
 * Runs statements on two connections at once, each taking the next from the list (give the
 * biggest first), or one by one on `client` when there is no `url`. Building an index or
 * vacuuming a table waits for the disk part of the time: a second connection fills that time
 * on the other core. Returns the statements that failed, with their errors.
 */
export async function jalankanSerentak(url, client, sqls, koneksi = 2) {
  const gagal = [];
  const antre = [...sqls];
  const pekerja = async (c) => {
    for (let d = antre.shift(); d !== undefined; d = antre.shift()) {
      try {
        await c.query(d);
      } catch (err) {
        gagal.push({ sql: d, err });
      }
    }
  };
  if (!url || koneksi < 2 || sqls.length < 2) {
    await pekerja(client);
    return gagal;
  }
  const lain = await Promise.all(Array.from({ length: koneksi - 1 }, () => bukaKlien(url)));
  try {
    await Promise.all([client, ...lain].map(pekerja));
  } finally {
    await Promise.all(lain.map((c) => c.end()));
  }
  return gagal;
}

/** The stages a database already holds: kept in its COMMENT, so the schema stays the migrations'. */
export async function tahapTercatat(client) {
  const { rows } = await client.query(
    'SELECT shobj_description(oid, $1) AS c FROM pg_database WHERE datname = current_database()',
    ['pg_database'],
  );
  try {
    return JSON.parse(rows[0]?.c ?? '{}');
  } catch {
    return {};
  }
}

export async function catatTahap(client, nama, info) {
  const semua = { ...(await tahapTercatat(client)), [nama]: { ...info, selesai: new Date().toISOString() } };
  const teks = JSON.stringify(semua).replaceAll("'", "''");
  await client.query(
    `COMMENT ON DATABASE "${(await client.query('SELECT current_database() AS d')).rows[0].d}" IS '${teks}'`,
  );
}

/**
 * The server settings PostgreSQL's manual advises for populating a database ("Increase
 * max_wal_size"), set for the load and put back after it. With the distribution's 1 GB a checkpoint
 * comes after every gigabyte of WAL, and the first change to each page after a checkpoint writes the
 * whole 8 KB page into WAL again: loading 60 GB then writes most pages several times. Both settings
 * take effect on reload (no restart, no other session disturbed beyond fewer checkpoints). Only a
 * superuser may change them; otherwise the load runs with the server's settings and says so.
 * Returns the function that restores the previous values (also run on Ctrl+C).
 */
export async function aturServerMuat(client, ubah = { max_wal_size: '8GB', checkpoint_timeout: '30min' }) {
  const { rows: peran } = await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  if (!peran[0]?.rolsuper) {
    console.log('  (bukan superuser: pengaturan server untuk memuat tidak diubah)');
    return async () => {};
  }
  const { rows } = await client.query(
    `SELECT name, setting, unit, sourcefile FROM pg_settings WHERE name = ANY($1)`,
    [Object.keys(ubah)],
  );
  const semula = rows.map((r) => ({
    nama: r.name,
    // A value set by an earlier ALTER SYSTEM is put back; otherwise the entry is removed again.
    auto: r.sourcefile?.endsWith('postgresql.auto.conf') ? `${r.setting}${r.unit ?? ''}` : null,
  }));
  for (const [nama, nilai] of Object.entries(ubah))
    await client.query(`ALTER SYSTEM SET ${nama} = '${nilai}'`);
  await client.query('SELECT pg_reload_conf()');
  console.log(
    `  pengaturan server selama memuat: ${Object.entries(ubah)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  let sudah = false;
  const pulihkan = async () => {
    if (sudah) return;
    sudah = true;
    process.off('SIGINT', saatInterupsi);
    for (const s of semula)
      await client.query(
        s.auto ? `ALTER SYSTEM SET ${s.nama} = '${s.auto}'` : `ALTER SYSTEM RESET ${s.nama}`,
      );
    await client.query('SELECT pg_reload_conf()');
    console.log('  pengaturan server dikembalikan');
  };
  const saatInterupsi = () => {
    pulihkan()
      .catch((e) => console.error(`pengaturan server gagal dikembalikan: ${e.message}`))
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', saatInterupsi);
  return pulihkan;
}

/** WAL position now: the difference of two tells how many bytes a stage wrote to WAL. */
export async function posisiWal(client) {
  return (await client.query('SELECT pg_current_wal_lsn()::text AS l')).rows[0].l;
}

export async function walSejak(client, lsn) {
  const { rows } = await client.query(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS b',
    [lsn],
  );
  return Number(rows[0].b);
}
