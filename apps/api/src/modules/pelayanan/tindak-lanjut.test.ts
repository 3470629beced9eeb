import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;
let igd: LayananUji;

const url = (l: LayananUji) => `/pelayanan/${l.layanan_uid}/tindak-lanjut`;
const log = (l: LayananUji) =>
  queryRows<{ jenis: string; ringkasan: string }>(
    t,
    `select jenis, ringkasan from log_pasien where layanan_uid = '${l.layanan_uid}' and sumber = 'tindak_lanjut' order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'poli', 'dokter', 'igd', 'perawat', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'WAITING_DOKTER',
    nama: 'Pasien Kontrol',
  });
  igd = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    poli: 'IGD',
    status: 'ON_PROCESS',
    nama: 'Pasien IGD',
  });
});
afterAll(() => t.close());

describe('the follow-up of a layanan', () => {
  it('sets a control date after the visit, then changes it to a transfer listed for the wards', async () => {
    expect((await call('GET', url(umum), akun.dokter)).json().respon).toBeNull();
    const before = await countRows(t, 'tindak_lanjut');
    const tanpa = await call('PUT', url(umum), akun.dokter, { jenis: 'KONTROL' });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors).toEqual([
      { path: 'tanggal_kontrol', message: 'Tanggal kontrol wajib diisi' },
    ]);
    const hariSama = await call('PUT', url(umum), akun.dokter, {
      jenis: 'KONTROL',
      tanggal_kontrol: '2030-01-07',
    });
    expect(hariSama.statusCode).toBe(400);
    expect(hariSama.json().message).toContain('setelah tanggal kunjungan (Senin, 7 Januari 2030)');
    expect(await countRows(t, 'tindak_lanjut')).toBe(before);

    const kontrol = await call('PUT', url(umum), akun.dokter, {
      jenis: 'KONTROL',
      tanggal_kontrol: '2030-01-14',
      kondisi_pulang: 'Membaik',
      faskes_rujukan: 'ditinggal',
    });
    expect(kontrol.statusCode).toBe(201);
    // Fields of another outcome are not kept.
    expect(kontrol.json().respon).toMatchObject({
      jenis: 'KONTROL',
      tanggal_kontrol: '2030-01-14',
      faskes_rujukan: null,
    });

    const ranap = await call('PUT', url(umum), akun.dokter, {
      jenis: 'RANAP',
      kelas_diminta: 'KELAS_3',
      alasan: 'Dehidrasi berat',
    });
    expect(ranap.statusCode).toBe(200);
    expect(ranap.json().respon).toMatchObject({
      jenis: 'RANAP',
      tanggal_kontrol: null,
      kelas_diminta: 'KELAS_3',
    });
    expect(await log(umum)).toEqual([
      { jenis: 'LOG_PULANG', ringkasan: expect.stringMatching(/^Kontrol kembali .*14 Januari 2030$/) },
      { jenis: 'LOG_TRANSFER_RANAP', ringkasan: 'Rawat inap (Kelas 3) (diperbarui): Dehidrasi berat' },
    ]);

    const list = await call('GET', '/pelayanan/rujuk-ranap?search=kontrol', akun.perawat);
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.total_data).toBe(1);
    expect(list.json().respon[0]).toMatchObject({
      layanan_uid: umum.layanan_uid,
      pasien: { nama: 'Pasien Kontrol 1' },
      poli: { nama: 'Poli Umum' },
      kelas_diminta: 'KELAS_3',
    });
    expect((await call('GET', '/pelayanan/rujuk-ranap', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/pelayanan/rujuk-ranap')).statusCode).toBe(401);

    // Once the ward admits the patient the follow-up is fixed and leaves the list.
    await queryRows(
      t,
      `update tindak_lanjut set diterima_pada = now() where layanan_uid = '${umum.layanan_uid}'`,
    );
    const terlambat = await call('PUT', url(umum), akun.dokter, { jenis: 'PULANG' });
    expect(terlambat.statusCode).toBe(409);
    expect(terlambat.json().code).toBe('klinis.sudah_diterima_ranap');
    expect((await call('GET', '/pelayanan/rujuk-ranap?search=kontrol', akun.perawat)).json().respon).toEqual(
      [],
    );
  });

  it('requires what each outcome needs and records death only at the IGD', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Pasien Rujuk',
    });
    const rujuk = await call('PUT', url(l), akun.dokter, { jenis: 'RUJUK_LUAR' });
    expect(rujuk.statusCode).toBe(400);
    expect(
      rujuk
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['alasan', 'faskes_rujukan']);
    const paksa = await call('PUT', url(l), akun.dokter, { jenis: 'PULANG_PAKSA' });
    expect(paksa.json().errors[0].path).toBe('alasan');
    const mati = await call('PUT', url(l), akun.dokter, {
      jenis: 'MENINGGAL',
      waktu_meninggal: '2030-01-07T07:30:00+07:00',
    });
    expect(mati.statusCode).toBe(400);
    expect(mati.json().errors[0].path).toBe('jenis');

    const nanti = await call('PUT', url(igd), akun.igd, {
      jenis: 'MENINGGAL',
      waktu_meninggal: '2030-01-07T09:00:00+07:00',
    });
    expect(nanti.statusCode).toBe(400);
    expect(nanti.json().message).toContain('masa depan');
    const igdMati = await call('PUT', url(igd), akun.igd, {
      jenis: 'MENINGGAL',
      waktu_meninggal: '2030-01-07T07:30:00+07:00',
    });
    expect(igdMati.statusCode).toBe(201);
    expect(igdMati.json().respon.waktu_meninggal).toBe('2030-01-07T00:30:00.000Z');
    expect((await log(igd))[0]).toMatchObject({
      jenis: 'LOG_PULANG',
      ringkasan: expect.stringContaining('Meninggal'),
    });

    const keluar = await call('PUT', url(l), akun.dokter, {
      jenis: 'RUJUK_LUAR',
      faskes_rujukan: 'RSUD Cibinong',
      alasan: 'Perlu dokter spesialis bedah saraf',
    });
    expect(keluar.statusCode).toBe(201);
    expect((await log(l))[0]?.ringkasan).toBe('Rujuk ke RSUD Cibinong: Perlu dokter spesialis bedah saraf');
  });

  it('checks sessions, roles, the layanan and the lock', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Pasien Kunci',
    });
    const body = { jenis: 'PULANG' };
    expect((await call('PUT', url(l), undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url(l), akun.poli, body)).statusCode).toBe(403);
    expect((await call('PUT', url(l), akun.kasir, { jenis: 'x' })).statusCode).toBe(403);
    expect((await call('GET', url(l), akun.kasir)).statusCode).toBe(403);
    expect((await call('PUT', url(l), akun.dokter, { jenis: 'LAIN' })).statusCode).toBe(400);
    const nol = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/pelayanan/${nol}/tindak-lanjut`, akun.dokter, body)).statusCode).toBe(404);
    await queryRows(
      t,
      `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi)
       values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', 'RJ', 'FINAL', '{}')`,
    );
    const terkunci = await call('PUT', url(l), akun.dokter, body);
    expect(terkunci.statusCode).toBe(409);
    expect(terkunci.json().code).toBe('resume.final');
    expect((await call('GET', url(l), akun.dokter)).json().respon).toBeNull();
  });
});
