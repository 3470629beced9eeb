import type { DbOrTx } from '../../src/db/client.ts';

/** Demo sdm master data. Idempotent: running it again adds nothing. */
export async function seedSdm(_tx: DbOrTx): Promise<void> {}
