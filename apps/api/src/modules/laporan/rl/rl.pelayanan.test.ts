import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { bodyPasien } from '../../pasien/pasien.factory.ts';
import { type StayUji, stayUji } from '../../ranap/ranap.factory.ts';

// RL 1.1 and the RL 3 sub-forms beside the ward and IGD ones, on a small known month: December
// 2029 (WIB), the clock on Monday 7 January 2030. Hand count:
//
// RL 1.1 — the demo facility profile (seed/master/faskes.ts) and beds (seed/master/ruangan.ts):
//   kode 3273015, RSU Rawat Sehat, RS Umum, kelas C, Kota Bandung; beds VVIP 2 (Wijaya Kusuma 2×1),
//   VIP 4 (Dahlia 4×1), I 8 (Anggrek 4×2), II 12 (Mawar 3×4), III 12 (Melati 2×6), ICU 6, HCU 4.
//
// Outpatients (P = referral number on the visit):
//   Adi  L  Umum 3 Dec P, and a consult at Penyakit Dalam in the same visit
//   Bela P  Umum 10 Dec P → referred out
//   Cici P  IGD 12 Dec → referred out
//   Dodi L  Umum 15 Dec P, cancelled;  Eko L Umum 30 Nov P (before the month)
// Delivery room (stays in Mawar; born = waktu lahir, WIB):
//   Ani   P  spontan born 4 Dec, visit P, home alive
//   Citra    seksio born 9 Dec, mother dies
//   Dewi     seksio born 18 Dec, discharged referred out 20 Dec
//   Eka      spontan born 30 Nov 23:30 (November)
//   Fani     vakum born 1 Dec 00:30 (December), visit P, still in
//   Gita     in labour, not delivered
//
// RL 3.6  spontan: referred alive 1 · vakum: referred alive 1 · seksio: not referred alive 1,
//         dead 1, referred out 1 → totals referred 2/0/2, not referred 1/1/2, referred out 1
// RL 3.10 Poli Umum: in 2 (Adi once, Bela), out 1 referred (Bela) · IGD: out 1 came alone (Cici)
//         · inpatient unit: out 1 came alone (Dewi) → totals in 2, out 1 + 2 = 3
// RL 3.12 (operator's specialty × size, SELESAI, start in the month):
//   Sp.B  apendektomi SEDANG 3 Dec, laparoskopik KHUSUS 10 Dec, hecting KECIL 31 Dec 23:00 WIB
//         (hecting KECIL 15 Dec cancelled, hecting 20 Dec only scheduled: not counted)
//   Sp.OG seksio BESAR 12 Dec (seksio 1 Jan 00:30 WIB: January)
//   → Sp.OG besar 1, total 1 · Sp.B khusus 1, sedang 1, kecil 1, total 3
// RL 3.8 (validated lab orders): Adi Hb 14.0, trombosit 250, golongan darah A · Bela Hb corrected
//   9.0 → 12.0 · Cici Hb 11.0 · Adi Hb 13.0 not validated
//   → Hb L 1 P 2, mean L 14 P 11.5 · trombosit L 1, mean 250 · golongan darah L 1, no mean
// RL 3.9 (validated radiology): Adi thorax PA, BNO-IVP (contrast), USG abdomen · Bela thorax PA
//   (Cici CT read not validated, Adi MRI cancelled) → X-ray 2, X-ray with contrast 1, USG 1
// RL 3.18 (R/ of dispensed prescriptions): Adi Umum: formulary 2, non-formulary 1, racikan 1 ·
//   Cici IGD: formulary 1 · Ani stay: non-formulary 1, racikan 1 · Bela Umum returned, and one of
//   30 Nov: not counted → formulary 2/1/0, non-formulary 1/0/1, racikan 1/0/1

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const nama = { UMUM: '', IGD: '', RAWAT_INAP: '' };

interface Kunj {
  kunjungan_uid: string;
  layanan_uid: string;
  pasien_uid: string;
}

const wib = (s: string) => `${s}:00+07:00`;

async function pasien(nm: string, jk: 'L' | 'P', lahir: string) {
  const res = await call('POST', '/pasien', akun.pendaftaran, bodyPasien({ nama: nm, jenis_kelamin: jk }));
  expect(res.statusCode, res.body).toBe(201);
  const uid = res.json().respon.uid as string;
  await queryRows(t, `update pasien set tanggal_lahir = '${lahir}' where uid = '${uid}'`);
  return uid;
}

/** An outpatient or IGD visit written straight into the tables, with its referral number. */
async function kunjungan(
  pasienUid: string,
  poli: string,
  tanggal: string,
  o: { rujukan?: string; batal?: boolean } = {},
): Promise<Kunj> {
  const status = o.batal ? 'BATAL' : 'SELESAI';
  const [r] = await queryRows<Kunj>(
    t,
    `with k as (insert into kunjungan (pasien_uid, tanggal, penjamin, no_rujukan, status)
                values ('${pasienUid}', '${tanggal}', 'UMUM', ${o.rujukan ? `'${o.rujukan}'` : 'null'}, '${status}')
                returning uid)
     insert into layanan (kunjungan_uid, pasien_uid, tanggal, poli_uid, jenis, status, created_at)
     select k.uid, '${pasienUid}', '${tanggal}', p.uid,
            case when p.jenis = 'IGD' then 'GAWAT_DARURAT' else 'RAWAT_JALAN' end, '${status}',
            '${tanggal}T08:00:00+07:00'
       from k, poli p where p.kode = '${poli}'
     returning kunjungan_uid, uid as layanan_uid, pasien_uid`,
  );
  if (!r) throw new Error('kunjungan');
  return r;
}

/** A second clinic in the same visit (an internal consult), later the same morning. */
async function konsul(k: Kunj, poli: string, tanggal: string) {
  await queryRows(
    t,
    `insert into layanan (kunjungan_uid, pasien_uid, tanggal, poli_uid, jenis, status, created_at)
     select '${k.kunjungan_uid}', '${k.pasien_uid}', '${tanggal}', uid, 'RAWAT_JALAN', 'SELESAI',
            '${tanggal}T10:00:00+07:00' from poli where kode = '${poli}'`,
  );
}

async function rujukKeluar(k: Kunj) {
  await queryRows(
    t,
    `insert into tindak_lanjut (kunjungan_uid, layanan_uid, pasien_uid, jenis, faskes_rujukan)
     values ('${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}', 'RUJUK_LUAR', 'RSUP Dr. Hasan Sadikin')`,
  );
}

async function pulang(s: StayUji, pada: string, cara: 'ATAS_PERSETUJUAN' | 'MENINGGAL' | 'DIRUJUK') {
  await queryRows(
    t,
    `with tutup as (update rawat_inap set keluar_pada = '${pada}', sebab_keluar = 'PULANG'
                    where perawatan_inap_uid = '${s.perawatan_inap_uid}' and keluar_pada is null returning bed_uid),
          bebas as (update bed set status = 'KOSONG' where uid in (select bed_uid from tutup))
     update perawatan_inap set status = 'PULANG', pulang_pada = '${pada}', cara_pulang = '${cara}',
            waktu_meninggal = ${cara === 'MENINGGAL' ? `'${pada}'` : 'null'}
      where uid = '${s.perawatan_inap_uid}'`,
  );
}

/** A woman in the delivery room: her stay, the visit's referral number, and the birth if any. */
async function ibu(
  nm: string,
  masuk: string,
  lahir: { pada: string; cara: string } | null,
  rujukan?: string,
): Promise<StayUji> {
  const s = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama: nm, masuk });
  await queryRows(
    t,
    `update pasien set jenis_kelamin = 'P', tanggal_lahir = '1995-05-05' where uid = '${s.pasien_uid}'`,
  );
  if (rujukan)
    await queryRows(t, `update kunjungan set no_rujukan = '${rujukan}' where uid = '${s.kunjungan_uid}'`);
  await queryRows(
    t,
    `insert into persalinan (layanan_uid, kunjungan_uid, pasien_uid, status, gravida, para, abortus, hpht,
                             masuk_pada, waktu_lahir, cara, penolong, nama_penolong)
     values ('${s.layanan_uid}', '${s.kunjungan_uid}', '${s.pasien_uid}', '${lahir ? 'SELESAI' : 'INPARTU'}',
             1, 0, 0, '2029-03-01', '${masuk}', ${lahir ? `'${lahir.pada}', '${lahir.cara}', 'BIDAN', 'Bd. Uji'` : 'null, null, null, null'})`,
  );
  return s;
}

let booking = 0;
async function operasi(k: Kunj, operator: string, tindakan: string, mulai: string, status = 'SELESAI') {
  booking++;
  await queryRows(
    t,
    `insert into operasi (kode_booking, kunjungan_uid, layanan_uid, pasien_uid, kamar_operasi_uid, mulai,
                          selesai_rencana, operator_uid, jenis_anestesi, tindakan_uid, prosedur, diagnosis,
                          urgensi, status)
     select 'UJI-${booking}', '${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}',
            (select uid from kamar_operasi where kode = 'OK1'), '${mulai}', '${mulai}'::timestamptz + interval '2 hours',
            (select uid from pegawai where kode = '${operator}' and status = 'AKTIF'), 'UMUM',
            (select uid from tindakan where kode = '${tindakan}' and status = 'AKTIF'),
            '{"kode":"00.00","nama":"Prosedur uji"}'::jsonb, '{"kode":"Z00.0","nama":"Diagnosis uji"}'::jsonb,
            'ELEKTIF', '${status}'`,
  );
}

let nomorOrder = 0;
async function order(k: Kunj, jenis: 'LABOR' | 'RADIOLOGI', pada: string, status: string) {
  nomorOrder++;
  const [o] = await queryRows<{ uid: string }>(
    t,
    `insert into order_penunjang (nomor, jenis, kunjungan_uid, layanan_uid, pasien_uid, status, created_at)
     values ('UJI-${jenis}-${nomorOrder}', '${jenis}', '${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}',
             '${status}', '${pada}') returning uid`,
  );
  if (!o) throw new Error('order');
  return o.uid;
}

/** A lab order with its result sheets: each version's status and, per test code, [shown, number]. */
async function orderLab(
  k: Kunj,
  pada: string,
  status: string,
  versi: { status: string; hasil: Record<string, [string, number | null]> }[],
) {
  const o = await order(k, 'LABOR', pada, status);
  const item = new Map<string, string>();
  for (const kode of new Set(versi.flatMap((v) => Object.keys(v.hasil)))) {
    const [i] = await queryRows<{ uid: string }>(
      t,
      `insert into order_item (order_uid, pemeriksaan_lab_uid, nama, posisi, status)
       select '${o}', uid, nama, ${item.size + 1}, '${status}' from pemeriksaan_lab
        where kode = '${kode}' and status = 'AKTIF' returning uid`,
    );
    if (!i) throw new Error(kode);
    item.set(kode, i.uid);
  }
  for (const [n, v] of versi.entries()) {
    const [vs] = await queryRows<{ uid: string }>(
      t,
      `insert into hasil_lab_versi (order_uid, versi, status) values ('${o}', ${n + 1}, '${v.status}') returning uid`,
    );
    for (const [kode, [nilai, angka]] of Object.entries(v.hasil))
      await queryRows(
        t,
        `insert into hasil_lab (versi_uid, order_item_uid, pemeriksaan_uid, posisi, kode, nama, kelompok, spesimen,
                                jenis_hasil, nilai, nilai_angka)
         select '${vs?.uid}', '${item.get(kode)}', uid, 1, kode, nama, kelompok, spesimen, jenis_hasil,
                '${nilai}', ${angka ?? 'null'} from pemeriksaan_lab where kode = '${kode}' and status = 'AKTIF'`,
      );
  }
}

async function orderRad(k: Kunj, pada: string, status: string, kode: string[]) {
  const o = await order(k, 'RADIOLOGI', pada, status);
  for (const [i, kd] of kode.entries())
    await queryRows(
      t,
      `insert into order_item (order_uid, pemeriksaan_radiologi_uid, nama, posisi, status)
       select '${o}', uid, nama, ${i + 1}, '${status}' from pemeriksaan_radiologi where kode = '${kd}' and status = 'AKTIF'`,
    );
}

const produk: Record<'F' | 'N', string> = { F: '', N: '' };
let nomorResep = 0;
/** A prescription with its lines: F a formulary product, N another, R a racikan. */
async function resep(k: Kunj, pada: string, status: string, baris: ('F' | 'N' | 'R')[]) {
  nomorResep++;
  const [r] = await queryRows<{ uid: string }>(
    t,
    `insert into resep (nomor, kunjungan_uid, layanan_uid, pasien_uid, status, created_at)
     values ('UJI-RSP-${nomorResep}', '${k.kunjungan_uid}', '${k.layanan_uid}', '${k.pasien_uid}', '${status}', '${pada}')
     returning uid`,
  );
  for (const [i, b] of baris.entries())
    await queryRows(
      t,
      b === 'R'
        ? `insert into resep_detail (resep_uid, posisi, jenis, nama_racikan, bentuk_racikan, jumlah, satuan, aturan_pakai)
           values ('${r?.uid}', ${i + 1}, 'RACIKAN', 'Puyer batuk', 'PUYER', 10, 'bungkus', '3 x 1')`
        : `insert into resep_detail (resep_uid, posisi, jenis, produk_uid, jumlah, satuan, aturan_pakai)
           values ('${r?.uid}', ${i + 1}, 'NON_RACIKAN', '${produk[b]}', 10, 'tablet', '3 x 1')`,
    );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'rm', 'perawat']) akun[r] = await t.login(r);
  // The stay's unit is the first inpatient unit, as stayUji picks it.
  for (const p of await queryRows<{ kode: string; nama: string }>(
    t,
    `select kode, nama from poli where kode in ('UMUM', 'IGD')
     union all (select 'RAWAT_INAP', nama from poli where jenis = 'RAWAT_INAP' limit 1)`,
  ))
    nama[p.kode as keyof typeof nama] = p.nama;
  const [f] = await queryRows<{ uid: string }>(
    t,
    "select uid from farmasi_produk where formularium and status = 'AKTIF' order by kode limit 1",
  );
  const [n] = await queryRows<{ uid: string }>(
    t,
    "select uid from farmasi_produk where not formularium and status = 'AKTIF' order by kode limit 1",
  );
  produk.F = f?.uid ?? '';
  produk.N = n?.uid ?? '';

  const adi = await kunjungan(await pasien('Adi', 'L', '1990-06-15'), 'UMUM', '2029-12-03', {
    rujukan: 'R-1',
  });
  await konsul(adi, 'INTERNA', '2029-12-03');
  const bela = await kunjungan(await pasien('Bela', 'P', '1992-02-02'), 'UMUM', '2029-12-10', {
    rujukan: 'R-2',
  });
  await rujukKeluar(bela);
  const cici = await kunjungan(await pasien('Cici', 'P', '1950-01-01'), 'IGD', '2029-12-12');
  await rujukKeluar(cici);
  await kunjungan(await pasien('Dodi', 'L', '2000-03-01'), 'UMUM', '2029-12-15', {
    rujukan: 'R-3',
    batal: true,
  });
  await kunjungan(await pasien('Eko', 'L', '1960-05-05'), 'UMUM', '2029-11-30', { rujukan: 'R-4' });

  const ani = await ibu(
    'Ani',
    wib('2029-12-04T08:00'),
    { pada: wib('2029-12-04T14:00'), cara: 'SPONTAN' },
    'RB-1',
  );
  await pulang(ani, wib('2029-12-06T09:00'), 'ATAS_PERSETUJUAN');
  const citra = await ibu('Citra', wib('2029-12-09T07:00'), {
    pada: wib('2029-12-09T11:00'),
    cara: 'SEKSIO_SESAREA',
  });
  await pulang(citra, wib('2029-12-11T03:00'), 'MENINGGAL');
  const dewi = await ibu('Dewi', wib('2029-12-18T06:00'), {
    pada: wib('2029-12-18T10:00'),
    cara: 'SEKSIO_SESAREA',
  });
  await pulang(dewi, wib('2029-12-20T09:00'), 'DIRUJUK');
  const eka = await ibu('Eka', wib('2029-11-29T20:00'), { pada: wib('2029-11-30T23:30'), cara: 'SPONTAN' });
  await pulang(eka, wib('2029-12-02T09:00'), 'ATAS_PERSETUJUAN');
  await ibu('Fani', wib('2029-11-30T20:00'), { pada: wib('2029-12-01T00:30'), cara: 'VAKUM' }, 'RB-2');
  await ibu('Gita', wib('2029-12-28T20:00'), null);

  const spB = '2016.02.003';
  const spOG = '2015.04.001';
  await operasi(adi, spB, 'OPS-APENDEKTOMI', wib('2029-12-03T09:00'));
  await operasi(adi, spB, 'OPX-LAP-KOLE', wib('2029-12-10T09:00'));
  await operasi(adi, spB, 'OPK-HECT-5', wib('2029-12-31T23:00'));
  await operasi(adi, spB, 'OPK-HECT-5', wib('2029-12-15T09:00'), 'BATAL');
  await operasi(adi, spB, 'OPK-HECT-5', wib('2029-12-20T09:00'), 'DIJADWALKAN');
  await operasi(bela, spOG, 'OPB-SC', wib('2029-12-12T09:00'));
  await operasi(bela, spOG, 'OPB-SC', wib('2030-01-01T00:30'));

  await orderLab(adi, wib('2029-12-03T09:00'), 'TERVALIDASI', [
    { status: 'VALID', hasil: { HB: ['14,0', 14], TROMBO: ['250', 250], GOLDA: ['A', null] } },
  ]);
  await orderLab(bela, wib('2029-12-10T09:00'), 'TERVALIDASI', [
    { status: 'DIKOREKSI', hasil: { HB: ['9,0', 9] } },
    { status: 'VALID', hasil: { HB: ['12,0', 12] } },
  ]);
  await orderLab(cici, wib('2029-12-12T09:00'), 'TERVALIDASI', [
    { status: 'VALID', hasil: { HB: ['11,0', 11] } },
  ]);
  await orderLab(adi, wib('2029-12-15T09:00'), 'HASIL_DIISI', [
    { status: 'DRAFT', hasil: { HB: ['13,0', 13] } },
  ]);

  await orderRad(adi, wib('2029-12-03T10:00'), 'TERVALIDASI', ['DX-THORAX-PA', 'DX-BNO-IVP', 'US-ABDOMEN']);
  await orderRad(bela, wib('2029-12-10T10:00'), 'TERVALIDASI', ['DX-THORAX-PA']);
  await orderRad(cici, wib('2029-12-12T10:00'), 'DIBACA', ['CT-KEPALA']);
  await orderRad(adi, wib('2029-12-03T11:00'), 'BATAL', ['MR-KEPALA']);

  await resep(adi, wib('2029-12-03T10:00'), 'DONE', ['F', 'F', 'N', 'R']);
  await resep(cici, wib('2029-12-12T10:00'), 'DONE', ['F']);
  await resep(ani, wib('2029-12-05T10:00'), 'DONE', ['N', 'R']);
  await resep(bela, wib('2029-12-10T10:00'), 'RETUR', ['F']);
  await resep(bela, wib('2029-11-30T23:30'), 'DONE', ['F']);
});
afterAll(() => t.close());

type Tabel = {
  kode: string;
  kolom: { label: string; grup: string | null }[];
  baris: unknown[][];
  total: unknown[] | null;
  catatan: string | null;
};
const rl = async (formulir: string) => {
  const res = await call('GET', `/laporan/rl/${formulir}?periode=2029-12`, akun.rm);
  expect(res.statusCode, res.body).toBe(200);
  const tabel = res.json().respon.tabel as Tabel[];
  return Object.assign(
    (kode: string) => {
      const x = tabel.find((y) => y.kode === kode);
      if (!x) throw new Error(kode);
      return x;
    },
    { kode: tabel.map((x) => x.kode) },
  );
};
/** A row as { heading: value }, grouped headings as 'Group/Label'. */
const baca = (x: Tabel, b: unknown[] | null | undefined) =>
  Object.fromEntries(x.kolom.map((k, i) => [k.grup ? `${k.grup}/${k.label}` : k.label, b?.[i]]));
const baris = (x: Tabel, teks: string, kolom = 1) =>
  baca(
    x,
    x.baris.find((r) => r[kolom] === teks),
  );

describe('RL 1.1', () => {
  it('lists the facility profile in use and its beds per class, "-" for what the app does not hold', async () => {
    const x = (await rl('rl1'))('RL 1.1');
    const isi = Object.fromEntries(x.baris.map((b) => [b[1], b[2]]));
    expect(isi).toMatchObject({
      'Nomor Kode RS': '3273015',
      'Nama Rumah Sakit': 'RSU Rawat Sehat',
      'Jenis Rumah Sakit': 'RS Umum',
      'Kelas Rumah Sakit': 'C',
      'Nama Direktur RS': 'dr. Andi Wijaya, M.A.R.S.',
      'Kab/Kota': 'Kota Bandung',
      Telepon: '(022) 2501234',
      'Surat Izin/Penetapan: Masa Berlaku s/d Tahun': '2029',
      'Tanggal Registrasi': '-',
      'Nama Penyelenggara RS': '-',
      'Tempat Tidur: Kelas VVIP': 2,
      'Tempat Tidur: Kelas VIP': 4,
      'Tempat Tidur: Kelas I': 8,
      'Tempat Tidur: Kelas II': 12,
      'Tempat Tidur: Kelas III': 12,
      'Tempat Tidur: ICU': 6,
      'Tempat Tidur: HCU': 4,
      'Tempat Tidur: NICU': 0,
      'Tempat Tidur: ICCU': '-',
    });
    expect(x.baris[0]?.[0]).toBe('1');
    expect(x.catatan).toContain('akreditasi');
  });
});

describe('RL 3 sub-forms', () => {
  it('answers them after RL 3.1 and 3.2, in their numbers’ order', async () => {
    expect((await rl('rl3')).kode).toEqual([
      'RL 3.1',
      'RL 3.2',
      'RL 3.6',
      'RL 3.8',
      'RL 3.9',
      'RL 3.10',
      'RL 3.12',
      'RL 3.18',
    ]);
  });

  it('RL 3.6 counts births of the month by delivery, referral, the mother’s death and referral out', async () => {
    const x = (await rl('rl3'))('RL 3.6');
    expect(x.baris.map((b) => b[1])).toEqual([
      'Persalinan spontan',
      'Persalinan ekstraksi vakum',
      'Persalinan ekstraksi forsep',
      'Persalinan seksio sesarea',
    ]);
    expect(baris(x, 'Persalinan spontan')).toMatchObject({
      'Rujukan Medis/Rumah Sakit': null,
      'Rujukan Medis/Jumlah Hidup': 1,
      'Rujukan Medis/Total Rujukan Medis': 1,
      'Non Rujukan/Total Non Rujukan': 0,
    });
    expect(baris(x, 'Persalinan ekstraksi vakum')).toMatchObject({ 'Rujukan Medis/Jumlah Hidup': 1 });
    expect(baris(x, 'Persalinan seksio sesarea')).toMatchObject({
      'Rujukan Medis/Total Rujukan Medis': 0,
      'Non Rujukan/Jumlah Hidup': 1,
      'Non Rujukan/Jumlah Mati': 1,
      'Non Rujukan/Total Non Rujukan': 2,
      Dirujuk: 1,
    });
    // Not filled columns stay '-' in the totals too.
    expect(x.total).toEqual([null, 'TOTAL', null, null, null, null, 2, 0, 2, null, null, null, 1, 1, 2, 1]);
  });

  it('RL 3.10 counts referred visits once and patients referred out, by whether they came referred', async () => {
    const x = (await rl('rl3'))('RL 3.10');
    expect(x.baris.map((b) => b[1]).sort()).toEqual([nama.IGD, nama.UMUM, nama.RAWAT_INAP].sort());
    const d = 'Dirujuk Keluar';
    expect(baris(x, nama.UMUM)).toMatchObject({
      'Rujukan Masuk: Diterima dari/Total Rujukan Masuk': 2,
      'Rujukan Masuk: Diterima dari/Puskesmas': null,
      [`${d}/Pasien Rujukan`]: 1,
      [`${d}/Pasien Datang Sendiri`]: 0,
      [`${d}/Total Dirujuk Keluar`]: 1,
    });
    expect(baris(x, nama.IGD)).toMatchObject({
      'Rujukan Masuk: Diterima dari/Total Rujukan Masuk': 0,
      [`${d}/Pasien Datang Sendiri`]: 1,
    });
    expect(baris(x, nama.RAWAT_INAP)).toMatchObject({ [`${d}/Pasien Datang Sendiri`]: 1 });
    expect(x.total?.slice(2)).toEqual([null, null, null, 2, null, null, null, null, 1, 2, 3, null]);
  });

  it('RL 3.12 counts finished operations by the operator’s specialty and size', async () => {
    const x = (await rl('rl3'))('RL 3.12');
    expect(x.kolom.map((k) => k.label)).toEqual([
      'No',
      'Spesialisasi',
      'Khusus',
      'Besar',
      'Sedang',
      'Kecil',
      'Total',
    ]);
    expect(x.baris).toEqual([
      ['1', 'Spesialis Obstetri dan Ginekologi (Sp.OG)', 0, 1, 0, 0, 1],
      ['2', 'Spesialis Bedah (Sp.B)', 1, 0, 1, 1, 3],
    ]);
    expect(x.total).toEqual([null, 'TOTAL', 1, 1, 1, 1, 4]);
  });

  it('RL 3.8 counts validated tests by sex, with the mean numeric result, a corrected sheet once', async () => {
    const x = (await rl('rl3'))('RL 3.8');
    expect(x.baris).toEqual([
      ['1', 'Hematologi', 'Golongan Darah', 1, 0, null, null],
      ['2', 'Hematologi', 'Hemoglobin', 1, 2, 14, 11.5],
      ['3', 'Hematologi', 'Trombosit', 1, 0, 250, null],
    ]);
    expect(x.total?.slice(3)).toEqual([3, 2, null, null]);
  });

  it('RL 3.9 counts validated radiology exams by modality, contrast apart', async () => {
    const x = (await rl('rl3'))('RL 3.9');
    expect(x.baris).toEqual([
      ['1', 'Rontgen (X-Ray)', 2],
      ['2', 'Rontgen (X-Ray) dengan kontras', 1],
      ['3', 'USG', 1],
    ]);
    expect(x.total).toEqual([null, 'TOTAL', 4]);
  });

  it('RL 3.18 counts dispensed prescription lines by formulary and where they were written', async () => {
    const x = (await rl('rl3'))('RL 3.18');
    expect(x.baris).toEqual([
      ['1', 'Obat formularium rumah sakit', 2, 1, 0],
      ['2', 'Obat non formularium', 1, 0, 1],
      ['3', 'Racikan', 1, 0, 1],
    ]);
    expect(x.total).toEqual([null, 'TOTAL', 4, 1, 2]);
  });

  it('downloads every sub-form as its own sheet with the form headings', async () => {
    const res = await call('GET', '/laporan/rl/rl3?periode=2029-12&format=xlsx', akun.rm);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'RL 3.1',
      'RL 3.2',
      'RL 3.6',
      'RL 3.8',
      'RL 3.9',
      'RL 3.10',
      'RL 3.12',
      'RL 3.18',
    ]);
    const ws = wb.getWorksheet('RL 3.10');
    if (!ws) throw new Error('RL 3.10');
    expect(ws.getCell('A1').value).toBe('Formulir RL 3.10 Kegiatan Rujukan');
    expect((ws.getRow(4).values as unknown[]).slice(3, 7)).toEqual(
      Array(4).fill('Rujukan Masuk: Diterima dari'),
    );
    expect((ws.getRow(5).values as unknown[]).slice(11, 15)).toEqual([
      'Pasien Rujukan',
      'Pasien Datang Sendiri',
      'Total Dirujuk Keluar',
      'Diterima Kembali',
    ]);
    const op = wb.getWorksheet('RL 3.12');
    let total: unknown[] = [];
    op?.eachRow((r) => {
      if (r.getCell(2).value === 'TOTAL') total = (r.values as unknown[]).slice(3);
    });
    expect(total).toEqual([1, 1, 1, 1, 4]);
  });
});
