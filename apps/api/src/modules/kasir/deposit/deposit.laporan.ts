import {
  type LaporanDeposit,
  type LaporanDepositQuery,
  MAKS_HARI_LAPORAN_DEPOSIT,
  type PenjaminKunjungan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { likePattern } from '../../../platform/paging.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { deposit, pembayaran } from '../kasir.tables.ts';
import { daftarMutasi, jumlahkan } from './deposit.baca.ts';
import * as galat from './deposit.errors.ts';

/** The report's days: as asked, or this Jakarta month up to today; at most a year and a day. */
function rentang(ctx: Ctx, q: LaporanDepositQuery) {
  const hariIni = toJakartaIsoDate(ctx.now());
  const dari = q.dari ?? (q.sampai ? `${q.sampai.slice(0, 8)}01` : `${hariIni.slice(0, 8)}01`);
  const sampai = q.sampai ?? [dari, hariIni].sort()[1] ?? hariIni;
  if (sampai > tambahHari(dari, MAKS_HARI_LAPORAN_DEPOSIT - 1))
    throw galat.isianTidakValid('sampai', `Rentang laporan maksimal ${MAKS_HARI_LAPORAN_DEPOSIT} hari`);
  return { dari, sampai };
}

const jumlahJenis = (jenis: string) =>
  sql<string>`coalesce(sum(${deposit.jumlah}) filter (where ${deposit.jenis} = ${jenis}), 0)`;

/**
 * /laporan-deposit: the movements of the range (Jakarta days, on when they happened) with the
 * totals taken, used and refunded; the deposits held at the start and at the end of the range;
 * and every visit still holding money at its end — the hospital owes it to the patient until it
 * is used or refunded. The movement filters (`jenis`, `search`) narrow the list and its totals,
 * never the balances.
 */
export async function laporanDeposit(db: DbOrTx, ctx: Ctx, q: LaporanDepositQuery): Promise<LaporanDeposit> {
  const { dari, sampai } = rentang(ctx, q);
  const awal = tanggalJakarta(dari);
  const akhir = tanggalJakarta(tambahHari(sampai, 1));
  const syarat: SQL[] = [gte(deposit.created_at, awal), lt(deposit.created_at, akhir)];
  if (q.jenis) syarat.push(eq(deposit.jenis, q.jenis));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(
      ilike(pasien.nama, pola),
      ilike(pasien.no_rm, pola),
      ilike(deposit.nomor, pola),
      ilike(pembayaran.nomor, pola),
    );
    if (cari) syarat.push(cari);
  }
  const [mutasi, [saldo], perKunjungan] = await bersamaan(db, [
    () => daftarMutasi(db, and(...syarat)),
    () =>
      db
        .select({
          awal: sql<string>`coalesce(sum(${deposit.jumlah}) filter (where ${deposit.created_at} < ${awal}), 0)`,
          akhir: sql<string>`coalesce(sum(${deposit.jumlah}), 0)`,
        })
        .from(deposit)
        .where(lt(deposit.created_at, akhir)),
    () =>
      db
        .select({
          kunjungan_uid: kunjungan.uid,
          tanggal: kunjungan.tanggal,
          penjamin: kunjungan.penjamin,
          status: kunjungan.status,
          pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
          setor: jumlahJenis('SETOR'),
          pakai: jumlahJenis('PAKAI'),
          pakai_batal: jumlahJenis('PAKAI_BATAL'),
          refund: jumlahJenis('REFUND'),
          saldo: sql<string>`sum(${deposit.jumlah})`,
        })
        .from(deposit)
        .innerJoin(kunjungan, eq(kunjungan.uid, deposit.kunjungan_uid))
        .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
        .where(lt(deposit.created_at, akhir))
        .groupBy(kunjungan.uid, pasien.uid)
        .having(sql`sum(${deposit.jumlah}) <> 0`)
        .orderBy(asc(kunjungan.tanggal), asc(pasien.nama)),
  ] as const);
  const total = jumlahkan(mutasi);
  return {
    dari,
    sampai,
    mutasi,
    total: {
      ...total,
      jumlah_setor: mutasi.filter((m) => m.jenis === 'SETOR').length,
      jumlah_refund: mutasi.filter((m) => m.jenis === 'REFUND').length,
    },
    saldo_awal: Number(saldo?.awal ?? 0),
    saldo_akhir: Number(saldo?.akhir ?? 0),
    saldo_kunjungan: perKunjungan.map((k) => ({
      kunjungan_uid: k.kunjungan_uid,
      pasien: k.pasien,
      tanggal: k.tanggal,
      penjamin: k.penjamin as PenjaminKunjungan,
      status: k.status,
      jumlah: {
        setor: Number(k.setor),
        pakai: -(Number(k.pakai) + Number(k.pakai_batal)),
        refund: -Number(k.refund),
        saldo: Number(k.saldo),
      },
    })),
  };
}
