import type { JenisKelamin } from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { diagnosisRl, kelompokUmurRl } from './rl.diagnosis.ts';

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

export interface SaringMorbiditas {
  dari: string;
  sampai: string;
  poli_uid?: string | undefined;
}

const jakarta = (kolom: SQL) => sql`(${kolom} at time zone 'Asia/Jakarta')::date`;

async function jalankan(db: DbOrTx, q: SQL): Promise<SelMorbiditas[]> {
  const res = await db.execute<Record<string, unknown>>(q);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    kode: (r.kode as string | null) ?? null,
    nama: (r.nama as string | null) ?? null,
    jk: r.jk as JenisKelamin,
    umur: Number(r.umur),
    hidup: Number(r.hidup),
    mati: Number(r.mati),
    kunjungan: Number(r.kunjungan),
  }));
}

/**
 * RL 4.1: the stays discharged (alive or dead) in the period, by the primary diagnosis of the
 * stay, the patient's sex and age band at admission.
 */
export function morbiditasInap(db: DbOrTx, s: SaringMorbiditas): Promise<SelMorbiditas[]> {
  const poli = s.poli_uid ? sql`and l.poli_uid = ${s.poli_uid}` : sql``;
  return jalankan(
    db,
    sql`with stay as (
        select pi.layanan_uid, p.jenis_kelamin as jk, p.tanggal_lahir as lahir,
               ${jakarta(sql`pi.masuk_pada`)} as pada, pi.cara_pulang = 'MENINGGAL' as mati
          from perawatan_inap pi
          join pasien p on p.uid = pi.pasien_uid
          join layanan l on l.uid = pi.layanan_uid
         where pi.pulang_pada is not null
           and ${jakarta(sql`pi.pulang_pada`)} between ${s.dari}::date and ${s.sampai}::date ${poli}),
      dx as (${diagnosisRl(sql`select layanan_uid from stay`)})
      select dx.kode, min(dx.nama) as nama, s.jk, ${kelompokUmurRl(sql`s.pada`, sql`s.lahir`)} as umur,
             count(*) filter (where not s.mati) as hidup, count(*) filter (where s.mati) as mati,
             count(*) as kunjungan
        from stay s
        left join lateral (select kode, nama from dx where dx.layanan_uid = s.layanan_uid and dx.jenis = 'UTAMA'
                            order by kode limit 1) dx on true
       group by dx.kode, s.jk, umur`,
  );
}

/**
 * RL 4.2: every diagnosis of the outpatient and IGD services of the period (not cancelled), by
 * sex and age band on the day: new cases, all occurrences, and IGD deaths by primary diagnosis.
 */
export function morbiditasJalan(db: DbOrTx, s: SaringMorbiditas): Promise<SelMorbiditas[]> {
  const poli = s.poli_uid ? sql`and l.poli_uid = ${s.poli_uid}` : sql``;
  return jalankan(
    db,
    sql`with lay as (
        select l.uid, p.jenis_kelamin as jk, p.tanggal_lahir as lahir, l.tanggal as pada,
               exists (select 1 from tindak_lanjut tl where tl.layanan_uid = l.uid and tl.jenis = 'MENINGGAL') as mati
          from layanan l
          join pasien p on p.uid = l.pasien_uid
         where l.jenis in ('RAWAT_JALAN', 'GAWAT_DARURAT') and l.status <> 'BATAL'
           and l.tanggal between ${s.dari}::date and ${s.sampai}::date ${poli}),
      dx as (${diagnosisRl(sql`select uid from lay`)})
      select dx.kode, min(dx.nama) as nama, l.jk, ${kelompokUmurRl(sql`l.pada`, sql`l.lahir`)} as umur,
             count(*) filter (where dx.kasus = 'BARU') as hidup,
             count(*) filter (where l.mati and dx.jenis = 'UTAMA') as mati,
             count(*) as kunjungan
        from lay l
        join dx on dx.layanan_uid = l.uid
       group by dx.kode, l.jk, umur`,
  );
}
