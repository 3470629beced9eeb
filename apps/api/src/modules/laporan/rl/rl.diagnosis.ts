import { type SQL, sql } from 'drizzle-orm';

/**
 * THE rule of which diagnoses the RL reports and the morbidity index count (docs/laporan-rl.md):
 * the medical-record coder's confirmed set (`koding`) when the layanan has one, else the doctor's
 * own `diagnosis` rows. The coder's set carries no BARU/LAMA of its own, so a coded diagnosis
 * takes the doctor's judgement for the same code, else that of the doctor's diagnosis of the same
 * rank (a recoded primary keeps the doctor's new/old), else BARU.
 *
 * `layananDipilih` is a subquery of layanan uids; the fragment answers
 * (layanan_uid, kode, nama, jenis 'UTAMA'|'SEKUNDER', kasus 'BARU'|'LAMA').
 */
export const diagnosisRl = (layananDipilih: SQL): SQL => sql`
  select k.layanan_uid, e->>'kode' as kode, coalesce(e->>'nama', e->>'kode') as nama,
         coalesce(e->>'jenis', 'SEKUNDER') as jenis,
         coalesce(
           (select d.kasus from diagnosis d where d.layanan_uid = k.layanan_uid and d.kode_icd10 = e->>'kode' limit 1),
           (select d.kasus from diagnosis d where d.layanan_uid = k.layanan_uid
              and d.jenis = coalesce(e->>'jenis', 'SEKUNDER') order by d.created_at limit 1),
           'BARU') as kasus
    from koding k cross join lateral jsonb_array_elements(k.diagnosis) e
   where k.layanan_uid in (${layananDipilih})
  union all
  select d.layanan_uid, d.kode_icd10, d.nama, d.jenis, d.kasus
    from diagnosis d
   where d.layanan_uid in (${layananDipilih})
     and not exists (select 1 from koding k where k.layanan_uid = d.layanan_uid)`;

/**
 * The RL age band (index into KELOMPOK_UMUR_RL) of a birth date on a day. The birth date has no
 * hour: the day of birth falls in '1 - 23 Jam' (index 1), never '< 1 Jam'.
 */
export const kelompokUmurRl = (pada: SQL, lahir: SQL): SQL => sql`case
    when ${pada} - ${lahir} < 1 then 1
    when ${pada} - ${lahir} <= 7 then 2
    when ${pada} - ${lahir} <= 28 then 3
    when age(${pada}, ${lahir}) < interval '3 months' then 4
    when age(${pada}, ${lahir}) < interval '6 months' then 5
    when age(${pada}, ${lahir}) < interval '1 year' then 6
    when date_part('year', age(${pada}, ${lahir})) < 5 then 7
    else least(24, 8 + (date_part('year', age(${pada}, ${lahir}))::int - 5) / 5)
  end`;
