import { type AnyPgColumn, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { indeksMaster, kolomMaster } from '../../master/crud/crud.columns.ts';

/** Product category: Obat, Alkes, BMHP… */
export const farmasiKategori = pgTable(
  'farmasi_kategori',
  { ...kolomMaster(), keterangan: text('keterangan') },
  (t) => indeksMaster('farmasi_kategori', t, { namaUnik: true }),
);

/** Product variant: Generik, Paten… */
export const farmasiVarian = pgTable(
  'farmasi_varian',
  { ...kolomMaster(), keterangan: text('keterangan') },
  (t) => indeksMaster('farmasi_varian', t, { namaUnik: true }),
);

/** Dosage form (labelled "Satuan" on screen): Tablet, Kapsul, Sirup, Injeksi… */
export const farmasiSediaan = pgTable(
  'farmasi_sediaan',
  { ...kolomMaster(), keterangan: text('keterangan') },
  (t) => indeksMaster('farmasi_sediaan', t, { namaUnik: true }),
);

/** Pharmaceutical wholesaler (PBF). */
export const farmasiSupplier = pgTable(
  'farmasi_supplier',
  {
    ...kolomMaster(),
    alamat: text('alamat'),
    telepon: text('telepon'),
    email: text('email'),
    npwp: text('npwp'),
    kontak_nama: text('kontak_nama'),
    kontak_telepon: text('kontak_telepon'),
    keterangan: text('keterangan'),
  },
  (t) => indeksMaster('farmasi_supplier', t),
);

/** Therapy class, two levels: no parent = Kelas Terapi Obat, with parent = Kelas Terapi Item. */
export const farmasiKelasTerapi = pgTable(
  'farmasi_kelas_terapi',
  {
    ...kolomMaster(),
    induk_uid: uuid('induk_uid').references((): AnyPgColumn => farmasiKelasTerapi.uid),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('farmasi_kelas_terapi', t),
    index('farmasi_kelas_terapi_induk_idx').on(t.induk_uid),
  ],
);
