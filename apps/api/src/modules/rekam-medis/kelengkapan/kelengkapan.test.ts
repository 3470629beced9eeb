import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { type StayUji, stayUji } from '../../ranap/ranap.factory.ts';
import { diagnosisDokter, katalogUji, selesaikan } from '../koding/koding.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let sekarang = JAM_SENIN;
const akun: Record<string, string> = {};
let lengkap: LayananUji;
let telat: LayananUji;
let inap: StayUji;
let berjalan: LayananUji;

const url = (l: { layanan_uid: string }) => `/rekam-medis/kelengkapan/${l.layanan_uid}`;
const jam = (hhmm: string, hari = SENIN) => new Date(`${hari}T${hhmm}:00+07:00`);

async function resumeFinal(
  l: { kunjungan_uid: string; layanan_uid: string; pasien_uid: string },
  pada: Date,
) {
  await queryRows(
    t,
    `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi, difinalkan_pada)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', 'RJ', 'FINAL', '{}', '${pada.toISOString()}')`,
  );
}
/** Moves the clock; sessions idle that long have ended, so everyone logs in again. */
async function pukul(d: Date) {
  sekarang = d;
  for (const r of Object.keys(akun)) akun[r] = await t.login(r);
}
const kode = (l: { layanan_uid: string }) =>
  call('PUT', `/rekam-medis/koding/${l.layanan_uid}`, akun.rm, {
    diagnosis: [{ kode: 'A01.0', jenis: 'UTAMA' }],
    catatan: 'Dikode dari resume',
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => sekarang });
  call = pemanggil(t);
  await katalogUji(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'rm', 'casemix', 'dod', 'kasir'])
    akun[r] = await t.login(r);
  lengkap = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Lengkap' });
  telat = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Telat' });
  berjalan = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Jalan' });
  const asesmen = `/pelayanan/${lengkap.layanan_uid}/asesmen`;
  const perawat = await call('POST', asesmen, akun.poli, {
    jenis: 'KEPERAWATAN_POLI',
    isi: { keluhan_utama: 'Demam 3 hari', tanda_vital: { td_sistolik: 120, td_diastolik: 80 } },
  });
  expect(perawat.statusCode).toBe(201);
  const dokter = await call('POST', asesmen, akun.dokter, {
    jenis: 'MEDIS',
    isi: { subjektif: 'Demam', asesmen: 'Suspek tifoid', plan: 'Cek Widal' },
  });
  expect(dokter.statusCode).toBe(201);
  await diagnosisDokter(t, lengkap, 'A01.0', 'Typhoid fever', 'UTAMA');
  await queryRows(
    t,
    `insert into order_penunjang (nomor, jenis, kunjungan_uid, layanan_uid, pasien_uid, status)
     values ('LAB-UJI-0001', 'LABOR', '${lengkap.kunjungan_uid}', '${lengkap.layanan_uid}', '${lengkap.pasien_uid}', 'DIPROSES')`,
  );
  await selesaikan(t, lengkap, jam('09:00').toISOString());
  await selesaikan(t, telat, jam('09:00').toISOString());
  inap = await stayUji(t, akun.pendaftaran ?? '', { nama: 'Inap Pulang' });
  await queryRows(
    t,
    `update perawatan_inap set status = 'PULANG', pulang_pada = '${jam('11:00').toISOString()}' where uid = '${inap.perawatan_inap_uid}'`,
  );
  await queryRows(t, `update layanan set status = 'SELESAI' where uid = '${inap.layanan_uid}'`);
  sekarang = jam('10:00');
});
afterAll(() => t.close());

describe('GET /rekam-medis/kelengkapan/:layanan_uid', () => {
  it('lists exactly what a clinic visit lacks, then complete once the pieces are there', async () => {
    const res = await call('GET', url(lengkap), akun.rm);
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r.item.map((i: { kode: string; ada: boolean }) => [i.kode, i.ada])).toEqual([
      ['ASESMEN_KEPERAWATAN', true],
      ['ASESMEN_MEDIS', true],
      ['RESUME_FINAL', false],
      ['HASIL_PENUNJANG', false],
      ['KODING', false],
    ]);
    expect(r.kurang).toEqual([
      'Resume medis final',
      'Hasil laboratorium/radiologi tervalidasi',
      'Diagnosis dan prosedur dikode (ICD-10/ICD-9-CM)',
    ]);
    expect(r).toMatchObject({
      lengkap: false,
      terlambat: false,
      status: 'BELUM_LENGKAP',
      selesai_pada: jam('09:00').toISOString(),
      batas_waktu: jam('09:00', '2030-01-09').toISOString(),
      unit: 'Poli Umum',
    });

    await pukul(jam('13:00'));
    await resumeFinal(lengkap, jam('12:00'));
    await queryRows(t, `update order_penunjang set status = 'TERVALIDASI' where nomor = 'LAB-UJI-0001'`);
    await queryRows(
      t,
      `insert into order_riwayat (order_uid, status, waktu)
       select uid, 'TERVALIDASI', '${jam('12:30').toISOString()}' from order_penunjang where nomor = 'LAB-UJI-0001'`,
    );
    expect((await kode(lengkap)).statusCode).toBe(200);
    const sesudah = (await call('GET', url(lengkap), akun.rm)).json().respon;
    expect(sesudah).toMatchObject({
      lengkap: true,
      terlambat: false,
      status: 'LENGKAP',
      kurang: [],
      lengkap_pada: jam('13:00').toISOString(),
    });
  });

  it('flags a record “Terlambat” once 2 × 24 hours pass, and keeps the flag when completed late', async () => {
    await pukul(jam('08:59', '2030-01-09'));
    expect((await call('GET', url(telat), akun.rm)).json().respon).toMatchObject({
      status: 'BELUM_LENGKAP',
      terlambat: false,
    });
    await pukul(jam('09:01', '2030-01-09'));
    const r = (await call('GET', url(telat), akun.rm)).json().respon;
    expect(r).toMatchObject({ status: 'TERLAMBAT', terlambat: true, lengkap: false });
    expect(r.kurang).toEqual([
      'Asesmen keperawatan',
      'Asesmen medis',
      'Resume medis final',
      'Diagnosis dan prosedur dikode (ICD-10/ICD-9-CM)',
    ]);
  });

  it('asks a stay for its initial assessments and a final, signed resume', async () => {
    const r = (await call('GET', url(inap), akun.rm)).json().respon;
    expect(r.jenis).toBe('RAWAT_INAP');
    expect(r.item.map((i: { kode: string }) => i.kode)).toEqual([
      'ASESMEN_AWAL_MEDIS',
      'ASESMEN_AWAL_KEPERAWATAN',
      'RESUME_FINAL',
      'RESUME_TTD',
      'KODING',
    ]);
    expect(r.selesai_pada).toBe(jam('11:00').toISOString());
  });

  it('refuses a visit still in progress (409)', async () => {
    const res = await call('GET', url(berjalan), akun.rm);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('kelengkapan.belum_selesai');
  });
});

describe('lists, counts and the monthly report', () => {
  it('filters the list by status and counts per doctor and per unit', async () => {
    await pukul(jam('10:00', '2030-01-10'));
    const q = `tanggal_dari=${SENIN}&tanggal_sampai=${SENIN}`;
    const semua = (await call('GET', `/rekam-medis/kelengkapan?${q}`, akun.casemix)).json();
    expect(semua.metadata.total_data).toBe(3);
    const telatList = (await call('GET', `/rekam-medis/kelengkapan?${q}&status=TERLAMBAT`, akun.rm)).json();
    expect(telatList.respon.map((r: { pasien: { nama: string } }) => r.pasien.nama).sort()).toEqual([
      'Inap Pulang 1',
      'Telat 1',
    ]);
    const lengkapList = (await call('GET', `/rekam-medis/kelengkapan?${q}&status=LENGKAP`, akun.rm)).json();
    expect(lengkapList.respon.map((r: { layanan_uid: string }) => r.layanan_uid)).toEqual([
      lengkap.layanan_uid,
    ]);
    const rekap = (await call('GET', `/rekam-medis/kelengkapan/rekap?${q}`, akun.dod)).json().respon;
    expect(rekap.total).toMatchObject({
      total: 3,
      lengkap: 1,
      belum_lengkap: 2,
      terlambat: 2,
      tepat_waktu: 1,
    });
    expect(rekap.total.persen_tepat_waktu).toBe(33.3);
    const umum = rekap.per_unit.find((u: { nama: string }) => u.nama === 'Poli Umum');
    expect(umum).toMatchObject({ total: 2, tepat_waktu: 1, persen_tepat_waktu: 50 });
    expect(rekap.per_dokter.reduce((n: number, d: { total: number }) => n + d.total, 0)).toBe(3);
  });

  it('reports a month as JSON, Excel and PDF', async () => {
    const json = await call('GET', '/rekam-medis/kelengkapan/laporan?bulan=2030-01', akun.rm);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ bulan: '2030-01', dari: '2030-01-01', sampai: '2030-01-31' });
    expect(json.json().total.total).toBe(3);
    const xlsx = await call('GET', '/rekam-medis/kelengkapan/laporan?bulan=2030-01&format=xlsx', akun.rm);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const pdf = await call('GET', '/rekam-medis/kelengkapan/laporan?bulan=2030-01&format=pdf', akun.rm);
    expect(pdf.statusCode).toBe(200);
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('LAPORAN KELENGKAPAN REKAM MEDIS');
    expect(teks).toContain('Januari 2030');
    expect(teks).toContain('Poli Umum');
  });
});

describe('access and input on every route', () => {
  const routes = () => [
    '/rekam-medis/kelengkapan',
    '/rekam-medis/kelengkapan/rekap',
    '/rekam-medis/kelengkapan/laporan?bulan=2030-01',
    url(lengkap),
  ];

  it('401 without a session, 403 for roles without rm.kelengkapan:read', async () => {
    for (const u of routes()) {
      expect((await call('GET', u)).statusCode, u).toBe(401);
      expect((await call('GET', u, akun.kasir)).statusCode, u).toBe(403);
      expect((await call('GET', u, akun.dokter)).statusCode, u).toBe(403);
    }
  });

  it('400 with an Indonesian message for bad input', async () => {
    const bad: [string, string][] = [
      ['/rekam-medis/kelengkapan?status=X', 'Status harus LENGKAP, BELUM_LENGKAP atau TERLAMBAT'],
      ['/rekam-medis/kelengkapan?dokter_uid=abc', 'Dokter tidak valid'],
      ['/rekam-medis/kelengkapan/rekap?tanggal_dari=2030-01-09&tanggal_sampai=2030-01-01', 'Tanggal akhir'],
      ['/rekam-medis/kelengkapan/laporan?bulan=2030-13', 'Bulan harus berformat YYYY-MM'],
      ['/rekam-medis/kelengkapan/laporan?bulan=2030-01&format=doc', 'Format harus json, xlsx atau pdf'],
      ['/rekam-medis/kelengkapan/bukan-uid', 'layanan_uid harus uid'],
    ];
    for (const [u, pesan] of bad) {
      const res = await call('GET', u, akun.rm);
      expect(res.statusCode, u).toBe(400);
      expect(JSON.stringify(res.json()), u).toContain(pesan);
    }
  });
});
