import {
  can,
  kasSeharusnya,
  LABEL_METODE_BAYAR,
  type ListEnvelope,
  METODE_BAYAR,
  type MetodeBayar,
  type MetodeShift,
  type RingkasanShift,
  type Shift,
  type ShiftQuery,
  type ShiftRingkas,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { envelope, pageWindow } from '../../../platform/paging.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { deposit, kasirShift, pembayaran, pembayaranMetode } from '../kasir.tables.ts';
import * as galat from './shift.errors.ts';

type ShiftRow = typeof kasirShift.$inferSelect;

export async function keShift(db: DbOrTx, s: ShiftRow): Promise<Shift> {
  const [a] = await db
    .select({ uid: akun.uid, nama: akun.nama, username: akun.username })
    .from(akun)
    .where(eq(akun.uid, s.akun_uid));
  return {
    uid: s.uid,
    akun: a ?? { uid: s.akun_uid, nama: '-', username: '-' },
    dibuka_pada: s.dibuka_pada.toISOString(),
    modal_awal: s.modal_awal,
    ditutup_pada: s.ditutup_pada?.toISOString() ?? null,
    kas_dihitung: s.kas_dihitung,
    catatan: s.catatan,
  };
}

/**
 * A shift's totals. Per method from the lines of the receipts taken in it: a void is a receipt
 * with negated lines in the voiding cashier's shift, so plain sums give what the drawer and the
 * bank really hold. Cash lines carry what stayed in the drawer (the change already given back).
 */
export async function hitungRingkasan(db: DbOrTx, shift: Shift): Promise<RingkasanShift> {
  const [metode, [kuitansi], dep] = await bersamaan(db, [
    () =>
      db
        .select({ metode: pembayaranMetode.metode, jumlah: sql<string>`sum(${pembayaranMetode.jumlah})` })
        .from(pembayaranMetode)
        .innerJoin(pembayaran, eq(pembayaran.uid, pembayaranMetode.pembayaran_uid))
        .where(eq(pembayaran.shift_uid, shift.uid))
        .groupBy(pembayaranMetode.metode),
    () =>
      db
        .select({
          kuitansi: sql<number>`count(*) filter (where ${pembayaran.membalik_uid} is null)::int`,
          batal: sql<number>`count(*) filter (where ${pembayaran.membalik_uid} is not null)::int`,
          total: sql<string>`coalesce(sum(${pembayaran.jumlah_bayar}), 0)`,
        })
        .from(pembayaran)
        .where(eq(pembayaran.shift_uid, shift.uid)),
    () =>
      db
        .select({
          jenis: deposit.jenis,
          metode: deposit.metode,
          n: sql<number>`count(*)::int`,
          jumlah: sql<string>`sum(${deposit.jumlah})`,
        })
        .from(deposit)
        .where(and(eq(deposit.shift_uid, shift.uid), sql`${deposit.jenis} in ('SETOR', 'REFUND')`))
        .groupBy(deposit.jenis, deposit.metode),
  ] as const);

  const baris = new Map<MetodeBayar, MetodeShift>(
    METODE_BAYAR.map((m) => [
      m,
      {
        metode: m,
        label: LABEL_METODE_BAYAR[m],
        pembayaran: 0,
        deposit_setor: 0,
        deposit_refund: 0,
        bersih: 0,
      },
    ]),
  );
  for (const m of metode) {
    const b = baris.get(m.metode);
    if (b) b.pembayaran += Number(m.jumlah);
  }
  let jumlahSetor = 0;
  let jumlahRefund = 0;
  for (const d of dep) {
    const b = d.metode ? baris.get(d.metode) : undefined;
    if (!b) continue;
    if (d.jenis === 'SETOR') {
      b.deposit_setor += Number(d.jumlah);
      jumlahSetor += d.n;
    } else {
      b.deposit_refund -= Number(d.jumlah);
      jumlahRefund += d.n;
    }
  }
  const per_metode = [...baris.values()].map((b) => ({
    ...b,
    bersih: b.pembayaran + b.deposit_setor - b.deposit_refund,
  }));
  const uang = per_metode.filter((b) => b.metode !== 'DEPOSIT');
  const tunai = baris.get('TUNAI');
  const kasDasar = {
    modal_awal: shift.modal_awal,
    tunai_pembayaran: tunai?.pembayaran ?? 0,
    tunai_deposit_setor: tunai?.deposit_setor ?? 0,
    tunai_deposit_refund: tunai?.deposit_refund ?? 0,
  };
  const seharusnya = kasSeharusnya(kasDasar);
  return {
    shift,
    per_metode,
    jumlah_kuitansi: kuitansi?.kuitansi ?? 0,
    jumlah_batal: kuitansi?.batal ?? 0,
    total_pembayaran: Number(kuitansi?.total ?? 0),
    total_pakai_deposit: baris.get('DEPOSIT')?.pembayaran ?? 0,
    jumlah_deposit_setor: jumlahSetor,
    jumlah_deposit_refund: jumlahRefund,
    total_deposit_setor: uang.reduce((s, b) => s + b.deposit_setor, 0),
    total_deposit_refund: uang.reduce((s, b) => s + b.deposit_refund, 0),
    total_uang_masuk: uang.reduce((s, b) => s + b.bersih, 0),
    kas: {
      ...kasDasar,
      seharusnya,
      dihitung: shift.kas_dihitung,
      selisih: shift.kas_dihitung === null ? null : shift.kas_dihitung - seharusnya,
    },
  };
}

/**
 * One shift, for its owner; anyone else needs kasir.laporan:read (supervisors and the reports).
 * 404 for an unknown uid.
 */
export async function shiftTerlihat(db: DbOrTx, ctx: Ctx, uid: string): Promise<Shift> {
  const user = penggunaOf(ctx);
  const [s] = await db.select().from(kasirShift).where(eq(kasirShift.uid, uid));
  if (!s) throw galat.shiftTidakDitemukan();
  if (s.akun_uid !== user.uid && !can(user.role, 'kasir.laporan:read')) throw galat.bukanShiftAnda('melihat');
  return keShift(db, s);
}

/** GET /kasir/shift/{uid}/ringkasan. */
export async function ringkasanShift(db: DbOrTx, ctx: Ctx, uid: string): Promise<RingkasanShift> {
  return hitungRingkasan(db, await shiftTerlihat(db, ctx, uid));
}

/**
 * GET /kasir/shift: shifts opened in the range (Jakarta days), newest first, with each one's
 * receipts and takings. Without kasir.laporan:read only the caller's own.
 */
export async function daftarShift(db: DbOrTx, ctx: Ctx, q: ShiftQuery): Promise<ListEnvelope<ShiftRingkas>> {
  const user = penggunaOf(ctx);
  const semua = can(user.role, 'kasir.laporan:read');
  const syarat: SQL[] = [];
  if (!semua) syarat.push(eq(kasirShift.akun_uid, user.uid));
  else if (q.akun_uid) syarat.push(eq(kasirShift.akun_uid, q.akun_uid));
  if (q.dari) syarat.push(gte(kasirShift.dibuka_pada, tanggalJakarta(q.dari)));
  if (q.sampai) syarat.push(lt(kasirShift.dibuka_pada, tanggalJakarta(tambahHari(q.sampai, 1))));
  if (q.status === 'TERBUKA') syarat.push(isNull(kasirShift.ditutup_pada));
  if (q.status === 'DITUTUP') syarat.push(isNotNull(kasirShift.ditutup_pada));
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          shift: kasirShift,
          akun: { uid: akun.uid, nama: akun.nama, username: akun.username },
          jumlah_kuitansi: sql<number>`(select count(*) from ${pembayaran}
            where ${pembayaran.shift_uid} = ${kasirShift.uid} and ${pembayaran.membalik_uid} is null)::int`,
          total_pembayaran: sql<string>`(select coalesce(sum(${pembayaran.jumlah_bayar}), 0) from ${pembayaran}
            where ${pembayaran.shift_uid} = ${kasirShift.uid})`,
        })
        .from(kasirShift)
        .innerJoin(akun, eq(akun.uid, kasirShift.akun_uid))
        .where(where)
        .orderBy(desc(kasirShift.dibuka_pada))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () => db.select({ n: sql<number>`count(*)::int` }).from(kasirShift).where(where),
  ] as const);
  return envelope(
    rows.map((r) => ({
      uid: r.shift.uid,
      akun: r.akun,
      dibuka_pada: r.shift.dibuka_pada.toISOString(),
      modal_awal: r.shift.modal_awal,
      ditutup_pada: r.shift.ditutup_pada?.toISOString() ?? null,
      kas_dihitung: r.shift.kas_dihitung,
      catatan: r.shift.catatan,
      jumlah_kuitansi: r.jumlah_kuitansi,
      total_pembayaran: Number(r.total_pembayaran),
    })),
    jumlah?.n ?? 0,
    q,
  );
}

/** The receipts and deposit slips of a shift, oldest first, for the closing report's detail. */
export async function rincianShift(db: DbOrTx, shiftUid: string) {
  return bersamaan(db, [
    () =>
      db
        .select({
          nomor: pembayaran.nomor,
          created_at: pembayaran.created_at,
          nama: pembayaran.nama_pembayar,
          jumlah_bayar: pembayaran.jumlah_bayar,
          batal: sql<boolean>`${pembayaran.membalik_uid} is not null`,
          // Aliased: in a one-table select drizzle leaves columns unqualified, and a bare "uid"
          // inside the subquery would be pembayaran_metode's own.
          metode: sql<string[]>`coalesce((select array_agg(distinct pm.metode order by pm.metode)
            from ${pembayaranMetode} pm where pm.pembayaran_uid = ${pembayaran}.uid), '{}')`,
        })
        .from(pembayaran)
        .where(eq(pembayaran.shift_uid, shiftUid))
        .orderBy(asc(pembayaran.created_at), asc(pembayaran.nomor)),
    () =>
      db
        .select({
          nomor: deposit.nomor,
          created_at: deposit.created_at,
          jenis: deposit.jenis,
          metode: deposit.metode,
          jumlah: deposit.jumlah,
          nama: pasien.nama,
          no_rm: pasien.no_rm,
        })
        .from(deposit)
        .innerJoin(pasien, eq(pasien.uid, deposit.pasien_uid))
        .where(and(eq(deposit.shift_uid, shiftUid), sql`${deposit.jenis} in ('SETOR', 'REFUND')`))
        .orderBy(asc(deposit.created_at), asc(deposit.nomor)),
  ] as const);
}
