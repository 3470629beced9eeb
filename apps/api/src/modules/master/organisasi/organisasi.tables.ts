import type { JenisJabatan, JenisOrganisasi } from '@rawat/domain';
import { JENIS_JABATAN, JENIS_ORGANISASI } from '@rawat/domain';
import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/** Legal bodies: the foundation that owns the hospital, the hospital itself, a clinic… */
export const organisasi = pgTable(
  'organisasi',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisOrganisasi>().notNull(),
    induk_uid: uuid('induk_uid').references((): AnyPgColumn => organisasi.uid),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('organisasi', t, { namaUnik: true }),
    index('organisasi_induk_idx').on(t.induk_uid),
    cekDaftar(t.jenis, JENIS_ORGANISASI, { pengganti: 'LAINNYA' }),
  ],
);

/** Physical places where services happen (buildings, floors, rooms); not the pharmacy depots. */
export const lokasi = pgTable(
  'lokasi',
  {
    ...kolomMaster(),
    organisasi_uid: uuid('organisasi_uid').references(() => organisasi.uid),
    gedung: text('gedung'),
    lantai: text('lantai'),
    keterangan: text('keterangan'),
  },
  (t) => [...indeksMaster('lokasi', t), index('lokasi_organisasi_idx').on(t.organisasi_uid)],
);

export const divisi = pgTable(
  'divisi',
  {
    ...kolomMaster(),
    organisasi_uid: uuid('organisasi_uid').references(() => organisasi.uid),
    kepala: text('kepala'),
    keterangan: text('keterangan'),
  },
  (t) => [...indeksMaster('divisi', t), index('divisi_organisasi_idx').on(t.organisasi_uid)],
);

export const jabatan = pgTable(
  'jabatan',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisJabatan>().notNull(),
    tingkat: integer('tingkat'),
    keterangan: text('keterangan'),
  },
  (t) => [...indeksMaster('jabatan', t, { namaUnik: true }), cekDaftar(t.jenis, JENIS_JABATAN)],
);

/** Working units (IGD, Farmasi, Rekam Medis…) that staff, polyclinics and stock screens point at. */
export const unit = pgTable(
  'unit',
  {
    ...kolomMaster(),
    divisi_uid: uuid('divisi_uid').references(() => divisi.uid),
    lokasi_uid: uuid('lokasi_uid').references(() => lokasi.uid),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('unit', t, { namaUnik: true }),
    index('unit_divisi_idx').on(t.divisi_uid),
    index('unit_lokasi_idx').on(t.lokasi_uid),
  ],
);
