import type { JenisLogPasien } from '@rawat/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { logPasien } from './rekam-medis.tables.ts';

export interface EntriLogPasien {
  pasien_uid: string;
  kunjungan_uid?: string | null;
  layanan_uid?: string | null;
  jenis: JenisLogPasien;
  ringkasan: string;
  sumber?: string;
  sumber_uid?: string;
  detail?: unknown;
}

/**
 * Appends one entry to the patient's timeline (/rm). Every clinical module calls it inside the
 * transaction of its change, so the timeline never shows what did not happen.
 */
export async function catatLogPasien(db: DbOrTx, ctx: Ctx, e: EntriLogPasien): Promise<void> {
  await db.insert(logPasien).values({
    pasien_uid: e.pasien_uid,
    kunjungan_uid: e.kunjungan_uid ?? null,
    layanan_uid: e.layanan_uid ?? null,
    jenis: e.jenis,
    waktu: ctx.now(),
    ringkasan: e.ringkasan.slice(0, 500),
    sumber: e.sumber ?? null,
    sumber_uid: e.sumber_uid ?? null,
    detail: e.detail ?? null,
    akun_uid: ctx.user?.uid ?? null,
    nama_petugas: ctx.user?.nama ?? null,
  });
}
