import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { kolomDaftar } from '../db/cek-daftar.ts';
import * as schema from '../db/schema.ts';
import { bodyPasien } from '../modules/pasien/pasien.factory.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../test/harness.ts';
import { serializerTahanDaftar } from './jawaban-tahan.ts';

// Stored values outside their lists: the CHECKs, the repair that came before them, and the
// answer that stays readable when one slips through anyway (docs/platform.md, "Data terjaga").

const folder = path.resolve(import.meta.dirname, '../../migrations');
const migrasi = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => ({ f, isi: readFileSync(path.join(folder, f), 'utf8') }));
const migrasiDaftar = migrasi.find((m) => m.f.startsWith('0011_'));
if (!migrasiDaftar) throw new Error('migration 0011 missing');
/**
 * The repair statements in force: migration 0011's, in its order, each replaced by the latest
 * migration's statement for the same column where a later list grew (0015 and on).
 */
const kunciPerbaikan = (q: string) => q.split(',').slice(0, 3).join(',');
const terakhir = new Map<string, string>();
for (const m of migrasi)
  for (const [q] of m.isi.matchAll(/^SELECT perbaiki_daftar\(.*\);/gm)) terakhir.set(kunciPerbaikan(q), q);
const perbaikan = [...migrasiDaftar.isi.matchAll(/^SELECT perbaiki_daftar\(.*\);/gm)].map(
  (m) => terakhir.get(kunciPerbaikan(m[0])) ?? m[0],
);

describe('CHECK constraints from the domain lists', () => {
  it('every enumerated column added in a migration is repaired first, by its own list and rule', () => {
    // Drizzle builds a table's constraints when its config is read, as drizzle-kit does.
    for (const v of Object.values(schema)) if (is(v, PgTable)) getTableConfig(v);
    expect(kolomDaftar.length).toBeGreaterThan(60);
    for (const k of kolomDaftar) {
      // The last migration that (re)adds it: a list that grew is repaired again by its own list.
      const m = migrasi.findLast((x) => x.isi.includes(`ADD CONSTRAINT "${k.constraint}"`));
      // Constraints older than the repair (0010 and before) were there before any data was.
      if (!m || m.f < '0011') continue;
      const daftar = k.daftar.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
      const jadi =
        k.perbaikan.jadi === 'kosong'
          ? 'NULL, true'
          : k.perbaikan.jadi === 'nilai'
            ? `'${k.perbaikan.nilai}', false`
            : 'NULL, false';
      const panggilan = `'${k.tabel}', `;
      const baris = m.isi
        .split('\n')
        .find((l) => l.startsWith(`SELECT perbaiki_daftar(${panggilan}`) && l.includes(`, '${k.kolom}', `));
      expect(baris, k.constraint).toContain(`ARRAY[${daftar}], ${jadi});`);
      expect(m.isi.indexOf(baris ?? ''), k.constraint).toBeLessThan(
        m.isi.indexOf(`ADD CONSTRAINT "${k.constraint}"`),
      );
    }
  });
});

describe('migration 0011 repairs stored values outside their lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jalankan = (q: string) => t.database.db.execute(sql.raw(q));

  it('sets a NULL-able field to NULL, a status to its safe value, and records both', async () => {
    const pendaftaran = await t.login('pendaftaran');
    const res = await panggil(() => t)('POST', '/pasien', pendaftaran, bodyPasien({ pendidikan: 'SMA' }));
    expect(res.statusCode).toBe(201);
    const uid: string = res.json().respon.uid;
    // What an import did before the CHECKs existed.
    await jalankan('ALTER TABLE pasien DROP CONSTRAINT pasien_pendidikan_ck');
    await jalankan('ALTER TABLE akun DROP CONSTRAINT akun_status_ck');
    await jalankan(`UPDATE pasien SET pendidikan = 'S1' WHERE uid = '${uid}'`);
    await jalankan(`UPDATE akun SET status = 'DIBLOKIR' WHERE username = 'kasir'`);

    for (const q of perbaikan) await jalankan(q);

    const [p] = await queryRows<{ pendidikan: string | null }>(
      t,
      `select pendidikan from pasien where uid = '${uid}'`,
    );
    expect(p?.pendidikan).toBeNull();
    const [a] = await queryRows<{ uid: string; status: string }>(
      t,
      "select uid, status from akun where username = 'kasir'",
    );
    // An unknown account status must not let anyone sign in.
    expect(a?.status).toBe('NONAKTIF');
    const catatan = await queryRows<Record<string, string | null>>(
      t,
      'select tabel, baris_id, kolom, nilai_lama, nilai_baru from perbaikan_data order by id',
    );
    expect(catatan).toEqual([
      { tabel: 'akun', baris_id: a?.uid, kolom: 'status', nilai_lama: 'DIBLOKIR', nilai_baru: 'NONAKTIF' },
      { tabel: 'pasien', baris_id: uid, kolom: 'pendidikan', nilai_lama: 'S1', nilai_baru: null },
    ]);
    // The constraints the migration adds next now hold.
    await jalankan(
      `ALTER TABLE pasien ADD CONSTRAINT pasien_pendidikan_ck CHECK (pendidikan in ('TIDAK_SEKOLAH', 'BELUM_TAMAT_SD', 'SD', 'SMP', 'SMA', 'D1_D2', 'D3', 'D4_S1', 'S2', 'S3'))`,
    );
    await expect(jalankan(`UPDATE pasien SET pendidikan = 'S1' WHERE uid = '${uid}'`)).rejects.toThrow();
  });

  it('stops, naming the row, where no value is safe (a role), and changes nothing', async () => {
    await jalankan('ALTER TABLE akun DROP CONSTRAINT akun_role_ck');
    await jalankan(`UPDATE akun SET role = 'SUPERADMIN' WHERE username = 'gudang'`);
    const sebelum = await queryRows<{ n: number }>(t, 'select count(*)::int as n from perbaikan_data');
    const baris = perbaikan.find((q) => q.includes("('akun', 'uid', 'role'"));
    expect(baris).toBeDefined();
    const galat = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(baris ?? ''));
      })
      .then(
        () => null,
        (e: Error) => e,
      );
    // The migration's message, under the driver's "Failed query" wrapper.
    expect(String((galat?.cause as Error | undefined)?.message)).toMatch(
      /akun\.role: 1 baris .*'SUPERADMIN'/,
    );
    const [a] = await queryRows<{ role: string }>(t, "select role from akun where username = 'gudang'");
    expect(a?.role).toBe('SUPERADMIN');
    expect(await queryRows<{ n: number }>(t, 'select count(*)::int as n from perbaikan_data')).toEqual(
      sebelum,
    );
  });
});

describe('a stored value outside its list answers null, never 500', () => {
  let t: TestApp;
  let uid: string;
  let rm: string;
  beforeAll(async () => {
    t = await createTestApp();
    const pendaftaran = await t.login('pendaftaran');
    rm = await t.login('rm');
    const res = await panggil(() => t)(
      'POST',
      '/pasien',
      pendaftaran,
      bodyPasien({ nama: 'Rusak Terjaga', pendidikan: 'D4_S1', agama: 'ISLAM' }),
    );
    uid = res.json().respon.uid;
    await t.database.db.execute(sql.raw('ALTER TABLE pasien DROP CONSTRAINT pasien_pendidikan_ck'));
    await t.database.db.execute(sql.raw('ALTER TABLE pasien DROP CONSTRAINT pasien_jenis_kelamin_ck'));
    await t.database.db.execute(
      sql.raw(`UPDATE pasien SET pendidikan = 'S1', jenis_kelamin = 'X' WHERE uid = '${uid}'`),
    );
  });
  afterAll(() => t.close());

  it('opens the patient: 200, the damaged fields null, the rest intact, a warning logged', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await panggil(() => t)('GET', `/pasien/${uid}`, rm);
    expect(res.statusCode).toBe(200);
    const p = res.json().respon;
    expect(p).toMatchObject({
      uid,
      nama: 'Rusak Terjaga',
      pendidikan: null,
      jenis_kelamin: null,
      agama: 'ISLAM',
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `/api/v1/pasien/${uid}`,
        kerusakan: expect.arrayContaining([
          { path: 'respon.pendidikan', nilai: 'S1' },
          { path: 'respon.jenis_kelamin', nilai: 'X' },
        ]),
      }),
      expect.stringContaining('di luar daftar'),
    );
    warn.mockRestore();
  });

  it('lists the patient: 200, the damaged field null in its row only', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await panggil(() => t)('GET', `/pasien?q=${encodeURIComponent('Rusak Terjaga')}`, rm);
    expect(res.statusCode).toBe(200);
    const baris = res.json().respon as { uid: string; jenis_kelamin: string | null }[];
    expect(baris.find((b) => b.uid === uid)?.jenis_kelamin).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        kerusakan: [{ path: expect.stringMatching(/^respon\.\d+\.jenis_kelamin$/), nilai: 'X' }],
      }),
      expect.any(String),
    );
    warn.mockRestore();
  });
});

describe('serializerTahanDaftar', () => {
  const log = { warn: vi.fn() };
  const serialisasi = (schema: z.ZodType, data: unknown) =>
    serializerTahanDaftar(log as never)({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);
  const skema = z.object({ a: z.enum(['X', 'Y']).nullable(), n: z.number() });

  it('answers valid data exactly as the contract serializer does', () => {
    expect(serialisasi(skema, { a: 'X', n: 1 })).toBe('{"a":"X","n":1}');
  });

  it('still refuses a mismatch that is not an enumeration (a wrong type is a bug, not data)', () => {
    expect(() => serialisasi(skema, { a: 'Q', n: 'satu' })).toThrow();
  });
});
