import { KELOMPOK_UMUR_RL, type LaporanRl, type SelRl } from '@rawat/domain';
import { bersamaan } from '../../../db/client.ts';
import type { SumberLaporan } from '../simpanan/simpanan.service.ts';
import {
  type KunjunganPoli,
  morbiditasDanKunjunganJalan,
  morbiditasInap,
  morbiditasJalan,
  type SelMorbiditas,
} from './rl.morbiditas.ts';
import type { PeriodeRl } from './rl.periode.ts';
import { KOLOM_NO, kol, tabel } from './rl.tabel.ts';

// RL 4 (morbidity and mortality by ICD-10, age band and sex) and RL 5 (visits, the ten most
// frequent diseases), from the diagnoses rl.diagnosis.ts picks (the coder's set first).

const TANPA_KODE = '-';

/** One diagnosis' counts per age band and sex, summed from the groups. */
export interface BarisPenyakit {
  kode: string;
  nama: string;
  /** [band][0 = L, 1 = P] of `hidup` (inpatient: alive; outpatient: new cases). */
  umur: number[][];
  hidup: [number, number];
  mati: [number, number];
  kunjungan: number;
}

/** Groups by code, the codes in ICD order; a stay without a diagnosis last. */
export function perPenyakit(sel: SelMorbiditas[], nilai: (s: SelMorbiditas) => number): BarisPenyakit[] {
  const peta = new Map<string, BarisPenyakit>();
  for (const s of sel) {
    const kode = s.kode ?? TANPA_KODE;
    let b = peta.get(kode);
    if (!b) {
      b = {
        kode,
        nama: s.kode ? (s.nama ?? kode) : 'Belum ada diagnosis utama',
        umur: KELOMPOK_UMUR_RL.map(() => [0, 0]),
        hidup: [0, 0],
        mati: [0, 0],
        kunjungan: 0,
      };
      peta.set(kode, b);
    }
    const j = s.jk === 'P' ? 1 : 0;
    const band = b.umur[s.umur];
    if (band) band[j] = (band[j] ?? 0) + nilai(s);
    b.hidup[j] += s.hidup;
    b.mati[j] += s.mati;
    b.kunjungan += s.kunjungan;
  }
  return [...peta.values()].sort((a, b) =>
    a.kode === TANPA_KODE ? 1 : b.kode === TANPA_KODE ? -1 : a.kode.localeCompare(b.kode),
  );
}

/** L and P under each age band, the band as the group heading (as the form lays them out). */
const kolomUmur = () => KELOMPOK_UMUR_RL.flatMap((u) => [kol('L', 'angka', u), kol('P', 'angka', u)]);
const selUmur = (b: BarisPenyakit) => b.umur.flatMap(([l, p]) => [l ?? 0, p ?? 0]);

// An inpatient's band counts every discharge (alive and dead); an outpatient's, new cases.
const perPenyakitInap = (sel: SelMorbiditas[]) => perPenyakit(sel, (x) => x.hidup + x.mati);
const perPenyakitJalan = (sel: SelMorbiditas[]) => perPenyakit(sel, (x) => x.hidup);

export async function dataMorbiditas(d: SumberLaporan, p: PeriodeRl) {
  const s = { dari: p.dari, sampai: p.sampai };
  const [inap, jalan] = await bersamaan(d.baca, [() => morbiditasInap(d, s), () => morbiditasJalan(d, s)]);
  return { inap: perPenyakitInap(inap), jalan: perPenyakitJalan(jalan) };
}

/** RL 5.1's rows: per clinic, in the order the clinics' names come, new and old visits by sex. */
function kunjunganPerPoli(kunjungan: KunjunganPoli[]) {
  const peta = new Map<string, { baru: [number, number]; lama: [number, number] }>();
  for (const k of kunjungan) {
    const b = peta.get(k.poli) ?? { baru: [0, 0], lama: [0, 0] };
    peta.set(k.poli, b);
    const j = k.jk === 'P' ? 1 : 0;
    b.baru[j] += k.baru;
    b.lama[j] += k.semua - k.baru;
  }
  return [...peta].map(([nama, b]) => ({ nama, n: [b.baru[0], b.baru[1], b.lama[0], b.lama[1]] }));
}

export async function formulirRl4(d: SumberLaporan, p: PeriodeRl): Promise<LaporanRl['tabel']> {
  const { inap, jalan } = await dataMorbiditas(d, p);
  const grupJk = 'Jumlah Pasien Keluar (Hidup & Mati) menurut Jenis Kelamin';
  const rl41 = tabel(
    'RL 4.1',
    'Morbiditas dan Mortalitas Pasien Rawat Inap',
    [
      KOLOM_NO,
      kol('Kode ICD-10', 'teks'),
      kol('Deskripsi', 'teks'),
      ...kolomUmur(),
      kol('L', 'angka', grupJk),
      kol('P', 'angka', grupJk),
      kol('Jumlah Pasien Keluar Hidup'),
      kol('Jumlah Pasien Keluar Mati'),
      kol('Total'),
    ],
    inap.map((b, i) => {
      const l = b.hidup[0] + b.mati[0];
      const pr = b.hidup[1] + b.mati[1];
      return [
        String(i + 1),
        b.kode,
        b.nama,
        ...selUmur(b),
        l,
        pr,
        b.hidup[0] + b.hidup[1],
        b.mati[0] + b.mati[1],
        l + pr,
      ] as SelRl[];
    }),
    {
      total: true,
      catatan: 'Pasien keluar (hidup dan mati) dalam periode menurut diagnosis utama dan umur saat masuk.',
    },
  );
  const grupBaru = 'Kasus Baru menurut Jenis Kelamin';
  const rl42 = tabel(
    'RL 4.2',
    'Morbiditas Pasien Rawat Jalan',
    [
      KOLOM_NO,
      kol('Kode ICD-10', 'teks'),
      kol('Deskripsi', 'teks'),
      ...kolomUmur(),
      kol('L', 'angka', grupBaru),
      kol('P', 'angka', grupBaru),
      kol('Jumlah Kasus Baru'),
      kol('Jumlah Kunjungan'),
    ],
    jalan.map(
      (b, i) =>
        [
          String(i + 1),
          b.kode,
          b.nama,
          ...selUmur(b),
          b.hidup[0],
          b.hidup[1],
          b.hidup[0] + b.hidup[1],
          b.kunjungan,
        ] as SelRl[],
    ),
    {
      total: true,
      catatan:
        'Semua diagnosis (utama dan sekunder) layanan rawat jalan dan IGD; kasus baru per kelompok umur, kunjungan = kasus baru + lama.',
    },
  );
  return [rl41, rl42];
}

/** RL 5: visits per clinic (new/old by sex) and the ten most frequent inpatient and outpatient diseases. */
export async function formulirRl5(d: SumberLaporan, p: PeriodeRl): Promise<LaporanRl['tabel']> {
  // New: the patient's first (not cancelled) service at this clinic ever (rl.kunjungan.ts). The
  // visits and RL 5.3 read the same services and patients, so one query answers both.
  const s = { dari: p.dari, sampai: p.sampai };
  const [inapSel, bacaan] = await bersamaan(d.baca, [
    () => morbiditasInap(d, s),
    () => morbiditasDanKunjunganJalan(d, s),
  ]);
  const rl51 = tabel(
    'RL 5.1',
    'Kunjungan Rawat Jalan',
    [
      KOLOM_NO,
      kol('Jenis Kegiatan', 'teks'),
      kol('L', 'angka', 'Kunjungan Baru'),
      kol('P', 'angka', 'Kunjungan Baru'),
      kol('L', 'angka', 'Kunjungan Lama'),
      kol('P', 'angka', 'Kunjungan Lama'),
      kol('Jumlah'),
    ],
    kunjunganPerPoli(bacaan.kunjungan).map(({ nama, n }, i) => [
      String(i + 1),
      nama,
      ...n,
      n.reduce((a, b) => a + b, 0),
    ]),
    {
      total: true,
      catatan: 'Per poliklinik/IGD. Kunjungan baru: layanan pertama pasien di poliklinik tersebut.',
    },
  );

  const inap = perPenyakitInap(inapSel);
  const jalan = perPenyakitJalan(bacaan.jalan);
  const sepuluh = <T>(xs: T[], skor: (x: T) => number) =>
    xs
      .map((x, i) => ({ x, i, s: skor(x) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .slice(0, 10)
      .map((y) => y.x);
  const inapBerkode = inap.filter((b) => b.kode !== TANPA_KODE);
  const rl52 = tabel(
    'RL 5.2',
    '10 Besar Penyakit Rawat Inap',
    [
      KOLOM_NO,
      kol('Kode ICD-10', 'teks'),
      kol('Deskripsi', 'teks'),
      kol('L', 'angka', 'Pasien Keluar Hidup'),
      kol('P', 'angka', 'Pasien Keluar Hidup'),
      kol('L', 'angka', 'Pasien Keluar Mati'),
      kol('P', 'angka', 'Pasien Keluar Mati'),
      kol('Total'),
    ],
    sepuluh(inapBerkode, (b) => b.hidup[0] + b.hidup[1] + b.mati[0] + b.mati[1]).map((b, i) => [
      String(i + 1),
      b.kode,
      b.nama,
      b.hidup[0],
      b.hidup[1],
      b.mati[0],
      b.mati[1],
      b.hidup[0] + b.hidup[1] + b.mati[0] + b.mati[1],
    ]),
    { catatan: 'Menurut diagnosis utama pasien keluar; sama banyak diurutkan menurut kode ICD-10.' },
  );
  const rl53 = tabel(
    'RL 5.3',
    '10 Besar Penyakit Rawat Jalan',
    [
      KOLOM_NO,
      kol('Kode ICD-10', 'teks'),
      kol('Deskripsi', 'teks'),
      kol('L', 'angka', 'Kasus Baru'),
      kol('P', 'angka', 'Kasus Baru'),
      kol('Jumlah Kasus Baru'),
      kol('Jumlah Kunjungan'),
    ],
    sepuluh(
      jalan.filter((b) => b.hidup[0] + b.hidup[1] > 0),
      (b) => b.hidup[0] + b.hidup[1],
    ).map((b, i) => [
      String(i + 1),
      b.kode,
      b.nama,
      b.hidup[0],
      b.hidup[1],
      b.hidup[0] + b.hidup[1],
      b.kunjungan,
    ]),
    { catatan: 'Menurut kasus baru; sama banyak diurutkan menurut kode ICD-10.' },
  );
  return [rl51, rl52, rl53];
}
