import type { StatusBed } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bed, bedRiwayat } from '../../master/ruangan/ruangan.tables.ts';
import { bedTidakDitemukan, statusBedBerubah } from './bed.errors.ts';

export interface OpsiUbahStatusBed {
  alasan?: string | null;
  /** The stay that causes the change (admission, transfer, discharge), for bed_riwayat. */
  perawatanInapUid?: string | null;
  /**
   * The statuses the bed must be in now (e.g. ['KOSONG', 'DIPESAN'] to admit into it); anything
   * else is 409 ranap.status_bed_berubah. Omitted: any status.
   */
  dari?: readonly StatusBed[];
}

export interface HasilUbahStatusBed {
  bedUid: string;
  noBed: string;
  ruanganUid: string;
  kamarUid: string;
  statusLama: StatusBed;
  statusBaru: StatusBed;
  /** False when the bed already had the status (nothing written). */
  berubah: boolean;
}

/**
 * Sets a bed's status and appends its bed_riwayat row (who, when, from, to, why, which stay).
 * No permission check and no audit row: the caller (admission, transfer, discharge, the bed
 * board's manual change) has checked who may and writes its own audit. Call it inside the
 * caller's transaction; it locks the bed row so two changes of one bed queue. Setting the status
 * the bed already has writes nothing.
 */
export async function ubahStatusBed(
  tx: DbOrTx,
  ctx: Ctx,
  bedUid: string,
  statusBaru: StatusBed,
  opsi: OpsiUbahStatusBed = {},
): Promise<HasilUbahStatusBed> {
  const [b] = await tx
    .select({
      uid: bed.uid,
      no_bed: bed.no_bed,
      status: bed.status,
      ruangan_uid: bed.ruangan_uid,
      kamar_uid: bed.kamar_uid,
    })
    .from(bed)
    .where(eq(bed.uid, bedUid))
    .for('update');
  if (!b) throw bedTidakDitemukan();
  if (opsi.dari && !opsi.dari.includes(b.status)) throw statusBedBerubah(b.no_bed, b.status);
  const hasil: HasilUbahStatusBed = {
    bedUid: b.uid,
    noBed: b.no_bed,
    ruanganUid: b.ruangan_uid,
    kamarUid: b.kamar_uid,
    statusLama: b.status,
    statusBaru,
    berubah: b.status !== statusBaru,
  };
  if (!hasil.berubah) return hasil;
  const sekarang = ctx.now();
  await tx.update(bed).set({ status: statusBaru, status_diubah_pada: sekarang }).where(eq(bed.uid, b.uid));
  await tx.insert(bedRiwayat).values({
    bed_uid: b.uid,
    status_lama: b.status,
    status_baru: statusBaru,
    alasan: opsi.alasan?.trim() || null,
    perawatan_inap_uid: opsi.perawatanInapUid ?? null,
    dibuat_oleh: ctx.user?.uid ?? null,
    created_at: sekarang,
  });
  return hasil;
}
