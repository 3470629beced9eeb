import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: who did or read what, when and from where. Append-only: a trigger in the
 * migrations refuses UPDATE and DELETE, so not even a bug in an API can rewrite history.
 * It is the platform's own table (catatAktivitas writes it for every module); the log module
 * only reads it for the /log screens.
 */
export const logAktivitas = pgTable(
  'log_aktivitas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    akun_uid: uuid('akun_uid'),
    username: text('username'),
    role: text('role'),
    aksi: text('aksi').notNull(),
    entitas: text('entitas'),
    entitas_id: text('entitas_id'),
    keterangan: text('keterangan'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    detail: jsonb('detail'),
  },
  (t) => [
    index('log_waktu_idx').on(t.waktu),
    index('log_aksi_username_idx').on(t.aksi, t.username, t.waktu),
    index('log_aksi_ip_idx').on(t.aksi, t.ip, t.waktu),
    index('log_entitas_idx').on(t.entitas, t.entitas_id),
  ],
);

/**
 * The seal of the activity log: one link per log row, sealed after the row's transaction has
 * committed (platform/audit-rantai.ts, docs/platform.md "Log aktivitas berantai"). Kept apart from
 * log_aktivitas because that table is append-only; writers never touch this one, so no write in
 * the hospital waits on the chain.
 */
export const logAktivitasRantai = pgTable('log_aktivitas_rantai', {
  log_id: bigint('log_id', { mode: 'number' }).primaryKey(),
  // The link before this one (null for the first): says which row a missing link belonged to.
  prev_id: bigint('prev_id', { mode: 'number' }),
  // HMAC-SHA256 (hex) over the previous hash, prev_id and the row's canonical form.
  hash: text('hash').notNull(),
  // Fingerprint of the key that sealed it, so an instance with another key refuses to go on.
  kunci_id: text('kunci_id').notNull(),
  sealed_at: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});
