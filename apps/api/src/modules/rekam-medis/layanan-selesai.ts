import type { JenisKunjungan, PenjaminKunjungan } from '@rawat/domain';
import { namaBergelar } from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';

// The finished layanan the medical-record office works on (the coder's worklist, completeness):
// a clinic or IGD layanan is finished when its queue entry is DONE (layanan SELESAI, the visit
// closes with its last open layanan), a stay when the patient went home (perawatan_inap PULANG,
// which also sets the stay's layanan SELESAI). Its end is the discharge for a stay and the moment
// the queue entry became DONE otherwise; the layanan's last update stands in when neither is known.
//
// Raw SQL by table name: the stay's ward (rawat_inap, ruangan) and the coder's row sit in tables
// this module may read but whose joins drizzle's builder would only make longer to read.

/** The end of the layanan, as an SQL expression over the aliases of `FROM_SELESAI`. */
export const SELESAI_PADA = sql.raw(
  `coalesce(pi.pulang_pada, case when a.status = 'DONE' then a.status_diubah_pada end, l.updated_at)`,
);

/** An SQL timestamp as ISO text in UTC, the same on PGlite and node-postgres. */
export const teksIso = (expr: SQL) =>
  sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The unit: the ward of a stay's last bed, else the clinic. */
const UNIT = sql.raw(`case when l.jenis = 'RAWAT_INAP' then coalesce(ru.nama, po.nama) else po.nama end`);

export const FROM_SELESAI = sql.raw(`from layanan l
  join kunjungan k on k.uid = l.kunjungan_uid
  join pasien p on p.uid = l.pasien_uid
  join poli po on po.uid = l.poli_uid
  left join pegawai d on d.uid = l.dokter_uid
  left join antrian a on a.layanan_uid = l.uid
  left join perawatan_inap pi on pi.layanan_uid = l.uid
  left join lateral (select ri.ruangan_uid from rawat_inap ri where ri.perawatan_inap_uid = pi.uid
                      order by ri.masuk_pada desc limit 1) seg on true
  left join ruangan ru on ru.uid = seg.ruangan_uid
  left join koding ko on ko.layanan_uid = l.uid`);

export const KOLOM_SELESAI = sql`l.uid as layanan_uid, l.jenis, l.tanggal::text as tanggal,
  ${teksIso(SELESAI_PADA)} as selesai_pada, p.uid as pasien_uid, p.no_rm, p.nama as pasien_nama,
  ${UNIT} as unit, po.jenis as jenis_poli, d.uid as dokter_uid, d.nama as dokter_nama,
  d.gelar_depan, d.gelar_belakang, k.penjamin, ko.uid as koding_uid,
  ko.nama_pengkode, ${teksIso(sql.raw('ko.dikonfirmasi_pada'))} as dikonfirmasi_pada`;

export interface BarisSelesai {
  layanan_uid: string;
  jenis: JenisKunjungan;
  tanggal: string;
  selesai_pada: string;
  pasien_uid: string;
  no_rm: string;
  pasien_nama: string;
  unit: string;
  jenis_poli: string;
  dokter_uid: string | null;
  dokter_nama: string | null;
  gelar_depan: string | null;
  gelar_belakang: string | null;
  penjamin: PenjaminKunjungan;
  koding_uid: string | null;
  nama_pengkode: string | null;
  dikonfirmasi_pada: string | null;
}

export interface FilterSelesai {
  tanggal_dari?: string | undefined;
  tanggal_sampai?: string | undefined;
  poli_uid?: string | undefined;
  ruangan_uid?: string | undefined;
  dokter_uid?: string | undefined;
  penjamin?: string | undefined;
  /** Coded or not. */
  dikode?: boolean | undefined;
  layanan_uid?: string | undefined;
  search?: string | undefined;
}

/** The WHERE clause: finished, not cancelled, and the filters given. */
export function syaratSelesai(f: FilterSelesai): SQL {
  const s: SQL[] = [sql`l.status = 'SELESAI'`];
  const hari = sql`(${SELESAI_PADA} at time zone 'Asia/Jakarta')::date`;
  if (f.tanggal_dari) s.push(sql`${hari} >= ${f.tanggal_dari}::date`);
  if (f.tanggal_sampai) s.push(sql`${hari} <= ${f.tanggal_sampai}::date`);
  if (f.poli_uid) s.push(sql`l.poli_uid = ${f.poli_uid}`);
  if (f.ruangan_uid) s.push(sql`seg.ruangan_uid = ${f.ruangan_uid}`);
  if (f.dokter_uid) s.push(sql`l.dokter_uid = ${f.dokter_uid}`);
  if (f.penjamin) s.push(sql`k.penjamin = ${f.penjamin}`);
  if (f.dikode === true) s.push(sql`ko.uid is not null`);
  if (f.dikode === false) s.push(sql`ko.uid is null`);
  if (f.layanan_uid) s.push(sql`l.uid = ${f.layanan_uid}`);
  if (f.search) {
    const pola = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    s.push(sql`(p.nama ilike ${pola} or p.no_rm = ${f.search})`);
  }
  return sql.join(s, sql` and `);
}

export const namaDokter = (r: BarisSelesai): string | null =>
  r.dokter_nama
    ? namaBergelar({ nama: r.dokter_nama, gelar_depan: r.gelar_depan, gelar_belakang: r.gelar_belakang })
    : null;

export const barisDari = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
