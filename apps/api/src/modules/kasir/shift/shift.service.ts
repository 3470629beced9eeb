import {
  type BukaShiftInput,
  can,
  formatRupiah,
  formatTanggalWaktu,
  type RingkasanShift,
  type Shift,
  type TutupShiftInput,
} from '@rawat/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { kasirShift } from '../kasir.tables.ts';
import { hitungRingkasan, keShift } from './shift.baca.ts';
import * as galat from './shift.errors.ts';

/**
 * The cashier's open shift, held FOR SHARE until the caller commits: payments of the same cashier
 * may run side by side, while closing the shift (FOR UPDATE) waits for them, so nothing lands in a
 * shift after its totals were taken. 409 when the cashier has none open.
 */
export async function shiftTerbuka(tx: Tx, akunUid: string): Promise<typeof kasirShift.$inferSelect> {
  const [s] = await tx
    .select()
    .from(kasirShift)
    .where(and(eq(kasirShift.akun_uid, akunUid), isNull(kasirShift.ditutup_pada)))
    .for('share');
  if (!s) throw galat.shiftBelumDibuka();
  return s;
}

type ShiftRow = typeof kasirShift.$inferSelect;

/** GET /kasir/shift/aktif: the signed-in cashier's open shift, or null. */
export async function shiftAktif(db: DbOrTx, ctx: Ctx): Promise<Shift | null> {
  const [s] = await db
    .select()
    .from(kasirShift)
    .where(and(eq(kasirShift.akun_uid, penggunaOf(ctx).uid), isNull(kasirShift.ditutup_pada)));
  return s ? keShift(db, s) : null;
}

/** POST /kasir/shift/buka: one open shift per account (409 when one is open already). */
export async function bukaShift(db: Db, ctx: Ctx, input: BukaShiftInput): Promise<Shift> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const [ada] = await tx
      .select({ uid: kasirShift.uid })
      .from(kasirShift)
      .where(and(eq(kasirShift.akun_uid, user.uid), isNull(kasirShift.ditutup_pada)))
      .for('update');
    if (ada) throw galat.shiftSudahDibuka();
    const [s] = await tx
      .insert(kasirShift)
      .values({ akun_uid: user.uid, modal_awal: input.modal_awal, dibuka_pada: ctx.now() })
      .onConflictDoNothing()
      .returning();
    // Two opens at once: the unique index lets one through; the other finds it taken.
    if (!s) throw galat.shiftSudahDibuka();
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.shift_buka',
      entitas: 'kasir_shift',
      entitas_id: s.uid,
      keterangan: `Membuka shift kasir dengan modal awal ${formatRupiah(s.modal_awal)}`,
    });
    return keShift(tx, s);
  });
}

/**
 * Who may close a shift: the cashier who opened it, or a cashier supervisor (the holders of
 * kasir.wewenang:manage — MANAGEMENT and ADMIN) closing one left open, e.g. after a cashier went
 * home without closing. Another cashier may not.
 */
function bolehMenutup(ctx: Ctx, s: ShiftRow): boolean {
  const user = penggunaOf(ctx);
  return s.akun_uid === user.uid || can(user.role, 'kasir.wewenang:manage');
}

/**
 * POST /kasir/shift/{uid}/tutup. The shift row is locked FOR UPDATE first: payments and deposits
 * hold it FOR SHARE while they write, so closing waits for those in flight and any that come
 * after find the shift closed (409 shift.belum_dibuka). The totals are then read under the lock,
 * so the closing report is exactly what the shift took.
 */
export async function tutupShift(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: TutupShiftInput,
): Promise<RingkasanShift> {
  return db.transaction(async (tx) => {
    const [s] = await tx.select().from(kasirShift).where(eq(kasirShift.uid, uid)).for('update');
    if (!s) throw galat.shiftTidakDitemukan();
    if (!bolehMenutup(ctx, s)) throw galat.bukanShiftAnda('menutup');
    if (s.ditutup_pada) throw galat.shiftSudahDitutup(formatTanggalWaktu(s.ditutup_pada));
    const [tutup] = await tx
      .update(kasirShift)
      .set({ ditutup_pada: ctx.now(), kas_dihitung: input.kas_dihitung, catatan: input.catatan })
      .where(eq(kasirShift.uid, uid))
      .returning();
    if (!tutup) throw galat.shiftTidakDitemukan();
    const r = await hitungRingkasan(tx, await keShift(tx, tutup));
    const milikLain = s.akun_uid !== penggunaOf(ctx).uid;
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.shift_tutup',
      entitas: 'kasir_shift',
      entitas_id: s.uid,
      keterangan: `Menutup shift kasir${milikLain ? ` milik ${r.shift.akun.nama}` : ''}: kas seharusnya ${formatRupiah(r.kas.seharusnya)}, dihitung ${formatRupiah(input.kas_dihitung)}, selisih ${formatRupiah(r.kas.selisih ?? 0)}`,
      detail: {
        kas: r.kas,
        per_metode: Object.fromEntries(r.per_metode.map((m) => [m.metode, m.bersih])),
        jumlah_kuitansi: r.jumlah_kuitansi,
        jumlah_batal: r.jumlah_batal,
      },
    });
    return r;
  });
}
