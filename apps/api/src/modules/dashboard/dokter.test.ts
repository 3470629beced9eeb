import type { DashboardDokter } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

// A small known Monday for dr. Andi (the `dokter` login), counted by hand (docs/dashboard.md):
// Poli Umum today: 1 waiting, 1 in process, 2 done, 1 cancelled → 4 patients; the 2 done have no
// final resume (one a draft) → 2 unfinished; 1 lab result fresh and unread, 1 read (a later note),
// 1 validated 10 days ago → 1 waiting; 1 signing request waiting, 1 signed → 1; one paid ECG at
// dr. Andi's flat Rp 20.000 → fee Rp 20.000 in 1 line.

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const l: Record<string, LayananUji> = {};
let andi = '';
let andiAkun = '';

const order = async (x: LayananUji, nomor: string, divalidasi: string) => {
  const [o] = await queryRows<{ uid: string }>(
    t,
    `insert into order_penunjang (nomor, jenis, kunjungan_uid, layanan_uid, pasien_uid, dokter_uid, status)
     values ('${nomor}', 'LABOR', '${x.kunjungan_uid}', '${x.layanan_uid}', '${x.pasien_uid}', '${andi}', 'TERVALIDASI')
     returning uid`,
  );
  await queryRows(
    t,
    `insert into order_riwayat (order_uid, status, waktu) values ('${o?.uid}', 'TERVALIDASI', '${divalidasi}')`,
  );
  return o?.uid ?? '';
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'admin', 'dod', 'perawat']) akun[r] = await t.login(r);
  const [p] = await queryRows<{ uid: string; akun_uid: string }>(
    t,
    `select p.uid, p.akun_uid from pegawai p join akun a on a.uid = p.akun_uid where a.username = 'dokter'`,
  );
  andi = p?.uid ?? '';
  andiAkun = p?.akun_uid ?? '';
  for (const [k, status] of [
    ['tunggu', 'WAITING'],
    ['proses', 'ON_PROCESS'],
    ['selesai1', 'DONE'],
    ['selesai2', 'DONE'],
    ['batal', 'BATAL'],
  ] as const)
    l[k] = await siapkanLayanan(t, akun.pendaftaran ?? '', { status, nama: `Pasien ${k}` });
  // A draft resume on one finished visit: still unfinished.
  await queryRows(
    t,
    `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi, dokter_uid)
     select kunjungan_uid, uid, pasien_uid, 'RJ', 'DRAFT', '{}'::jsonb, dokter_uid from layanan where uid = '${l.selesai2?.layanan_uid}'`,
  );
  const x = l.proses as LayananUji;
  await order(x, 'LAB-UJI-1', '2030-01-07T00:30:00Z');
  await order(x, 'LAB-UJI-LAMA', '2029-12-28T00:30:00Z');
  // A result the doctor has written on since (an assessment after it): read.
  const y = l.selesai1 as LayananUji;
  await order(y, 'LAB-UJI-2', '2030-01-07T00:10:00Z');
  await queryRows(
    t,
    `insert into asesmen (kunjungan_uid, layanan_uid, pasien_uid, jenis, isi, pegawai_uid, nama_penulis, waktu)
     select kunjungan_uid, uid, pasien_uid, 'MEDIS', '{}'::jsonb, '${andi}', 'dr. Andi', '2030-01-07T00:20:00Z'
       from layanan where uid = '${y.layanan_uid}'`,
  );
  for (const status of ['MENUNGGU', 'DITANDATANGANI'])
    await queryRows(
      t,
      `insert into esign_pengajuan (jenis, ref_uid, judul, tanggal, pasien_uid, penanda_akun_uid, status, diajukan_oleh)
       values ('SURAT', gen_random_uuid(), 'Surat Keterangan Sakit', '2030-01-07', '${x.pasien_uid}', '${andiAkun}', '${status}', '${andiAkun}')`,
    );
  // The ECG charted by dr. Andi and paid: his flat Rp 20.000 (seeded rule).
  const [ekg] = await queryRows<{ uid: string }>(t, `select uid from tindakan where kode = 'MED-EKG'`);
  const tin = await call('POST', `/pelayanan/${x.layanan_uid}/tindakan`, akun.dokter, {
    tindakan_uid: ekg?.uid,
    jumlah: 1,
  });
  if (tin.statusCode !== 201) throw new Error(`tindakan: ${tin.statusCode} ${tin.body}`);
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
  const tg = (await call('GET', `/kasir/tagihan/${x.kunjungan_uid}`, akun.kasir)).json().respon;
  const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: x.kunjungan_uid,
    total_tagihan: tg.tagihan_terbuka,
    metode: tg.sisa > 0 ? [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }] : [],
  });
  if (bayar.statusCode !== 201) throw new Error(`bayar: ${bayar.statusCode} ${bayar.body}`);
});
afterAll(() => t.close());

describe('GET /dashboard/dokter', () => {
  it('counts the doctor’s day by hand, each count equal to its list', async () => {
    const res = await call('GET', '/dashboard/dokter', akun.dokter);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().respon as DashboardDokter;
    expect(d.tanggal).toBe('2030-01-07');
    expect(d.dokter.uid).toBe(andi);
    expect(d.pasien_hari_ini.total).toBe(4);
    expect(d.pasien_hari_ini.per_poli).toHaveLength(1);
    expect(d.pasien_hari_ini.per_poli[0]?.per_status).toEqual({
      WAITING: 1,
      ON_PROCESS: 1,
      WAITING_DOKTER: 0,
      DONE: 2,
      BATAL: 1,
    });
    expect(d.rawat_inap).toEqual({ dirawat: 0, masuk_hari_ini: 0 });

    expect(d.resume_belum_final.jumlah).toBe(2);
    expect(d.resume_belum_final.daftar).toHaveLength(2);
    expect(d.resume_belum_final.daftar.map((r) => [r.pasien.nama, r.status, r.jenis]).sort()).toEqual([
      ['Pasien selesai1 1', null, 'RJ'],
      ['Pasien selesai2 1', 'DRAFT', 'RJ'],
    ]);
    expect(d.resume_belum_final.daftar[0]?.tautan).toMatch(
      /^\/list-antrian-klinik\/resume-medis\/create\/RJ\//,
    );

    expect(d.dokumen_belum_ttd.jumlah).toBe(1);
    expect(d.dokumen_belum_ttd.daftar.map((x) => x.judul)).toEqual(['Surat Keterangan Sakit']);

    expect(d.hasil_menunggu.jumlah).toBe(1);
    expect(d.hasil_menunggu.daftar.map((x) => [x.nomor, x.pasien.nama])).toEqual([
      ['LAB-UJI-1', 'Pasien proses 1'],
    ]);
    expect(d.hasil_menunggu.daftar[0]?.tautan).toMatch(/^\/singlehasillabor\//);

    expect(d.fee_bulan_ini).toMatchObject({
      dari: '2030-01-01',
      sampai: '2030-01-07',
      jumlah_item: 1,
      total: 20_000,
    });
    expect(d.fee_bulan_ini.daftar).toHaveLength(1);
    // The cashier's own fee report agrees.
    const fee = (await call('GET', '/kasir/fee?dari=2030-01-01&sampai=2030-01-07', akun.dokter)).json();
    expect(fee.total.total_fee).toBe(d.fee_bulan_ini.total);
  });

  it('refuses DOD, whose dashboard is the hospital’s', async () => {
    const res = await call('GET', '/dashboard/dokter', akun.dod);
    // DOD reads the hospital's dashboard, not a doctor's (docs/dashboard.md).
    expect(res.statusCode).toBe(403);
  });

  it('401 without a session, 403 for a role without the right, 403 for an account without a doctor', async () => {
    expect((await call('GET', '/dashboard/dokter', undefined)).statusCode).toBe(401);
    const perawat = await call('GET', '/dashboard/dokter', akun.perawat);
    expect(perawat.statusCode).toBe(403);
    expect(perawat.json().message).toBe('Anda tidak memiliki akses untuk tindakan ini');
    const admin = await call('GET', '/dashboard/dokter', akun.admin);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('dashboard.akun_bukan_dokter');
  });
});
