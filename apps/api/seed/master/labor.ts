import type { DbOrTx } from '../../src/db/client.ts';

/** Demo labor master data. Idempotent: running it again adds nothing. */
export async function seedLabor(_tx: DbOrTx): Promise<void> {}
