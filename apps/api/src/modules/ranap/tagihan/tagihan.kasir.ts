import { eq } from 'drizzle-orm';
import type { RanapUntukKasir } from '../../kasir/kasir.ports.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import { jalankanTagihHari, tagihSemuaDirawat } from './tagihan-hari.service.ts';

/** The cashier's port to the day charges (wired by app.ts; the cashier imports no ranap code). */
export const ranapUntukKasir: RanapUntukKasir = {
  async tagihKunjungan(db, ctx, kunjunganUid) {
    const stays = await db
      .select({ uid: perawatanInap.uid })
      .from(perawatanInap)
      .where(eq(perawatanInap.kunjungan_uid, kunjunganUid));
    for (const s of stays) await jalankanTagihHari(db, ctx, s.uid);
  },
  tagihDirawat: tagihSemuaDirawat,
};
