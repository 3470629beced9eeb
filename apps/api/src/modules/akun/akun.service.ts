import type { Akun, AkunListQuery, Role, StatusAktif } from '@rawat/domain';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas, perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { hashPassword, wajibKebijakanPassword } from '../../platform/password.ts';
import {
  adminTerakhir,
  akunTidakDitemukan,
  hanyaAdminUntukAdmin,
  tidakBolehNonaktifkanDiriSendiri,
  usernameSudahAda,
} from './akun.errors.ts';
import { akun } from './akun.tables.ts';
import { akhiriSemuaSesi } from './sesi.service.ts';

// Named columns: the password hash never leaves this module.
const kolom = {
  uid: akun.uid,
  username: akun.username,
  nama: akun.nama,
  role: akun.role,
  email: akun.email,
  no_hp: akun.no_hp,
  status: akun.status,
  login_terakhir: akun.login_terakhir,
  created_at: akun.created_at,
  updated_at: akun.updated_at,
};
interface Row {
  uid: string;
  username: string;
  nama: string;
  role: string;
  email: string | null;
  no_hp: string | null;
  status: string;
  login_terakhir: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toAkun(r: Row): Akun {
  return {
    ...r,
    role: r.role as Role,
    status: r.status as StatusAktif,
    login_terakhir: r.login_terakhir?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function listAkun(db: Db, q: AkunListQuery): Promise<{ rows: Akun[]; total: number }> {
  const where: SQL[] = [];
  if (q.search) {
    const p = likePattern(q.search);
    const cond = or(ilike(akun.username, p), ilike(akun.nama, p));
    if (cond) where.push(cond);
  }
  if (q.role) where.push(eq(akun.role, q.role));
  if (q.status) where.push(eq(akun.status, q.status));
  const filter = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(q);
  const base = db.select(kolom).from(akun).where(filter).orderBy(asc(akun.username)).offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === undefined ? base : base.limit(limit),
    db.select({ n: count() }).from(akun).where(filter),
  ]);
  return { rows: rows.map(toAkun), total: total?.n ?? 0 };
}

async function ambil(db: DbOrTx, uid: string): Promise<Row> {
  const [row] = await db.select(kolom).from(akun).where(eq(akun.uid, uid)).limit(1);
  if (!row) throw akunTidakDitemukan();
  return row;
}

export async function usernameTersedia(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: akun.uid })
    .from(akun)
    .where(eq(akun.username, username.toLowerCase()))
    .limit(1);
  return !row;
}

export interface AkunBaru {
  username: string;
  nama: string;
  role: Role;
  email: string | null;
  no_hp: string | null;
  password: string;
}

/**
 * MANAGEMENT holds account management (spec §6) and every permission but a few ADMIN-only duties;
 * giving the ADMIN role, or changing an ADMIN's account (role, status, password), stays with ADMIN
 * so no one raises themselves, or takes an administrator's login, to reach those duties.
 */
function pastikanBolehSentuhAdmin(ctx: Ctx, ...role: string[]) {
  if (ctx.user?.role !== 'ADMIN' && role.includes('ADMIN')) throw hanyaAdminUntukAdmin();
}

export async function buatAkun(db: Db, ctx: Ctx, input: AkunBaru): Promise<Akun> {
  pastikanBolehSentuhAdmin(ctx, input.role);
  const password_hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // ON CONFLICT keeps two simultaneous requests for one username from both succeeding.
    const [row] = await tx
      .insert(akun)
      .values({
        username: input.username,
        nama: input.nama,
        role: input.role,
        email: input.email,
        no_hp: input.no_hp,
        password_hash,
      })
      .onConflictDoNothing({ target: akun.username })
      .returning(kolom);
    if (!row) throw usernameSudahAda(input.username);
    await catatAktivitas(tx, ctx, {
      aksi: 'akun.create',
      entitas: 'akun',
      entitas_id: row.uid,
      keterangan: `Membuat akun ${row.username} (${row.role})`,
      detail: {
        sesudah: {
          username: row.username,
          nama: row.nama,
          role: row.role,
          email: row.email,
          no_hp: row.no_hp,
        },
      },
    });
    return toAkun(row);
  });
}

async function pastikanBukanAdminTerakhir(tx: DbOrTx, uid: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(akun)
    .where(and(eq(akun.role, 'ADMIN'), eq(akun.status, 'AKTIF'), ne(akun.uid, uid)));
  if ((row?.n ?? 0) === 0) throw adminTerakhir();
}

export async function ubahAkun(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: { nama: string; role: Role; email: string | null; no_hp: string | null },
): Promise<Akun> {
  return db.transaction(async (tx) => {
    const before = await ambil(tx, uid);
    pastikanBolehSentuhAdmin(ctx, before.role, input.role);
    if (before.role === 'ADMIN' && input.role !== 'ADMIN' && before.status === 'AKTIF')
      await pastikanBukanAdminTerakhir(tx, uid);
    const [row] = await tx
      .update(akun)
      .set({ ...input, updated_at: ctx.now() })
      .where(eq(akun.uid, uid))
      .returning(kolom);
    if (!row) throw akunTidakDitemukan();
    // A role change takes effect at once: the person logs in again with the new menu.
    const sesiBerakhir = before.role !== row.role ? await akhiriSemuaSesi(tx, uid, ctx.now()) : 0;
    await catatAktivitas(tx, ctx, {
      aksi: 'akun.update',
      entitas: 'akun',
      entitas_id: uid,
      keterangan: `Mengubah akun ${row.username}`,
      detail: perubahan(
        { nama: before.nama, role: before.role, email: before.email, no_hp: before.no_hp },
        { nama: row.nama, role: row.role, email: row.email, no_hp: row.no_hp },
      ),
    });
    await catatSesiDiakhiri(tx, ctx, {
      akunUid: uid,
      username: row.username,
      jumlah: sesiBerakhir,
      sebab: 'ganti_role',
    });
    return toAkun(row);
  });
}

export async function ubahStatusAkun(db: Db, ctx: Ctx, uid: string, status: StatusAktif): Promise<Akun> {
  if (status === 'NONAKTIF' && ctx.user?.uid === uid) throw tidakBolehNonaktifkanDiriSendiri();
  return db.transaction(async (tx) => {
    const before = await ambil(tx, uid);
    pastikanBolehSentuhAdmin(ctx, before.role);
    if (status === 'NONAKTIF' && before.role === 'ADMIN') await pastikanBukanAdminTerakhir(tx, uid);
    const [row] = await tx
      .update(akun)
      .set({ status, updated_at: ctx.now() })
      .where(eq(akun.uid, uid))
      .returning(kolom);
    if (!row) throw akunTidakDitemukan();
    const sesiBerakhir = status === 'NONAKTIF' ? await akhiriSemuaSesi(tx, uid, ctx.now()) : 0;
    await catatAktivitas(tx, ctx, {
      aksi: 'akun.status',
      entitas: 'akun',
      entitas_id: uid,
      keterangan: `${status === 'AKTIF' ? 'Mengaktifkan' : 'Menonaktifkan'} akun ${row.username}${sesiBerakhir ? `; ${sesiBerakhir} sesi diakhiri` : ''}`,
      detail: { sebelum: { status: before.status }, sesudah: { status } },
    });
    await catatSesiDiakhiri(tx, ctx, {
      akunUid: uid,
      username: row.username,
      jumlah: sesiBerakhir,
      sebab: 'nonaktif',
    });
    return toAkun(row);
  });
}

const ALASAN_SESI_DIAKHIRI = {
  ubah_password: 'password diubah pemiliknya',
  reset_password: 'password direset administrator',
  ganti_role: 'role diubah administrator',
  nonaktif: 'akun dinonaktifkan',
} as const;

/**
 * The sessions a password change, a reset, a role change or a deactivation ended, as an audit
 * row of their own so the log shows that the account was signed out; nothing is written when
 * none was open.
 */
export async function catatSesiDiakhiri(
  tx: DbOrTx,
  ctx: Ctx,
  a: { akunUid: string; username: string; jumlah: number; sebab: keyof typeof ALASAN_SESI_DIAKHIRI },
): Promise<void> {
  if (a.jumlah === 0) return;
  const alasan = ALASAN_SESI_DIAKHIRI[a.sebab];
  await catatAktivitas(tx, ctx, {
    aksi: 'akun.sesi_diakhiri',
    entitas: 'akun',
    entitas_id: a.akunUid,
    keterangan: `${a.jumlah} sesi ${a.username} diakhiri: ${alasan}`,
    detail: { jumlah: a.jumlah, sebab: a.sebab },
  });
}

export async function resetPassword(db: Db, ctx: Ctx, uid: string, password: string): Promise<void> {
  const target = await ambil(db, uid);
  pastikanBolehSentuhAdmin(ctx, target.role);
  wajibKebijakanPassword(password, target.username, 'password');
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const before = await ambil(tx, uid);
    await tx.update(akun).set({ password_hash, updated_at: ctx.now() }).where(eq(akun.uid, uid));
    // Every session of the account ends, the administrator's own too when resetting their own
    // password: whoever knew the old password is signed out everywhere.
    const n = await akhiriSemuaSesi(tx, uid, ctx.now());
    await catatAktivitas(tx, ctx, {
      aksi: 'akun.reset_password',
      entitas: 'akun',
      entitas_id: uid,
      keterangan: `Mereset password ${before.username}; ${n} sesi diakhiri`,
    });
    await catatSesiDiakhiri(tx, ctx, {
      akunUid: uid,
      username: before.username,
      jumlah: n,
      sebab: 'reset_password',
    });
  });
}
