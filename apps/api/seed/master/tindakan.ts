import type { DbOrTx } from '../../src/db/client.ts';

/** Demo tindakan master data. Idempotent: running it again adds nothing. */
export async function seedTindakan(_tx: DbOrTx): Promise<void> {}
