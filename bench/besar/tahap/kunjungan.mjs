// Tahap kunjungan: ctx.jumlahKunjungan visits over the ten years plus today's queue, written as
// registration, the IGD and admission write them (kunjungan, layanan, antrian, log_pasien
// LOG_DATANG; the stays in kunjungan/ranap*.mjs). Shape, per day of tahap pasien's calendar:
//   - each patient's first visit is on their registration day (new patients);
//   - chronic patients (1%, No. RM order ≡ 7 mod 100) come back every four weeks on the same
//     weekday to the same clinic (internal medicine, heart, neuro, dialysis …);
//   - the rest are revisits spread over the other patients, one per patient per day;
//   - clinics only on the weekdays they have a doctor's session; IGD every day at any hour;
//   - ~65% BPJS, ~6% insurers, the rest UMUM; 2.5% of registrations cancelled while waiting.
// Today: ctx.antrianHariIni registrations per clinic open today (+40% of that at the IGD), 40% done,
// one being served, three waiting for the doctor, the rest waiting.
// Prefixes: b0 kunjungan, b1 layanan, b2 antrian, b3 perawatan_inap, b4 rawat_inap, b5 ruangan,
// b6 kamar, b7 bed, b8 bed_riwayat, b9 tindak_lanjut (the RANAP follow-up of admitted patients).
import { dalamPrefiks, tanpaIndeks } from '../alat.mjs';
import { rencanaHari, tulisHari } from './kunjungan/hari.mjs';
import { buatBangsal, tabelMaster } from './kunjungan/master.mjs';
import { rencanaInap } from './kunjungan/ranap.mjs';
import { hapusInap, tulisInap } from './kunjungan/ranap-tulis.mjs';
import { buatKalender } from './pasien.mjs';

const TABEL = [
  'kunjungan',
  'layanan',
  'antrian',
  'log_pasien',
  'perawatan_inap',
  'rawat_inap',
  'tindak_lanjut',
];
const BATCH = 250_000;

export async function muat(client, ctx) {
  ctx.log('menghapus data tahap sebelumnya');
  await client.query(
    `DELETE FROM log_pasien WHERE ${dalamPrefiks('layanan_uid', 'b1')} AND jenis IN ('LOG_DATANG', 'LOG_TRANSFER_RANAP', 'LOG_PULANG')
       AND sumber IN ('layanan', 'perawatan_inap', 'tindak_lanjut')`,
  );
  await hapusInap(client);
  await client.query(`DELETE FROM antrian WHERE ${dalamPrefiks('uid', 'b2')}`);
  await client.query(`DELETE FROM layanan WHERE ${dalamPrefiks('uid', 'b1')}`);
  await client.query(`DELETE FROM kunjungan WHERE ${dalamPrefiks('uid', 'b0')}`);

  await buatKalender(client, ctx);
  const master = await tabelMaster(client, ctx);
  const bangsal = await buatBangsal(client, ctx);
  ctx.log(`${master.poli} poli, ${master.jadwal} sesi dokter; ${bangsal.bed} bed ditambahkan`);
  const inap = await rencanaInap(client, ctx, { target: Math.round(ctx.jumlahKunjungan * 0.03) });
  ctx.log(`${inap.inap.toLocaleString('id-ID')} rawat inap direncanakan (${inap.dirawat} sedang dirawat)`);
  const hari = await rencanaHari(client, ctx, { jumlahInap: inap.inap });
  ctx.log(
    `${hari.nPlan.toLocaleString('id-ID')} kunjungan rawat jalan/IGD, ${hari.hariIni.toLocaleString('id-ID')} hari ini`,
  );

  await tanpaIndeks(client, TABEL, async () => {
    const { rows: potong } = await client.query(
      `SELECT di, sum(jumlah) OVER (ORDER BY di) AS kum FROM b_kal ORDER BY di`,
    );
    let d0 = 0;
    let kum0 = 0;
    for (const [x, r] of potong.entries()) {
      const akhir = x === potong.length - 1;
      if (!akhir && Number(r.kum) - kum0 < BATCH) continue;
      await tulisHari(client, ctx, { d0, d1: r.di, nPlan: hari.nPlan });
      ctx.log(
        `kunjungan s.d. hari ke-${r.di}: ${Number(r.kum).toLocaleString('id-ID')} / ${hari.nPlan.toLocaleString('id-ID')}`,
      );
      d0 = r.di + 1;
      kum0 = Number(r.kum);
    }
    ctx.log('rawat inap: kunjungan elektif, layanan, perawatan_inap, bed');
    await tulisInap(client, ctx, { nPlan: hari.nPlan, nK: hari.nPlan + inap.inap });
  });

  await client.query('DROP TABLE IF EXISTS b_rk, b_rk0, b_inap0, b_kandidat');
  // The numbering service continues after the loaded queue numbers (every clinic and day used).
  await client.query(`
    INSERT INTO nomor_urut (kunci, nilai)
    SELECT 'ANTRIAN:' || poli_uid || ':' || tanggal, max(nomor) FROM antrian WHERE ${dalamPrefiks('uid', 'b2')}
    GROUP BY poli_uid, tanggal
    ON CONFLICT (kunci) DO UPDATE SET nilai = greatest(nomor_urut.nilai, EXCLUDED.nilai), updated_at = now()`);
  const hitung = async (t, pp) =>
    Number((await client.query(`SELECT count(*) AS n FROM ${t} WHERE ${dalamPrefiks('uid', pp)}`)).rows[0].n);
  return {
    kunjungan: await hitung('kunjungan', 'b0'),
    layanan: await hitung('layanan', 'b1'),
    antrian: await hitung('antrian', 'b2'),
    antrian_hari_ini: hari.hariIni,
    perawatan_inap: inap.inap,
    dirawat: inap.dirawat,
    bed_baru: bangsal.bed,
  };
}
