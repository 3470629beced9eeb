import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../../ranap/ranap.factory.ts';
import { type Dx, diagnosisRl, kodingRl, type LayananRl, layananRl, pasienRl } from './rl.factory.ts';

// A small known month, December 2029 (31 days), the clock on Monday 7 January 2030. Hand count:
// Outpatients (Poli Umum, IGD):
//   Adi   L 15-06-1990  Umum 3 Dec  J06.9 BARU (39 y)   ·  Umum 17 Dec J06.9 LAMA
//   Bela  P 10-12-2029  Umum 10 Dec P59.9 BARU (day 0: 1–23 jam) · IGD 20 Dec A09 BARU (10 d),
//                       recoded by the coder to K52.9: K52.9 counts, A09 does not
//   Cici  P 01-01-1950  Umum 20 Nov (before the month) · Umum 5 Dec I10 LAMA + E11.9 BARU (79 y)
//   Dodi  L 01-03-2000  IGD 25 Dec I21.9 BARU, dies at the IGD (29 y)
//   RL 5.1  Umum: baru L 1 (Adi), baru P 1 (Bela), lama L 1 (Adi), lama P 1 (Cici) = 4
//           IGD:  baru L 1 (Dodi), baru P 1 (Bela) = 2
//   RL 4.2  E11.9 P 75–79 baru 1 · I10 baru 0, visit 1 · I21.9 L 25–29 baru 1 · J06.9 L 35–39
//           baru 1, visits 2 · K52.9 P 8–28 hari 1 · P59.9 P 1–23 jam 1: new cases 5, visits 7
// Inpatients (ward Mawar, 12 beds; the hospital 48 beds in the demo seed):
//   Eko   L 05-05-1960  2 Dec 10:00 → home 6 Dec   J18.9, coded J15.9 (69 y)  HP 4, LD 4
//   Fitri P 02-02-1985 10 Dec 08:00 → dies 14 Dec 08:00 (96 h ≥ 48) I21.9 (44 y) HP 4, LD 4
//   Gita  P 07-07-2010 20 Dec → still in                               HP 20–31 = 12
//   Hadi  L 01-01-1995 28 Nov → home 3 Dec   J18.9 (34 y)               HP 1–2 Dec = 2, LD 5
//   HP 22, LD 13, out 3 (alive 2, dead 1 ≥ 48 h): BOR 22/(48×31)×100 = 1.48, AVLOS 13/3 = 4.33,
//   BTO 3/48 = 0.06, TOI (1488−22)/3 = 488.67, NDR = GDR = 1000/3 = 333.33; visits/day 6/31 = 0.19
//   RL 4.1  I21.9 P 40–44 dead 1 · J15.9 L 65–69 alive 1 · J18.9 L 30–34 alive 1
// The year 2029 adds Cici's November visit, Hadi's November days (28–30 Nov: HP 3) and
//   Joko  L 17-08-1970 10 Mar 10:00 → home 14 Mar 09:00   J18.9 (58 y)  HP 4, LD 4
//   RL 1.2  HP 22 + 3 + 4 = 29, LD 17, out 4 (dead 1 ≥ 48 h), 48 beds × 365 days:
//           BOR 29/17520×100 = 0.17, AVLOS 17/4 = 4.25, BTO 4/48 = 0.08, TOI (17520−29)/4 = 4372.75,
//           NDR = GDR = 1000/4 = 250; visits/day 7/365 = 0.02
//   RL 4.1  J18.9 L 30–34 1 + 55–59 1 = 2: alive 3, dead 1, out 4
//   RL 4.2  I10 P 75–79 baru 1, visits 2: new cases L 2, P 4 = 6, visits 8
//   RL 5.1  Umum: baru L 1 (Adi), baru P 2 (Bela, Cici), lama L 1, lama P 1 = 5; all 2, 3, 1, 1 = 7
//   RL 5.2  J18.9 2 (alive L 2), then I21.9 and J15.9 1 each · RL 5.3 adds I10

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum = '';

const wib = (s: string) => `2029-${s}:00+07:00`;

const pasien = (nama: string, jk: 'L' | 'P', lahir: string) =>
  pasienRl(t, akun.pendaftaran ?? '', nama, jk, lahir);
const layanan = (pasienUid: string, poli: string, tanggal: string, dx: Dx[]) =>
  layananRl(t, pasienUid, poli, tanggal, dx);
const diagnosis = (r: LayananRl, pasienUid: string, dx: Dx[]) => diagnosisRl(t, r, pasienUid, dx);
const koding = (r: LayananRl, pasienUid: string, kode: string, nama: string) =>
  kodingRl(t, r, pasienUid, kode, nama);

async function pulang(s: StayUji, pada: string, meninggal?: string) {
  await queryRows(
    t,
    `with tutup as (update rawat_inap set keluar_pada = '${pada}', sebab_keluar = 'PULANG'
                    where perawatan_inap_uid = '${s.perawatan_inap_uid}' and keluar_pada is null returning bed_uid),
          bebas as (update bed set status = 'KOSONG' where uid in (select bed_uid from tutup))
     update perawatan_inap set status = 'PULANG', pulang_pada = '${pada}',
            cara_pulang = '${meninggal ? 'MENINGGAL' : 'ATAS_PERSETUJUAN'}',
            waktu_meninggal = ${meninggal ? `'${meninggal}'` : 'null'}
      where uid = '${s.perawatan_inap_uid}'`,
  );
}

async function inap(nama: string, jk: 'L' | 'P', lahir: string, masuk: string) {
  const s = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama, masuk });
  await queryRows(
    t,
    `update pasien set jenis_kelamin = '${jk}', tanggal_lahir = '${lahir}' where uid = '${s.pasien_uid}'`,
  );
  return s;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'rm', 'perawat']) akun[r] = await t.login(r);
  umum = (await queryRows<{ nama: string }>(t, "select nama from poli where kode = 'UMUM'"))[0]?.nama ?? '';

  const adi = await pasien('Adi', 'L', '1990-06-15');
  await layanan(adi, 'UMUM', '2029-12-03', [['J06.9', 'ISPA akut', 'UTAMA', 'BARU']]);
  await layanan(adi, 'UMUM', '2029-12-17', [['J06.9', 'ISPA akut', 'UTAMA', 'LAMA']]);
  const bela = await pasien('Bela', 'P', '2029-12-10');
  await layanan(bela, 'UMUM', '2029-12-10', [['P59.9', 'Ikterus neonatorum', 'UTAMA', 'BARU']]);
  const bela2 = await layanan(bela, 'IGD', '2029-12-20', [
    ['A09', 'Diare dan gastroenteritis', 'UTAMA', 'BARU'],
  ]);
  await koding(bela2, bela, 'K52.9', 'Gastroenteritis dan kolitis noninfeksi');
  const cici = await pasien('Cici', 'P', '1950-01-01');
  await layanan(cici, 'UMUM', '2029-11-20', [['I10', 'Hipertensi esensial', 'UTAMA', 'BARU']]);
  await layanan(cici, 'UMUM', '2029-12-05', [
    ['I10', 'Hipertensi esensial', 'UTAMA', 'LAMA'],
    ['E11.9', 'Diabetes melitus tipe 2', 'SEKUNDER', 'BARU'],
  ]);
  const dodi = await pasien('Dodi', 'L', '2000-03-01');
  const dodi1 = await layanan(dodi, 'IGD', '2029-12-25', [['I21.9', 'Infark miokard akut', 'UTAMA', 'BARU']]);
  await queryRows(
    t,
    `insert into tindak_lanjut (kunjungan_uid, layanan_uid, pasien_uid, jenis, waktu_meninggal)
     values ('${dodi1.kunjungan_uid}', '${dodi1.layanan_uid}', '${dodi}', 'MENINGGAL', '${wib('12-25T10:00')}')`,
  );

  const eko = await inap('Eko', 'L', '1960-05-05', wib('12-02T10:00'));
  await diagnosis(eko, eko.pasien_uid, [['J18.9', 'Pneumonia', 'UTAMA', 'BARU']]);
  await koding(eko, eko.pasien_uid, 'J15.9', 'Pneumonia bakterial');
  await pulang(eko, wib('12-06T09:00'));
  const fitri = await inap('Fitri', 'P', '1985-02-02', wib('12-10T08:00'));
  await diagnosis(fitri, fitri.pasien_uid, [['I21.9', 'Infark miokard akut', 'UTAMA', 'BARU']]);
  await pulang(fitri, wib('12-14T08:00'), wib('12-14T08:00'));
  await inap('Gita', 'P', '2010-07-07', wib('12-20T10:00'));
  const hadi = await inap('Hadi', 'L', '1995-01-01', '2029-11-28T10:00:00+07:00');
  await diagnosis(hadi, hadi.pasien_uid, [['J18.9', 'Pneumonia', 'UTAMA', 'BARU']]);
  await pulang(hadi, wib('12-03T09:00'));
  const joko = await inap('Joko', 'L', '1970-08-17', wib('03-10T10:00'));
  await diagnosis(joko, joko.pasien_uid, [['J18.9', 'Pneumonia', 'UTAMA', 'BARU']]);
  await pulang(joko, wib('03-14T09:00'));
});
afterAll(() => t.close());

type Tabel = {
  kode: string;
  kolom: { label: string; grup: string | null }[];
  baris: unknown[][];
  total: unknown[] | null;
};
const rl = async (formulir: string, periode = '2029-12') => {
  const res = await call('GET', `/laporan/rl/${formulir}?periode=${periode}`, akun.rm);
  expect(res.statusCode, res.body).toBe(200);
  const tabel = res.json().respon.tabel as Tabel[];
  return (kode: string) => {
    const x = tabel.find((y) => y.kode === kode);
    if (!x) throw new Error(kode);
    return x;
  };
};
/** Every row's numbers (and the totals') by its code or name, summed over the tables given. */
function angka(tabel: Tabel[]): Record<string, number[]> {
  const hasil: Record<string, number[]> = {};
  for (const x of tabel)
    for (const b of x.total ? [...x.baris, x.total] : x.baris) {
      const kunci = b === x.total ? 'TOTAL' : String(b[1]);
      const n = b.map((v) => (typeof v === 'number' ? v : 0));
      const ada = hasil[kunci];
      hasil[kunci] = ada ? ada.map((v, i) => v + (n[i] ?? 0)) : n;
    }
  return hasil;
}
const BULAN_2029 = Array.from({ length: 12 }, (_, i) => `2029-${String(i + 1).padStart(2, '0')}`);

/** A row as { heading: value }, grouped headings as 'Group/Label'. */
const baca = (x: Tabel, b: unknown[]) =>
  Object.fromEntries(x.kolom.map((k, i) => [k.grup ? `${k.grup}/${k.label}` : k.label, b[i]]));
const cari = (x: Tabel, kode: string) => {
  const b = x.baris.find((r) => r[1] === kode);
  return b ? baca(x, b) : undefined;
};

describe('RL 1', () => {
  it('takes the indicators from the census service and counts visits per day', async () => {
    const f = await rl('rl1');
    const [b] = f('RL 1.2').baris;
    expect(baca(f('RL 1.2'), b ?? [])).toEqual({
      Periode: 'Desember 2029',
      'BOR (%)': 1.48,
      'AVLOS (hari)': 4.33,
      'BTO (kali)': 0.06,
      'TOI (hari)': 488.67,
      'NDR (‰)': 333.33,
      'GDR (‰)': 333.33,
      'Rata-rata Kunjungan/hari': 0.19,
    });
    const tt = f('RL 1.3');
    expect(tt.total?.[2]).toBe(48);
    const mawar = tt.baris.find((r) => r[1] === 'Mawar');
    expect(mawar?.[2]).toBe(12);
  });
});

describe('RL 3', () => {
  it('shows the ward activity and the IGD visits with their follow-up', async () => {
    const f = await rl('rl3');
    const mawar = f('RL 3.1').baris.find((r) => r[1] === 'Mawar') ?? [];
    expect(baca(f('RL 3.1'), mawar)).toMatchObject({
      'Pasien Awal Periode': 1,
      'Pasien Masuk': 3,
      'Pasien Keluar Hidup': 2,
      'Pasien Keluar Mati/< 48 jam': 0,
      'Pasien Keluar Mati/≥ 48 jam': 1,
      'Jumlah Lama Dirawat': 13,
      'Pasien Akhir Periode': 1,
      'Jumlah Hari Perawatan': 22,
    });
    const igd = f('RL 3.2');
    expect(igd.total?.slice(2)).toEqual([0, 2, 0, 0, 0, 1, 0]);
  });
});

describe('RL 4', () => {
  it('counts inpatient discharges by the coded primary diagnosis, age band and sex', async () => {
    const x = (await rl('rl4'))('RL 4.1');
    expect(x.baris.map((b) => b[1])).toEqual(['I21.9', 'J15.9', 'J18.9']);
    expect(cari(x, 'I21.9')).toMatchObject({
      '40 - 44 Tahun/P': 1,
      'Jumlah Pasien Keluar (Hidup & Mati) menurut Jenis Kelamin/P': 1,
      'Jumlah Pasien Keluar Hidup': 0,
      'Jumlah Pasien Keluar Mati': 1,
      Total: 1,
    });
    expect(cari(x, 'J15.9')).toMatchObject({ '65 - 69 Tahun/L': 1, 'Jumlah Pasien Keluar Hidup': 1 });
    expect(cari(x, 'J18.9')).toMatchObject({ '30 - 34 Tahun/L': 1, Total: 1 });
    expect(x.total?.slice(-3)).toEqual([2, 1, 3]);
  });

  it('counts outpatient new cases by band and every visit, the coder’s code replacing the doctor’s', async () => {
    const x = (await rl('rl4'))('RL 4.2');
    expect(x.baris.map((b) => b[1])).toEqual(['E11.9', 'I10', 'I21.9', 'J06.9', 'K52.9', 'P59.9']);
    expect(cari(x, 'J06.9')).toMatchObject({
      '35 - 39 Tahun/L': 1,
      'Jumlah Kasus Baru': 1,
      'Jumlah Kunjungan': 2,
    });
    expect(cari(x, 'P59.9')).toMatchObject({
      '1 - 23 Jam/P': 1,
      '< 1 Jam/P': 0,
    });
    expect(cari(x, 'K52.9')).toMatchObject({ '8 - 28 Hari/P': 1 });
    expect(cari(x, 'I10')).toMatchObject({ 'Jumlah Kasus Baru': 0, 'Jumlah Kunjungan': 1 });
    expect(cari(x, 'E11.9')).toMatchObject({ '75 - 79 Tahun/P': 1 });
    expect(cari(x, 'I21.9')).toMatchObject({ '25 - 29 Tahun/L': 1 });
    expect(x.total?.slice(-4)).toEqual([2, 3, 5, 7]);
  });
});

describe('RL 5', () => {
  it('counts new and old visits per clinic and ranks the ten most frequent diseases', async () => {
    const f = await rl('rl5');
    const k = f('RL 5.1');
    expect(k.baris.find((r) => r[1] === umum)?.slice(2)).toEqual([1, 1, 1, 1, 4]);
    expect(k.total?.slice(2)).toEqual([2, 2, 1, 1, 6]);
    expect(f('RL 5.2').baris).toEqual([
      ['1', 'I21.9', 'Infark miokard akut', 0, 0, 0, 1, 1],
      ['2', 'J15.9', 'Pneumonia bakterial', 1, 0, 0, 0, 1],
      ['3', 'J18.9', 'Pneumonia', 1, 0, 0, 0, 1],
    ]);
    expect(f('RL 5.3').baris.map((b) => b[1])).toEqual(['E11.9', 'I21.9', 'J06.9', 'K52.9', 'P59.9']);
  });

  it('downloads the workbook with the form headings and the same numbers', async () => {
    const res = await call('GET', '/laporan/rl/rl5?periode=2029-12&format=xlsx', akun.rm);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Laporan RL5 2029-12.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('RL 5.1');
    if (!ws) throw new Error('RL 5.1');
    expect(ws.getCell('A1').value).toBe('Formulir RL 5.1 Kunjungan Rawat Jalan');
    expect((ws.getRow(4).values as unknown[]).slice(1, 7)).toEqual([
      'No',
      'Jenis Kegiatan',
      'Kunjungan Baru',
      'Kunjungan Baru',
      'Kunjungan Lama',
      'Kunjungan Lama',
    ]);
    expect((ws.getRow(5).values as unknown[]).slice(3, 7)).toEqual(['L', 'P', 'L', 'P']);
    const baris = [6, 7, 8].map((i) => (ws.getRow(i).values as unknown[]).slice(1));
    expect(baris.find((b) => b[1] === umum)).toEqual(
      ['1', umum, 1, 1, 1, 1, 4].map((v, i) => (i === 0 ? expect.any(String) : v)),
    );
    expect(baris.find((b) => b[1] === 'TOTAL')).toEqual(
      [null, 'TOTAL', 2, 2, 1, 1, 6].map((v) => v ?? undefined),
    );
    const top = wb.getWorksheet('RL 5.2');
    expect(top?.getRow(6).values).toEqual([undefined, '1', 'I21.9', 'Infark miokard akut', 0, 0, 0, 1, 1]);
  });
});

describe('a year', () => {
  it('takes RL 1 indicators from the months’ census summed', async () => {
    const f = await rl('rl1', '2029');
    const x = f('RL 1.2');
    expect(baca(x, x.baris[0] ?? [])).toEqual({
      Periode: 'Tahun 2029',
      'BOR (%)': 0.17,
      'AVLOS (hari)': 4.25,
      'BTO (kali)': 0.08,
      'TOI (hari)': 4372.75,
      'NDR (‰)': 250,
      'GDR (‰)': 250,
      'Rata-rata Kunjungan/hari': 0.02,
    });
  });

  it('counts RL 4 over the whole year, by hand and as the sum of its months', async () => {
    const f = await rl('rl4', '2029');
    const inap = f('RL 4.1');
    expect(inap.baris.map((b) => b[1])).toEqual(['I21.9', 'J15.9', 'J18.9']);
    expect(cari(inap, 'J18.9')).toMatchObject({
      '30 - 34 Tahun/L': 1,
      '55 - 59 Tahun/L': 1,
      'Jumlah Pasien Keluar Hidup': 2,
      Total: 2,
    });
    expect(inap.total?.slice(-3)).toEqual([3, 1, 4]);
    const jalan = f('RL 4.2');
    expect(jalan.baris.map((b) => b[1])).toEqual(['E11.9', 'I10', 'I21.9', 'J06.9', 'K52.9', 'P59.9']);
    expect(cari(jalan, 'I10')).toMatchObject({
      '75 - 79 Tahun/P': 1,
      'Jumlah Kasus Baru': 1,
      'Jumlah Kunjungan': 2,
    });
    expect(jalan.total?.slice(-4)).toEqual([2, 4, 6, 8]);
    const bulan: ((kode: string) => Tabel)[] = [];
    for (const b of BULAN_2029) bulan.push(await rl('rl4', b));
    for (const kode of ['RL 4.1', 'RL 4.2'])
      expect(angka([f(kode)]), kode).toEqual(angka(bulan.map((m) => m(kode))));
  });

  it('counts RL 5 over the whole year, by hand and as the sum of its months', async () => {
    const f = await rl('rl5', '2029');
    const k = f('RL 5.1');
    expect(k.baris.find((r) => r[1] === umum)?.slice(2)).toEqual([1, 2, 1, 1, 5]);
    expect(k.total?.slice(2)).toEqual([2, 3, 1, 1, 7]);
    const bulan: Tabel[] = [];
    for (const b of BULAN_2029) bulan.push((await rl('rl5', b))('RL 5.1'));
    expect(angka([k])).toEqual(angka(bulan));
    expect(f('RL 5.2').baris).toEqual([
      ['1', 'J18.9', 'Pneumonia', 2, 0, 0, 0, 2],
      ['2', 'I21.9', 'Infark miokard akut', 0, 0, 0, 1, 1],
      ['3', 'J15.9', 'Pneumonia bakterial', 1, 0, 0, 0, 1],
    ]);
    expect(f('RL 5.3').baris.map((b) => b[1])).toEqual(['E11.9', 'I10', 'I21.9', 'J06.9', 'K52.9', 'P59.9']);
  });
});

describe('indeks morbiditas', () => {
  it('ranks diagnoses and deaths by cause, narrowed by sex and care', async () => {
    const res = await call('GET', '/laporan/indeks-morbiditas?periode=2029-12', akun.rm);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().respon;
    expect(r.penyakit.slice(0, 2)).toEqual([
      { kode: 'I21.9', nama: 'Infark miokard akut', laki_laki: 1, perempuan: 1, jumlah: 2, kasus_baru: 2 },
      { kode: 'J06.9', nama: 'ISPA akut', laki_laki: 2, perempuan: 0, jumlah: 2, kasus_baru: 1 },
    ]);
    expect(r.kematian).toEqual([
      { kode: 'I21.9', nama: 'Infark miokard akut', laki_laki: 1, perempuan: 1, jumlah: 2 },
    ]);
    const p = await call(
      'GET',
      '/laporan/indeks-morbiditas?periode=2029&jenis_kelamin=P&jenis_rawat=RAWAT_JALAN',
      akun.rm,
    );
    expect(p.json().respon.penyakit.map((b: { kode: string }) => b.kode)).toEqual([
      // The year holds Cici's November visit too: I10 twice.
      'I10',
      'E11.9',
      'K52.9',
      'P59.9',
    ]);
    const bayi = await call('GET', '/laporan/indeks-morbiditas?periode=2029-12&kelompok_umur=1', akun.rm);
    expect(bayi.json().respon.penyakit.map((b: { kode: string }) => b.kode)).toEqual(['P59.9']);
  });
});

describe('access and input', () => {
  it('answers 401 without a session, 403 without laporan.rl:read, 400 for bad input', async () => {
    for (const url of ['/laporan/rl/rl1?periode=2029-12', '/laporan/indeks-morbiditas?periode=2029-12']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, akun.perawat)).statusCode).toBe(403);
    }
    for (const url of [
      '/laporan/rl/rl2?periode=2029-12',
      '/laporan/rl/rl1?periode=2029-13',
      '/laporan/rl/rl4',
      '/laporan/rl/rl5?periode=2031',
      '/laporan/indeks-morbiditas?periode=2029-12&jenis_kelamin=X',
      '/laporan/indeks-morbiditas?periode=2029-12&kelompok_umur=99',
      '/laporan/indeks-morbiditas?periode=2029-12&poli_uid=bukan',
    ]) {
      const res = await call('GET', url, akun.rm);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/[a-z]/);
    }
  });
});
