// Before the batches: the master data the stage needs (clinics, procedures with their prices, staff,
// the lab catalogue) and the templates, loaded into temporary tables the batch SQL joins.
import { DIAGNOSIS, KONSULTASI, TETAP } from './pengetahuan.mjs';
import { muatTemplat } from './templat.muat.mjs';

/** How often a revisit keeps the patient's diagnosis at that clinic (chronic clinics keep it). */
const LEKAT = { INTERNA: 75, JANTUNG: 75, HD: 100, SARAF: 60, OBGYN: 70, MATA: 50, RANAP: 0, IGD: 0 };

/** Rows into a temporary table through one jsonb parameter (the columns typed by `kolom`). */
export async function isiTabel(client, nama, kolom, baris) {
  await client.query(`DROP TABLE IF EXISTS ${nama}`);
  const def = Object.entries(kolom)
    .map(([k, t]) => `${k} ${t}`)
    .join(', ');
  await client.query(`CREATE TEMP TABLE ${nama} (${def})`);
  const nama2 = Object.keys(kolom).join(', ');
  for (let i = 0; i < baris.length; i += 2000) {
    await client.query(
      `INSERT INTO ${nama} SELECT ${nama2} FROM jsonb_to_recordset($1::jsonb) AS x(${def})`,
      [JSON.stringify(baris.slice(i, i + 2000))],
    );
  }
  await client.query(`ANALYZE ${nama}`);
}

export const satu = async (client, sql, params) => (await client.query(sql, params)).rows;

/** The ICD catalogue is loaded by the server at start (muatKatalog); a fresh database may lack it. */
export async function pastikanKatalog(client, ctx) {
  const [{ n }] = await satu(client, 'SELECT count(*)::int AS n FROM icd10');
  if (n > 0) return;
  const { tsImport } = await import('tsx/esm/api');
  const { openPostgres } = await tsImport('../../../../apps/api/src/db/client.ts', import.meta.url);
  const { muatKatalog } = await tsImport(
    '../../../../apps/api/src/modules/katalog/katalog.seed.ts',
    import.meta.url,
  );
  const d = await openPostgres(ctx.url, 2);
  try {
    ctx.log?.(`klinis: katalog ICD dimuat (${JSON.stringify(await muatKatalog(d.db))})`);
  } finally {
    await d.close();
  }
}

/** Master data and templates; returns what the batches need in JavaScript. */
export async function siapkan(client, ctx) {
  const { domain } = ctx;
  const poli = await satu(client, 'SELECT uid, kode, jenis FROM poli');
  const tindakan = new Map(
    (
      await satu(
        client,
        `SELECT t.uid, t.kode, t.nama, t.kategori, t.kode_icd9, i.judul AS icd9_nama,
                coalesce(array_agg(p.kode) FILTER (WHERE p.kode IS NOT NULL), '{}') AS poli
         FROM tindakan t LEFT JOIN icd9cm i ON i.kode = t.kode_icd9
         LEFT JOIN tindakan_poli tp ON tp.tindakan_uid = t.uid LEFT JOIN poli p ON p.uid = tp.poli_uid
         WHERE t.status = 'AKTIF' GROUP BY t.uid, i.judul`,
      )
    ).map((r) => [r.kode, r]),
  );
  const kodeDx = new Set(
    Object.values(DIAGNOSIS).flatMap((xs) => xs.flatMap((d) => [d[0], ...(d[6].sek ?? []).map((s) => s[0])])),
  );
  const judul = new Map(
    (
      await satu(client, 'SELECT kode, judul, judul_id, leaf FROM icd10 WHERE kode = ANY($1)', [[...kodeDx]])
    ).map((r) => [r.kode, r]),
  );
  for (const k of kodeDx)
    if (!judul.get(k)?.leaf)
      throw new Error(`klinis: ICD-10 ${k} tidak ada di katalog atau bukan kode terinci`);

  // Diagnoses with cumulative weights per group (out of 1000), their secondaries and procedures.
  const dx = [];
  const sek = [];
  const tin = [];
  const grup = [];
  const tindakanDari = (kode, g) => {
    const t = tindakan.get(kode);
    const poliG = g === 'RANAP' ? null : g;
    if (!t) throw new Error(`klinis: tindakan ${kode} tidak ada di master`);
    if (poliG && t.poli.length && !t.poli.includes(poliG))
      throw new Error(`klinis: tindakan ${kode} tidak tersedia di poli ${poliG}`);
    return t;
  };
  Object.entries(DIAGNOSIS).forEach(([g, daftar], gi) => {
    grup.push({ grup: g, id: gi + 1, lekat: LEKAT[g] ?? 25 });
    const total = daftar.reduce((s, d) => s + d[1], 0);
    let kum = 0;
    daftar.forEach((d, i) => {
      const id = dx.length + 1;
      const lo = Math.round((kum / total) * 1000);
      kum += d[1];
      const x = d[6];
      dx.push({
        id,
        grup: g,
        i,
        kode: d[0],
        nama: judul.get(d[0]).judul,
        nama_id: judul.get(d[0]).judul_id ?? judul.get(d[0]).judul,
        lo,
        hi: Math.round((kum / total) * 1000),
        lab: x.lab?.[0] ?? null,
        lab_pct: x.lab?.[1] ?? 0,
        rad: x.rad?.[0] ?? null,
        rad_pct: x.rad?.[1] ?? 0,
        rad_var: x.rad?.[2] ?? null,
      });
      (x.sek ?? []).forEach(([kode, pct], j) => {
        sek.push({ dx: id, urut: j + 1, kode, nama: judul.get(kode).judul, pct });
      });
      // Slots: 0 consultation (or visite), 1 fixed fee (or nursing care), 2.. this diagnosis' own.
      (x.tin ?? []).forEach(([kode, pct, jumlah], j) => {
        const t = tindakanDari(kode, g);
        tin.push({ dx: id, slot: j + 2, uid: t.uid, pct, jumlah });
      });
    });
  });
  const tetap = [];
  for (const [g, kode] of Object.entries(KONSULTASI))
    tetap.push({ grup: g, slot: 0, uid: tindakanDari(kode, g).uid });
  for (const [g, xs] of Object.entries(TETAP))
    xs.forEach((kode, j) => {
      tetap.push({ grup: g, slot: 1 + j, uid: tindakanDari(kode, g).uid });
    });
  tetap.push({ grup: 'RANAP', slot: 0, uid: tindakanDari('VIS-SP', 'RANAP').uid });
  tetap.push({ grup: 'RANAP', slot: 1, uid: tindakanDari('KEP-ASKEP', 'RANAP').uid });
  const tin2 = [
    ...tin,
    ...tetap.map((t) => ({ dx: null, grup: t.grup, slot: t.slot, uid: t.uid, pct: 100, jumlah: 1 })),
  ];

  await isiTabel(client, 'h1b_grup', { grup: 'text', id: 'int', lekat: 'int' }, grup);
  await isiTabel(
    client,
    'h1b_dx',
    {
      id: 'int',
      grup: 'text',
      i: 'int',
      kode: 'text',
      nama: 'text',
      nama_id: 'text',
      lo: 'int',
      hi: 'int',
      lab: 'text',
      lab_pct: 'int',
      rad: 'text',
      rad_pct: 'int',
      rad_var: 'int',
    },
    dx,
  );
  // Each group's 1000 draws to their diagnosis: the weighted pick as an equality join.
  await client.query(`DROP TABLE IF EXISTS h1b_pilih;
    CREATE TEMP TABLE h1b_pilih AS SELECT d.grup, g.pk, d.id FROM h1b_dx d
    JOIN generate_series(0, 999) AS g(pk) ON g.pk >= d.lo AND g.pk < d.hi; ANALYZE h1b_pilih`);
  await isiTabel(
    client,
    'h1b_dx_sek',
    { dx: 'int', urut: 'int', kode: 'text', nama: 'text', pct: 'int' },
    sek,
  );
  await isiTabel(
    client,
    'h1b_dx_tin',
    { dx: 'int', grup: 'text', slot: 'int', uid: 'uuid', pct: 'int', jumlah: 'int' },
    tin2,
  );
  await client.query(`DROP TABLE IF EXISTS h1b_tin;
    CREATE TEMP TABLE h1b_tin AS SELECT d.*, t.kode, t.nama, t.kategori,
      CASE WHEN t.kategori = 'KONSULTASI' THEN 'KONSUL' ELSE 'TINDAKAN' END AS jenis_tr,
      t.kode_icd9, i.judul AS icd9_nama
    FROM h1b_dx_tin d JOIN tindakan t ON t.uid = d.uid LEFT JOIN icd9cm i ON i.kode = t.kode_icd9`);

  // Prices: the latest tariff of each item per payer and class, the payer's own else UMUM
  // (tarifBerlaku). The seeded tariffs start 2026-01-01: older history is priced at them too.
  await client.query(`DROP TABLE IF EXISTS h1b_harga;
    CREATE TEMP TABLE h1b_harga AS
    WITH t AS (SELECT DISTINCT ON (jenis_item, item_uid, penjamin, kelas) jenis_item, item_uid, penjamin, kelas, jumlah
               FROM tarif ORDER BY jenis_item, item_uid, penjamin, kelas, berlaku_mulai DESC),
         j AS (SELECT DISTINCT jenis_item, item_uid, kelas FROM t)
    SELECT j.jenis_item, j.item_uid, pj.p AS penjamin, j.kelas, coalesce(s.jumlah, u.jumlah) AS jumlah
    FROM j CROSS JOIN unnest(ARRAY['UMUM','BPJS','ASKES','ASURANSI']) AS pj(p)
    LEFT JOIN t s ON s.jenis_item = j.jenis_item AND s.item_uid = j.item_uid AND s.kelas = j.kelas AND s.penjamin = pj.p
    LEFT JOIN t u ON u.jenis_item = j.jenis_item AND u.item_uid = j.item_uid AND u.kelas = j.kelas AND u.penjamin = 'UMUM'
    WHERE coalesce(s.jumlah, u.jumlah) IS NOT NULL;
    CREATE UNIQUE INDEX ON h1b_harga (item_uid, penjamin, kelas); ANALYZE h1b_harga`);

  // The billing class of each stay: its last bed segment's (kelasTarifLayanan).
  await client.query(`DROP TABLE IF EXISTS h1b_kelas;
    CREATE TEMP TABLE h1b_kelas AS SELECT DISTINCT ON (layanan_uid) layanan_uid, kelas_tagih
    FROM rawat_inap ORDER BY layanan_uid, masuk_pada DESC; ANALYZE h1b_kelas`);

  // Staff: the name with titles (namaBergelar) and the account, when the employee has one.
  await client.query(`DROP TABLE IF EXISTS h1b_peg;
    CREATE TEMP TABLE h1b_peg AS
    SELECT p.uid, coalesce(p.gelar_depan || ' ', '') || p.nama || coalesce(', ' || p.gelar_belakang, '') AS nama,
           a.uid AS akun, coalesce(a.nama, coalesce(p.gelar_depan || ' ', '') || p.nama || coalesce(', ' || p.gelar_belakang, '')) AS akun_nama,
           p.jenis_pegawai, p.gelar_depan, p.gelar_belakang, a.role
    FROM pegawai p LEFT JOIN akun a ON a.uid = p.akun_uid AND a.status = 'AKTIF' WHERE p.status = 'AKTIF';
    CREATE UNIQUE INDEX ON h1b_peg (uid); ANALYZE h1b_peg`);
  const peg = await satu(client, 'SELECT * FROM h1b_peg ORDER BY nama');
  const igd = poli.find((p) => p.kode === 'IGD');
  const dokterIgd = igd
    ? (
        await satu(client, 'SELECT dokter_uid AS uid FROM dokter_poli WHERE poli_uid = $1 ORDER BY 1', [
          igd.uid,
        ])
      ).map((r) => r.uid)
    : [];
  const dokterUmum = peg.filter(
    (p) => p.jenis_pegawai === 'MEDIS' && p.gelar_depan === 'dr.' && !p.gelar_belakang,
  );
  const jaga = dokterIgd.length ? dokterIgd : dokterUmum.map((p) => p.uid);
  // Nurses by where they work: the IGD's and the HD room's own (their accounts' roles), midwives at
  // the obstetric clinic, the rest at the clinics.
  const paramedis = peg.filter((p) => p.jenis_pegawai === 'PARAMEDIS' && p.gelar_depan !== 'Bd.');
  const unit = (role) => paramedis.filter((p) => p.role === role);
  const perawat = paramedis.filter((p) => p.role !== 'IGD' && p.role !== 'POLI_HD');
  const bidan = peg.filter((p) => p.gelar_depan === 'Bd.');
  const perawatIgd = unit('IGD').length ? unit('IGD') : perawat;
  const perawatHd = unit('POLI_HD').length ? unit('POLI_HD') : perawat;
  const cari = (f, alasan) => {
    const p = peg.find(f);
    if (!p) throw new Error(`klinis: ${alasan} tidak ada di data pegawai`);
    return p;
  };
  const analis = cari((p) => p.role === 'LABOR', 'analis laboratorium (akun LABOR)');
  const staf = {
    analis,
    validator: peg.find((p) => /^Sp\.PK/.test(p.gelar_belakang ?? '')) ?? analis,
    radiografer: cari((p) => p.role === 'RADIOLOGI', 'radiografer (akun RADIOLOGI)'),
    radiolog: cari((p) => p.role === 'DOKTER_RADIOLOGI', 'dokter radiologi (akun DOKTER_RADIOLOGI)'),
  };
  const daftarStaf = [
    ...jaga.map((uid, i) => ({ peran: 'jaga', i, uid })),
    ...perawat.map((p, i) => ({ peran: 'perawat', i, uid: p.uid })),
    ...(bidan.length ? bidan : perawat).map((p, i) => ({ peran: 'bidan', i, uid: p.uid })),
    ...perawatIgd.map((p, i) => ({ peran: 'igd', i, uid: p.uid })),
    ...perawatHd.map((p, i) => ({ peran: 'hd', i, uid: p.uid })),
  ];
  if (!jaga.length || !perawat.length)
    throw new Error('klinis: tidak ada dokter jaga atau perawat di data pegawai');
  await isiTabel(client, 'h1b_staf', { peran: 'text', i: 'int', uid: 'uuid' }, daftarStaf);

  await client.query(`DROP TABLE IF EXISTS h1b_poli;
    CREATE TEMP TABLE h1b_poli AS SELECT p.uid, p.kode, p.jenis,
      CASE WHEN p.jenis = 'RAWAT_INAP' THEN 'RANAP' WHEN g.grup IS NOT NULL THEN p.kode END AS grup, g.id AS grup_id, g.lekat
    FROM poli p LEFT JOIN h1b_grup g ON g.grup = CASE WHEN p.jenis = 'RAWAT_INAP' THEN 'RANAP' ELSE p.kode END`);

  await muatTemplat(client, domain, judul, dx);
  const jumlahPerawat = {
    perawat: perawat.length,
    bidan: (bidan.length ? bidan : perawat).length,
    igd: perawatIgd.length,
    hd: perawatHd.length,
  };
  return { staf, jumlahJaga: jaga.length, jumlahPerawat };
}
