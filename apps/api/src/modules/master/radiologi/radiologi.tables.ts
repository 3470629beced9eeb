import type { ModalitasRadiologi } from '@rawat/domain';
import { MODALITAS_RADIOLOGI } from '@rawat/domain';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/**
 * Radiology exams doctors order and the radiology unit performs; priced in `tarif` as RADIOLOGI.
 * `kode_icd9` is checked against the ICD-9-CM catalogue by the service, not by a foreign key: the
 * catalogue is loaded after migrations and may be absent from a bare test database.
 */
export const pemeriksaanRadiologi = pgTable(
  'pemeriksaan_radiologi',
  {
    ...kolomMaster(),
    /** DICOM modality code (MODALITAS_RADIOLOGI). */
    modalitas: text('modalitas').$type<ModalitasRadiologi>().notNull(),
    bagian_tubuh: text('bagian_tubuh').notNull(),
    proyeksi: text('proyeksi'),
    kontras: boolean('kontras').notNull().default(false),
    persiapan: text('persiapan'),
    kode_icd9: text('kode_icd9'),
    template_ekspertise: text('template_ekspertise'),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('pemeriksaan_radiologi', t, { namaUnik: true }),
    index('pemeriksaan_radiologi_modalitas_idx').on(t.modalitas),
    cekDaftar(t.modalitas, MODALITAS_RADIOLOGI),
  ],
);
