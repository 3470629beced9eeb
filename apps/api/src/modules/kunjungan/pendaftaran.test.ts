import { kunciNomorAntrian } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, nilaiNomor, pemanggil, SENIN } from './kunjungan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let pendaftaran: string;
let kasir: string;
let m: Awaited<ReturnType<typeof masterDemo>>;
let pasien: string[];

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  [pendaftaran, kasir] = await Promise.all([t.login('pendaftaran'), t.login('kasir')]);
  m = await masterDemo(t);
  pasien = await buatPasienUji(t, pendaftaran, 21);
});
afterAll(() => t.close());

const umum = (pasien_uid: string, ubah: object = {}) => ({
  pasien_uid,
  poli_uid: m.poliUid('UMUM'),
  dokter_uid: m.dokterUid('Eko Prasetyo'),
  tanggal: SENIN,
  penjamin: 'UMUM',
  ...ubah,
});

describe('POST /pendaftaran', () => {
  it('gives 20 simultaneous registrations to one clinic and day the numbers 001…020, with audit rows', async () => {
    const hasil = await Promise.all(
      pasien.slice(0, 20).map((p) => call('POST', '/pendaftaran', pendaftaran, umum(p))),
    );
    expect(hasil.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const nomor = hasil.map((r) => r.json().respon.nomor_antrian).sort();
    expect(nomor).toEqual(Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(3, '0')}`));
    const satu = hasil[0]?.json().respon;
    expect(satu).toMatchObject({
      tanggal: SENIN,
      status: 'WAITING',
      status_kunjungan: 'AKTIF',
      jenis_kunjungan: 'RAWAT_JALAN',
      poli: { nama: 'Poli Umum' },
      dokter: { nama: 'dr. Eko Prasetyo' },
      jam_mulai: '08:00',
      jam_selesai: '12:00',
      penjamin_label: 'Umum',
      dibuat_oleh_nama: 'Siti Rahmawati',
    });
    expect(satu.kode_tiket).toMatch(/^[A-Z2-9]{10}$/);
    expect(await countRows(t, "log_aktivitas where aksi = 'pendaftaran.create'")).toBe(20);
  });

  it('refuses the same patient twice at one clinic on one day, and a full quota, writing nothing', async () => {
    const p0 = pasien[0] ?? '';
    const ganda = await call('POST', '/pendaftaran', pendaftaran, umum(p0));
    expect(ganda.statusCode).toBe(409);
    expect(ganda.json().message).toMatch(/sudah terdaftar di Poli Umum .* nomor antrian A-0\d\d/);

    // Poli Gigi on Monday: drg. Nadia, one session of 15.
    const gigi = (p: string) =>
      umum(p, { poli_uid: m.poliUid('GIGI'), dokter_uid: m.dokterUid('Nadia Putri Maharani') });
    for (const p of pasien.slice(0, 15))
      expect((await call('POST', '/pendaftaran', pendaftaran, gigi(p))).statusCode).toBe(201);
    const kunci = kunciNomorAntrian(m.poliUid('GIGI'), SENIN);
    const layanan = await countRows(t, 'layanan');
    const penuh = await call('POST', '/pendaftaran', pendaftaran, gigi(pasien[15] ?? ''));
    expect(penuh.statusCode).toBe(409);
    expect(penuh.json()).toMatchObject({
      code: 'kunjungan.kuota_penuh',
      message:
        'Kuota drg. Nadia Putri Maharani di Poli Gigi pada Senin, 7 Januari 2030 sudah penuh (15 pasien)',
    });
    expect(await countRows(t, 'layanan')).toBe(layanan);
    expect(await nilaiNomor(t, kunci)).toBe(15);

    const kuota = await call(
      'GET',
      `/pendaftaran/kuota?poli=${m.poliUid('GIGI')}&tanggal=${SENIN}`,
      pendaftaran,
    );
    expect(kuota.json().respon.dokter[0]).toMatchObject({ kuota: 15, terdaftar: 15, sisa: 0 });
  });

  it('lets exactly the quota through when more registrations than places arrive at once', async () => {
    // Poli Bedah on Monday: dr. Bayu, 13:00–16:00, 15 places; 17 clerks press Simpan together.
    const bedah = (p: string) =>
      umum(p, { poli_uid: m.poliUid('BEDAH'), dokter_uid: m.dokterUid('Bayu Aditya Nugraha') });
    const hasil = await Promise.all(
      pasien.slice(0, 17).map((p) => call('POST', '/pendaftaran', pendaftaran, bedah(p))),
    );
    const kode = hasil.map((r) => r.statusCode);
    expect(kode.filter((c) => c === 201)).toHaveLength(15);
    expect(kode.filter((c) => c === 409)).toHaveLength(2);
    const nomor = hasil
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().respon.nomor)
      .sort((a, b) => a - b);
    expect(nomor).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(await nilaiNomor(t, kunciNomorAntrian(m.poliUid('BEDAH'), SENIN))).toBe(15);
  });

  it('asks for a session on that weekday, except at the IGD, which needs neither doctor nor schedule', async () => {
    const mata = await call(
      'POST',
      '/pendaftaran',
      pendaftaran,
      umum(pasien[20] ?? '', {
        poli_uid: m.poliUid('MATA'),
        dokter_uid: m.dokterUid('Melati Kusumawardani'),
      }),
    );
    expect(mata.statusCode).toBe(400);
    expect(mata.json().errors).toEqual([
      {
        path: 'dokter_uid',
        message:
          'dr. Melati Kusumawardani, Sp.M tidak praktik di Poli Mata pada hari Senin (Senin, 7 Januari 2030)',
      },
    ]);
    const tanpaDokter = await call(
      'POST',
      '/pendaftaran',
      pendaftaran,
      umum(pasien[20] ?? '', { dokter_uid: null }),
    );
    expect(tanpaDokter.json().errors?.[0]?.path).toBe('dokter_uid');

    const igd = await call(
      'POST',
      '/pendaftaran',
      pendaftaran,
      umum(pasien[20] ?? '', {
        poli_uid: m.poliUid('IGD'),
        dokter_uid: null,
        penjamin: 'BPJS',
        no_kartu: '0001234567890',
      }),
    );
    expect(igd.statusCode).toBe(201);
    expect(igd.json().respon).toMatchObject({
      nomor_antrian: 'IG-001',
      jenis_kunjungan: 'GAWAT_DARURAT',
      jenis_kunjungan_label: 'Gawat Darurat',
      dokter: null,
      jam_mulai: null,
      penjamin: 'BPJS',
      no_kartu: '0001234567890',
      no_rujukan: null,
    });
  });

  it('checks BPJS card and referral, the date window, and refuses deceased and merged patients', async () => {
    const p = pasien[20] ?? '';
    const anak = (ubah: object) =>
      umum(p, { poli_uid: m.poliUid('ANAK'), dokter_uid: m.dokterUid('Rahmat Hidayat'), ...ubah });
    const galat = async (body: object) => (await call('POST', '/pendaftaran', pendaftaran, body)).json();
    expect((await galat(anak({ penjamin: 'BPJS' }))).errors).toEqual([
      { path: 'no_kartu', message: 'Nomor kartu BPJS wajib diisi' },
    ]);
    expect((await galat(anak({ penjamin: 'BPJS', no_kartu: '123456789012' }))).errors[0].message).toBe(
      'Nomor kartu BPJS harus 13 digit angka',
    );
    expect((await galat(anak({ penjamin: 'BPJS', no_kartu: '0001234567890' }))).errors).toEqual([
      { path: 'no_rujukan', message: 'Nomor rujukan wajib diisi untuk pasien BPJS di luar IGD' },
    ]);
    expect((await galat(anak({ penjamin: 'ASURANSI', no_kartu: 'X1' }))).errors[0].path).toBe('asuransi_uid');
    expect((await galat(anak({ tanggal: '2030-01-06' }))).errors[0]).toEqual({
      path: 'tanggal',
      message: 'Tanggal kunjungan tidak boleh sebelum hari ini',
    });
    expect((await galat(anak({ tanggal: '2030-02-07' }))).errors[0].path).toBe('tanggal');
    const nomorSebelum = await nilaiNomor(t, kunciNomorAntrian(m.poliUid('ANAK'), SENIN));

    const ok = await call(
      'POST',
      '/pendaftaran',
      pendaftaran,
      anak({ penjamin: 'BPJS', no_kartu: '0001 2345 67890', no_rujukan: '0301R0011124K000123' }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().respon).toMatchObject({
      nomor_antrian: `C-${String(nomorSebelum + 1).padStart(3, '0')}`,
      no_kartu: '0001234567890',
    });

    const [mati, gabung] = await buatPasienUji(t, pendaftaran, 2, 'Pasien Khusus');
    await queryRows(t, `update pasien set status = 'MENINGGAL' where uid = '${mati}'`);
    const [tujuan] = await queryRows<{ no_rm: string }>(t, `select no_rm from pasien where uid = '${p}'`);
    await queryRows(t, `update pasien set digabung_ke = '${p}' where uid = '${gabung}'`);
    const r1 = await galat(umum(mati ?? ''));
    expect(r1.code).toBe('kunjungan.pasien_meninggal');
    expect(r1.message).toMatch(/meninggal dunia/);
    const r2 = await galat(umum(gabung ?? ''));
    expect(r2.code).toBe('pasien.sudah_digabung');
    expect(r2.message).toContain(tujuan?.no_rm ?? '?');
  });

  it('answers 401, 403 and 400 without writing anything, not even a number', async () => {
    const layanan = await countRows(t, 'layanan');
    const nomor = await countRows(t, "nomor_urut where kunci like 'ANTRIAN:%'");
    const jumlahNomor = await queryRows<{ s: number }>(
      t,
      "select coalesce(sum(nilai),0)::int s from nomor_urut where kunci like 'ANTRIAN:%'",
    );
    const body = umum(pasien[20] ?? '', {
      poli_uid: m.poliUid('JANTUNG'),
      dokter_uid: m.dokterUid('Ahmad Fauzi'),
    });
    expect((await call('POST', '/pendaftaran', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/pendaftaran', kasir, body)).statusCode).toBe(403);
    expect(
      (await call('POST', '/pendaftaran', pendaftaran, { ...body, penjamin: 'GRATIS' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/pendaftaran', pendaftaran, { ...body, poli_uid: pasien[0] })).statusCode,
    ).toBe(400);
    expect(await countRows(t, 'layanan')).toBe(layanan);
    expect(await countRows(t, "nomor_urut where kunci like 'ANTRIAN:%'")).toBe(nomor);
    expect(
      await queryRows<{ s: number }>(
        t,
        "select coalesce(sum(nilai),0)::int s from nomor_urut where kunci like 'ANTRIAN:%'",
      ),
    ).toEqual(jumlahNomor);

    for (const url of [
      `/pendaftaran?tanggal=${SENIN}`,
      `/pendaftaran/kuota?poli=${m.poliUid('UMUM')}&tanggal=${SENIN}`,
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, kasir)).statusCode).toBe(403);
    }
    expect((await call('GET', '/pendaftaran?tanggal=7-1-2030', pendaftaran)).statusCode).toBe(400);
    expect((await call('GET', '/pendaftaran/kuota?poli=x', pendaftaran)).statusCode).toBe(400);
  });

  it('lists the day with filters and search', async () => {
    const res = await call(
      'GET',
      `/pendaftaran?tanggal=${SENIN}&poli=${m.poliUid('UMUM')}&limit=5`,
      pendaftaran,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.total_data).toBe(20);
    expect(res.json().respon).toHaveLength(5);
    const cari = await call('GET', `/pendaftaran?tanggal=${SENIN}&search=IG-001`, pendaftaran);
    expect(cari.json().respon.map((r: { nomor_antrian: string }) => r.nomor_antrian)).toEqual(['IG-001']);
    const status = await call('GET', `/pendaftaran?tanggal=${SENIN}&status=DONE`, pendaftaran);
    expect(status.json().metadata.total_data).toBe(0);
  });
});
