import {
  BATAS_DAFTAR_DASBOR,
  type DashboardDokter,
  HARI_HASIL_MENUNGGU,
  JENIS_RESUME_POLI,
  type JenisPoli,
  STATUS_ANTRIAN,
  type StatusAntrian,
  toJakartaIsoDate,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../platform/waktu.ts';
import { dokterPengguna } from '../pelayanan/layanan-klinis.ts';
import { akunBukanDokter } from './dashboard.errors.ts';

type Baris = Record<string, unknown>;
const baris = async <T extends Baris>(db: DbOrTx, q: ReturnType<typeof sql>) =>
  (((await db.execute(q)) as unknown as { rows: T[] }).rows ?? []) as T[];
const iso = (v: unknown) => new Date(v as string).toISOString();
const pasienDari = (r: Baris) => ({
  uid: String(r.pasien_uid),
  no_rm: String(r.no_rm),
  nama: String(r.nama),
});

/**
 * GET /dashboard/dokter: the signed-in doctor's day. Each count is `count(*) over ()` of the very
 * query its list is cut from, so a card's number is always the length of the list behind it.
 */
export async function dashboardDokter(db: DbOrTx, ctx: Ctx): Promise<DashboardDokter> {
  const dokter = await dokterPengguna(db, ctx);
  if (!dokter) throw akunBukanDokter();
  const akunUid = ctx.user?.uid ?? '';
  const me = dokter.uid;
  const kini = ctx.now();
  const hariIni = toJakartaIsoDate(kini);
  // Instants as ISO text: the driver need not know how to send a Date.
  const awalHari = tanggalJakarta(hariIni).toISOString();
  const besok = setelahHariJakarta(hariIni).toISOString();
  const awalBulan = tanggalJakarta(`${hariIni.slice(0, 8)}01`).toISOString();
  const batasHasil = new Date(kini.getTime() - HARI_HASIL_MENUNGGU * 86_400_000).toISOString();
  const N = BATAS_DAFTAR_DASBOR;

  // (a) today's patients per clinic and queue status; a stay is counted on the ward line below.
  const antrian = await baris<{ poli_uid: string; poli_nama: string; status: StatusAntrian; n: number }>(
    db,
    sql`select l.poli_uid, p.nama as poli_nama, a.status, count(*)::int as n
      from layanan l join antrian a on a.layanan_uid = l.uid join poli p on p.uid = l.poli_uid
      where l.dokter_uid = ${me} and l.tanggal = ${hariIni} and l.jenis <> 'RAWAT_INAP'
      group by 1, 2, 3 order by 2`,
  );
  const perPoli = new Map<string, DashboardDokter['pasien_hari_ini']['per_poli'][number]>();
  for (const r of antrian) {
    const p =
      perPoli.get(r.poli_uid) ??
      ({
        poli_uid: r.poli_uid,
        poli_nama: r.poli_nama,
        total: 0,
        per_status: Object.fromEntries(STATUS_ANTRIAN.map((s) => [s, 0])),
      } as DashboardDokter['pasien_hari_ini']['per_poli'][number]);
    p.per_status[r.status] = Number(r.n);
    // A cancelled registration is not a patient of the day; its column is shown on its own.
    if (r.status !== 'BATAL') p.total += Number(r.n);
    perPoli.set(r.poli_uid, p);
  }

  const [inap] = await baris<{ dirawat: number; masuk: number }>(
    db,
    sql`select count(*)::int as dirawat,
        count(*) filter (where pi.masuk_pada >= ${awalHari} and pi.masuk_pada < ${besok})::int as masuk
      from perawatan_inap pi join layanan l on l.uid = pi.layanan_uid
      where l.dokter_uid = ${me} and pi.status = 'DIRAWAT'`,
  );

  // (b) finished visits and stays of mine whose resume is not final (none saved, or a draft).
  const resume = await baris(
    db,
    sql`select l.uid as layanan_uid, l.tanggal::text as tanggal, l.jenis as jenis_layanan, p.jenis as jenis_poli,
        p.nama as poli_nama, ps.uid as pasien_uid, ps.no_rm, ps.nama, r.status, count(*) over ()::int as n
      from layanan l join poli p on p.uid = l.poli_uid join pasien ps on ps.uid = l.pasien_uid
      left join antrian a on a.layanan_uid = l.uid
      left join perawatan_inap pi on pi.layanan_uid = l.uid
      left join resume_medis r on r.layanan_uid = l.uid
      where l.dokter_uid = ${me} and l.status <> 'BATAL' and (r.status is null or r.status <> 'FINAL')
        and (case when l.jenis = 'RAWAT_INAP' then pi.pulang_pada is not null
             else (a.status = 'DONE' or l.status = 'SELESAI') end)
      order by l.tanggal desc, l.created_at desc limit ${N}`,
  );

  // (c) signing requests addressed to this login and still waiting.
  const ttd = await baris(
    db,
    sql`select e.uid, e.judul, e.jenis, e.nomor, ps.nama as pasien_nama, e.diajukan_pada,
        count(*) over ()::int as n
      from esign_pengajuan e left join pasien ps on ps.uid = e.pasien_uid
      where e.penanda_akun_uid = ${akunUid} and e.status = 'MENUNGGU'
      order by e.diajukan_pada desc limit ${N}`,
  );

  // (d) results validated in the last days for my patients that I have not written on since:
  // the lab and radiology record no "read" mark, so a later note of mine stands for it.
  const hasil = await baris(
    db,
    sql`select o.uid as order_uid, o.nomor, o.jenis, ps.uid as pasien_uid, ps.no_rm, ps.nama, v.waktu,
        count(*) over ()::int as n
      from order_penunjang o join layanan l on l.uid = o.layanan_uid join pasien ps on ps.uid = o.pasien_uid
      join lateral (select max(rw.waktu) as waktu from order_riwayat rw
        where rw.order_uid = o.uid and rw.status = 'TERVALIDASI') v on true
      where l.dokter_uid = ${me} and o.status = 'TERVALIDASI' and v.waktu >= ${batasHasil}
        and not exists (select 1 from asesmen s where s.layanan_uid = o.layanan_uid
          and s.pegawai_uid = ${me} and s.waktu > v.waktu)
        and not exists (select 1 from cppt c where c.layanan_uid = o.layanan_uid
          and c.pegawai_uid = ${me} and c.waktu > v.waktu)
      order by v.waktu desc limit ${N}`,
  );

  // (e) my fees of paid receipts this month (Jakarta), voided receipts left out (docs/kasir.md).
  const fee = await baris(
    db,
    sql`select f.uid, f.created_at, ps.nama as pasien_nama, t.nama as item, f.jumlah,
        count(*) over ()::int as n, sum(f.jumlah) over ()::bigint as total
      from fee_dokter f join transaksi t on t.uid = f.transaksi_uid left join pasien ps on ps.uid = t.pasien_uid
      where f.pegawai_uid = ${me} and f.batal_pada is null and f.created_at >= ${awalBulan} and f.created_at < ${besok}
      order by f.created_at desc limit ${N}`,
  );

  const hitung = (rows: Baris[]) => Number(rows[0]?.n ?? 0);
  const daftarPoli = [...perPoli.values()];
  return {
    tanggal: hariIni,
    dokter,
    pasien_hari_ini: { total: daftarPoli.reduce((s, p) => s + p.total, 0), per_poli: daftarPoli },
    rawat_inap: { dirawat: Number(inap?.dirawat ?? 0), masuk_hari_ini: Number(inap?.masuk ?? 0) },
    resume_belum_final: {
      jumlah: hitung(resume),
      daftar: resume.map((r) => {
        const jenis =
          r.jenis_layanan === 'RAWAT_INAP' ? 'RANAP' : JENIS_RESUME_POLI[r.jenis_poli as JenisPoli];
        return {
          layanan_uid: String(r.layanan_uid),
          pasien: pasienDari(r),
          tanggal: String(r.tanggal),
          jenis,
          poli_nama: String(r.poli_nama),
          status: r.status === 'DRAFT' ? ('DRAFT' as const) : null,
          tautan:
            jenis === 'RANAP'
              ? `/resume-medis-ranap/${r.layanan_uid}`
              : `/list-antrian-klinik/resume-medis/create/${jenis}/${r.layanan_uid}`,
        };
      }),
    },
    dokumen_belum_ttd: {
      jumlah: hitung(ttd),
      daftar: ttd.map((r) => ({
        uid: String(r.uid),
        judul: String(r.judul),
        jenis: String(r.jenis),
        nomor: (r.nomor as string | null) ?? null,
        pasien_nama: (r.pasien_nama as string | null) ?? null,
        diajukan_pada: iso(r.diajukan_pada),
      })),
    },
    hasil_menunggu: {
      jumlah: hitung(hasil),
      daftar: hasil.map((r) => {
        const jenis = r.jenis === 'LABOR' ? ('LABOR' as const) : ('RADIOLOGI' as const);
        return {
          order_uid: String(r.order_uid),
          nomor: String(r.nomor),
          jenis,
          pasien: pasienDari(r),
          divalidasi_pada: iso(r.waktu),
          tautan: jenis === 'LABOR' ? `/singlehasillabor/${r.order_uid}` : `/hasil-radiologi/${r.order_uid}`,
        };
      }),
    },
    fee_bulan_ini: {
      dari: `${hariIni.slice(0, 8)}01`,
      sampai: hariIni,
      jumlah_item: hitung(fee),
      total: Number(fee[0]?.total ?? 0),
      daftar: fee.map((r) => ({
        uid: String(r.uid),
        waktu: iso(r.created_at),
        pasien_nama: (r.pasien_nama as string | null) ?? null,
        item: String(r.item),
        jumlah: Number(r.jumlah),
      })),
    },
  };
}
