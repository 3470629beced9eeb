import { bigint, numeric, pgTable, text } from 'drizzle-orm/pg-core';
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
