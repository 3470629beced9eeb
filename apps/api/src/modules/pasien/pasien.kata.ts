import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * A folded name from its second word on: ' siti nur hidayah ' → ' nur hidayah ' (applied twice:
 * from the third). The indexes pasien_nama_kata2_idx / kata3_idx and the search use this one
 * spelling, since PostgreSQL uses an expression index only for the same expression.
 */
export const dariKata2 = (x: SQL | AnyColumn) => sql`substr(${x}, strpos(substr(${x}, 2), ' ') + 1)`;
