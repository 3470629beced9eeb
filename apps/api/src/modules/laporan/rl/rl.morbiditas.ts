import type { JenisKelamin } from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type SumberLaporan, tersimpan } from '../simpanan/simpanan.service.ts';
import { diagnosisRl, kelompokUmurRl } from './rl.diagnosis.ts';
import { denganKunjunganBaru } from './rl.kunjungan.ts';

/** One group of counts: a diagnosis (null: the stay has none yet), a sex and an age band. */
export interface SelMorbiditas {
  kode: string | null;
  nama: string | null;
  jk: JenisKelamin;
  umur: number;
  /** Inpatient: discharged alive; outpatient: new cases. */
  hidup: number;
  /** Deaths (inpatient discharge, or at the IGD with this primary diagnosis). */
  mati: number;
  /** Outpatient: every occurrence, new and old (visits); inpatient: discharges. */
  kunjungan: number;
}

/** RL 5.1: the visits of one sex at one clinic (by its name), and how many of them were new. */
export interface KunjunganPoli {
  poli: string;
  jk: JenisKelamin;
  baru: number;
  semua: number;
}

export interface SaringMorbiditas {
  dari: string;
  sampai: string;
  poli_uid?: string | undefined;
}

type Baris = Record<string, unknown>;

async function baca(db: DbOrTx, q: SQL): Promise<Baris[]> {
  const res = await db.execute<Baris>(q);
  return (res as unknown as { rows: Baris[] }).rows;
}

const keSel = (r: Baris): SelMorbiditas => ({
  kode: (r.kode as string | null) ?? null,
  nama: (r.nama as string | null) ?? null,
  jk: r.jk as JenisKelamin,
  umur: Number(r.umur),
  hidup: Number(r.hidup),
  mati: Number(r.mati),
  kunjungan: Number(r.kunjungan),
});

/** Midnight in Jakarta opening a day: a range on the timestamp itself, so its index can serve it. */
const awalHari = (tanggal: SQL) => sql`(${tanggal}::timestamp at time zone 'Asia/Jakarta')`;

/**
 * RL 4.1: the stays discharged (alive or dead) in the period, by the primary diagnosis of the
 * stay, the patient's sex and age band at admission.
 */
async function hitungInap(db: DbOrTx, s: SaringMorbiditas): Promise<SelMorbiditas[]> {
  // The unit is the layanan's; without that filter the layanan adds nothing (every stay has one).
  const poli = s.poli_uid
    ? sql`join layanan l on l.uid = pi.layanan_uid and l.poli_uid = ${s.poli_uid}`
    : sql``;
  const rows = await baca(
    db,
    sql`with stay as materialized (
        select pi.layanan_uid as uid, p.jenis_kelamin as jk,
               ${kelompokUmurRl(sql`(pi.masuk_pada at time zone 'Asia/Jakarta')::date`, sql`p.tanggal_lahir`)} as umur,
               pi.cara_pulang = 'MENINGGAL' as mati
          from perawatan_inap pi
          join pasien p on p.uid = pi.pasien_uid
          ${poli}
         where pi.pulang_pada >= ${awalHari(sql`${s.dari}::date`)}
           and pi.pulang_pada < ${awalHari(sql`(${s.sampai}::date + 1)`)}),
      dx as (${diagnosisRl(sql`stay`)}),
      -- The stay's primary diagnosis: the first code when the coder's set holds more than one.
      utama as (select distinct on (uid) uid, kode, nama from dx where jenis = 'UTAMA' order by uid, kode)
      select u.kode, min(u.nama) as nama, s.jk, s.umur,
             count(*) filter (where not s.mati) as hidup, count(*) filter (where s.mati) as mati,
             count(*) as kunjungan
        from stay s
        left join utama u on u.uid = s.uid
       group by u.kode, s.jk, s.umur`,
  );
  return rows.map(keSel);
}

/**
 * The outpatient and IGD services of the period (not cancelled), one row each, with what the
 * counts need: the patient's sex and age band on the day and whether they died at the IGD.
 */
function layananJalan(s: SaringMorbiditas): SQL {
  const poli = s.poli_uid ? sql`and l.poli_uid = ${s.poli_uid}` : sql``;
  return sql`
    select l.uid, l.pasien_uid, l.poli_uid, l.tanggal, p.jenis_kelamin as jk,
           ${kelompokUmurRl(sql`l.tanggal`, sql`p.tanggal_lahir`)} as umur,
           exists (select 1 from tindak_lanjut tl where tl.layanan_uid = l.uid and tl.jenis = 'MENINGGAL') as mati
      from layanan l
      join pasien p on p.uid = l.pasien_uid
     where l.jenis in ('RAWAT_JALAN', 'GAWAT_DARURAT') and l.status <> 'BATAL'
       and l.tanggal between ${s.dari}::date and ${s.sampai}::date ${poli}`;
}

/**
 * RL 4.2 (and with `kunjungan`, RL 5.1 from the same reading of the period's services and
 * patients): every diagnosis of the outpatient and IGD services of the period, by sex and age
 * band on the day: new cases, all occurrences, and IGD deaths by primary diagnosis.
 *
 * `lay` is materialized: read once by index (a month of a big hospital: 50,000 services), then
 * joined to its diagnoses by index, one look-up a service (docs/laporan-rl.md, "At volume").
 */
async function bacaJalan(db: DbOrTx, s: SaringMorbiditas, kunjungan: boolean) {
  const lay = kunjungan ? denganKunjunganBaru(layananJalan(s)) : layananJalan(s);
  // RL 5.1's rows follow, marked by their clinic's name, in that name's order.
  const perPoli = kunjungan
    ? sql`union all
      select po.nama, null, null, l.jk, null, count(*) filter (where l.baru), 0, count(*)
        from lay l join poli po on po.uid = l.poli_uid
       group by po.nama, l.jk
       order by poli`
    : sql``;
  const rows = await baca(
    db,
    sql`with lay as materialized (${lay}),
      dx as (${diagnosisRl(sql`lay`)})
      select null::text as poli, kode, min(nama) as nama, jk, umur,
             count(*) filter (where kasus = 'BARU') as hidup,
             count(*) filter (where mati and jenis = 'UTAMA') as mati,
             count(*) as kunjungan
        from dx
       group by kode, jk, umur
      ${perPoli}`,
  );
  return {
    jalan: rows.filter((r) => r.poli === null).map(keSel),
    kunjungan: rows
      .filter((r) => r.poli !== null)
      .map(
        (r): KunjunganPoli => ({
          poli: r.poli as string,
          jk: r.jk as JenisKelamin,
          baru: Number(r.hidup),
          semua: Number(r.kunjungan),
        }),
      ),
  };
}

/** A period's (and unit's) counts, stored once computed (simpanan.service.ts): their key. */
const kunci = (jenis: string, s: SaringMorbiditas) => ({
  jenis,
  kunci: `${s.dari}..${s.sampai}${s.poli_uid ? ` ${s.poli_uid}` : ''}`,
  dari: s.dari,
  sampai: s.sampai,
});

/** RL 4.1, RL 5.3 and the index: the inpatient side. */
export function morbiditasInap(d: SumberLaporan, s: SaringMorbiditas): Promise<SelMorbiditas[]> {
  return tersimpan(d, kunci('morbiditas-inap', s), () => hitungInap(d.baca, s));
}

/** RL 4.2 and the index: the outpatient side. */
export function morbiditasJalan(d: SumberLaporan, s: SaringMorbiditas): Promise<SelMorbiditas[]> {
  return tersimpan(d, kunci('morbiditas-jalan', s), async () => (await bacaJalan(d.baca, s, false)).jalan);
}

/** RL 5: the outpatient side and the visits per clinic, from one reading. */
export function morbiditasDanKunjunganJalan(d: SumberLaporan, s: SaringMorbiditas) {
  return tersimpan(d, kunci('morbiditas-kunjungan-jalan', s), () => bacaJalan(d.baca, s, true));
}
