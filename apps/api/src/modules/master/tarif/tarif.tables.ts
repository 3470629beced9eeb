import type { JenisItemTarif, KelasTarif, PenjaminTarif } from '@rawat/domain';
import { JENIS_ITEM_TARIF, KELAS_TARIF, PENJAMIN_TARIF } from '@rawat/domain';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';

/**
 * Price lists. A row is one price (payer × room class) for one item from `berlaku_mulai` on; the
 * price in force on a day is the row with the latest `berlaku_mulai` not after it. Rows are never
 * rewritten once in force, and charges copy the amount, so a new price never changes an old bill.
 */
export const tarif = pgTable(
  'tarif',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    jenis_item: text('jenis_item').$type<JenisItemTarif>().notNull(),
    item_uid: uuid('item_uid').notNull(),
    penjamin: text('penjamin').$type<PenjaminTarif>().notNull(),
    kelas: text('kelas').$type<KelasTarif>().notNull(),
    berlaku_mulai: date('berlaku_mulai', { mode: 'string' }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    dibuat_oleh: text('dibuat_oleh'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarif_sel_uq').on(t.jenis_item, t.item_uid, t.penjamin, t.kelas, t.berlaku_mulai),
    index('tarif_item_idx').on(t.jenis_item, t.item_uid),
    cekDaftar(t.jenis_item, JENIS_ITEM_TARIF),
    cekDaftar(t.penjamin, PENJAMIN_TARIF),
    cekDaftar(t.kelas, KELAS_TARIF),
  ],
);
