import type { JenisPoli } from '@rawat/domain';
import { JENIS_POLI } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/** Polyclinics, the IGD and the hemodialysis room: where a layanan (service) and its queue live. */
export const poli = pgTable(
  'poli',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisPoli>().notNull().default('RAWAT_JALAN'),
    prefix_antrian: text('prefix_antrian').notNull(),
    kode_bpjs: text('kode_bpjs'),
    lokasi: text('lokasi'),
    keterangan: text('keterangan'),
    /**
     * The doctor waits for the nurse's assessment before starting a patient (docs/antrian.md). On
     * by default; migration 0013 turned it off for clinics that had no nurse, so a clinic run by
     * its doctor alone is not stuck.
     */
    wajib_asesmen_perawat: boolean('wajib_asesmen_perawat').notNull().default(true),
  },
  (t) => [
    ...indeksMaster('poli', t, { namaUnik: true }),
    // Two active clinics with one prefix would print the same ticket number on the same day.
    uniqueIndex('poli_prefix_aktif_uq').on(t.prefix_antrian).where(sql`${t.status} = 'AKTIF'`),
    cekDaftar(t.jenis, JENIS_POLI, { pengganti: null }),
  ],
);
