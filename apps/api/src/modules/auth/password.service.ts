import type { UbahPasswordSendiri } from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../platform/context.ts';
import { hashPassword, verifyPassword, wajibKebijakanPassword } from '../../platform/password.ts';
import { catatSesiDiakhiri } from '../akun/akun.service.ts';
import { akun } from '../akun/akun.tables.ts';
import { akhiriSesiLain } from '../akun/sesi.service.ts';
import { passwordBaruSajaDiubah, passwordLamaSalah, terlaluBanyakPercobaanPassword } from './auth.errors.ts';
import { BATAS_GAGAL, hitungGagal } from './auth.service.ts';

/**
 * A person changes their own password (PUT /auth/password). The old password must be right: a
 * wrong one is a failed login for the limiter, so an unattended open session cannot be used to
 * guess it. The other sessions of the account end; the one asking stays signed in.
 */
export async function ubahPasswordSendiri(
  db: Db,
  ctx: Ctx,
  body: UbahPasswordSendiri,
): Promise<{ sesiDiakhiri: number }> {
  const user = penggunaOf(ctx);
  const now = ctx.now();
  const since = new Date(now.getTime() - BATAS_GAGAL.menit * 60_000);

  const gagal = await hitungGagal(db, user.username, ctx.ip, since);
  if (gagal.username >= BATAS_GAGAL.username || gagal.ip >= BATAS_GAGAL.alamat) {
    await catatAktivitas(db, ctx, {
      aksi: 'auth.ubah_password_diblokir',
      entitas: 'akun',
      entitas_id: user.uid,
      keterangan: 'Terlalu banyak percobaan gagal',
    });
    throw terlaluBanyakPercobaanPassword(BATAS_GAGAL.menit);
  }

  // The body schema has no username; the policy's username rule is checked here.
  wajibKebijakanPassword(body.password_baru, user.username, 'password_baru');

  const [row] = await db
    .select({ hash: akun.password_hash })
    .from(akun)
    .where(eq(akun.uid, user.uid))
    .limit(1);
  if (!row || !(await verifyPassword(row.hash, body.password_lama))) {
    // Outside any transaction: the failure must stay recorded although the request fails.
    await catatAktivitas(db, ctx, {
      aksi: 'auth.ubah_password_gagal',
      entitas: 'akun',
      entitas_id: user.uid,
      keterangan: 'Password lama salah',
    });
    throw passwordLamaSalah();
  }

  const password_hash = await hashPassword(body.password_baru);
  return db.transaction(async (tx) => {
    // Only over the hash just verified: two changes at once cannot both win with one old password.
    const [diubah] = await tx
      .update(akun)
      .set({ password_hash, updated_at: now })
      .where(and(eq(akun.uid, user.uid), eq(akun.password_hash, row.hash)))
      .returning({ uid: akun.uid });
    if (!diubah) throw passwordBaruSajaDiubah();
    const n = await akhiriSesiLain(tx, user.uid, now, user.sesiUid);
    await catatAktivitas(tx, ctx, {
      aksi: 'auth.ubah_password',
      entitas: 'akun',
      entitas_id: user.uid,
      keterangan: `Mengubah password sendiri; ${n} sesi lain diakhiri`,
    });
    await catatSesiDiakhiri(tx, ctx, {
      akunUid: user.uid,
      username: user.username,
      jumlah: n,
      sebab: 'ubah_password',
    });
    return { sesiDiakhiri: n };
  });
}
