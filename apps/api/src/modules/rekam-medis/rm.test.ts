import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let l: LayananUji;

const aksesRm = async (pasienUid: string) =>
  (
    await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'rm.read' and entitas_id = '${pasienUid}'`,
    )
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'rm', 'poli', 'kasir']) akun[r] = await t.login(r);
  l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  // 40 more entries; groups of five share one instant, down to the microsecond, so paging must
  // break ties on id. Types alternate so a filter has something to leave out.
  await queryRows(
    t,
    `insert into log_pasien (pasien_uid, kunjungan_uid, layanan_uid, jenis, waktu, ringkasan)
     select '${l.pasien_uid}', '${l.kunjungan_uid}', '${l.layanan_uid}',
            case when g % 2 = 0 then 'LOG_TINDAKAN' else 'LOG_LABOR' end,
            timestamptz '2029-12-01 08:00:00.123456+07' + (g / 5) * interval '1 hour',
            'Entri ' || g
       from generate_series(1, 40) g`,
  );
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', 'J06.9', 'ISPA', 'UTAMA')`,
  );
});
afterAll(() => t.close());

describe('GET /rm/:pasien_uid/timeline', () => {
  it('pages by cursor through every entry exactly once, newest first, and logs one access', async () => {
    const semua = await queryRows<{ id: number }>(
      t,
      `select id from log_pasien where pasien_uid = '${l.pasien_uid}' order by waktu desc, id desc`,
    );
    expect(semua).toHaveLength(41);
    const dilihat: number[] = [];
    let kursor: string | null = null;
    let halaman = 0;
    do {
      const q: string = kursor ? `&sebelum=${kursor}` : '';
      const res = await call('GET', `/rm/${l.pasien_uid}/timeline?limit=7${q}`, akun.rm);
      expect(res.statusCode).toBe(200);
      dilihat.push(...res.json().respon.map((e: { id: number }) => e.id));
      kursor = res.json().metadata.berikutnya;
      halaman += 1;
    } while (kursor && halaman < 20);
    expect(halaman).toBe(6);
    expect(dilihat).toEqual(semua.map((r) => r.id));
    // The registration's own entry is the newest (the seeded ones are a month earlier).
    const pertama = await call('GET', `/rm/${l.pasien_uid}/timeline?limit=1`, akun.dokter);
    expect(pertama.json().respon[0]).toMatchObject({ jenis: 'LOG_DATANG', poli: 'Poli Umum' });
    expect(await aksesRm(l.pasien_uid)).toBe(2);
  });

  it('filters by type and by visit; refuses a bad filter or cursor', async () => {
    const lab = await call(
      'GET',
      `/rm/${l.pasien_uid}/timeline?jenis=LOG_LABOR,LOG_DATANG&limit=100`,
      akun.rm,
    );
    const jenis = new Set(lab.json().respon.map((e: { jenis: string }) => e.jenis));
    expect([...jenis].sort()).toEqual(['LOG_DATANG', 'LOG_LABOR']);
    expect(lab.json().respon).toHaveLength(21);
    const kunjungan = await call(
      'GET',
      `/rm/${l.pasien_uid}/timeline?layanan_uid=00000000-0000-4000-8000-000000000000`,
      akun.rm,
    );
    expect(kunjungan.json().respon).toEqual([]);
    expect((await call('GET', `/rm/${l.pasien_uid}/timeline?jenis=LOG_X`, akun.rm)).statusCode).toBe(400);
    expect((await call('GET', `/rm/${l.pasien_uid}/timeline?sebelum=abc`, akun.rm)).statusCode).toBe(400);
    // A cursor whose log id is past the int4 column's range is a bad cursor, not a 500.
    expect(
      (await call('GET', `/rm/${l.pasien_uid}/timeline?sebelum=4_20705236612`, akun.rm)).statusCode,
    ).toBe(400);
  });

  it('is for medical records and doctors only', async () => {
    expect((await call('GET', `/rm/${l.pasien_uid}/timeline`, akun.poli)).statusCode).toBe(403);
    expect((await call('GET', `/rm/${l.pasien_uid}/timeline`)).statusCode).toBe(401);
    const tidakAda = await call('GET', '/rm/00000000-0000-4000-8000-000000000000/timeline', akun.rm);
    expect(tidakAda.statusCode).toBe(404);
  });
});

describe('GET /rm/:pasien_uid and /kunjungan', () => {
  it('shows who the record is of, with the visits and their diagnosis', async () => {
    const res = await call('GET', `/rm/${l.pasien_uid}`, akun.rm);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      uid: l.pasien_uid,
      jumlah_kunjungan: 1,
      kunjungan_terakhir: { tanggal: '2030-01-07', poli: 'Poli Umum' },
    });
    const k = await call('GET', `/rm/${l.pasien_uid}/kunjungan`, akun.dokter);
    expect(k.statusCode).toBe(200);
    expect(k.json().metadata.total_data).toBe(1);
    expect(k.json().respon[0]).toMatchObject({
      layanan_uid: l.layanan_uid,
      poli: { jenis: 'RAWAT_JALAN' },
      diagnosis_utama: { kode: 'J06.9' },
      resume: null,
    });
  });

  it('answers 400, 401, 403 and 404 as a person would expect', async () => {
    expect((await call('GET', '/rm/bukan-uid', akun.rm)).statusCode).toBe(400);
    expect((await call('GET', `/rm/${l.pasien_uid}`)).statusCode).toBe(401);
    expect((await call('GET', `/rm/${l.pasien_uid}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', `/rm/${l.pasien_uid}/kunjungan`, akun.poli)).statusCode).toBe(403);
    expect((await call('GET', '/rm/00000000-0000-4000-8000-000000000000', akun.rm)).statusCode).toBe(404);
    expect((await call('GET', `/rm/${l.pasien_uid}/kunjungan?limit=0`, akun.rm)).statusCode).toBe(400);
  });
});
