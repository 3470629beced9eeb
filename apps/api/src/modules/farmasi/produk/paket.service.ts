import type { PaketObat, PaketObatInput } from '@rawat/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors.ts';
import { layananMaster } from '../../master/crud/crud.service.ts';
import { farmasiPaketObat, farmasiPaketObatItem, farmasiProduk } from './produk.tables.ts';

const it = farmasiPaketObatItem;

export const layananPaketObat = layananMaster<
  typeof farmasiPaketObat.$inferSelect,
  PaketObat,
  PaketObatInput
>({
  tabel: farmasiPaketObat,
  entitas: 'farmasi_paket_obat',
  label: 'Paket obat',
  urutan: [asc(farmasiPaketObat.nama)],
  keNilai: ({ item: _i, ...kolom }) => kolom,
  periksa: async (tx, input) => {
    const uids = input.item.map((i) => i.produk_uid);
    const ada = await tx
      .select({ uid: farmasiProduk.uid })
      .from(farmasiProduk)
      .where(inArray(farmasiProduk.uid, uids));
    const set = new Set(ada.map((a) => a.uid));
    const errors = input.item.flatMap((i, n) =>
      set.has(i.produk_uid) ? [] : [{ path: `item.${n}.produk_uid`, message: 'Produk tidak ditemukan' }],
    );
    if (errors.length) throw badRequest('Isi paket tidak valid', errors);
  },
  setelahSimpan: async (tx, row, input) => {
    await tx.delete(it).where(eq(it.paket_uid, row.uid));
    await tx.insert(it).values(input.item.map((i, urutan) => ({ paket_uid: row.uid, urutan, ...i })));
  },
  keDto: async (rows, db) => {
    const uids = rows.map((r) => r.uid);
    const item = uids.length
      ? await db
          .select({
            paket_uid: it.paket_uid,
            produk_uid: it.produk_uid,
            jumlah: it.jumlah,
            signa: it.signa,
            produk_kode: farmasiProduk.kode,
            produk_nama: farmasiProduk.nama,
            satuan_dasar: farmasiProduk.satuan_dasar,
          })
          .from(it)
          .innerJoin(farmasiProduk, eq(farmasiProduk.uid, it.produk_uid))
          .where(inArray(it.paket_uid, uids))
          .orderBy(asc(it.urutan))
      : [];
    return rows.map((r) => ({
      ...r,
      item: item.filter((i) => i.paket_uid === r.uid).map(({ paket_uid: _p, ...i }) => i),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  },
});
