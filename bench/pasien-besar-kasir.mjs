// Bills and prescriptions for the visits bench/pasien-besar.mjs loads, so the cashier's and the
// pharmacy's queues have a day's worth of work on top of a month's history (bench/README.md).
//
// Per visit not cancelled: the registration fee (sumber 'pendaftaran', as registration charges
// it) and, once the doctor is done, a consultation. Seven in ten finished visits get a
// prescription of two lines; dispensed ones are charged (sumber 'resep_detail'). Past days are
// paid (one receipt per visit in a closed shift of the `kasir` account) except one visit in 50,
// left open for ever, as real cashiers leave some; today half of the finished visits are paid.
// Today's prescriptions are spread over the pharmacy's stages: requested, approved, ready,
// handed over. Every value comes from the visit's row number: the same data each run.

/** True when this database already has the bench's bills (an earlier run, kept with --simpan). */
export async function adaTagihanBench(c) {
  const { rows } = await c.query(`SELECT exists (SELECT 1 FROM resep WHERE nomor LIKE 'RSP-B%') AS ada`);
  return rows[0].ada;
}

export async function isiKasirFarmasi(c, hariIni) {
  const { rows: akun } = await c.query(
    `SELECT (SELECT uid FROM akun WHERE username = 'kasir') AS kasir,
            (SELECT uid FROM akun WHERE username = 'apoteker') AS apoteker,
            (SELECT uid FROM farmasi_lokasi WHERE status = 'AKTIF' ORDER BY jenis = 'DEPO' DESC, kode LIMIT 1) AS lokasi,
            (SELECT count(*)::int FROM farmasi_produk WHERE status = 'AKTIF') AS produk`,
  );
  const { kasir, apoteker, lokasi, produk } = akun[0];
  if (!kasir || !apoteker || !produk)
    throw new Error('akun kasir/apoteker atau produk farmasi demo tidak ada');
  // All or nothing: a half-filled run would pass for a whole one (adaTagihanBench) next time.
  await c.query('BEGIN');
  await c.query(`
    CREATE TEMP TABLE b_kas AS
    SELECT k.uid AS k_uid, l.uid AS l_uid, k.pasien_uid, k.tanggal, k.penjamin, a.status AS a_status,
      l.dokter_uid, k.created_at, p.nama AS pasien_nama,
      row_number() OVER (ORDER BY k.created_at, k.uid)::int AS n
    FROM kunjungan k
    JOIN layanan l ON l.kunjungan_uid = k.uid
    JOIN antrian a ON a.layanan_uid = l.uid
    JOIN pasien p ON p.uid = k.pasien_uid
    WHERE k.status <> 'BATAL' AND NOT EXISTS (SELECT 1 FROM transaksi t WHERE t.kunjungan_uid = k.uid)`);
  await c.query(`CREATE TEMP TABLE b_produk AS
    SELECT row_number() OVER (ORDER BY kode)::int - 1 AS i, uid FROM farmasi_produk WHERE status = 'AKTIF'`);
  const hari = `'${hariIni}'::date`;
  const tahap = `CASE WHEN b.tanggal < ${hari} THEN 3 ELSE b.n % 4 END`; // 0 diminta … 3 diserahkan
  const waktu = (menit) => `least(now(), b.created_at + interval '${menit} minutes')`;
  await c.query(`
    CREATE TEMP TABLE b_resep AS
    SELECT gen_random_uuid() AS uid, b.*, ${tahap} AS tahap
    FROM b_kas b WHERE b.a_status = 'DONE' AND b.n % 10 < 7`);
  await c.query(`
    INSERT INTO resep (uid, nomor, kunjungan_uid, layanan_uid, pasien_uid, dokter_uid, lokasi_uid, status,
      nomor_antrian, disetujui_oleh, disetujui_pada, selesai_oleh, selesai_pada, diserahkan_oleh,
      diserahkan_pada, penerima, dibuat_oleh, created_at, updated_at)
    SELECT b.uid, 'RSP-B' || to_char(b.tanggal, 'YYYYMMDD') || '-' || lpad(b.n::text, 6, '0'), b.k_uid, b.l_uid,
      b.pasien_uid, b.dokter_uid, '${lokasi}',
      (ARRAY['REQUEST','APPROVED','DONE','DONE'])[b.tahap + 1],
      'N-' || lpad((b.n % 1000)::text, 3, '0'),
      CASE WHEN b.tahap >= 1 THEN '${apoteker}'::uuid END, CASE WHEN b.tahap >= 1 THEN ${waktu(25)} END,
      CASE WHEN b.tahap >= 2 THEN '${apoteker}'::uuid END, CASE WHEN b.tahap >= 2 THEN ${waktu(35)} END,
      CASE WHEN b.tahap = 3 THEN '${apoteker}'::uuid END, CASE WHEN b.tahap = 3 THEN ${waktu(45)} END,
      CASE WHEN b.tahap = 3 THEN 'Pasien' END, NULL, ${waktu(20)}, ${waktu(45)}
    FROM b_resep b`);
  await c.query(`
    CREATE TEMP TABLE b_detail AS
    SELECT gen_random_uuid() AS uid, b.uid AS resep_uid, b.k_uid, b.l_uid, b.pasien_uid, b.penjamin, b.tahap,
      b.created_at, s.posisi, pr.uid AS produk_uid
    FROM b_resep b CROSS JOIN generate_series(1, 2) s(posisi)
    JOIN b_produk pr ON pr.i = (b.n * 7 + s.posisi) % ${produk}`);
  await c.query(`
    INSERT INTO resep_detail (uid, resep_uid, posisi, jenis, produk_uid, jumlah, satuan, aturan_pakai, harga_satuan)
    SELECT uid, resep_uid, posisi, 'NON_RACIKAN', produk_uid, 10, 'Tablet', '3 x 1 sesudah makan',
      CASE WHEN tahap >= 2 THEN 500 END
    FROM b_detail`);
  const penjamin = `CASE WHEN b.penjamin = 'BPJS' THEN 'BPJS' ELSE 'UMUM' END`;
  await c.query(`
    INSERT INTO transaksi (kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, kode, nama,
      jumlah, harga_satuan, total, penjamin, kelas, created_at)
    SELECT b.k_uid, b.l_uid, b.pasien_uid, 'TINDAKAN', 'pendaftaran', b.l_uid, 'ADM-RJ', 'Administrasi pendaftaran',
      1, 25000, 25000, ${penjamin}, 'RAWAT_JALAN', b.created_at
    FROM b_kas b
    UNION ALL
    SELECT b.k_uid, b.l_uid, b.pasien_uid, 'TINDAKAN', 'tindakan_layanan', gen_random_uuid(), 'KONS-01',
      'Konsultasi dokter', 1, 50000, 50000, ${penjamin}, 'RAWAT_JALAN', ${waktu(15)}
    FROM b_kas b WHERE b.a_status = 'DONE'
    UNION ALL
    SELECT b.k_uid, b.l_uid, b.pasien_uid, 'OBAT', 'resep_detail', b.uid, NULL, 'Obat', 10, 500, 5000,
      ${penjamin}, 'RAWAT_JALAN', ${waktu(35)}
    FROM b_detail b WHERE b.tahap >= 2`);
  // One closed shift a day; paid visits get one receipt each covering all their charges.
  await c.query(`
    CREATE TEMP TABLE b_shift AS
    SELECT gen_random_uuid() AS uid, d.tanggal FROM (SELECT DISTINCT tanggal FROM b_kas) d`);
  await c.query(`
    INSERT INTO kasir_shift (uid, akun_uid, dibuka_pada, modal_awal, ditutup_pada, kas_dihitung)
    SELECT s.uid, '${kasir}', (s.tanggal + time '07:00') AT TIME ZONE 'Asia/Jakarta', 500000,
      least(now(), (s.tanggal + time '21:00') AT TIME ZONE 'Asia/Jakarta'), 500000
    FROM b_shift s`);
  await c.query(`
    CREATE TEMP TABLE b_bayar AS
    SELECT gen_random_uuid() AS uid, b.k_uid, b.pasien_uid, b.pasien_nama, b.penjamin, b.n, b.created_at,
      s.uid AS shift_uid, (SELECT sum(t.total) FROM transaksi t WHERE t.kunjungan_uid = b.k_uid)::bigint AS total
    FROM b_kas b JOIN b_shift s ON s.tanggal = b.tanggal
    WHERE (b.tanggal < ${hari} AND b.n % 50 <> 0) OR (b.tanggal = ${hari} AND b.a_status = 'DONE' AND b.n % 2 = 0)`);
  await c.query(`
    INSERT INTO pembayaran (uid, nomor, kunjungan_uid, pasien_uid, nama_pembayar, penjamin, total_tagihan,
      ditanggung_penjamin, diskon, jumlah_bayar, shift_uid, kasir_uid, created_at)
    SELECT b.uid, 'INV-B' || lpad(b.n::text, 8, '0'), b.k_uid, b.pasien_uid, b.pasien_nama, b.penjamin, b.total,
      CASE WHEN b.penjamin = 'BPJS' THEN b.total ELSE 0 END, 0,
      CASE WHEN b.penjamin = 'BPJS' THEN 0 ELSE b.total END, b.shift_uid, '${kasir}', ${waktu(60)}
    FROM b_bayar b`);
  await c.query(`
    UPDATE transaksi t SET pembayaran_uid = b.uid FROM b_bayar b WHERE t.kunjungan_uid = b.k_uid`);
  await c.query('COMMIT');
  // As autovacuum would: statistics fresh, visibility map set for index-only scans.
  await c.query('VACUUM ANALYZE resep, resep_detail, transaksi, pembayaran, kasir_shift');
  const { rows } = await c.query(
    `SELECT (SELECT count(*) FROM b_resep)::int AS resep,
            (SELECT count(*) FROM b_resep WHERE tanggal = ${hari} AND tahap < 3)::int AS resep_terbuka,
            (SELECT count(*) FROM transaksi)::int AS transaksi,
            (SELECT count(*) FROM b_bayar)::int AS dibayar,
            (SELECT count(*) FROM b_kas WHERE tanggal = ${hari})::int - (SELECT count(*) FROM b_bayar b JOIN b_kas k USING (k_uid) WHERE k.tanggal = ${hari})::int AS terbuka_hari_ini`,
  );
  return rows[0];
}
