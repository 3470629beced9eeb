import type { DbOrTx } from '../db/client.ts';
import { logAktivitas } from './audit.tables.ts';
import type { Ctx } from './context.ts';

export interface Aktivitas {
  aksi: string;
  entitas?: string;
  entitas_id?: string;
  keterangan?: string;
  detail?: unknown;
  /** For events before a session exists (a failed login): who it was about. */
  username?: string;
}

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function catatAktivitas(db: DbOrTx, ctx: Ctx, a: Aktivitas): Promise<void> {
  await db.insert(logAktivitas).values({
    waktu: ctx.now(),
    akun_uid: ctx.user?.uid ?? null,
    username: ctx.user?.username ?? a.username ?? null,
    role: ctx.user?.role ?? null,
    aksi: a.aksi,
    entitas: a.entitas ?? null,
    entitas_id: a.entitas_id ?? null,
    keterangan: a.keterangan ?? null,
    ip: ctx.ip,
    user_agent: ctx.userAgent?.slice(0, 500) ?? null,
    detail: a.detail ?? null,
  });
}

/** The fields that changed, as {sebelum, sesudah}, for an edit's audit row. */
export function perubahan<T extends Record<string, unknown>>(sebelum: T, sesudah: Partial<T>) {
  const a: Record<string, unknown> = {};
  const b: Record<string, unknown> = {};
  for (const key of Object.keys(sesudah)) {
    if (JSON.stringify(sebelum[key]) !== JSON.stringify(sesudah[key])) {
      a[key] = sebelum[key];
      b[key] = sesudah[key];
    }
  }
  return { sebelum: a, sesudah: b };
}
