import { type SQL, sql } from 'drizzle-orm';

/**
 * THE rule of which diagnoses the RL reports and the morbidity index count (docs/laporan-rl.md):
 * the medical-record coder's confirmed set (`koding`) when the layanan has one, else the doctor's
 * own `diagnosis` rows. The coder's set carries no BARU/LAMA of its own, so a coded diagnosis
 * takes the doctor's judgement for the same code, else that of the doctor's diagnosis of the same
 * rank (a recoded primary keeps the doctor's new/old), else BARU.
 *
 * `dipilih` names a CTE of the chosen layanan, one row per `uid` (a join, not `in`, reads it: a
 * repeated uid would repeat its diagnoses). The fragment answers each of its rows once per
 * diagnosis: every column of `dipilih`, then kode, nama, jenis 'UTAMA'|'SEKUNDER', kasus 'BARU'|'LAMA'.
 */
export const diagnosisRl = (dipilih: SQL): SQL => sql`
  select s.*, e->>'kode' as kode, coalesce(e->>'nama', e->>'kode') as nama,
         coalesce(e->>'jenis', 'SEKUNDER') as jenis,
         coalesce(
           dr.per_kode ->> (e->>'kode'),
           case coalesce(e->>'jenis', 'SEKUNDER') when 'UTAMA' then dr.utama when 'SEKUNDER' then dr.sekunder end,
           'BARU') as kasus
    from ${dipilih} s
    join koding k on k.layanan_uid = s.uid
    -- The doctor's rows of a coded layanan, read once for all its coded diagnoses (by code; the
    -- first of each rank).
    cross join lateral (
      select jsonb_object_agg(d.kode_icd10, d.kasus) as per_kode,
             (array_agg(d.kasus order by d.created_at) filter (where d.jenis = 'UTAMA'))[1] as utama,
             (array_agg(d.kasus order by d.created_at) filter (where d.jenis = 'SEKUNDER'))[1] as sekunder
        from diagnosis d where d.layanan_uid = k.layanan_uid) dr
    cross join lateral jsonb_array_elements(k.diagnosis) e
  union all
  select s.*, d.kode_icd10, d.nama, d.jenis, d.kasus
    from ${dipilih} s
    join diagnosis d on d.layanan_uid = s.uid
   where not exists (select 1 from koding k where k.layanan_uid = s.uid)`;

/**
 * The RL age band (index into KELOMPOK_UMUR_RL) of a birth date on a day. The birth date has no
 * hour: the day of birth falls in '1 - 23 Jam' (index 1), never '< 1 Jam'.
 */
export const kelompokUmurRl = (pada: SQL, lahir: SQL): SQL => sql`(select case
    when u.hari < 1 then 1
    when u.hari <= 7 then 2
    when u.hari <= 28 then 3
    when u.usia < interval '3 months' then 4
    when u.usia < interval '6 months' then 5
    when u.usia < interval '1 year' then 6
    when date_part('year', u.usia) < 5 then 7
    else least(24, 8 + (date_part('year', u.usia)::int - 5) / 5)
  end
  -- age() once a row, not once a band (offset 0 keeps the planner from copying it into each
  -- branch): 50,000 services a month.
  from (select ${pada} - ${lahir} as hari, age(${pada}, ${lahir}) as usia offset 0) u)`;
