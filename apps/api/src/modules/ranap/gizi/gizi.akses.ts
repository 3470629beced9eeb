import type { StatusPerawatanInap } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import {
  ambilLayananKlinis,
  type LayananKlinis,
  layananUntukTulis,
  periksaBolehBaca,
} from '../../pelayanan/layanan-klinis.ts';
import { chartTerkunci, layananBatal } from '../../pelayanan/pelayanan.errors.ts';
import { perawatanTidakDitemukan, sudahPulang } from './gizi.errors.ts';

/** A stay (its layanan of jenis RAWAT_INAP) with its perawatan_inap. */
export interface StayGizi {
  l: LayananKlinis;
  perawatan_inap_uid: string;
  status: StatusPerawatanInap;
}

async function lengkapi(db: DbOrTx, l: LayananKlinis): Promise<StayGizi> {
  if (l.poli.jenis !== 'RAWAT_INAP') throw perawatanTidakDitemukan();
  const [pi] = await db
    .select({ uid: perawatanInap.uid, status: perawatanInap.status })
    .from(perawatanInap)
    .where(eq(perawatanInap.layanan_uid, l.uid));
  if (!pi) throw perawatanTidakDitemukan();
  return { l, perawatan_inap_uid: pi.uid, status: pi.status };
}

/** A stay whose chart the caller may read (ranap:read through the layanan's unit). */
export async function stayUntukBaca(db: DbOrTx, ctx: Ctx, uid: string): Promise<StayGizi> {
  const l = await ambilLayananKlinis(db, uid);
  periksaBolehBaca(ctx, l);
  return lengkapi(db, l);
}

/**
 * A stay to write on, still on the ward. The doctor's and the nurse's writes go through the
 * chart's own rules (layananUntukTulis: side, unit, cancelled, final resume, the doctor's own
 * patient); the nutritionist's (cara 'gizi') only need the chart open — the route checked
 * ranap.gizi:write (or, for stopping a diet, either permission).
 */
export async function stayUntukTulis(
  tx: DbOrTx,
  ctx: Ctx,
  uid: string,
  cara: 'medis' | 'keperawatan' | 'gizi',
): Promise<StayGizi> {
  let l: LayananKlinis;
  if (cara === 'gizi') {
    await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, uid)).for('key share');
    l = await ambilLayananKlinis(tx, uid);
    periksaBolehBaca(ctx, l);
    if (l.status === 'BATAL') throw layananBatal();
    if (l.resume_final) throw chartTerkunci();
  } else {
    const dasar = await ambilLayananKlinis(tx, uid);
    if (dasar.poli.jenis !== 'RAWAT_INAP') throw perawatanTidakDitemukan();
    l = await layananUntukTulis(tx, ctx, uid, cara);
  }
  const s = await lengkapi(tx, l);
  if (s.status !== 'DIRAWAT') throw sudahPulang();
  return s;
}
