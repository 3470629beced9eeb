import type { JenisLogPasien } from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import { type Aktivitas, catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { logPasien } from './log-pasien.tables.ts';

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

/** One timeline line of a clinical change: its kind, its text and, when useful, its detail. */
export type BarisLogKlinis = Pick<EntriLogPasien, 'jenis' | 'ringkasan' | 'detail'>;

export interface CatatanKlinis {
  /** The audit row; its `entitas`/`entitas_id` are also the timeline's source row. */
  aktivitas: Aktivitas & { entitas: string; entitas_id: string };
  /** Whose timeline: the patient, and the visit and layanan the change belongs to. */
  pasien: Pick<EntriLogPasien, 'pasien_uid' | 'kunjungan_uid' | 'layanan_uid'>;
  /** The timeline lines, usually one (a prescription writes one for plain drugs, one for racikan). */
  log: BarisLogKlinis | readonly BarisLogKlinis[];
}

/**
 * A clinical change written down twice, in the caller's transaction: the audit row (who changed
 * what, for the log screens) and the patient's timeline (what happened, for clinicians), both
 * pointing at the same source row.
 */
export async function catatKlinis(tx: DbOrTx, ctx: Ctx, c: CatatanKlinis): Promise<void> {
  await catatAktivitas(tx, ctx, c.aktivitas);
  const baris: readonly BarisLogKlinis[] = Array.isArray(c.log) ? c.log : [c.log as BarisLogKlinis];
  for (const b of baris) {
    await catatLogPasien(tx, ctx, {
      ...c.pasien,
      ...b,
      sumber: c.aktivitas.entitas,
      sumber_uid: c.aktivitas.entitas_id,
    });
  }
}
