import {
  type DaftarBangsal,
  formatUmur,
  hitungNews2,
  type JenisRuangan,
  type KelasRanap,
  type KesadaranNews,
  namaBergelar,
  type PenjaminKunjungan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tambahHari } from '../../../platform/waktu.ts';
import { hariRawat } from './perawatan.service.ts';

const JAM = 3600_000;
/** Vitals are due every shift: none in 8 hours is overdue (docs/ranap/bangsal.md). */
export const BATAS_VITAL_MS = 8 * JAM;

async function baris<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const res = await db.execute(q);
  return (res as unknown as { rows: T[] }).rows;
}

/** A timestamp as ISO text in SQL, so both drivers answer the same string. */
const iso = (kolom: string) =>
  sql.raw(`to_char(${kolom} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface BarisPasien {
  layanan_uid: string;
  perawatan_inap_uid: string;
  pasien_uid: string;
  no_rm: string;
  nama: string;
  jenis_kelamin: string;
  tanggal_lahir: string;
  ruangan_uid: string;
  ruangan_kode: string;
  ruangan_nama: string;
  no_kamar: string;
  no_bed: string;
  kelas: KelasRanap;
  gelar_depan: string | null;
  dokter_nama: string | null;
  gelar_belakang: string | null;
  penjamin: PenjaminKunjungan;
  masuk_pada: string;
  diagnosis: string | null;
  order_baru: number;
  hasil_siap: number;
  obat_jatuh_tempo: number;
  observasi_terakhir: string | null;
  news_waktu: string | null;
  news_skor: number | null;
  napas: number | null;
  spo2: number | null;
  oksigen: boolean | null;
  sistol: number | null;
  nadi: number | null;
  kesadaran: KesadaranNews | null;
  suhu: number | null;
}

/**
 * The ward's current patients (open bed segments) with their alerts, in one statement: each
 * alert is a set-based count grouped by stay (CTEs), joined once to the open segments.
 */
async function pasienBangsal(db: DbOrTx, sekarang: Date, ruanganUid: string | null): Promise<BarisPasien[]> {
  const kini = sekarang.toISOString();
  const hariIni = toJakartaIsoDate(sekarang);
  const kemarin = tambahHari(hariIni, -1);
  const saringRuangan = ruanganUid ? sql`and ri.ruangan_uid = ${ruanganUid}` : sql``;
  return baris<BarisPasien>(
    db,
    sql`
    with seg as (
      select ri.layanan_uid, ri.perawatan_inap_uid, ri.ruangan_uid, ri.kamar_uid, ri.bed_uid, ri.kelas
        from rawat_inap ri where ri.keluar_pada is null ${saringRuangan}
    ),
    ord as (
      select x.layanan_uid, count(*)::int as n from (
        select o.layanan_uid from order_penunjang o join seg on seg.layanan_uid = o.layanan_uid
         where o.created_at > ${kini}::timestamptz - interval '24 hours'
           and o.status not in ('TERVALIDASI', 'BATAL')
        union all
        select r.layanan_uid from resep r join seg on seg.layanan_uid = r.layanan_uid
         where r.created_at > ${kini}::timestamptz - interval '24 hours'
           and r.status in ('REQUEST', 'APPROVED')
      ) x group by x.layanan_uid
    ),
    hasil as (
      select o.layanan_uid, count(*)::int as n from order_penunjang o join seg on seg.layanan_uid = o.layanan_uid
       where exists (select 1 from hasil_lab_versi v where v.order_uid = o.uid and v.status = 'VALID'
                      and v.divalidasi_pada > ${kini}::timestamptz - interval '24 hours')
          or exists (select 1 from ekspertise_radiologi e where e.order_uid = o.uid and e.status = 'VALID'
                      and e.divalidasi_pada > ${kini}::timestamptz - interval '24 hours')
       group by o.layanan_uid
    ),
    dosis as (
      select ro.layanan_uid, count(*)::int as n
        from rencana_obat ro join seg on seg.layanan_uid = ro.layanan_uid
        cross join lateral unnest(ro.jam) as j(jam)
        cross join lateral (values (${kemarin}::date), (${hariIni}::date)) as d(tgl)
        cross join lateral (select ((d.tgl::text || ' ' || j.jam)::timestamp at time zone 'Asia/Jakarta') as jadwal) s
       where d.tgl >= ro.mulai and (ro.selesai is null or d.tgl <= ro.selesai)
         and (ro.dihentikan_pada is null or s.jadwal < ro.dihentikan_pada)
         and s.jadwal >= ro.created_at
         and s.jadwal > ${kini}::timestamptz - interval '24 hours'
         and s.jadwal <= ${kini}::timestamptz + interval '1 hour'
         and not exists (select 1 from pemberian_obat p where p.rencana_obat_uid = ro.uid
                          and p.jadwal_pada = s.jadwal and p.status <> 'DITUNDA')
       group by ro.layanan_uid
    )
    select seg.layanan_uid, seg.perawatan_inap_uid, p.uid as pasien_uid, p.no_rm, p.nama, p.jenis_kelamin,
           p.tanggal_lahir::text as tanggal_lahir, r.uid as ruangan_uid, r.kode as ruangan_kode, r.nama as ruangan_nama,
           km.no_kamar, b.no_bed, seg.kelas, d.gelar_depan, d.nama as dokter_nama, d.gelar_belakang, k.penjamin,
           ${iso('pi.masuk_pada')} as masuk_pada, pi.diagnosis_masuk_nama as diagnosis,
           coalesce(ord.n, 0) as order_baru, coalesce(hasil.n, 0) as hasil_siap, coalesce(dosis.n, 0) as obat_jatuh_tempo,
           ${iso('akhir.waktu')} as observasi_terakhir,
           ${iso('nw.waktu')} as news_waktu, nw.news2 as news_skor, nw.napas, nw.spo2, nw.oksigen, nw.sistol, nw.nadi,
           nw.kesadaran, nw.suhu::float8 as suhu
      from seg
      join perawatan_inap pi on pi.uid = seg.perawatan_inap_uid
      join layanan l on l.uid = seg.layanan_uid
      join kunjungan k on k.uid = l.kunjungan_uid
      join pasien p on p.uid = l.pasien_uid
      join ruangan r on r.uid = seg.ruangan_uid
      join kamar km on km.uid = seg.kamar_uid
      join bed b on b.uid = seg.bed_uid
      left join pegawai d on d.uid = l.dokter_uid
      left join ord on ord.layanan_uid = seg.layanan_uid
      left join hasil on hasil.layanan_uid = seg.layanan_uid
      left join dosis on dosis.layanan_uid = seg.layanan_uid
      left join lateral (select o.waktu from observasi o where o.layanan_uid = seg.layanan_uid
                          order by o.waktu desc limit 1) akhir on true
      left join lateral (select o.waktu, o.news2, o.napas, o.spo2, o.oksigen, o.sistol, o.nadi, o.kesadaran, o.suhu
                           from observasi o where o.layanan_uid = seg.layanan_uid and o.news2 is not null
                          order by o.waktu desc limit 1) nw on true
     order by r.kode, km.no_kamar, b.no_bed`,
  );
}

/** GET /ranap/bangsal: every active ward (with its count) and the chosen ward's patients. */
export async function daftarBangsal(db: DbOrTx, ctx: Ctx, ruanganUid: string | null): Promise<DaftarBangsal> {
  const sekarang = ctx.now();
  const ruangan = await baris<{
    uid: string;
    kode: string;
    nama: string;
    jenis: JenisRuangan;
    jumlah_pasien: number;
  }>(
    db,
    sql`select r.uid, r.kode, r.nama, r.jenis,
               (select count(*)::int from rawat_inap ri where ri.ruangan_uid = r.uid and ri.keluar_pada is null) as jumlah_pasien
          from ruangan r where r.status = 'AKTIF' order by r.kode`,
  );
  const rows = await pasienBangsal(db, sekarang, ruanganUid);
  return {
    ruangan,
    pasien: rows.map((r) => {
      const nw =
        r.news_skor !== null && r.news_waktu
          ? hitungNews2({
              napas: r.napas,
              spo2: r.spo2,
              oksigen: Boolean(r.oksigen),
              sistol: r.sistol,
              nadi: r.nadi,
              kesadaran: r.kesadaran,
              suhu: r.suhu,
            })
          : null;
      const terakhir = r.observasi_terakhir;
      return {
        layanan_uid: r.layanan_uid,
        perawatan_inap_uid: r.perawatan_inap_uid,
        pasien: {
          uid: r.pasien_uid,
          no_rm: r.no_rm,
          nama: r.nama,
          jenis_kelamin: r.jenis_kelamin,
          umur: formatUmur(r.tanggal_lahir, sekarang),
        },
        ruangan: { uid: r.ruangan_uid, kode: r.ruangan_kode, nama: r.ruangan_nama },
        no_kamar: r.no_kamar,
        no_bed: r.no_bed,
        kelas: r.kelas,
        dpjp: r.dokter_nama
          ? namaBergelar({
              nama: r.dokter_nama,
              gelar_depan: r.gelar_depan,
              gelar_belakang: r.gelar_belakang,
            })
          : null,
        penjamin: r.penjamin,
        masuk_pada: r.masuk_pada,
        hari_rawat: hariRawat(new Date(r.masuk_pada), sekarang),
        diagnosis_masuk: r.diagnosis,
        alert: {
          order_baru: Number(r.order_baru),
          hasil_siap: Number(r.hasil_siap),
          obat_jatuh_tempo: Number(r.obat_jatuh_tempo),
          vital_terlambat: !terakhir || sekarang.getTime() - new Date(terakhir).getTime() > BATAS_VITAL_MS,
          observasi_terakhir: terakhir,
          news2:
            nw && r.news_waktu && r.news_skor !== null
              ? { skor: r.news_skor, risiko: nw.risiko, waktu: r.news_waktu }
              : null,
        },
      };
    }),
  };
}
