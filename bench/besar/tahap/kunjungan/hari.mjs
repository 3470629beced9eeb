// The day plan of tahap kunjungan: how many visits each day holds and of whom (b_kal columns), and
// the batch writer that turns a range of days into kunjungan, layanan, antrian and LOG_DATANG rows.
import { acak, uid } from '../../alat.mjs';

const KELUHAN = {
  UMUM: [
    'Demam 3 hari',
    'Batuk pilek',
    'Sakit kepala',
    'Nyeri ulu hati',
    'Diare',
    'Pusing dan lemas',
    'Gatal-gatal',
  ],
  INTERNA: [
    'Kontrol tekanan darah',
    'Kontrol gula darah',
    'Nyeri ulu hati',
    'Lemas dan mudah lelah',
    'Demam naik turun',
  ],
  ANAK: ['Demam', 'Batuk pilek', 'Diare', 'Imunisasi', 'Ruam kulit', 'Tidak mau makan'],
  OBGYN: ['Kontrol kehamilan', 'Nyeri perut bawah', 'Haid tidak teratur', 'Keputihan', 'Kontrol KB'],
  GIGI: ['Sakit gigi', 'Gigi berlubang', 'Gusi bengkak', 'Pembersihan karang gigi'],
  BEDAH: ['Benjolan', 'Luka tidak sembuh', 'Nyeri perut kanan bawah', 'Kontrol pascaoperasi'],
  MATA: ['Penglihatan kabur', 'Mata merah', 'Kontrol katarak', 'Mata berair'],
  THT: ['Telinga berdenging', 'Nyeri tenggorokan', 'Hidung tersumbat', 'Telinga keluar cairan'],
  SARAF: ['Sakit kepala berulang', 'Kesemutan', 'Kontrol pascastroke', 'Nyeri pinggang menjalar'],
  JANTUNG: ['Nyeri dada', 'Sesak saat beraktivitas', 'Berdebar-debar', 'Kontrol jantung'],
  HD: ['Jadwal hemodialisis rutin'],
  IGD: [
    'Sesak napas',
    'Nyeri dada',
    'Demam tinggi',
    'Kecelakaan lalu lintas',
    'Muntah terus',
    'Nyeri perut hebat',
    'Kejang',
    'Luka robek',
  ],
};
const ABJAD = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ticket code: 3 letters of md5 and n in base 31 (7 letters): unique by construction. */
const kodeTiket = (n) =>
  [0, 4, 8]
    .map((b) => `substr('${ABJAD}', 1 + get_byte(decode(md5(${n}::text), 'hex'), ${b}) % 31, 1)`)
    .concat(
      [0, 1, 2, 3, 4, 5, 6].map(
        (k) => `substr('${ABJAD}', (1 + ((${n}) / ${31 ** k})::bigint % 31)::int, 1)`,
      ),
    )
    .join(' || ');

/** Adds to b_kal each day's count (jumlah), new patients, chronic and revisits, first number k0. */
export async function rencanaHari(client, ctx, { jumlahInap }) {
  const N = ctx.jumlahKunjungan;
  const hariIni = `DATE '${ctx.hariIni}'`;
  const { rows: buka } = await client.query(`
    SELECT DISTINCT s.poli_uid, po.kode FROM b_sesi s JOIN b_poli po ON po.poli_uid = s.poli_uid
    WHERE s.dow = extract(isodow FROM ${hariIni})::int AND po.jenis IN ('RAWAT_JALAN', 'HEMODIALISA') ORDER BY po.kode`);
  let A = ctx.antrianHariIni;
  const nc = buka.length;
  if (A * (nc + 0.4) > 0.2 * N) A = Math.max(1, Math.floor((0.2 * N) / (nc + 0.4)));
  const nIgd = Math.max(1, Math.round(A * 0.4));
  const T = A * nc + nIgd;
  const nHist = N - T - jumlahInap;
  if (nHist < 0) throw new Error('jumlah kunjungan terlalu kecil untuk antrian hari ini dan rawat inap');
  const igd = ctx.master.poli.IGD?.uid;
  await client.query('DROP TABLE IF EXISTS b_kini, b_nomor0');
  await client.query(
    `CREATE TEMP TABLE b_kini AS SELECT * FROM (VALUES ${[
      ...buka.map((b, c) => `('${b.poli_uid}'::uuid, ${c * A}, ${(c + 1) * A})`),
      `('${igd}'::uuid, ${nc * A}, ${T})`,
    ].join(',')}) v(poli_uid, lo, hi)`,
  );
  // Today's numbers continue after the queue entries the demo (or anyone) already made.
  await client.query(`
    CREATE TEMP TABLE b_nomor0 AS SELECT poli_uid, tanggal, max(nomor) AS nilai FROM antrian
    WHERE tanggal = ${hariIni} AND NOT (uid BETWEEN 'b2000000-0000-4000-8000-000000000000' AND 'b2000000-0000-4000-8000-ffffffffffff')
    GROUP BY poli_uid, tanggal`);
  await client.query(`
    ALTER TABLE b_kal ADD COLUMN IF NOT EXISTS c bigint, ADD COLUMN IF NOT EXISTS baru bigint,
      ADD COLUMN IF NOT EXISTS kronis_s int, ADD COLUMN IF NOT EXISTS kronis bigint, ADD COLUMN IF NOT EXISTS q bigint,
      ADD COLUMN IF NOT EXISTS jumlah bigint, ADD COLUMN IF NOT EXISTS k0 bigint`);
  await client.query(`
    WITH h AS (SELECT di, sum(bobot) OVER (ORDER BY di) AS kh, sum(bobot) OVER () AS th, max(di) OVER () AS akhir
               FROM b_kal WHERE tanggal < ${hariIni})
    UPDATE b_kal k SET c = CASE WHEN h.di = h.akhir THEN ${nHist} ELSE floor(${nHist}::float8 * h.kh / h.th) END
    FROM h WHERE h.di = k.di`);
  await client.query(`
    UPDATE b_kal k SET c = x.c FROM (SELECT di, c - lag(c, 1, 0::bigint) OVER (ORDER BY di) AS c FROM b_kal
                                     WHERE tanggal < ${hariIni}) x
    WHERE x.di = k.di`);
  // Chronic patient m (number 100m + 7) comes on weekday slot m mod 24 of each four weeks (Mon–Sat).
  const e = `((tanggal - DATE '2000-01-03') % 28)`;
  await client.query(`
    UPDATE b_kal SET baru = pas1 - pas0,
      kronis_s = CASE WHEN NOT libur AND tanggal < ${hariIni} AND ${e} % 7 < 6 THEN (${e} / 7) * 6 + ${e} % 7 END,
      q = 89 * (pas0 / 100) + pas0 % 100 - CASE WHEN pas0 % 100 > 7 THEN 1 ELSE 0 END - greatest(0, least(pas0 % 100, 60) - 50)`);
  await client.query(`
    UPDATE b_kal SET kronis = CASE WHEN kronis_s IS NULL OR pas0 < 8 THEN 0
      ELSE greatest(0, ((pas0 - 8) / 100 + 1 - kronis_s + 23) / 24) END`);
  await client.query(`
    UPDATE b_kal SET jumlah = CASE WHEN tanggal = ${hariIni} THEN greatest(${T}, baru + 1)
      ELSE baru + kronis + greatest(0, least(q, c - baru - kronis)) END`);
  await client.query(`
    UPDATE b_kal k SET k0 = x.k0 FROM (SELECT di, sum(jumlah) OVER (ORDER BY di) - jumlah AS k0 FROM b_kal) x
    WHERE x.di = k.di`);
  await client.query('ANALYZE b_kal, b_kini, b_nomor0');
  const { rows } = await client.query(
    `SELECT sum(jumlah)::bigint AS n, max(jumlah) FILTER (WHERE tanggal = ${hariIni})::bigint AS kini FROM b_kal`,
  );
  return { nPlan: Number(rows[0].n), hariIni: Number(rows[0].kini), perPoli: A };
}

/** Writes the visits of days d0..d1 (and the clinic/IGD layanan of stays arriving on them). */
export async function tulisHari(client, ctx, { d0, d1, nPlan }) {
  const hariIni = `DATE '${ctx.hariIni}'`;
  const { rows: t } = await client.query(`SELECT jumlah FROM b_kal WHERE tanggal = ${hariIni}`);
  const T = Number(t[0].jumlah);
  const P = [7919, 7927, 7933, 7937].find((p) => T % p !== 0);
  const daftar = ctx.master.akun.PENDAFTARAN ?? { uid: null, nama: null };
  const akunIgd = ctx.master.akun.IGD ?? daftar;
  const kini = `least(now() - interval '1 minute', `;
  const { rows: ni } = await client.query(`SELECT hi - lo AS n FROM b_kini ORDER BY lo DESC LIMIT 1`);
  const nIgd = Number(ni[0].n);
  // i of revisit r: the r-th patient whose number mod 100 is neither 7 (chronic) nor 50–59 (stays).
  const ulang = `(100 * (r.r / 89) + (r.r % 89 + CASE WHEN r.r % 89 >= 7 THEN 1 ELSE 0 END)
    + CASE WHEN r.r % 89 + CASE WHEN r.r % 89 >= 7 THEN 1 ELSE 0 END >= 50 THEN 10 ELSE 0 END)`;
  const jam = [performance.now()];
  const catat = () => jam.push(performance.now());
  await client.query('DROP TABLE IF EXISTS b_rk0, b_rk');
  await client.query(`
    CREATE TEMP TABLE b_rk0 AS
    WITH s AS (
      SELECT k.di, k.tanggal, k.dow, k.k0 + j AS n, (k.tanggal = ${hariIni}) AS kini,
        CASE WHEN j < k.baru THEN k.pas0 + j
             WHEN j < k.baru + k.kronis THEN 100 * (k.kronis_s + 24 * (j - k.baru)) + 7
             ELSE ${ulang} END AS i,
        (j >= k.baru AND j < k.baru + k.kronis) AS kronis,
        CASE WHEN k.tanggal = ${hariIni} THEN (j * ${P}) % k.jumlah END AS p
      FROM b_kal k, generate_series(0::bigint, k.jumlah - 1) j,
        LATERAL (SELECT ((j - k.baru - k.kronis) * 1000003 + k.di * 7919) % greatest(k.q, 1) AS r) r
      WHERE k.di BETWEEN ${d0} AND ${d1}
    ), p AS (
      SELECT s.*, ps.no_rm, ps.nama, ps.no_bpjs, ps.created_at AS terdaftar,
        CASE WHEN s.kronis THEN 'kronis' WHEN extract(year FROM age(s.tanggal, ps.tanggal_lahir)) < 15 THEN 'anak'
             WHEN ps.jenis_kelamin = 'L' THEN 'l' ELSE 'p' END AS grp,
        CASE WHEN s.kronis THEN ${acak('s.i', 70, 10000)} ELSE ${acak('s.n', 71, 10000)} END AS pilih
      FROM s JOIN pasien ps ON ps.uid = ${uid('a0', 's.i')}
    ), q AS (
      SELECT p.*, coalesce(kn.poli_uid, bb.poli_uid) AS poli_uid, kn.lo AS kini_lo,
        CASE WHEN ${acak('p.n', 73, 10)} < 8 THEN 6 + ${acak('p.n', 74, 17)} ELSE ${acak('p.n', 74, 24)} END AS jam_igd
      FROM p
      LEFT JOIN b_kini kn ON p.kini AND p.p >= kn.lo AND p.p < kn.hi
      LEFT JOIN b_bobot bb ON NOT p.kini AND bb.dow = p.dow AND bb.grp = p.grp AND p.pilih >= bb.lo AND p.pilih < bb.hi
    )
    SELECT q.n, NULL::int AS inap_s, q.tanggal, q.kini, q.i, ${uid('a0', 'q.i')} AS pasien_uid, q.no_rm, q.nama, q.kronis,
      q.poli_uid, po.kode, po.nama AS poli_nama, po.jenis AS poli_jenis, po.prefix, po.wajib,
      coalesce(ss.dokter_uid, gi.dokter_uid) AS dokter_uid, coalesce(ss.nama_dokter, gi.nama_dokter) AS nama_dokter,
      CASE WHEN po.jenis <> 'IGD' THEN ss.jam_mulai END AS jam_mulai, CASE WHEN po.jenis <> 'IGD' THEN ss.jam_selesai END AS jam_selesai,
      -- Never before the patient was registered (a new patient registers first, then the visit).
      greatest(q.terdaftar + interval '3 minutes', CASE WHEN q.kini AND po.jenis = 'IGD' THEN ${kini}(${hariIni} + time '00:15') AT TIME ZONE 'Asia/Jakarta'
             + (q.p - q.kini_lo) * (interval '1260 minutes' / ${nIgd}))
           WHEN q.kini THEN ${kini}(${hariIni} + time '06:30') AT TIME ZONE 'Asia/Jakarta' + (q.p - q.kini_lo) * interval '90 seconds')
           WHEN po.jenis = 'IGD' THEN (q.tanggal + make_interval(mins => q.jam_igd * 60 + ${acak('q.n', 76, 60)})) AT TIME ZONE 'Asia/Jakarta'
           ELSE (q.tanggal + make_interval(mins => ss.mulai - 60 + ${acak('q.n', 75, 1000000)} % (ss.durasi + 30))) AT TIME ZONE 'Asia/Jakarta'
      END) AS dibuat,
      CASE WHEN q.no_bpjs IS NOT NULL AND ${acak('q.n', 80, 100)} < 87 THEN 'BPJS'
           WHEN ${acak('q.n', 80, 100)} >= 94 THEN 'ASURANSI' ELSE 'UMUM' END AS penjamin, q.no_bpjs
    FROM q
    JOIN b_poli po ON po.poli_uid = q.poli_uid
    LEFT JOIN b_sesi ss ON po.jenis <> 'IGD' AND ss.poli_uid = q.poli_uid AND ss.dow = extract(isodow FROM q.tanggal)::int
      AND ss.k = ${acak('q.n', 72, 1000)} % ss.cnt
    LEFT JOIN b_igd gi ON po.jenis = 'IGD' AND gi.dow = extract(isodow FROM q.tanggal)::int
      AND gi.jam = CASE WHEN q.kini THEN least(23, (15 + (q.p - q.kini_lo) * 1260 / ${nIgd}) / 60) ELSE q.jam_igd END
    UNION ALL
    SELECT ${nPlan} + i.s, i.s, i.tgl_tiba, false, i.i, i.pasien_uid, i.no_rm, i.nama_pasien, false,
      po.poli_uid, po.kode, po.nama, po.jenis, po.prefix, po.wajib,
      CASE WHEN i.asal = 'POLI' THEN i.dpjp_uid ELSE gi.dokter_uid END,
      CASE WHEN i.asal = 'POLI' THEN i.nama_dpjp ELSE gi.nama_dokter END,
      CASE WHEN i.asal = 'POLI' THEN i.jam_mulai END, CASE WHEN i.asal = 'POLI' THEN i.jam_selesai END,
      i.tiba, i.penjamin, i.no_bpjs
    FROM b_inap i
    JOIN b_kal k ON k.tanggal = i.tgl_tiba AND k.di BETWEEN ${d0} AND ${d1}
    JOIN b_poli po ON po.poli_uid = CASE WHEN i.asal = 'POLI' THEN i.poli_dpjp ELSE '${ctx.master.poli.IGD?.uid}'::uuid END
    LEFT JOIN b_igd gi ON gi.dow = extract(isodow FROM i.tgl_tiba)::int
      AND gi.jam = extract(hour FROM i.tiba AT TIME ZONE 'Asia/Jakarta')::int
    WHERE i.asal <> 'ELEKTIF'`);
  catat();
  await client.query('ANALYZE b_rk0');
  await client.query(`
    CREATE TEMP TABLE b_rk AS
    SELECT z.*, CASE z.status WHEN 'DONE' THEN z.selesai WHEN 'WAITING' THEN z.dibuat
      WHEN 'BATAL' THEN CASE WHEN z.kini THEN ${kini}z.dibuat + make_interval(mins => 5 + ${acak('z.n', 63, 55)}))
                             ELSE z.dibuat + make_interval(mins => 5 + ${acak('z.n', 63, 55)}) END
      WHEN 'WAITING_DOKTER' THEN ${kini}z.dipanggil + interval '10 minutes') ELSE z.dipanggil END AS diubah
    FROM (
      SELECT y.*,
        CASE WHEN y.status IN ('WAITING', 'BATAL') THEN NULL WHEN y.kini THEN ${kini}y.dipanggil0) ELSE y.dipanggil0 END AS dipanggil,
        CASE WHEN y.status <> 'DONE' THEN NULL WHEN y.inap_s IS NOT NULL THEN y.dibuat + interval '40 minutes'
             WHEN y.kini THEN ${kini}y.dipanggil0 + make_interval(mins => 8 + ${acak('y.n', 62, 30)}))
             ELSE y.dipanggil0 + make_interval(mins => 8 + ${acak('y.n', 62, 30)}) END AS selesai
      FROM (
        SELECT x.*, x.base + x.urut AS nomor,
          CASE WHEN x.inap_s IS NOT NULL THEN 'DONE'
               WHEN ${acak('x.n', 60, 1000)} < 25 THEN 'BATAL'
               WHEN NOT x.kini THEN 'DONE'
               WHEN x.urut - 1 < floor(0.4 * x.cnt) THEN 'DONE'
               WHEN x.urut - 1 < floor(0.4 * x.cnt) + 1 THEN 'ON_PROCESS'
               WHEN x.urut - 1 < floor(0.4 * x.cnt) + 4 THEN 'WAITING_DOKTER'
               ELSE 'WAITING' END AS status,
          CASE WHEN x.inap_s IS NOT NULL THEN x.dibuat + interval '10 minutes'
               ELSE x.dibuat + make_interval(mins => 10 + ${acak('x.n', 61, 100)}) END AS dipanggil0
        FROM (SELECT r.*, row_number() OVER (PARTITION BY r.poli_uid, r.tanggal ORDER BY r.dibuat, r.n) AS urut,
                count(*) OVER (PARTITION BY r.poli_uid, r.tanggal) AS cnt, coalesce(b0.nilai, 0) AS base
              FROM b_rk0 r LEFT JOIN b_nomor0 b0 ON b0.poli_uid = r.poli_uid AND b0.tanggal = r.tanggal) x
      ) y
    ) z`);

  catat();
  const keluhan = `CASE WHEN kronis THEN (ARRAY['Kontrol rutin','Kontrol dan ambil obat rutin'])[1 + ${acak('n', 64, 2)}]
    ${Object.entries(KELUHAN)
      .map(
        ([k, v]) =>
          `WHEN kode = '${k}' THEN (ARRAY[${v.map((x) => `'${x}'`).join(',')}])[1 + ${acak('n', 65, v.length)}]`,
      )
      .join('\n    ')}
    ELSE 'Kontrol' END`;
  const stKunjungan = `CASE status WHEN 'BATAL' THEN 'BATAL' WHEN 'DONE' THEN 'SELESAI' ELSE 'AKTIF' END`;
  const oleh = `CASE WHEN poli_jenis = 'IGD' THEN '${akunIgd.uid}'::uuid ELSE '${daftar.uid}'::uuid END`;
  await client.query(`
    INSERT INTO kunjungan (uid, pasien_uid, tanggal, penjamin, asuransi_uid, no_kartu, no_rujukan, no_sep, status,
      alasan_batal, dibuat_oleh, created_at, updated_at)
    SELECT ${uid('b0', 'n')}, pasien_uid, tanggal, penjamin,
      CASE WHEN penjamin = 'ASURANSI' THEN (SELECT asuransi_uid FROM b_asuransi a WHERE a.k = i % (SELECT count(*) FROM b_asuransi)) END,
      CASE penjamin WHEN 'BPJS' THEN no_bpjs WHEN 'ASURANSI' THEN 'POL' || lpad(i::text, 10, '0') END,
      CASE WHEN penjamin = 'BPJS' AND poli_jenis <> 'IGD' THEN '0301' || to_char(tanggal, 'YYMMDD') || 'B' || lpad((n % 1000000)::text, 6, '0') END,
      CASE WHEN penjamin = 'BPJS' THEN '0301R001' || to_char(tanggal, 'MMYY') || 'V' || lpad((n % 1000000)::text, 6, '0') END,
      ${stKunjungan}, CASE WHEN status = 'BATAL' THEN (ARRAY['Pasien tidak jadi berobat','Pasien pulang sebelum dipanggil','Salah pilih poli'])[1 + ${acak('n', 66, 3)}] END,
      ${oleh}, dibuat, diubah
    FROM b_rk WHERE inap_s IS NULL ORDER BY n`);
  catat();
  const { rowCount } = await client.query(`
    INSERT INTO layanan (uid, kunjungan_uid, pasien_uid, tanggal, poli_uid, dokter_uid, jenis, jam_mulai, jam_selesai,
      keluhan, status, created_at, updated_at)
    SELECT ${uid('b1', 'n')}, ${uid('b0', 'n')}, pasien_uid, tanggal, poli_uid, dokter_uid,
      CASE WHEN poli_jenis = 'IGD' THEN 'GAWAT_DARURAT' ELSE 'RAWAT_JALAN' END, jam_mulai, jam_selesai, ${keluhan},
      ${stKunjungan}, dibuat, diubah
    FROM b_rk ORDER BY n`);
  catat();
  await client.query(`
    INSERT INTO antrian (uid, layanan_uid, poli_uid, tanggal, nomor, nomor_antrian, status, kode_tiket, status_diubah_pada,
      jumlah_panggil, dipanggil_pada, mulai_dilayani_pada, asesmen_perawat_pada, created_at)
    SELECT ${uid('b2', 'n')}, ${uid('b1', 'n')}, poli_uid, tanggal, nomor, prefix || '-' || lpad(nomor::text, 3, '0'), status,
      ${kodeTiket('n')}, diubah,
      CASE WHEN dipanggil IS NULL THEN 0 ELSE 1 + CASE WHEN ${acak('n', 67, 10)} = 0 THEN 1 ELSE 0 END END, dipanggil,
      -- The wait ended at the first call: three minutes before the last where the number was called twice.
      dipanggil - CASE WHEN ${acak('n', 67, 10)} = 0 THEN interval '3 minutes' ELSE interval '0' END,
      CASE WHEN status IN ('DONE', 'WAITING_DOKTER') AND (wajib OR poli_jenis = 'IGD') THEN dipanggil + interval '4 minutes' END,
      dibuat
    FROM b_rk ORDER BY n`);
  catat();
  await client.query(`
    INSERT INTO log_pasien (pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan, sumber, sumber_uid, akun_uid, nama_petugas)
    SELECT pasien_uid, ${uid('b0', 'n')}, ${uid('b1', 'n')}, 'LOG_DATANG', dibuat,
      left('Terdaftar di ' || poli_nama || coalesce(' (' || nama_dokter || ')', '') || ', antrian ' || prefix || '-'
        || lpad(nomor::text, 3, '0') || ', penjamin ' || penjamin, 500),
      'layanan', ${uid('b1', 'n')}, ${oleh},
      CASE WHEN poli_jenis = 'IGD' THEN '${akunIgd.nama}' ELSE '${daftar.nama}' END
    FROM b_rk ORDER BY n`);
  catat();
  const d = jam.slice(1).map((t, k) => ((t - jam[k]) / 1000).toFixed(1));
  ctx.log(
    `  rencana ${d[0]}, nomor/status ${d[1]}, kunjungan ${d[2]}, layanan ${d[3]}, antrian ${d[4]}, log ${d[5]} dtk`,
  );
  return rowCount;
}
