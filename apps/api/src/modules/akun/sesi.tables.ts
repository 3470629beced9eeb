import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { akun } from './akun.tables.ts';

/**
 * A login session. Only the SHA-256 of the cookie's token is stored, so a copy of this table
 * cannot be used to log in. Living in the database lets any API instance serve any request.
 * It sits with the accounts, below auth: deactivating an account or resetting its password ends
 * its sessions (akun.service), and auth only opens and closes them.
 */
export const sesi = pgTable(
  'sesi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull().unique(),
    akun_uid: uuid('akun_uid')
      .notNull()
      .references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sesi_akun_idx').on(t.akun_uid)],
);
