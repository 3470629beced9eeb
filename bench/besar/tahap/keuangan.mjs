// Tahap keuangan (runs last): what the cashier holds for every visit that earlier stages did not
// write, then the receipts. Mirrors kunjungan/biaya-pendaftaran.ts (registration fees),
// ranap/tagihan/tagihan-hari.service.ts (a stay's room, nursing, visit and class-upgrade days),
// kasir/deposit (deposits of stays), kasir/pembayaran/pembayaran.service.ts (one receipt per paid
// visit covering every charge, payer share by bagiTagihan, methods, deposit used and refunded),
// kasir/fee/fee.hitung.ts (doctors' fees of the paid charges) and kasir/shift (one shift a day).
//
// Which visits are paid is one rule shared with the stages that charge (dibayarSql): finished
// visits before today, and half of today's finished ones (the other half waits at the cashier).
// A paid visit's receipt has the uid pembayaranUidSql(visit number); a charge written by an
// earlier stage carries it already (transaksi.pembayaran_uid), so paying needs no mass UPDATE.
//
// Prefixes: e0 pembayaran, e1 transaksi (registration fees), e2 transaksi (day charges),
// e3 ranap_tagihan_hari, e4 pembayaran_metode, e5 kasir_shift, e6 deposit SETOR, e7 deposit
// PAKAI, e8 deposit REFUND, e9 fee_dokter. pembayaran_item rows are found by their pembayaran (e0).
import { acak, dalamPrefiks, nomorDari, tanpaIndeks, uid } from '../alat.mjs';

const TZ = "'Asia/Jakarta'";
const MODAL_AWAL = 500_000;

/** SQL: is visit `k` (an alias of kunjungan) paid? Every stage that charges uses this one rule. */
export function dibayarSql(k, hariIni) {
  return `(${k}.status = 'SELESAI' AND (${k}.tanggal < '${hariIni}'::date OR ${acak(nomorDari(`${k}.uid`), 909, 2)} = 0))`;
}

/** SQL: the uid of the receipt of the visit numbered `knExpr` (nomorDari of kunjungan.uid). */
export function pembayaranUidSql(knExpr) {
  return uid('e0', knExpr);
}

/** The shift of the Jakarta day `tanggalExpr` (an SQL date): one a day for the demo cashier. */
const shiftUid = (tanggalExpr) => uid('e5', `(${tanggalExpr} - date '2000-01-01')`);
const hariJakarta = (ts) => `(${ts} AT TIME ZONE ${TZ})::date`;

export async function muat(client, ctx) {
  const q = (sql, p) => client.query(sql, p);
  // Staging tables are temporary: give them memory, where the session still allows it (only
  // before its first temporary table; an earlier stage on this client may have used one).
  await q("SET temp_buffers = '512MB'").catch(() => {});
  const hariIni = ctx.hariIni;
  const akun = async (role) =>
    (await q('SELECT uid FROM akun WHERE role = $1 ORDER BY username LIMIT 1', [role])).rows[0]?.uid;
  const kasir = await akun('KASIR');
  const pendaftaran = (await akun('PENDAFTARAN')) ?? null;
  if (!kasir) throw new Error('akun demo KASIR tidak ada');
  const bank = (await q("SELECT uid FROM bank WHERE status = 'AKTIF' ORDER BY kode")).rows.map((r) => r.uid);
  const bankArr = `(ARRAY[${bank.map((b) => `'${b}'`).join(',')}]::uuid[])`;

  ctx.log('keuangan: menghapus data tahap sebelumnya');
  await q(`DELETE FROM pembayaran_item WHERE ${dalamPrefiks('pembayaran_uid', 'e0')}`);
  for (const [t, pp] of [
    ['fee_dokter', 'e9'],
    ['deposit', 'e6'],
    ['deposit', 'e7'],
    ['deposit', 'e8'],
    ['pembayaran_metode', 'e4'],
    ['ranap_tagihan_hari', 'e3'],
    ['transaksi', 'e1'],
    ['transaksi', 'e2'],
    ['pembayaran', 'e0'],
    ['kasir_shift', 'e5'],
  ])
    await q(`DELETE FROM ${t} WHERE ${dalamPrefiks('uid', pp)}`);

  // The tariff grid as tarifBerlaku reads it, taken at today's prices for the whole history: the
  // demo grid starts this year, and a hospital migrating its history brings it priced.
  await q('DROP TABLE IF EXISTS h1c_tarif, h1c_harga, h1c_bayar, h1c_dep');
  await q(`CREATE TEMP TABLE h1c_tarif AS
    SELECT DISTINCT ON (jenis_item, item_uid, penjamin, kelas) jenis_item, item_uid, penjamin, kelas, jumlah
    FROM tarif WHERE berlaku_mulai <= '${hariIni}'::date
    ORDER BY jenis_item, item_uid, penjamin, kelas, berlaku_mulai DESC`);
  await q('CREATE INDEX ON h1c_tarif (jenis_item, item_uid, kelas, penjamin)');
  // tarifBerlaku's fallback resolved once: each payer's own price, else UMUM's of the same class.
  await q(`CREATE TEMP TABLE h1c_harga AS
    SELECT i.jenis_item, i.item_uid, i.kelas, p.penjamin, coalesce(sendiri.jumlah, umum.jumlah) AS jumlah
    FROM (SELECT DISTINCT jenis_item, item_uid, kelas FROM h1c_tarif) i
    CROSS JOIN (VALUES ('UMUM'), ('BPJS'), ('ASKES'), ('ASURANSI')) p(penjamin)
    LEFT JOIN h1c_tarif sendiri ON (sendiri.jenis_item, sendiri.item_uid, sendiri.kelas, sendiri.penjamin) = (i.jenis_item, i.item_uid, i.kelas, p.penjamin)
    LEFT JOIN h1c_tarif umum ON (umum.jenis_item, umum.item_uid, umum.kelas, umum.penjamin) = (i.jenis_item, i.item_uid, i.kelas, 'UMUM')`);
  await q('ANALYZE h1c_harga');
  await q('CREATE INDEX ON h1c_harga (jenis_item, item_uid, kelas, penjamin)');
  // Fresh tables from the earlier stages: without statistics the planner loops over them.
  await q('ANALYZE kunjungan, layanan, transaksi, perawatan_inap, rawat_inap, pasien');

  const hasil = {};
  await tanpaIndeks(
    client,
    [
      'transaksi',
      'ranap_tagihan_hari',
      'pembayaran',
      'pembayaran_metode',
      'pembayaran_item',
      'deposit',
      'fee_dokter',
    ],
    async () => {
      hasil.biaya_pendaftaran = await muatBiayaPendaftaran(q, ctx, hariIni, pendaftaran);
      hasil.tagihan_hari = await muatHariRawat(q, ctx, hariIni);

      // Fallback for a charging stage that left pembayaran_uid empty on a paid visit.
      const lepas = await q(`UPDATE transaksi t SET pembayaran_uid = ${pembayaranUidSql(nomorDari('k.uid'))}
      FROM kunjungan k WHERE k.uid = t.kunjungan_uid AND t.pembayaran_uid IS NULL
        AND ${dalamPrefiks('k.uid', 'b0')} AND ${dibayarSql('k', hariIni)}`);
      if (lepas.rowCount)
        ctx.log(`keuangan: ${lepas.rowCount.toLocaleString('id-ID')} tagihan tahap lain ditandai dibayar`);

      // Deposits of stays that asked for one: taken half an hour after admission.
      await q(`CREATE TEMP TABLE h1c_dep AS
      SELECT ${nomorDari('p.uid')} AS pn, ${nomorDari('k.uid')} AS kn, p.kunjungan_uid, p.pasien_uid,
        p.deposit_diminta AS jumlah, p.masuk_pada + interval '30 minutes' AS waktu,
        (ARRAY['TUNAI','TRANSFER','DEBIT'])[1 + ${acak(nomorDari('p.uid'), 21, 3)}] AS metode
      FROM perawatan_inap p JOIN kunjungan k ON k.uid = p.kunjungan_uid
      WHERE ${dalamPrefiks('p.uid', 'b3')} AND p.deposit_diminta > 0`);
      await q('ANALYZE h1c_dep');

      ctx.log('keuangan: menghitung tagihan per kunjungan');
      // One receipt per paid visit: every charge marked with its uid, the payer's part by bagiTagihan.
      await q(`CREATE TEMP TABLE h1c_bayar AS
      WITH t AS (
        SELECT pembayaran_uid, min(kunjungan_uid::text)::uuid AS kunjungan_uid, sum(total)::bigint AS total,
          coalesce(sum(total) FILTER (WHERE penjamin <> 'UMUM'), 0)::bigint AS total_penjamin, max(created_at) AS terakhir
        FROM transaksi WHERE ${dalamPrefiks('pembayaran_uid', 'e0')} GROUP BY pembayaran_uid
      ), b AS (
        SELECT t.*, ${nomorDari('t.pembayaran_uid')} AS kn, k.pasien_uid, k.penjamin, ps.nama,
          CASE WHEN t.total_penjamin <= 0 OR k.penjamin = 'UMUM' THEN 0
            WHEN k.penjamin IN ('BPJS', 'ASKES') THEN t.total_penjamin
            ELSE least(t.total_penjamin, coalesce(a.plafon, t.total_penjamin)) END AS ditanggung,
          greatest(t.terakhir, pi.pulang) + (10 + ${acak(nomorDari('t.pembayaran_uid'), 22, 20)}) * interval '1 minute' AS waktu,
          coalesce(d.jumlah, 0)::bigint AS deposit
        FROM t JOIN kunjungan k ON k.uid = t.kunjungan_uid JOIN pasien ps ON ps.uid = k.pasien_uid
        LEFT JOIN asuransi a ON a.uid = k.asuransi_uid
        LEFT JOIN (SELECT kunjungan_uid, max(pulang_pada) AS pulang FROM perawatan_inap
          WHERE ${dalamPrefiks('uid', 'b3')} GROUP BY 1) pi ON pi.kunjungan_uid = k.uid
        LEFT JOIN (SELECT kunjungan_uid, sum(jumlah) AS jumlah FROM h1c_dep GROUP BY 1) d ON d.kunjungan_uid = k.uid
      )
      SELECT b.*, b.total - b.ditanggung AS bayar, least(b.deposit, b.total - b.ditanggung) AS pakai,
        (b.total - b.ditanggung) - least(b.deposit, b.total - b.ditanggung) AS sisa,
        to_char(b.waktu AT TIME ZONE ${TZ}, 'YYYYMMDD') AS hari,
        row_number() OVER (PARTITION BY to_char(b.waktu AT TIME ZONE ${TZ}, 'YYYYMMDD') ORDER BY b.waktu, b.kn) AS urut,
        (ARRAY['TUNAI','TUNAI','TUNAI','TUNAI','QRIS','QRIS','DEBIT','DEBIT','KREDIT','TRANSFER'])[1 + ${acak('b.kn', 23, 10)}] AS metode
      FROM b WHERE b.total > 0`);
      await q('CREATE INDEX ON h1c_bayar (kn)');
      await q('ANALYZE h1c_bayar');
      const { rows } = await q('SELECT count(*)::int AS n, min(kn) AS awal, max(kn) AS akhir FROM h1c_bayar');
      hasil.pembayaran = rows[0].n;
      ctx.log(`keuangan: ${hasil.pembayaran.toLocaleString('id-ID')} kuitansi`);

      await q(`INSERT INTO pembayaran (uid, nomor, kunjungan_uid, pasien_uid, nama_pembayar, penjamin, total_tagihan,
        ditanggung_penjamin, diskon, jumlah_bayar, shift_uid, kasir_uid, created_at)
      SELECT ${pembayaranUidSql('b.kn')}, 'INV-' || b.hari || '-' || lpad(b.urut::text, 4, '0'), b.kunjungan_uid,
        b.pasien_uid, b.nama, b.penjamin, b.total, b.ditanggung, 0, b.bayar, ${shiftUid(hariJakarta('b.waktu'))},
        '${kasir}', b.waktu
      FROM h1c_bayar b`);
      // Methods: the deposit first (the payment dialog's Deposit line), the rest by one method.
      await q(`INSERT INTO pembayaran_metode (uid, pembayaran_uid, metode, jumlah, bank_uid, referensi, diterima, kembalian)
      SELECT ${uid('e4', 'b.kn * 2')}, ${pembayaranUidSql('b.kn')}, 'DEPOSIT', b.pakai, NULL, NULL, NULL, NULL
      FROM h1c_bayar b WHERE b.pakai > 0
      UNION ALL
      SELECT ${uid('e4', 'b.kn * 2 + 1')}, ${pembayaranUidSql('b.kn')}, b.metode, b.sisa,
        CASE WHEN b.metode IN ('DEBIT','KREDIT','TRANSFER') THEN ${bankArr}[1 + ${acak('b.kn', 24, bank.length)}] END,
        CASE WHEN b.metode = 'QRIS' THEN 'QR' || lpad(b.kn::text, 12, '0') END,
        CASE WHEN b.metode = 'TUNAI' THEN ((b.sisa + 49999) / 50000) * 50000 END,
        CASE WHEN b.metode = 'TUNAI' THEN ((b.sisa + 49999) / 50000) * 50000 - b.sisa END
      FROM h1c_bayar b WHERE b.sisa > 0`);
      await q(`INSERT INTO deposit (uid, nomor, kunjungan_uid, pasien_uid, jenis, jumlah, pembayaran_uid, keterangan,
        shift_uid, kasir_uid, created_at)
      SELECT ${uid('e7', 'b.kn')}, NULL, b.kunjungan_uid, b.pasien_uid, 'PAKAI', -b.pakai, ${pembayaranUidSql('b.kn')},
        'Dipakai untuk INV-' || b.hari || '-' || lpad(b.urut::text, 4, '0'), ${shiftUid(hariJakarta('b.waktu'))},
        '${kasir}', b.waktu
      FROM h1c_bayar b WHERE b.pakai > 0`);
      // SETOR at admission and REFUND of what is left after the payment share one number series; the
      // rest goes back by transfer, so no day's drawer pays out more cash than it took in.
      await q(`INSERT INTO deposit (uid, nomor, kunjungan_uid, pasien_uid, jenis, jumlah, metode, bank_uid, referensi,
        keterangan, shift_uid, kasir_uid, created_at)
      SELECT x.uid, 'DEP-' || to_char(x.waktu AT TIME ZONE ${TZ}, 'YYYYMMDD') || '-' || lpad(row_number() OVER (
          PARTITION BY to_char(x.waktu AT TIME ZONE ${TZ}, 'YYYYMMDD') ORDER BY x.waktu, x.uid)::text, 4, '0'),
        x.kunjungan_uid, x.pasien_uid, x.jenis, x.jumlah, x.metode,
        CASE WHEN x.metode IN ('DEBIT','TRANSFER') THEN ${bankArr}[1 + ${acak('x.n', 25, bank.length)}] END, NULL,
        x.keterangan, ${shiftUid(hariJakarta('x.waktu'))}, '${kasir}', x.waktu
      FROM (
        SELECT ${uid('e6', 'd.pn')} AS uid, d.pn AS n, d.kunjungan_uid, d.pasien_uid, 'SETOR' AS jenis, d.jumlah, d.metode,
          'Deposit rawat inap' AS keterangan, d.waktu FROM h1c_dep d
        UNION ALL
        SELECT ${uid('e8', 'b.kn')}, b.kn, b.kunjungan_uid, b.pasien_uid, 'REFUND', -(b.deposit - b.pakai), 'TRANSFER',
          'Sisa deposit dikembalikan', b.waktu + interval '5 minutes' FROM h1c_bayar b WHERE b.deposit > b.pakai
      ) x`);
      await q(`INSERT INTO pembayaran_item (pembayaran_uid, transaksi_uid)
      SELECT pembayaran_uid, uid FROM transaksi WHERE ${dalamPrefiks('pembayaran_uid', 'e0')}`);
      hasil.fee_dokter = await muatFee(q);
      hasil.kasir_shift = await muatShift(q, kasir, hariIni);
    },
  );

  await q(`INSERT INTO nomor_urut (kunci, nilai)
    SELECT kunci, max(n) FROM (
      SELECT 'INV-' || hari AS kunci, urut AS n FROM h1c_bayar
      UNION ALL SELECT split_part(nomor, '-', 1) || '-' || split_part(nomor, '-', 2), split_part(nomor, '-', 3)::int
        FROM deposit WHERE nomor IS NOT NULL AND (${dalamPrefiks('uid', 'e6')} OR ${dalamPrefiks('uid', 'e8')})) x
    GROUP BY kunci
    ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, excluded.nilai), updated_at = now()`);
  await q('DROP TABLE IF EXISTS h1c_tarif, h1c_harga, h1c_bayar, h1c_dep');
  return hasil;
}

/**
 * Registration fees (biaya-pendaftaran.ts): ADM-DAFTAR on the visit's first layanan (ADM-IGD at
 * the IGD) and ADM-KARTU on a patient's first visit, at the payer's tariff, else UMUM's.
 */
async function muatBiayaPendaftaran(q, ctx, hariIni, pendaftaran) {
  const oleh = pendaftaran ? `'${pendaftaran}'::uuid` : 'NULL::uuid';
  await q(`CREATE TEMP TABLE h1c_adm AS
    SELECT m.kode, m.nama, m.kategori, hg.penjamin, hg.jumlah AS harga FROM tindakan m
    JOIN h1c_harga hg ON hg.jenis_item = 'TINDAKAN' AND hg.item_uid = m.uid AND hg.kelas = 'RAWAT_JALAN'
    WHERE m.kode IN ('ADM-DAFTAR', 'ADM-IGD', 'ADM-KARTU') AND m.status = 'AKTIF' AND hg.jumlah IS NOT NULL`);
  await q('ANALYZE h1c_adm');
  const { rowCount } =
    await q(`INSERT INTO transaksi (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber,
      sumber_uid, kode, nama, jumlah, harga_satuan, total, penjamin, kelas, pembayaran_uid, dibuat_oleh, created_at)
    WITH pertama AS (
      SELECT DISTINCT ON (l.kunjungan_uid) l.uid, l.kunjungan_uid, l.pasien_uid, l.jenis, l.created_at
      FROM layanan l WHERE ${dalamPrefiks('l.uid', 'b1')} AND l.jenis <> 'RAWAT_INAP' AND l.status <> 'BATAL'
      ORDER BY l.kunjungan_uid, l.created_at, l.uid
    ), baru AS (
      SELECT DISTINCT ON (k.pasien_uid) k.uid FROM kunjungan k
      WHERE ${dalamPrefiks('k.uid', 'b0')} AND k.status <> 'BATAL' ORDER BY k.pasien_uid, k.created_at, k.uid
    ), baris AS (
      SELECT p.*, k.penjamin, ${nomorDari('k.uid')} AS kn, ${dibayarSql('k', hariIni)} AS dibayar, v.urut,
        CASE WHEN v.urut = 1 THEN 'ADM-KARTU' WHEN p.jenis = 'GAWAT_DARURAT' THEN 'ADM-IGD' ELSE 'ADM-DAFTAR' END AS kode
      FROM pertama p JOIN kunjungan k ON k.uid = p.kunjungan_uid
      CROSS JOIN (VALUES (0), (1)) v(urut)
      WHERE k.status <> 'BATAL' AND (v.urut = 0 OR k.uid IN (SELECT uid FROM baru))
    ), harga AS (
      SELECT b.*, a.nama, a.kategori, a.harga FROM baris b JOIN h1c_adm a ON a.kode = b.kode AND a.penjamin = b.penjamin
    )
    SELECT ${uid('e1', 'h.kn * 2 + h.urut')}, h.kunjungan_uid, h.uid, h.pasien_uid,
      CASE WHEN h.kategori = 'KONSULTASI' THEN 'KONSUL' ELSE 'TINDAKAN' END, 'pendaftaran', h.uid, h.kode, h.nama, 1,
      h.harga, h.harga, h.penjamin, 'RAWAT_JALAN', CASE WHEN h.dibayar THEN ${pembayaranUidSql('h.kn')} END, ${oleh},
      h.created_at
    FROM harga h WHERE h.harga IS NOT NULL`);
  await q('DROP TABLE h1c_adm');
  ctx.log(`keuangan: ${rowCount.toLocaleString('id-ID')} biaya pendaftaran`);
  return rowCount;
}

/** fee.hitung.ts: the paid KONSUL/TINDAKAN charges naming a doctor with a rule (specific, else default). */
async function muatFee(q) {
  const fee = `CASE WHEN coalesce(f1.tipe, f2.tipe) = 'PERSEN'
    THEN (x.total * round(coalesce(f1.nilai, f2.nilai) * 100)::bigint + 5000) / 10000
    ELSE (coalesce(f1.nilai, f2.nilai) * x.jumlah)::bigint END`;
  const { rowCount } =
    await q(`INSERT INTO fee_dokter (uid, transaksi_uid, pembayaran_uid, pegawai_uid, aturan_uid,
      dasar, tipe, nilai, jumlah, created_at)
    SELECT ${uid('e9', 'row_number() OVER (ORDER BY x.uid)')}, x.uid, x.pembayaran_uid, x.pelaksana_uid,
      coalesce(f1.uid, f2.uid), x.total, coalesce(f1.tipe, f2.tipe), coalesce(f1.nilai, f2.nilai), ${fee}, p.created_at
    FROM (
      SELECT t.uid, t.pembayaran_uid, t.pelaksana_uid, t.jenis, t.total, t.jumlah, tl.tindakan_uid, m.kategori
      FROM transaksi t
      LEFT JOIN tindakan_layanan tl ON t.sumber = 'tindakan_layanan' AND tl.uid = t.sumber_uid
      LEFT JOIN tindakan m ON m.uid = tl.tindakan_uid
      WHERE ${dalamPrefiks('t.pembayaran_uid', 'e0')} AND t.pelaksana_uid IS NOT NULL AND t.membalik_uid IS NULL
        AND t.total > 0 AND t.jenis IN ('KONSUL', 'TINDAKAN')
    ) x
    -- The rule for the very procedure wins; else the type's default, which administrative items never take.
    LEFT JOIN fee_aturan f1 ON f1.aktif AND f1.pegawai_uid = x.pelaksana_uid AND f1.jenis_transaksi = x.jenis
      AND f1.tindakan_uid = x.tindakan_uid
    LEFT JOIN fee_aturan f2 ON f2.aktif AND f2.pegawai_uid = x.pelaksana_uid AND f2.jenis_transaksi = x.jenis
      AND f2.tindakan_uid IS NULL AND coalesce(x.kategori, '') <> 'ADMINISTRASI'
    JOIN pembayaran p ON p.uid = x.pembayaran_uid
    WHERE coalesce(f1.uid, f2.uid) IS NOT NULL AND ${fee} > 0`);
  return rowCount;
}

/**
 * One shift a day for the demo cashier, open the whole Jakarta day, closed with the drawer
 * counted exactly as expected (kasSeharusnya: float + cash receipts + cash deposits − cash refunds).
 * Today's shift is closed a minute after its last receipt, so a cashier can open a new one.
 */
async function muatShift(q, kasir, hariIni) {
  // Read from the plans (h1c_bayar, h1c_dep), not the fresh tables: those have no statistics yet.
  const { rowCount } =
    await q(`INSERT INTO kasir_shift (uid, akun_uid, dibuka_pada, modal_awal, ditutup_pada, kas_dihitung, catatan)
    SELECT ${shiftUid('h.hari')}, '${kasir}', h.hari::timestamp AT TIME ZONE ${TZ}, ${MODAL_AWAL},
      CASE WHEN h.hari < '${hariIni}'::date THEN (h.hari + 1)::timestamp AT TIME ZONE ${TZ} - interval '1 second'
        ELSE h.terakhir + interval '1 minute' END,
      ${MODAL_AWAL} + coalesce(h.tunai, 0), NULL
    FROM (
      SELECT hari, max(waktu) AS terakhir, sum(tunai) AS tunai FROM (
        SELECT ${hariJakarta('b.waktu')} AS hari, b.waktu, CASE WHEN b.metode = 'TUNAI' THEN b.sisa ELSE 0 END AS tunai
        FROM h1c_bayar b
        UNION ALL
        SELECT ${hariJakarta('d.waktu')}, d.waktu, CASE WHEN d.metode = 'TUNAI' THEN d.jumlah ELSE 0 END FROM h1c_dep d
        UNION ALL
        SELECT ${hariJakarta('b.waktu')}, b.waktu + interval '5 minutes', 0 FROM h1c_bayar b WHERE b.deposit > b.pakai
      ) x GROUP BY hari
    ) h`);
  return rowCount;
}

/**
 * A stay's day charges (tagihan-hari.service.ts): per day of the day rule, the segment the
 * patient is in at the day's end; KAMAR and KEPERAWATAN of its ward kind at its billing class,
 * the class upgrade's difference (UMUM) for NAIK_KELAS, one VISITE per doctor per day with a CPPT
 * note. Written for discharged stays and for those still in (up to today), so the cashier's and
 * the ward's reads find every day charged; a day without a tariff is left out as the service does.
 */
async function muatHariRawat(q, ctx, hariIni) {
  const label = `(VALUES ('KELAS_3','Kelas 3'), ('KELAS_2','Kelas 2'), ('KELAS_1','Kelas 1'), ('VIP','VIP'), ('VVIP','VVIP'))`;
  // A stay's bed segments, indexed by stay: rawat_inap's own indexes are dropped for the whole
  // load, and the day-by-day lookup below would scan the table once per day of every stay.
  await q('DROP TABLE IF EXISTS h1c_segmen');
  await q(`CREATE TEMP TABLE h1c_segmen AS
    SELECT uid, perawatan_inap_uid, masuk_pada, kelas, kelas_tagih, penempatan, ruangan_uid FROM rawat_inap`);
  await q('CREATE INDEX ON h1c_segmen (perawatan_inap_uid)');
  await q('ANALYZE h1c_segmen');
  await q('DROP TABLE IF EXISTS h1c_hari');
  await q(`CREATE TEMP TABLE h1c_hari AS
    WITH pi AS (
      SELECT p.uid, p.layanan_uid, p.kunjungan_uid, p.pasien_uid, p.masuk_pada, p.pulang_pada, k.penjamin,
        ${nomorDari('k.uid')} AS kn, ${dibayarSql('k', hariIni)} AS dibayar, ${hariJakarta('p.masuk_pada')} AS awal,
        greatest(1, CASE WHEN p.status = 'PULANG' THEN ${hariJakarta('coalesce(p.pulang_pada, now())')} - ${hariJakarta('p.masuk_pada')}
          ELSE '${hariIni}'::date - ${hariJakarta('p.masuk_pada')} + 1 END) AS n_hari
      FROM perawatan_inap p JOIN kunjungan k ON k.uid = p.kunjungan_uid
      WHERE ${dalamPrefiks('p.uid', 'b3')}
    ), hari AS (
      SELECT pi.*, (pi.awal + g.i) AS tanggal, false AS visite, NULL::uuid AS pegawai_uid, false AS spesialis
      FROM pi CROSS JOIN LATERAL generate_series(0, pi.n_hari - 1) g(i)
      UNION ALL
      SELECT DISTINCT ON (pi.uid, ${hariJakarta('c.waktu')}, c.pegawai_uid) pi.*, ${hariJakarta('c.waktu')}, true, c.pegawai_uid,
        coalesce(d.spesialisasi, '') LIKE 'SP\\_%'
      FROM pi JOIN cppt c ON c.layanan_uid = pi.layanan_uid AND c.profesi = 'DOKTER' AND c.pegawai_uid IS NOT NULL
        AND c.mengoreksi_uid IS NULL
      LEFT JOIN dokter d ON d.pegawai_uid = c.pegawai_uid
      WHERE ${hariJakarta('c.waktu')} BETWEEN pi.awal AND pi.awal + pi.n_hari
    )
    SELECT h.*, s.uid AS rawat_inap_uid, s.kelas, s.kelas_tagih, s.penempatan, r.jenis AS jenis_ruangan,
      least(((h.tanggal)::timestamp + interval '20 hours') AT TIME ZONE ${TZ}, coalesce(h.pulang_pada, now())) AS waktu
    FROM hari h CROSS JOIN LATERAL (
      SELECT ri.uid, ri.kelas, ri.kelas_tagih, ri.penempatan, ri.ruangan_uid FROM h1c_segmen ri
      WHERE ri.perawatan_inap_uid = h.uid
      ORDER BY ri.masuk_pada < ((h.tanggal + 1)::timestamp AT TIME ZONE ${TZ}) DESC,
        CASE WHEN ri.masuk_pada < ((h.tanggal + 1)::timestamp AT TIME ZONE ${TZ}) THEN ri.masuk_pada END DESC NULLS LAST,
        ri.masuk_pada LIMIT 1) s
    JOIN ruangan r ON r.uid = s.ruangan_uid`);
  await q('ANALYZE h1c_hari');
  const harga = (jenisItem, item, penjamin, kelas) =>
    `(SELECT t.jumlah FROM h1c_harga t WHERE t.jenis_item = '${jenisItem}' AND t.item_uid = ${item} AND t.kelas = ${kelas} AND t.penjamin = ${penjamin})`;
  await q('DROP TABLE IF EXISTS h1c_hari_item');
  await q(`CREATE TEMP TABLE h1c_hari_item AS
    SELECT x.*, row_number() OVER (ORDER BY x.uid, x.tanggal, x.item, x.pegawai_uid) AS hn FROM (
      SELECT h.uid, h.layanan_uid, h.kunjungan_uid, h.pasien_uid, h.kn, h.dibayar, h.tanggal, h.waktu, h.rawat_inap_uid,
        v.item, NULL::uuid AS pegawai_uid, i.kode, 'AKOMODASI' AS jenis, h.penjamin, h.kelas_tagih AS kelas,
        regexp_replace(i.nama, '\\s*\\(per hari\\)\\s*$', '', 'i') || CASE WHEN h.jenis_ruangan = 'BANGSAL' THEN ' ' || lk.label ELSE '' END AS nama,
        ${harga('HARIAN', 'i.uid', 'h.penjamin', 'h.kelas_tagih')} AS harga
      FROM h1c_hari h CROSS JOIN (VALUES ('KAMAR'), ('KEPERAWATAN')) v(item)
      JOIN item_harian i ON i.jenis = v.item AND coalesce(i.jenis_ruangan, 'BANGSAL') = h.jenis_ruangan AND i.status = 'AKTIF'
      JOIN ${label} lk(kelas, label) ON lk.kelas = h.kelas_tagih
      WHERE NOT h.visite
      UNION ALL
      SELECT h.uid, h.layanan_uid, h.kunjungan_uid, h.pasien_uid, h.kn, h.dibayar, h.tanggal, h.waktu, h.rawat_inap_uid,
        'SELISIH_KELAS', NULL, i.kode, 'AKOMODASI', 'UMUM', h.kelas,
        'Selisih naik kelas ' || lh.label || ' → ' || lk.label,
        ${harga('HARIAN', 'i.uid', "'UMUM'", 'h.kelas')} - ${harga('HARIAN', 'i.uid', "'UMUM'", 'h.kelas_tagih')}
      FROM h1c_hari h
      JOIN item_harian i ON i.jenis = 'KAMAR' AND coalesce(i.jenis_ruangan, 'BANGSAL') = h.jenis_ruangan AND i.status = 'AKTIF'
      JOIN ${label} lk(kelas, label) ON lk.kelas = h.kelas
      JOIN ${label} lh(kelas, label) ON lh.kelas = h.kelas_tagih
      WHERE NOT h.visite AND h.penempatan = 'NAIK_KELAS' AND h.kelas <> h.kelas_tagih
      UNION ALL
      SELECT h.uid, h.layanan_uid, h.kunjungan_uid, h.pasien_uid, h.kn, h.dibayar, h.tanggal, h.waktu, h.rawat_inap_uid,
        'VISITE', h.pegawai_uid, m.kode, 'KONSUL', h.penjamin, h.kelas_tagih, m.nama,
        ${harga('TINDAKAN', 'm.uid', 'h.penjamin', 'h.kelas_tagih')}
      FROM h1c_hari h JOIN tindakan m ON m.kode = CASE WHEN h.spesialis THEN 'VIS-SP' ELSE 'VIS-UMUM' END AND m.status = 'AKTIF'
      WHERE h.visite
    ) x WHERE x.harga > 0
      -- As the service plans only the day items not yet charged (a ward read may have charged some).
      AND NOT EXISTS (SELECT 1 FROM ranap_tagihan_hari r WHERE r.perawatan_inap_uid = x.uid AND r.tanggal = x.tanggal
        AND r.item = x.item AND r.pegawai_uid IS NOT DISTINCT FROM x.pegawai_uid)`);
  await q('ANALYZE h1c_hari_item');
  await q(`INSERT INTO transaksi (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, sumber, sumber_uid, kode, nama,
      jumlah, harga_satuan, total, penjamin, kelas, pelaksana_uid, pembayaran_uid, created_at)
    SELECT ${uid('e2', 'x.hn')}, x.kunjungan_uid, x.layanan_uid, x.pasien_uid, x.jenis, 'ranap_tagihan_hari',
      ${uid('e3', 'x.hn')}, x.kode, x.nama, 1, x.harga, x.harga, x.penjamin, x.kelas, x.pegawai_uid,
      CASE WHEN x.dibayar THEN ${pembayaranUidSql('x.kn')} END, x.waktu
    FROM h1c_hari_item x`);
  const { rowCount } =
    await q(`INSERT INTO ranap_tagihan_hari (uid, perawatan_inap_uid, rawat_inap_uid, tanggal, item,
      pegawai_uid, transaksi_uid, created_at)
    SELECT ${uid('e3', 'x.hn')}, x.uid, x.rawat_inap_uid, x.tanggal, x.item, x.pegawai_uid, ${uid('e2', 'x.hn')}, x.waktu
    FROM h1c_hari_item x`);
  await q('DROP TABLE IF EXISTS h1c_hari, h1c_hari_item');
  ctx.log(`keuangan: ${rowCount.toLocaleString('id-ID')} tagihan harian rawat inap`);
  return rowCount;
}
