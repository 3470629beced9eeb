// Tahap farmasi: prescriptions of the finished care, dispensed through the stock ledger, as the
// pharmacy's services would have written them (resep.service buatResep → resep.pelayanan
// setujui/selesaikan → resep.loket panggil/serahkan). Runs after klinis, before keuangan.
//
// Shape: ~60% of finished outpatient/IGD layanan and every stay get one prescription of 1–4
// products from the demo master (no racikan: the plain lines carry the volume), written by the
// layanan's doctor, approved and dispensed by the demo pharmacist at DRJ (a stay: DRI), each line
// one OBAT charge at the visit payer's selling price (hargaJual) in the care's tariff class, and
// one LOG_OBAT timeline entry. Stock comes in the same ledger: each month, per depot, one PO and
// one GR (received the day before the month starts) bringing exactly what that month dispenses
// as one batch per product, so the running stock (`sisa`) never goes negative, each past month's
// batch ends at 0 and the current month's keeps a working stock; batch rows equal their ledger sums.
//
// Prefixes: d0 resep, d1 resep_detail, d2 farmasi_stok_mutasi (RESEP), d3 farmasi_stok_batch,
// d4 farmasi_dokumen (PO/GR), d5 farmasi_dokumen_item, d6 farmasi_dokumen_riwayat, d7 transaksi
// (OBAT), d9 farmasi_stok_mutasi (GR); log_pasien rows are found by sumber 'resep' + sumber_uid d0.
import { acak, dalamPrefiks, nomorDari, tanpaIndeks, uid } from '../alat.mjs';
import { dibayarSql, pembayaranUidSql } from './keuangan.mjs';

const TZ = "'Asia/Jakarta'";
/** Rows per INSERT … SELECT, by prescription number range (progress line per batch). */
const PER_BATCH = 250_000;
/**
 * Working stock left in the current month's batch per product and depot, per base-unit kind: a
 * month's supply, so the scenario's day of dispensing never runs a shelf empty (409 stok.tidak_cukup).
 */
const STOK_KERJA_TABLET = 20_000;
const STOK_KERJA_LAIN = 1_000;

const ORAL = ['Tablet', 'Kapsul', 'Kaplet'];
/** Outpatient pool: what a clinic sends home (oral, syrups, creams, sachets). */
const SATUAN_RJ = [...ORAL, 'Botol', 'Tube', 'Sachet'];
const SIGNA_ORAL = ['3 x 1 sesudah makan', '2 x 1 sesudah makan', '1 x 1 malam hari', '3 x 1 bila perlu'];
const SIGNA_LAIN = ['Sesuai petunjuk dokter', 'Dioleskan 2 x sehari', '3 x 1 sendok takar'];

const teksArray = (xs) => `ARRAY[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`;

export async function muat(client, ctx) {
  const q = (sql, p) => client.query(sql, p);
  // Staging tables are temporary: give them memory, where the session still allows it (only
  // before its first temporary table; an earlier stage on this client may have used one).
  await q("SET temp_buffers = '512MB'").catch(() => {});
  const hariIni = ctx.hariIni;
  const akun = async (role) =>
    (await q('SELECT uid, nama FROM akun WHERE role = $1 ORDER BY username LIMIT 1', [role])).rows[0];
  const apoteker = await akun('APOTEKER');
  const gudang = await akun('GUDANG');
  const depo = Object.fromEntries(
    (await q("SELECT kode, uid FROM farmasi_lokasi WHERE kode IN ('DRJ','DRI')")).rows.map((r) => [
      r.kode,
      r.uid,
    ]),
  );
  if (!apoteker || !depo.DRJ || !depo.DRI)
    throw new Error('data demo farmasi (apoteker, DRJ, DRI) tidak ada');

  ctx.log('farmasi: menghapus data tahap sebelumnya');
  await q(`DELETE FROM log_pasien WHERE sumber = 'resep' AND ${dalamPrefiks('sumber_uid', 'd0')}`);
  for (const [t, pp] of [
    ['transaksi', 'd7'],
    ['farmasi_stok_mutasi', 'd2'],
    ['farmasi_stok_mutasi', 'd9'],
    ['farmasi_stok_batch', 'd3'],
    ['farmasi_dokumen_riwayat', 'd6'],
    ['farmasi_dokumen_item', 'd5'],
    ['farmasi_dokumen', 'd4'],
    ['resep_detail', 'd1'],
    ['resep', 'd0'],
  ])
    await q(`DELETE FROM ${t} WHERE ${dalamPrefiks('uid', pp)}`);

  // The products a prescription picks from, numbered per pool (RJ: clinics and IGD; RI: stays).
  await q('DROP TABLE IF EXISTS h1c_produk, h1c_resep, h1c_baris, h1c_stok');
  await q(`CREATE TEMP TABLE h1c_produk AS
    SELECT pool, (row_number() OVER (PARTITION BY pool ORDER BY kode) - 1)::int AS idx,
      uid, kode, nama, satuan_dasar, harga_dasar::bigint AS harga_dasar, satuan_dasar = ANY(${teksArray(ORAL)}) AS oral
    FROM farmasi_produk, (VALUES ('RJ'), ('RI')) v(pool)
    WHERE status = 'AKTIF' AND golongan = 'BIASA' AND harga_dasar > 0 AND satuan_dasar <> 'Unit'
      AND (pool = 'RI' OR satuan_dasar = ANY(${teksArray(SATUAN_RJ)}))`);
  await q('ANALYZE h1c_produk');
  const ukuran = Object.fromEntries(
    (await q('SELECT pool, count(*)::int AS n FROM h1c_produk GROUP BY pool')).rows.map((r) => [r.pool, r.n]),
  );
  if (!(ukuran.RJ > 21 && ukuran.RI > 21)) throw new Error('produk demo terlalu sedikit untuk resep');

  // Fresh tables from the earlier stages: without statistics the planner loops over them.
  await q('ANALYZE kunjungan, layanan, rawat_inap');
  // A stay's bed segments by layanan, indexed: rawat_inap's own indexes are dropped for the whole
  // load, and a lookup per inpatient prescription over the whole table was quadratic (150,000 ×
  // 150,000 rows: twenty minutes of a forty-minute load).
  await q(`CREATE TEMP TABLE h1c_ri AS SELECT layanan_uid, masuk_pada, kelas_tagih FROM rawat_inap`);
  await q('CREATE INDEX ON h1c_ri (layanan_uid)');
  await q('ANALYZE h1c_ri');
  ctx.log('farmasi: memilih layanan yang mendapat resep');
  // One prescription per chosen layanan; its row number n is the layanan's, so every later row is
  // keyed by n (and line i) without joins. Numbers per Jakarta day in time order, as ambilNomor gives.
  await q(`CREATE TEMP TABLE h1c_resep AS
    WITH pilih AS (
      SELECT l.uid AS layanan_uid, l.kunjungan_uid, l.pasien_uid, l.dokter_uid, l.jenis, k.penjamin,
        ${nomorDari('l.uid')} AS n, ${nomorDari('k.uid')} AS kn, ${dibayarSql('k', hariIni)} AS dibayar,
        CASE k.penjamin WHEN 'UMUM' THEN 40 WHEN 'BPJS' THEN 25 WHEN 'ASKES' THEN 20
          ELSE coalesce(a.persen_markup, 0) END AS persen,
        l.created_at AS mulai, l.status AS l_status
      FROM layanan l JOIN kunjungan k ON k.uid = l.kunjungan_uid
      LEFT JOIN asuransi a ON a.uid = k.asuransi_uid
      WHERE ${dalamPrefiks('l.uid', 'b1')}
        AND (l.status = 'SELESAI' OR (l.jenis = 'RAWAT_INAP' AND l.status = 'AKTIF'))
    ), waktu AS (
      SELECT *, mulai + (35 + ${acak('n', 11, 40)}) * interval '1 minute' AS dibuat
      FROM pilih WHERE jenis = 'RAWAT_INAP' OR ${acak('n', 1, 100)} < 60
    )
    SELECT w.*, to_char(w.dibuat AT TIME ZONE ${TZ}, 'YYYYMMDD') AS hari,
      row_number() OVER (PARTITION BY to_char(w.dibuat AT TIME ZONE ${TZ}, 'YYYYMMDD') ORDER BY w.dibuat, w.n) AS urut,
      CASE WHEN w.jenis = 'RAWAT_INAP' THEN '${depo.DRI}' ELSE '${depo.DRJ}' END::uuid AS lokasi_uid,
      CASE WHEN w.jenis = 'RAWAT_INAP' THEN 'RI' ELSE 'RJ' END AS pool,
      w.dibuat + interval '15 minutes' AS selesai,
      CASE WHEN w.jenis <> 'RAWAT_INAP' THEN 'RAWAT_JALAN' ELSE coalesce((
        SELECT ri.kelas_tagih FROM h1c_ri ri WHERE ri.layanan_uid = w.layanan_uid
        ORDER BY ri.masuk_pada <= w.dibuat + interval '15 minutes' DESC, ri.masuk_pada DESC LIMIT 1), 'KELAS_3') END AS kelas,
      -- UMUM medicine leaves the counter only once paid (pengaturan_penjamin.obat_setelah_lunas).
      (w.penjamin <> 'UMUM' OR w.dibayar) AS diserahkan,
      pg.akun_uid AS dokter_akun, ak.nama AS dokter_nama
    FROM waktu w LEFT JOIN pegawai pg ON pg.uid = w.dokter_uid LEFT JOIN akun ak ON ak.uid = pg.akun_uid`);
  await q('CREATE INDEX ON h1c_resep (n)');
  await q('ANALYZE h1c_resep');
  const jumlah = Number((await q('SELECT count(*) AS n FROM h1c_resep')).rows[0].n);
  // Batch edges by count, not by number: layanan numbers need not be dense.
  const tepi = (
    await q(`SELECT min(n) AS n FROM (SELECT n, (row_number() OVER (ORDER BY n) - 1) / ${PER_BATCH} AS b
      FROM h1c_resep) x GROUP BY b ORDER BY 1`)
  ).rows.map((r) => Number(r.n));
  tepi.push(Number.MAX_SAFE_INTEGER);
  ctx.log(`farmasi: ${jumlah.toLocaleString('id-ID')} resep`);

  // Lines: 1–4 distinct products (stride 7 in a pool of more than 21), tablets by the ten.
  await q(`CREATE TEMP TABLE h1c_baris AS
    SELECT x.*, sum(x.jumlah) OVER (PARTITION BY x.produk_uid, x.lokasi_uid, x.bulan ORDER BY x.selesai, x.m) AS berjalan
    FROM (SELECT r.n, r.i, r.n * 4 + r.i AS m, p.uid AS produk_uid, p.kode, p.nama, p.satuan_dasar,
      CASE WHEN p.oral THEN (1 + ${acak('r.n * 4 + r.i', 4, 3)}) * 10 ELSE 1 + ${acak('r.n * 4 + r.i', 5, 2)} END AS jumlah,
      CASE WHEN p.oral THEN (${teksArray(SIGNA_ORAL)})[1 + ${acak('r.n * 4 + r.i', 6, SIGNA_ORAL.length)}]
        ELSE (${teksArray(SIGNA_LAIN)})[1 + ${acak('r.n * 4 + r.i', 7, SIGNA_LAIN.length)}] END AS aturan_pakai,
      -- hargaJual: harga dasar × (100 + markup) / 100, half up, one rounding (packages/domain harga.ts).
      ((p.harga_dasar * (10000 + round(r.persen * 100)::bigint) + 5000) / 10000)::bigint AS harga,
      r.lokasi_uid, r.selesai, date_trunc('month', r.selesai AT TIME ZONE ${TZ})::date AS bulan
    FROM (SELECT r.*, g.i, (${acak('r.n', 3, 1000)} + g.i * 7) % CASE r.pool WHEN 'RJ' THEN ${ukuran.RJ} ELSE ${ukuran.RI} END AS idx
      FROM h1c_resep r CROSS JOIN LATERAL generate_series(0, ${acak('r.n', 2, 4)}) g(i)) r
    JOIN h1c_produk p ON p.pool = r.pool AND p.idx = r.idx) x`);
  await q('CREATE INDEX ON h1c_baris (n)');
  await q('ANALYZE h1c_baris');

  // One batch per product × depot × month; the current month keeps a working stock.
  await q(`CREATE TEMP TABLE h1c_stok AS
    SELECT s.*, row_number() OVER (ORDER BY s.bulan, s.lokasi_uid, s.kode) AS sn,
      dense_rank() OVER (ORDER BY s.bulan, s.lokasi_uid) AS dn,
      row_number() OVER (PARTITION BY s.bulan, s.lokasi_uid ORDER BY s.kode) AS posisi
    FROM (SELECT b.produk_uid, b.kode, b.lokasi_uid, b.bulan, sum(b.jumlah)::int AS keluar,
        sum(b.jumlah)::int + CASE WHEN b.bulan = date_trunc('month', '${hariIni}'::date)::date
          THEN CASE WHEN bool_or(b.satuan_dasar = ANY(${teksArray(ORAL)})) THEN ${STOK_KERJA_TABLET} ELSE ${STOK_KERJA_LAIN} END
          ELSE 0 END AS masuk,
        max(b.selesai) AS terakhir, min(p.harga_dasar) AS harga_dasar
      FROM (SELECT produk_uid, kode, lokasi_uid, bulan, jumlah, satuan_dasar, selesai FROM h1c_baris
        -- Every product of a depot's pool is on its shelf this month, dispensed or not.
        UNION ALL
        SELECT p.uid, p.kode, CASE p.pool WHEN 'RI' THEN '${depo.DRI}' ELSE '${depo.DRJ}' END::uuid,
          date_trunc('month', '${hariIni}'::date)::date, 0, p.satuan_dasar, NULL
        FROM h1c_produk p) b
      JOIN farmasi_produk p ON p.uid = b.produk_uid
      GROUP BY 1, 2, 3, 4) s`);
  await q('CREATE INDEX ON h1c_stok (produk_uid, lokasi_uid, bulan)');
  await q('ANALYZE h1c_stok');

  await tanpaIndeks(
    client,
    ['resep', 'resep_detail', 'transaksi', 'farmasi_stok_mutasi', 'farmasi_stok_batch', 'log_pasien'],
    async () => {
      await muatDokumenStok(q, ctx, { gudang, depo });
      for (let j = 0; j + 1 < tepi.length; j++) {
        const dari = tepi[j];
        const sampai = tepi[j + 1];
        const r = `r.n >= ${dari} AND r.n < ${sampai}`;
        await q(`INSERT INTO resep (uid, nomor, kunjungan_uid, layanan_uid, pasien_uid, dokter_uid, lokasi_uid,
            status, nomor_antrian, disetujui_oleh, disetujui_pada, selesai_oleh, selesai_pada, dipanggil_pada,
            dipanggil_kali, diserahkan_oleh, diserahkan_pada, penerima, dibuat_oleh, created_at, updated_at)
          SELECT ${uid('d0', 'r.n')}, 'RSP-' || r.hari || '-' || lpad(r.urut::text, 4, '0'), r.kunjungan_uid,
            r.layanan_uid, r.pasien_uid, r.dokter_uid, r.lokasi_uid, 'DONE', 'N-' || lpad(r.urut::text, 3, '0'),
            '${apoteker.uid}', r.dibuat + interval '5 minutes', '${apoteker.uid}', r.selesai,
            r.selesai + interval '2 minutes', 1,
            CASE WHEN r.diserahkan THEN '${apoteker.uid}'::uuid END,
            CASE WHEN r.diserahkan THEN r.selesai + interval '20 minutes' END,
            CASE WHEN r.diserahkan THEN (ARRAY['Pasien','Keluarga pasien'])[1 + ${acak('r.n', 8, 2)}] END,
            r.dokter_akun, r.dibuat,
            CASE WHEN r.diserahkan THEN r.selesai + interval '20 minutes' ELSE r.selesai + interval '2 minutes' END
          FROM h1c_resep r WHERE ${r}`);
        await q(`INSERT INTO resep_detail (uid, resep_uid, posisi, jenis, produk_uid, jumlah, satuan, aturan_pakai, harga_satuan)
          SELECT ${uid('d1', 'b.m')}, ${uid('d0', 'b.n')}, b.i + 1, 'NON_RACIKAN', b.produk_uid, b.jumlah,
            b.satuan_dasar, b.aturan_pakai, b.harga
          FROM h1c_baris b WHERE b.n >= ${dari} AND b.n < ${sampai}`);
        await q(`INSERT INTO transaksi (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, kode,
            nama, jumlah, harga_satuan, total, penjamin, kelas, pembayaran_uid, dibuat_oleh, created_at)
          SELECT ${uid('d7', 'b.m')}, r.kunjungan_uid, r.layanan_uid, r.pasien_uid, 'OBAT', 'resep_detail',
            ${uid('d1', 'b.m')}, b.kode, b.nama, b.jumlah, b.harga, b.harga * b.jumlah, r.penjamin, r.kelas,
            CASE WHEN r.dibayar THEN ${pembayaranUidSql('r.kn')} END, '${apoteker.uid}', r.selesai
          FROM h1c_baris b JOIN h1c_resep r ON r.n = b.n WHERE ${r}`);
        // The ledger: what left, FEFO from the month's batch; sisa = received − running sum.
        await q(`INSERT INTO farmasi_stok_mutasi (uid, batch_uid, produk_uid, lokasi_uid, jenis, jumlah, sisa,
            harga_satuan, sumber, sumber_uid, nomor_dokumen, dibuat_oleh, created_at)
          SELECT ${uid('d2', 'x.m')}, ${uid('d3', 's.sn')}, x.produk_uid, x.lokasi_uid, 'RESEP', -x.jumlah,
            s.masuk - x.berjalan, s.harga_dasar, 'resep_detail', ${uid('d1', 'x.m')},
            'RSP-' || r.hari || '-' || lpad(r.urut::text, 4, '0'), '${apoteker.uid}', x.selesai
          FROM h1c_baris x
          JOIN h1c_stok s USING (produk_uid, lokasi_uid, bulan)
          JOIN h1c_resep r ON r.n = x.n
          WHERE x.n >= ${dari} AND x.n < ${sampai}`);
        await q(`INSERT INTO log_pasien (pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan, sumber,
            sumber_uid, akun_uid, nama_petugas)
          SELECT r.pasien_uid, r.kunjungan_uid, r.layanan_uid, 'LOG_OBAT', r.dibuat,
            left('Resep RSP-' || r.hari || '-' || lpad(r.urut::text, 4, '0') || ': ' || string_agg(
              b.nama || ' ' || b.jumlah || ' ' || b.satuan_dasar || ' (' || b.aturan_pakai || ')', '; ' ORDER BY b.i), 500),
            'resep', ${uid('d0', 'r.n')}, r.dokter_akun, r.dokter_nama
          FROM h1c_resep r JOIN h1c_baris b ON b.n = r.n WHERE ${r}
          GROUP BY r.n, r.pasien_uid, r.kunjungan_uid, r.layanan_uid, r.dibuat, r.hari, r.urut, r.dokter_akun, r.dokter_nama`);
        ctx.log(`farmasi: resep batch ${j + 1}/${tepi.length - 1}`);
      }
    },
  );

  // The numbering series the app continues (today's keys matter; past days are kept exact too).
  await q(`INSERT INTO nomor_urut (kunci, nilai)
    SELECT kunci, max(nilai) FROM (
      SELECT 'RSP-' || hari AS kunci, urut AS nilai FROM h1c_resep
      UNION ALL SELECT 'ANTRIAN_RESEP:N:' || hari, urut FROM h1c_resep) x GROUP BY kunci
    ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, excluded.nilai), updated_at = now()`);

  const hitung = async (sql) => Number((await q(sql)).rows[0].n);
  const hasil = {
    resep: jumlah,
    resep_detail: await hitung('SELECT count(*) AS n FROM h1c_baris'),
    farmasi_stok_batch: await hitung('SELECT count(*) AS n FROM h1c_stok'),
    farmasi_dokumen: await hitung(
      `SELECT count(*) AS n FROM farmasi_dokumen WHERE ${dalamPrefiks('uid', 'd4')}`,
    ),
  };
  await q('DROP TABLE IF EXISTS h1c_produk, h1c_resep, h1c_baris, h1c_stok');
  return hasil;
}

/**
 * Per month and depot a PO and its GR (received in full the day before the month starts), one
 * line per product with that month's batch, its ledger row (jenis GR) and the documents' history.
 */
async function muatDokumenStok(q, ctx, { gudang, depo }) {
  const pemasok = (await q("SELECT uid FROM farmasi_supplier WHERE status = 'AKTIF' ORDER BY kode")).rows.map(
    (r) => r.uid,
  );
  if (pemasok.length === 0) throw new Error('pemasok farmasi demo tidak ada');
  const oleh = gudang?.uid ? `'${gudang.uid}'::uuid` : 'NULL::uuid';
  // Received at 10:00 WIB on the last day of the month before; ordered at 08:00 that day.
  await q(`CREATE TEMP TABLE h1c_dok AS
    SELECT DISTINCT dn, bulan, lokasi_uid, (bulan - 1) AS tanggal,
      ((bulan - 1)::timestamp + interval '8 hours') AT TIME ZONE ${TZ} AS dipesan,
      ((bulan - 1)::timestamp + interval '10 hours') AT TIME ZONE ${TZ} AS diterima,
      to_char(bulan - 1, 'YYYYMMDD') AS hari,
      CASE WHEN lokasi_uid = '${depo.DRJ}' THEN 1 ELSE 2 END AS urut,
      (ARRAY[${pemasok.map((p) => `'${p}'`).join(',')}]::uuid[])[1 + (dn % ${pemasok.length})] AS supplier_uid
    FROM h1c_stok`);
  await q('ANALYZE h1c_dok');
  const po = "h.hari || '-' || lpad(h.urut::text, 4, '0')";
  await q(`INSERT INTO farmasi_dokumen (uid, jenis, nomor, status, lokasi_uid, supplier_uid, rujukan_uid, tanggal,
      no_faktur, total, dibuat_oleh, created_at, updated_at)
    SELECT ${uid('d4', 'h.dn * 2')}, 'PO', 'PO-' || ${po}, 'DITERIMA', h.lokasi_uid, h.supplier_uid, NULL, h.tanggal,
      NULL, t.total, ${oleh}, h.dipesan, h.diterima
    FROM h1c_dok h JOIN (SELECT dn, sum(masuk::bigint * harga_dasar) AS total FROM h1c_stok GROUP BY dn) t USING (dn)
    UNION ALL
    SELECT ${uid('d4', 'h.dn * 2 + 1')}, 'GR', 'GR-' || ${po}, 'DITERIMA', h.lokasi_uid, h.supplier_uid,
      ${uid('d4', 'h.dn * 2')}, h.tanggal, 'FKT-' || h.hari || '-' || h.urut, t.total, ${oleh}, h.diterima, h.diterima
    FROM h1c_dok h JOIN (SELECT dn, sum(masuk::bigint * harga_dasar) AS total FROM h1c_stok GROUP BY dn) t USING (dn)`);
  await q(`INSERT INTO farmasi_dokumen_item (uid, dokumen_uid, posisi, produk_uid, satuan, isi, jumlah, jumlah_diproses,
      harga_satuan, batch, kedaluwarsa, rujukan_item_uid)
    SELECT ${uid('d5', 's.sn * 2')}, ${uid('d4', 's.dn * 2')}, s.posisi, s.produk_uid, p.satuan_dasar, 1, s.masuk,
      s.masuk, s.harga_dasar, NULL, NULL, NULL
    FROM h1c_stok s JOIN farmasi_produk p ON p.uid = s.produk_uid
    UNION ALL
    SELECT ${uid('d5', 's.sn * 2 + 1')}, ${uid('d4', 's.dn * 2 + 1')}, s.posisi, s.produk_uid, p.satuan_dasar, 1,
      s.masuk, 0, s.harga_dasar, 'B' || to_char(s.bulan, 'YYMM') || '-' || s.kode, (s.bulan + interval '2 years')::date,
      ${uid('d5', 's.sn * 2')}
    FROM h1c_stok s JOIN farmasi_produk p ON p.uid = s.produk_uid`);
  await q(`INSERT INTO farmasi_dokumen_riwayat (uid, dokumen_uid, status, keterangan, oleh, created_at)
    SELECT ${uid('d6', 'h.dn * 3')}, ${uid('d4', 'h.dn * 2')}, 'DIPESAN', NULL, ${oleh}, h.dipesan FROM h1c_dok h
    UNION ALL
    SELECT ${uid('d6', 'h.dn * 3 + 1')}, ${uid('d4', 'h.dn * 2')}, 'DITERIMA',
      'Diterima dengan GR-' || ${po} || ' (faktur FKT-' || h.hari || '-' || h.urut || ')', ${oleh}, h.diterima FROM h1c_dok h
    UNION ALL
    SELECT ${uid('d6', 'h.dn * 3 + 2')}, ${uid('d4', 'h.dn * 2 + 1')}, 'DITERIMA',
      'Faktur FKT-' || h.hari || '-' || h.urut || ' untuk PO-' || ${po}, ${oleh}, h.diterima FROM h1c_dok h`);
  await q(`INSERT INTO farmasi_stok_batch (uid, produk_uid, lokasi_uid, batch, kedaluwarsa, harga_satuan, jumlah,
      created_at, updated_at)
    SELECT ${uid('d3', 's.sn')}, s.produk_uid, s.lokasi_uid, 'B' || to_char(s.bulan, 'YYMM') || '-' || s.kode,
      (s.bulan + interval '2 years')::date, s.harga_dasar, s.masuk - s.keluar, h.diterima, coalesce(s.terakhir, h.diterima)
    FROM h1c_stok s JOIN h1c_dok h USING (dn)`);
  await q(`INSERT INTO farmasi_stok_mutasi (uid, batch_uid, produk_uid, lokasi_uid, jenis, jumlah, sisa, harga_satuan,
      sumber, sumber_uid, nomor_dokumen, keterangan, dibuat_oleh, created_at)
    SELECT ${uid('d9', 's.sn')}, ${uid('d3', 's.sn')}, s.produk_uid, s.lokasi_uid, 'GR', s.masuk, s.masuk, s.harga_dasar,
      'farmasi_dokumen_item', ${uid('d5', 's.sn * 2 + 1')}, 'GR-' || ${po}, 'Faktur FKT-' || h.hari || '-' || h.urut,
      ${oleh}, h.diterima
    FROM h1c_stok s JOIN h1c_dok h USING (dn)`);
  await q(`INSERT INTO nomor_urut (kunci, nilai)
    SELECT j || '-' || hari, max(urut) FROM h1c_dok, (VALUES ('PO'), ('GR')) v(j) GROUP BY 1
    ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, excluded.nilai), updated_at = now()`);
  await q('DROP TABLE h1c_dok');
  ctx.log('farmasi: PO/GR per bulan dan depo, batch dan mutasi GR');
}
