import type { ListEnvelope, Opname, OpnameQuery, StatusOpname } from '@rawat/domain';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { envelope, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { farmasiDokumen, farmasiDokumenItem } from '../stok/stok.tables.ts';
import * as galat from './persediaan.errors.ts';

// Reading stock counts: a document with its lines, system and counted quantities and differences.

const kolomDokumen = {
  uid: farmasiDokumen.uid,
  nomor: farmasiDokumen.nomor,
  status: farmasiDokumen.status,
  tanggal: farmasiDokumen.tanggal,
  catatan: farmasiDokumen.catatan,
  alasan: farmasiDokumen.alasan,
  created_at: farmasiDokumen.created_at,
  updated_at: farmasiDokumen.updated_at,
  lokasi: { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama },
  oleh: akun.nama,
};

async function susunOpname(db: DbOrTx, docs: Awaited<ReturnType<typeof pilihDokumen>>): Promise<Opname[]> {
  if (docs.length === 0) return [];
  const items = await db
    .select({
      i: farmasiDokumenItem,
      produk: {
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      },
    })
    .from(farmasiDokumenItem)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiDokumenItem.produk_uid))
    .where(
      inArray(
        farmasiDokumenItem.dokumen_uid,
        docs.map((d) => d.uid),
      ),
    )
    .orderBy(asc(farmasiDokumenItem.posisi));
  return docs.map((d) => {
    const baris = items
      .filter((x) => x.i.dokumen_uid === d.uid)
      .map(({ i, produk }) => {
        const sistem = i.jumlah_sistem ?? 0;
        const harga = Number(i.harga_satuan);
        return {
          uid: i.uid,
          posisi: i.posisi,
          produk,
          batch: i.batch ?? '-',
          kedaluwarsa: i.kedaluwarsa ?? '',
          harga_satuan: harga,
          jumlah_sistem: sistem,
          jumlah_fisik: i.jumlah,
          selisih: i.jumlah - sistem,
          nilai_selisih: (i.jumlah - sistem) * harga,
          keterangan: i.keterangan,
        };
      });
    return {
      uid: d.uid,
      nomor: d.nomor,
      status: d.status as StatusOpname,
      tanggal: d.tanggal,
      lokasi: d.lokasi,
      catatan: d.catatan,
      alasan: d.alasan,
      dibuat_oleh: d.oleh,
      created_at: d.created_at.toISOString(),
      updated_at: d.updated_at.toISOString(),
      jumlah_item: baris.length,
      total_selisih: baris.reduce((n, b) => n + b.selisih, 0),
      nilai_selisih: baris.reduce((n, b) => n + b.nilai_selisih, 0),
      items: baris,
    };
  });
}

function pilihDokumen(db: DbOrTx) {
  return db
    .select(kolomDokumen)
    .from(farmasiDokumen)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, farmasiDokumen.lokasi_uid))
    .leftJoin(akun, eq(akun.uid, farmasiDokumen.dibuat_oleh));
}

export async function ambilOpname(db: DbOrTx, uid: string): Promise<Opname> {
  const docs = await pilihDokumen(db).where(and(eq(farmasiDokumen.uid, uid), eq(farmasiDokumen.jenis, 'SO')));
  const [o] = await susunOpname(db, docs);
  if (!o) throw galat.opnameTidakDitemukan();
  return o;
}

/** GET /farmasi/stok/opname: counts, newest first, with their lines. */
export async function daftarOpname(db: DbOrTx, q: OpnameQuery): Promise<ListEnvelope<Opname>> {
  const where = and(
    eq(farmasiDokumen.jenis, 'SO'),
    q.lokasi_uid ? eq(farmasiDokumen.lokasi_uid, q.lokasi_uid) : undefined,
    q.status ? eq(farmasiDokumen.status, q.status) : undefined,
    q.dari ? gte(farmasiDokumen.tanggal, q.dari) : undefined,
    q.sampai ? lte(farmasiDokumen.tanggal, q.sampai) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const dasar = () =>
    pilihDokumen(db).where(where).orderBy(desc(farmasiDokumen.created_at), desc(farmasiDokumen.nomor));
  const [docs, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () => db.select({ n: count() }).from(farmasiDokumen).where(where),
  ] as const);
  return envelope(await susunOpname(db, docs), n?.n ?? 0, q);
}
