import type { PenjaminKunjungan } from '@rawat/domain';
import { PENJAMIN_KUNJUNGAN } from '@rawat/domain';
import { bigint, boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

export const bank = pgTable(
  'bank',
  {
    ...kolomMaster(),
    no_rekening: text('no_rekening'),
    atas_nama: text('atas_nama'),
    keterangan: text('keterangan'),
  },
  (t) => indeksMaster('bank', t, { namaUnik: true }),
);

export const asuransi = pgTable(
  'asuransi',
  {
    ...kolomMaster(),
    alamat: text('alamat'),
    telepon: text('telepon'),
    email: text('email'),
    persen_markup: numeric('persen_markup', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    plafon: bigint('plafon', { mode: 'number' }),
    keterangan: text('keterangan'),
  },
  (t) => indeksMaster('asuransi', t, { namaUnik: true }),
);

/**
 * What the hospital decides per kind of payer (one row each, seeded by migration 0013): whether the
 * pharmacy hands medicine over only once the bill's medicine is paid (UMUM yes by default; a
 * guaranteed payer settles later).
 */
export const pengaturanPenjamin = pgTable(
  'pengaturan_penjamin',
  {
    penjamin: text('penjamin').$type<PenjaminKunjungan>().primaryKey(),
    obat_setelah_lunas: boolean('obat_setelah_lunas').notNull().default(false),
    diubah_oleh: uuid('diubah_oleh'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cekDaftar(t.penjamin, PENJAMIN_KUNJUNGAN)],
);
