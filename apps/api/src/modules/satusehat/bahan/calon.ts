import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { JENIS_VITAL, VITAL } from '../fhir/observation.ts';
import { SQL_MULAI, SQL_SELESAI } from './encounter.ts';
import { SQL_TANDA_VITAL } from './klinis.ts';
import { baris } from './sql.ts';

/*
 * The scan's question, in one set-based query (docs/satusehat.md "Pengiriman per kunjungan"):
 * for the layanan of the visits in the window and the stays still in care or discharged within it
 * (a stay outlasts the window; with a doctor: an Encounter needs one), every
 * resource SATUSEHAT should hold by now that has no outbox message yet. Each branch says what
 * the state of our rows implies; `urut` is the FHIR order a visit's messages must keep (an
 * Encounter before what refers to it, a ServiceRequest before its Specimen…).
 */

export interface Calon {
  kunjungan_uid: string;
  layanan_uid: string;
  urut: number;
  /** FHIR type, with a suffix where one row makes several (`Observation:nadi`). */
  jenis: string;
  uid_lokal: string;
  /** Encounter state changes after `arrived`. */
  status: string | null;
  /** When the state was reached (Encounter), for the message's payload. */
  waktu: unknown;
  kunci: string;
  keterangan: string;
  pasien: string;
  no_rm: string;
  poli: string;
}

const VITAL_VALUES = sql.join(
  JENIS_VITAL.map((j, n) => sql`(${j}::text, ${VITAL[j].field}::text, ${n}::int)`),
  sql`, `,
);

/** One branch: the columns every branch gives, in the same order. */
const cabang = (q: SQL) => sql`(${q})`;

export async function cariCalon(db: DbOrTx, dari: string, sampai: string): Promise<Calon[]> {
  const branches: SQL[] = [
    // 1. Arrived: the layanan is registered.
    sql`select kunjungan_uid, uid as layanan_uid, 1 as urut, 'Encounter' as jenis, uid::text as uid_lokal,
          null::text as status, created_at as waktu, created_at as urutan, 'Kunjungan tiba' as keterangan
        from lay where status <> 'BATAL'`,
    // 2. In progress: called, moved on the queue or assessed.
    sql`select kunjungan_uid, uid, 2, 'Encounter', uid::text, 'in-progress', mulai, mulai, 'Kunjungan dilayani'
        from lay where status <> 'BATAL' and mulai is not null`,
    // 3. Diagnoses (ICD-10).
    sql`select lay.kunjungan_uid, lay.uid, 3, 'Condition', d.uid::text, null, null, d.created_at,
          'Diagnosis ' || d.kode_icd10
        from diagnosis d join lay on lay.uid = d.layanan_uid where lay.status <> 'BATAL'`,
    // 4. Vital signs measured in an assessment (the three places forms keep them).
    sql`select lay.kunjungan_uid, lay.uid, 4, 'Observation:' || v.jenis, s.uid::text, null, null,
          s.waktu + (v.n * interval '1 millisecond'), 'Tanda vital ' || v.jenis
        from asesmen s join lay on lay.uid = s.layanan_uid
        cross join (values ${VITAL_VALUES}) as v(jenis, field, n)
        where lay.status <> 'BATAL' and jsonb_typeof(${SQL_TANDA_VITAL} -> v.field) = 'number'`,
    // 5. Procedures (ICD-9-CM).
    sql`select lay.kunjungan_uid, lay.uid, 5, 'Procedure', pr.uid::text, null, null, pr.created_at,
          'Prosedur ' || pr.kode_icd9
        from prosedur pr join lay on lay.uid = pr.layanan_uid where lay.status <> 'BATAL'`,
    // 6. Prescription lines (a prescription refused before it was sent is not reported).
    sql`select lay.kunjungan_uid, lay.uid, 6, 'MedicationRequest', d.uid::text, null, null,
          r.created_at + (d.posisi * interval '1 millisecond'), 'Resep ' || r.nomor || '-' || d.posisi
        from resep r join resep_detail d on d.resep_uid = r.uid join lay on lay.uid = r.layanan_uid
        where lay.status <> 'BATAL' and r.status <> 'REJECTED'`,
    // 7. Lab tests requested: single tests, a package's tests, and what the sheet holds.
    sql`select lay.kunjungan_uid, lay.uid, 7, 'ServiceRequest', t.item_uid::text || ':' || t.pemeriksaan_uid::text,
          null, null, o.created_at + (t.posisi * interval '1 millisecond'), 'Permintaan lab ' || o.nomor || ' ' || pl.kode
        from order_penunjang o join lay on lay.uid = o.layanan_uid
        join lateral (
          select i.uid as item_uid, i.pemeriksaan_lab_uid as pemeriksaan_uid, i.posisi * 1000 as posisi
            from order_item i where i.order_uid = o.uid and i.pemeriksaan_lab_uid is not null and i.status <> 'BATAL'
          union
          select i.uid, pi.pemeriksaan_uid, i.posisi * 1000 + pi.urutan
            from order_item i join paket_lab_item pi on pi.paket_uid = i.paket_lab_uid
           where i.order_uid = o.uid and i.status <> 'BATAL'
          union
          select h.order_item_uid, h.pemeriksaan_uid, i.posisi * 1000 + h.posisi
            from hasil_lab_versi v join hasil_lab h on h.versi_uid = v.uid join order_item i on i.uid = h.order_item_uid
           where v.order_uid = o.uid and v.status <> 'DIKOREKSI'
        ) t on true
        join pemeriksaan_lab pl on pl.uid = t.pemeriksaan_uid
        where lay.status <> 'BATAL' and o.jenis = 'LABOR' and o.status <> 'BATAL'`,
    // 8. Specimens taken (one per kind of specimen of the order's sheet).
    sql`select distinct lay.kunjungan_uid, lay.uid, 8, 'Specimen', o.uid::text || ':' || h.spesimen, null::text,
          null::timestamptz, o.created_at, 'Spesimen ' || o.nomor || ' ' || h.spesimen
        from order_penunjang o join lay on lay.uid = o.layanan_uid
        join hasil_lab_versi v on v.order_uid = o.uid and v.status <> 'DIKOREKSI'
        join hasil_lab h on h.versi_uid = v.uid
        where lay.status <> 'BATAL' and o.jenis = 'LABOR' and o.status not in ('DIMINTA', 'BATAL')`,
    // 9. Validated result lines.
    sql`select lay.kunjungan_uid, lay.uid, 9, 'Observation:lab', h.order_item_uid::text || ':' || h.pemeriksaan_uid::text,
          null, null, o.created_at + (h.posisi * interval '1 millisecond'), 'Hasil lab ' || o.nomor || ' ' || h.kode
        from order_penunjang o join lay on lay.uid = o.layanan_uid
        join hasil_lab_versi v on v.order_uid = o.uid and v.status = 'VALID'
        join hasil_lab h on h.versi_uid = v.uid
        where lay.status <> 'BATAL' and o.jenis = 'LABOR' and h.nilai is not null`,
    // 10. The validated sheet as a report.
    sql`select lay.kunjungan_uid, lay.uid, 10, 'DiagnosticReport', o.uid::text, null, null, o.created_at,
          'Laporan lab ' || o.nomor
        from order_penunjang o join lay on lay.uid = o.layanan_uid
        where lay.status <> 'BATAL' and o.jenis = 'LABOR' and exists (
          select 1 from hasil_lab_versi v join hasil_lab h on h.versi_uid = v.uid
           where v.order_uid = o.uid and v.status = 'VALID' and h.nilai is not null)`,
    // 11. Dispensed prescription lines.
    sql`select lay.kunjungan_uid, lay.uid, 11, 'MedicationDispense', d.uid::text, null, null,
          r.selesai_pada + (d.posisi * interval '1 millisecond'), 'Obat diserahkan ' || r.nomor || '-' || d.posisi
        from resep r join resep_detail d on d.resep_uid = r.uid join lay on lay.uid = r.layanan_uid
        where lay.status <> 'BATAL' and r.status in ('DONE', 'RETUR') and r.selesai_pada is not null`,
    // 12. Finished, with the history and the diagnoses.
    sql`select kunjungan_uid, uid, 12, 'Encounter', uid::text, 'finished', selesai, selesai, 'Kunjungan selesai'
        from lay where status = 'SELESAI'`,
    // 13. Cancelled after SATUSEHAT was told it arrived.
    sql`select kunjungan_uid, uid, 13, 'Encounter', uid::text, 'cancelled', selesai, selesai, 'Kunjungan batal'
        from lay where status = 'BATAL' and exists (
          select 1 from outbox o where o.mitra = 'SATUSEHAT' and o.kunci_unik = 'Encounter:' || lay.uid::text)`,
  ];
  return baris<Calon>(
    db,
    sql`with dipilih as (
          select l.uid from kunjungan k join layanan l on l.kunjungan_uid = k.uid
          where k.tanggal between ${dari} and ${sampai}
          union
          -- A stay lasts longer than the window: still in care, or discharged within it.
          select pi.layanan_uid from perawatan_inap pi
          where pi.status = 'DIRAWAT' or pi.pulang_pada >= ${dari}::date
        ),
        lay as (
          select l.uid, l.kunjungan_uid, l.status, l.created_at, ${SQL_MULAI} as mulai, ${SQL_SELESAI} as selesai,
            p.nama as pasien, p.no_rm, pl.nama as poli
          from dipilih d join layanan l on l.uid = d.uid
          join pasien p on p.uid = l.pasien_uid join poli pl on pl.uid = l.poli_uid
          left join antrian a on a.layanan_uid = l.uid
          where l.dokter_uid is not null
        ),
        calon (kunjungan_uid, layanan_uid, urut, jenis, uid_lokal, status, waktu, urutan, keterangan) as (
          ${sql.join(branches.map(cabang), sql` union all `)}
        )
        select c.kunjungan_uid, c.layanan_uid, c.urut, c.jenis, c.uid_lokal, c.status, c.waktu, c.keterangan,
          c.jenis || ':' || c.uid_lokal || coalesce(':' || c.status, '') as kunci,
          lay.pasien, lay.no_rm, lay.poli
        from calon c join lay on lay.uid = c.layanan_uid
        where not exists (select 1 from outbox o where o.mitra = 'SATUSEHAT'
          and o.kunci_unik = c.jenis || ':' || c.uid_lokal || coalesce(':' || c.status, ''))
        order by c.kunjungan_uid, c.urut, c.urutan, c.layanan_uid, c.uid_lokal, c.jenis`,
  );
}
