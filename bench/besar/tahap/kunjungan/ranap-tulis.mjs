// Writes the stays planned by ranap.mjs as admission and discharge write them (ranap/admisi,
// ranap/pulang, pelayanan/tindak-lanjut): the visit of an elective admission, the RAWAT_INAP layanan,
// the clinic's RANAP follow-up, perawatan_inap, its bed segment, the bed's history and state, and the
// timeline entries LOG_TRANSFER_RANAP and LOG_PULANG. Each stay's clinic/IGD layanan is written with
// the day's queue by kunjungan.mjs (layanan n = kunjungan n).
import { dalamPrefiks, uid } from '../../alat.mjs';

const HARI = "(ARRAY['Senin','Selasa','Rabu','Kamis','Jumat','Sabtu','Minggu'])";
const BULAN =
  "(ARRAY['Januari','Februari','Maret','April','Mei','Juni','Juli','Agustus','September','Oktober','November','Desember'])";

/** SQL of formatTanggalWaktu (domain format): 'Selasa, 7 Januari 2025 14.30 WIB'. */
export const tanggalWaktuSql = (ts) => {
  const j = `(${ts} AT TIME ZONE 'Asia/Jakarta')`;
  return `(${HARI}[extract(isodow FROM ${j})::int] || ', ' || extract(day FROM ${j})::int || ' ' || ${BULAN}[extract(month FROM ${j})::int] || ' ' || extract(year FROM ${j})::int || ' ' || to_char(${j}, 'HH24.MI') || ' WIB')`;
};

/** Deletes what a previous load of the stays wrote (before the kunjungan rows they point at). */
export async function hapusInap(client) {
  await client.query(`DELETE FROM rawat_inap WHERE ${dalamPrefiks('uid', 'b4')}`);
  await client.query(`DELETE FROM perawatan_inap WHERE ${dalamPrefiks('uid', 'b3')}`);
  await client.query(`DELETE FROM tindak_lanjut WHERE ${dalamPrefiks('uid', 'b9')}`);
}

export async function tulisInap(client, ctx, { nPlan, nK }) {
  const d = ctx.domain;
  const akun = ctx.master.akun;
  const daftar = akun.PENDAFTARAN ?? { uid: null, nama: null };
  const igd = akun.IGD ?? daftar;
  const perawat = akun.PERAWAT ?? null;
  const q = (v) => (v === null || v === undefined ? 'NULL' : `'${String(v).replaceAll("'", "''")}'`);
  const ranap = ctx.master.poli.RANAP ?? Object.values(ctx.master.poli).find((p) => p.jenis === 'RAWAT_INAP');
  if (!ranap) throw new Error('unit RAWAT_INAP tidak ada (migrasi 0015)');
  const kelas = `(CASE i.kelas ${Object.entries(d.LABEL_KELAS_RANAP)
    .map(([k, v]) => `WHEN '${k}' THEN ${q(v)}`)
    .join(' ')} END)`;
  const s = 'i.s';
  const kunjungan = uid('b0', `${nPlan} + i.s`);
  const layananInap = uid('b1', `${nK} + i.s`);
  const layananAsal = uid('b1', `${nPlan} + i.s`);
  const kelasHak = `CASE WHEN i.penjamin <> 'BPJS' THEN NULL
    WHEN i.jenis_ruangan = 'BANGSAL' AND i.kelas IN ('KELAS_1','KELAS_2','KELAS_3') THEN i.kelas
    WHEN i.jenis_ruangan = 'BANGSAL' THEN 'KELAS_1'
    ELSE (ARRAY['KELAS_1','KELAS_2','KELAS_3'])[1 + ${s} % 3] END`;
  const naik = `(i.penjamin = 'BPJS' AND i.jenis_ruangan = 'BANGSAL' AND i.kelas NOT IN ('KELAS_1','KELAS_2','KELAS_3'))`;
  const kondisi = `CASE i.cara_pulang WHEN 'ATAS_PERSETUJUAN' THEN (CASE WHEN ${s} % 5 < 2 THEN 'Sembuh' ELSE 'Membaik' END)
    WHEN 'APS' THEN 'Belum sembuh' WHEN 'DIRUJUK' THEN 'Memburuk' END`;

  // The visit of an elective admission (admission makes it); the others come with their layanan.
  await client.query(`
    INSERT INTO kunjungan (uid, pasien_uid, tanggal, penjamin, asuransi_uid, no_kartu, no_rujukan, no_sep, status,
      dibuat_oleh, created_at, updated_at)
    SELECT ${kunjungan}, i.pasien_uid, i.tgl_tiba, i.penjamin,
      CASE WHEN i.penjamin = 'ASURANSI' THEN (SELECT asuransi_uid FROM b_asuransi a WHERE a.k = i.i % (SELECT count(*) FROM b_asuransi)) END,
      CASE i.penjamin WHEN 'BPJS' THEN i.no_bpjs WHEN 'ASURANSI' THEN 'POL' || lpad(i.i::text, 10, '0') END,
      CASE WHEN i.penjamin = 'BPJS' AND i.asal = 'POLI' THEN '0301' || to_char(i.tgl_tiba, 'YYMMDD') || 'B' || lpad((i.s % 1000000)::text, 6, '0') END,
      CASE WHEN i.penjamin = 'BPJS' THEN '0301R001' || to_char(i.tgl_tiba, 'MMYY') || 'I' || lpad((i.s % 1000000)::text, 6, '0') END,
      CASE WHEN i.keluar IS NULL THEN 'AKTIF' ELSE 'SELESAI' END,
      CASE i.asal WHEN 'IGD' THEN ${q(igd.uid)}::uuid ELSE ${q(daftar.uid)}::uuid END,
      i.tiba, coalesce(i.keluar, i.masuk)
    FROM b_inap i ORDER BY i.s`);
  await client.query(`
    INSERT INTO tindak_lanjut (uid, kunjungan_uid, layanan_uid, pasien_uid, jenis, alasan, diterima_pada, dibuat_oleh,
      created_at, updated_at)
    SELECT ${uid('b9', 'i.s')}, ${kunjungan}, ${layananAsal}, i.pasien_uid, 'RANAP', 'Perlu perawatan dan observasi',
      i.masuk, CASE WHEN i.asal = 'POLI' THEN i.akun_dpjp ELSE ${q(igd.uid)}::uuid END,
      i.tiba + interval '30 minutes', i.tiba + interval '30 minutes'
    FROM b_inap i WHERE i.asal <> 'ELEKTIF' ORDER BY i.s`);
  await client.query(`
    INSERT INTO layanan (uid, kunjungan_uid, pasien_uid, tanggal, poli_uid, dokter_uid, jenis, status, created_at, updated_at)
    SELECT ${layananInap}, ${kunjungan}, i.pasien_uid, i.tgl_masuk, '${ranap.uid}', i.dpjp_uid, 'RAWAT_INAP',
      CASE WHEN i.keluar IS NULL THEN 'AKTIF' ELSE 'SELESAI' END, i.masuk, coalesce(i.keluar, i.masuk)
    FROM b_inap i ORDER BY i.s`);
  await client.query(`
    INSERT INTO perawatan_inap (uid, layanan_uid, pasien_uid, kunjungan_uid, asal, tindak_lanjut_uid, status,
      diagnosis_masuk_kode, diagnosis_masuk_nama, kelas_hak, surat_pengantar, rencana_tindakan, tanggal_rencana,
      persetujuan_nama, persetujuan_hubungan, persetujuan_pada, deposit_diminta, masuk_pada, cara_pulang, kondisi_pulang,
      faskes_rujukan, waktu_meninggal, pulang_pada, dipulangkan_oleh, dibuat_oleh, created_at)
    SELECT ${uid('b3', 'i.s')}, ${layananInap}, i.pasien_uid, ${kunjungan}, i.asal,
      CASE WHEN i.asal <> 'ELEKTIF' THEN ${uid('b9', 'i.s')} END,
      CASE WHEN i.keluar IS NULL THEN 'DIRAWAT' ELSE 'PULANG' END, i.dx_kode, i.dx_nama, ${kelasHak},
      CASE WHEN i.asal = 'ELEKTIF' THEN 'Surat pengantar rawat inap ' || i.nama_dpjp END,
      CASE WHEN i.asal = 'ELEKTIF' THEN 'Rawat inap untuk tata laksana ' || i.dx_nama END,
      CASE WHEN i.asal = 'ELEKTIF' THEN i.tgl_masuk END,
      left(i.persetujuan_nama, 150), left(i.persetujuan_hubungan, 50), i.masuk,
      CASE WHEN i.penjamin = 'UMUM' THEN coalesce((SELECT jumlah FROM ranap_deposit_kelas r WHERE r.kelas = i.kelas), 0) ELSE 0 END,
      i.masuk, i.cara_pulang, ${kondisi}, CASE WHEN i.cara_pulang = 'DIRUJUK' THEN i.faskes END,
      CASE WHEN i.cara_pulang = 'MENINGGAL' THEN i.keluar END, i.keluar,
      CASE WHEN i.keluar IS NOT NULL THEN i.akun_dpjp END, ${q(daftar.uid)}::uuid, i.masuk
    FROM b_inap i ORDER BY i.s`);
  await client.query(`
    INSERT INTO rawat_inap (uid, perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas,
      kelas_tagih, penempatan, alasan_penempatan, masuk_pada, keluar_pada, sebab_keluar, dibuat_oleh, created_at)
    SELECT ${uid('b4', 'i.s')}, ${uid('b3', 'i.s')}, ${layananInap}, i.pasien_uid, i.ruangan_uid, i.kamar_uid, i.bed_uid,
      i.kelas, coalesce(${kelasHak}, i.kelas), CASE WHEN ${naik} THEN 'NAIK_KELAS' ELSE 'SESUAI_HAK' END,
      CASE WHEN ${naik} THEN 'Permintaan pasien/keluarga' END,
      i.masuk, i.keluar, CASE WHEN i.keluar IS NOT NULL THEN 'PULANG' END, ${q(daftar.uid)}::uuid, i.masuk
    FROM b_inap i ORDER BY i.s`);
  // Bed history: admitted (KOSONG → TERISI), discharged (→ DIBERSIHKAN), cleaned an hour later (→ KOSONG).
  await client.query(`
    INSERT INTO bed_riwayat (uid, bed_uid, status_lama, status_baru, alasan, perawatan_inap_uid, dibuat_oleh, created_at)
    SELECT ${uid('b8', '3 * i.s + e.k')}, i.bed_uid, e.lama, e.baru, e.alasan, ${uid('b3', 'i.s')}, e.oleh, e.pada
    FROM b_inap i, LATERAL (VALUES
      (0, 'KOSONG', 'TERISI', 'Masuk rawat inap: ' || i.no_rm || ' – ' || i.nama_pasien, ${q(daftar.uid)}::uuid, i.masuk),
      (1, 'TERISI', 'DIBERSIHKAN', 'Pasien pulang: ' || i.no_rm || ' – ' || i.nama_pasien, i.akun_dpjp, i.keluar),
      (2, 'DIBERSIHKAN', 'KOSONG', NULL, ${q(perawat?.uid)}::uuid, i.keluar + interval '1 hour')) e(k, lama, baru, alasan, oleh, pada)
    WHERE e.k = 0 OR i.keluar IS NOT NULL
    ORDER BY i.s, e.k`);
  await client.query(`
    UPDATE bed b SET status = CASE WHEN x.keluar IS NULL THEN 'TERISI' ELSE 'KOSONG' END,
      status_diubah_pada = coalesce(x.keluar + interval '1 hour', x.masuk)
    FROM (SELECT DISTINCT ON (bed_uid) bed_uid, masuk, keluar FROM b_inap ORDER BY bed_uid, masuk DESC) x
    WHERE b.uid = x.bed_uid`);

  const letak = `jsonb_build_object('bed_uid', i.bed_uid, 'ruangan_uid', i.ruangan_uid, 'ruangan', i.ruangan,
    'kode_ruangan', i.kode_ruangan, 'no_kamar', i.no_kamar, 'no_bed', i.no_bed, 'kelas', i.kelas)`;
  const teksLetak = `i.ruangan || ', kamar ' || i.no_kamar || ', bed ' || i.no_bed || ' (' || ${kelas} || ')'`;
  const label = d.LABEL_CARA_PULANG;
  const ringkasPulang = `CASE WHEN i.cara_pulang = 'MENINGGAL' THEN 'Meninggal ' || ${tanggalWaktuSql('i.keluar')}
    ELSE (CASE i.cara_pulang ${Object.entries(label)
      .map(([k, v]) => `WHEN '${k}' THEN ${q(v)}`)
      .join(' ')} END)
      || CASE WHEN i.cara_pulang = 'DIRUJUK' THEN ' ke ' || i.faskes ELSE '' END
      || coalesce(', ' || (${kondisi}), '') END`;
  const { rowCount: log } = await client.query(`
    INSERT INTO log_pasien (pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan, sumber, sumber_uid, detail,
      akun_uid, nama_petugas)
    SELECT i.pasien_uid, ${kunjungan}, e.layanan, e.jenis, e.waktu, left(e.ringkasan, 500), e.sumber, e.sumber_uid, e.detail,
      e.akun, e.nama
    FROM b_inap i, LATERAL (VALUES
      (0, ${layananAsal}, 'LOG_TRANSFER_RANAP', i.tiba + interval '30 minutes',
        ${q(d.LABEL_TINDAK_LANJUT.RANAP)} || ': Perlu perawatan dan observasi', 'tindak_lanjut', ${uid('b9', 'i.s')}, NULL::jsonb,
        CASE WHEN i.asal = 'POLI' THEN i.akun_dpjp ELSE ${q(igd.uid)}::uuid END,
        CASE WHEN i.asal = 'POLI' THEN i.nama_akun_dpjp ELSE ${q(igd.nama)} END),
      (1, ${layananInap}, 'LOG_TRANSFER_RANAP', i.masuk, 'Masuk rawat inap: ' || ${teksLetak} || '; DPJP ' || i.nama_dpjp,
        'perawatan_inap', ${uid('b3', 'i.s')},
        jsonb_build_object('letak', ${letak}, 'kelas_tagih', coalesce(${kelasHak}, i.kelas),
          'penempatan', CASE WHEN ${naik} THEN 'NAIK_KELAS' ELSE 'SESUAI_HAK' END),
        ${q(daftar.uid)}::uuid, ${q(daftar.nama)}),
      (2, ${layananInap}, 'LOG_PULANG', i.keluar, 'Pulang dari rawat inap: ' || ${ringkasPulang}, 'perawatan_inap',
        ${uid('b3', 'i.s')}, NULL::jsonb, i.akun_dpjp, i.nama_akun_dpjp)
    ) e(k, layanan, jenis, waktu, ringkasan, sumber, sumber_uid, detail, akun, nama)
    WHERE (e.k = 0 AND i.asal <> 'ELEKTIF') OR e.k = 1 OR (e.k = 2 AND i.keluar IS NOT NULL)
    ORDER BY i.s, e.k`);
  return { log };
}
