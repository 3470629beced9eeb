// Lab and radiology orders of one batch, carried to their validated end as the units' services do:
// the order with its number (LAB-/RAD-YYYYMMDD-NNNN continuing nomor_urut), its items, the course
// (order_riwayat), the charge of each item at sample taking / examination, the result sheet
// (version 1, VALID) or the validated reading, and the three timeline lines of each order.
import { acak, uid } from '../../alat.mjs';
import { acakX } from './rawat.mjs';
import { VARIAN } from './templat.mjs';

const LOG =
  'pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan, sumber, sumber_uid, detail, akun_uid, nama_petugas';

/**
 * h1b_o: the batch's orders. Only finished visits order (a visit of today only when the result
 * would already be out); the number of the day continues from nomor_urut, which is advanced after.
 */
export async function rencanaOrder(client) {
  await client.query('DROP TABLE IF EXISTS h1b_o');
  await client.query(`CREATE TEMP TABLE h1b_o AS
    WITH o AS (
      SELECT v.n * 2 AS no, 'LABOR' AS jenis, 'LAB' AS awalan, v.*, v.lab AS templat, NULL::int AS rvar,
             v.td + interval '2 minutes' AS t_order
      FROM h1b_v v WHERE v.fase >= 2 AND v.lab IS NOT NULL AND ${acak('v.n', 30, 100)} < v.lab_pct
      UNION ALL
      SELECT v.n * 2 + 1, 'RADIOLOGI', 'RAD', v.*, v.rad, v.rad_var, v.td + interval '4 minutes'
      FROM h1b_v v WHERE v.fase >= 2 AND v.rad IS NOT NULL AND ${acak('v.n', 31, 100)} < v.rad_pct
    ), k AS (
      SELECT o.*, o.awalan || '-' || to_char(o.t_order AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') AS kunci FROM o
      WHERE o.t_order + interval '3 hours' < now()
    )
    SELECT k.no, ${uid('c6', 'k.no')} AS ou, ${uid('c8', 'k.no')} AS vu, k.jenis, k.n, k.k, k.l, k.p, k.dok, k.penjamin, k.bayar_uid, k.kelas, k.jk, k.band, k.templat, k.rvar, k.dx_nama_id,
           ${acak('k.n', 50, VARIAN)} AS varian, k.kunci,
           k.kunci || '-' || lpad((coalesce(nu.nilai, 0) + row_number() OVER (PARTITION BY k.kunci ORDER BY k.no))::text, 4, '0') AS nomor,
           k.t_order, k.t_order + ${`make_interval(mins => 15 + ${acak('k.n', 32, 20)})`} AS t1,
           k.t_order + ${`make_interval(mins => 30 + ${acak('k.n', 33, 20)})`} AS t2,
           k.t_order + ${`make_interval(mins => 75 + ${acak('k.n', 34, 45)})`} AS t3,
           k.t_order + ${`make_interval(mins => 95 + ${acak('k.n', 35, 60)})`} AS t4
    FROM k LEFT JOIN nomor_urut nu ON nu.kunci = k.kunci`);
  // The app continues each day's series after the generated numbers (penomoran.ts).
  await client.query(`INSERT INTO nomor_urut (kunci, nilai, updated_at)
    SELECT kunci, max(split_part(nomor, '-', 3)::bigint), now() FROM h1b_o GROUP BY kunci
    ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, excluded.nilai), updated_at = now()`);
}

/** The orders, their items, their charges and the doctor's timeline line. */
export async function order(client, staf) {
  await client.query('DROP TABLE IF EXISTS h1b_oi');
  await client.query(`CREATE TEMP TABLE h1b_oi AS
    SELECT o.no * 8 + i.posisi AS no, ${uid('c7', 'o.no * 8 + i.posisi')} AS iu, o.no AS ono, o.ou, o.jenis, o.k, o.l, o.p, o.penjamin, o.bayar_uid, o.kelas, i.posisi, i.jenis_item, i.item_uid, i.nama, o.t1
    FROM h1b_o o JOIN h1b_t_item i ON i.templat = o.templat WHERE o.jenis = 'LABOR'
    UNION ALL
    SELECT o.no * 8 + 1, ${uid('c7', 'o.no * 8 + 1')}, o.no, o.ou, o.jenis, o.k, o.l, o.p, o.penjamin, o.bayar_uid, o.kelas, 1, 'RADIOLOGI', r.item_uid, r.nama, o.t1
    FROM h1b_o o JOIN h1b_t_rad r ON r.kode = o.templat AND r.varian = 0 WHERE o.jenis = 'RADIOLOGI'`);
  const n = await client.query(`WITH src AS MATERIALIZED (
      SELECT o.*, g.akun, g.akun_nama, coalesce(lb.nama, r.nama) AS nama_item
      FROM h1b_o o JOIN h1b_peg g ON g.uid = o.dok
      LEFT JOIN h1b_t_lab lb ON lb.templat = o.templat AND o.jenis = 'LABOR'
      LEFT JOIN h1b_t_rad r ON r.kode = o.templat AND r.varian = 0 AND o.jenis = 'RADIOLOGI'
    ), ins AS (
      INSERT INTO order_penunjang (uid, nomor, jenis, kunjungan_uid, layanan_uid, pasien_uid, dokter_uid, status, cito, catatan_klinis, dibuat_oleh, created_at, updated_at)
      SELECT ou, nomor, jenis, k, l, p, dok, 'TERVALIDASI', false, dx_nama_id, akun, t_order, t4 FROM src
    )
    INSERT INTO log_pasien (${LOG})
    SELECT p, k, l, CASE jenis WHEN 'LABOR' THEN 'LOG_LABOR' ELSE 'LOG_RADIOLOGI' END, t_order,
           left('Order ' || CASE jenis WHEN 'LABOR' THEN 'laboratorium' ELSE 'radiologi' END || ' ' || nomor || ': ' || nama_item, 500),
           'order_penunjang', ou, NULL, akun, akun_nama FROM src`);
  await client.query(`INSERT INTO order_item (uid, order_uid, pemeriksaan_lab_uid, paket_lab_uid, pemeriksaan_radiologi_uid, nama, posisi, status)
    SELECT iu, ou, CASE jenis_item WHEN 'LAB' THEN item_uid END,
           CASE jenis_item WHEN 'PAKET_LAB' THEN item_uid END, CASE jenis_item WHEN 'RADIOLOGI' THEN item_uid END, nama, posisi, 'TERVALIDASI'
    FROM h1b_oi`);
  // tagihOrder: one LABOR/RADIOLOGI line per item, without a code, by the unit's account.
  await client.query(
    `INSERT INTO transaksi (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, kode, nama, jumlah, harga_satuan, total, penjamin, kelas, pelaksana_uid, dibuat_oleh, created_at, pembayaran_uid)
    SELECT ${uid('c5', 'i.no')}, i.k, i.l, i.p, i.jenis, 'order_item', i.iu, NULL, i.nama, 1, h.jumlah, h.jumlah,
           i.penjamin, i.kelas, NULL, CASE i.jenis WHEN 'LABOR' THEN $1::uuid ELSE $2::uuid END, i.t1, i.bayar_uid
    FROM h1b_oi i JOIN h1b_harga h ON h.item_uid = i.item_uid AND h.penjamin = i.penjamin AND h.kelas = i.kelas`,
    [staf.analis.akun, staf.radiografer.akun],
  );
  return n.rowCount;
}

/** The course of each order, one row per step, by the unit's staff (pindahStatus). */
export async function riwayat(client, staf) {
  const { analis: a, validator: v, radiografer: r, radiolog: d } = staf;
  await client.query(
    `INSERT INTO order_riwayat (order_uid, status, waktu, akun_uid, nama_petugas)
     SELECT o.ou, s.status, s.waktu, s.akun, s.nama FROM h1b_o o CROSS JOIN LATERAL (VALUES
       ('SAMPEL_DIAMBIL', o.t1, $1::uuid, $2), ('DIPROSES', o.t2, $1::uuid, $2), ('HASIL_DIISI', o.t3, $1::uuid, $2),
       ('TERVALIDASI', o.t4, $3::uuid, $4)) AS s(status, waktu, akun, nama) WHERE o.jenis = 'LABOR'
     UNION ALL
     SELECT o.ou, s.status, s.waktu, s.akun, s.nama FROM h1b_o o CROSS JOIN LATERAL (VALUES
       ('DIPERIKSA', o.t1, $5::uuid, $6), ('DIBACA', o.t3, $7::uuid, $8), ('TERVALIDASI', o.t4, $7::uuid, $8)) AS s(status, waktu, akun, nama)
     WHERE o.jenis = 'RADIOLOGI'
     ORDER BY 1, 3`,
    [a.akun, a.akun_nama, v.akun, v.akun_nama, r.akun, r.akun_nama, d.akun, d.akun_nama],
  );
}

/** Result sheets (version 1, VALID) with their lines, and the lab's two timeline lines. */
export async function hasilLab(client, staf) {
  const { analis: a, validator: v } = staf;
  await client.query(
    `INSERT INTO hasil_lab_versi (uid, order_uid, versi, status, diisi_oleh_nama, diisi_pada, divalidasi_oleh,
       validator_pegawai_uid, validator_nama, divalidasi_pada, dibuat_oleh, created_at)
     SELECT o.vu, o.ou, 1, 'VALID', $1, o.t3, $2::uuid, $3::uuid, $4, o.t4, $5::uuid, o.t1
     FROM h1b_o o WHERE o.jenis = 'LABOR'`,
    [a.akun_nama, v.akun, v.uid, v.nama, a.akun],
  );
  await client.query(`INSERT INTO hasil_lab (uid, versi_uid, order_item_uid, pemeriksaan_uid, posisi, paket, kode, nama, kelompok, spesimen,
       metode, satuan, jenis_hasil, desimal, pilihan, nilai_min, nilai_maks, kritis_min, kritis_maks, rujukan, nilai, nilai_angka, flag)
    SELECT ${uid('c9', 'o.no * 32 + b.posisi')}, o.vu, ${uid('c7', 'o.no * 8 + b.item_posisi')}, b.pemeriksaan_uid, b.posisi,
           b.paket, b.kode, b.nama, b.kelompok, b.spesimen, b.metode, b.satuan, b.jenis_hasil, b.desimal, b.pilihan, b.nilai_min,
           b.nilai_maks, b.kritis_min, b.kritis_maks, b.rujukan, b.nilai, b.nilai_angka, b.flag
    FROM h1b_o o JOIN h1b_t_baris b ON b.templat = o.templat AND b.jk = o.jk AND b.band = o.band AND b.varian = o.varian
    WHERE o.jenis = 'LABOR'`);
  const r = await client.query(
    `INSERT INTO log_pasien (${LOG})
     SELECT o.p, o.k, o.l, 'LOG_LABOR', o.t1, left('Sampel laboratorium ' || o.nomor || ' diambil: ' || coalesce(nullif(t.spesimen, ''), '-'), 500),
            'order_penunjang', o.ou, NULL, $1::uuid, $2
     FROM h1b_o o JOIN h1b_t_lembar t ON t.templat = o.templat AND t.jk = o.jk AND t.band = o.band AND t.varian = o.varian
     WHERE o.jenis = 'LABOR'
     UNION ALL
     SELECT o.p, o.k, o.l, 'LOG_LABOR', o.t4, left('Hasil laboratorium ' || o.nomor || ' tervalidasi: ' || t.ringkas, 500),
            'order_penunjang', o.ou, jsonb_build_object('versi', 1, 'hasil', t.hasil), $3::uuid, $4
     FROM h1b_o o JOIN h1b_t_lembar t ON t.templat = o.templat AND t.jk = o.jk AND t.band = o.band AND t.varian = o.varian
     WHERE o.jenis = 'LABOR'`,
    [a.akun, a.akun_nama, v.akun, v.akun_nama],
  );
  return r.rowCount / 2;
}

/** The radiologist's validated reading and the unit's two timeline lines. */
export async function ekspertise(client, staf) {
  const { radiografer: r, radiolog: d } = staf;
  await client.query(`DROP TABLE IF EXISTS h1b_baca;
    CREATE TEMP TABLE h1b_baca AS
    SELECT o.*, t.temuan, t.kesan, t.nama AS nama_item FROM h1b_o o
    JOIN h1b_t_rad t ON t.kode = o.templat AND t.varian = coalesce(o.rvar, ${acakX('o.n', 36, 't.n_varian')}) WHERE o.jenis = 'RADIOLOGI'`);
  await client.query(
    `INSERT INTO ekspertise_radiologi (uid, order_uid, versi, status, temuan, kesan, dokter_uid, dokter_nama, akun_uid, ditulis_pada, divalidasi_pada)
     SELECT ${uid('ba', 'no')}, ou, 1, 'VALID', temuan, kesan, $1::uuid, $2, $3::uuid, t3, t4 FROM h1b_baca`,
    [d.uid, d.nama, d.akun],
  );
  const x = await client.query(
    `INSERT INTO log_pasien (${LOG})
     SELECT p, k, l, 'LOG_RADIOLOGI', t1, left('Pemeriksaan radiologi ' || nomor || ' dilakukan: ' || nama_item, 500),
            'order_penunjang', ou, NULL, $1::uuid, $2 FROM h1b_baca
     UNION ALL
     SELECT p, k, l, 'LOG_RADIOLOGI', t4, left('Ekspertise radiologi ' || nomor || ' tervalidasi. Kesan: ' || kesan, 500),
            'order_penunjang', ou, jsonb_build_object('versi', 1, 'dokter', $4::text), $3::uuid, $5 FROM h1b_baca`,
    [r.akun, r.akun_nama, d.akun, d.nama, d.akun_nama],
  );
  return x.rowCount / 2;
}
