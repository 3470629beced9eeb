// Lookup tables of tahap kunjungan, built from the demo master data: which clinics are open on
// which weekday with which doctor's session, how visits spread over them, the IGD's doctor by hour,
// the specialists who take admissions, and the wards added to reach a 300-bed hospital.
import { acak, dalamPrefiks, uid } from '../../alat.mjs';

const esc = (s) => (s === null || s === undefined ? 'NULL' : `'${String(s).replaceAll("'", "''")}'`);
const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

// Visits per 1,000 by clinic code; 'anak' (under 15), 'l' and 'p' (adults) reweight them.
const BOBOT = {
  UMUM: 250,
  INTERNA: 170,
  ANAK: 110,
  OBGYN: 80,
  GIGI: 70,
  BEDAH: 60,
  MATA: 60,
  THT: 50,
  SARAF: 50,
  JANTUNG: 50,
  IGD: 100,
};
const FAKTOR = {
  anak: { ANAK: 4, OBGYN: 0, INTERNA: 0.1, JANTUNG: 0.05, SARAF: 0.2, BEDAH: 0.5 },
  l: { ANAK: 0, OBGYN: 0 },
  p: { ANAK: 0, OBGYN: 2 },
};
// Chronic patients' monthly control (hypertension, diabetes, heart, stroke, dialysis, glaucoma).
const KRONIS = { INTERNA: 40, JANTUNG: 25, SARAF: 15, HD: 10, MATA: 5, UMUM: 5 };

/** Temp tables b_poli, b_sesi, b_igd, b_bobot, b_asuransi, b_dpjp. */
export async function tabelMaster(client, ctx) {
  await client.query('DROP TABLE IF EXISTS b_poli, b_sesi, b_igd, b_bobot, b_asuransi, b_dpjp');
  const dokter = new Map(ctx.master.dokter.map((d) => [d.uid, d]));
  const { rows: jadwal } = await client.query(
    `SELECT j.poli_uid, p.kode, j.hari, j.jam_mulai, j.jam_selesai, j.dokter_uid, pg.akun_uid
     FROM dokter_jadwal j JOIN poli p ON p.uid = j.poli_uid JOIN pegawai pg ON pg.uid = j.dokter_uid
     WHERE p.status = 'AKTIF' AND pg.status = 'AKTIF' ORDER BY p.kode, j.hari, j.jam_mulai, j.dokter_uid`,
  );
  const polis = Object.values(ctx.master.poli).filter((p) => p.status !== 'NONAKTIF');
  await client.query(
    `CREATE TEMP TABLE b_poli AS SELECT * FROM (VALUES ${polis
      .map(
        (p) =>
          `('${p.uid}'::uuid, ${esc(p.kode)}, ${esc(p.nama)}, ${esc(p.jenis)}, ${esc(p.prefix_antrian)}, ${p.wajib_asesmen_perawat})`,
      )
      .join(',')}) v(poli_uid, kode, nama, jenis, prefix, wajib)`,
  );
  const sesi = [];
  const igd = [];
  for (const j of jadwal) {
    const dow = HARI.indexOf(j.hari) + 1;
    const d = dokter.get(j.dokter_uid);
    if (!d || dow < 1) continue;
    const [h0, m0] = j.jam_mulai.split(':').map(Number);
    const [h1, m1] = j.jam_selesai.split(':').map(Number);
    if (j.kode === 'IGD') {
      for (let h = h0; h < h1; h++)
        if (!igd.some((x) => x.dow === dow && x.jam === h)) igd.push({ dow, jam: h, d, akun: j.akun_uid });
    } else if (polis.some((p) => p.uid === j.poli_uid && p.jenis !== 'RAWAT_INAP'))
      sesi.push({ ...j, dow, d, mulai: h0 * 60 + m0, durasi: Math.max(30, h1 * 60 + m1 - h0 * 60 - m0) });
  }
  const kunciSesi = (s) => `${s.poli_uid}|${s.dow}`;
  const hitung = new Map();
  for (const s of sesi) hitung.set(kunciSesi(s), (hitung.get(kunciSesi(s)) ?? 0) + 1);
  const urut = new Map();
  await client.query(
    `CREATE TEMP TABLE b_sesi AS SELECT * FROM (VALUES ${sesi
      .map((s) => {
        const k = urut.get(kunciSesi(s)) ?? 0;
        urut.set(kunciSesi(s), k + 1);
        return `('${s.poli_uid}'::uuid, ${s.dow}, ${k}, ${hitung.get(kunciSesi(s))}, '${s.dokter_uid}'::uuid, ${esc(s.d.nama_gelar)}, ${esc(s.jam_mulai)}, ${esc(s.jam_selesai)}, ${s.mulai}, ${s.durasi}, ${s.akun_uid ? `'${s.akun_uid}'::uuid` : 'NULL::uuid'})`;
      })
      .join(
        ',',
      )}) v(poli_uid, dow, k, cnt, dokter_uid, nama_dokter, jam_mulai, jam_selesai, mulai, durasi, akun_uid)`,
  );
  await client.query('CREATE INDEX ON b_sesi (poli_uid, dow, k)');
  await client.query(
    `CREATE TEMP TABLE b_igd (dow int, jam int, dokter_uid uuid, nama_dokter text, akun_uid uuid)`,
  );
  if (igd.length)
    await client.query(
      `INSERT INTO b_igd VALUES ${igd.map((x) => `(${x.dow}, ${x.jam}, '${x.d.uid}', ${esc(x.d.nama_gelar)}, ${x.akun ? `'${x.akun}'` : 'NULL'})`).join(',')}`,
    );

  // Weights per weekday: only clinics with a session that day (registration refuses the others).
  const baris = [];
  const buka = (dow) =>
    polis.filter((p) => p.kode === 'IGD' || sesi.some((s) => s.poli_uid === p.uid && s.dow === dow));
  for (let dow = 1; dow <= 7; dow++) {
    const hari = buka(dow);
    const kelompok = {
      anak: hari.map((p) => [
        p,
        (BOBOT[p.kode] ?? (p.jenis === 'RAWAT_JALAN' ? 30 : 0)) * (FAKTOR.anak[p.kode] ?? 1),
      ]),
      l: hari.map((p) => [
        p,
        (BOBOT[p.kode] ?? (p.jenis === 'RAWAT_JALAN' ? 30 : 0)) * (FAKTOR.l[p.kode] ?? 1),
      ]),
      p: hari.map((p) => [
        p,
        (BOBOT[p.kode] ?? (p.jenis === 'RAWAT_JALAN' ? 30 : 0)) * (FAKTOR.p[p.kode] ?? 1),
      ]),
      kronis: hari.map((p) => [p, KRONIS[p.kode] ?? 0]),
    };
    if (!kelompok.kronis.some(([, w]) => w > 0))
      kelompok.kronis = kelompok.l.filter(([p]) => p.kode !== 'IGD');
    if (!kelompok.kronis.some(([, w]) => w > 0)) kelompok.kronis = kelompok.l;
    for (const [grp, daftar] of Object.entries(kelompok)) {
      const total = daftar.reduce((s, [, w]) => s + w, 0);
      let lo = 0;
      for (const [p, w] of daftar) {
        if (w <= 0) continue;
        const hi = Math.round(((lo === 0 ? 0 : lo) + (w / total) * 10000) * 1000) / 1000;
        baris.push(`(${dow}, '${grp}', '${p.uid}'::uuid, ${Math.round(lo)}, ${Math.round(hi)})`);
        lo = hi;
      }
    }
  }
  await client.query(
    `CREATE TEMP TABLE b_bobot AS SELECT * FROM (VALUES ${baris.join(',')}) v(dow, grp, poli_uid, lo, hi)`,
  );
  await client.query(
    'UPDATE b_bobot b SET hi = 10000 WHERE hi = (SELECT max(hi) FROM b_bobot x WHERE x.dow = b.dow AND x.grp = b.grp)',
  );

  const asuransi = ctx.master.asuransi;
  await client.query(
    `CREATE TEMP TABLE b_asuransi AS SELECT * FROM (VALUES ${(asuransi.length ? asuransi : [{ uid: null }])
      .map((x, k) => `(${k}, ${x.uid ? `'${x.uid}'::uuid` : 'NULL::uuid'})`)
      .join(',')}) v(k, asuransi_uid)`,
  );

  // DPJP by kind of patient; their clinic (for an admission from the clinic) is their first session's.
  const { rows: akunDokter } = await client.query(
    'SELECT d.pegawai_uid, p.akun_uid, a.nama AS akun_nama FROM dokter d JOIN pegawai p ON p.uid = d.pegawai_uid LEFT JOIN akun a ON a.uid = p.akun_uid',
  );
  const akun = new Map(akunDokter.map((r) => [r.pegawai_uid, r]));
  const spes = { SP_PD: 45, SP_B: 25, SP_JP: 12, SP_N: 10, SP_OG: 8, SP_A: 0 };
  const dpjp = [];
  for (const grp of ['anak', 'l', 'p']) {
    const calon = ctx.master.dokter.filter((d) =>
      grp === 'anak'
        ? d.spesialisasi === 'SP_A'
        : (spes[d.spesialisasi] ?? 0) > 0 && !(grp === 'l' && d.spesialisasi === 'SP_OG'),
    );
    const daftar = calon.length ? calon : ctx.master.dokter;
    const total = daftar.reduce((s, d) => s + (spes[d.spesialisasi] || 10), 0);
    let lo = 0;
    for (const d of daftar) {
      const hi = lo + ((spes[d.spesialisasi] || 10) / total) * 10000;
      const poli = sesi.find((s) => s.dokter_uid === d.uid)?.poli_uid ?? null;
      const a = akun.get(d.uid);
      dpjp.push(
        `('${grp}', ${Math.round(lo)}, ${Math.round(hi)}, '${d.uid}'::uuid, ${esc(d.nama_gelar)}, ${poli ? `'${poli}'::uuid` : 'NULL::uuid'}, ${a?.akun_uid ? `'${a.akun_uid}'::uuid` : 'NULL::uuid'}, ${esc(a?.akun_nama ?? null)}, ${esc(d.spesialisasi)})`,
      );
      lo = hi;
    }
  }
  await client.query(
    `CREATE TEMP TABLE b_dpjp AS SELECT * FROM (VALUES ${dpjp.join(',')}) v(grp, lo, hi, dokter_uid, nama_dokter, poli_uid, akun_uid, akun_nama, spes)`,
  );
  await client.query(
    `UPDATE b_dpjp b SET hi = 10000 WHERE hi = (SELECT max(hi) FROM b_dpjp x WHERE x.grp = b.grp)`,
  );
  // Temp tables get no autovacuum statistics; without them the planner misjudges every join.
  await client.query('ANALYZE b_poli, b_sesi, b_igd, b_bobot, b_asuransi, b_dpjp');
  return { jadwal: sesi.length, poli: polis.length };
}

// The wards added to the demo's 48 beds (prefix b5 ruangan, b6 kamar, b7 bed): 252 beds, 300 in all.
const BANGSAL = [
  ['KNG', 'Kenanga', 'BANGSAL', 'KELAS_3', '2', 8, 6, 'LP'],
  ['CMP', 'Cempaka', 'BANGSAL', 'KELAS_3', '2', 8, 6, 'LP'],
  ['ANY', 'Anyelir', 'BANGSAL', 'KELAS_3', '2', 2, 7, ''],
  ['FLB', 'Flamboyan', 'BANGSAL', 'KELAS_2', '3', 10, 4, 'LP-'],
  ['TRT', 'Teratai', 'BANGSAL', 'KELAS_2', '3', 8, 4, 'LP'],
  ['SRN', 'Seruni', 'BANGSAL', 'KELAS_1', '4', 16, 2, ''],
  ['BGV', 'Bougenville', 'BANGSAL', 'VIP', '5', 16, 1, ''],
  ['ICB', 'ICU Bedah', 'ICU', 'KELAS_1', '1', 1, 8, ''],
  ['HCB', 'HCU Bedah', 'HCU', 'KELAS_1', '1', 1, 6, ''],
  ['ISO', 'Isolasi', 'ISOLASI', 'KELAS_2', '1', 4, 2, ''],
];

/** The added wards, rooms and beds (recreated from scratch; their history is the stays'). */
export async function buatBangsal(client, ctx) {
  await client.query(
    `DELETE FROM bed_riwayat WHERE ${dalamPrefiks('uid', 'b8')} OR ${dalamPrefiks('bed_uid', 'b7')}`,
  );
  await client.query(`DELETE FROM bed WHERE ${dalamPrefiks('uid', 'b7')}`);
  await client.query(`DELETE FROM kamar WHERE ${dalamPrefiks('uid', 'b6')}`);
  await client.query(`DELETE FROM ruangan WHERE ${dalamPrefiks('uid', 'b5')}`);
  const dibuat = `(DATE '${ctx.tanggalAwal}' + time '08:00') AT TIME ZONE 'Asia/Jakarta'`;
  let nk = 0;
  let nb = 0;
  const ruang = [];
  const kamar = [];
  const bed = [];
  for (const [r, [kode, nama, jenis, kelas, lantai, nKamar, nBed, jk]] of BANGSAL.entries()) {
    ruang.push(
      `(${uid('b5', r)}, '${kode}', '${nama}', '${jenis}', '${kelas}', '${lantai}', ${dibuat}, ${dibuat})`,
    );
    for (let k = 1; k <= nKamar; k++) {
      const jkKamar = jk ? jk[(k - 1) % jk.length] : '-';
      kamar.push(
        `(${uid('b6', nk)}, ${uid('b5', r)}, '${kode}-${k}', ${jkKamar === '-' ? 'NULL' : `'${jkKamar}'`}, ${dibuat})`,
      );
      for (let b = 0; b < nBed; b++)
        bed.push(
          `(${uid('b7', nb++)}, ${uid('b6', nk)}, ${uid('b5', r)}, '${String.fromCharCode(65 + b)}', ${dibuat}, ${dibuat})`,
        );
      nk++;
    }
  }
  await client.query(
    `INSERT INTO ruangan (uid, kode, nama, jenis, kelas, lantai, created_at, updated_at) VALUES ${ruang.join(',')}`,
  );
  await client.query(
    `INSERT INTO kamar (uid, ruangan_uid, no_kamar, jenis_kelamin, created_at) VALUES ${kamar.join(',')}`,
  );
  await client.query(
    `INSERT INTO bed (uid, kamar_uid, ruangan_uid, no_bed, status_diubah_pada, created_at) VALUES ${bed.join(',')}`,
  );
  await client.query('DROP TABLE IF EXISTS b_bed');
  await client.query(`
    CREATE TEMP TABLE b_bed AS
    SELECT row_number() OVER (ORDER BY b.uid)::int - 1 AS bi, b.uid AS bed_uid, k.uid AS kamar_uid, r.uid AS ruangan_uid,
      r.kelas, r.jenis AS jenis_ruangan, k.jenis_kelamin AS jk_kamar, r.nama AS ruangan, r.kode AS kode_ruangan,
      k.no_kamar, b.no_bed, ${acak('row_number() OVER (ORDER BY b.uid)', 40, 100)} < 78 AS terisi
    FROM bed b JOIN kamar k ON k.uid = b.kamar_uid JOIN ruangan r ON r.uid = b.ruangan_uid
    WHERE ${dalamPrefiks('b.uid', 'b7')}`);
  await client.query('ANALYZE b_bed');
  return { ruangan: ruang.length, kamar: kamar.length, bed: bed.length };
}
