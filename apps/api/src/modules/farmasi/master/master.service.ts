import type {
  KelasTerapi,
  KelasTerapiInput,
  KelasTerapiQuery,
  MasterFarmasi,
  MasterFarmasiInput,
  Supplier,
  SupplierInput,
} from '@rawat/domain';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors.ts';
import { dtoDasar, layananMaster } from '../../master/crud/crud.service.ts';
import {
  farmasiKategori,
  farmasiKelasTerapi,
  farmasiSediaan,
  farmasiSupplier,
  farmasiVarian,
} from './master.tables.ts';

type TabelSederhana = typeof farmasiKategori | typeof farmasiVarian | typeof farmasiSediaan;

function layananSederhana(tabel: TabelSederhana, entitas: string, label: string) {
  return layananMaster<typeof farmasiKategori.$inferSelect, MasterFarmasi, MasterFarmasiInput>({
    tabel,
    entitas,
    label,
    namaUnik: true,
    keNilai: (i) => ({ ...i }),
    keDto: (rows) => rows.map((r) => ({ ...r, ...dtoDasar(r) })),
  });
}

export const layananKategori = layananSederhana(farmasiKategori, 'farmasi_kategori', 'Kategori');
export const layananVarian = layananSederhana(farmasiVarian, 'farmasi_varian', 'Varian');
export const layananSediaan = layananSederhana(farmasiSediaan, 'farmasi_sediaan', 'Satuan');

export const layananSupplier = layananMaster<typeof farmasiSupplier.$inferSelect, Supplier, SupplierInput>({
  tabel: farmasiSupplier,
  entitas: 'farmasi_supplier',
  label: 'Supplier',
  kolomCari: [farmasiSupplier.kode, farmasiSupplier.nama, farmasiSupplier.kontak_nama],
  keNilai: (i) => ({ ...i }),
  keDto: (rows) => rows.map((r) => ({ ...r, ...dtoDasar(r) })),
});

const kt = farmasiKelasTerapi;

export const layananKelasTerapi = layananMaster<
  typeof kt.$inferSelect,
  KelasTerapi,
  KelasTerapiInput,
  KelasTerapiQuery
>({
  tabel: kt,
  entitas: 'farmasi_kelas_terapi',
  label: 'Kelas terapi',
  filter: (q) => [
    ...(q.tingkat === 1 ? [isNull(kt.induk_uid)] : q.tingkat === 2 ? [isNotNull(kt.induk_uid)] : []),
    ...(q.induk_uid ? [eq(kt.induk_uid, q.induk_uid)] : []),
  ],
  keNilai: (i) => ({ ...i }),
  // Two levels only: the parent must be an active top-level class, and a class with children stays on top.
  periksa: async (tx, input, uid) => {
    if (!input.induk_uid) return;
    if (input.induk_uid === uid)
      throw badRequest('Kelas induk tidak valid', [
        { path: 'induk_uid', message: 'Tidak boleh induk dirinya sendiri' },
      ]);
    const [induk] = await tx
      .select({ induk_uid: kt.induk_uid, status: kt.status })
      .from(kt)
      .where(eq(kt.uid, input.induk_uid))
      .limit(1);
    if (induk?.status !== 'AKTIF' || induk.induk_uid !== null)
      throw badRequest('Kelas induk tidak valid', [
        { path: 'induk_uid', message: 'Pilih kelas terapi obat (tingkat pertama) yang aktif' },
      ]);
    if (uid) {
      const [anak] = await tx.select({ uid: kt.uid }).from(kt).where(eq(kt.induk_uid, uid)).limit(1);
      if (anak)
        throw badRequest('Kelas terapi ini masih punya sub-kelas', [
          { path: 'induk_uid', message: 'Kelas yang punya sub-kelas tidak bisa dijadikan sub-kelas' },
        ]);
    }
  },
  keDto: async (rows, db) => {
    const indukUid = [...new Set(rows.map((r) => r.induk_uid).filter((u): u is string => u !== null))];
    const induk = indukUid.length
      ? await db
          .select({ uid: kt.uid, nama: kt.nama })
          .from(kt)
          .where(and(inArray(kt.uid, indukUid)))
      : [];
    const nama = new Map(induk.map((i) => [i.uid, i.nama]));
    return rows.map((r) => ({
      ...r,
      ...dtoDasar(r),
      induk_nama: r.induk_uid ? (nama.get(r.induk_uid) ?? null) : null,
    }));
  },
});
