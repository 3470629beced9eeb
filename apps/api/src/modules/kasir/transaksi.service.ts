import type { JenisTransaksi, KelasTarif, PenjaminTarif, Transaksi } from '@rawat/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { transaksi } from './kasir.tables.ts';
import * as galat from './transaksi.errors.ts';

/** What a module hands the cashier: one priced line pointing back to its source row. */
export interface TagihanBaru {
  kunjungan_uid: string;
  layanan_uid?: string | null;
  pasien_uid: string;
  jenis: JenisTransaksi;
  sumber: string;
  sumber_uid: string;
  kode?: string | null;
  nama: string;
  jumlah: number;
  /** Integer rupiah from the tariff in force (the caller prices it: hargaTindakan, tarifBerlaku…). */
  harga_satuan: number;
  penjamin: PenjaminTarif;
  kelas: KelasTarif;
  pelaksana_uid?: string | null;
}

type Row = typeof transaksi.$inferSelect;

export function keTransaksi(r: Row): Transaksi {
  return {
    uid: r.uid,
    kunjungan_uid: r.kunjungan_uid,
    layanan_uid: r.layanan_uid,
    jenis: r.jenis,
    sumber: r.sumber,
    sumber_uid: r.sumber_uid,
    kode: r.kode,
    nama: r.nama,
    jumlah: r.jumlah,
    harga_satuan: r.harga_satuan,
    total: r.total,
    penjamin: r.penjamin,
    kelas: r.kelas,
    membalik_uid: r.membalik_uid,
    alasan: r.alasan,
    pembayaran_uid: r.pembayaran_uid,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * Adds a charge to the visit's bill (the cashier module's entry point for every other module).
 * Call it inside the transaction that creates the source row.
 */
export async function tambahTransaksi(db: DbOrTx, ctx: Ctx, t: TagihanBaru): Promise<Transaksi> {
  const [row] = await db
    .insert(transaksi)
    .values({
      ...t,
      layanan_uid: t.layanan_uid ?? null,
      kode: t.kode ?? null,
      pelaksana_uid: t.pelaksana_uid ?? null,
      total: t.harga_satuan * t.jumlah,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: ctx.now(),
    })
    .returning();
  if (!row) throw new Error('insert transaksi tanpa hasil');
  return keTransaksi(row);
}

/**
 * Cancels the live charges of a source row by adding their reversal lines (negative, with the
 * reason). A paid charge is not reversed here: the cashier voids the payment first (409).
 * Returns the reversal lines; none when the source had no live charge.
 */
export async function balikTransaksiSumber(
  db: DbOrTx,
  ctx: Ctx,
  sumber: string,
  sumberUid: string,
  alasan: string,
): Promise<Transaksi[]> {
  const rows = await db
    .select()
    .from(transaksi)
    .where(
      and(eq(transaksi.sumber, sumber), eq(transaksi.sumber_uid, sumberUid), isNull(transaksi.membalik_uid)),
    )
    .for('update');
  const sudah = new Set(
    (
      await db
        .select({ m: transaksi.membalik_uid })
        .from(transaksi)
        .where(and(eq(transaksi.sumber, sumber), eq(transaksi.sumber_uid, sumberUid)))
    ).map((r) => r.m),
  );
  const hasil: Transaksi[] = [];
  for (const r of rows) {
    if (sudah.has(r.uid)) continue;
    if (r.pembayaran_uid) throw galat.sudahDibayar(r.nama);
    const [balik] = await db
      .insert(transaksi)
      .values({
        kunjungan_uid: r.kunjungan_uid,
        layanan_uid: r.layanan_uid,
        pasien_uid: r.pasien_uid,
        jenis: r.jenis,
        sumber: r.sumber,
        sumber_uid: r.sumber_uid,
        kode: r.kode,
        nama: r.nama,
        jumlah: -r.jumlah,
        harga_satuan: r.harga_satuan,
        total: -r.total,
        penjamin: r.penjamin,
        kelas: r.kelas,
        pelaksana_uid: r.pelaksana_uid,
        membalik_uid: r.uid,
        alasan,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: ctx.now(),
      })
      .returning();
    if (balik) hasil.push(keTransaksi(balik));
  }
  return hasil;
}

/** The charges of a visit (reversals included), oldest first. */
export async function transaksiKunjungan(db: DbOrTx, kunjunganUid: string): Promise<Transaksi[]> {
  const rows = await db
    .select()
    .from(transaksi)
    .where(eq(transaksi.kunjungan_uid, kunjunganUid))
    .orderBy(transaksi.created_at);
  return rows.map(keTransaksi);
}

/** What is still charged per source row (charges minus their reversals), for the source's own screens. */
export async function tagihanPerSumber(
  db: DbOrTx,
  sumber: readonly string[],
  sumberUids: string[],
): Promise<Map<string, number>> {
  if (sumberUids.length === 0) return new Map();
  const rows = await db
    .select({ uid: transaksi.sumber_uid, total: sql<number>`sum(${transaksi.total})::bigint` })
    .from(transaksi)
    // The source kind leads transaksi_sumber_idx: without it the lookup walks the whole index.
    .where(and(inArray(transaksi.sumber, [...sumber]), inArray(transaksi.sumber_uid, sumberUids)))
    .groupBy(transaksi.sumber_uid);
  return new Map(rows.map((r) => [r.uid, Number(r.total)]));
}

/**
 * Per source row, Σ of its live charges that no receipt covers yet (a charge with a reversal is
 * not live), for a module that waits on payment: the pharmacy's hand-over (issue 17). Rows with
 * nothing unpaid are left out.
 */
export async function belumDibayarPerSumber(
  db: DbOrTx,
  sumber: readonly string[],
  sumberUids: readonly string[],
): Promise<Map<string, number>> {
  if (sumberUids.length === 0) return new Map();
  const rows = await db
    .select({ uid: transaksi.sumber_uid, total: sql<string>`sum(${transaksi.total})` })
    .from(transaksi)
    .where(
      and(
        inArray(transaksi.sumber, [...sumber]),
        inArray(transaksi.sumber_uid, [...sumberUids]),
        isNull(transaksi.membalik_uid),
        isNull(transaksi.pembayaran_uid),
        sql`not exists (select 1 from ${transaksi} b where b.membalik_uid = ${transaksi.uid})`,
      ),
    )
    .groupBy(transaksi.sumber_uid);
  return new Map(rows.filter((r) => Number(r.total) > 0).map((r) => [r.uid, Number(r.total)]));
}
