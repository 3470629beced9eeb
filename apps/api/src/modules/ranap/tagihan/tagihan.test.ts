import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../platform/context.ts';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';
import { hariRawat } from './tagihan-hari.rencana.ts';
import { jalankanTagihHari, tagihHariRawat } from './tagihan-hari.service.ts';

let sekarang = JAM_SENIN;
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => sekarang };

const jam = (tanggal: string, hhmm: string) => new Date(`${tanggal}T${hhmm}:00+07:00`);
const SEN = '2030-01-07';
const SEL = '2030-01-08';
const RAB = '2030-01-09';

/** Moves the clock and signs everyone in again (a session does not outlive two days). */
async function maju(pada: Date) {
  sekarang = pada;
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'kasir', 'dod']) akun[r] = await t.login(r);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => sekarang });
  await maju(JAM_SENIN);
});
afterAll(() => t.close());

interface Hari {
  tanggal: string;
  item: string;
  kelas_tagih: string;
  harga: number;
  penjamin: string;
  hidup: boolean;
}
/** The stay's day ledger with each row's charge, live or reversed. */
const ledger = (s: StayUji) =>
  queryRows<Hari>(
    t,
    `select h.tanggal::text as tanggal, h.item, ri.kelas_tagih, tr.harga_satuan::int as harga, tr.penjamin,
            not exists (select 1 from transaksi b where b.membalik_uid = tr.uid) as hidup
       from ranap_tagihan_hari h join transaksi tr on tr.uid = h.transaksi_uid
       join rawat_inap ri on ri.uid = h.rawat_inap_uid
      where h.perawatan_inap_uid = '${s.perawatan_inap_uid}' order by h.tanggal, h.item`,
  );

const hargaHarian = async (kode: string, penjamin: string, kelas: string) => {
  const [r] = await queryRows<{ jumlah: number }>(
    t,
    `select t.jumlah::int as jumlah from tarif t join item_harian i on i.uid = t.item_uid
      where t.jenis_item = 'HARIAN' and i.kode = '${kode}' and i.status = 'AKTIF'
        and t.penjamin = '${penjamin}' and t.kelas = '${kelas}' order by t.berlaku_mulai desc limit 1`,
  );
  return r?.jumlah ?? -1;
};

const pindah = (s: StayUji, pada: Date, ruangan: string) =>
  queryRows(
    t,
    `with baru as (select b.uid, b.kamar_uid, b.ruangan_uid, r.kelas from bed b join ruangan r on r.uid = b.ruangan_uid
                    where r.kode = '${ruangan}' and b.status = 'KOSONG' order by b.no_bed limit 1),
          isi as (update bed set status = 'TERISI' where uid = (select uid from baru)),
          tutup as (update rawat_inap set keluar_pada = '${pada.toISOString()}', sebab_keluar = 'PINDAH'
                     where uid = '${s.rawat_inap_uid}' returning perawatan_inap_uid, layanan_uid, pasien_uid)
     insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas, kelas_tagih, masuk_pada)
     select tutup.perawatan_inap_uid, tutup.layanan_uid, tutup.pasien_uid, baru.ruangan_uid, baru.kamar_uid, baru.uid,
            baru.kelas, baru.kelas, '${pada.toISOString()}' from tutup, baru`,
  );

const pulangkan = (s: StayUji, pada: Date) =>
  queryRows(
    t,
    `with p as (update perawatan_inap set status = 'PULANG', pulang_pada = '${pada.toISOString()}', cara_pulang = 'ATAS_PERSETUJUAN'
                 where uid = '${s.perawatan_inap_uid}' returning uid)
     update rawat_inap set keluar_pada = '${pada.toISOString()}', sebab_keluar = 'PULANG'
      where perawatan_inap_uid = (select uid from p) and keluar_pada is null`,
  );

const cpptDokter = (s: StayUji, username: string, pada: Date) =>
  queryRows(
    t,
    `insert into cppt (layanan_uid, pasien_uid, profesi, pegawai_uid, nama_penulis, waktu, asesmen)
     select '${s.layanan_uid}', '${s.pasien_uid}', 'DOKTER', p.uid, p.nama, '${pada.toISOString()}', 'Stabil'
       from pegawai p join akun a on a.uid = p.akun_uid where a.username = '${username}'`,
  );

describe('the day rule', () => {
  it('counts discharge minus admission (at least one); while in, admission up to today', () => {
    expect(hariRawat(jam(SEN, '10:00'), jam(RAB, '11:00'), jam(RAB, '12:00'))).toEqual([SEN, SEL]);
    expect(hariRawat(jam(SEN, '10:00'), jam(SEN, '18:00'), jam(SEN, '18:00'))).toEqual([SEN]);
    expect(hariRawat(jam(SEN, '23:30'), null, jam(SEL, '00:30'))).toEqual([SEN, SEL]);
    expect(hariRawat(jam(SEN, '10:00'), null, jam(SEN, '11:00'))).toEqual([SEN]);
  });
});

describe('day charges of a stay', () => {
  it('charges each day once, read twice or run concurrently, and today shows while in', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Budi Dua Kali' });
    await maju(jam(RAB, '09:00'));
    const url = `/ranap/perawatan/${s.layanan_uid}/tagihan`;
    const a = await call('GET', url, akun.perawat);
    expect(a.statusCode).toBe(200);
    const b = await call('GET', url, akun.perawat);
    expect(b.json().respon.total).toBe(a.json().respon.total);
    await Promise.all([1, 2, 3, 4].map(() => jalankanTagihHari(t.database.db, ctx, s.perawatan_inap_uid)));
    await Promise.all([1, 2].map(() => tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid)));
    const l = await ledger(s);
    const k2 = await hargaHarian('KMR', 'UMUM', 'KELAS_2');
    expect(l.filter((r) => r.item === 'KAMAR').map((r) => [r.tanggal, r.harga])).toEqual([
      [SEN, k2],
      [SEL, k2],
      [RAB, k2],
    ]);
    expect(l.filter((r) => r.item === 'KEPERAWATAN')).toHaveLength(3);
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from transaksi where sumber = 'ranap_tagihan_hari' and kunjungan_uid = '${s.kunjungan_uid}'`,
    );
    expect(n?.n).toBe(6);
    const r = b.json().respon;
    expect(r).toMatchObject({ status: 'DIRAWAT', jumlah_hari: 3, tarif_kosong: [] });
    expect(r.kamar).toEqual([
      { nama: 'Kamar Rawat Inap Kelas 2', kelas: 'KELAS_2', hari: 3, dari: SEN, sampai: RAB, total: 3 * k2 },
    ]);
    // The IGD part of the visit is on the same bill, apart.
    expect(r.kelompok.map((g: { kelompok: string }) => g.kelompok)).toEqual([
      'KAMAR',
      'KEPERAWATAN',
      'SEBELUM_RANAP',
    ]);
    const log = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'ranap.tagihan_hari' and entitas_id = '${s.perawatan_inap_uid}'`,
    );
    expect(log[0]?.n).toBe(1);
  });

  it('splits the days of a transfer: a day belongs to the bed the patient is in at its end', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama: 'Tini Pindah' });
    await pindah(s, jam(SEL, '15:00'), 'AGR');
    await maju(jam(RAB, '08:00'));
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    const kamar = (await ledger(s)).filter((r) => r.item === 'KAMAR');
    expect(kamar.map((r) => [r.tanggal, r.kelas_tagih])).toEqual([
      [SEN, 'KELAS_2'],
      [SEL, 'KELAS_1'],
      [RAB, 'KELAS_1'],
    ]);
    expect(kamar[1]?.harga).toBe(await hargaHarian('KMR', 'UMUM', 'KELAS_1'));
    const r = (await call('GET', `/ranap/perawatan/${s.layanan_uid}/tagihan`, akun.dokter)).json().respon;
    expect(r.kamar.map((k: { nama: string; hari: number }) => [k.nama, k.hari])).toEqual([
      ['Kamar Rawat Inap Kelas 2', 1],
      ['Kamar Rawat Inap Kelas 1', 2],
    ]);
  });

  it('discharge: admitted Monday, out Wednesday = 2 days (the Wednesday charged while in is reversed); same day = 1', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_3', nama: 'Rudi Pulang' });
    await maju(jam(RAB, '09:00'));
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    expect((await ledger(s)).filter((r) => r.item === 'KAMAR' && r.hidup)).toHaveLength(3);
    await pulangkan(s, jam(RAB, '11:00'));
    await maju(jam(RAB, '11:05'));
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    const hidup = (await ledger(s)).filter((r) => r.hidup);
    expect(hidup.filter((r) => r.item === 'KAMAR').map((r) => r.tanggal)).toEqual([SEN, SEL]);
    expect(hidup.filter((r) => r.item === 'KEPERAWATAN').map((r) => r.tanggal)).toEqual([SEN, SEL]);
    const r = (await call('GET', `/ranap/perawatan/${s.layanan_uid}/tagihan`, akun.perawat)).json().respon;
    expect(r).toMatchObject({ status: 'PULANG', jumlah_hari: 2 });

    await maju(jam(SEN, '09:00'));
    const satu = await stayUji(t, akun.pendaftaran ?? '', {
      kelas: 'KELAS_3',
      nama: 'Sehari Saja',
      masuk: `${SEN}T09:00:00+07:00`,
    });
    await pulangkan(satu, jam(SEN, '17:00'));
    await maju(jam(SEN, '17:10'));
    await tagihHariRawat(t.database.db, ctx, satu.perawatan_inap_uid);
    expect((await ledger(satu)).filter((x) => x.item === 'KAMAR').map((x) => x.tanggal)).toEqual([SEN]);
  });

  it('BPJS naik kelas: the day at the entitled class for BPJS, the UMUM difference for the patient', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', {
      kelas: 'KELAS_1',
      penjamin: 'BPJS',
      kelas_hak: 'KELAS_2',
      nama: 'Sri Naik Kelas',
    });
    await queryRows(t, `update rawat_inap set penempatan = 'NAIK_KELAS' where uid = '${s.rawat_inap_uid}'`);
    await maju(jam(SEL, '10:00'));
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    const l = await ledger(s);
    const selisih =
      (await hargaHarian('KMR', 'UMUM', 'KELAS_1')) - (await hargaHarian('KMR', 'UMUM', 'KELAS_2'));
    expect(selisih).toBeGreaterThan(0);
    expect(l.filter((r) => r.item === 'SELISIH_KELAS').map((r) => [r.tanggal, r.harga, r.penjamin])).toEqual([
      [SEN, selisih, 'UMUM'],
      [SEL, selisih, 'UMUM'],
    ]);
    expect(l.find((r) => r.item === 'KAMAR')).toMatchObject({
      penjamin: 'BPJS',
      kelas_tagih: 'KELAS_2',
      harga: await hargaHarian('KMR', 'BPJS', 'KELAS_2'),
    });
    // At the cashier BPJS covers the rest; the patient owes the difference.
    const tg = (await call('GET', `/kasir/tagihan/${s.kunjungan_uid}`, akun.kasir)).json().respon;
    expect(tg).toMatchObject({ penjamin: 'BPJS', bayar_pasien: 2 * selisih, sisa: 2 * selisih });
    const r = (await call('GET', `/ranap/perawatan/${s.layanan_uid}/tagihan`, akun.kasir)).json().respon;
    expect(r.total_dibayar_pasien_sendiri).toBe(2 * selisih);
  });

  it('visits: one per doctor per day for each doctor who wrote a CPPT note, specialist or general', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Ani Visite' });
    await cpptDokter(s, 'dokter', jam(SEN, '12:00'));
    await cpptDokter(s, 'dokter', jam(SEN, '19:00'));
    await cpptDokter(s, 'dod', jam(SEN, '22:00'));
    await cpptDokter(s, 'dokter', jam(SEL, '08:00'));
    await maju(jam(SEL, '09:00'));
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    const visite = await queryRows<{ tanggal: string; kode: string; jenis: string; dokter: string }>(
      t,
      `select h.tanggal::text as tanggal, tr.kode, tr.jenis, a.username as dokter
         from ranap_tagihan_hari h join transaksi tr on tr.uid = h.transaksi_uid
         join pegawai p on p.uid = tr.pelaksana_uid join akun a on a.uid = p.akun_uid
        where h.perawatan_inap_uid = '${s.perawatan_inap_uid}' and h.item = 'VISITE' order by 1, 2`,
    );
    expect(visite).toEqual([
      { tanggal: SEN, kode: 'VIS-SP', jenis: 'KONSUL', dokter: 'dokter' },
      { tanggal: SEN, kode: 'VIS-UMUM', jenis: 'KONSUL', dokter: 'dod' },
      { tanggal: SEL, kode: 'VIS-SP', jenis: 'KONSUL', dokter: 'dokter' },
    ]);
  });

  it('reports a missing tariff and charges nothing for it (no 500)', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'DHL', nama: 'Tarif Kosong' });
    await queryRows(
      t,
      `delete from tarif where jenis_item = 'HARIAN' and kelas = 'VIP'
         and item_uid = (select uid from item_harian where kode = 'ASKEP' and status = 'AKTIF')`,
    );
    const res = await call('GET', `/ranap/perawatan/${s.layanan_uid}/tagihan`, akun.perawat);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.tarif_kosong).toEqual([
      expect.objectContaining({ tanggal: SEN, item: 'KEPERAWATAN', kelas: 'VIP', penjamin: 'UMUM' }),
    ]);
    expect((await ledger(s)).map((r) => r.item)).toEqual(['KAMAR']);
  });
});

describe('the stay at the cashier', () => {
  it('lists the stay in the queue, shows its room days, and refuses the final payment while in', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Kasir Inap' });
    await queryRows(
      t,
      `update perawatan_inap set deposit_diminta = 2000000 where uid = '${s.perawatan_inap_uid}'`,
    );
    await maju(jam(RAB, '09:00'));
    const antrian = await call('GET', '/kasir/antrian?search=Kasir%20Inap', akun.kasir);
    expect(antrian.statusCode).toBe(200);
    expect(antrian.json().respon.map((r: { kunjungan_uid: string }) => r.kunjungan_uid)).toContain(
      s.kunjungan_uid,
    );
    const tg = (await call('GET', `/kasir/tagihan/${s.kunjungan_uid}`, akun.kasir)).json().respon;
    const akomodasi = tg.kelompok.find((g: { jenis: string }) => g.jenis === 'AKOMODASI');
    expect(
      akomodasi.items.filter((i: { nama: string }) => i.nama === 'Kamar Rawat Inap Kelas 2'),
    ).toHaveLength(3);
    const ranap = (await call('GET', `/ranap/kunjungan/${s.kunjungan_uid}/tagihan`, akun.kasir)).json()
      .respon;
    expect(ranap).toMatchObject({ deposit_diminta: 2_000_000, jumlah_hari: 3 });

    const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 });
    expect(buka.statusCode).toBe(201);
    const setor = await call('POST', '/kasir/deposit', akun.kasir, {
      kunjungan_uid: s.kunjungan_uid,
      jumlah: 2_000_000,
      metode: 'TUNAI',
    });
    expect(setor.statusCode).toBe(201);
    const sebelum = await countRows(t, 'pembayaran');
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: s.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
      abaikan_tertunda: true,
    });
    expect(bayar.statusCode).toBe(409);
    expect(bayar.json()).toMatchObject({
      code: 'kasir.masih_dirawat',
      message: 'Pasien masih dirawat; tagihan akhir dibayar setelah pasien dipulangkan',
    });
    expect(await countRows(t, 'pembayaran')).toBe(sebelum);

    await pulangkan(s, jam(RAB, '10:00'));
    await maju(jam(RAB, '10:30'));
    const akhir = (await call('GET', `/kasir/tagihan/${s.kunjungan_uid}`, akun.kasir)).json().respon;
    // Discharged Wednesday: Monday and Tuesday are the room days; Wednesday's charge was reversed.
    const kamarAkhir = akhir.kelompok
      .find((g: { jenis: string }) => g.jenis === 'AKOMODASI')
      .items.filter((i: { nama: string }) => i.nama === 'Kamar Rawat Inap Kelas 2');
    expect(kamarAkhir).toHaveLength(2);
    expect(akhir.saldo_deposit).toBe(2_000_000);
    // The deposit pays the bill; what is left is refunded through the deposit's refund.
    const ok = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: s.kunjungan_uid,
      total_tagihan: akhir.tagihan_terbuka,
      metode: [{ metode: 'DEPOSIT', jumlah: akhir.sisa }],
      abaikan_tertunda: true,
    });
    expect(ok.statusCode).toBe(201);
    // The receipt prints the room days per item: 'Kamar Rawat Inap Kelas 2 — 2 hari'.
    const kuitansi = teksPdf(
      (await call('GET', `/kasir/pembayaran/${ok.json().respon.uid}/kuitansi`, akun.kasir)).rawPayload,
    );
    expect(kuitansi.replace(/\s/g, '')).toContain('KamarRawatInapKelas2—2hari');
    const sisaDeposit = 2_000_000 - akhir.sisa;
    const refund = await call('POST', '/kasir/deposit/refund', akun.kasir, {
      kunjungan_uid: s.kunjungan_uid,
      jumlah: sisaDeposit,
      metode: 'TUNAI',
    });
    expect(refund.statusCode).toBe(201);
    // Paid days are never charged again.
    await tagihHariRawat(t.database.db, ctx, s.perawatan_inap_uid);
    const after = (await call('GET', `/kasir/tagihan/${s.kunjungan_uid}`, akun.kasir)).json().respon;
    expect(after).toMatchObject({ tagihan_terbuka: 0, saldo_deposit: 0 });
  });

  it('answers 401 without a session, 403 without the permission, 400 on a bad uid, 404 for no stay', async () => {
    await maju(jam(SEN, '11:00'));
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_3', nama: 'Akses Tagihan' });
    const url = `/ranap/perawatan/${s.layanan_uid}/tagihan`;
    const sebelum = await countRows(t, 'ranap_tagihan_hari');
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, akun.pendaftaran)).statusCode).toBe(403);
    expect(
      (await call('GET', `/ranap/kunjungan/${s.kunjungan_uid}/tagihan`, akun.pendaftaran)).statusCode,
    ).toBe(403);
    const salah = await call('GET', '/ranap/perawatan/bukan-uid/tagihan', akun.perawat);
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0].message).toBe('Rawat inap tidak valid');
    expect(await countRows(t, 'ranap_tagihan_hari')).toBe(sebelum);
    const [igd] = await queryRows<{ uid: string }>(
      t,
      `select uid from layanan where kunjungan_uid = '${s.kunjungan_uid}' and jenis <> 'RAWAT_INAP'`,
    );
    const tidak = await call('GET', `/ranap/perawatan/${igd?.uid}/tagihan`, akun.perawat);
    expect(tidak.statusCode).toBe(404);
    expect(tidak.json().code).toBe('ranap.perawatan_tidak_ditemukan');
    expect(
      (await call('GET', '/ranap/kunjungan/00000000-0000-4000-8000-000000000000/tagihan', akun.kasir)).json(),
    ).toEqual({
      respon: null,
    });
  });
});
