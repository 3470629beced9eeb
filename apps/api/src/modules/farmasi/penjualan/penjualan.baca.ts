import {
  bolehDijualBebas,
  hargaJual,
  type ListEnvelope,
  type ObatPenjualan,
  type ObatPenjualanQuery,
  type Penjualan,
  type PenjualanQuery,
  type PenjualanRingkas,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { stokLayakDiLokasi } from '../stok/stok.ledger.ts';
import { farmasiPenjualan, farmasiPenjualanItem } from '../stok/stok.tables.ts';
import * as galat from './penjualan.errors.ts';

/** The walk-in price: the UMUM payer's markup on the product's harga dasar (spec §9). */
export const hargaMandiri = (hargaDasar: number) => hargaJual(hargaDasar, 'UMUM');

function pilih(db: DbOrTx) {
  const p = farmasiPenjualan;
  return db
    .select({
      uid: p.uid,
      nomor: p.nomor,
      nomor_antrian: p.nomor_antrian,
      tanggal: p.tanggal,
      lokasi: { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama },
      nama_pembeli: p.nama_pembeli,
      telepon: p.telepon,
      status: p.status,
      tempat_bayar: p.tempat_bayar,
      total: p.total,
      dibayar: p.dibayar,
      dibayar_pada: p.dibayar_pada,
      dipanggil_pada: p.dipanggil_pada,
      diserahkan_pada: p.diserahkan_pada,
      alasan: p.alasan,
      jumlah_item: sql<number>`(select count(*)::int from ${farmasiPenjualanItem} where ${farmasiPenjualanItem.penjualan_uid} = ${p.uid})`,
      oleh: akun.nama,
      created_at: p.created_at,
      updated_at: p.updated_at,
    })
    .from(p)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, p.lokasi_uid))
    .leftJoin(akun, eq(akun.uid, p.dibuat_oleh));
}

type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function ringkas(r: Baris): PenjualanRingkas {
  const total = Number(r.total);
  const dibayar = r.dibayar === null ? null : Number(r.dibayar);
  return {
    uid: r.uid,
    nomor: r.nomor,
    nomor_antrian: r.nomor_antrian,
    tanggal: r.tanggal,
    lokasi: r.lokasi,
    nama_pembeli: r.nama_pembeli,
    telepon: r.telepon,
    status: r.status,
    tempat_bayar: r.tempat_bayar,
    total,
    dibayar,
    kembalian: dibayar === null ? null : dibayar - total,
    dibayar_pada: r.dibayar_pada?.toISOString() ?? null,
    dipanggil_pada: r.dipanggil_pada?.toISOString() ?? null,
    diserahkan_pada: r.diserahkan_pada?.toISOString() ?? null,
    alasan: r.alasan,
    jumlah_item: Number(r.jumlah_item),
    dibuat_oleh: r.oleh,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** GET /farmasi/penjualan: newest first, or in queue order (oldest first) for the queue screen. */
export async function daftarPenjualan(
  db: DbOrTx,
  q: PenjualanQuery,
): Promise<ListEnvelope<PenjualanRingkas>> {
  if (q.dari && q.sampai && q.sampai < q.dari) {
    const message = 'Tanggal sampai tidak boleh sebelum tanggal dari';
    throw badRequest(message, [{ path: 'sampai', message }]);
  }
  const p = farmasiPenjualan;
  const cari = q.search ? likePattern(q.search) : null;
  const where = and(
    q.status ? eq(p.status, q.status) : undefined,
    q.lokasi_uid ? eq(p.lokasi_uid, q.lokasi_uid) : undefined,
    q.tempat_bayar ? eq(p.tempat_bayar, q.tempat_bayar) : undefined,
    q.dari ? gte(p.tanggal, q.dari) : undefined,
    q.sampai ? lte(p.tanggal, q.sampai) : undefined,
    cari
      ? or(
          ilike(p.nomor, cari),
          ilike(p.nomor_antrian, cari),
          ilike(p.nama_pembeli, cari),
          ilike(p.telepon, cari),
        )
      : undefined,
  );
  const urutan =
    q.urut === 'antrian'
      ? [asc(p.tanggal), asc(p.created_at), asc(p.nomor)]
      : [desc(p.created_at), desc(p.nomor)];
  const { limit, offset } = pageWindow(q);
  const dasar = () =>
    pilih(db)
      .where(where)
      .orderBy(...urutan);
  const [rows, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () => db.select({ n: count() }).from(p).where(where),
  ] as const);
  return envelope(rows.map(ringkas), n?.n ?? 0, q);
}

/** One sale with its lines in position order. */
export async function ambilPenjualan(db: DbOrTx, uid: string): Promise<Penjualan> {
  const [r] = await pilih(db).where(eq(farmasiPenjualan.uid, uid)).limit(1);
  if (!r) throw galat.penjualanTidakDitemukan();
  const i = farmasiPenjualanItem;
  const items = await db
    .select({
      uid: i.uid,
      posisi: i.posisi,
      produk: {
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      },
      jumlah: i.jumlah,
      harga_satuan: i.harga_satuan,
      total: i.total,
      aturan_pakai: i.aturan_pakai,
    })
    .from(i)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, i.produk_uid))
    .where(eq(i.penjualan_uid, uid))
    .orderBy(asc(i.posisi));
  return {
    ...ringkas(r),
    items: items.map((b) => ({ ...b, harga_satuan: Number(b.harga_satuan), total: Number(b.total) })),
  };
}

/**
 * GET /farmasi/penjualan/obat: active products matching the search (name, generic name, code),
 * each with its walk-in price and the unexpired stock at the depot. Narcotics and psychotropics
 * are listed (the pharmacist should see why they cannot be sold) but marked not for sale.
 */
export async function cariObatPenjualan(
  db: DbOrTx,
  ctx: Ctx,
  q: ObatPenjualanQuery,
): Promise<ListEnvelope<ObatPenjualan>> {
  const p = farmasiProduk;
  const syarat: SQL[] = [eq(p.status, 'AKTIF')];
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(p.nama, pola), ilike(p.nama_generik, pola), ilike(p.kode, pola));
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const [rows, [n]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          uid: p.uid,
          kode: p.kode,
          nama: p.nama,
          nama_generik: p.nama_generik,
          satuan_dasar: p.satuan_dasar,
          golongan: p.golongan,
          harga_dasar: p.harga_dasar,
        })
        .from(p)
        .where(where)
        .orderBy(asc(p.nama), asc(p.kode))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () => db.select({ n: count() }).from(p).where(where),
  ] as const);
  const stok = await stokLayakDiLokasi(
    db,
    ctx,
    q.lokasi_uid,
    rows.map((r) => r.uid),
  );
  return envelope(
    rows.map(({ harga_dasar, ...r }) => ({
      ...r,
      golongan: r.golongan,
      harga_satuan: hargaMandiri(Number(harga_dasar)),
      stok: stok.get(r.uid) ?? 0,
      boleh_dijual: bolehDijualBebas(r.golongan),
    })),
    n?.n ?? 0,
    q,
  );
}
