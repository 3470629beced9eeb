import {
  type HargaProduk,
  hargaDasar,
  hargaJual,
  type Produk,
  type ProdukInput,
  type ProdukQuery,
  periksaKonversi,
} from '@rawat/domain';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import { layananMaster } from '../../master/crud/crud.service.ts';
import { daftarPenjamin } from '../../master/keuangan/keuangan.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import {
  farmasiKategori,
  farmasiKelasTerapi,
  farmasiSediaan,
  farmasiSupplier,
  farmasiVarian,
} from '../master/master.tables.ts';
import { farmasiProduk, farmasiProdukSatuan, farmasiProdukStokMinimum } from './produk.tables.ts';

const p = farmasiProduk;
type Baris = typeof p.$inferSelect;
type TabelRef = PgTable & { uid: AnyPgColumn; nama: AnyPgColumn; status: AnyPgColumn };

const REFERENSI = [
  ['kategori_uid', farmasiKategori, 'Kategori'],
  ['varian_uid', farmasiVarian, 'Varian'],
  ['sediaan_uid', farmasiSediaan, 'Satuan (sediaan)'],
  ['kelas_terapi_uid', farmasiKelasTerapi, 'Kelas terapi'],
  ['supplier_uid', farmasiSupplier, 'Supplier'],
] as const satisfies readonly (readonly [keyof ProdukInput, TabelRef, string])[];

async function namaDari(db: DbOrTx, tabel: TabelRef, uids: (string | null)[]) {
  const ada = [...new Set(uids.filter((u): u is string => u !== null))];
  if (!ada.length) return new Map<string, { nama: string; status: string }>();
  const rows = (await db
    .select({ uid: tabel.uid, nama: tabel.nama, status: tabel.status })
    .from(tabel)
    .where(inArray(tabel.uid, ada))) as { uid: string; nama: string; status: string }[];
  return new Map(rows.map((r) => [r.uid, r]));
}

async function keDto(rows: Baris[], db: DbOrTx): Promise<Produk[]> {
  if (!rows.length) return [];
  const uids = rows.map((r) => r.uid);
  const [kategori, varian, sediaan, kelas, supplier, satuan, minimum] = await bersamaan(db, [
    () =>
      namaDari(
        db,
        farmasiKategori,
        rows.map((r) => r.kategori_uid),
      ),
    () =>
      namaDari(
        db,
        farmasiVarian,
        rows.map((r) => r.varian_uid),
      ),
    () =>
      namaDari(
        db,
        farmasiSediaan,
        rows.map((r) => r.sediaan_uid),
      ),
    () =>
      namaDari(
        db,
        farmasiKelasTerapi,
        rows.map((r) => r.kelas_terapi_uid),
      ),
    () =>
      namaDari(
        db,
        farmasiSupplier,
        rows.map((r) => r.supplier_uid),
      ),
    () =>
      db
        .select()
        .from(farmasiProdukSatuan)
        .where(inArray(farmasiProdukSatuan.produk_uid, uids))
        .orderBy(asc(farmasiProdukSatuan.urutan)),
    () =>
      db
        .select({
          produk_uid: farmasiProdukStokMinimum.produk_uid,
          lokasi_uid: farmasiProdukStokMinimum.lokasi_uid,
          lokasi_nama: farmasiLokasi.nama,
          stok_minimum: farmasiProdukStokMinimum.stok_minimum,
        })
        .from(farmasiProdukStokMinimum)
        .leftJoin(farmasiLokasi, eq(farmasiLokasi.uid, farmasiProdukStokMinimum.lokasi_uid))
        .where(inArray(farmasiProdukStokMinimum.produk_uid, uids))
        .orderBy(asc(farmasiLokasi.kode)),
  ]);
  const nm = (m: Map<string, { nama: string }>, u: string | null) => (u ? (m.get(u)?.nama ?? null) : null);
  return rows.map((r) => ({
    ...r,
    kategori_nama: nm(kategori, r.kategori_uid),
    varian_nama: nm(varian, r.varian_uid),
    sediaan_nama: nm(sediaan, r.sediaan_uid),
    kelas_terapi_nama: nm(kelas, r.kelas_terapi_uid),
    supplier_nama: nm(supplier, r.supplier_uid),
    ppn_persen: Number(r.ppn_persen),
    konversi: satuan
      .filter((s) => s.produk_uid === r.uid)
      .map((s) => ({ satuan: s.satuan, isi: s.isi, satuan_isi: s.satuan_isi, isi_dasar: s.isi_dasar })),
    stok_minimum: minimum
      .filter((m) => m.produk_uid === r.uid)
      .map((m) => ({ lokasi_uid: m.lokasi_uid, lokasi_nama: m.lokasi_nama, stok_minimum: m.stok_minimum })),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export const layananProduk = layananMaster<Baris, Produk, ProdukInput, ProdukQuery>({
  tabel: p,
  entitas: 'farmasi_produk',
  label: 'Produk',
  kolomCari: [p.kode, p.nama, p.nama_generik],
  urutan: [asc(p.nama), asc(p.kode)],
  filter: (q) => [
    ...(q.kategori_uid ? [eq(p.kategori_uid, q.kategori_uid)] : []),
    // A top-level therapy class also finds the products filed under its sub-classes.
    ...(q.kelas_terapi_uid
      ? [
          or(
            eq(p.kelas_terapi_uid, q.kelas_terapi_uid),
            sql`${p.kelas_terapi_uid} in (select ${farmasiKelasTerapi.uid} from ${farmasiKelasTerapi} where ${farmasiKelasTerapi.induk_uid} = ${q.kelas_terapi_uid})`,
          ) ?? eq(p.kelas_terapi_uid, q.kelas_terapi_uid),
        ]
      : []),
    ...(q.formularium !== undefined ? [eq(p.formularium, q.formularium)] : []),
    ...(q.fornas !== undefined ? [eq(p.fornas, q.fornas)] : []),
  ],
  keNilai: (i) => {
    const { konversi, stok_minimum: _s, ...kolom } = i;
    return {
      ...kolom,
      satuan_dasar: konversi[0]?.satuan ?? '',
      harga_dasar: hargaDasar(i.hna, i.ppn_persen),
    };
  },
  keDto,
  periksa: async (tx, input, uid) => {
    const errors: { path: string; message: string }[] = [];
    for (const [kolom, tabel, label] of REFERENSI) {
      const ref = input[kolom];
      if (!ref) continue;
      const found = (await namaDari(tx, tabel, [ref])).get(ref);
      // A retired reference may stay on an existing product but is not offered for new ones.
      if (!found || (found.status !== 'AKTIF' && !uid))
        errors.push({ path: kolom, message: `${label} tidak ditemukan atau tidak aktif` });
    }
    const lokasi = input.stok_minimum.map((s) => s.lokasi_uid);
    if (lokasi.length) {
      const ada = await namaDari(tx, farmasiLokasi, lokasi);
      input.stok_minimum.forEach((s, i) => {
        if (!ada.has(s.lokasi_uid))
          errors.push({ path: `stok_minimum.${i}.lokasi_uid`, message: 'Lokasi tidak ditemukan' });
      });
    }
    if (errors.length) throw badRequest('Data produk tidak valid', errors);
  },
  setelahSimpan: async (tx, row, input) => {
    const k = periksaKonversi(input.konversi);
    if (!k.ok)
      throw badRequest(
        'Konversi satuan tidak valid',
        k.errors.map((e) => ({ ...e, path: `konversi.${e.path}` })),
      );
    await tx.delete(farmasiProdukSatuan).where(eq(farmasiProdukSatuan.produk_uid, row.uid));
    await tx.insert(farmasiProdukSatuan).values(
      input.konversi.map((c, i) => ({
        produk_uid: row.uid,
        urutan: i,
        satuan: c.satuan,
        isi: c.isi,
        satuan_isi: c.satuan_isi,
        isi_dasar: k.isiDasar[i] ?? 1,
      })),
    );
    await tx.delete(farmasiProdukStokMinimum).where(eq(farmasiProdukStokMinimum.produk_uid, row.uid));
    if (input.stok_minimum.length)
      await tx
        .insert(farmasiProdukStokMinimum)
        .values(input.stok_minimum.map((s) => ({ produk_uid: row.uid, ...s })));
  },
});

/** Selling price per base unit for no payer, UMUM, BPJS, ASKES and each active insurer (spec §9). */
export async function hargaProduk(db: DbOrTx, uid: string): Promise<HargaProduk> {
  const produk = await layananProduk.baris(db, uid);
  const penjamin = await daftarPenjamin(db);
  const dasar = produk.harga_dasar;
  return {
    produk: { uid: produk.uid, kode: produk.kode, nama: produk.nama, satuan_dasar: produk.satuan_dasar },
    hna: produk.hna,
    ppn_persen: Number(produk.ppn_persen),
    harga_dasar: dasar,
    harga: [
      {
        jenis: '',
        nama: 'Tanpa penjamin',
        asuransi_uid: null,
        persen_markup: 0,
        harga_jual: hargaJual(dasar, ''),
      },
      ...penjamin.map((pj) => ({
        jenis: pj.jenis,
        nama: pj.nama,
        asuransi_uid: pj.asuransi_uid,
        persen_markup: pj.persen_markup,
        harga_jual: hargaJual(dasar, pj.jenis, pj.persen_markup),
      })),
    ],
  };
}
