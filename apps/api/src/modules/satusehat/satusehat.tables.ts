import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What SATUSEHAT calls our things (docs/satusehat.md): the IHS number of a patient or a
 * practitioner found by NIK, and the id SATUSEHAT gave each resource we created (Organization,
 * Location, Encounter, Condition…). `jenis` is the FHIR resource type (plus a suffix where one of
 * our rows makes several, e.g. `Observation:nadi`), `uid_lokal` our row's uid. The sender looks here
 * first so a retry never creates a resource twice.
 */
export const satusehatId = pgTable(
  'satusehat_id',
  {
    jenis: text('jenis').notNull(),
    uid_lokal: text('uid_lokal').notNull(),
    id_satusehat: text('id_satusehat').notNull(),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jenis, t.uid_lokal] })],
);
