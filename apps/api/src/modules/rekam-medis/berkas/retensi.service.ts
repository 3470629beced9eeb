import {
  type ListEnvelope,
  MASA_RETENSI_TAHUN,
  type Retensi,
  type RetensiQuery,
  retensiSampai,
  toJakartaIsoDate,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { barisDari } from '../../../platform/audit-rantai.ts';
import type { Ctx } from '../../../platform/context.ts';
import { selisihHari } from '../../../platform/waktu.ts';
import { pasienTidakDitemukan } from '../rekam-medis.errors.ts';

interface BarisRetensi {
  uid: string;
  no_rm: string;
  nama: string;
  kunjungan: string | null;
  daftar: string;
}

/**
 * The last visit of each record: the newest layanan not cancelled (its date), or the discharge
 * day of a stay when that is later (a stay's layanan carries its admission date). Dates as text,
 * so no driver turns them into a moment in some zone.
 */
const TERAKHIR = sql`
  select p.uid, p.no_rm, p.nama,
         greatest(lv.t, ri.t)::text as kunjungan,
         (p.created_at at time zone 'Asia/Jakarta')::date::text as daftar
    from pasien p
    left join lateral (
      select max(l.tanggal) as t from layanan l where l.pasien_uid = p.uid and l.status <> 'BATAL'
    ) lv on true
    left join lateral (
      select max((pi.pulang_pada at time zone 'Asia/Jakarta')::date) as t
        from perawatan_inap pi where pi.pasien_uid = p.uid
    ) ri on true`;

function keDto(r: BarisRetensi, hariIni: string): Retensi {
  const mulai = r.kunjungan ?? r.daftar;
  const sampai = retensiSampai(mulai);
  const sisa = selisihHari(hariIni, sampai);
  return {
    pasien: { uid: r.uid, no_rm: r.no_rm, nama: r.nama },
    kunjungan_terakhir: r.kunjungan,
    dasar: r.kunjungan ? 'KUNJUNGAN' : 'PENDAFTARAN',
    mulai_dihitung: mulai,
    retensi_sampai: sampai,
    sisa_hari: sisa,
    // The period is "at least 25 years": the last day is still inside it.
    berakhir: sisa < 0,
  };
}

/** GET /rm/:pasien_uid/retensi: the last visit and the day the retention period ends. */
export async function retensiPasien(db: Db, ctx: Ctx, pasienUid: string): Promise<Retensi> {
  const [r] = barisDari<BarisRetensi>(await db.execute(sql`${TERAKHIR} where p.uid = ${pasienUid}`));
  if (!r) throw pasienTidakDitemukan();
  return keDto(r, toJakartaIsoDate(ctx.now()));
}

/**
 * GET /retensi-rm: records whose retention ends between `dari` and `sampai` (without `dari`, those
 * already past too), soonest first. Merged records are left out: their file lives on in the one
 * they were merged into. It reads every record once; it is a planning report, not a screen polled.
 */
export async function daftarRetensi(db: Db, ctx: Ctx, q: RetensiQuery): Promise<ListEnvelope<Retensi>> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const cari = q.search?.trim();
  const saring = sql`
    with r as (
      select t.*, (coalesce(t.kunjungan::date, t.daftar::date) + make_interval(years => ${MASA_RETENSI_TAHUN}))::date as sampai
        from (${TERAKHIR} where p.digabung_ke is null) t
    )
    select r.uid, r.no_rm, r.nama, r.kunjungan, r.daftar from r
     where r.sampai <= ${q.sampai}::date
       ${q.dari ? sql`and r.sampai >= ${q.dari}::date` : sql``}
       ${cari ? sql`and (r.no_rm = ${cari} or r.nama ilike ${`%${cari.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})` : sql``}`;
  const halaman = q.limitless ? sql`` : sql`limit ${q.limit} offset ${q.offset}`;
  const [rows, jumlah] = await Promise.all([
    db.execute(sql`${saring} order by r.sampai, r.no_rm ${halaman}`).then(barisDari<BarisRetensi>),
    db.execute(sql`select count(*)::int as n from (${saring}) x`).then(barisDari<{ n: number }>),
  ]);
  return {
    respon: rows.map((r) => keDto(r, hariIni)),
    metadata: { total_data: jumlah[0]?.n ?? 0, offset: q.offset, limit: q.limit },
  };
}
