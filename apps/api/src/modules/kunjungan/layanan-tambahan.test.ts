import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { JAM_SENIN, masterDemo, pemanggil, SENIN } from './kunjungan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
let m: Awaited<ReturnType<typeof masterDemo>>;
const akun: Record<string, string> = {};
let umum: LayananUji;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  m = await masterDemo(t);
  for (const r of ['pendaftaran', 'poli']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { penjamin: 'BPJS', nama: 'Pasien Dua Poli' });
});
afterAll(() => t.close());

const tambah = (uid: string, cookie: string | undefined, body: object) =>
  call('POST', `/pendaftaran/${uid}/layanan`, cookie, body);
const gigi = () => ({ poli_uid: m.poliUid('GIGI'), dokter_uid: m.dokterUid('Nadia Putri Maharani') });

describe('POST /pendaftaran/:uid/layanan', () => {
  it('adds Poli Gigi to the visit: same kunjungan and payer, its own queue number', async () => {
    const res = await tambah(umum.layanan_uid, akun.pendaftaran, { ...gigi(), keluhan: 'Gigi berlubang' });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kunjungan_uid: umum.kunjungan_uid,
      tanggal: SENIN,
      pasien: { uid: umum.pasien_uid },
      poli: { uid: m.poliUid('GIGI') },
      penjamin: 'BPJS',
      no_kartu: '0001234567890',
      nomor_antrian: expect.stringMatching(/-001$/),
      status: 'WAITING',
      keluhan: 'Gigi berlubang',
    });
    const visit = await call('GET', `/pendaftaran?kunjungan=${umum.kunjungan_uid}`, akun.pendaftaran);
    expect(visit.json().metadata.total_data).toBe(2);
    expect(await countRows(t, `kunjungan where pasien_uid = '${umum.pasien_uid}'`)).toBe(1);
    const audit = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas_id = '${res.json().respon.uid}'`,
    );
    expect(audit.map((a) => a.aksi)).toEqual(['pendaftaran.tambah-layanan']);
  });

  it('keeps registration’s rules: schedule, one clinic per day, an open visit — writing nothing', async () => {
    const sebelum = await countRows(t, 'layanan');
    const lagi = await tambah(umum.layanan_uid, akun.pendaftaran, gigi());
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('kunjungan.sudah_terdaftar');
    const libur = await tambah(umum.layanan_uid, akun.pendaftaran, {
      poli_uid: m.poliUid('MATA'),
      dokter_uid: m.dokterUid('Melati Kusumawardani'),
    });
    expect(libur.statusCode).toBe(400);
    expect(libur.json().errors[0].path).toBe('dokter_uid');
    const tanpaDokter = await tambah(umum.layanan_uid, akun.pendaftaran, { poli_uid: m.poliUid('ANAK') });
    expect(tanpaDokter.statusCode).toBe(400);

    // A visit whose only service was cancelled is over: nothing more can be added to it.
    const batal = await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Pasien Batal' });
    const b = await call('PUT', `/pendaftaran/${batal.layanan_uid}/batal`, akun.pendaftaran, {
      alasan: 'Pasien pulang',
    });
    expect(b.statusCode).toBe(200);
    const tutup = await tambah(batal.layanan_uid, akun.pendaftaran, gigi());
    expect(tutup.statusCode).toBe(409);
    expect(tutup.json().code).toBe('kunjungan.kunjungan_tidak_aktif');
    expect(await countRows(t, 'layanan')).toBe(sebelum + 1);
  });

  it('answers 401, 403, 400 and 404', async () => {
    expect((await tambah(umum.layanan_uid, undefined, gigi())).statusCode).toBe(401);
    expect((await tambah(umum.layanan_uid, akun.poli, gigi())).statusCode).toBe(403);
    const buruk = await tambah(umum.layanan_uid, akun.pendaftaran, { poli_uid: 'bukan-uid' });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors[0].path).toBe('poli_uid');
    expect((await tambah('00000000-0000-4000-8000-000000000000', akun.pendaftaran, gigi())).statusCode).toBe(
      404,
    );
  });
});
