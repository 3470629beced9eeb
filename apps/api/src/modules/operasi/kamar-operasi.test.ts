import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { uidKode } from '../penunjang/penunjang.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';
import { pegawaiAkun } from '../surat/surat.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let stay: StayUji;
const uid: Record<string, string> = {};

/** A 90-minute operation on the test Monday (WIB) by dr. Andi, in the theatre given. */
const jadwal = (kamar: string) => ({
  layanan_uid: stay.layanan_uid,
  kamar_operasi_uid: kamar,
  mulai: '2030-01-07T13:00:00+07:00',
  durasi_menit: 90,
  operator_uid: uid.andi,
  asisten_uid: null,
  anestesi_uid: null,
  jenis_anestesi: 'SPINAL',
  tindakan_uid: uid.apendektomi,
  prosedur: { kode: '47.09', nama: 'Other appendectomy' },
  diagnosis: { kode: 'K35.8', nama: 'Acute appendicitis, other and unspecified' },
  urgensi: 'ELEKTIF',
});

const namaKamarReferensi = async () =>
  (await call('GET', '/operasi/referensi', akun.perawat))
    .json()
    .respon.kamar.map((k: { nama: string }) => k.nama);

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['admin', 'management', 'perawat', 'dokter', 'pendaftaran', 'labor'])
    akun[r] = await t.login(r);
  stay = await stayUji(t, akun.pendaftaran ?? '', { nama: 'Dewi Kamar Operasi' });
  uid.andi = await pegawaiAkun(t, 'dokter');
  uid.apendektomi = await uidKode(t, 'tindakan', 'OPS-APENDEKTOMI');
});
afterAll(() => t.close());

describe('/master/kamar-operasi', () => {
  it('lists the theatres to managers and theatre staff; others are refused', async () => {
    const res = await call('GET', '/master/kamar-operasi?status=AKTIF', akun.perawat);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject([
      { kode: 'OK1', nama: 'OK 1', status: 'AKTIF', operasi_belum_selesai: 0 },
      { kode: 'OK2', nama: 'OK 2', status: 'AKTIF', operasi_belum_selesai: 0 },
    ]);
    expect(res.json().metadata.total_data).toBe(2);
    uid.ok1 = res.json().respon[0].uid;
    expect((await call('GET', '/master/kamar-operasi?search=ok 2', akun.admin)).json().respon).toHaveLength(
      1,
    );
    expect((await call('GET', '/master/kamar-operasi')).statusCode).toBe(401);
    expect((await call('GET', '/master/kamar-operasi', akun.labor)).statusCode).toBe(403);
    expect((await call('GET', '/master/kamar-operasi?status=HAPUS', akun.admin)).statusCode).toBe(400);
  });

  it('adds a theatre for ADMIN and MANAGEMENT only; the board offers it at once', async () => {
    const baru = { kode: 'ok3', nama: 'OK 3' };
    expect((await call('POST', '/master/kamar-operasi', undefined, baru)).statusCode).toBe(401);
    expect((await call('POST', '/master/kamar-operasi', akun.perawat, baru)).statusCode).toBe(403);
    expect((await call('POST', '/master/kamar-operasi', akun.dokter, baru)).statusCode).toBe(403);
    const res = await call('POST', '/master/kamar-operasi', akun.management, baru);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ kode: 'OK3', nama: 'OK 3', status: 'AKTIF' });
    uid.ok3 = res.json().respon.uid;
    expect(await namaKamarReferensi()).toEqual(['OK 1', 'OK 2', 'OK 3']);
    const [log] = await queryRows<{ aksi: string; username: string }>(
      t,
      `select aksi, username from log_aktivitas where entitas = 'kamar_operasi' and entitas_id = '${uid.ok3}'`,
    );
    expect(log).toEqual({ aksi: 'kamar_operasi.create', username: 'management' });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const sebelum = await countRows(t, 'kamar_operasi');
    const kosong = await call('POST', '/master/kamar-operasi', akun.admin, { kode: '', nama: 'O' });
    expect(kosong.statusCode).toBe(400);
    expect(
      kosong
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['kode', 'nama']);
    expect(kosong.json().message).toMatch(/Kode wajib diisi|Nama minimal/);
    const simbol = await call('POST', '/master/kamar-operasi', akun.admin, { kode: 'OK 4', nama: 'OK 4' });
    expect(simbol.statusCode).toBe(400);
    expect(simbol.json().errors).toEqual([expect.objectContaining({ path: 'kode' })]);
    expect(await countRows(t, 'kamar_operasi')).toBe(sebelum);
  });

  it('answers 409 for a taken code or name, and /validasi says so first', async () => {
    const kode = await call('POST', '/master/kamar-operasi', akun.admin, { kode: 'ok1', nama: 'OK Satu' });
    expect(kode.statusCode).toBe(409);
    expect(kode.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    expect(kode.json().message).toContain('OK 1');
    const nama = await call('POST', '/master/kamar-operasi', akun.admin, { kode: 'OK9', nama: 'ok 1' });
    expect(nama.statusCode).toBe(409);
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
    const ubah = await call('PUT', `/master/kamar-operasi/${uid.ok3}`, akun.admin, {
      kode: 'OK2',
      nama: 'OK 3',
    });
    expect(ubah.statusCode).toBe(409);
    const v = await call('GET', '/master/kamar-operasi/validasi?field=kode&value=ok2', akun.admin);
    expect(v.json()).toMatchObject({ tersedia: false, dipakai_oleh: { kode: 'OK2' } });
    const sendiri = await call(
      'GET',
      `/master/kamar-operasi/validasi?field=kode&value=OK3&kecuali=${uid.ok3}`,
      akun.admin,
    );
    expect(sendiri.json().tersedia).toBe(true);
  });

  it('edits a theatre, audited field by field', async () => {
    const res = await call('PUT', `/master/kamar-operasi/${uid.ok3}`, akun.admin, {
      kode: 'OK3',
      nama: 'OK 3 Hibrid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ kode: 'OK3', nama: 'OK 3 Hibrid' });
    const [log] = await queryRows<{ detail: unknown }>(
      t,
      `select detail from log_aktivitas where aksi = 'kamar_operasi.update' and entitas_id = '${uid.ok3}'`,
    );
    expect(log?.detail).toEqual({ sebelum: { nama: 'OK 3' }, sesudah: { nama: 'OK 3 Hibrid' } });
    expect(
      (await call('PUT', `/master/kamar-operasi/${uid.ok3}`, akun.perawat, { kode: 'OK3', nama: 'X3' }))
        .statusCode,
    ).toBe(403);
    const hilang = await call(
      'PUT',
      '/master/kamar-operasi/00000000-0000-4000-8000-000000000000',
      akun.admin,
      {
        kode: 'OK7',
        nama: 'OK 7',
      },
    );
    expect(hilang.statusCode).toBe(404);
  });

  it('keeps a theatre with an operation still to do; deactivated, it leaves the board and booking', async () => {
    const op = await call('POST', '/operasi', akun.dokter, jadwal(uid.ok3 ?? ''));
    expect(op.statusCode).toBe(201);
    const ditolak = await call('PUT', `/master/kamar-operasi/${uid.ok3}/status`, akun.admin, {
      status: 'NONAKTIF',
    });
    expect(ditolak.statusCode).toBe(409);
    expect(ditolak.json().code).toBe('operasi.kamar_masih_dipakai');
    expect(ditolak.json().message).toContain('masih ada 1 operasi terjadwal');
    const daftar = (await call('GET', '/master/kamar-operasi?search=OK3', akun.admin)).json().respon;
    expect(daftar).toMatchObject([{ status: 'AKTIF', operasi_belum_selesai: 1 }]);
    expect(
      (await call('PUT', `/master/kamar-operasi/${uid.ok3}/status`, akun.perawat, { status: 'NONAKTIF' }))
        .statusCode,
    ).toBe(403);

    const batal = await call('POST', `/operasi/${op.json().respon.uid}/status`, akun.dokter, {
      status: 'BATAL',
      alasan: 'Kamar dipakai untuk renovasi',
    });
    expect(batal.statusCode).toBe(200);
    const res = await call('PUT', `/master/kamar-operasi/${uid.ok3}/status`, akun.management, {
      status: 'NONAKTIF',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ status: 'NONAKTIF', operasi_belum_selesai: 0 });
    expect(await namaKamarReferensi()).toEqual(['OK 1', 'OK 2']);
    const pesan = await call('POST', '/operasi', akun.dokter, jadwal(uid.ok3 ?? ''));
    expect(pesan.statusCode).toBe(400);
    expect(pesan.json().errors).toEqual([expect.objectContaining({ path: 'kamar_operasi_uid' })]);
    // Still readable for the operations that used it.
    expect((await call('GET', `/master/kamar-operasi/${uid.ok3}`, akun.perawat)).json().respon.nama).toBe(
      'OK 3 Hibrid',
    );
  });

  it('keeps a retired code taken, names it, and brings the theatre back', async () => {
    const kode = await call('POST', '/master/kamar-operasi', akun.admin, { kode: 'OK3', nama: 'OK 3 Baru' });
    expect(kode.statusCode).toBe(409);
    expect(kode.json().message).toContain('nonaktif');
    const aktif = await call('PUT', `/master/kamar-operasi/${uid.ok3}/status`, akun.admin, {
      status: 'AKTIF',
    });
    expect(aktif.statusCode).toBe(200);
    expect(await namaKamarReferensi()).toEqual(['OK 1', 'OK 2', 'OK 3 Hibrid']);
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'kamar_operasi.status' and entitas_id = '${uid.ok3}'`,
    );
    expect(n?.n).toBe(2);
  });
});
