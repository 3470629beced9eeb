import { inArray } from 'drizzle-orm';
import type { TindakanUntukKasir } from '../kasir/kasir.ports.ts';
import { tindakanLayanan } from './pelayanan.tables.ts';

/**
 * The chart's procedures as the cashier reads them (kasir/kasir.ports.ts: doctors' fees and the
 * operations report), wired by app.ts: the chart charges through the cashier's ledger, so the
 * cashier may not import the chart. Reads in the transaction the cashier hands in.
 */
export const tindakanUntukKasir: TindakanUntukKasir = {
  async baca(tx, uids) {
    if (uids.length === 0) return [];
    return tx
      .select({
        uid: tindakanLayanan.uid,
        tindakan_uid: tindakanLayanan.tindakan_uid,
        waktu: tindakanLayanan.waktu,
        pelaksana_uid: tindakanLayanan.pelaksana_uid,
      })
      .from(tindakanLayanan)
      .where(inArray(tindakanLayanan.uid, [...uids]));
  },
};
