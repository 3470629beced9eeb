import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rujukanPasien } from '../../db/rujukan.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { bodyPasien } from './pasien.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['igd', 'pendaftaran', 'rm']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

/** An unknown patient registered fast at the IGD: its layanan, antrian and temporary record. */
async function tnX(body: object = {}) {
  const res = await call('POST', '/pendaftaran/igd-cepat', akun.igd, {
    jenis_kelamin: 'L',
    perkiraan_umur: 45,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`igd-cepat: ${res.statusCode} ${res.body}`);
  const p = res.json().respon;
  return {
    layanan_uid: p.uid as string,
    pasien_uid: p.pasien.uid as string,
    no_rm: p.pasien.no_rm as string,
  };
}

async function pasienTetap(nama: string): Promise<string> {
  const res = await call(
    'POST',
    '/pasien',
    akun.pendaftaran,
    bodyPasien({ nama, tanggal_lahir: '1981-04-02' }),
  );
  if (res.statusCode !== 201) throw new Error(`pasien: ${res.statusCode} ${res.body}`);
  return res.json().respon.uid;
}

const gabung = (uid: string, cookie: string | undefined, body: object) =>
  call('POST', `/pasien/${uid}/gabung`, cookie, body);

describe('POST /pasien/:uid/gabung', () => {
  it('moves every row of the temporary record, clinical ones included, to the real patient', async () => {
    const x = await tnX({ ciri: 'Jaket hijau' });
    // The IGD nurse starts and records an assessment before anyone knows who he is.
    const [a] = await queryRows<{ uid: string }>(
      t,
      `select uid from antrian where layanan_uid = '${x.layanan_uid}'`,
    );
    expect(
      (await call('PUT', `/antrian/${a?.uid}/status`, akun.igd, { status: 'ON_PROCESS' })).statusCode,
    ).toBe(200);
    const asesmen = await call('POST', `/pelayanan/${x.layanan_uid}/asesmen`, akun.igd, {
      jenis: 'KEPERAWATAN_ULANG',
      isi: { keluhan_utama: 'Tidak sadar setelah jatuh', tanda_vital: { nadi: 110, suhu: 36.8 } },
    });
    expect(asesmen.statusCode).toBe(201);
    await queryRows(t, `update pasien set alergi = '{Penisilin}' where uid = '${x.pasien_uid}'`);
    const real = await pasienTetap('Bambang Sutrisno');

    const res = await gabung(x.pasien_uid, akun.pendaftaran, { ke_uid: real });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      dari: { uid: x.pasien_uid, no_rm: x.no_rm },
      ke: { uid: real, nama: 'Bambang Sutrisno' },
      dipindah: { kunjungan: 1, layanan: 1, asesmen: 1 },
      alergi_ditambah: ['Penisilin'],
    });
    expect(res.json().respon.dipindah.log_pasien).toBeGreaterThanOrEqual(2);
    for (const tabel of ['kunjungan', 'layanan', 'asesmen', 'log_pasien'])
      expect(await countRows(t, `${tabel} where pasien_uid = '${x.pasien_uid}'`), tabel).toBe(0);
    expect(await countRows(t, `asesmen where pasien_uid = '${real}'`)).toBe(1);
    const [lama] = await queryRows<{ digabung_ke: string; status: string }>(
      t,
      `select digabung_ke, status from pasien where uid = '${x.pasien_uid}'`,
    );
    expect(lama).toEqual({ digabung_ke: real, status: 'NONAKTIF' });
    const [audit] = await queryRows<{ detail: { dipindah: Record<string, number> } }>(
      t,
      `select detail from log_aktivitas where aksi = 'pasien.gabung' and entitas_id = '${x.pasien_uid}'`,
    );
    expect(audit?.detail.dipindah).toMatchObject({ kunjungan: 1, layanan: 1, asesmen: 1 });

    // The old record leaves the lists; the IGD queue now shows the real name.
    const cari = await call('GET', `/pasien?search=${x.no_rm}`, akun.pendaftaran);
    expect(cari.json().metadata.total_data).toBe(0);
    const sementara = await call('GET', '/pasien?sementara=true', akun.pendaftaran);
    expect(sementara.json().respon.map((p: { uid: string }) => p.uid)).not.toContain(x.pasien_uid);
    const antrian = await call('GET', `/antrian/igd?tanggal=${SENIN}`, akun.igd);
    const baris = antrian.json().respon.find((r: { layanan_uid: string }) => r.layanan_uid === x.layanan_uid);
    expect(baris.pasien).toMatchObject({ uid: real, nama: 'Bambang Sutrisno' });
    const pasien = await call('GET', `/pasien/${real}`, akun.pendaftaran);
    expect(pasien.json().respon.alergi).toEqual(['Penisilin']);
  });

  it('refuses itself, merged records, ordinary records and two IGD visits on one day — moving nothing', async () => {
    const x = await tnX();
    const y = await tnX();
    const real = await pasienTetap('Sri Wahyuni');
    const ditolak = async (uid: string, ke: string, code: string) => {
      const res = await gabung(uid, akun.rm, { ke_uid: ke });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().code).toBe(code);
    };
    await ditolak(x.pasien_uid, x.pasien_uid, 'pasien.gabung_ke_diri_sendiri');
    await ditolak(real, x.pasien_uid, 'pasien.bukan_pasien_sementara');
    await ditolak(x.pasien_uid, y.pasien_uid, 'pasien.tujuan_sementara');

    // The real patient registered at the IGD the same day too: one must be cancelled first.
    const igd = await call('POST', '/pendaftaran', akun.pendaftaran, {
      pasien_uid: real,
      poli_uid: (await queryRows<{ uid: string }>(t, "select uid from poli where jenis = 'IGD'"))[0]?.uid,
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    expect(igd.statusCode).toBe(201);
    await ditolak(x.pasien_uid, real, 'pasien.layanan_bentrok');
    expect(await countRows(t, `layanan where pasien_uid = '${x.pasien_uid}'`)).toBe(1);

    expect((await gabung(y.pasien_uid, akun.rm, { ke_uid: x.pasien_uid })).statusCode).toBe(409);
    const lain = await pasienTetap('Agus Salim');
    expect((await gabung(y.pasien_uid, akun.rm, { ke_uid: lain })).statusCode).toBe(200);
    await ditolak(y.pasien_uid, real, 'pasien.sudah_digabung');
    await ditolak(x.pasien_uid, y.pasien_uid, 'pasien.tujuan_sudah_digabung');
  });

  it('answers 401, 403, 400 and 404', async () => {
    const x = await tnX();
    const real = await pasienTetap('Dedi Kurniawan');
    expect((await gabung(x.pasien_uid, undefined, { ke_uid: real })).statusCode).toBe(401);
    // The IGD registers unknown patients but does not edit the patient master.
    expect((await gabung(x.pasien_uid, akun.igd, { ke_uid: real })).statusCode).toBe(403);
    const buruk = await gabung(x.pasien_uid, akun.pendaftaran, { ke_uid: 'x' });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors[0].path).toBe('ke_uid');
    const hilang = '00000000-0000-4000-8000-000000000000';
    expect((await gabung(hilang, akun.pendaftaran, { ke_uid: real })).statusCode).toBe(404);
    const tujuan = await gabung(x.pasien_uid, akun.pendaftaran, { ke_uid: hilang });
    expect(tujuan.statusCode).toBe(400);
    expect(await countRows(t, `layanan where pasien_uid = '${x.pasien_uid}'`)).toBe(1);
  });

  it('finds every table pointing at a patient from the table definitions', () => {
    expect(rujukanPasien().map((r) => r.tabel)).toEqual(
      expect.arrayContaining([
        'asesmen',
        'diagnosis',
        'kunjungan',
        'layanan',
        'log_pasien',
        'order_penunjang',
        'prosedur',
        'resep',
        'resume_medis',
        'tindak_lanjut',
        'tindakan_layanan',
        'transaksi',
      ]),
    );
  });
});
