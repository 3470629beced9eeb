import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { diagnosisRl, kodingRl, type LayananRl, layananRl, pasienRl } from '../rl/rl.factory.ts';

// RL 5 of December 2029 (the clock on 7 January 2030) is stored once computed and taken from the
// store while nothing under it changes; each change to what it counts is seen at the next read.
//   Cici P 1950  Umum 20 Nov (before the month) · Umum 5 Dec I10 LAMA: an old visit (an earlier one exists)
//   Adi  L 1990  Umum 3 Dec J06.9 BARU: a new visit; RL 5.3 ranks new cases, so J06.9 alone

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum = '';
let cici = '';
let adi = '';
let ciciNov: LayananRl;
let ciciDes: LayananRl;
let adiDes: LayananRl;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'rm']) akun[r] = await t.login(r);
  umum = (await queryRows<{ nama: string }>(t, "select nama from poli where kode = 'UMUM'"))[0]?.nama ?? '';
  cici = await pasienRl(t, akun.pendaftaran ?? '', 'Cici', 'P', '1950-01-01');
  ciciNov = await layananRl(t, cici, 'UMUM', '2029-11-20', [['I10', 'Hipertensi esensial', 'UTAMA', 'BARU']]);
  ciciDes = await layananRl(t, cici, 'UMUM', '2029-12-05', [['I10', 'Hipertensi esensial', 'UTAMA', 'LAMA']]);
  adi = await pasienRl(t, akun.pendaftaran ?? '', 'Adi', 'L', '1990-06-15');
  adiDes = await layananRl(t, adi, 'UMUM', '2029-12-03', [['J06.9', 'ISPA akut', 'UTAMA', 'BARU']]);
});
afterAll(() => t.close());

type Tabel = { kode: string; baris: unknown[][] };
async function rl5() {
  const res = await call('GET', '/laporan/rl/rl5?periode=2029-12', akun.rm);
  expect(res.statusCode, res.body).toBe(200);
  const tabel = res.json().respon.tabel as Tabel[];
  const f = (kode: string) => tabel.find((x) => x.kode === kode)?.baris ?? [];
  return {
    /** RL 5.1 per clinic: new L, new P, old L, old P, total. */
    kunjungan: Object.fromEntries(f('RL 5.1').map((b) => [b[1], b.slice(2)])),
    /** RL 5.3: the codes ranked. */
    penyakit: f('RL 5.3').map((b) => b[1]),
  };
}
const tersimpan = () =>
  queryRows<{ jenis: string; kunci: string }>(t, 'select jenis, kunci from laporan_simpanan order by jenis');

describe('stored summaries of the RL reports', () => {
  it('stores a month once computed and answers the next read from the store', async () => {
    expect(await rl5()).toEqual({ kunjungan: { [umum]: [1, 0, 0, 1, 2] }, penyakit: ['J06.9'] });
    expect(await tersimpan()).toEqual([
      { jenis: 'morbiditas-inap', kunci: '2029-12-01..2029-12-31' },
      { jenis: 'morbiditas-kunjungan-jalan', kunci: '2029-12-01..2029-12-31' },
    ]);
    // Proof that the store answers: a value written into it (and nowhere else) comes back.
    await queryRows(
      t,
      `update laporan_simpanan set hasil = replace(hasil::text, '"${umum}"', '"Poli Tersimpan"')::jsonb
        where jenis = 'morbiditas-kunjungan-jalan'`,
    );
    expect(Object.keys((await rl5()).kunjungan)).toEqual(['Poli Tersimpan']);
  });

  it('counts again after a diagnosis of the month is written', async () => {
    await diagnosisRl(t, adiDes, adi, [['E11.9', 'Diabetes melitus tipe 2', 'SEKUNDER', 'BARU']]);
    expect(await rl5()).toEqual({ kunjungan: { [umum]: [1, 0, 0, 1, 2] }, penyakit: ['E11.9', 'J06.9'] });
  });

  it("counts again after the coder's set replaces the doctor's", async () => {
    await kodingRl(t, adiDes, adi, 'J00', 'Nasofaringitis akut');
    expect((await rl5()).penyakit).toEqual(['J00']);
  });

  it('sees a visit turn new when the earlier visit, in another month, is cancelled', async () => {
    await queryRows(t, `update layanan set status = 'BATAL' where uid = '${ciciNov.layanan_uid}'`);
    expect((await rl5()).kunjungan).toEqual({ [umum]: [1, 1, 0, 0, 2] });
  });

  it("sees a patient's corrected sex", async () => {
    await queryRows(t, `update pasien set jenis_kelamin = 'L' where uid = '${cici}'`);
    expect((await rl5()).kunjungan).toEqual({ [umum]: [2, 0, 0, 0, 2] });
  });

  it("sees a clinic's new name in every month", async () => {
    await queryRows(t, `update poli set nama = 'Poli Umum Pratama' where kode = 'UMUM'`);
    expect(Object.keys((await rl5()).kunjungan)).toEqual(['Poli Umum Pratama']);
    await queryRows(t, `update poli set nama = '${umum}' where kode = 'UMUM'`);
  });

  it('keeps a change an hour old only while a stored summary has not seen it', async () => {
    await rl5();
    await queryRows(
      t,
      "insert into laporan_ubah (bulan, xid, dicatat) values ('2031-05-01', '1', now() - interval '2 hours')",
    );
    await queryRows(t, "insert into laporan_ubah (bulan, dicatat) values ('2031-06-01', now())");
    // A change to what the store holds makes the next read count again and store it, which cleans up.
    await diagnosisRl(t, ciciDes, cici, [['R50.9', 'Demam', 'SEKUNDER', 'BARU']]);
    expect((await rl5()).penyakit).toContain('R50.9');
    const sisa = await queryRows<{ bulan: string }>(
      t,
      "select bulan::text from laporan_ubah where bulan > '2031-01-01'",
    );
    expect(sisa.map((r) => r.bulan)).toEqual(['2031-06-01']);
  });
});
