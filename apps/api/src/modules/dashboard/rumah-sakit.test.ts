import type { DashboardFarmasi, DashboardRs, JenisRincianRs, RincianRs, StatusKlaim } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';

// A small known week, counted by hand (docs/dashboard.md "The hospital's dashboard"). The clock
// is Monday 2030-01-07 (Jakarta); the period 2030-01-01 … 2030-01-07. Registration fees are set to
// Rp 10.000 a visit (the new patient's card Rp 0), so the money is countable:
// - Poli Umum: A (UMUM), B and F (BPJS) on 07/01, C (UMUM) on 06/01, D cancelled (not counted),
//   G (BPJS) on 31/12/2029 (before the period); IGD: E (UMUM, triage ATS 2) and S (UMUM, no
//   triage: the stay's arrival) on 07/01
//   → 6 visits: Umum 4 (1 on 06/01, 3 on 07/01), IGD 2; UMUM 4, BPJS 2. IGD 2: ATS 2 ×1, belum ×1.
// - A paid Rp 10.000 in cash, B's and F's Rp 10.000 covered by BPJS → revenue Rp 30.000 in 3
//   receipts (UMUM 10.000 in 1, BPJS 20.000 in 2); C, E and S unpaid → receivables Rp 30.000 over
//   3 UMUM visits.
// - S lay in a ward from 03/01 10:00 to 05/01 09:00 → 2 patient-days, 1 discharge of 2 days (ALOS 2).
// - A registered 08:00, called 08:20 → 20 min; B registered 08:00, started 08:40 → 40 min;
//   C never called → registration → doctor: 2 measured, median 30, p90 38.
// - Prescriptions: A 09:00 → handed 09:25 (25 min), B 09:00 → 10:00 (60 min), E not handed over
//   → 2 measured, median 42,5, p90 56,5.
// - Claims (by the visit's day): B's TERKIRIM, F's PENDING; G's DISETUJUI is before the period
//   → 2: Terkirim 1, Pending 1, every other state 0.
// - Stock, read today (near expiry: on or before 07/04/2030). The seed's minimums give way to
//   three: Paracetamol at the warehouse 100 (on hand 40: below), Amoxicillin there 50 (on hand 45 + 5
//   = 50: not below), Amlodipin at the outpatient depot 10 (none: below) → 2 below minimum.
//   Batches: DSB-1 Paracetamol 28/02/2030 ×40 (near), DSB-2 Amoxicillin 30/06/2031 ×45 (not),
//   DSB-3 Amoxicillin 31/12/2029 ×5 (already expired), DSB-4 Paracetamol 31/01/2030 written off to 0
//   (not counted) → 2 near or past expiry, 1 of them past.

const wib = (jam: string, hari = SENIN) => new Date(`${hari}T${jam}:00+07:00`);
let kini = wib('08:00');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const l: Record<string, LayananUji> = {};
let stay: StayUji;
const PERIODE = 'dari=2030-01-01&sampai=2030-01-07';

const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, body?: object) => {
  const res = await call(method, url, cookie, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** A claim of x's visit in `status`, on a SEP issued for that visit (as casemix leaves them). */
const klaim = (x: LayananUji, noSep: string, status: StatusKlaim) =>
  queryRows(
    t,
    `with sep as (insert into bpjs_sep (kunjungan_uid, no_kartu, tgl_sep, permintaan, status, no_sep)
                  select uid, '0001234567890', tanggal, '{}'::jsonb, 'TERBIT', '${noSep}' from kunjungan
                   where uid = '${x.kunjungan_uid}' returning uid, kunjungan_uid)
     insert into klaim (sep_uid, no_sep, kunjungan_uid, pasien_uid, jenis_rawat, status)
     select uid, '${noSep}', kunjungan_uid, '${x.pasien_uid}', '2', '${status}' from sep`,
  );

/** The warehouse's stock: the hand count's minimums and batches (see above). */
async function stokGudang() {
  const uid = async (tabel: string, kode: string) =>
    (await queryRows<{ uid: string }>(t, `select uid from ${tabel} where kode = '${kode}'`))[0]?.uid ?? '';
  const gf = await uid('farmasi_lokasi', 'GF');
  const pct = await uid('farmasi_produk', 'PCT500');
  const amox = await uid('farmasi_produk', 'AMOX500');
  await queryRows(t, 'delete from farmasi_produk_stok_minimum');
  await queryRows(
    t,
    `insert into farmasi_produk_stok_minimum (produk_uid, lokasi_uid, stok_minimum)
     select p.uid, l.uid, m.n from (values ('PCT500', 'GF', 100), ('AMOX500', 'GF', 50), ('AMLO5', 'DRJ', 10)) m(p, l, n)
       join farmasi_produk p on p.kode = m.p join farmasi_lokasi l on l.kode = m.l`,
  );
  const tambah = (produk_uid: string, batch: string, kedaluwarsa: string, jumlah: number) =>
    ok('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
      jenis: 'PENAMBAHAN',
      lokasi_uid: gf,
      alasan: 'Stok awal uji',
      items: [{ produk_uid, batch, kedaluwarsa, jumlah, harga_satuan: 500 }],
    });
  await tambah(pct, 'DSB-1', '2030-02-28', 40);
  await tambah(amox, 'DSB-2', '2031-06-30', 45);
  await tambah(amox, 'DSB-3', '2029-12-31', 5);
  await tambah(pct, 'DSB-4', '2030-01-31', 10);
  const [habis] = await queryRows<{ uid: string }>(
    t,
    "select uid from farmasi_stok_batch where batch = 'DSB-4'",
  );
  await ok('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
    jenis: 'PENGURANGAN',
    lokasi_uid: gf,
    alasan: 'Rusak',
    items: [{ batch_uid: habis?.uid, jumlah: 10 }],
  });
}

const resep = (x: LayananUji, nomor: string, diserahkan: Date | null) =>
  queryRows(
    t,
    `insert into resep (nomor, kunjungan_uid, layanan_uid, pasien_uid, status, created_at, diserahkan_pada)
     values ('${nomor}', '${x.kunjungan_uid}', '${x.layanan_uid}', '${x.pasien_uid}', 'DONE',
             '${wib('09:00').toISOString()}', ${diserahkan ? `'${diserahkan.toISOString()}'` : 'null'})`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => kini });
  for (const r of ['pendaftaran', 'poli', 'kasir', 'management', 'dod', 'admin', 'dokter', 'gudang'])
    akun[r] = await t.login(r);
  await queryRows(
    t,
    `update tarif set jumlah = case when i.kode = 'ADM-KARTU' then 0 else 10000 end
       from tindakan i where i.uid = tarif.item_uid and i.kode in ('ADM-DAFTAR', 'ADM-IGD', 'ADM-KARTU')`,
  );
  const daftar = akun.pendaftaran ?? '';
  l.A = await siapkanLayanan(t, daftar, { nama: 'Ani Umum' });
  l.B = await siapkanLayanan(t, daftar, { nama: 'Budi Bpjs', penjamin: 'BPJS' });
  l.C = await siapkanLayanan(t, daftar, { nama: 'Citra Kemarin' });
  l.D = await siapkanLayanan(t, daftar, { nama: 'Dedi Batal' });
  l.F = await siapkanLayanan(t, daftar, { nama: 'Fajar Bpjs', penjamin: 'BPJS' });
  l.G = await siapkanLayanan(t, daftar, { nama: 'Gita Lalu', penjamin: 'BPJS' });
  l.E = await siapkanLayanan(t, daftar, { nama: 'Eka Igd', poli: 'IGD', pemilik: null });
  stay = await stayUji(t, daftar, { nama: 'Sari Inap', masuk: '2030-01-03T10:00:00+07:00' });
  const c = l.C as LayananUji;
  await queryRows(
    t,
    `with k as (update kunjungan set tanggal = '2030-01-06' where uid = '${c.kunjungan_uid}' returning uid),
          a as (update antrian set tanggal = '2030-01-06' where uid = '${c.antrian_uid}' returning uid)
     update layanan set tanggal = '2030-01-06' where uid = '${c.layanan_uid}'`,
  );
  const g = l.G as LayananUji;
  await queryRows(
    t,
    `with k as (update kunjungan set tanggal = '2029-12-31' where uid = '${g.kunjungan_uid}' returning uid),
          a as (update antrian set tanggal = '2029-12-31' where uid = '${g.antrian_uid}' returning uid)
     update layanan set tanggal = '2029-12-31' where uid = '${g.layanan_uid}'`,
  );
  await klaim(l.B as LayananUji, '0301R0010130V000001', 'TERKIRIM');
  await klaim(l.F as LayananUji, '0301R0010130V000002', 'PENDING');
  await klaim(g, '0301R0010129V000003', 'DISETUJUI');
  await stokGudang();
  const d = l.D as LayananUji;
  await queryRows(
    t,
    `with k as (update kunjungan set status = 'BATAL' where uid = '${d.kunjungan_uid}' returning uid)
     update layanan set status = 'BATAL' where uid = '${d.layanan_uid}'`,
  );
  const e = l.E as LayananUji;
  await queryRows(
    t,
    `insert into asesmen (kunjungan_uid, layanan_uid, pasien_uid, jenis, isi, nama_penulis, waktu)
     values ('${e.kunjungan_uid}', '${e.layanan_uid}', '${e.pasien_uid}', 'KEPERAWATAN_IGD', '{"triase": 2}'::jsonb,
             'Ners Uji', '${wib('08:05').toISOString()}')`,
  );
  await queryRows(
    t,
    `with tutup as (update rawat_inap set keluar_pada = '2030-01-05T09:00:00+07:00', sebab_keluar = 'PULANG'
                    where perawatan_inap_uid = '${stay.perawatan_inap_uid}' and keluar_pada is null returning bed_uid),
          bebas as (update bed set status = 'KOSONG' where uid in (select bed_uid from tutup))
     update perawatan_inap set status = 'PULANG', pulang_pada = '2030-01-05T09:00:00+07:00', cara_pulang = 'ATAS_PERSETUJUAN'
      where uid = '${stay.perawatan_inap_uid}'`,
  );
  // The queue's registration moment, then the call and the start at known times.
  await queryRows(
    t,
    `update antrian set created_at = '${wib('08:00').toISOString()}' where uid in ('${l.A?.antrian_uid}', '${l.B?.antrian_uid}')`,
  );
  kini = wib('08:20');
  await ok('POST', `/antrian/${l.A?.antrian_uid}/panggil`, akun.poli);
  kini = wib('08:40');
  await ok('PUT', `/antrian/${l.B?.antrian_uid}/status`, akun.poli, { status: 'ON_PROCESS' });
  kini = wib('08:50');
  await ok('POST', `/antrian/${l.A?.antrian_uid}/panggil`, akun.poli);
  await resep(l.A as LayananUji, 'RSP-UJI-1', wib('09:25'));
  await resep(l.B as LayananUji, 'RSP-UJI-2', wib('10:00'));
  await resep(l.E as LayananUji, 'RSP-UJI-3', null);
  kini = wib('11:00');
  await ok('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
  for (const x of [l.A, l.B, l.F] as LayananUji[]) {
    const tg = (await ok('GET', `/kasir/tagihan/${x.kunjungan_uid}`, akun.kasir)).respon;
    await ok('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: x.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: tg.sisa > 0 ? [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }] : [],
    });
  }
  kini = wib('12:00');
});
afterAll(() => t.close());

const dasbor = async (q = PERIODE, cookie = akun.management) =>
  (await ok('GET', `/dashboard/rumah-sakit?${q}`, cookie)).respon as DashboardRs;
const rincian = async (jenis: JenisRincianRs, tambahan = '') =>
  (await ok('GET', `/dashboard/rumah-sakit/rincian?${PERIODE}&jenis=${jenis}${tambahan}`, akun.management))
    .respon as RincianRs;

describe('GET /dashboard/rumah-sakit', () => {
  it('counts the known week by hand', async () => {
    const d = await dasbor();
    expect(d.tanggal).toHaveLength(7);
    expect(d.kunjungan.total).toBe(6);
    const umum = d.kunjungan.per_poli.find((p) => p.label === 'Poli Umum');
    expect(umum?.total).toBe(4);
    expect(umum?.harian.slice(5)).toEqual([1, 3]);
    expect(d.kunjungan.per_poli.find((p) => p.label !== 'Poli Umum')?.total).toBe(2);
    expect(d.kunjungan.per_penjamin.map((p) => [p.kunci, p.total])).toEqual([
      ['UMUM', 4],
      ['BPJS', 2],
    ]);
    expect(d.igd.total).toBe(2);
    expect(d.igd.harian).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(d.igd.per_triase.filter((x) => x.total).map((x) => [x.kunci, x.total])).toEqual([
      ['2', 1],
      ['BELUM', 1],
    ]);

    const bangsal = d.ranap.ruangan.find((r) => r.ruangan_uid === stay.ruangan_uid);
    expect(bangsal).toMatchObject({
      dirawat: 1,
      hari_perawatan: 2,
      pasien_keluar: 1,
      lama_dirawat: 2,
      alos: 2,
    });
    expect(bangsal?.bor).toBe(Math.round((2 / ((bangsal?.bed ?? 0) * 7)) * 10_000) / 100);
    expect(d.ranap.rumah_sakit).toMatchObject({ dirawat: 1, hari_perawatan: 2, pasien_keluar: 1, alos: 2 });
    // The same numbers as the inpatient indicators of the month (which also stop at today).
    const bulan = (await ok('GET', '/ranap/indikator?bulan=2030-01', akun.management)).respon;
    expect(bulan.rumah_sakit.hari_perawatan).toBe(d.ranap.rumah_sakit.hari_perawatan);
    expect(bulan.rumah_sakit.bor).toBe(d.ranap.rumah_sakit.bor);

    expect(d.keuangan.pendapatan).toMatchObject({ total: 30_000, baris: 3 });
    expect(d.keuangan.pendapatan.per_penjamin.map((p) => [p.kunci, p.total, p.baris])).toEqual([
      ['UMUM', 10_000, 1],
      ['BPJS', 20_000, 2],
    ]);
    expect(d.keuangan.pendapatan.per_penjamin[0]?.harian.at(-1)).toBe(10_000);
    expect(d.keuangan.piutang).toMatchObject({ total: 30_000, kunjungan: 3 });
    expect(d.keuangan.piutang.per_penjamin).toEqual([
      { kunci: 'UMUM', label: 'Umum', total: 30_000, kunjungan: 3 },
    ]);

    expect(d.klaim.total).toBe(2);
    expect(d.klaim.per_status.map((s) => [s.kunci, s.total])).toEqual([
      ['DRAF', 0],
      ['DIGROUP', 0],
      ['FINAL', 0],
      ['TERKIRIM', 1],
      ['DISETUJUI', 0],
      ['PENDING', 1],
      ['DISPUTE', 0],
    ]);

    expect(d.tunggu.dokter).toMatchObject({ diukur: 2, median: 30, p90: 38 });
    expect(d.tunggu.dokter.harian.at(-1)).toEqual({ tanggal: SENIN, diukur: 2, median: 30, p90: 38 });
    expect(d.tunggu.dokter.harian.at(-2)?.diukur).toBe(0);
    expect(d.tunggu.resep).toMatchObject({ diukur: 2, median: 42.5, p90: 56.5 });

    expect(d.farmasi).toMatchObject({
      batas_kedaluwarsa: '2030-04-07',
      di_bawah_minimum: 2,
      hampir_kedaluwarsa: 2,
      sudah_kedaluwarsa: 1,
    });
    // And the pharmacy dashboard's own figures.
    const f = (await ok('GET', '/farmasi/dashboard', akun.management)).respon as DashboardFarmasi;
    expect(d.farmasi.di_bawah_minimum).toBe(f.di_bawah_minimum.total);
    expect(d.farmasi.hampir_kedaluwarsa).toBe(f.hampir_kedaluwarsa.total);
    expect(d.farmasi.sudah_kedaluwarsa).toBe(f.hampir_kedaluwarsa.kedaluwarsa);
  });

  it('defaults to this month so far; DOD reads it too', async () => {
    const d = await dasbor('', akun.dod);
    expect([d.dari, d.sampai, d.hari_ini]).toEqual(['2030-01-01', SENIN, SENIN]);
    expect(d.kunjungan.total).toBe(6);
  });

  it('lists behind every figure exactly as many rows as the figure', async () => {
    const d = await dasbor();
    const cek = async (jenis: JenisRincianRs, tambahan: string, n: number, total?: number) => {
      const r = await rincian(jenis, tambahan);
      expect(r.jumlah, `${jenis}${tambahan}`).toBe(n);
      expect(r.baris, `${jenis}${tambahan}`).toHaveLength(n);
      if (total !== undefined) expect(r.total, `${jenis}${tambahan}`).toBe(total);
      return r;
    };
    const kunjungan = await cek('KUNJUNGAN', '', d.kunjungan.total);
    expect(kunjungan.baris.map((b) => b.pasien).sort()).toEqual(
      ['Ani Umum 1', 'Budi Bpjs 1', 'Citra Kemarin 1', 'Eka Igd 1', 'Fajar Bpjs 1', 'Sari Inap 1'].sort(),
    );
    for (const p of d.kunjungan.per_poli) await cek('KUNJUNGAN', `&poli_uid=${p.kunci}`, p.total);
    for (const p of d.kunjungan.per_penjamin) await cek('KUNJUNGAN', `&penjamin=${p.kunci}`, p.total);
    await cek('KUNJUNGAN', `&tanggal=${SENIN}`, 5);
    await cek('IGD', '', d.igd.total);
    for (const x of d.igd.per_triase) await cek('IGD', `&triase=${x.kunci}`, x.total);
    const bangsal = d.ranap.ruangan.find((r) => r.ruangan_uid === stay.ruangan_uid);
    await cek(
      'RANAP_DIRAWAT',
      `&ruangan_uid=${stay.ruangan_uid}`,
      bangsal?.dirawat ?? -1,
      bangsal?.hari_perawatan,
    );
    await cek('RANAP_KELUAR', '', d.ranap.rumah_sakit.pasien_keluar, d.ranap.rumah_sakit.lama_dirawat);
    await cek('PENDAPATAN', '', d.keuangan.pendapatan.baris, d.keuangan.pendapatan.total);
    for (const p of d.keuangan.pendapatan.per_penjamin)
      await cek('PENDAPATAN', `&penjamin=${p.kunci}`, p.baris, p.total);
    await cek('PIUTANG', '', d.keuangan.piutang.kunjungan, d.keuangan.piutang.total);
    const klaim = await cek('KLAIM', '', d.klaim.total);
    expect(klaim.baris.map((b) => [b.pasien, b.status])).toEqual([
      ['Budi Bpjs 1', 'Terkirim'],
      ['Fajar Bpjs 1', 'Pending'],
    ]);
    for (const s of d.klaim.per_status) await cek('KLAIM', `&status=${s.kunci}`, s.total);
    const pending = await rincian('KLAIM', '&status=PENDING');
    expect(pending.baris.map((b) => b.no_sep)).toEqual(['0301R0010130V000002']);
    const minimum = await cek('STOK_MINIMUM', '', d.farmasi.di_bawah_minimum);
    expect(minimum.baris.map((b) => [b.produk, b.jumlah, b.stok_minimum])).toEqual([
      ['Amlodipin 5 mg Tablet', 0, 10],
      ['Paracetamol 500 mg Tablet', 40, 100],
    ]);
    const kedaluwarsa = await cek('HAMPIR_KEDALUWARSA', '', d.farmasi.hampir_kedaluwarsa);
    expect(kedaluwarsa.baris.map((b) => [b.batch, b.kedaluwarsa, b.jumlah])).toEqual([
      ['DSB-3', '2029-12-31', 5],
      ['DSB-1', '2030-02-28', 40],
    ]);
    const dokter = await cek('TUNGGU_DOKTER', '', d.tunggu.dokter.diukur);
    expect(dokter.baris.map((b) => b.menit).sort()).toEqual([20, 40]);
    const rsp = await cek('TUNGGU_RESEP', '', d.tunggu.resep.diukur);
    expect(rsp.baris.map((b) => b.menit).sort()).toEqual([25, 60]);
  });

  it('401 without a session, 403 for a cashier, 400 on a bad period', async () => {
    expect((await call('GET', `/dashboard/rumah-sakit?${PERIODE}`, undefined)).statusCode).toBe(401);
    const kasir = await call('GET', `/dashboard/rumah-sakit?${PERIODE}`, akun.kasir);
    expect(kasir.statusCode).toBe(403);
    expect((await call('GET', `/dashboard/rumah-sakit/rincian?jenis=IGD`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/rumah-sakit', akun.dokter)).statusCode).toBe(403);
    const terbalik = await call(
      'GET',
      '/dashboard/rumah-sakit?dari=2030-01-07&sampai=2030-01-01',
      akun.management,
    );
    expect(terbalik.statusCode).toBe(400);
    expect(terbalik.json().errors[0]).toMatchObject({
      path: 'sampai',
      message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    });
    const panjang = await call(
      'GET',
      '/dashboard/rumah-sakit?dari=2029-01-01&sampai=2030-01-02',
      akun.management,
    );
    expect(panjang.statusCode).toBe(400);
    expect(panjang.json().errors[0].message).toBe('Periode dashboard maksimal 366 hari');
    // A leap year's whole year and a day is still allowed.
    const setahun = await call(
      'GET',
      '/dashboard/rumah-sakit?dari=2029-01-01&sampai=2030-01-01',
      akun.management,
    );
    expect(setahun.statusCode).toBe(200);
    const tanggal = await call(
      'GET',
      `/dashboard/rumah-sakit/rincian?${PERIODE}&jenis=IGD&tanggal=2030-02-01`,
      akun.management,
    );
    expect(tanggal.statusCode).toBe(400);
    expect(tanggal.json().errors[0].path).toBe('tanggal');
    const jenis = await call('GET', `/dashboard/rumah-sakit/rincian?${PERIODE}&jenis=APA`, akun.management);
    expect(jenis.statusCode).toBe(400);
    expect((await call('GET', '/dashboard/rumah-sakit?dari=2030-02-30', akun.management)).statusCode).toBe(
      400,
    );
  });
});

describe('a list longer than a screen', () => {
  it('shows the first 2,000 rows and counts and sums every one of them', async () => {
    // 2,100 copies of A's Rp 10.000 receipt, ten minutes apart from 1 June 2029 08:10 (a month
    // outside the known week).
    await queryRows(
      t,
      `insert into pembayaran (nomor, kunjungan_uid, pasien_uid, nama_pembayar, penjamin, total_tagihan,
         ditanggung_penjamin, diskon, jumlah_bayar, shift_uid, kasir_uid, created_at)
       select 'UJI-' || lpad(g::text, 4, '0'), kunjungan_uid, pasien_uid, nama_pembayar, penjamin, total_tagihan,
         ditanggung_penjamin, diskon, jumlah_bayar, shift_uid, kasir_uid,
         '2029-06-01T08:00:00+07:00'::timestamptz + g * interval '10 minutes'
       from (select * from pembayaran where pasien_uid = '${l.A?.pasien_uid}' and membalik_uid is null limit 1) a,
         generate_series(1, 2100) g`,
    );
    const juni = 'dari=2029-06-01&sampai=2029-06-30';
    const d = await dasbor(juni);
    expect([d.keuangan.pendapatan.baris, d.keuangan.pendapatan.total]).toEqual([2100, 21_000_000]);
    const r = (await ok('GET', `/dashboard/rumah-sakit/rincian?${juni}&jenis=PENDAPATAN`, akun.management))
      .respon as RincianRs;
    expect([r.jumlah, r.total, r.baris.length]).toEqual([2100, 21_000_000, 2000]);
    expect(r.baris[0]).toMatchObject({
      nomor: 'UJI-0001',
      jenis: 'Kuitansi',
      waktu: '2029-06-01T01:10:00.000Z',
      pasien: 'Ani Umum 1',
      pendapatan: 10_000,
    });
    expect(r.baris.at(-1)?.nomor).toBe('UJI-2000');
  });
});
