import type { KategoriTindakan, KelasTarif, PenjaminKunjungan, Transaksi } from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { tambahTransaksi } from '../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { type HargaTindakan, hargaTindakan } from '../master/tindakan/tindakan.service.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { tindakanLayanan } from './pelayanan.tables.ts';

/**
 * Charging a catalogue procedure as done on a layanan: the chart's own procedures
 * (tindakan.service.ts), a finished operation (operasi/operasi.tagihan.ts) and an inpatient HD
 * session (ranap/hd/hd.tagihan.ts) all write it the same way, so it is written once, here, in the
 * module that owns done procedures (the modules above may import it; .dependency-cruiser.cjs).
 */

/** The charges of procedures point back to their row (transaksi.sumber). */
export const SUMBER_TINDAKAN_LAYANAN = 'tindakan_layanan';

/** What pricing and recording need of the layanan (a LayananKlinis fits). */
export interface LayananTagih {
  uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  penjamin: PenjaminKunjungan;
  /** 'YYYY-MM-DD': the layanan's day, the day its procedures are priced on. */
  tanggal: string;
}

/** Prices for a layanan at one moment: the class of care then, and each procedure's price. */
export interface TarifLayanan {
  pada: Date;
  kelas: KelasTarif;
  harga: Map<string, HargaTindakan>;
}

/** One procedure done, to be recorded with its charge. */
export interface TindakanDikerjakan {
  tindakan_uid: string;
  jumlah: number;
  /** Who did it, whose fee it is (kasir/fee); null for a room or an item without a performer. */
  pelaksana_uid: string | null;
  catatan: string | null;
}

/** A recorded procedure: its row, the price it was charged at and its charge line. */
export interface TindakanTertagih {
  uid: string;
  tindakan_uid: string;
  harga: HargaTindakan;
  transaksi: Transaksi;
}

/** The AKTIF catalogue procedures holding these codes, by code (a code with none is absent). */
export async function tindakanAktifPerKode(
  db: DbOrTx,
  kode: readonly string[],
): Promise<Map<string, { uid: string; nama: string; kategori: KategoriTindakan }>> {
  if (kode.length === 0) return new Map();
  const rows = await db
    .select({ uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama, kategori: tindakan.kategori })
    .from(tindakan)
    .where(and(inArray(tindakan.kode, [...new Set(kode)]), eq(tindakan.status, 'AKTIF')));
  return new Map(rows.map((r) => [r.kode, { uid: r.uid, nama: r.nama, kategori: r.kategori }]));
}

/**
 * The price of each procedure for the visit's payer at the class of care at this moment
 * (kelasTarifLayanan: Rawat Jalan for clinics and IGD, the bed's billing class for a stay) on the
 * layanan's day. Throws tindakan.tarif_belum_diatur (400) when one has no price.
 */
export async function tarifTindakanLayanan(
  tx: DbOrTx,
  ctx: Ctx,
  l: LayananTagih,
  tindakanUids: readonly string[],
): Promise<TarifLayanan> {
  const pada = ctx.now();
  const kelas = await kelasTarifLayanan(tx, l.uid, pada);
  const harga = await hargaTindakan(tx, {
    tindakan_uids: tindakanUids,
    penjamin: l.penjamin,
    kelas,
    tanggal: l.tanggal,
  });
  return { pada, kelas, harga };
}

/**
 * Records one procedure done on the layanan (tindakan_layanan) and its one charge at the price
 * in `tarif` (KONSUL or TINDAKAN by its category), naming who did it so the cashier's fee rules
 * apply when the bill is paid.
 */
export async function catatTindakanTertagih(
  tx: DbOrTx,
  ctx: Ctx,
  l: LayananTagih,
  tarif: TarifLayanan,
  t: TindakanDikerjakan,
): Promise<TindakanTertagih> {
  const harga = tarif.harga.get(t.tindakan_uid);
  if (!harga) throw new Error('hargaTindakan tanpa hasil');
  const sekarang = ctx.now();
  const [row] = await tx
    .insert(tindakanLayanan)
    .values({
      kunjungan_uid: l.kunjungan_uid,
      layanan_uid: l.uid,
      pasien_uid: l.pasien_uid,
      tindakan_uid: t.tindakan_uid,
      jumlah: t.jumlah,
      pelaksana_uid: t.pelaksana_uid,
      catatan: t.catatan,
      waktu: sekarang,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: tindakanLayanan.uid });
  if (!row) throw new Error('insert tindakan_layanan tanpa hasil');
  const transaksi = await tambahTransaksi(tx, ctx, {
    kunjungan_uid: l.kunjungan_uid,
    layanan_uid: l.uid,
    pasien_uid: l.pasien_uid,
    jenis: harga.jenis_transaksi,
    sumber: SUMBER_TINDAKAN_LAYANAN,
    sumber_uid: row.uid,
    kode: harga.kode,
    nama: harga.nama,
    jumlah: t.jumlah,
    harga_satuan: harga.jumlah,
    penjamin: l.penjamin,
    kelas: tarif.kelas,
    pelaksana_uid: t.pelaksana_uid,
  });
  return { uid: row.uid, tindakan_uid: t.tindakan_uid, harga, transaksi };
}

/**
 * Prices every procedure first (nothing is written when one has no price), then records each
 * with its charge, in the order given; each answer carries the item it was asked with. Call it
 * inside the transaction of the work it charges.
 */
export async function tagihTindakanDikerjakan<T extends TindakanDikerjakan>(
  tx: DbOrTx,
  ctx: Ctx,
  l: LayananTagih,
  items: readonly T[],
): Promise<(TindakanTertagih & { item: T })[]> {
  const tarif = await tarifTindakanLayanan(
    tx,
    ctx,
    l,
    items.map((i) => i.tindakan_uid),
  );
  const hasil: (TindakanTertagih & { item: T })[] = [];
  for (const item of items) hasil.push({ ...(await catatTindakanTertagih(tx, ctx, l, tarif, item)), item });
  return hasil;
}
