import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAM_SENIN } from '../modules/kunjungan/kunjungan.factory.ts';
import { bodyPasien } from '../modules/pasien/pasien.factory.ts';
import { siapkanLayanan } from '../modules/pelayanan/pelayanan.factory.ts';
import { multipart, PNG_1PX } from '../modules/penunjang/penunjang.factory.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../test/harness.ts';

// The edge rule (platform/masukan.ts, docs/platform.md "Masukan di tepi"): control characters and
// broken surrogates are a 400 naming the field, for every route, before anything is written.

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};

const KONTROL = 'mengandung karakter kontrol yang tidak diizinkan';
const SURROGATE = 'mengandung karakter Unicode yang rusak (surrogate tanpa pasangan)';

beforeAll(async () => {
  let detik = 0;
  t = await createTestApp({ now: () => new Date(JAM_SENIN.getTime() + 1_000 * detik++) });
  for (const r of ['admin', 'pendaftaran', 'kasir', 'radiologi']) akun[r] = await t.login(r);
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

/** The answer is the validation envelope naming `path` with `pesan`. */
function ditolak(res: { statusCode: number; json(): unknown }, path: string, pesan = KONTROL) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: `${path}: ${pesan}`,
    errors: [{ path, message: pesan }],
  });
}

describe('control characters at the edge', () => {
  it('login: a NUL in the username is a 400 naming it, and no failed login is logged', async () => {
    const log = await countRows(t, 'log_aktivitas');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'admin\u0000', password: 'apa saja' },
    });
    ditolak(res, 'username');
    expect(await countRows(t, 'log_aktivitas')).toBe(log);
  });

  it("an account's name with U+0001 is refused and no account is created", async () => {
    const sebelum = await countRows(t, 'akun');
    const res = await call('POST', '/akun', akun.admin, {
      username: 'kontrol.uji',
      nama: 'Petugas\u0001Baru',
      role: 'KASIR',
      password: 'Rahasia-Kuat-2030!',
    });
    ditolak(res, 'nama');
    expect(await countRows(t, 'akun')).toBe(sebelum);
    expect(await countRows(t, "akun where username = 'kontrol.uji'")).toBe(0);
  });

  it("a new patient's note with NUL is refused and no patient is created", async () => {
    const sebelum = await countRows(t, 'pasien');
    ditolak(
      await call('POST', '/pasien', akun.pendaftaran, bodyPasien({ catatan: 'alergi\u0000' })),
      'catatan',
    );
    expect(await countRows(t, 'pasien')).toBe(sebelum);
  });

  it('a cashier deposit: NUL in the note is refused, a multi-line note with TAB is kept as typed', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Dewi Deposit',
    });
    const setor = (keterangan: string) =>
      call('POST', '/kasir/deposit', akun.kasir, {
        kunjungan_uid: l.kunjungan_uid,
        jumlah: 50_000,
        metode: 'TUNAI',
        keterangan,
      });
    const sebelum = await countRows(t, 'deposit');
    ditolak(await setor('Uang muka\u0000'), 'keterangan');
    ditolak(await setor('Uang muka \u009b kamar'), 'keterangan');
    expect(await countRows(t, 'deposit')).toBe(sebelum);

    const catatan = 'Uang muka rawat inap\n\tkamar kelas 2\r\nditerima keluarga';
    const ok = await setor(catatan);
    expect(ok.statusCode).toBe(201);
    const [row] = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from deposit where uid = '${ok.json().respon.uid}'`,
    );
    expect(row?.keterangan).toBe(catatan);
  });

  it('cancelling a registration: an unpaired surrogate in the reason is refused and nothing changes', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Bayu Batal' });
    const res = await call('PUT', `/pendaftaran/${l.layanan_uid}/batal`, akun.pendaftaran, {
      alasan: 'Pasien pulang \ud83d sendiri',
    });
    ditolak(res, 'alasan', SURROGATE);
    const [a] = await queryRows<{ status: string }>(
      t,
      `select status from antrian where uid = '${l.antrian_uid}'`,
    );
    expect(a?.status).toBe('WAITING');
  });

  it('a nested field and a key of the body are named by their path', async () => {
    const res = await call(
      'POST',
      '/pasien',
      akun.pendaftaran,
      bodyPasien({ alergi: ['Amoksisilin', 'Debu\u0007'] }),
    );
    ditolak(res, 'alergi.1');
    const kunci = await call('POST', '/pasien', akun.pendaftaran, { ...bodyPasien(), 'catatan\u0000': 'x' });
    ditolak(kunci, 'catatan\\u0000', `nama field ${KONTROL}`);
  });

  it('the query string: a search with NUL is a 400 naming `search`', async () => {
    ditolak(await call('GET', '/pasien?search=Budi%00', akun.pendaftaran), 'search');
    ditolak(await call('GET', '/akun?search=%1B%5B2J', akun.admin), 'search');
  });

  it('path params, on the regions API and on the multipart upload route alike', async () => {
    ditolak(await t.app.inject({ method: 'GET', url: '/api/wilayah/32%00' }), 'kode');
    const unggah = multipart('berkas', 'foto.png', PNG_1PX, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/radiologi/%01/berkas',
      headers: { ...unggah.headers, cookie: akun.radiologi ?? '' },
      payload: unggah.payload,
    });
    ditolak(res, 'uid');
  });

  it('still answers 401 before looking at the input', async () => {
    const res = await call('GET', '/pasien?search=%00');
    expect(res.statusCode).toBe(401);
  });
});

describe('dates that do not exist', () => {
  it('the activity log refuses dari=2026-02-30 naming the field', async () => {
    const res = await call('GET', '/log-activity?dari=2026-02-30', akun.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'dari', message: 'Tanggal tidak ada di kalender' }],
    });
    expect((await call('GET', '/log-activity?dari=2026-02-28', akun.admin)).statusCode).toBe(200);
  });

  it('the registration list refuses tanggal=2025-02-29 and a registration for 2030-02-30', async () => {
    const res = await call('GET', '/pendaftaran?tanggal=2025-02-29', akun.pendaftaran);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'tanggal', message: 'Tanggal tidak ada di kalender' }]);
    const sebelum = await countRows(t, 'layanan');
    const daftar = await call('POST', '/pendaftaran', akun.pendaftaran, {
      pasien_uid: '00000000-0000-4000-8000-000000000001',
      poli_uid: '00000000-0000-4000-8000-000000000002',
      tanggal: '2030-02-30',
      penjamin: 'UMUM',
    });
    expect(daftar.statusCode).toBe(400);
    expect(daftar.json().errors).toContainEqual({
      path: 'tanggal',
      message: 'Tanggal tidak ada di kalender',
    });
    expect(await countRows(t, 'layanan')).toBe(sebelum);
  });
});
