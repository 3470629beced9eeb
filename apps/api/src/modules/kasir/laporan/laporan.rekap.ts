import { toJakartaIsoDate } from '@rawat/domain';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { barisDari } from '../../../platform/audit-rantai.ts';
import type { Ctx } from '../../../platform/context.ts';
import { selisihHari, tambahHari } from '../../../platform/waktu.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import type { PenjualanUntukKasir } from '../kasir.ports.ts';
import { pembayaran, pembayaranItem, transaksi } from '../kasir.tables.ts';
import { dalamRentang, kuitansiBerlaku, type Rentang, rentangHari } from './laporan.rentang.ts';
import { kasirRekapHari, kasirRekapItem, kasirRekapPasien } from './laporan.tables.ts';
import { obatTerjual } from './laporan-obat.baca.ts';

// Daily sums of closed days for /laporan-by-item and /laporan-pasien (docs/kasir.md "Rekap
// harian"): a month of a big hospital is 45,000 receipts and 210,000 covered charges to read again
// on every report, though only a void can still change a closed day.
//
// Concurrency: a read storing days takes pg_advisory_xact_lock_shared on each of them before it
// sums them; a void takes pg_advisory_xact_lock (exclusive) on its receipt's day before deleting
// that day's sums. Whichever comes second waits for the other's commit, and READ COMMITTED gives
// its next statement a snapshot with the other's work: a sum started after the void sees the void;
// a sum committed before it is deleted by it. Without the locks a sum could read the day before a
// void commits and store it after the void deleted nothing: the day would stay wrong for good.
// Readers never block each other; two storing one day meet on its marker (ON CONFLICT DO NOTHING
// RETURNING), and only the first writes the rows.

/**
 * A day counts as closed this long after its midnight: a receipt stamped 23:59:59 by a clock a
 * little behind, or still in its transaction, must be in the day when it is summed.
 */
const TENGGANG_MS = 15 * 60_000;

/** The first day still read live: today (Jakarta), or yesterday in the first minutes after midnight. */
export const hariTerbuka = (ctx: Ctx) => toJakartaIsoDate(new Date(ctx.now().getTime() - TENGGANG_MS));

/** The advisory lock key of a day's sums. */
const kunciRekap = (tanggal: SQL) => sql`hashtext('kasir-rekap:' || ${tanggal})`;

/** The receipt's Jakarta day, as a date. */
const hariKuitansi = sql`(${pembayaran.created_at} at time zone 'Asia/Jakarta')::date`;

/** Where the reports find what their closed days need. */
export interface SumberRekap {
  /** Where missing days are summed and stored: the primary; null on a read-only replica. */
  tulis: Db | null;
  penjualan: PenjualanUntukKasir;
}

/** Every day dari..sampai. */
function daftarHari(dari: string, sampai: string): string[] {
  return Array.from({ length: selisihHari(dari, sampai) + 1 }, (_, i) => tambahHari(dari, i));
}

/**
 * The range's closed days from r.dari on that have stored sums: the last of them (null when the
 * first has none), summing and storing the missing ones first where `sumber.tulis` allows. The
 * days after it are read live. On a replica a day not stored yet ends the stored run there.
 */
export async function siapkanRekap(
  db: DbOrTx,
  ctx: Ctx,
  r: Rentang,
  sumber: SumberRekap,
): Promise<string | null> {
  // The last closed day of the range ('YYYY-MM-DD' compares as text).
  let tutup = tambahHari(hariTerbuka(ctx), -1);
  if (r.sampai < tutup) tutup = r.sampai;
  if (tutup < r.dari) return null;
  const ada = new Set(
    (
      await db
        .select({ tanggal: kasirRekapHari.tanggal })
        .from(kasirRekapHari)
        .where(between(kasirRekapHari.tanggal, r.dari, tutup))
    ).map((x) => x.tanggal),
  );
  const hari = daftarHari(r.dari, tutup);
  const kurang = hari.filter((h) => !ada.has(h));
  if (kurang.length === 0) return tutup;
  if (sumber.tulis) {
    await simpanRekap(sumber.tulis, ctx, kurang, sumber.penjualan);
    return tutup;
  }
  const i = hari.indexOf(kurang[0] ?? '');
  return i > 0 ? (hari[i - 1] ?? null) : null;
}

/**
 * Stores the closed days of the last `hari` days not stored yet, on the primary. The report routes
 * store nothing where they read a replica; a timer running this (main.ts, e.g. hourly) keeps last
 * month stored there, and elsewhere spares the first reader of a month its summing.
 */
export async function lengkapiRekap(
  p: { db: Db; now: () => Date; penjualan: PenjualanUntukKasir },
  hari = 62,
): Promise<void> {
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: p.now };
  const kemarin = tambahHari(hariTerbuka(ctx), -1);
  const r = rentangHari(tambahHari(kemarin, 1 - hari), kemarin);
  await siapkanRekap(p.db, ctx, r, { tulis: p.db, penjualan: p.penjualan });
}

/**
 * A void changed the day of the receipt it cancels (`waktuKuitansi`, its created_at): that day's
 * sums go, in the voiding transaction, and the next report sums the day again. A read storing the
 * day right now holds its shared lock: the void waits for it, then deletes what it stored.
 */
export async function hapusRekapHari(tx: Tx, waktuKuitansi: Date): Promise<void> {
  const tanggal = toJakartaIsoDate(waktuKuitansi);
  await tx.execute(sql`select pg_advisory_xact_lock(${kunciRekap(sql`${tanggal}::text`)})`);
  await tx.delete(kasirRekapHari).where(eq(kasirRekapHari.tanggal, tanggal));
}

/**
 * Sums the closed days `hari` (ascending) and stores them, each day's marker with its rows: one
 * grouped statement per table over their whole span, grouped by Jakarta day.
 */
async function simpanRekap(
  db: Db,
  ctx: Ctx,
  hari: readonly string[],
  penjualan: PenjualanUntukKasir,
): Promise<void> {
  const span = rentangHari(hari[0] ?? '', hari[hari.length - 1] ?? '');
  const diSpan = dalamRentang(pembayaran.created_at, span);
  await db.transaction(async (tx) => {
    const daftar = JSON.stringify(hari);
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${kunciRekap(sql`d.tanggal`)})
      from json_array_elements_text(${daftar}::json) as d(tanggal)`);
    // Markers first, in date order (two readers storing overlapping days queue in the same order):
    // a day another reader stored meanwhile returns nothing and is left to it.
    const milik = barisDari<{ tanggal: string }>(
      await tx.execute(sql`insert into ${kasirRekapHari} (tanggal, kuitansi, dibuat)
        select d.tanggal::date, coalesce(n.kuitansi, 0), ${ctx.now().toISOString()}::timestamptz
        from json_array_elements_text(${daftar}::json) as d(tanggal)
        left join (select ${hariKuitansi} as tanggal, count(*)::int as kuitansi from ${pembayaran}
          where ${and(diSpan, kuitansiBerlaku)} group by 1) n on n.tanggal = d.tanggal::date
        order by 1
        on conflict do nothing
        returning to_char(tanggal, 'YYYY-MM-DD') as tanggal`),
    ).map((x) => x.tanggal);
    if (milik.length === 0) return;
    const diMilik = and(
      diSpan,
      sql`${hariKuitansi} in (select value::date from json_array_elements_text(${JSON.stringify(milik)}::json))`,
    );
    await simpanPasien(tx, diMilik);
    await simpanItem(tx, and(diMilik, kuitansiBerlaku), penjualan);
  });
}

/** The receipts and voids of `di` summed per day and patient, as laporan-pasien.baca.ts sums a range. */
async function simpanPasien(tx: Tx, di: SQL | undefined): Promise<void> {
  const p = pembayaran;
  const kunci = sql`coalesce(${p.pasien_uid}::text, 'pembeli:' || ${p.nama_pembayar})`;
  await tx.execute(sql`insert into ${kasirRekapPasien} (tanggal, kunci, pasien_uid, nama_pembayar, nama,
      penjamin, kuitansi, batal, kunjungan, total_tagihan, ditanggung_penjamin, diskon, jumlah_bayar)
    select per.tanggal, per.kunci, per.pasien_uid, per.nama_pembayar, coalesce(ps.nama, per.nama_pembayar),
      per.penjamin, per.kuitansi, per.batal, per.kunjungan, per.total_tagihan, per.ditanggung_penjamin,
      per.diskon, per.jumlah_bayar
    from (select ${hariKuitansi} as tanggal, ${kunci} as kunci, min(${p.pasien_uid}::text)::uuid as pasien_uid,
        min(${p.nama_pembayar}) as nama_pembayar, array_agg(distinct ${p.penjamin}) as penjamin,
        count(*) filter (where ${p.membalik_uid} is null) as kuitansi,
        count(*) filter (where ${p.membalik_uid} is not null) as batal,
        coalesce(array_agg(distinct ${p.kunjungan_uid})
          filter (where ${kuitansiBerlaku} and ${p.kunjungan_uid} is not null), '{}') as kunjungan,
        sum(${p.total_tagihan}) as total_tagihan, sum(${p.ditanggung_penjamin}) as ditanggung_penjamin,
        sum(${p.diskon}) as diskon, sum(${p.jumlah_bayar}) as jumlah_bayar
      from ${p} where ${di} group by 1, 2) per
    left join lateral (select ${pasien.nama} as nama from ${pasien}
      where ${pasien.uid} = per.pasien_uid limit 1) ps on true
    on conflict do nothing`);
}

/**
 * The items the standing receipts of `berlaku` paid, per day: the visits' charges in one grouped
 * statement, then the walk-in sales' lines (through the pharmacy's port) added to the same key.
 */
async function simpanItem(tx: Tx, berlaku: SQL | undefined, penjualan: PenjualanUntukKasir) {
  const t = transaksi;
  const i = kasirRekapItem;
  // The key of the unique index: a missing code and an empty one are one item, as on the report.
  await tx.execute(sql`insert into ${i} (tanggal, jenis, kode, nama, jumlah, total, kuitansi)
    select ${hariKuitansi}, ${t.jenis}, min(${t.kode}), ${t.nama}, sum(${t.jumlah}), sum(${t.total}),
      count(distinct ${pembayaran.uid})
    from ${pembayaran}
    join ${pembayaranItem} on ${pembayaranItem.pembayaran_uid} = ${pembayaran.uid}
    join ${t} on ${t.uid} = ${pembayaranItem.transaksi_uid}
    where ${berlaku}
    group by 1, ${t.jenis}, coalesce(${t.kode}, ''), ${t.nama}
    on conflict do nothing`);
  const jual = barisDari<{ uid: string; penjualan_uid: string; tanggal: string }>(
    await tx.execute(sql`select ${pembayaran.uid} as uid, ${pembayaran.penjualan_uid} as penjualan_uid,
        to_char(${hariKuitansi}, 'YYYY-MM-DD') as tanggal
      from ${pembayaran} where ${berlaku} and ${pembayaran.penjualan_uid} is not null`),
  );
  const obat = await obatTerjual(tx, jual, penjualan);
  if (obat.length === 0) return;
  await tx.execute(sql`insert into ${i} (tanggal, jenis, kode, nama, jumlah, total, kuitansi)
    select x.tanggal, 'OBAT', x.kode, x.nama, x.jumlah, x.total, x.kuitansi
    from jsonb_to_recordset(${JSON.stringify(obat)}::jsonb)
      as x(tanggal date, kode text, nama text, jumlah bigint, total bigint, kuitansi integer)
    on conflict (tanggal, jenis, (coalesce(kode, '')), nama) do update set
      jumlah = ${i}.jumlah + excluded.jumlah, total = ${i}.total + excluded.total,
      kuitansi = ${i}.kuitansi + excluded.kuitansi`);
}
