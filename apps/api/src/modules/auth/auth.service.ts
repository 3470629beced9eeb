import { isAdmin, isRole, LABEL_ROLE, type LoginBody, type LoginData } from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logAktivitas } from '../../platform/audit.tables.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx, Pengguna } from '../../platform/context.ts';
import { dummyHash, verifyPassword } from '../../platform/password.ts';
import { akun } from '../akun/akun.tables.ts';
import { akhiriSesi, buatSesi } from '../akun/sesi.service.ts';
import { akunNonaktif, kredensialSalah, terlaluBanyakPercobaan } from './auth.errors.ts';

/** Failed logins allowed per username and per address inside the window before 429. */
export const BATAS_GAGAL = { username: 5, alamat: 20, menit: 15 } as const;

export function loginData(
  p: Pick<Pengguna, 'uid' | 'username' | 'nama' | 'role' | 'email' | 'no_hp'>,
): LoginData {
  return {
    role: p.role,
    username: p.username,
    admin: isAdmin(p.role),
    data: { uid: p.uid, nama: p.nama, email: p.email, no_hp: p.no_hp, role_label: LABEL_ROLE[p.role] },
  };
}

/**
 * The last `aksi` of a username: one step back along log_aksi_username_idx. A max over two actions
 * at once (`aksi in (…)`) read every login the account ever made, a cost growing by the shift.
 */
const terakhir = (aksi: string, username: string) =>
  sql`(select max(l2.waktu) from log_aktivitas l2 where l2.aksi = ${aksi} and l2.username = ${username})`;

// The failures are the audit rows themselves, so the limit holds across API instances. Both counts
// come back in one query: every query on the login path is paid by each person at shift change.
// A wrong old password when changing one's own password counts as a failed login, so a session
// left open cannot be used to guess the password (password.service.ts).
export async function hitungGagal(db: Db, username: string, ip: string | null, since: Date) {
  const gagal = sql`${logAktivitas.aksi} in ('auth.login_gagal', 'auth.ubah_password_gagal') and ${logAktivitas.waktu} > ${since}`;
  const [row] = await db
    .select({
      // A successful login (or password change) of that username clears its earlier failures.
      username: sql<number>`(select count(*)::int from ${logAktivitas} where ${gagal} and ${logAktivitas.username} = ${username}
        and ${logAktivitas.waktu} > coalesce(greatest(${terakhir('auth.login', username)}, ${terakhir('auth.ubah_password', username)}), '-infinity'))`,
      ip: ip
        ? sql<number>`(select count(*)::int from ${logAktivitas} where ${gagal} and ${logAktivitas.ip} = ${ip})`
        : sql<number>`0`,
    })
    .from(sql`(select 1) as satu`);
  return { username: row?.username ?? 0, ip: row?.ip ?? 0 };
}

export async function login(
  deps: { db: Db; idleMinutes: number },
  ctx: Ctx,
  body: LoginBody,
): Promise<{ data: LoginData; token: string; expiresAt: Date }> {
  const { db } = deps;
  const username = body.username.trim().toLowerCase();
  const now = ctx.now();
  const since = new Date(now.getTime() - BATAS_GAGAL.menit * 60_000);

  const gagal = await hitungGagal(db, username, ctx.ip, since);
  if (gagal.username >= BATAS_GAGAL.username || gagal.ip >= BATAS_GAGAL.alamat) {
    await catatAktivitas(db, ctx, {
      aksi: 'auth.login_diblokir',
      username,
      entitas: 'akun',
      keterangan: 'Terlalu banyak percobaan gagal',
    });
    throw terlaluBanyakPercobaan(BATAS_GAGAL.menit);
  }

  const [row] = await db
    .select({
      uid: akun.uid,
      username: akun.username,
      nama: akun.nama,
      role: akun.role,
      email: akun.email,
      no_hp: akun.no_hp,
      status: akun.status,
      password_hash: akun.password_hash,
    })
    .from(akun)
    .where(eq(akun.username, username))
    .limit(1);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), body.password);

  if (!row || !ok || !isRole(row.role)) {
    await catatAktivitas(db, ctx, {
      aksi: 'auth.login_gagal',
      username,
      entitas: 'akun',
      entitas_id: row?.uid,
      keterangan: row ? 'Password salah' : 'Username tidak terdaftar',
    });
    throw kredensialSalah();
  }
  const pengguna = { ...row, role: row.role };
  if (row.status !== 'AKTIF') {
    await catatAktivitas(db, ctx, {
      aksi: 'auth.login_gagal',
      username,
      entitas: 'akun',
      entitas_id: row.uid,
      keterangan: 'Akun nonaktif',
    });
    throw akunNonaktif();
  }

  return db.transaction(async (tx) => {
    // Every login gets a fresh session id; the session this browser still carried ends with it.
    if (ctx.user) await akhiriSesi(tx, ctx.user.sesiUid, now);
    const s = await buatSesi(tx, {
      akunUid: row.uid,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      now,
      idleMinutes: deps.idleMinutes,
    });
    await tx.update(akun).set({ login_terakhir: now }).where(eq(akun.uid, row.uid));
    const sessionCtx = { ...ctx, user: { ...pengguna, sesiUid: s.uid } };
    await catatAktivitas(tx, sessionCtx, { aksi: 'auth.login', entitas: 'sesi', entitas_id: s.uid });
    return { data: loginData(pengguna), token: s.token, expiresAt: s.expiresAt };
  });
}

export async function logout(db: Db, ctx: Ctx, user: Pengguna): Promise<void> {
  await db.transaction(async (tx) => {
    await akhiriSesi(tx, user.sesiUid, ctx.now());
    await catatAktivitas(tx, ctx, { aksi: 'auth.logout', entitas: 'sesi', entitas_id: user.sesiUid });
  });
}
