import type { DbOrTx } from '../../src/db/client.ts';

/** Demo radiologi master data. Idempotent: running it again adds nothing. */
export async function seedRadiologi(_tx: DbOrTx): Promise<void> {}
