import { MITRA_OUTBOX, STATUS_OUTBOX } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../db/cek-daftar.ts';

/**
 * Every message to a partner (docs/outbox.md), written in the transaction of the event that causes
 * it, so an event is never without its message nor a message without its event. `kunci_unik` makes
 * the same event enqueue once; `kunci_urutan` groups what must arrive in order (one booking's task
 * IDs); the worker leases a row (MENGIRIM until `sewa_sampai`) instead of holding a transaction open
 * over the network, so a restart finds an expired lease and sends again.
 */
export const outbox = pgTable(
  'outbox',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    mitra: text('mitra').notNull(),
    jenis: text('jenis').notNull(),
    kunci_unik: text('kunci_unik').notNull(),
    kunci_urutan: text('kunci_urutan'),
    ringkasan: text('ringkasan').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('MENUNGGU'),
    percobaan: integer('percobaan').notNull().default(0),
    coba_pada: timestamp('coba_pada', { withTimezone: true }).notNull().defaultNow(),
    sewa_sampai: timestamp('sewa_sampai', { withTimezone: true }),
    terkirim_pada: timestamp('terkirim_pada', { withTimezone: true }),
    kode_jawaban: text('kode_jawaban'),
    jawaban: jsonb('jawaban'),
    pesan_galat: text('pesan_galat'),
    dikirim_ulang_oleh: uuid('dikirim_ulang_oleh'),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_kunci_unik_uq').on(t.mitra, t.kunci_unik),
    // The worker's probe: what is due, oldest first; delivered rows drop out of the index.
    index('outbox_antre_idx').on(t.coba_pada).where(sql`${t.status} in ('MENUNGGU', 'MENGIRIM')`),
    index('outbox_urutan_idx').on(t.mitra, t.kunci_urutan, t.dibuat_pada),
    index('outbox_hari_idx').on(t.mitra, t.dibuat_pada),
    cekDaftar(t.mitra, MITRA_OUTBOX),
    cekDaftar(t.status, STATUS_OUTBOX),
  ],
);
