// One batch of visits: the plan (h1b_v: who, when, which diagnosis) and the rows written at the
// bedside: assessments, diagnoses, procedures with their charges and ICD-9-CM codes, and the ward's
// notes and observations of a stay. Each row with the timeline line its service writes
// (catatKlinis), in one statement per kind: the source rows are materialised once and feed both.
import { acak, dalamPrefiks, nomorDari, uid } from '../../alat.mjs';
import { dibayarSql, pembayaranUidSql } from '../keuangan.mjs';
import { VARIAN } from './templat.mjs';

const menit = (expr) => `make_interval(mins => (${expr})::int)`;

/** acak() of alat.mjs with the salt and the modulus as SQL expressions (a per-row slot or count). */
export const acakX = (nExpr, garam, m) => `(abs(hashint8((${nExpr})::bigint * 7919 + (${garam}))) % (${m}))`;

/**
 * h1b_v: the batch's visits that the day has reached (fase 1 = nurse's assessment only, 2 = done,
 * 3 = a stay still in its bed), with their diagnosis and staff. A revisit at a chronic clinic keeps
 * the patient's diagnosis (the pick is keyed on the patient), and is LAMA when an earlier visit of
 * the patient at that clinic drew the same key.
 */
export async function rencana(client, opsi) {
  const [w, v] = sqlRencana(opsi);
  // In two steps, each table counted by a small sample (ANALYZE of the join columns at statistics
  // target 10): the planner then hash-joins the lookups instead of guessing one row.
  await client.query('DROP TABLE IF EXISTS h1b_w, h1b_v');
  await client.query(`CREATE TEMP TABLE h1b_w AS ${w}`);
  await client.query('ANALYZE h1b_w (grup, pk, peran, si, sj, dxm)');
  await client.query(`CREATE TEMP TABLE h1b_v AS ${v}`);
  await client.query(
    'ANALYZE h1b_v (n, grup, dx, dx_i, anak, varian, ljenis, fase, penjamin, kelas, lab, rad)',
  );
}

export function sqlRencana({ lo, hi, hariIni, info }) {
  const peranPerawat = `CASE v.grup WHEN 'OBGYN' THEN 'bidan' WHEN 'IGD' THEN 'igd' WHEN 'HD' THEN 'hd' ELSE 'perawat' END`;
  const j = info.jumlahPerawat;
  const jumlahPerawat = `CASE v.grup WHEN 'OBGYN' THEN ${j.bidan} WHEN 'IGD' THEN ${j.igd} WHEN 'HD' THEN ${j.hd} ELSE ${j.perawat} END`;
  return [
    `WITH l AS MATERIALIZED (
      SELECT ${nomorDari('l.uid')} AS n, l.uid AS l, l.kunjungan_uid AS k, l.pasien_uid AS p, l.tanggal AS tgl,
             l.jenis AS ljenis, l.dokter_uid, l.poli_uid, l.created_at AS t0, po.grup, po.grup_id, po.lekat, po.jenis AS jpoli
      FROM layanan l JOIN h1b_poli po ON po.uid = l.poli_uid
      WHERE l.uid BETWEEN ${uid('b1', lo)} AND ${uid('b1', hi)} AND l.status <> 'BATAL' AND po.grup IS NOT NULL
    ), v AS (
      SELECT l.*, coalesce(k1.penjamin, k2.penjamin) AS penjamin,
             -- The receipt that will pay this visit's charges (tahap keuangan), set as they are written.
             CASE WHEN ${dibayarSql('kk', hariIni)} THEN ${pembayaranUidSql(nomorDari('kk.uid'))} END AS bayar_uid,
             ps.jenis_kelamin AS jk, (l.tgl - ps.tanggal_lahir) AS umur,
             ${nomorDari('ps.uid')} AS pn, pi.masuk_pada, pi.pulang_pada, pi.diagnosis_masuk_kode AS dxm, ri.kelas_tagih,
             a.asesmen_perawat_pada, CASE WHEN a.status = 'DONE' THEN a.status_diubah_pada END AS selesai_antrian,
             CASE WHEN l.ljenis = 'RAWAT_INAP' THEN
                    CASE WHEN pi.pulang_pada IS NOT NULL THEN 2 WHEN pi.status = 'DIRAWAT' THEN 3 ELSE 0 END
                  WHEN a.status = 'BATAL' THEN 0
                  WHEN l.tgl < '${hariIni}' THEN 2
                  WHEN a.status = 'DONE' THEN 2 WHEN a.status = 'WAITING_DOKTER' THEN 1 ELSE 0 END AS fase,
             ${acak('l.n', 12, 100)} < l.lekat AS lekat_ini
      FROM l
      -- Tahap kunjungan numbers a clinic visit's kunjungan and antrian as its layanan: ranges of the
      -- primary keys, not a lookup per row; whatever is numbered otherwise (a stay) is looked up.
      LEFT JOIN kunjungan k1 ON k1.uid = l.k AND k1.uid BETWEEN ${uid('b0', lo)} AND ${uid('b0', hi)}
      LEFT JOIN LATERAL (SELECT k.penjamin, k.status, k.tanggal FROM kunjungan k WHERE k1.uid IS NULL AND k.uid = l.k LIMIT 1) k2 ON true
      CROSS JOIN LATERAL (SELECT l.k AS uid, coalesce(k1.status, k2.status) AS status,
                                 coalesce(k1.tanggal, k2.tanggal) AS tanggal) kk
      LEFT JOIN antrian a1 ON a1.layanan_uid = l.l AND a1.uid BETWEEN ${uid('b2', lo)} AND ${uid('b2', hi)}
      LEFT JOIN LATERAL (SELECT x.status, x.asesmen_perawat_pada, x.status_diubah_pada FROM antrian x
                         WHERE a1.uid IS NULL AND l.ljenis <> 'RAWAT_INAP' AND x.layanan_uid = l.l LIMIT 1) a2 ON true
      CROSS JOIN LATERAL (SELECT coalesce(a1.status, a2.status) AS status,
                                 coalesce(a1.asesmen_perawat_pada, a2.asesmen_perawat_pada) AS asesmen_perawat_pada,
                                 coalesce(a1.status_diubah_pada, a2.status_diubah_pada) AS status_diubah_pada) a
      JOIN pasien ps ON ps.uid = l.p
      LEFT JOIN perawatan_inap pi ON pi.layanan_uid = l.l AND l.ljenis = 'RAWAT_INAP'
      LEFT JOIN h1b_kelas ri ON ri.layanan_uid = l.l AND l.ljenis = 'RAWAT_INAP'
    ), w AS (
      SELECT v.*, ${acak('CASE WHEN lekat_ini THEN (v.pn % 1000000007) * 100 + v.grup_id ELSE v.n END', 11, 1000)} AS pk,
             ${peranPerawat} AS peran, ${acakX('v.n', 6, jumlahPerawat)} AS si, ${acak('v.n', 5, info.jumlahJaga)} AS sj,
             CASE WHEN v.ljenis = 'RAWAT_INAP' THEN v.masuk_pada
                  ELSE coalesce(v.asesmen_perawat_pada,
                    least(v.t0 + ${menit(`5 + ${acak('v.n', 1, 30)}`)}, greatest(v.t0, now() - interval '30 minutes'))) END AS tp
      FROM v WHERE v.fase > 0
    ) SELECT * FROM w`,
    `SELECT w.n, w.l, w.k, w.p, w.tgl, w.grup, w.jpoli, w.ljenis, w.fase, w.penjamin, w.bayar_uid, w.jk,
           coalesce(w.kelas_tagih, CASE WHEN w.ljenis = 'RAWAT_INAP' THEN 'KELAS_3' ELSE 'RAWAT_JALAN' END) AS kelas,
           CASE WHEN w.umur < 31 THEN 0 WHEN w.umur < 4383 THEN 1 ELSE 2 END AS band,
           (w.grup = 'ANAK' OR w.umur < 5475) AND w.grup <> 'HD' AS anak,
           d.id AS dx, d.i AS dx_i, d.kode AS dx_kode, d.nama AS dx_nama, d.nama_id AS dx_nama_id,
           d.lab, d.lab_pct, d.rad, d.rad_pct, d.rad_var,
           ${acak('w.n', 13, VARIAN)} AS varian,
           coalesce(w.dokter_uid, sj.uid) AS dok, sp.uid AS prw,
           w.tp,
           CASE WHEN w.ljenis = 'RAWAT_INAP' THEN w.masuk_pada + interval '2 hours'
                -- The doctor writes in the minutes before the queue's Selesai (its status time).
                WHEN w.selesai_antrian > w.tp THEN greatest(w.tp + interval '2 minutes', w.selesai_antrian - ${menit(`8 + ${acak('w.n', 2, 6)}`)})
                ELSE least(w.tp + ${menit(`10 + ${acak('w.n', 2, 40)}`)},
                           greatest(w.tp + interval '1 minute', now() - interval '20 minutes')) END AS td,
           w.masuk_pada, coalesce(w.pulang_pada, now()) AS selesai,
           greatest(1, least(100, coalesce(w.pulang_pada, now())::date - w.masuk_pada::date)) AS lama
    FROM h1b_w w LEFT JOIN h1b_dx dm ON dm.grup = w.grup AND dm.kode = w.dxm
    JOIN h1b_pilih x ON x.grup = w.grup AND x.pk = w.pk
    JOIN h1b_dx d ON d.id = coalesce(dm.id, x.id)
    JOIN h1b_staf sj ON sj.peran = 'jaga' AND sj.i = w.sj
    JOIN h1b_staf sp ON sp.peran = w.peran AND sp.i = w.si`,
  ];
}

/**
 * h1b_lama: the visits whose diagnosis is LAMA (kasusOtomatis: the patient had the code at another
 * visit): a revisit that keeps the patient's diagnosis, after an earlier visit of the patient at
 * that clinic that kept it too. One pass over the history by window (no index needed: the load
 * may run with layanan's secondary indexes dropped).
 */
export async function kasusLama(client) {
  await client.query('DROP TABLE IF EXISTS h1b_lama');
  await client.query(`CREATE TEMP TABLE h1b_lama AS
    SELECT n FROM (
      SELECT n, lekat_ini, bool_or(lekat_ini) OVER (PARTITION BY p, poli_uid ORDER BY tgl
               RANGE BETWEEN UNBOUNDED PRECEDING AND interval '1 day' PRECEDING) AS ada
      FROM (SELECT ${nomorDari('l.uid')} AS n, l.pasien_uid AS p, l.poli_uid, l.tanggal AS tgl,
                   ${acak(nomorDari('l.uid'), 12, 100)} < po.lekat AS lekat_ini
            FROM layanan l JOIN h1b_poli po ON po.uid = l.poli_uid
            WHERE ${dalamPrefiks('l.uid', 'b1')} AND l.status <> 'BATAL' AND l.jenis <> 'RAWAT_INAP') y
    ) x WHERE lekat_ini AND ada`);
  await client.query('CREATE INDEX ON h1b_lama (n)');
}

/** The timeline columns of log_pasien, in the order the inserts below give them. */
const LOG =
  'pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan, sumber, sumber_uid, detail, akun_uid, nama_petugas';

/** Assessments (nurse's at fase ≥ 1, doctor's when done) of clinic, IGD and HD visits. */
export async function asesmen(client) {
  // The content (jsonb) is joined in where it is written, not carried through the CTE.
  const r = await client.query(`WITH src AS MATERIALIZED (
      SELECT ${uid('c0', `v.n * 4 + CASE WHEN t.sisi = 'keperawatan' THEN 0 ELSE 1 END`)} AS uid, v.k, v.l, v.p, t.id AS ti,
             g.uid AS peg, g.nama, g.akun, g.akun_nama, CASE WHEN t.sisi = 'keperawatan' THEN v.tp ELSE v.td END AS waktu
      FROM h1b_v v
      JOIN h1b_t_as t ON t.poli = v.grup AND t.dx = v.dx_i AND t.anak = (v.anak OR v.grup = 'ANAK') AND t.varian = v.varian
      JOIN h1b_peg g ON g.uid = CASE WHEN t.sisi = 'keperawatan' THEN v.prw ELSE v.dok END
      WHERE v.ljenis <> 'RAWAT_INAP' AND (t.sisi = 'keperawatan' OR v.fase = 2)
    ), ins AS (
      INSERT INTO asesmen (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, isi, pegawai_uid, nama_penulis, waktu, dibuat_oleh, created_at, updated_at)
      SELECT s.uid, s.k, s.l, s.p, t.jenis, t.isi, s.peg, s.nama, s.waktu, s.akun, s.waktu, s.waktu FROM src s JOIN h1b_t_as t ON t.id = s.ti
    )
    INSERT INTO log_pasien (${LOG})
    SELECT s.p, s.k, s.l, 'LOG_ASSESSTMENT', s.waktu, t.ringkasan, 'asesmen', s.uid, NULL, s.akun, s.akun_nama
    FROM src s JOIN h1b_t_as t ON t.id = s.ti`);
  return r.rowCount;
}

/** Diagnoses: the primary and the secondaries the diagnosis brings, coded by the doctor. */
export async function diagnosis(client) {
  const r = await client.query(`WITH src AS MATERIALIZED (
      SELECT ${uid('c1', 'v.n * 4')} AS uid, v.k, v.l, v.p, v.dx_kode AS kode, v.dx_nama AS nama, 'UTAMA' AS jenis,
             CASE WHEN x.n IS NULL THEN 'BARU' ELSE 'LAMA' END AS kasus, v.td + interval '3 minutes' AS waktu, v.dok
      FROM h1b_v v LEFT JOIN h1b_lama x ON x.n = v.n WHERE v.fase >= 2
      UNION ALL
      SELECT ${uid('c1', 'v.n * 4 + s.urut')}, v.k, v.l, v.p, s.kode, s.nama, 'SEKUNDER',
             CASE WHEN x.n IS NULL THEN 'BARU' ELSE 'LAMA' END, v.td + make_interval(mins => 3 + s.urut), v.dok
      FROM h1b_v v JOIN h1b_dx_sek s ON s.dx = v.dx LEFT JOIN h1b_lama x ON x.n = v.n
      WHERE v.fase >= 2 AND ${acakX('v.n', '20 + s.urut', 100)} < s.pct
    ), ins AS (
      INSERT INTO diagnosis (uid, kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis, kasus, dibuat_oleh, created_at, updated_at)
      SELECT s.uid, s.k, s.l, s.p, s.kode, s.nama, s.jenis, s.kasus, g.akun, s.waktu, s.waktu FROM src s JOIN h1b_peg g ON g.uid = s.dok
    )
    INSERT INTO log_pasien (${LOG})
    SELECT s.p, s.k, s.l, 'LOG_ASSESSTMENT', s.waktu,
           CASE s.jenis WHEN 'UTAMA' THEN 'Diagnosis Utama' ELSE 'Diagnosis Sekunder' END || ': ' || s.kode || ' – ' || s.nama,
           'diagnosis', s.uid, NULL, g.akun, g.akun_nama
    FROM src s JOIN h1b_peg g ON g.uid = s.dok`);
  return r.rowCount;
}

/**
 * Procedures done (tindakan_layanan) with their one charge each, priced for the visit's payer at
 * its class, and the ICD-9-CM code of those that carry one (prosedur). Slot 0 is the
 * consultation (a stay: the specialist's visits), 1 the clinic's fixed fee (a stay: nursing care),
 * both × the days of a stay; 2.. the diagnosis' own procedures by their chance.
 */
export async function tindakan(client) {
  await client.query('DROP TABLE IF EXISTS h1b_tl');
  // Two equality joins (the diagnosis' own, the group's fixed ones): hash joins, not a cross product.
  const pilih = `SELECT v.n * 8 + t.slot AS no, v.k, v.l, v.p, v.dok, v.penjamin, v.bayar_uid, v.kelas, t.uid AS tindakan_uid, t.kode, t.nama,
           t.jenis_tr, t.kode_icd9, t.icd9_nama,
           CASE WHEN v.ljenis = 'RAWAT_INAP' AND t.slot < 2 THEN v.lama ELSE t.jumlah END AS jumlah,
           CASE WHEN v.ljenis = 'RAWAT_INAP' THEN greatest(v.masuk_pada + interval '3 hours', v.selesai - interval '2 hours') + make_interval(mins => t.slot)
                ELSE v.td + make_interval(mins => 5 + t.slot) END AS waktu`;
  await client.query(`CREATE TEMP TABLE h1b_tl AS
    ${pilih} FROM h1b_v v JOIN h1b_tin t ON t.dx = v.dx
    WHERE v.fase >= 2 AND ${acakX('v.n', '40 + t.slot', 100)} < t.pct
    UNION ALL
    ${pilih} FROM h1b_v v JOIN h1b_tin t ON t.dx IS NULL AND t.grup = v.grup WHERE v.fase >= 2`);
  const r = await client.query(`WITH src AS MATERIALIZED (
      SELECT t.*, ${uid('c3', 't.no')} AS u3, h.jumlah AS harga, g.akun, g.akun_nama FROM h1b_tl t
      JOIN h1b_harga h ON h.item_uid = t.tindakan_uid AND h.penjamin = t.penjamin AND h.kelas = t.kelas
      JOIN h1b_peg g ON g.uid = t.dok
    ), ins AS (
      INSERT INTO tindakan_layanan (uid, kunjungan_uid, layanan_uid, pasien_uid, tindakan_uid, jumlah, pelaksana_uid, waktu, status, dibuat_oleh, created_at, updated_at)
      SELECT u3, k, l, p, tindakan_uid, jumlah, dok, waktu, 'AKTIF', akun, waktu, waktu FROM src
    ), tr AS (
      INSERT INTO transaksi (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, kode, nama, jumlah, harga_satuan, total, penjamin, kelas, pelaksana_uid, dibuat_oleh, created_at, pembayaran_uid)
      SELECT ${uid('c4', 'no')}, k, l, p, jenis_tr, 'tindakan_layanan', u3, kode, nama, jumlah, harga, harga * jumlah, penjamin, kelas, dok, akun, waktu, bayar_uid FROM src
    )
    INSERT INTO log_pasien (${LOG})
    SELECT p, k, l, 'LOG_TINDAKAN', waktu, 'Tindakan: ' || nama || CASE WHEN jumlah > 1 THEN ' × ' || jumlah ELSE '' END,
           'tindakan_layanan', u3, NULL, akun, akun_nama FROM src`);
  // The coder's ICD-9-CM for the procedures beyond the consultation (prosedur.service).
  await client.query(`WITH src AS MATERIALIZED (
      SELECT DISTINCT ON (t.l, t.kode_icd9) t.no, ${uid('c2', 't.no')} AS u2, t.k, t.l, t.p, t.kode_icd9, t.icd9_nama, t.waktu + interval '1 minute' AS waktu, g.akun, g.akun_nama
      FROM h1b_tl t JOIN h1b_peg g ON g.uid = t.dok
      WHERE t.no % 8 >= 2 AND t.icd9_nama IS NOT NULL ORDER BY t.l, t.kode_icd9, t.no
    ), ins AS (
      INSERT INTO prosedur (uid, kunjungan_uid, layanan_uid, pasien_uid, kode_icd9, nama, dibuat_oleh, created_at, updated_at)
      SELECT u2, k, l, p, kode_icd9, icd9_nama, akun, waktu, waktu FROM src
    )
    INSERT INTO log_pasien (${LOG})
    SELECT p, k, l, 'LOG_TINDAKAN', waktu, 'Prosedur ICD-9-CM: ' || kode_icd9 || ' – ' || icd9_nama, 'prosedur', u2, NULL, akun, akun_nama FROM src`);
  return r.rowCount;
}

/**
 * The ward's record of a stay (up to its first ten days): each day the DPJP's and the nurse's CPPT
 * note, and observations at 08 and 16 Jakarta time, within the stay.
 */
export async function bangsal(client) {
  await client.query('DROP TABLE IF EXISTS h1b_hari');
  await client.query(`CREATE TEMP TABLE h1b_hari AS
    SELECT v.n, v.k, v.l, v.p, v.dok, v.prw, v.dx_i, v.masuk_pada, v.selesai, h.d,
           (date_trunc('day', v.masuk_pada AT TIME ZONE 'Asia/Jakarta') + make_interval(days => h.d)) AS hari
    FROM h1b_v v CROSS JOIN LATERAL generate_series(0, least(9, v.lama)) AS h(d)
    WHERE v.ljenis = 'RAWAT_INAP'`);
  const c = await client.query(`WITH src AS MATERIALIZED (
      SELECT ${uid('bb', "h.n * 32 + h.d * 2 + CASE t.profesi WHEN 'DOKTER' THEN 0 ELSE 1 END")} AS uid, h.k, h.l, h.p, t.*,
             g.uid AS peg, g.nama AS penulis, g.akun, g.akun_nama,
             ((h.hari + CASE t.profesi WHEN 'DOKTER' THEN interval '9 hours' ELSE interval '13 hours' END) AT TIME ZONE 'Asia/Jakarta')
               + make_interval(mins => ${acak('h.n * 40 + h.d', 7, 50)}) AS waktu, h.masuk_pada, h.selesai
      FROM h1b_hari h
      JOIN h1b_t_cppt t ON t.dx = h.dx_i AND t.varian = least(h.d, ${VARIAN - 1})
      JOIN h1b_peg g ON g.uid = CASE t.profesi WHEN 'DOKTER' THEN h.dok ELSE h.prw END
    ), ok AS MATERIALIZED (SELECT * FROM src WHERE waktu > masuk_pada AND waktu < selesai),
    ins AS (
      INSERT INTO cppt (uid, layanan_uid, pasien_uid, profesi, pegawai_uid, nama_penulis, waktu, subjektif, objektif, asesmen, plan, instruksi, dibuat_oleh, created_at)
      SELECT uid, l, p, profesi, peg, penulis, waktu, subjektif, objektif, asesmen, plan, instruksi, akun, waktu FROM ok
    )
    INSERT INTO log_pasien (${LOG})
    SELECT p, k, l, 'LOG_ASSESSTMENT', waktu,
           'CPPT ' || CASE profesi WHEN 'DOKTER' THEN 'Dokter' ELSE 'Perawat' END || ' (' || penulis || '): ' || ringkas,
           'cppt', uid, NULL, akun, akun_nama FROM ok`);
  const o = await client.query(`WITH src AS MATERIALIZED (
      SELECT ${uid('bc', 'h.n * 32 + h.d * 2 + j.j')} AS uid, h.k, h.l, h.p, t.*, j.j, g.uid AS peg, g.nama AS petugas, g.akun, g.akun_nama,
             ((h.hari + make_interval(hours => 8 + 8 * j.j, mins => ${acak('h.n * 40 + h.d + j.j', 8, 45)})) AT TIME ZONE 'Asia/Jakarta') AS waktu,
             h.masuk_pada, h.selesai
      FROM h1b_hari h CROSS JOIN (VALUES (0), (1)) AS j(j)
      JOIN h1b_t_obs t ON t.dx = h.dx_i AND t.varian = least(h.d, ${VARIAN - 1})
      JOIN h1b_peg g ON g.uid = h.prw
    ), ok AS MATERIALIZED (SELECT * FROM src WHERE waktu >= masuk_pada AND waktu < selesai),
    ins AS (
      INSERT INTO observasi (uid, layanan_uid, pasien_uid, waktu, shift, suhu, nadi, napas, sistol, diastol, spo2, oksigen, skala_nyeri,
                             kesadaran, intake_ml, output_ml, news2, pegawai_uid, nama_petugas, dibuat_oleh, created_at)
      SELECT uid, l, p, waktu, CASE j WHEN 0 THEN 'PAGI' ELSE 'SIANG' END, suhu, nadi, napas, sistol, diastol, spo2, oksigen, skala_nyeri,
             kesadaran, intake_ml, output_ml, news2, peg, petugas, akun, waktu FROM ok
    )
    INSERT INTO log_pasien (${LOG})
    SELECT p, k, l, 'LOG_ASSESSTMENT', waktu, 'Tanda vital (' || petugas || '): ' || ringkas, 'observasi', uid, NULL, akun, akun_nama FROM ok`);
  return { cppt: c.rowCount, observasi: o.rowCount };
}
