import {
  type DisplayAntrian,
  type DisplayAntrianQuery,
  type NomorPanggil,
  namaPanggilan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../../platform/waktu.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { farmasiPenjualan } from '../stok/stok.tables.ts';
import { resep } from './resep.tables.ts';

/** How many past calls the panel lists beside the current one. */
const PANGGILAN_TERAKHIR = 6;

/**
 * GET /farmasi/dispalyantrian: the waiting-room panel of one day (and one depot, when asked).
 * Numbers and short names only (namaPanggilan), so a public screen does not show full names.
 * Walk-in sales ('M-…') are called at the same counter, so their calls and ready numbers are
 * listed with the prescriptions.
 */
export async function displayAntrian(db: DbOrTx, ctx: Ctx, q: DisplayAntrianQuery): Promise<DisplayAntrian> {
  const tanggal = q.tanggal ?? toJakartaIsoDate(ctx.now());
  const depoResep = q.lokasi_uid ? [eq(resep.lokasi_uid, q.lokasi_uid)] : [];
  const depoJual = q.lokasi_uid ? [eq(farmasiPenjualan.lokasi_uid, q.lokasi_uid)] : [];
  const kolomResep = {
    uid: resep.uid,
    nomor_antrian: resep.nomor_antrian,
    nama: pasien.nama,
    racikan: sql<boolean>`${resep.nomor_antrian} like 'R-%'`,
    dipanggil_pada: resep.dipanggil_pada,
    dipanggil_kali: resep.dipanggil_kali,
  };
  const dariResep = (syarat: SQL | undefined, urut: SQL[]) =>
    db
      .select(kolomResep)
      .from(resep)
      .innerJoin(pasien, eq(pasien.uid, resep.pasien_uid))
      .where(and(isNotNull(resep.nomor_antrian), ...depoResep, syarat))
      .orderBy(...urut);
  const kolomJual = {
    uid: farmasiPenjualan.uid,
    nomor_antrian: farmasiPenjualan.nomor_antrian,
    nama: farmasiPenjualan.nama_pembeli,
    racikan: sql<boolean>`false`,
    dipanggil_pada: farmasiPenjualan.dipanggil_pada,
    dipanggil_kali: sql<number>`case when ${farmasiPenjualan.dipanggil_pada} is null then 0 else 1 end`,
  };
  // Ranges on the timestamps, not a cast per row: the day is found by index at any history size.
  const padaHari = (kolom: AnyPgColumn) =>
    and(gte(kolom, tanggalJakarta(tanggal)), lt(kolom, setelahHariJakarta(tanggal)));
  const hariDibuat = padaHari(resep.created_at);
  const menunggu = or(
    eq(resep.status, 'APPROVED'),
    and(eq(resep.status, 'DONE'), isNull(resep.diserahkan_pada)),
  );
  const [dipanggilResep, dipanggilJual, disiapkan, siap, siapJual] = await bersamaan(db, [
    () =>
      dariResep(and(isNotNull(resep.dipanggil_pada), padaHari(resep.dipanggil_pada), menunggu), [
        desc(resep.dipanggil_pada),
      ]).limit(PANGGILAN_TERAKHIR),
    () =>
      db
        .select(kolomJual)
        .from(farmasiPenjualan)
        .where(
          and(
            ...depoJual,
            isNotNull(farmasiPenjualan.dipanggil_pada),
            padaHari(farmasiPenjualan.dipanggil_pada),
            inArray(farmasiPenjualan.status, ['MENUNGGU_BAYAR', 'LUNAS']),
          ),
        )
        .orderBy(desc(farmasiPenjualan.dipanggil_pada))
        .limit(PANGGILAN_TERAKHIR),
    () =>
      dariResep(and(eq(resep.status, 'APPROVED'), hariDibuat), [asc(resep.disetujui_pada), asc(resep.nomor)]),
    () =>
      dariResep(and(eq(resep.status, 'DONE'), isNull(resep.diserahkan_pada), hariDibuat), [
        asc(resep.selesai_pada),
        asc(resep.nomor),
      ]),
    () =>
      db
        .select(kolomJual)
        .from(farmasiPenjualan)
        .where(and(...depoJual, eq(farmasiPenjualan.tanggal, tanggal), eq(farmasiPenjualan.status, 'LUNAS')))
        .orderBy(asc(farmasiPenjualan.dibayar_pada)),
  ]);
  type Baris = Omit<NomorPanggil, 'dipanggil_pada' | 'nomor_antrian'> & {
    dipanggil_pada: Date | null;
    nomor_antrian: string | null;
  };
  const ke = (b: Baris): NomorPanggil => ({
    uid: b.uid,
    nomor_antrian: b.nomor_antrian ?? '',
    nama: namaPanggilan(b.nama),
    racikan: Boolean(b.racikan),
    dipanggil_pada: b.dipanggil_pada?.toISOString() ?? null,
    dipanggil_kali: Number(b.dipanggil_kali),
  });
  const dipanggil = [...dipanggilResep, ...dipanggilJual]
    .sort((a, b) => (b.dipanggil_pada?.getTime() ?? 0) - (a.dipanggil_pada?.getTime() ?? 0))
    .slice(0, PANGGILAN_TERAKHIR)
    .map(ke);
  return {
    tanggal,
    dipanggil,
    disiapkan: disiapkan.map(ke),
    siap: [...siap, ...siapJual].map(ke),
  };
}
