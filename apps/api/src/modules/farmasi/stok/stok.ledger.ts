import { type JenisMutasiStok, toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import * as galat from './stok.errors.ts';
import { farmasiStokBatch, farmasiStokMutasi } from './stok.tables.ts';

// The only writer of stock. Every change is a ledger row (farmasi_stok_mutasi) written in the
// same transaction as the batch's on-hand quantity, so on hand = the sum of the movements.
// Other modules (prescriptions, sales, stock documents) call these functions inside their own
// transaction; none of them touches farmasi_stok_batch directly.

/** Where a movement comes from, so the ledger explains itself (document line and number). */
export interface AsalMutasi {
  jenis: JenisMutasiStok;
  sumber: string;
  sumber_uid?: string | null;
  nomor_dokumen?: string | null;
  keterangan?: string | null;
}

export interface StokMasuk extends AsalMutasi {
  produk_uid: string;
  lokasi_uid: string;
  batch: string;
  kedaluwarsa: string;
  /** Valuation per base unit, integer rupiah. */
  harga_satuan: number;
  jumlah: number;
}

export interface StokKeluar extends AsalMutasi {
  produk_uid: string;
  lokasi_uid: string;
  jumlah: number;
  /** Take from this batch only (a return to the supplier, an opname line counted per batch). */
  batch_uid?: string;
  /**
   * Expired batches are skipped when medicine goes to a patient or another depot; removing
   * expired stock (PENGURANGAN, RETUR_SUPPLIER) must reach them.
   */
  boleh_kedaluwarsa?: boolean;
}

/** One batch's share of an outgoing movement. */
export interface AmbilanBatch {
  batch_uid: string;
  batch: string;
  kedaluwarsa: string;
  harga_satuan: number;
  jumlah: number;
}

function pastikanJumlah(jumlah: number) {
  if (!Number.isInteger(jumlah) || jumlah <= 0)
    throw new RangeError(`jumlah stok harus bulat > 0: ${jumlah}`);
}

/** Adds stock to a batch (created on its first receipt) and writes the ledger row. */
export async function tambahStok(tx: Tx, ctx: Ctx, m: StokMasuk): Promise<AmbilanBatch> {
  pastikanJumlah(m.jumlah);
  const sekarang = ctx.now();
  // One statement: a new batch, or the existing one incremented and (until commit) locked.
  const [b] = await tx
    .insert(farmasiStokBatch)
    .values({
      produk_uid: m.produk_uid,
      lokasi_uid: m.lokasi_uid,
      batch: m.batch,
      kedaluwarsa: m.kedaluwarsa,
      harga_satuan: m.harga_satuan,
      jumlah: m.jumlah,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .onConflictDoUpdate({
      target: [
        farmasiStokBatch.produk_uid,
        farmasiStokBatch.lokasi_uid,
        farmasiStokBatch.batch,
        farmasiStokBatch.kedaluwarsa,
      ],
      set: { jumlah: sql`${farmasiStokBatch.jumlah} + ${m.jumlah}`, updated_at: sekarang },
    })
    .returning();
  if (!b) throw new Error('tambahStok: batch tidak kembali');
  await catatMutasi(tx, ctx, m, b, m.jumlah, b.jumlah);
  return {
    batch_uid: b.uid,
    batch: b.batch,
    kedaluwarsa: b.kedaluwarsa,
    harga_satuan: b.harga_satuan,
    jumlah: m.jumlah,
  };
}

async function catatMutasi(
  tx: Tx,
  ctx: Ctx,
  asal: AsalMutasi,
  b: { uid: string; produk_uid: string; lokasi_uid: string; harga_satuan: number },
  jumlah: number,
  sisa: number,
) {
  await tx.insert(farmasiStokMutasi).values({
    batch_uid: b.uid,
    produk_uid: b.produk_uid,
    lokasi_uid: b.lokasi_uid,
    jenis: asal.jenis,
    jumlah,
    sisa,
    harga_satuan: b.harga_satuan,
    sumber: asal.sumber,
    sumber_uid: asal.sumber_uid ?? null,
    nomor_dokumen: asal.nomor_dokumen ?? null,
    keterangan: asal.keterangan ?? null,
    dibuat_oleh: ctx.user?.uid ?? null,
    created_at: ctx.now(),
  });
}

/**
 * Takes stock out, first-expiry-first-out, and writes one ledger row per batch touched.
 *
 * The batches are read FOR UPDATE: a second dispense of the same product at the same location
 * waits here until the first commits, then sees what is left. Not enough left is a 409 naming
 * the product, the location and what is available; nothing is written.
 */
export async function kurangiStok(tx: Tx, ctx: Ctx, k: StokKeluar): Promise<AmbilanBatch[]> {
  pastikanJumlah(k.jumlah);
  const hariIni = toJakartaIsoDate(ctx.now());
  const batches = await tx
    .select()
    .from(farmasiStokBatch)
    .where(
      and(
        eq(farmasiStokBatch.produk_uid, k.produk_uid),
        eq(farmasiStokBatch.lokasi_uid, k.lokasi_uid),
        gt(farmasiStokBatch.jumlah, 0),
        k.batch_uid ? eq(farmasiStokBatch.uid, k.batch_uid) : undefined,
        k.boleh_kedaluwarsa ? undefined : gte(farmasiStokBatch.kedaluwarsa, hariIni),
      ),
    )
    .orderBy(asc(farmasiStokBatch.kedaluwarsa), asc(farmasiStokBatch.created_at), asc(farmasiStokBatch.uid))
    .for('update');
  const tersedia = batches.reduce((n, b) => n + b.jumlah, 0);
  if (tersedia < k.jumlah)
    throw await galatStokTidakCukup(tx, k.produk_uid, k.lokasi_uid, tersedia, k.jumlah);

  const ambilan: AmbilanBatch[] = [];
  let sisaKebutuhan = k.jumlah;
  for (const b of batches) {
    if (sisaKebutuhan === 0) break;
    const ambil = Math.min(b.jumlah, sisaKebutuhan);
    sisaKebutuhan -= ambil;
    const sisa = b.jumlah - ambil;
    await tx
      .update(farmasiStokBatch)
      .set({ jumlah: sisa, updated_at: ctx.now() })
      .where(eq(farmasiStokBatch.uid, b.uid));
    await catatMutasi(tx, ctx, k, b, -ambil, sisa);
    ambilan.push({
      batch_uid: b.uid,
      batch: b.batch,
      kedaluwarsa: b.kedaluwarsa,
      harga_satuan: b.harga_satuan,
      jumlah: ambil,
    });
  }
  return ambilan;
}

/**
 * Several outgoing lines in one go (a prescription, a sale, a transfer document). The lines are
 * taken in (location, product) order, so two documents naming the same products in a different
 * order lock the batches in the same order and never deadlock. Results follow the input order.
 */
export async function kurangiStokBanyak(tx: Tx, ctx: Ctx, lines: StokKeluar[]): Promise<AmbilanBatch[][]> {
  const urut = lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) =>
      a.l.lokasi_uid === b.l.lokasi_uid
        ? a.l.produk_uid.localeCompare(b.l.produk_uid)
        : a.l.lokasi_uid.localeCompare(b.l.lokasi_uid),
    );
  const hasil: AmbilanBatch[][] = new Array(lines.length);
  for (const { l, i } of urut) hasil[i] = await kurangiStok(tx, ctx, l);
  return hasil;
}

/** Moves stock between locations: out of `dari` (FEFO), into `ke` with the same batches and prices. */
export async function pindahStok(
  tx: Tx,
  ctx: Ctx,
  t: Omit<StokKeluar, 'jenis'> & { ke_lokasi_uid: string },
): Promise<AmbilanBatch[]> {
  const keluar = await kurangiStok(tx, ctx, { ...t, jenis: 'TRANSFER_KELUAR' });
  for (const a of keluar)
    await tambahStok(tx, ctx, {
      ...t,
      jenis: 'TRANSFER_MASUK',
      lokasi_uid: t.ke_lokasi_uid,
      batch: a.batch,
      kedaluwarsa: a.kedaluwarsa,
      harga_satuan: a.harga_satuan,
      jumlah: a.jumlah,
    });
  return keluar;
}

/**
 * Puts back exactly what an earlier movement took (a returned prescription, a cancelled sale):
 * the same batches, at the same location, with the reverse sign.
 */
export async function kembalikanStok(
  tx: Tx,
  ctx: Ctx,
  sumber: string,
  sumberUids: string[],
  asal: AsalMutasi,
): Promise<number> {
  if (sumberUids.length === 0) return 0;
  const keluar = await tx
    .select({
      batch_uid: farmasiStokMutasi.batch_uid,
      jumlah: sql<number>`(-sum(${farmasiStokMutasi.jumlah}))::int`,
    })
    .from(farmasiStokMutasi)
    .where(and(eq(farmasiStokMutasi.sumber, sumber), inArray(farmasiStokMutasi.sumber_uid, sumberUids)))
    .groupBy(farmasiStokMutasi.batch_uid)
    .orderBy(asc(farmasiStokMutasi.batch_uid));
  let total = 0;
  for (const k of keluar) {
    if (k.jumlah <= 0) continue;
    const [b] = await tx
      .update(farmasiStokBatch)
      .set({ jumlah: sql`${farmasiStokBatch.jumlah} + ${k.jumlah}`, updated_at: ctx.now() })
      .where(eq(farmasiStokBatch.uid, k.batch_uid))
      .returning();
    if (!b) continue;
    await catatMutasi(tx, ctx, asal, b, k.jumlah, b.jumlah);
    total += k.jumlah;
  }
  return total;
}

/** The 409 naming the product and location by name (for checks made before the take, too). */
export async function galatStokTidakCukup(
  tx: DbOrTx,
  produkUid: string,
  lokasiUid: string,
  tersedia: number,
  diminta: number,
) {
  const [p] = await tx
    .select({ nama: farmasiProduk.nama, satuan: farmasiProduk.satuan_dasar })
    .from(farmasiProduk)
    .where(eq(farmasiProduk.uid, produkUid));
  const [l] = await tx
    .select({ nama: farmasiLokasi.nama })
    .from(farmasiLokasi)
    .where(eq(farmasiLokasi.uid, lokasiUid));
  return galat.stokTidakCukup({
    produk: p?.nama ?? produkUid,
    lokasi: l?.nama ?? lokasiUid,
    satuan: p?.satuan ?? '',
    tersedia,
    diminta,
  });
}

/** Stock on hand per product at a location (unexpired and expired both count as on hand). */
export async function stokDiLokasi(
  db: DbOrTx,
  lokasiUid: string,
  produkUids: string[],
): Promise<Map<string, number>> {
  if (produkUids.length === 0) return new Map();
  const rows = await db
    .select({
      produk_uid: farmasiStokBatch.produk_uid,
      jumlah: sql<number>`sum(${farmasiStokBatch.jumlah})::int`,
    })
    .from(farmasiStokBatch)
    .where(and(eq(farmasiStokBatch.lokasi_uid, lokasiUid), inArray(farmasiStokBatch.produk_uid, produkUids)))
    .groupBy(farmasiStokBatch.produk_uid);
  return new Map(rows.map((r) => [r.produk_uid, Number(r.jumlah)]));
}

/** Stock that may still be dispensed today (unexpired), per product at a location. */
export async function stokLayakDiLokasi(
  db: DbOrTx,
  ctx: Ctx,
  lokasiUid: string,
  produkUids: string[],
): Promise<Map<string, number>> {
  if (produkUids.length === 0) return new Map();
  const rows = await db
    .select({
      produk_uid: farmasiStokBatch.produk_uid,
      jumlah: sql<number>`sum(${farmasiStokBatch.jumlah})::int`,
    })
    .from(farmasiStokBatch)
    .where(
      and(
        eq(farmasiStokBatch.lokasi_uid, lokasiUid),
        inArray(farmasiStokBatch.produk_uid, produkUids),
        gte(farmasiStokBatch.kedaluwarsa, toJakartaIsoDate(ctx.now())),
      ),
    )
    .groupBy(farmasiStokBatch.produk_uid);
  return new Map(rows.map((r) => [r.produk_uid, Number(r.jumlah)]));
}
