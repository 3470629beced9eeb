import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import type { LayananKlinis } from './layanan-klinis.ts';
import { layananAlihDokter } from './pelayanan.tables.ts';

export interface DokterRingkas {
  uid: string;
  nama: string;
}

/**
 * Makes `baru` the layanan's doctor and records it (layanan_alih_dokter, audit, the patient's
 * timeline), in the caller's transaction. The update only lands while the layanan still has the
 * doctor the caller saw: of two doctors claiming an IGD patient at once, the second gets false
 * and is asked to take over from the first.
 */
export async function catatAlihDokter(
  tx: DbOrTx,
  ctx: Ctx,
  l: Pick<LayananKlinis, 'uid' | 'pasien_uid' | 'kunjungan_uid' | 'dokter' | 'pasien'>,
  baru: DokterRingkas,
  alasan: string | null,
): Promise<boolean> {
  const lama = l.dokter;
  const sekarang = ctx.now();
  const diubah = await tx
    .update(layanan)
    .set({ dokter_uid: baru.uid, updated_at: sekarang })
    .where(and(eq(layanan.uid, l.uid), lama ? eq(layanan.dokter_uid, lama.uid) : isNull(layanan.dokter_uid)))
    .returning({ uid: layanan.uid });
  if (diubah.length === 0) return false;
  const [row] = await tx
    .insert(layananAlihDokter)
    .values({
      layanan_uid: l.uid,
      dokter_lama_uid: lama?.uid ?? null,
      dokter_baru_uid: baru.uid,
      alasan,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
    })
    .returning({ uid: layananAlihDokter.uid });
  if (!row) throw new Error('insert layanan_alih_dokter tanpa hasil');
  const ringkasan = lama
    ? `Pasien diambil alih oleh ${baru.nama} dari ${lama.nama}${alasan ? `: ${alasan}` : ''}`
    : `Ditangani oleh ${baru.nama}`;
  await catatKlinis(tx, ctx, {
    aktivitas: {
      aksi: lama ? 'pelayanan.ambil_alih' : 'pelayanan.dokter_pertama',
      entitas: 'layanan_alih_dokter',
      entitas_id: row.uid,
      keterangan: `${ringkasan} (${l.pasien.no_rm} – ${l.pasien.nama})`,
      detail: {
        sebelum: { dokter_uid: lama?.uid ?? null },
        sesudah: { dokter_uid: baru.uid },
        alasan,
      },
    },
    pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
    // The timeline has no type for a change of doctor; the clinical note's type fits best.
    log: { jenis: 'LOG_ASSESSTMENT', ringkasan },
  });
  return true;
}
