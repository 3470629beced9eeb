import type { DaftarPengeluaran, Pengeluaran, PengeluaranQuery } from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import * as galat from './pengeluaran.errors.ts';
import { farmasiPengeluaran } from './pengeluaran.tables.ts';

const pembuat = alias(akun, 'pembuat');
const pembatal = alias(akun, 'pembatal');

function pilih(db: DbOrTx) {
  const p = farmasiPengeluaran;
  return db
    .select({
      uid: p.uid,
      nomor: p.nomor,
      tanggal: p.tanggal,
      lokasi: { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama },
      kategori: p.kategori,
      uraian: p.uraian,
      jumlah: p.jumlah,
      metode: p.metode,
      referensi: p.referensi,
      supplier_uid: farmasiSupplier.uid,
      supplier_kode: farmasiSupplier.kode,
      supplier_nama: farmasiSupplier.nama,
      status: p.status,
      alasan_batal: p.alasan_batal,
      dibatalkan_oleh: pembatal.nama,
      dibatalkan_pada: p.dibatalkan_pada,
      dibuat_oleh: pembuat.nama,
      created_at: p.created_at,
    })
    .from(p)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, p.lokasi_uid))
    .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, p.supplier_uid))
    .leftJoin(pembuat, eq(pembuat.uid, p.dibuat_oleh))
    .leftJoin(pembatal, eq(pembatal.uid, p.dibatalkan_oleh));
}

type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function keDto(r: Baris): Pengeluaran {
  return {
    uid: r.uid,
    nomor: r.nomor,
    tanggal: r.tanggal,
    lokasi: r.lokasi,
    kategori: r.kategori,
    uraian: r.uraian,
    jumlah: Number(r.jumlah),
    metode: r.metode,
    referensi: r.referensi,
    supplier:
      r.supplier_uid && r.supplier_kode && r.supplier_nama
        ? { uid: r.supplier_uid, kode: r.supplier_kode, nama: r.supplier_nama }
        : null,
    status: r.status,
    alasan_batal: r.alasan_batal,
    dibatalkan_oleh: r.dibatalkan_oleh,
    dibatalkan_pada: r.dibatalkan_pada?.toISOString() ?? null,
    dibuat_oleh: r.dibuat_oleh,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * GET /farmasi/pengeluaran: newest day first, then newest entry. BATAL entries stay listed
 * (struck through on screen); `total_aktif` sums the AKTIF entries the filter matches.
 */
export async function daftarPengeluaran(db: DbOrTx, q: PengeluaranQuery): Promise<DaftarPengeluaran> {
  const p = farmasiPengeluaran;
  const cari = q.search ? likePattern(q.search) : null;
  const where = and(
    q.dari ? gte(p.tanggal, q.dari) : undefined,
    q.sampai ? lte(p.tanggal, q.sampai) : undefined,
    q.lokasi_uid ? eq(p.lokasi_uid, q.lokasi_uid) : undefined,
    q.kategori ? eq(p.kategori, q.kategori) : undefined,
    q.status ? eq(p.status, q.status) : undefined,
    cari
      ? or(
          ilike(p.nomor, cari),
          ilike(p.uraian, cari),
          ilike(p.referensi, cari),
          ilike(farmasiSupplier.nama, cari),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const dasar = () => pilih(db).where(where).orderBy(desc(p.tanggal), desc(p.created_at), desc(p.nomor));
  const [rows, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () =>
      db
        .select({
          n: count(),
          total: sql<string>`coalesce(sum(${p.jumlah}) filter (where ${p.status} = 'AKTIF'), 0)`,
        })
        .from(p)
        .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, p.supplier_uid))
        .where(where),
  ] as const);
  return { ...envelope(rows.map(keDto), n?.n ?? 0, q), total_aktif: Number(n?.total ?? 0) };
}

export async function ambilPengeluaran(db: DbOrTx, uid: string): Promise<Pengeluaran> {
  const [r] = await pilih(db).where(eq(farmasiPengeluaran.uid, uid)).limit(1);
  if (!r) throw galat.pengeluaranTidakDitemukan();
  return keDto(r);
}
