// Tahap klinis: what the clinics, the IGD, the HD room, the wards, the lab and radiology wrote for
// every generated visit the day has reached — assessments, diagnoses, procedures with their charges,
// ICD-9-CM codes, lab orders with validated results, radiology with its reading, a stay's CPPT and
// observations — each with the patient-timeline line its service writes (log_pasien). Set-based
// over the visit rows of tahap kunjungan (layanan b1…), in batches, secondary indexes off.
//
// Prefixes (uuid, alat.mjs): c0 asesmen, c1 diagnosis, c2 prosedur, c3 tindakan_layanan,
// c4 transaksi of a tindakan, c5 transaksi of an order item, c6 order_penunjang, c7 order_item,
// c8 hasil_lab_versi, c9 hasil_lab, ba ekspertise_radiologi, bb cppt, bc observasi. The rows without
// a uuid (log_pasien, order_riwayat) are found through the generated row they point at.
import { readFile } from 'node:fs/promises';
import { bukaKlien, dalamPrefiks, nomorDari, tanpaIndeks, uid } from '../alat.mjs';
import * as penunjang from './klinis/penunjang.mjs';
import * as rawat from './klinis/rawat.mjs';
import { pastikanKatalog, siapkan } from './klinis/siapkan.mjs';

const BATCH = 250_000;
const PREFIKS = {
  asesmen: ['c0'],
  diagnosis: ['c1'],
  prosedur: ['c2'],
  tindakan_layanan: ['c3'],
  transaksi: ['c4', 'c5'],
  order_penunjang: ['c6'],
  order_item: ['c7'],
  hasil_lab_versi: ['c8'],
  hasil_lab: ['c9'],
  ekspertise_radiologi: ['ba'],
  cppt: ['bb'],
  observasi: ['bc'],
};
const milik = (kolom, tabel) => `(${PREFIKS[tabel].map((pp) => dalamPrefiks(kolom, pp)).join(' OR ')})`;
/** The tables this stage fills (muat.mjs drops their secondary indexes once for all stages). */
export const TABEL_BESAR = [...Object.keys(PREFIKS), 'order_riwayat', 'log_pasien'];

/** Removes what an earlier run of this stage wrote, and gives back its counts and numbers. */
async function hapusLama(client, log) {
  const { rows } = await client.query(`SELECT 1 FROM asesmen WHERE ${milik('uid', 'asesmen')} LIMIT 1`);
  const { rows: dx } = await client.query(
    `SELECT 1 FROM order_penunjang WHERE ${milik('uid', 'order_penunjang')} LIMIT 1`,
  );
  if (!rows.length && !dx.length) return;
  log('klinis: menghapus baris tahap klinis sebelumnya');
  await client.query(`UPDATE icd10_pemakaian p SET jumlah = greatest(p.jumlah - x.n, 0)
    FROM (SELECT kode_icd10, count(*) AS n FROM diagnosis WHERE ${milik('uid', 'diagnosis')} GROUP BY 1) x WHERE x.kode_icd10 = p.kode`);
  const sumber = Object.values(PREFIKS)
    .flat()
    .map((pp) => dalamPrefiks('sumber_uid', pp))
    .join(' OR ');
  await client.query(`DELETE FROM log_pasien WHERE ${sumber}`);
  await client.query(`DELETE FROM order_riwayat WHERE ${milik('order_uid', 'order_penunjang')}`);
  for (const t of [
    'hasil_lab',
    'hasil_lab_versi',
    'ekspertise_radiologi',
    'transaksi',
    'order_item',
    'order_penunjang',
    'prosedur',
    'tindakan_layanan',
    'diagnosis',
    'asesmen',
    'cppt',
    'observasi',
  ])
    await client.query(`DELETE FROM ${t} WHERE ${milik('uid', t)}`);
  // The day series of orders restart from what the app itself numbered (none for past days).
  await client.query(`DELETE FROM nomor_urut WHERE kunci ~ '^(LAB|RAD)-[0-9]{8}$'`);
  await client.query(`INSERT INTO nomor_urut (kunci, nilai)
    SELECT left(nomor, 12), max(split_part(nomor, '-', 3)::bigint) FROM order_penunjang WHERE nomor ~ '^(LAB|RAD)-[0-9]{8}-[0-9]+$'
    GROUP BY 1 ON CONFLICT (kunci) DO NOTHING`);
}

/** The range of generated layanan numbers (tahap kunjungan numbers them from 0). */
async function rentangLayanan(client) {
  const { rows } = await client.query(
    `SELECT ${nomorDari('uid')} AS n FROM layanan WHERE ${dalamPrefiks('uid', 'b1')} ORDER BY uid DESC LIMIT 1`,
  );
  return rows.length ? Number(rows[0].n) : 0;
}

/**
 * The two halves of the work, each on its own connection (the machine has two cores), of about
 * equal cost: assessments and procedures; diagnoses, the ward, lab and radiology. Each
 * plans the batch itself; the order numbers come from one of them only, so they stay the same
 * every run.
 */
const BAGIAN = {
  samping: [
    ['asesmen', (c) => rawat.asesmen(c)],
    ['tindakan', (c) => rawat.tindakan(c)],
  ],
  penunjang: [
    ['diagnosis', (c) => rawat.diagnosis(c)],
    ['bangsal', (c) => rawat.bangsal(c)],
    ['rencanaOrder', (c) => penunjang.rencanaOrder(c)],
    ['order', (c, staf) => penunjang.order(c, staf)],
    ['riwayat', (c, staf) => penunjang.riwayat(c, staf)],
    ['lab', (c, staf) => penunjang.hasilLab(c, staf)],
    ['radiologi', (c, staf) => penunjang.ekspertise(c, staf)],
  ],
};

/** One half over every batch, on its own session (its own temporary tables). */
async function kerjakan(bagian, ctx, akhir, jumlah) {
  const log = ctx.log ?? console.log;
  const c = await bukaKlien(ctx.url);
  try {
    await siapkanSesi(c);
    const info = await siapkan(c, ctx);
    if (bagian === 'penunjang') await rawat.kasusLama(c);
    for (let lo = 0; lo <= akhir; lo += BATCH) {
      const hi = Math.min(akhir, lo + BATCH - 1);
      const t = performance.now();
      const ms = {};
      await c.query('BEGIN');
      try {
        await rawat.rencana(c, { lo, hi, hariIni: ctx.hariIni, info });
        if (bagian === 'samping')
          jumlah.kunjungan += (await c.query('SELECT count(*)::int AS n FROM h1b_v')).rows[0].n;
        for (const [nama, f] of BAGIAN[bagian]) {
          const t0 = performance.now();
          const r = await f(c, info.staf);
          ms[nama] = Math.round(performance.now() - t0);
          if (typeof r === 'number') jumlah[nama] = (jumlah[nama] ?? 0) + r;
          else if (r) for (const [k, v] of Object.entries(r)) jumlah[k] = (jumlah[k] ?? 0) + v;
        }
        await c.query('COMMIT');
      } catch (e) {
        await c.query('ROLLBACK');
        throw e;
      }
      const rinci = process.env.KLINIS_RINCI ? ` ${JSON.stringify(ms)}` : '';
      log(
        `klinis/${bagian}: layanan ${lo}–${hi} (${((performance.now() - t) / 1000).toFixed(1)} dtk)${rinci}`,
      );
    }
    if (process.env.KLINIS_RINCI) log(`klinis/${bagian}: cpu backend ${await cpuBackend(c)} dtk`);
  } finally {
    await c.end();
  }
}

/** The CPU seconds of this session's server process (same machine only; for measuring). */
async function cpuBackend(c) {
  const { rows } = await c.query('SELECT pg_backend_pid() AS p');
  const f = (await readFile(`/proc/${rows[0].p}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) / 100).toFixed(1);
}

/** Compiling these wide statements costs more than running them (seconds per batch). */
async function siapkanSesi(c) {
  await c.query('SET jit = off');
  await c.query('SET default_statistics_target = 10');
}

export async function muat(client, ctx) {
  const log = ctx.log ?? console.log;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ctx.hariIni ?? ''))
    throw new Error('klinis: ctx.hariIni wajib (YYYY-MM-DD)');
  if (!ctx.url) throw new Error('klinis: ctx.url wajib (dua koneksi pemuat)');
  await pastikanKatalog(client, ctx);
  await hapusLama(client, log);
  const akhir = await rentangLayanan(client);
  const jumlah = { kunjungan: 0 };
  await tanpaIndeks(client, TABEL_BESAR, async () => {
    // Both halves end before the indexes come back, even when one fails.
    const hasil = await Promise.allSettled(
      ['samping', 'penunjang'].map((b) => kerjakan(b, ctx, akhir, jumlah)),
    );
    const gagal = hasil.find((h) => h.status === 'rejected');
    if (gagal) throw gagal.reason;
  });
  log('klinis: indeks dibangun ulang');
  // The ICD-10 search ranks the codes this hospital uses (catatPemakaianIcd10).
  await client.query(`INSERT INTO icd10_pemakaian (kode, jumlah, terakhir)
    SELECT kode_icd10, count(*), max(created_at) FROM diagnosis WHERE ${milik('uid', 'diagnosis')} GROUP BY 1
    ON CONFLICT (kode) DO UPDATE SET jumlah = icd10_pemakaian.jumlah + excluded.jumlah,
      terakhir = greatest(icd10_pemakaian.terakhir, excluded.terakhir)`);
  // Today's queue learns who the nurse has assessed (simpanAsesmen), for clinics whose doctor waits.
  await client.query(
    `UPDATE antrian a SET asesmen_perawat_pada = s.waktu FROM asesmen s
    WHERE a.tanggal = $1 AND a.asesmen_perawat_pada IS NULL AND s.layanan_uid = a.layanan_uid
      AND s.uid = ${uid('c0', `${nomorDari('a.layanan_uid')} * 4`)}`,
    [ctx.hariIni],
  );
  return jumlah;
}
