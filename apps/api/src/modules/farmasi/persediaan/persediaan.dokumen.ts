import { toJakartaIsoDate } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { lokasiTidakDitemukan } from './persediaan.errors.ts';

/** The active location a stock document acts on, or 404. */
export async function lokasiAktif(db: DbOrTx, uid: string) {
  const [l] = await db
    .select({ uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.uid, uid), eq(farmasiLokasi.status, 'AKTIF')))
    .limit(1);
  if (!l) throw lokasiTidakDitemukan();
  return l;
}

/** 403 unless the user may add or take stock at the location (a count may go either way). */
export async function wajibAksesSalahSatu(db: Db, ctx: Ctx, lokasiUid: string) {
  const user = penggunaOf(ctx);
  try {
    await wajibAksesLokasi(db, user, lokasiUid, 'increment_stock');
  } catch {
    await wajibAksesLokasi(db, user, lokasiUid, 'decrement_stock');
  }
}

/** 'SO-20301107-0001': prefix, the Jakarta day, a gapless number per prefix and day. */
export async function nomorDokumen(tx: Tx, ctx: Ctx, prefix: string): Promise<string> {
  const kunci = `${prefix}-${toJakartaIsoDate(ctx.now()).replaceAll('-', '')}`;
  return `${kunci}-${String(await ambilNomor(tx, kunci)).padStart(4, '0')}`;
}
