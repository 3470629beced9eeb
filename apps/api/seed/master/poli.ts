import type { DbOrTx } from '../../src/db/client.ts';

/** Demo poli master data. Idempotent: running it again adds nothing. */
export async function seedPoli(_tx: DbOrTx): Promise<void> {}
