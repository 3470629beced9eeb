import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { layanan } from './kunjungan.tables.ts';

/**
 * For merging a temporary patient into the real one (pasien.gabung.ts, through app.ts): the first
 * clinic and day both are registered at, which the merge would turn into two visits of one
 * patient at one clinic on one day (layanan_pasien_poli_hari_uq). Cancelled visits do not count.
 */
export async function layananBentrokGabung(
  tx: Tx,
  dariUid: string,
  keUid: string,
): Promise<{ poli: string; tanggal: string } | undefined> {
  const lain = tx
    .select({ poli_uid: layanan.poli_uid, tanggal: layanan.tanggal })
    .from(layanan)
    .where(and(eq(layanan.pasien_uid, keUid), ne(layanan.status, 'BATAL')))
    .as('lain');
  const [bentrok] = await tx
    .select({ poli: poli.nama, tanggal: layanan.tanggal })
    .from(layanan)
    .innerJoin(lain, and(eq(lain.poli_uid, layanan.poli_uid), eq(lain.tanggal, layanan.tanggal)))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .where(and(eq(layanan.pasien_uid, dariUid), ne(layanan.status, 'BATAL')))
    .limit(1);
  return bentrok;
}
