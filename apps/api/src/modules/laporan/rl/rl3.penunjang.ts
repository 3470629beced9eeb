import {
  KELOMPOK_LAB,
  type KelompokLab,
  LABEL_KELOMPOK_LAB,
  LABEL_MODALITAS_RADIOLOGI,
  MODALITAS_RADIOLOGI,
  type ModalitasRadiologi,
  type TabelRl,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { barisDari } from '../../../platform/audit-rantai.ts';
import { dalamPeriode, type PeriodeRl } from './rl.periode.ts';
import { KOLOM_NO, kol, tabel } from './rl.tabel.ts';

// RL 3 sub-forms of the 2023 revision (SIRS 6 numbering) read from the laboratory, radiology and
// pharmacy: one set-based statement each, on the orders' and prescriptions' date indexes.

const angka = (v: unknown) => Number(v ?? 0);
const desimal = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * RL 3.8 Laboratorium: the tests of the lab orders of the period whose results are validated, per
 * test, by the patient's sex; the mean of the numeric results beside (a chosen or free-text
 * result has none). Only the version in force counts: a corrected sheet is read once, as corrected.
 */
export async function rl38Laboratorium(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    select h.kelompok, h.kode, min(h.nama) as nama,
           count(*) filter (where ps.jenis_kelamin = 'L') as l,
           count(*) filter (where ps.jenis_kelamin = 'P') as p,
           round(avg(h.nilai_angka) filter (where ps.jenis_kelamin = 'L'), 2) as rata_l,
           round(avg(h.nilai_angka) filter (where ps.jenis_kelamin = 'P'), 2) as rata_p
      from order_penunjang o
      join hasil_lab_versi v on v.order_uid = o.uid and v.status = 'VALID'
      join hasil_lab h on h.versi_uid = v.uid
      join pasien ps on ps.uid = o.pasien_uid
     where o.jenis = 'LABOR' and o.status = 'TERVALIDASI' and ${dalamPeriode(sql`o.created_at`, p)}
       and h.nilai is not null
     group by h.kelompok, h.kode`);
  const baris = barisDari<Record<string, unknown>>(res).sort(
    (a, b) =>
      KELOMPOK_LAB.indexOf(a.kelompok as KelompokLab) - KELOMPOK_LAB.indexOf(b.kelompok as KelompokLab) ||
      String(a.nama).localeCompare(String(b.nama), 'id'),
  );
  const jumlah = 'Jumlah Pemeriksaan';
  const rata = 'Rata-rata Pemeriksaan';
  return tabel(
    'RL 3.8',
    'Pemeriksaan Laboratorium',
    [
      KOLOM_NO,
      kol('Kelompok', 'teks'),
      kol('Jenis Pemeriksaan', 'teks'),
      kol('Laki-laki', 'angka', jumlah),
      kol('Perempuan', 'angka', jumlah),
      kol('Laki-laki', 'desimal', rata),
      kol('Perempuan', 'desimal', rata),
    ],
    baris.map((r, i) => [
      String(i + 1),
      LABEL_KELOMPOK_LAB[r.kelompok as KelompokLab] ?? String(r.kelompok),
      String(r.nama),
      angka(r.l),
      angka(r.p),
      desimal(r.rata_l),
      desimal(r.rata_p),
    ]),
    {
      total: true,
      catatan:
        'Pemeriksaan dari order laboratorium dalam periode yang hasilnya sudah divalidasi (versi hasil yang berlaku), per jenis pemeriksaan katalog; kolom Kelompok ditambahkan aplikasi. Rata-rata = rata-rata nilai hasil angka menurut jenis kelamin ("-" bila hasilnya pilihan atau teks); arti kolom rata-rata pada formulir belum dipastikan. Daftar pemeriksaan mengikuti katalog rumah sakit, belum dipetakan ke daftar baris SIRS.',
    },
  );
}

/**
 * RL 3.9 Radiologi: the exams of the radiology orders of the period whose reading is validated,
 * per modality (contrast studies apart), in the catalogue's modality order.
 */
export async function rl39Radiologi(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    select pr.modalitas, pr.kontras, count(*) as n
      from order_penunjang o
      join order_item oi on oi.order_uid = o.uid and oi.status <> 'BATAL'
      join pemeriksaan_radiologi pr on pr.uid = oi.pemeriksaan_radiologi_uid
     where o.jenis = 'RADIOLOGI' and o.status = 'TERVALIDASI' and ${dalamPeriode(sql`o.created_at`, p)}
     group by pr.modalitas, pr.kontras`);
  const baris = barisDari<{ modalitas: ModalitasRadiologi; kontras: boolean; n: unknown }>(res).sort(
    (a, b) =>
      MODALITAS_RADIOLOGI.indexOf(a.modalitas) - MODALITAS_RADIOLOGI.indexOf(b.modalitas) ||
      Number(a.kontras) - Number(b.kontras),
  );
  return tabel(
    'RL 3.9',
    'Kegiatan Radiologi',
    [KOLOM_NO, kol('Jenis Kegiatan', 'teks'), kol('Jumlah')],
    baris.map((r, i) => [
      String(i + 1),
      `${LABEL_MODALITAS_RADIOLOGI[r.modalitas] ?? r.modalitas}${r.kontras ? ' dengan kontras' : ''}`,
      angka(r.n),
    ]),
    {
      total: true,
      catatan:
        'Pemeriksaan dari order radiologi dalam periode yang ekspertisenya sudah divalidasi, per modalitas katalog (pemeriksaan dengan bahan kontras terpisah). Baris belum dipetakan ke daftar jenis kegiatan SIRS; radioterapi dan kedokteran nuklir tidak ada di aplikasi.',
    },
  );
}

/** RL 3.18's rows: what the product master can tell (formulary or not), compounded lines apart. */
const GOLONGAN_RESEP = [
  ['FORMULARIUM', 'Obat formularium rumah sakit'],
  ['NON_FORMULARIUM', 'Obat non formularium'],
  ['RACIKAN', 'Racikan'],
] as const;

/**
 * RL 3.18 Pelayanan Resep: the prescription lines (R/) dispensed, of prescriptions written in the
 * period, by the care the prescription came from (outpatient, IGD, inpatient).
 */
export async function rl318Resep(db: DbOrTx, p: PeriodeRl): Promise<TabelRl> {
  const res = await db.execute(sql`
    select l.jenis,
           case when rd.jenis = 'RACIKAN' then 'RACIKAN'
                when fp.formularium then 'FORMULARIUM'
                else 'NON_FORMULARIUM' end as golongan,
           count(*) as n
      from resep r
      join layanan l on l.uid = r.layanan_uid
      join resep_detail rd on rd.resep_uid = r.uid
      left join farmasi_produk fp on fp.uid = rd.produk_uid
     where r.status = 'DONE' and ${dalamPeriode(sql`r.created_at`, p)}
     group by 1, 2`);
  const n = new Map(
    barisDari<{ jenis: string; golongan: string; n: unknown }>(res).map((r) => [
      `${r.golongan}/${r.jenis}`,
      angka(r.n),
    ]),
  );
  return tabel(
    'RL 3.18',
    'Penulisan dan Pelayanan Resep',
    [KOLOM_NO, kol('Golongan Obat', 'teks'), kol('Rawat Jalan'), kol('IGD'), kol('Rawat Inap')],
    GOLONGAN_RESEP.map(([g, label], i) => [
      String(i + 1),
      label,
      ...['RAWAT_JALAN', 'GAWAT_DARURAT', 'RAWAT_INAP'].map((j) => n.get(`${g}/${j}`) ?? 0),
    ]),
    {
      total: true,
      catatan:
        'Jumlah R/ (baris resep) dari resep yang ditulis dalam periode dan sudah diserahkan farmasi (resep diretur tidak dihitung), menurut asal layanan. Data produk belum menandai obat generik/non generik, sehingga baris formulir (obat generik; non generik formularium; non generik non formularium) belum dapat dipisah: baris di sini menurut formularium rumah sakit, racikan dihitung satu R/. Alat kesehatan dan BMHP dalam resep ikut terhitung.',
    },
  );
}
