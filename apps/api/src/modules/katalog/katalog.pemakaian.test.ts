import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { muatKatalog } from './katalog.seed.ts';

// The catalogue as the rest of Rawat uses it: the diagnosis service counts this hospital's codes,
// and the chart and the resume show the Indonesian title of each diagnosis.
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let a: LayananUji;
let b: LayananUji;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  await muatKatalog(t.database.db);
  for (const r of ['pendaftaran', 'dokter']) akun[r] = await t.login(r);
  a = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  b = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Pasien Kedua' });
});
afterAll(() => t.close());

const jumlah = async (kode: string) =>
  (
    await queryRows<{ n: number }>(t, `select jumlah::int as n from icd10_pemakaian where kode = '${kode}'`)
  )[0]?.n ?? null;
const tambah = (l: LayananUji, kode_icd10: string, jenis: 'UTAMA' | 'SEKUNDER') =>
  call('POST', `/pelayanan/${l.layanan_uid}/diagnosis`, akun.dokter, { kode_icd10, jenis });

describe('usage of ICD-10 codes', () => {
  it('counts a code when a diagnosis is written and takes it back when the diagnosis is removed', async () => {
    expect(await jumlah('A91')).toBeNull();
    expect((await tambah(a, 'A91', 'UTAMA')).statusCode).toBe(201);
    expect((await tambah(b, 'A91', 'UTAMA')).statusCode).toBe(201);
    expect(await jumlah('A91')).toBe(2);
    const dx = await tambah(a, 'R50.9', 'SEKUNDER');
    expect(await jumlah('R50.9')).toBe(1);
    const hapus = await call(
      'DELETE',
      `/pelayanan/${a.layanan_uid}/diagnosis/${dx.json().respon.uid}`,
      akun.dokter,
    );
    expect(hapus.statusCode).toBe(200);
    expect(await jumlah('R50.9')).toBe(0);
    // A refused diagnosis (the same code twice) counts nothing.
    expect((await tambah(a, 'A91', 'SEKUNDER')).statusCode).toBe(409);
    expect(await jumlah('A91')).toBe(2);
  });

  it('lets the search put this hospital’s code first among equal matches', async () => {
    const cari = async () =>
      (await call('GET', '/katalog/icd10?search=kolera&hanya_leaf=true&limit=3', akun.dokter))
        .json()
        .respon.map((r: { kode: string }) => r.kode);
    expect((await cari())[0]).toBe('A00.9');
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'ON_PROCESS',
      nama: 'Pasien Kolera',
    });
    expect((await tambah(l, 'A00.0', 'UTAMA')).statusCode).toBe(201);
    expect((await cari())[0]).toBe('A00.0');
  });
});

describe('diagnoses shown in Indonesian', () => {
  it('lists the chart’s diagnoses with the Indonesian title beside the English one', async () => {
    const res = await call('GET', `/pelayanan/${a.layanan_uid}/diagnosis`, akun.dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toEqual([
      expect.objectContaining({
        kode_icd10: 'A91',
        nama: 'Dengue haemorrhagic fever',
        nama_id: 'Demam berdarah dengue',
      }),
    ]);
    const baru = await tambah(a, 'I10', 'SEKUNDER');
    expect(baru.json().respon).toMatchObject({ kode_icd10: 'I10', nama_id: 'Hipertensi esensial (primer)' });
  });

  it('prints the Indonesian title in the resume, the English one in brackets', async () => {
    const r = await call('GET', `/resume-medis/${a.layanan_uid}?jenis=RJ`, akun.dokter);
    expect(r.json().respon.struktur.diagnosis_utama).toEqual({
      kode: 'A91',
      nama: 'Dengue haemorrhagic fever',
      nama_id: 'Demam berdarah dengue',
    });
    const pdf = await call('GET', `/resume-medis/${a.layanan_uid}/pdf?jenis=RJ`, akun.dokter);
    expect(pdf.statusCode).toBe(200);
    const isi = teksPdf(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(isi).toContain('Demam berdarah dengue (Dengue haemorrhagic fever)');
    expect(isi).toContain('Hipertensi esensial (primer) (Essential (primary) hypertension)');
  });
});
