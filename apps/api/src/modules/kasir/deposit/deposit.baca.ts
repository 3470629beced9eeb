import {
  type Deposit,
  type DepositKunjungan,
  type JumlahDeposit,
  LABEL_JENIS_DEPOSIT,
  LABEL_METODE_BAYAR,
  type PenjaminKunjungan,
} from '@rawat/domain';
import { asc, eq, type SQL } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { bank } from '../../master/keuangan/keuangan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { deposit, pembayaran } from '../kasir.tables.ts';
import * as galat from './deposit.errors.ts';

/** A movement with the names a person reads (patient, bank, receipt, cashier). */
export function pilihDeposit(db: DbOrTx) {
  return db
    .select({
      d: deposit,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      bank: { uid: bank.uid, nama: bank.nama },
      pembayaran: { uid: pembayaran.uid, nomor: pembayaran.nomor },
      kasir: { uid: akun.uid, nama: akun.nama },
    })
    .from(deposit)
    .innerJoin(pasien, eq(pasien.uid, deposit.pasien_uid))
    .innerJoin(akun, eq(akun.uid, deposit.kasir_uid))
    .leftJoin(bank, eq(bank.uid, deposit.bank_uid))
    .leftJoin(pembayaran, eq(pembayaran.uid, deposit.pembayaran_uid))
    .$dynamic();
}

type BarisDeposit = Awaited<ReturnType<ReturnType<typeof pilihDeposit>['execute']>>[number];

export function keDeposit(r: BarisDeposit): Deposit {
  const d = r.d;
  const metode = d.metode;
  return {
    uid: d.uid,
    nomor: d.nomor,
    kunjungan_uid: d.kunjungan_uid,
    pasien: r.pasien,
    jenis: d.jenis,
    label_jenis: LABEL_JENIS_DEPOSIT[d.jenis],
    jumlah: d.jumlah,
    metode,
    label_metode: metode ? LABEL_METODE_BAYAR[metode] : null,
    bank: r.bank?.uid ? { uid: r.bank.uid, nama: r.bank.nama } : null,
    referensi: d.referensi,
    keterangan: d.keterangan,
    pembayaran: r.pembayaran?.uid ? { uid: r.pembayaran.uid, nomor: r.pembayaran.nomor } : null,
    kasir: r.kasir,
    shift_uid: d.shift_uid,
    created_at: d.created_at.toISOString(),
  };
}

/** Movements matching `where`, oldest first. */
export async function daftarMutasi(db: DbOrTx, where: SQL | undefined): Promise<Deposit[]> {
  const rows = await pilihDeposit(db).where(where).orderBy(asc(deposit.created_at), asc(deposit.uid));
  return rows.map(keDeposit);
}

export async function ambilDeposit(db: DbOrTx, uid: string): Promise<Deposit> {
  const [r] = await pilihDeposit(db).where(eq(deposit.uid, uid));
  if (!r) throw galat.depositTidakDitemukan();
  return keDeposit(r);
}

/** Totals of movements: setor, pakai net of PAKAI_BATAL, refund (positive) and the balance. */
export function jumlahkan(mutasi: readonly Pick<Deposit, 'jenis' | 'jumlah'>[]): JumlahDeposit {
  const j = { setor: 0, pakai: 0, refund: 0, saldo: 0 };
  for (const m of mutasi) {
    if (m.jenis === 'SETOR') j.setor += m.jumlah;
    else if (m.jenis === 'REFUND') j.refund -= m.jumlah;
    else j.pakai -= m.jumlah;
    j.saldo += m.jumlah;
  }
  return j;
}

/** GET /kasir/deposit?kunjungan_uid=: the visit, its movements and balance. */
export async function depositKunjungan(db: DbOrTx, kunjunganUid: string): Promise<DepositKunjungan> {
  const [[k], mutasi] = await bersamaan(db, [
    () =>
      db
        .select({
          uid: kunjungan.uid,
          tanggal: kunjungan.tanggal,
          penjamin: kunjungan.penjamin,
          status: kunjungan.status,
          pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
        })
        .from(kunjungan)
        .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
        .where(eq(kunjungan.uid, kunjunganUid)),
    () => daftarMutasi(db, eq(deposit.kunjungan_uid, kunjunganUid)),
  ] as const);
  if (!k) throw galat.kunjunganTidakDitemukan();
  return {
    kunjungan_uid: k.uid,
    pasien: k.pasien,
    tanggal: k.tanggal,
    penjamin: k.penjamin as PenjaminKunjungan,
    status: k.status,
    boleh_setor: k.status === 'AKTIF',
    jumlah: jumlahkan(mutasi),
    mutasi,
  };
}
