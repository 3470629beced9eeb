// Inpatient stays of tahap kunjungan, planned per bed so no bed ever holds two patients: each added
// bed's timeline is walked back from today 00:00 (Jakarta), stay after gap, to the first day of the
// history. About 78% of those beds are occupied now (with the demo's, ~70% of 300), the rest of the
// history's stays were discharged. Stays come from the IGD (60%), a clinic (15%) or are elective.
import { acak, uid } from '../../alat.mjs';
import { jkSql } from '../pasien.mjs';

// Admitting diagnoses by the DPJP's specialty (ICD-10 leaf codes of the catalogue).
const DX = {
  SP_PD: [
    'A01.0',
    'A91',
    'A09.9',
    'J18.9',
    'K29.7',
    'N39.0',
    'A41.9',
    'E86',
    'K92.2',
    'N18.5',
    'J44.1',
    'A90',
  ],
  SP_B: ['K35.8', 'K80.2', 'K56.6', 'S72.0', 'S06.0'],
  SP_JP: ['I21.9', 'I50.0', 'I10'],
  SP_N: ['I63.9', 'S06.0'],
  SP_OG: ['O80.9', 'O82.9', 'O80.0'],
  SP_A: ['A09.9', 'A91', 'J18.9', 'J45.9', 'A01.0', 'A90'],
};
const RUJUKAN = [
  'RSUP Dr. Hasan Sadikin',
  'RSUP Dr. Sardjito',
  'RSUPN Dr. Cipto Mangunkusumo',
  'RSUD Dr. Soetomo',
];

/** Patient number of stay-pool member k: residues 50–59 of 100 (kept out of ordinary revisits). */
const iPool = (k) => `(100 * ((${k}) / 10) + 50 + (${k}) % 10)`;
const kPool = (pas0) => `(10 * ((${pas0}) / 100) + least(10, greatest(0, (${pas0}) % 100 - 50)))`;

/** Temp table b_inap: every stay with its bed, times, patient, DPJP, payer and discharge. */
export async function rencanaInap(client, ctx, { target }) {
  const T0 = `((DATE '${ctx.hariIni}')::timestamp AT TIME ZONE 'Asia/Jakarta')`;
  const { rows } = await client.query('SELECT count(*)::int AS n, max(di)::int AS d FROM b_bed, b_kal');
  const beds = (await client.query('SELECT count(*)::int AS n FROM b_bed')).rows[0].n;
  const hari = rows[0].d;
  const lamaRata = 78; // hours: 18–90 h, one stay in five 0–10 days longer
  const jeda = Math.max(4, Math.round((beds * hari * 24) / Math.max(1, target) - lamaRata));
  const kmax = Math.ceil(((hari * 24) / (lamaRata + jeda)) * 1.6) + 2;
  const x = 'b.bi * 100000 + t';
  await client.query('DROP TABLE IF EXISTS b_inap0, b_inap, b_kandidat');
  await client.query(`
    CREATE TEMP TABLE b_inap0 AS
    WITH g AS (
      SELECT b.*, t,
        CASE WHEN t = 0 AND b.terisi THEN 2 + ${acak(x, 41, 144)}
             ELSE 18 + ${acak(x, 42, 72)} + CASE WHEN ${acak(x, 43, 100)} < 20 THEN ${acak(x, 44, 240)} ELSE 0 END END AS lama,
        CASE WHEN t = 0 AND b.terisi THEN 0 ELSE 2 + ${acak(x, 45, 2 * jeda - 2)} END AS jeda
      FROM b_bed b, generate_series(0, ${kmax}) t
    ), c AS (SELECT g.*, sum(lama + jeda) OVER (PARTITION BY bi ORDER BY t) AS mundur FROM g)
    SELECT c.*, ${T0} - mundur * interval '1 hour' AS masuk,
      CASE WHEN t = 0 AND terisi THEN NULL ELSE ${T0} - (mundur - lama) * interval '1 hour' END AS keluar
    FROM c WHERE ${T0} - mundur * interval '1 hour' >= (DATE '${ctx.tanggalAwal}' + 2)::timestamp AT TIME ZONE 'Asia/Jakarta'`);
  await client.query(`ALTER TABLE b_inap0 ADD COLUMN s int, ADD COLUMN jk text, ADD COLUMN i bigint`);
  await client.query('ANALYZE b_inap0');
  await client.query(`
    UPDATE b_inap0 x SET s = r.s FROM (SELECT bi, t, row_number() OVER (ORDER BY masuk, bi)::int - 1 AS s FROM b_inap0) r
    WHERE r.bi = x.bi AND r.t = x.t`);
  await client.query('CREATE UNIQUE INDEX ON b_inap0 (s)');
  await client.query(
    `UPDATE b_inap0 SET jk = coalesce(jk_kamar, CASE WHEN ${acak('s', 46, 2)} = 0 THEN 'L' ELSE 'P' END)`,
  );

  // Patients now in a bed are distinct (one open stay per patient): the r-th of their sex.
  const pas0Kini = `(SELECT pas0 FROM b_kal WHERE tanggal = DATE '${ctx.hariIni}' - 7)`;
  await client.query(`
    CREATE TEMP TABLE b_kandidat AS
    SELECT k, ${iPool('k')} AS i, ${jkSql(iPool('k'))} AS jk,
      row_number() OVER (PARTITION BY ${jkSql(iPool('k'))} ORDER BY ${acak('k', 47, 1000000007)}) AS r
    FROM generate_series(0, ${kPool(pas0Kini)} - 1) k`);
  await client.query('ANALYZE b_kandidat, b_inap0');
  await client.query(`
    UPDATE b_inap0 x SET i = c.i
    FROM (SELECT s, jk, row_number() OVER (PARTITION BY jk ORDER BY s) AS r FROM b_inap0 WHERE keluar IS NULL) z
    JOIN b_kandidat c ON c.jk = z.jk AND c.r = z.r
    WHERE x.s = z.s`);
  // Earlier stays: a pool patient of the room's sex registered before the day.
  await client.query(`
    UPDATE b_inap0 x SET i = coalesce(p.i, ${iPool(`${acak('x.s', 48, 1000000007)} % k.kp`)})
    FROM (SELECT s, jk, (masuk AT TIME ZONE 'Asia/Jakarta')::date AS tgl FROM b_inap0 WHERE keluar IS NOT NULL) y
    JOIN LATERAL (SELECT greatest(1, ${kPool('pas0')}) AS kp FROM b_kal WHERE tanggal = greatest(y.tgl - 1, DATE '${ctx.tanggalAwal}')) k ON true
    LEFT JOIN LATERAL (
      SELECT ${iPool('z.kk')} AS i FROM generate_series(0, 40) t,
        LATERAL (SELECT (${acak('y.s', 48, 1000000007)} + t) % k.kp AS kk) z
      WHERE ${jkSql(iPool('z.kk'))} = y.jk ORDER BY t LIMIT 1) p ON true
    WHERE x.s = y.s AND x.keluar IS NOT NULL`);
  const { rows: kosong } = await client.query('SELECT count(*)::int AS n FROM b_inap0 WHERE i IS NULL');
  if (kosong[0].n) throw new Error(`${kosong[0].n} rawat inap tanpa pasien (pasien terlalu sedikit?)`);

  await client.query(
    `CREATE TEMP TABLE b_dx AS SELECT * FROM (VALUES ${Object.entries(DX)
      .flatMap(([sp, kode]) => kode.map((k, j) => `('${sp}', ${j}, ${kode.length}, '${k}')`))
      .join(',')}) v(spes, k, cnt, kode)`,
  );
  await client.query('ANALYZE b_dx, b_inap0');
  const s = 'x.s';
  await client.query(`
    CREATE TEMP TABLE b_inap AS
    SELECT x.s, x.bi, b.bed_uid, b.kamar_uid, b.ruangan_uid, b.kelas, b.jenis_ruangan, b.ruangan, b.kode_ruangan,
      b.no_kamar, b.no_bed, x.masuk, x.keluar, x.i, ${uid('a0', 'x.i')} AS pasien_uid, p.no_rm, p.nama AS nama_pasien,
      p.no_bpjs, d.dokter_uid AS dpjp_uid, d.nama_dokter AS nama_dpjp, d.akun_uid AS akun_dpjp, d.akun_nama AS nama_akun_dpjp,
      d.spes, dx.kode AS dx_kode, coalesce(icd.judul_id, icd.judul, dx.kode) AS dx_nama,
      CASE WHEN ${acak(s, 49, 100)} < 60 THEN 'IGD'
           WHEN ${acak(s, 49, 100)} < 75 AND ss.dokter_uid IS NOT NULL THEN 'POLI'
           WHEN ${acak(s, 49, 100)} < 75 THEN 'IGD' ELSE 'ELEKTIF' END AS asal,
      d.poli_uid AS poli_dpjp, ss.jam_mulai, ss.jam_selesai,
      CASE WHEN p.no_bpjs IS NOT NULL AND ${acak(s, 50, 100)} < 85 THEN 'BPJS'
           WHEN ${acak(s, 50, 100)} >= 93 THEN 'ASURANSI' ELSE 'UMUM' END AS penjamin,
      coalesce(p.pj_nama, CASE WHEN x.anak THEN p.nama_ibu END, p.nama) AS persetujuan_nama,
      CASE WHEN p.pj_nama IS NOT NULL THEN initcap(p.pj_hubungan) WHEN x.anak AND p.nama_ibu IS NOT NULL THEN 'Ibu'
           ELSE 'Pasien sendiri' END AS persetujuan_hubungan,
      CASE WHEN x.keluar IS NULL THEN NULL
           WHEN ${acak(s, 51, 1000)} < CASE WHEN b.jenis_ruangan IN ('ICU', 'HCU') THEN 150 ELSE 25 END THEN 'MENINGGAL'
           WHEN ${acak(s, 51, 1000)} < 330 AND ${acak(s, 52, 100)} < 12 THEN 'DIRUJUK'
           WHEN ${acak(s, 51, 1000)} < 330 AND ${acak(s, 52, 100)} < 20 THEN 'APS'
           ELSE 'ATAS_PERSETUJUAN' END AS cara_pulang,
      (ARRAY[${RUJUKAN.map((r) => `'${r}'`).join(',')}])[1 + ${acak(s, 53, RUJUKAN.length)}] AS faskes,
      x.masuk - make_interval(mins => CASE WHEN ${acak(s, 49, 100)} < 60 THEN 60 + ${acak(s, 54, 180)} ELSE 30 + ${acak(s, 54, 120)} END) AS tiba
    FROM (SELECT b_inap0.*, extract(year FROM age(masuk, p0.tanggal_lahir)) < 15 AS anak
          FROM b_inap0 JOIN pasien p0 ON p0.uid = ${uid('a0', 'b_inap0.i')}) x
    JOIN b_bed b ON b.bi = x.bi
    JOIN pasien p ON p.uid = ${uid('a0', 'x.i')}
    JOIN b_dpjp d ON d.grp = CASE WHEN x.anak THEN 'anak' WHEN p.jenis_kelamin = 'L' THEN 'l' ELSE 'p' END
      AND ${acak(s, 55, 10000)} >= d.lo AND ${acak(s, 55, 10000)} < d.hi
    LEFT JOIN b_dx dx ON dx.spes = coalesce(d.spes, 'SP_PD') AND dx.k = ${acak(s, 56, 1000)} % dx.cnt
    LEFT JOIN icd10 icd ON icd.kode = dx.kode
    LEFT JOIN LATERAL (
      SELECT ss.dokter_uid, ss.jam_mulai, ss.jam_selesai FROM b_sesi ss
      WHERE ss.poli_uid = d.poli_uid AND ss.dokter_uid = d.dokter_uid
        AND ss.dow = extract(isodow FROM (x.masuk AT TIME ZONE 'Asia/Jakarta'))::int
      ORDER BY ss.k LIMIT 1) ss ON true`);
  await client.query(`ALTER TABLE b_inap ADD COLUMN tgl_tiba date, ADD COLUMN tgl_masuk date`);
  await client.query(`
    UPDATE b_inap SET tiba = CASE WHEN asal = 'ELEKTIF' THEN masuk ELSE tiba END,
      tgl_masuk = (masuk AT TIME ZONE 'Asia/Jakarta')::date`);
  await client.query(`UPDATE b_inap SET tgl_tiba = (tiba AT TIME ZONE 'Asia/Jakarta')::date`);
  // One patient twice at the IGD/clinic on one day would break layanan_pasien_poli_hari_uq: the
  // later stay of such a pair becomes an elective admission (no clinic layanan).
  await client.query(`
    UPDATE b_inap SET asal = 'ELEKTIF', tiba = masuk, tgl_tiba = tgl_masuk
    WHERE s IN (SELECT s FROM (SELECT s, row_number() OVER (PARTITION BY pasien_uid, tgl_tiba ORDER BY s) AS rn
                               FROM b_inap WHERE asal <> 'ELEKTIF') d WHERE rn > 1)`);
  await client.query('CREATE UNIQUE INDEX ON b_inap (s)');
  await client.query('CREATE INDEX ON b_inap (tgl_tiba)');
  await client.query('ANALYZE b_inap');
  const { rows: r } = await client.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE keluar IS NULL)::int AS dirawat FROM b_inap`,
  );
  return { inap: r[0].n, dirawat: r[0].dirawat, jedaJam: jeda };
}
