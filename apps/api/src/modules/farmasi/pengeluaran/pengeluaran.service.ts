import {
  type AksesLokasi,
  type BatalPengeluaranInput,
  formatRupiah,
  HARI_MUNDUR_PENGELUARAN,
  LABEL_KATEGORI_PENGELUARAN,
  type Pengeluaran,
  type PengeluaranInputValid,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { tambahHari } from '../../../platform/waktu.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { ambilPengeluaran } from './pengeluaran.baca.ts';
import * as galat from './pengeluaran.errors.ts';
import { farmasiPengeluaran } from './pengeluaran.tables.ts';

/**
 * The §6 right that opens a depot's till: whoever may take stock out there (sell to walk-in
 * buyers, whose cash lands in this till) may also pay out of it (docs/farmasi.md).
 */
export const AKSES_KAS_DEPO: AksesLokasi = 'decrement_stock';

/** An active depot: warehouses sell nothing over the counter, so they keep no till. */
async function depoAktif(db: Db, uid: string) {
  const [l] = await db
    .select({ uid: farmasiLokasi.uid, nama: farmasiLokasi.nama, jenis: farmasiLokasi.jenis })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.uid, uid), eq(farmasiLokasi.status, 'AKTIF')))
    .limit(1);
  if (!l) throw galat.isianTidakValid('lokasi_uid', 'Depo farmasi tidak ditemukan atau tidak aktif');
  if (l.jenis !== 'DEPO')
    throw galat.isianTidakValid(
      'lokasi_uid',
      `${l.nama} bukan depo; pengeluaran kas dicatat di depo yang melayani penjualan`,
    );
  return l;
}

async function supplierAktif(db: Db, uid: string | null) {
  if (!uid) return null;
  const [s] = await db
    .select({ uid: farmasiSupplier.uid, nama: farmasiSupplier.nama, status: farmasiSupplier.status })
    .from(farmasiSupplier)
    .where(eq(farmasiSupplier.uid, uid))
    .limit(1);
  if (!s) throw galat.isianTidakValid('supplier_uid', 'Supplier tidak ditemukan');
  if (s.status !== 'AKTIF')
    throw galat.isianTidakValid('supplier_uid', `Supplier ${s.nama} sudah tidak aktif`);
  return s;
}

/** The expense's day: today unless given; never ahead of today, at most a month back. */
function tanggalPengeluaran(ctx: Ctx, tanggal: string | undefined): string {
  const hariIni = toJakartaIsoDate(ctx.now());
  const hari = tanggal ?? hariIni;
  if (hari > hariIni)
    throw galat.isianTidakValid('tanggal', 'Tanggal pengeluaran tidak boleh setelah hari ini');
  if (hari < tambahHari(hariIni, -HARI_MUNDUR_PENGELUARAN))
    throw galat.isianTidakValid(
      'tanggal',
      `Tanggal pengeluaran paling lama ${HARI_MUNDUR_PENGELUARAN} hari sebelum hari ini`,
    );
  return hari;
}

/**
 * POST /farmasi/pengeluaran: one expense paid from a depot's till, numbered PGL-YYYYMMDD-NNNN
 * (the Jakarta day it is written, gapless) in the transaction that stores it with its audit row.
 */
export async function buatPengeluaran(db: Db, ctx: Ctx, input: PengeluaranInputValid): Promise<Pengeluaran> {
  const user = penggunaOf(ctx);
  const tanggal = tanggalPengeluaran(ctx, input.tanggal);
  const depo = await depoAktif(db, input.lokasi_uid);
  await wajibAksesLokasi(db, user, depo.uid, AKSES_KAS_DEPO);
  const supplier = await supplierAktif(db, input.supplier_uid);
  return db.transaction(async (tx) => {
    const sekarang = ctx.now();
    const hari = toJakartaIsoDate(sekarang).replaceAll('-', '');
    // The number last: other expenses of the day wait on this key until the transaction ends.
    const nomor = `PGL-${hari}-${String(await ambilNomor(tx, `PGL-${hari}`)).padStart(4, '0')}`;
    const [p] = await tx
      .insert(farmasiPengeluaran)
      .values({
        nomor,
        tanggal,
        lokasi_uid: depo.uid,
        kategori: input.kategori,
        uraian: input.uraian,
        jumlah: input.jumlah,
        metode: input.metode,
        referensi: input.referensi,
        supplier_uid: supplier?.uid ?? null,
        status: 'AKTIF',
        dibuat_oleh: user.uid,
        created_at: sekarang,
      })
      .returning({ uid: farmasiPengeluaran.uid });
    if (!p) throw new Error('insert pengeluaran tanpa hasil');
    await catatAktivitas(tx, ctx, {
      aksi: 'pengeluaran_farmasi.create',
      entitas: 'farmasi_pengeluaran',
      entitas_id: p.uid,
      keterangan: `Pengeluaran ${nomor} di ${depo.nama}: ${LABEL_KATEGORI_PENGELUARAN[input.kategori]} – ${input.uraian}, ${formatRupiah(input.jumlah)}`,
      detail: { sesudah: { ...input, tanggal, nomor } },
    });
    return ambilPengeluaran(tx, p.uid);
  });
}

/**
 * POST /farmasi/pengeluaran/:uid/batal: BATAL with the reason, who and when. The row is locked
 * first, so a second void (double click, two screens) waits and then gets 409.
 */
export async function batalkanPengeluaran(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: BatalPengeluaranInput,
): Promise<Pengeluaran> {
  const user = penggunaOf(ctx);
  const [awal] = await db
    .select({ lokasi_uid: farmasiPengeluaran.lokasi_uid })
    .from(farmasiPengeluaran)
    .where(eq(farmasiPengeluaran.uid, uid));
  if (!awal) throw galat.pengeluaranTidakDitemukan();
  await wajibAksesLokasi(db, user, awal.lokasi_uid, AKSES_KAS_DEPO);
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select({
        uid: farmasiPengeluaran.uid,
        nomor: farmasiPengeluaran.nomor,
        status: farmasiPengeluaran.status,
        jumlah: farmasiPengeluaran.jumlah,
        uraian: farmasiPengeluaran.uraian,
      })
      .from(farmasiPengeluaran)
      .where(eq(farmasiPengeluaran.uid, uid))
      .for('update');
    if (!p) throw galat.pengeluaranTidakDitemukan();
    if (p.status === 'BATAL') throw galat.sudahDibatalkan(p.nomor);
    const sekarang = ctx.now();
    await tx
      .update(farmasiPengeluaran)
      .set({
        status: 'BATAL',
        alasan_batal: input.alasan,
        dibatalkan_oleh: user.uid,
        dibatalkan_pada: sekarang,
      })
      .where(eq(farmasiPengeluaran.uid, p.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'pengeluaran_farmasi.batal',
      entitas: 'farmasi_pengeluaran',
      entitas_id: p.uid,
      keterangan: `Membatalkan pengeluaran ${p.nomor} (${p.uraian}, ${formatRupiah(Number(p.jumlah))}): ${input.alasan}`,
      detail: { sebelum: { status: 'AKTIF' }, sesudah: { status: 'BATAL', alasan: input.alasan } },
    });
    return ambilPengeluaran(tx, p.uid);
  });
}
