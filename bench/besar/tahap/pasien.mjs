// Tahap pasien: ctx.jumlahPasien patients (prefix a0), registered over the ten years the way a
// hospital's No. RM grow: 15% migrated from the previous system (registered before tanggalAwal),
// the rest day by day along the calendar below, so patient n's No. RM is its registration order and
// its first visit (tahap kunjungan) is on its registration day. Every value is one the patient
// contract (packages/domain pasien) accepts; pasien_kata gets the words the trigger would add.
import { acak, dalamPrefiks, PREFIKS, tanpaIndeks, uid } from '../alat.mjs';
import { bacaWilayah, KELOMPOK, kelompokProvinsi, UMUM_L, UMUM_P } from '../nama.mjs';

export { bacaWilayah, KELOMPOK, kelompokProvinsi, UMUM_L, UMUM_P };

/** Share of patients registered before the ten years (migrated records, old No. RM). */
export const BAGIAN_LAMA = 0.15;

// Idul Fitri (1 Syawal) dates: the week around it is the quietest of the year.
const LEBARAN = [
  '2014-07-28',
  '2015-07-17',
  '2016-07-06',
  '2017-06-25',
  '2018-06-15',
  '2019-06-05',
  '2020-05-24',
  '2021-05-13',
  '2022-05-02',
  '2023-04-22',
  '2024-04-10',
  '2025-03-31',
  '2026-03-20',
  '2027-03-10',
  '2028-02-27',
  '2029-02-14',
  '2030-02-04',
];

/** SQL: 'L' or 'P' of generated patient number iExpr (the same expression the load uses). */
export const jkSql = (iExpr) => `(CASE WHEN ${acak(iExpr, 1, 2)} = 0 THEN 'L' ELSE 'P' END)`;

/** SQL: whether generated patient iExpr has a BPJS card, and its number (13 digits). */
export const punyaBpjsSql = (iExpr) => `(${acak(iExpr, 4, 100)} < 75)`;
export const noBpjsSql = (iExpr) => `('0002' || lpad((${iExpr})::text, 9, '0'))`;

/**
 * Temp table b_kal: one row per day from tanggalAwal to hariIni with its weight (growth over the
 * years, rainy season, weekday, holidays, the 2020 pandemic dip) and the patients registered before
 * (pas0) and through (pas1) that day. Both stages derive their shapes from it.
 */
export async function buatKalender(client, ctx) {
  const n = ctx.jumlahPasien;
  const lama = Math.round(n * BAGIAN_LAMA);
  const awal = `DATE '${ctx.tanggalAwal}'`;
  const akhir = `DATE '${ctx.hariIni}'`;
  await client.query('DROP TABLE IF EXISTS b_kal');
  await client.query(`
    CREATE TEMP TABLE b_kal AS
    WITH h AS (
      SELECT (d::date - ${awal}) AS di, d::date AS tanggal, extract(isodow FROM d)::int AS dow,
        (to_char(d, 'MM-DD') IN ('01-01', '05-01', '06-01', '08-17', '12-25')
          OR EXISTS (SELECT 1 FROM unnest(ARRAY[${LEBARAN.map((t) => `'${t}'`).join(',')}]::date[]) l
                     WHERE d::date BETWEEN l - 2 AND l + 3)) AS libur
      FROM generate_series(${awal}, ${akhir}, interval '1 day') d
    ), b AS (
      SELECT h.*, (0.6 + 0.4 * di::float8 / (${akhir} - ${awal}))
        * CASE WHEN extract(month FROM tanggal) IN (12, 1, 2, 3) THEN 1.2
               WHEN extract(month FROM tanggal) IN (4, 11) THEN 1.1 ELSE 1 END
        * CASE dow WHEN 7 THEN 0.12 WHEN 6 THEN 0.6 WHEN 1 THEN 1.15 ELSE 1 END
        * CASE WHEN libur THEN 0.3 ELSE 1 END
        * CASE WHEN tanggal BETWEEN DATE '2020-04-01' AND DATE '2020-12-31' THEN 0.6 ELSE 1 END AS bobot
      FROM h
    ), k AS (
      SELECT b.*, sum(bobot) OVER (ORDER BY di) AS kum, sum(bobot) OVER () AS total FROM b
    )
    , p AS (
      SELECT k.di, k.tanggal, k.dow, k.libur, k.bobot, k.kum, k.total,
        CASE WHEN k.tanggal = ${akhir} THEN ${n}::bigint
             ELSE ${lama} + floor(${n - lama}::float8 * k.kum / k.total)::bigint END AS pas1
      FROM k)
    SELECT p.*, lag(p.pas1, 1, ${lama}::bigint) OVER (ORDER BY p.di) AS pas0 FROM p`);
  await client.query('CREATE UNIQUE INDEX ON b_kal (di)');
  await client.query('CREATE INDEX ON b_kal (tanggal)');
  await client.query('ANALYZE b_kal');
  return { lama };
}

const esc = (s) => `'${String(s).replaceAll("'", "''")}'`;
const nilai = (rows) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : esc(v))).join(',')})`).join(',\n');

async function tabelNama(client, ctx) {
  const { lipatNamaPasien } = ctx.domain;
  const wilayah = bacaWilayah(ctx.root, 1200);
  await client.query('DROP TABLE IF EXISTS b_wil, b_depan, b_belakang');
  await client.query(
    'CREATE TEMP TABLE b_wil (r int, provinsi_kode text, kabupaten_kode text, kecamatan_kode text, desa_kode text, provinsi_nama text, kabupaten_nama text, kecamatan_nama text, desa_nama text, tempat text, nik6 text, grp text)',
  );
  await client.query(
    `INSERT INTO b_wil VALUES ${nilai(wilayah.map((w, r) => [r, w.provinsi_kode, w.kabupaten_kode, w.kecamatan_kode, w.desa_kode, w.provinsi_nama, w.kabupaten_nama, w.kecamatan_nama, w.desa_nama, w.tempat, w.nik6, w.kelompok]))}`,
  );
  const depan = [];
  const belakang = [];
  for (const [grp, k] of Object.entries(KELOMPOK)) {
    for (const [i, x] of k.l.entries()) depan.push([grp, 'L', i, x, lipatNamaPasien(x), k.l.length]);
    for (const [i, x] of k.p.entries()) depan.push([grp, 'P', i, x, lipatNamaPasien(x), k.p.length]);
    for (const [i, x] of k.b.entries()) belakang.push([grp, i, x, lipatNamaPasien(x), k.b.length]);
  }
  await client.query('CREATE TEMP TABLE b_depan (grp text, jk text, i int, nama text, lipat text, n int)');
  await client.query(`INSERT INTO b_depan VALUES ${nilai(depan)}`);
  await client.query('CREATE TEMP TABLE b_belakang (grp text, i int, nama text, lipat text, n int)');
  await client.query(`INSERT INTO b_belakang VALUES ${nilai(belakang)}`);
  // Temp tables get no autovacuum statistics: without them the planner loops over the name lists.
  await client.query('CREATE UNIQUE INDEX ON b_wil (r)');
  await client.query('ANALYZE b_wil, b_depan, b_belakang');
  return wilayah.length;
}

const PEKERJAAN_DEWASA = [
  'Karyawan Swasta',
  'Wiraswasta',
  'Mengurus Rumah Tangga',
  'Petani/Pekebun',
  'Pedagang',
  'Buruh Harian Lepas',
  'Pegawai Negeri Sipil (PNS)',
  'Guru',
  'Sopir',
  'Pensiunan',
  'Tukang',
  'Nelayan/Perikanan',
  'Karyawan BUMN',
  'Perawat',
  'Belum/Tidak Bekerja',
  null,
];

export async function muat(client, ctx) {
  const n = ctx.jumlahPasien;
  const { KUNCI_NOMOR_RM, formatNoRm, PENDIDIKAN, lipatNamaPasien } = ctx.domain;
  const pp = PREFIKS.pasien;
  await client.query(`DELETE FROM pasien WHERE ${dalamPrefiks('uid', pp)}`);
  const { lama } = await buatKalender(client, ctx);
  const K = await tabelNama(client, ctx);
  if (n / K > 8999) throw new Error(`jumlah pasien terlalu besar untuk ${K} kecamatan`);

  // No. RM continue from the numbering service (the demo's own patients come first).
  const { rows: rm } = await client.query(
    `SELECT coalesce(max(no_rm)::bigint, 0) AS m FROM pasien WHERE NOT (${dalamPrefiks('uid', pp)})`,
  );
  const { rows: nu } = await client.query('SELECT nilai FROM nomor_urut WHERE kunci = $1', [KUNCI_NOMOR_RM]);
  const rm0 = Math.max(Number(rm[0].m), Number(nu[0]?.nilai ?? 0));
  formatNoRm(rm0 + n); // throws past 99,999,999
  const petugas = ctx.master.akun.PENDAFTARAN ?? null;

  const h = (salt, m) => acak('x.i', salt, m);
  const pend = PENDIDIKAN.map((v) => `'${v}'`).join(',');
  const kerja = PEKERJAAN_DEWASA.map((v) => (v ? esc(v) : 'NULL')).join(',');
  const umur = `extract(year FROM age(DATE '${ctx.hariIni}', x.lahir))::int`;
  const BLOK = 100_000;
  await tanpaIndeks(client, ['pasien'], async () => {
    for (let lo = 0; lo < n; lo += BLOK) {
      const hi = Math.min(n, lo + BLOK);
      await client.query(`
        INSERT INTO pasien (uid, no_rm, nama, nama_cari, nik, no_bpjs, jenis_kelamin, tempat_lahir, tanggal_lahir,
          golongan_darah, rhesus, agama, status_perkawinan, pendidikan, pekerjaan, no_hp, email, alamat, rt, rw,
          kode_pos, provinsi_kode, kabupaten_kode, kecamatan_kode, desa_kode, provinsi_nama, kabupaten_nama,
          kecamatan_nama, desa_nama, nama_ibu, pj_nama, pj_hubungan, pj_no_hp, alergi, created_by, created_at, updated_at)
        SELECT ${uid(pp, 'x.i')}, lpad((${rm0} + x.i + 1)::text, 8, '0'), x.nama, ' ' || x.lipat || ' ',
          CASE WHEN ${h(3, 25)} = 0 THEN NULL ELSE w.nik6
            || lpad((extract(day FROM x.lahir)::int + CASE WHEN x.jk = 'P' THEN 40 ELSE 0 END)::text, 2, '0')
            || to_char(x.lahir, 'MMYY') || lpad((1000 + x.i / ${K})::text, 4, '0') END,
          CASE WHEN ${punyaBpjsSql('x.i')} THEN ${noBpjsSql('x.i')} END,
          x.jk, w.tempat, x.lahir,
          (ARRAY['A','B','AB','O',NULL])[1 + ${h(7, 5)}], CASE WHEN ${h(8, 5)} = 0 THEN NULL ELSE 'POSITIF' END,
          CASE w.grp WHEN 'bali' THEN 'HINDU' WHEN 'timur' THEN (ARRAY['KRISTEN','KATOLIK','ISLAM'])[1 + ${h(9, 3)}]
            WHEN 'batak' THEN (ARRAY['KRISTEN','ISLAM','KATOLIK'])[1 + ${h(9, 3)}] ELSE 'ISLAM' END,
          CASE WHEN ${umur} < 19 THEN 'BELUM_KAWIN'
            ELSE (ARRAY['KAWIN','KAWIN','KAWIN','BELUM_KAWIN','CERAI_MATI','CERAI_HIDUP'])[1 + ${h(10, 6)}] END,
          CASE WHEN ${umur} < 7 THEN 'TIDAK_SEKOLAH' WHEN ${umur} < 13 THEN 'BELUM_TAMAT_SD'
            ELSE (ARRAY[${pend},NULL])[1 + ${h(11, PENDIDIKAN.length + 1)}] END,
          CASE WHEN ${umur} < 19 THEN 'Pelajar/Mahasiswa'
            ELSE (ARRAY[${kerja}])[1 + ${h(12, PEKERJAAN_DEWASA.length)}] END,
          '08' || (ARRAY['12','13','21','52','57','77','78','95','96'])[1 + ${h(13, 9)}] || lpad(${h(14, 100000000)}::text, 8, '0'),
          CASE WHEN ${h(19, 12)} = 0 THEN lower(split_part(x.lipat, ' ', 1)) || '.' || x.i || '@contoh.co.id' END,
          'Jl. ' || (ARRAY['Merdeka','Sudirman','Diponegoro','Ahmad Yani','Gatot Subroto','Pahlawan','Kartini','Pemuda','Veteran','Mawar','Melati','Anggrek','Kenanga','Flamboyan','Cempaka'])[1 + ${h(15, 15)}]
            || ' No. ' || (1 + ${h(16, 250)}),
          lpad((1 + ${h(17, 12)})::text, 3, '0'), lpad((1 + ${h(18, 9)})::text, 3, '0'),
          CASE WHEN ${h(24, 10)} < 6 THEN (10110 + ${h(25, 89000)})::text END,
          w.provinsi_kode, w.kabupaten_kode, w.kecamatan_kode, w.desa_kode, w.provinsi_nama, w.kabupaten_nama,
          w.kecamatan_nama, w.desa_nama, ibu.nama,
          CASE WHEN ${h(26, 10)} < 3 THEN ibu.nama END,
          CASE WHEN ${h(26, 10)} < 3 THEN CASE WHEN ${umur} < 18 THEN 'IBU'
            ELSE (ARRAY['SUAMI','ISTRI','ANAK','SAUDARA','KERABAT'])[1 + ${h(27, 5)}] END END,
          CASE WHEN ${h(26, 10)} < 3 THEN '08' || (ARRAY['12','13','21','52','57','77'])[1 + ${h(28, 6)}] || lpad(${h(29, 100000000)}::text, 8, '0') END,
          CASE WHEN ${h(30, 25)} = 0 THEN ARRAY[(ARRAY['Penisilin','Amoksisilin','Sulfa','Seafood','Debu','Aspirin'])[1 + ${h(31, 6)}]]
            ELSE '{}'::text[] END,
          CASE WHEN x.i >= ${lama} THEN ${petugas ? `'${petugas.uid}'::uuid` : 'NULL::uuid'} END,
          x.dibuat, x.dibuat
        FROM (
          SELECT g.i, g.grp, g.jk, g.dibuat, g.r,
            g.dibuat::date - CASE WHEN g.u < 20 THEN g.v % 5475 WHEN g.u < 80 THEN 5475 + g.v % 16425
                                  ELSE 21900 + g.v % 10950 END AS lahir,
            d.nama || CASE WHEN g.tiga THEN ' ' || d2.nama ELSE '' END || ' ' || b.nama AS nama,
            d.lipat || CASE WHEN g.tiga THEN ' ' || d2.lipat ELSE '' END || ' ' || b.lipat AS lipat
          FROM (
            SELECT p.i, p.dibuat, w.grp, p.i % ${K} AS r, ${jkSql('p.i')} AS jk,
              ${acak('p.i', 2, 100)} AS u, ${acak('p.i', 32, 1000000)} AS v, ${acak('p.i', 5, 10)} < 4 AS tiga,
              ${acak('p.i', 20, 1000000)} AS h1, ${acak('p.i', 21, 1000000)} AS h2, ${acak('p.i', 22, 1000000)} AS h3
            FROM (
              SELECT g.i, least(now(), (DATE '${ctx.tanggalAwal}' + time '06:00') AT TIME ZONE 'Asia/Jakarta'
                - make_interval(secs => (${lama} - g.i)::float8 * 315576000 / ${Math.max(1, lama)})) AS dibuat
              FROM generate_series(${lo}::bigint, ${Math.min(hi, lama) - 1}::bigint) g(i)
              UNION ALL
              SELECT g.i, least(now(), (k.tanggal + time '06:30') AT TIME ZONE 'Asia/Jakarta'
                + (g.i - k.pas0) * (interval '600 minutes' / greatest(k.pas1 - k.pas0, 1)))
              FROM b_kal k, generate_series(greatest(k.pas0, ${lo}), least(k.pas1, ${hi}) - 1) g(i)
              WHERE k.pas1 > ${lo} AND k.pas0 < ${hi}
            ) p
            JOIN b_wil w ON w.r = p.i % ${K}
          ) g
          JOIN b_depan d ON d.grp = g.grp AND d.jk = g.jk AND d.i = g.h1 % d.n
          JOIN b_depan d2 ON d2.grp = g.grp AND d2.jk = g.jk AND d2.i = (g.h1 + 1 + g.h3 % (d2.n - 1)) % d2.n
          JOIN b_belakang b ON b.grp = g.grp AND b.i = g.h2 % b.n
        ) x
        JOIN b_wil w ON w.r = x.r
        JOIN b_depan ibu ON ibu.grp = w.grp AND ibu.jk = 'P' AND ibu.i = (x.i / 7) % ibu.n
        ORDER BY x.i`);
      ctx.log(`pasien ${hi.toLocaleString('id-ID')} / ${n.toLocaleString('id-ID')}`);
    }
  });
  // What the statement trigger pasien_kata_tambah would have added (triggers are off while loading).
  const { rowCount: kata } = await client.query(`
    INSERT INTO pasien_kata (kata)
    SELECT DISTINCT k FROM pasien, unnest(string_to_array(btrim(nama_cari), ' ')) AS k
    WHERE ${dalamPrefiks('uid', pp)} AND k <> '' ORDER BY k
    ON CONFLICT DO NOTHING`);
  await client.query(
    `INSERT INTO nomor_urut (kunci, nilai) VALUES ($1, $2)
     ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, EXCLUDED.nilai), updated_at = now()`,
    [KUNCI_NOMOR_RM, rm0 + n],
  );
  await client.query('ANALYZE pasien, pasien_kata');
  // nama_cari must be exactly what the app stores: ` ${lipatNamaPasien(nama)} `.
  const { rows: contoh } = await client.query(
    `SELECT nama, nama_cari FROM pasien WHERE ${dalamPrefiks('uid', pp)} ORDER BY uid LIMIT 3000`,
  );
  const salah = contoh.filter((r) => r.nama_cari !== ` ${lipatNamaPasien(r.nama)} `);
  if (salah.length)
    throw new Error(`nama_cari tidak sama dengan lipatNamaPasien: ${JSON.stringify(salah[0])}`);
  return { pasien: n, pasien_kata: kata, rm_awal: rm0 + 1, rm_akhir: rm0 + n };
}
