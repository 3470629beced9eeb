import type { DbOrTx } from '../../src/db/client.ts';

/** Demo organisasi master data. Idempotent: running it again adds nothing. */
export async function seedOrganisasi(_tx: DbOrTx): Promise<void> {}
