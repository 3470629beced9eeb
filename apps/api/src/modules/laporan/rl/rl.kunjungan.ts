import { type SQL, sql } from 'drizzle-orm';

/**
 * RL 5.1's rule: a visit is new when it is the patient's first (not cancelled) service at that
 * clinic ever, of any kind. `layanan` is a query of the period's services (not cancelled) with
 * uid, pasien_uid, poli_uid and tanggal; the fragment answers its rows with `baru` added.
 *
 * Written for a month of a big hospital (docs/laporan-rl.md, "At volume"), every step reading
 * as little as the answer allows:
 * - a later visit of the same patient to the same clinic within the period is old without a
 *   look-up (the window);
 * - an earlier outpatient or IGD service is found in `layanan_pasien_poli_hari_uq` (not
 *   cancelled, not inpatient: exactly its partial condition), from the index alone;
 * - an earlier stay under the same unit in `layanan_ranap_pasien_poli_idx` (stays not cancelled:
 *   exactly its condition), from that small index alone.
 */
export const denganKunjunganBaru = (layanan: SQL): SQL => sql`
  select l.*,
         l.pertama
         and not exists (select 1 from layanan s
                          where s.pasien_uid = l.pasien_uid and s.poli_uid = l.poli_uid and s.tanggal < l.tanggal
                            and s.status <> 'BATAL' and s.jenis <> 'RAWAT_INAP')
         and not exists (select 1 from layanan s
                          where s.pasien_uid = l.pasien_uid and s.poli_uid = l.poli_uid and s.tanggal < l.tanggal
                            and s.jenis = 'RAWAT_INAP' and s.status <> 'BATAL') as baru
    from (select l.*, l.tanggal = min(l.tanggal) over (partition by l.pasien_uid, l.poli_uid) as pertama
            from (${layanan}) l) l`;
