import { ROLES, STATUS_AKTIF } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';

/** A login account. Never deleted: a NONAKTIF account cannot log in, but its history keeps its name. */
export const akun = pgTable(
  'akun',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    nama: text('nama').notNull(),
    role: text('role').notNull(),
    email: text('email'),
    no_hp: text('no_hp'),
    password_hash: text('password_hash').notNull(),
    status: text('status').notNull().default('AKTIF'),
    login_terakhir: timestamp('login_terakhir', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('akun_role_idx').on(t.role),
    index('akun_nama_idx').on(sql`lower(${t.nama})`),
    cekDaftar(t.role, ROLES, { pengganti: null }),
    // An unknown status must not let anyone sign in.
    cekDaftar(t.status, STATUS_AKTIF, { pengganti: 'NONAKTIF' }),
  ],
);
