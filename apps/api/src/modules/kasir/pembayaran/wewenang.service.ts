import { can, ROLES, type WewenangKasir, type WewenangKasirInput } from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kasirWewenang } from '../kasir.tables.ts';

// Discount authority per cashier account (docs/kasir.md): ADMIN and MANAGEMENT set the largest
// discount, as a percentage of the patient's due, each account that takes payments may give.

/** The roles whose accounts take payments (kasir.bayar:write). */
const PERAN_KASIR = ROLES.filter((r) => can(r, 'kasir.bayar:write'));

const kolom = {
  akun_uid: akun.uid,
  username: akun.username,
  nama: akun.nama,
  role: akun.role,
  maks_diskon_persen: kasirWewenang.maks_diskon_persen,
  updated_at: kasirWewenang.updated_at,
};

type Baris = { [K in keyof typeof kolom]: (typeof kolom)[K]['_']['data'] | null };

const keWewenang = (r: Baris): WewenangKasir => ({
  akun_uid: r.akun_uid ?? '',
  username: r.username ?? '',
  nama: r.nama ?? '',
  role: r.role ?? '',
  maks_diskon_persen: r.maks_diskon_persen ?? 0,
  diubah_pada: r.updated_at?.toISOString() ?? null,
});

/** GET /kasir/wewenang: every active account that takes payments, with its limit (0 = none). */
export async function daftarWewenang(db: DbOrTx): Promise<WewenangKasir[]> {
  const rows = await db
    .select(kolom)
    .from(akun)
    .leftJoin(kasirWewenang, eq(kasirWewenang.akun_uid, akun.uid))
    .where(and(inArray(akun.role, PERAN_KASIR), eq(akun.status, 'AKTIF')))
    .orderBy(asc(akun.nama));
  return rows.map(keWewenang);
}

/** GET /kasir/wewenang/saya: the signed-in cashier's own limit, for the payment dialog. */
export async function wewenangSaya(db: DbOrTx, ctx: Ctx): Promise<WewenangKasir> {
  const user = penggunaOf(ctx);
  const [r] = await db
    .select(kolom)
    .from(akun)
    .leftJoin(kasirWewenang, eq(kasirWewenang.akun_uid, akun.uid))
    .where(eq(akun.uid, user.uid));
  if (!r) throw notFound('Akun', 'wewenang.akun_tidak_ditemukan');
  return keWewenang(r);
}

/** PUT /kasir/wewenang/{akun_uid}: sets an account's limit (only accounts that take payments). */
export async function aturWewenang(
  db: Db,
  ctx: Ctx,
  akunUid: string,
  input: WewenangKasirInput,
): Promise<WewenangKasir> {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ uid: akun.uid, nama: akun.nama, role: akun.role })
      .from(akun)
      .where(eq(akun.uid, akunUid));
    if (!a) throw notFound('Akun', 'wewenang.akun_tidak_ditemukan');
    if (!can(a.role, 'kasir.bayar:write'))
      throw badRequest(`${a.nama} tidak menerima pembayaran; wewenang diskon hanya untuk akun kasir`);
    const [lama] = await tx.select().from(kasirWewenang).where(eq(kasirWewenang.akun_uid, akunUid));
    const sekarang = ctx.now();
    await tx
      .insert(kasirWewenang)
      .values({
        akun_uid: akunUid,
        maks_diskon_persen: input.maks_diskon_persen,
        diubah_oleh: penggunaOf(ctx).uid,
        updated_at: sekarang,
      })
      .onConflictDoUpdate({
        target: kasirWewenang.akun_uid,
        set: {
          maks_diskon_persen: input.maks_diskon_persen,
          diubah_oleh: penggunaOf(ctx).uid,
          updated_at: sekarang,
        },
      });
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.wewenang',
      entitas: 'kasir_wewenang',
      entitas_id: akunUid,
      keterangan: `Batas diskon ${a.nama}: ${lama?.maks_diskon_persen ?? 0}% → ${input.maks_diskon_persen}%`,
    });
    const [r] = await tx
      .select(kolom)
      .from(akun)
      .leftJoin(kasirWewenang, eq(kasirWewenang.akun_uid, akun.uid))
      .where(eq(akun.uid, akunUid));
    if (!r) throw notFound('Akun', 'wewenang.akun_tidak_ditemukan');
    return keWewenang(r);
  });
}
