import { type DashboardEsign, JENIS_DOKUMEN_TTD, type JenisDokumenTtd } from '@rawat/domain';
import { and, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { akun } from '../akun/akun.tables.ts';
import { esignCa, esignPenanda, esignPengajuan } from './esign.tables.ts';
import { infoSertifikat } from './pki/ca.ts';

const HARI_MS = 86_400_000;

/** Counts per signer, kind and day for a range of document dates; the certificates in use. */
export async function dashboardEsign(
  db: Db,
  q: { dari: string; sampai: string },
  sekarang: Date,
): Promise<DashboardEsign> {
  const rentang = and(gte(esignPengajuan.tanggal, q.dari), lte(esignPengajuan.tanggal, q.sampai));
  const hitung = {
    menunggu: sql<number>`count(*) filter (where ${esignPengajuan.status} = 'MENUNGGU')::int`,
    ditandatangani: sql<number>`count(*) filter (where ${esignPengajuan.status} = 'DITANDATANGANI')::int`,
    ditolak: sql<number>`count(*) filter (where ${esignPengajuan.status} = 'DITOLAK')::int`,
  };
  const perPenanda = await db
    .select({ akun_uid: akun.uid, nama: akun.nama, ...hitung })
    .from(esignPengajuan)
    .innerJoin(akun, eq(akun.uid, esignPengajuan.penanda_akun_uid))
    .where(rentang)
    .groupBy(akun.uid, akun.nama)
    .orderBy(akun.nama);
  const perJenis = await db
    .select({ jenis: esignPengajuan.jenis, ...hitung })
    .from(esignPengajuan)
    .where(rentang)
    .groupBy(esignPengajuan.jenis);
  const perHari = await db
    .select({
      tanggal: sql<string>`to_char(${esignPengajuan.diputus_pada} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
      ditandatangani: sql<number>`count(*)::int`,
    })
    .from(esignPengajuan)
    .where(and(rentang, eq(esignPengajuan.status, 'DITANDATANGANI')))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const total = { menunggu: 0, ditandatangani: 0, ditolak: 0 };
  for (const r of perJenis) {
    total.menunggu += r.menunggu;
    total.ditandatangani += r.ditandatangani;
    total.ditolak += r.ditolak;
  }
  const sisa = (d: Date) => Math.floor((d.getTime() - sekarang.getTime()) / HARI_MS);
  const ca = await db
    .select({ pem: esignCa.sertifikat_pem, berlaku_sampai: esignCa.berlaku_sampai })
    .from(esignCa)
    .where(eq(esignCa.aktif, true));
  const penanda = await db
    .select({
      nama: esignPenanda.nama_ktp,
      serial: esignPenanda.sertifikat_serial,
      berlaku_sampai: esignPenanda.sertifikat_berlaku_sampai,
    })
    .from(esignPenanda)
    .where(and(eq(esignPenanda.status, 'AKTIF'), isNotNull(esignPenanda.sertifikat_serial)))
    .orderBy(esignPenanda.sertifikat_berlaku_sampai);
  const [menunggu] = await db
    .select({ n: count() })
    .from(esignPenanda)
    .where(eq(esignPenanda.status, 'DIAJUKAN'));
  const urutan = (j: string) => JENIS_DOKUMEN_TTD.indexOf(j as JenisDokumenTtd);
  return {
    total,
    per_penanda: perPenanda,
    per_jenis: perJenis
      .map((r) => ({ ...r, jenis: r.jenis as JenisDokumenTtd }))
      .sort((a, b) => urutan(a.jenis) - urutan(b.jenis)),
    per_hari: perHari,
    sertifikat: [
      ...ca.map((c) => {
        const info = infoSertifikat(c.pem);
        return {
          nama: info.namaUmum,
          jenis: 'CA' as const,
          serial: info.serial,
          berlaku_sampai: c.berlaku_sampai.toISOString(),
          sisa_hari: sisa(c.berlaku_sampai),
        };
      }),
      ...penanda.flatMap((p) =>
        p.serial && p.berlaku_sampai
          ? [
              {
                nama: p.nama,
                jenis: 'PENANDA' as const,
                serial: p.serial,
                berlaku_sampai: p.berlaku_sampai.toISOString(),
                sisa_hari: sisa(p.berlaku_sampai),
              },
            ]
          : [],
      ),
    ],
    penanda_menunggu_verifikasi: menunggu?.n ?? 0,
  };
}
