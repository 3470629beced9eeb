import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil, SENIN } from './kunjungan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['igd', 'pendaftaran', 'poli', 'kasir']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

const daftar = (cookie: string | undefined, body: object) =>
  call('POST', '/pendaftaran/igd-cepat', cookie, body);

describe('POST /pendaftaran/igd-cepat', () => {
  it('registers an unknown man as Tn. X with a temporary record and an IGD visit', async () => {
    const res = await daftar(akun.igd, {
      jenis_kelamin: 'L',
      perkiraan_umur: 40,
      ciri: 'Kaos merah, celana jeans, tato naga di lengan kiri',
      ditemukan_di: 'Jl. Dago depan halte',
      diantar_oleh: 'Polisi lalu lintas Bripka Anton',
      keluhan: 'Kecelakaan lalu lintas, tidak sadar',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json().respon;
    expect(p).toMatchObject({
      tanggal: SENIN,
      pasien: { nama: 'Tn. X 070130-001', jenis_kelamin: 'L', tanggal_lahir: '1990-07-01' },
      poli: { jenis: 'IGD' },
      jenis_kunjungan_label: 'Gawat Darurat',
      penjamin: 'UMUM',
      status: 'WAITING',
      dokter: null,
      keluhan: 'Kecelakaan lalu lintas, tidak sadar',
    });
    const [row] = await queryRows<Record<string, unknown>>(
      t,
      `select p.sementara, p.nik, p.alamat, p.desa_kode, p.catatan,
         (select desa_kode from faskes where status = 'AKTIF' order by digunakan desc, kode limit 1) as faskes_desa
         from pasien p where p.uid = '${p.pasien.uid}'`,
    );
    expect(row).toMatchObject({ sementara: true, nik: null, alamat: 'Tidak diketahui' });
    expect(row?.desa_kode).toBe(row?.faskes_desa);
    expect(row?.catatan).toContain('tato naga');
    expect(row?.catatan).toContain('Diantar oleh: Polisi lalu lintas');
    // The IGD team sees the patient in its queue at once.
    const antrian = await call('GET', `/antrian/igd?tanggal=${SENIN}`, akun.igd);
    expect(antrian.json().respon.map((a: { pasien: { nama: string } }) => a.pasien.nama)).toContain(
      'Tn. X 070130-001',
    );
    const audit = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas_id in ('${p.uid}', '${p.pasien.uid}') order by id`,
    );
    expect(audit.map((a) => a.aksi)).toEqual(['pasien.create', 'pendaftaran.igd-cepat']);
    expect(
      await countRows(t, `log_pasien where pasien_uid = '${p.pasien.uid}' and jenis = 'LOG_DATANG'`),
    ).toBe(1);
  });

  it('names women, children and babies by their salutation, or the one chosen', async () => {
    const nama = async (body: object) => (await daftar(akun.pendaftaran, body)).json().respon.pasien;
    expect((await nama({ jenis_kelamin: 'P', perkiraan_umur: 30 })).nama).toMatch(/^Ny\. X 070130-\d{3}$/);
    expect((await nama({ jenis_kelamin: 'L', perkiraan_umur: 7 })).nama).toMatch(/^An\. X /);
    expect((await nama({ jenis_kelamin: 'P', perkiraan_umur: 20, sebutan: 'Nn.' })).nama).toMatch(/^Nn\. X /);
    // A baby found in January: 1 July would be ahead, so the birth date is today.
    const bayi = await nama({ jenis_kelamin: 'P', perkiraan_umur: 0 });
    expect(bayi).toMatchObject({ tanggal_lahir: SENIN });
    expect(bayi.nama).toMatch(/^By\. X /);
  });

  it('gives 5 simultaneous registrations distinct No. RM and distinct names', async () => {
    const res = await Promise.all(
      Array.from({ length: 5 }, () => daftar(akun.igd, { jenis_kelamin: 'L', perkiraan_umur: 50 })),
    );
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const pasien = res.map((r) => r.json().respon.pasien);
    expect(new Set(pasien.map((p) => p.no_rm)).size).toBe(5);
    expect(new Set(pasien.map((p) => p.nama)).size).toBe(5);
    expect(new Set(res.map((r) => r.json().respon.nomor_antrian)).size).toBe(5);
  });

  it('answers 401, 403 and 400 writing nothing', async () => {
    const body = { jenis_kelamin: 'L', perkiraan_umur: 40 };
    expect((await daftar(undefined, body)).statusCode).toBe(401);
    // POLI works the outpatient queue only; the cashier registers nobody.
    expect((await daftar(akun.poli, body)).statusCode).toBe(403);
    expect((await daftar(akun.kasir, body)).statusCode).toBe(403);
    const sebelum = await Promise.all(['pasien', 'kunjungan', 'layanan'].map((x) => countRows(t, x)));
    const buruk = await daftar(akun.igd, { jenis_kelamin: 'X', perkiraan_umur: -1, penjamin: 'ASURANSI' });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['jenis_kelamin', 'perkiraan_umur']),
    );
    const tanpaUmur = await daftar(akun.igd, { jenis_kelamin: 'L' });
    expect(tanpaUmur.statusCode).toBe(400);
    expect(tanpaUmur.json().errors[0]).toMatchObject({ path: 'perkiraan_umur' });
    expect(await Promise.all(['pasien', 'kunjungan', 'layanan'].map((x) => countRows(t, x)))).toEqual(
      sebelum,
    );
  });
});
