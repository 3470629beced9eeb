import type {
  BarisDokumenStok,
  DokumenStok,
  DokumenStokQuery,
  DokumenStokRingkas,
  JenisDokumenStok,
  ListEnvelope,
  StatusDokumenStok,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { farmasiProduk, farmasiProdukSatuan } from '../produk/produk.tables.ts';
import { farmasiDokumen, farmasiDokumenItem, farmasiDokumenRiwayat } from '../stok/stok.tables.ts';
import * as galat from './dokumen.errors.ts';

const tujuan = alias(farmasiLokasi, 'lokasi_tujuan');
const rujukan = alias(farmasiDokumen, 'rujukan');

function pilih(db: DbOrTx) {
  return db
    .select({
      uid: farmasiDokumen.uid,
      jenis: farmasiDokumen.jenis,
      nomor: farmasiDokumen.nomor,
      status: farmasiDokumen.status,
      tanggal: farmasiDokumen.tanggal,
      lokasi: { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama },
      tujuan_uid: tujuan.uid,
      tujuan_kode: tujuan.kode,
      tujuan_nama: tujuan.nama,
      supplier_uid: farmasiSupplier.uid,
      supplier_kode: farmasiSupplier.kode,
      supplier_nama: farmasiSupplier.nama,
      rujukan_uid: rujukan.uid,
      rujukan_nomor: rujukan.nomor,
      no_faktur: farmasiDokumen.no_faktur,
      catatan: farmasiDokumen.catatan,
      alasan: farmasiDokumen.alasan,
      total: farmasiDokumen.total,
      jumlah_item: sql<number>`(select count(*)::int from ${farmasiDokumenItem} where ${farmasiDokumenItem.dokumen_uid} = ${farmasiDokumen.uid})`,
      oleh: akun.nama,
      created_at: farmasiDokumen.created_at,
      updated_at: farmasiDokumen.updated_at,
    })
    .from(farmasiDokumen)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, farmasiDokumen.lokasi_uid))
    .leftJoin(tujuan, eq(tujuan.uid, farmasiDokumen.lokasi_tujuan_uid))
    .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, farmasiDokumen.supplier_uid))
    .leftJoin(rujukan, eq(rujukan.uid, farmasiDokumen.rujukan_uid))
    .leftJoin(akun, eq(akun.uid, farmasiDokumen.dibuat_oleh));
}

type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function ringkas(d: Baris): DokumenStokRingkas {
  return {
    uid: d.uid,
    jenis: d.jenis as JenisDokumenStok,
    nomor: d.nomor,
    status: d.status as StatusDokumenStok,
    tanggal: d.tanggal,
    lokasi: d.lokasi,
    lokasi_tujuan:
      d.tujuan_uid && d.tujuan_kode && d.tujuan_nama
        ? { uid: d.tujuan_uid, kode: d.tujuan_kode, nama: d.tujuan_nama }
        : null,
    supplier:
      d.supplier_uid && d.supplier_kode && d.supplier_nama
        ? { uid: d.supplier_uid, kode: d.supplier_kode, nama: d.supplier_nama }
        : null,
    rujukan: d.rujukan_uid && d.rujukan_nomor ? { uid: d.rujukan_uid, nomor: d.rujukan_nomor } : null,
    no_faktur: d.no_faktur,
    catatan: d.catatan,
    alasan: d.alasan,
    total: Number(d.total),
    jumlah_item: Number(d.jumlah_item),
    dibuat_oleh: d.oleh,
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

/** GET /farmasi/stok/{sr,pr,po,gr}: one kind of document, newest first, with the list filters. */
export async function daftarDokumen(
  db: DbOrTx,
  jenis: JenisDokumenStok,
  q: DokumenStokQuery,
): Promise<ListEnvelope<DokumenStokRingkas>> {
  const cari = q.search ? likePattern(q.search) : null;
  const where = and(
    eq(farmasiDokumen.jenis, jenis),
    q.status ? eq(farmasiDokumen.status, q.status) : undefined,
    q.lokasi_uid ? eq(farmasiDokumen.lokasi_uid, q.lokasi_uid) : undefined,
    q.lokasi_tujuan_uid ? eq(farmasiDokumen.lokasi_tujuan_uid, q.lokasi_tujuan_uid) : undefined,
    q.supplier_uid ? eq(farmasiDokumen.supplier_uid, q.supplier_uid) : undefined,
    q.rujukan_uid ? eq(farmasiDokumen.rujukan_uid, q.rujukan_uid) : undefined,
    q.dari ? gte(farmasiDokumen.tanggal, q.dari) : undefined,
    q.sampai ? lte(farmasiDokumen.tanggal, q.sampai) : undefined,
    cari
      ? or(
          ilike(farmasiDokumen.nomor, cari),
          ilike(farmasiDokumen.no_faktur, cari),
          ilike(farmasiSupplier.nama, cari),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const dasar = () =>
    pilih(db).where(where).orderBy(desc(farmasiDokumen.created_at), desc(farmasiDokumen.nomor));
  const [rows, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () =>
      db
        .select({ n: count() })
        .from(farmasiDokumen)
        .leftJoin(farmasiSupplier, eq(farmasiSupplier.uid, farmasiDokumen.supplier_uid))
        .where(where),
  ] as const);
  return envelope(rows.map(ringkas), n?.n ?? 0, q);
}

/** One document with its lines (and each product's units), history and follow-up documents. */
export async function ambilDokumen(db: DbOrTx, uid: string, jenis: JenisDokumenStok): Promise<DokumenStok> {
  const [d] = await pilih(db)
    .where(and(eq(farmasiDokumen.uid, uid), eq(farmasiDokumen.jenis, jenis)))
    .limit(1);
  if (!d) throw galat.dokumenTidakDitemukan(jenis);
  const items = await db
    .select({
      uid: farmasiDokumenItem.uid,
      posisi: farmasiDokumenItem.posisi,
      produk: {
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
        harga_dasar: farmasiProduk.harga_dasar,
      },
      satuan: farmasiDokumenItem.satuan,
      isi: farmasiDokumenItem.isi,
      jumlah: farmasiDokumenItem.jumlah,
      jumlah_diproses: farmasiDokumenItem.jumlah_diproses,
      harga_satuan: farmasiDokumenItem.harga_satuan,
      batch: farmasiDokumenItem.batch,
      kedaluwarsa: farmasiDokumenItem.kedaluwarsa,
      rujukan_item_uid: farmasiDokumenItem.rujukan_item_uid,
    })
    .from(farmasiDokumenItem)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiDokumenItem.produk_uid))
    .where(eq(farmasiDokumenItem.dokumen_uid, uid))
    .orderBy(asc(farmasiDokumenItem.posisi));
  const produkUids = [...new Set(items.map((i) => i.produk.uid))];
  const [satuan, riwayat, turunan] = await bersamaan(db, [
    () =>
      produkUids.length
        ? db
            .select({
              produk_uid: farmasiProdukSatuan.produk_uid,
              satuan: farmasiProdukSatuan.satuan,
              isi_dasar: farmasiProdukSatuan.isi_dasar,
            })
            .from(farmasiProdukSatuan)
            .where(inArray(farmasiProdukSatuan.produk_uid, produkUids))
            .orderBy(asc(farmasiProdukSatuan.urutan))
        : Promise.resolve([]),
    () =>
      db
        .select({
          status: farmasiDokumenRiwayat.status,
          keterangan: farmasiDokumenRiwayat.keterangan,
          oleh: akun.nama,
          waktu: farmasiDokumenRiwayat.created_at,
        })
        .from(farmasiDokumenRiwayat)
        .leftJoin(akun, eq(akun.uid, farmasiDokumenRiwayat.oleh))
        .where(eq(farmasiDokumenRiwayat.dokumen_uid, uid))
        .orderBy(asc(farmasiDokumenRiwayat.created_at), asc(farmasiDokumenRiwayat.uid)),
    () =>
      db
        .select({
          uid: farmasiDokumen.uid,
          jenis: farmasiDokumen.jenis,
          nomor: farmasiDokumen.nomor,
          status: farmasiDokumen.status,
          tanggal: farmasiDokumen.tanggal,
        })
        .from(farmasiDokumen)
        .where(and(eq(farmasiDokumen.rujukan_uid, uid), inArray(farmasiDokumen.jenis, ['PO', 'GR'])))
        .orderBy(asc(farmasiDokumen.created_at)),
  ] as const);
  const konversi = (produkUid: string, satuanDasar: string) => {
    const k = satuan
      .filter((s) => s.produk_uid === produkUid)
      .map((s) => ({ satuan: s.satuan, isi_dasar: s.isi_dasar }));
    return k.length ? k : [{ satuan: satuanDasar, isi_dasar: 1 }];
  };
  return {
    ...ringkas(d),
    items: items.map(
      (i): BarisDokumenStok => ({
        ...i,
        produk: { ...i.produk, harga_dasar: Number(i.produk.harga_dasar) },
        harga_satuan: Number(i.harga_satuan),
        sisa: Math.max(0, i.jumlah - i.jumlah_diproses),
        subtotal: i.jumlah * Number(i.harga_satuan),
        konversi: konversi(i.produk.uid, i.produk.satuan_dasar),
      }),
    ),
    riwayat: riwayat.map((r) => ({
      status: r.status as StatusDokumenStok,
      keterangan: r.keterangan,
      oleh: r.oleh,
      waktu: r.waktu.toISOString(),
    })),
    turunan: turunan.map((t) => ({
      ...t,
      jenis: t.jenis as JenisDokumenStok,
      status: t.status as StatusDokumenStok,
    })),
  };
}
