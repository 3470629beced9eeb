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
