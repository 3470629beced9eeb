import type { DbOrTx } from '../../src/db/client.ts';

/** Demo faskes master data. Idempotent: running it again adds nothing. */
export async function seedFaskes(_tx: DbOrTx): Promise<void> {}
