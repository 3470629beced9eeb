import {
  type Deposit,
  type DepositInput,
  formatRupiah,
  LABEL_METODE_BAYAR,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { bank } from '../../master/keuangan/keuangan.tables.ts';
import { deposit } from '../kasir.tables.ts';
import { shiftTerbuka } from '../shift/shift.service.ts';
import { ambilDeposit } from './deposit.baca.ts';
import * as galat from './deposit.errors.ts';
import { saldoDeposit } from './deposit.saldo.ts';

/** DEP-YYYYMMDD-NNNN, per Jakarta day; taken last, just before the insert (numbers have no gaps). */
async function nomorDeposit(tx: Tx, ctx: Ctx): Promise<string> {
  const kunci = `DEP-${toJakartaIsoDate(ctx.now()).replaceAll('-', '')}`;
  return `${kunci}-${String(await ambilNomor(tx, kunci)).padStart(4, '0')}`;
}

async function cekBank(tx: Tx, bankUid: string | null): Promise<void> {
  if (!bankUid) return;
  const [b] = await tx
    .select({ uid: bank.uid })
    .from(bank)
    .where(and(eq(bank.uid, bankUid), eq(bank.status, 'AKTIF')));
  if (!b) throw galat.bankTidakValid();
}

/**
 * The visit, locked FOR UPDATE when `kunci`: the payment service locks the same row before it
 * draws on the deposit, so a refund and a payment (or two refunds) of one visit run one after the
 * other and each sees the balance the other left.
 */
async function kunjunganDeposit(tx: Tx, uid: string, kunci: boolean) {
  const q = tx
    .select({ uid: kunjungan.uid, pasien_uid: kunjungan.pasien_uid, status: kunjungan.status })
    .from(kunjungan)
    .where(eq(kunjungan.uid, uid));
  const [k] = kunci ? await q.for('update') : await q;
  if (!k) throw galat.kunjunganTidakDitemukan();
  return k;
}

const uraian = (input: DepositInput) => `${formatRupiah(input.jumlah)} (${LABEL_METODE_BAYAR[input.metode]})`;

/**
 * POST /kasir/deposit: money taken in for a visit that is still AKTIF (an inpatient stay mostly,
 * but any active visit may), in the cashier's open shift, numbered DEP-YYYYMMDD-NNNN.
 */
export async function setorDeposit(db: Db, ctx: Ctx, input: DepositInput): Promise<Deposit> {
  const user = penggunaOf(ctx);
  const uid = await db.transaction(async (tx) => {
    const shift = await shiftTerbuka(tx, user.uid);
    const k = await kunjunganDeposit(tx, input.kunjungan_uid, false);
    if (k.status !== 'AKTIF') throw galat.kunjunganTidakAktif(k.status);
    await cekBank(tx, input.bank_uid);
    const nomor = await nomorDeposit(tx, ctx);
    const [d] = await tx
      .insert(deposit)
      .values({
        nomor,
        kunjungan_uid: k.uid,
        pasien_uid: k.pasien_uid,
        jenis: 'SETOR',
        jumlah: input.jumlah,
        metode: input.metode,
        bank_uid: input.bank_uid,
        referensi: input.referensi,
        keterangan: input.keterangan,
        shift_uid: shift.uid,
        kasir_uid: user.uid,
        created_at: ctx.now(),
      })
      .returning({ uid: deposit.uid });
    if (!d) throw new Error('deposit: insert returned nothing');
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.deposit_setor',
      entitas: 'deposit',
      entitas_id: d.uid,
      keterangan: `Menerima deposit ${nomor} sebesar ${uraian(input)}`,
      detail: { kunjungan_uid: k.uid, nomor, jumlah: input.jumlah, metode: input.metode },
    });
    return d.uid;
  });
  return ambilDeposit(db, uid);
}

/**
 * POST /kasir/deposit/refund: pays back part or all of a visit's balance (any visit status: the
 * rest is usually refunded after discharge). The visit row is locked first, then the balance is
 * read: it never goes below 0 (409 deposit.tidak_cukup), even with two refunds at once.
 */
export async function refundDeposit(db: Db, ctx: Ctx, input: DepositInput): Promise<Deposit> {
  const user = penggunaOf(ctx);
  const uid = await db.transaction(async (tx) => {
    const shift = await shiftTerbuka(tx, user.uid);
    const k = await kunjunganDeposit(tx, input.kunjungan_uid, true);
    const saldo = await saldoDeposit(tx, k.uid);
    if (input.jumlah > saldo) throw galat.depositTidakCukup(saldo, input.jumlah);
    await cekBank(tx, input.bank_uid);
    const nomor = await nomorDeposit(tx, ctx);
    const [d] = await tx
      .insert(deposit)
      .values({
        nomor,
        kunjungan_uid: k.uid,
        pasien_uid: k.pasien_uid,
        jenis: 'REFUND',
        jumlah: -input.jumlah,
        metode: input.metode,
        bank_uid: input.bank_uid,
        referensi: input.referensi,
        keterangan: input.keterangan,
        shift_uid: shift.uid,
        kasir_uid: user.uid,
        created_at: ctx.now(),
      })
      .returning({ uid: deposit.uid });
    if (!d) throw new Error('deposit: insert returned nothing');
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.deposit_refund',
      entitas: 'deposit',
      entitas_id: d.uid,
      keterangan: `Mengembalikan deposit ${nomor} sebesar ${uraian(input)}; sisa saldo ${formatRupiah(saldo - input.jumlah)}`,
      detail: {
        kunjungan_uid: k.uid,
        nomor,
        jumlah: input.jumlah,
        metode: input.metode,
        saldo_sebelum: saldo,
      },
    });
    return d.uid;
  });
  return ambilDeposit(db, uid);
}
