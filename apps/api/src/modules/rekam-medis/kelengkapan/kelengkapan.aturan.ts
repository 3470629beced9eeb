import {
  BATAS_KELENGKAPAN_JAM,
  type ItemKelengkapanDto,
  type ItemKelengkapanRm,
  type KelengkapanRm,
  LABEL_ITEM_KELENGKAPAN_RM,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  type BarisSelesai,
  barisDari,
  type FilterSelesai,
  FROM_SELESAI,
  KOLOM_SELESAI,
  namaDokter,
  SELESAI_PADA,
  syaratSelesai,
  teksIso,
} from '../layanan-selesai.ts';

// What a finished record must hold (docs/rekam-medis.md "Record completeness"), each piece with
// the time it first qualified, so "complete within 2 × 24 h" is read from the rows themselves.
// The stay's CPPT (ranap) and the e-signature requests (esign) are read by table name: ranap sits
// above this module (docs/architecture.md "Layers"), and only their existence and time matter.

interface BaktiWaktu {
  kep_poli: string | null;
  kep_igd: string | null;
  kep_hd: string | null;
  kebidanan: string | null;
  medis: string | null;
  medis_igd: string | null;
  medis_hd: string | null;
  cppt_dokter: string | null;
  cppt_perawat: string | null;
  resume_final: string | null;
  resume_ttd: string | null;
  n_operasi: number;
  n_tanpa_consent: number;
  consent_pada: string | null;
  n_tanpa_laporan: number;
  laporan_pada: string | null;
  n_order: number;
  n_order_belum: number;
  order_pada: string | null;
}
export type BarisKelengkapan = BarisSelesai & BaktiWaktu;

const min = (expr: string) => teksIso(sql.raw(`min(${expr})`));

const BUKTI = sql`
  ${min(`a2.waktu) filter (where a2.jenis = 'KEPERAWATAN_POLI'`)} as kep_poli,
  ${min(`a2.waktu) filter (where a2.jenis = 'KEPERAWATAN_IGD'`)} as kep_igd,
  ${min(`a2.waktu) filter (where a2.jenis = 'KEPERAWATAN_HD'`)} as kep_hd,
  ${min(`a2.waktu) filter (where a2.jenis = 'KEBIDANAN'`)} as kebidanan,
  ${min(`a2.waktu) filter (where a2.jenis = 'MEDIS'`)} as medis,
  ${min(`a2.waktu) filter (where a2.jenis = 'MEDIS_IGD'`)} as medis_igd,
  ${min(`a2.waktu) filter (where a2.jenis = 'MEDIS_HD'`)} as medis_hd,
  (select ${min(`c.waktu) filter (where c.profesi = 'DOKTER'`)} from cppt c where c.layanan_uid = l.uid) as cppt_dokter,
  (select ${min(`c.waktu) filter (where c.profesi = 'PERAWAT'`)} from cppt c where c.layanan_uid = l.uid) as cppt_perawat,
  ${teksIso(sql.raw(`case when rm.status = 'FINAL' then rm.difinalkan_pada end`))} as resume_final,
  (select ${min('e.diputus_pada')} from esign_pengajuan e
    where e.jenis = 'RESUME' and e.ref_uid = rm.uid and e.status = 'DITANDATANGANI') as resume_ttd,
  coalesce(op.n, 0)::int as n_operasi, coalesce(op.tanpa_consent, 0)::int as n_tanpa_consent,
  ${teksIso(sql.raw('op.consent_pada'))} as consent_pada,
  coalesce(op.tanpa_laporan, 0)::int as n_tanpa_laporan, ${teksIso(sql.raw('op.laporan_pada'))} as laporan_pada,
  coalesce(od.n, 0)::int as n_order, coalesce(od.belum, 0)::int as n_order_belum,
  ${teksIso(sql.raw('od.pada'))} as order_pada`;

// Operations done for the layanan (from it, or charged to it), each needing the patient's consent
// confirmed at Sign In of the safety checklist and a final operation report.
const JOIN_BUKTI = sql.raw(`
  left join asesmen a2 on a2.layanan_uid = l.uid
  left join resume_medis rm on rm.layanan_uid = l.uid
  left join lateral (
    select count(*) as n,
      count(*) filter (where ck.pada is null) as tanpa_consent, max(ck.pada) as consent_pada,
      count(*) filter (where lo.difinalkan_pada is null) as tanpa_laporan, max(lo.difinalkan_pada) as laporan_pada
    from operasi o
    left join operasi_checklist ck on ck.operasi_uid = o.uid and ck.bagian = 'SIGN_IN'
      and ck.jawaban->>'identitas' = 'YA'
    left join laporan_operasi lo on lo.operasi_uid = o.uid and lo.status = 'FINAL'
    where (o.layanan_uid = l.uid or o.ditagih_layanan_uid = l.uid) and o.status = 'SELESAI') op on true
  left join lateral (
    select count(*) as n, count(*) filter (where o2.status <> 'TERVALIDASI') as belum,
      max((select max(r.waktu) from order_riwayat r where r.order_uid = o2.uid and r.status = 'TERVALIDASI')) as pada
    from order_penunjang o2 where o2.layanan_uid = l.uid and o2.status <> 'BATAL') od on true`);

const GROUP = sql.raw(`group by l.uid, k.uid, p.uid, po.uid, d.uid, a.uid, pi.uid, seg.ruangan_uid, ru.uid,
  ko.uid, rm.uid, op.n, op.tanpa_consent, op.consent_pada, op.tanpa_laporan, op.laporan_pada, od.n, od.belum, od.pada`);

/** Every finished layanan matching `f`, with the evidence of each piece, newest end first. */
export async function bacaBukti(db: DbOrTx, f: FilterSelesai): Promise<BarisKelengkapan[]> {
  return barisDari<BarisKelengkapan>(
    await db.execute(sql`select ${KOLOM_SELESAI}, ${BUKTI} ${FROM_SELESAI} ${JOIN_BUKTI}
      where ${syaratSelesai(f)} ${GROUP} order by ${SELESAI_PADA} desc, l.uid desc`),
  );
}

const JAM = 3_600_000;

/** Which pieces the kind of layanan requires, each with the time it was there (null: missing). */
export function itemWajib(r: BarisKelengkapan): [ItemKelengkapanRm, string | null][] {
  const item: [ItemKelengkapanRm, string | null][] = [];
  if (r.jenis === 'RAWAT_INAP') {
    // A stay's initial assessments: the DPJP's first CPPT note, the nurse's (or the midwife's).
    item.push(['ASESMEN_AWAL_MEDIS', r.cppt_dokter ?? r.medis]);
    item.push(['ASESMEN_AWAL_KEPERAWATAN', r.cppt_perawat ?? r.kebidanan]);
    item.push(['RESUME_FINAL', r.resume_final]);
    item.push(['RESUME_TTD', r.resume_ttd]);
  } else {
    const [kep, med] =
      r.jenis_poli === 'IGD'
        ? [r.kep_igd, r.medis_igd]
        : r.jenis_poli === 'HEMODIALISA'
          ? [r.kep_hd, r.medis_hd]
          : [r.kep_poli, r.medis];
    item.push(['ASESMEN_KEPERAWATAN', kep]);
    item.push(['ASESMEN_MEDIS', med]);
    item.push(['RESUME_FINAL', r.resume_final]);
  }
  if (r.n_operasi > 0) {
    item.push(['PERSETUJUAN_OPERASI', r.n_tanpa_consent === 0 ? r.consent_pada : null]);
    item.push(['LAPORAN_OPERASI', r.n_tanpa_laporan === 0 ? r.laporan_pada : null]);
  }
  if (r.n_order > 0) item.push(['HASIL_PENUNJANG', r.n_order_belum === 0 ? r.order_pada : null]);
  item.push(['KODING', r.dikonfirmasi_pada]);
  return item;
}

/** The completeness of one record at `sekarang`. */
export function nilaiKelengkapan(r: BarisKelengkapan, sekarang: Date): KelengkapanRm {
  const wajib = itemWajib(r);
  const item: ItemKelengkapanDto[] = wajib.map(([kode, pada]) => ({
    kode,
    label: LABEL_ITEM_KELENGKAPAN_RM[kode],
    ada: pada !== null,
    pada,
  }));
  const lengkap = item.every((i) => i.ada);
  const selesai = new Date(r.selesai_pada);
  const batas = new Date(selesai.getTime() + BATAS_KELENGKAPAN_JAM * JAM);
  // Complete when its last piece arrived (never before the service ended: notes written during
  // the visit are on time by definition).
  const terakhir = lengkap
    ? Math.max(selesai.getTime(), ...item.map((i) => new Date(i.pada ?? 0).getTime()))
    : null;
  const terlambat = terakhir !== null ? terakhir > batas.getTime() : sekarang.getTime() > batas.getTime();
  return {
    layanan_uid: r.layanan_uid,
    jenis: r.jenis,
    tanggal: r.tanggal,
    pasien: { uid: r.pasien_uid, no_rm: r.no_rm, nama: r.pasien_nama },
    unit: r.unit,
    dokter: r.dokter_uid ? { uid: r.dokter_uid, nama: namaDokter(r) ?? '' } : null,
    selesai_pada: selesai.toISOString(),
    batas_waktu: batas.toISOString(),
    lengkap,
    lengkap_pada: terakhir !== null ? new Date(terakhir).toISOString() : null,
    terlambat,
    status: lengkap ? 'LENGKAP' : terlambat ? 'TERLAMBAT' : 'BELUM_LENGKAP',
    item,
    kurang: item.filter((i) => !i.ada).map((i) => i.label),
  };
}
