import type { GolonganOperasi, KategoriTindakan } from '@rawat/domain';
import { GOLONGAN_OPERASI, KATEGORI_TINDAKAN } from '@rawat/domain';
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';
import { poli } from '../poli/poli.tables.ts';

/**
 * Medical procedures the hospital bills (consultations, visits, procedures, operations,
 * administration); their prices live in `tarif` under jenis_item 'TINDAKAN'. `kode_icd9` names an
 * ICD-9-CM code without a foreign key: the catalogue is loaded at server start, after the demo
 * seed may already have run (docs/katalog.md), so the service checks it on every save instead.
 */
export const tindakan = pgTable(
  'tindakan',
  {
    ...kolomMaster(),
    kategori: text('kategori').$type<KategoriTindakan>().notNull(),
    golongan: text('golongan').$type<GolonganOperasi>(),
    kode_icd9: text('kode_icd9'),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('tindakan', t, { namaUnik: true }),
    index('tindakan_kategori_idx').on(t.kategori),
    cekDaftar(t.kategori, KATEGORI_TINDAKAN),
    cekDaftar(t.golongan, GOLONGAN_OPERASI),
  ],
);

/** The clinics that offer a procedure; a procedure with no row here is offered everywhere. */
export const tindakanPoli = pgTable(
  'tindakan_poli',
  {
    tindakan_uid: uuid('tindakan_uid')
      .notNull()
      .references(() => tindakan.uid, { onDelete: 'cascade' }),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
  },
  (t) => [
    primaryKey({ columns: [t.tindakan_uid, t.poli_uid] }),
    index('tindakan_poli_poli_idx').on(t.poli_uid),
  ],
);
