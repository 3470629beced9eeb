import { toJakartaIsoDate } from '@rawat/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resep } from '../farmasi/resep/resep.tables.ts';
import { bookingDariKode, gagal } from './ws.service.ts';

// The pharmacy queue the WS RS answers (antrean/farmasi, docs/antrean-online.md), split from
// ws.service.ts, which keeps the token, the clinic queue and new patients.

/** The prescription of a booking's visit, its kind and number (pharmacy queue calls). */
async function resepBooking(db: Db, kodebooking: string) {
  const b = await bookingDariKode(db, kodebooking);
  if (b.status === 'BATAL') throw gagal('Antrean Tidak Ditemukan atau Sudah Dibatalkan');
  if (!b.layanan_uid) throw gagal('Pasien belum check-in; belum ada resep');
  const [r] = await db
    .select({ nomor_antrian: resep.nomor_antrian, created_at: resep.created_at })
    .from(resep)
    .where(and(eq(resep.layanan_uid, b.layanan_uid), sql`${resep.status} not in ('REJECTED', 'RETUR')`))
    .orderBy(resep.created_at)
    .limit(1);
  if (!r) throw gagal('Belum ada resep untuk antrean ini');
  const racikan = (r.nomor_antrian ?? '').startsWith('R');
  return {
    racikan,
    jenisresep: racikan ? 'Racikan' : 'Non racikan',
    nomor: Number((r.nomor_antrian ?? '').replace(/\D/g, '')) || 0,
    awalan: racikan ? 'R%' : 'N%',
  };
}

/** POST /antrean/farmasi. */
export async function antreanFarmasi(db: Db, kodebooking: string) {
  const r = await resepBooking(db, kodebooking);
  return {
    jenisresep: r.jenisresep,
    nomorantrean: r.nomor,
    keterangan: r.nomor ? '' : 'Resep belum mendapat nomor antrean farmasi',
  };
}

/** POST /antrean/farmasi/status: today's queue of that kind at the pharmacy. */
export async function statusFarmasi(db: Db, now: Date, kodebooking: string) {
  const r = await resepBooking(db, kodebooking);
  const hari = toJakartaIsoDate(now);
  const hariIni = sql`(${resep.created_at} at time zone 'Asia/Jakarta')::date = ${hari}::date`;
  const semua = and(
    hariIni,
    sql`${resep.nomor_antrian} like ${r.awalan}`,
    sql`${resep.status} not in ('REJECTED', 'RETUR')`,
  );
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(resep).where(semua);
  const [s] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(resep)
    .where(and(semua, isNull(resep.diserahkan_pada), isNull(resep.dipanggil_pada)));
  const [p] = await db
    .select({ nomor: resep.nomor_antrian })
    .from(resep)
    .where(and(semua, gt(resep.dipanggil_kali, 0)))
    .orderBy(sql`${resep.dipanggil_pada} desc`)
    .limit(1);
  return {
    jenisresep: r.jenisresep,
    totalantrean: Number(t?.n ?? 0),
    sisaantrean: Number(s?.n ?? 0),
    antreanpanggil: Number((p?.nomor ?? '').replace(/\D/g, '')) || 0,
    keterangan: '',
  };
}
