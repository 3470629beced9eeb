import {
  type AntrianKasir,
  type AntrianKasirQuery,
  bagiTagihan,
  JENIS_TRANSAKSI,
  LABEL_JENIS_TRANSAKSI,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ListEnvelope,
  type PenjaminKunjungan,
  type Tagihan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../platform/waktu.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../kunjungan/rawat-inap.tables.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { saldoDeposit } from './deposit/deposit.saldo.ts';
import { bacaTertunda, type PortKasir } from './kasir.ports.ts';
import { pembayaran, transaksi } from './kasir.tables.ts';
import { daftarPembayaran } from './pembayaran/pembayaran.baca.ts';
import { angkaKunjungan, bagianPenjaminTerbuka } from './pembayaran/pembayaran.service.ts';
import { keTransaksi } from './transaksi.service.ts';

// The cashier's reading of the charges every module adds (transaksi): which visits still owe,
// and one visit's bill grouped by type. A charge is live until a reversal line points at it.

const poliKunjungan = sql<string[]>`coalesce((select array_agg(${poli.nama} order by ${layanan.created_at})
  from ${layanan} join ${poli} on ${poli.uid} = ${layanan.poli_uid}
  where ${layanan.kunjungan_uid} = ${kunjungan.uid}), '{}')`;

/** Unpaid charges of the visit in the query, by the partial index transaksi_belum_dibayar_idx. */
export const sisaTerbuka = sql`(select coalesce(sum(t.total), 0) from ${transaksi} t
  where t.kunjungan_uid = ${kunjungan.uid} and t.pembayaran_uid is null)`;

/**
 * GET /kasir/antrian: visits of the day (default today, Jakarta) whose bill is still open.
 * The page is chosen on the day's visits alone (kunjungan_tanggal_idx, an index probe each for
 * what is unpaid) and counted in the same pass; only its rows are then joined and summed, so the
 * cost follows the day's visits, not the ledger's history (bench/pasien-besar.mjs).
 */
export async function antrianKasir(
  db: DbOrTx,
  ctx: Ctx,
  q: AntrianKasirQuery,
): Promise<ListEnvelope<AntrianKasir>> {
  const tanggal = q.tanggal ?? toJakartaIsoDate(ctx.now());
  // A stay spans days: its visit is listed while the patient is in and on the discharge day. As
  // an array beside the date, both read through an index (a bitmap OR), not every visit.
  // The day as a timestamp range, not a cast of every stay's times: 46 ms → 0.2 ms at 150,000 stays.
  const awal = tanggalJakarta(tanggal).toISOString();
  const setelah = setelahHariJakarta(tanggal).toISOString();
  const hariIni = sql`(${kunjungan.tanggal} = ${tanggal} or ${kunjungan.uid} = any(array(
    select pi.kunjungan_uid from ${perawatanInap} pi
    where (pi.status = 'DIRAWAT' and pi.masuk_pada < ${setelah}::timestamptz)
      or (pi.pulang_pada >= ${awal}::timestamptz and pi.pulang_pada < ${setelah}::timestamptz))))`;
  const syarat: SQL[] = [sql`${kunjungan.status} <> 'BATAL'`, hariIni, sql`${sisaTerbuka} > 0`];
  if (q.penjamin) syarat.push(eq(kunjungan.penjamin, q.penjamin));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(pasien.nama, pola), ilike(pasien.no_rm, pola));
    if (cari) syarat.push(cari);
  }
  const { limit, offset } = pageWindow(q);
  const pilihHalaman = db
    .select({
      uid: sql<string>`${kunjungan.uid}`.as('h_uid'),
      dibuat: sql<Date>`${kunjungan.created_at}`.as('h_dibuat'),
      n: sql<number>`count(*) over ()`.as('h_n'),
    })
    .from(kunjungan)
    .$dynamic();
  const saring = (
    q.search ? pilihHalaman.innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid)) : pilihHalaman
  )
    .where(and(...syarat))
    .orderBy(asc(kunjungan.created_at), asc(kunjungan.uid))
    .offset(offset);
  const halaman = (limit === undefined ? saring : saring.limit(limit)).as('halaman');
  const belum = sql`from ${transaksi} t where t.kunjungan_uid = ${kunjungan.uid} and t.pembayaran_uid is null`;
  const rows = await db
    .select({
      n: halaman.n,
      kunjungan_uid: kunjungan.uid,
      tanggal: kunjungan.tanggal,
      penjamin: kunjungan.penjamin,
      asuransi: asuransi.nama,
      plafon: asuransi.plafon,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      poli: poliKunjungan,
      total: sql<string>`(select sum(t.total) ${belum})`,
      // A live charge: not a reversal, and not reversed by one.
      jumlah_item: sql<number>`(select count(*) ${belum} and t.membalik_uid is null
        and not exists (select 1 from ${transaksi} b where b.membalik_uid = t.uid))::int`,
      terakhir: sql<Date>`(select max(t.created_at) ${belum})`,
      total_hidup: sql<string>`(select coalesce(sum(t2.total), 0) from ${transaksi} t2
        where t2.kunjungan_uid = ${kunjungan.uid} and t2.penjamin <> 'UMUM')`,
      sudah_ditanggung: sql<string>`(select coalesce(sum(${pembayaran.ditanggung_penjamin}), 0)
        from ${pembayaran} where ${pembayaran.kunjungan_uid} = ${kunjungan.uid})`,
    })
    .from(halaman)
    .innerJoin(kunjungan, eq(kunjungan.uid, halaman.uid))
    .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
    .orderBy(asc(halaman.dibuat), asc(halaman.uid));
  // A page past the end has no row to carry the count: count alone then.
  const jumlah =
    rows[0]?.n ??
    (offset > 0
      ? ((
          await (q.search
            ? db
                .select({ n: sql<number>`count(*)::int` })
                .from(kunjungan)
                .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
            : db.select({ n: sql<number>`count(*)::int` }).from(kunjungan)
          ).where(and(...syarat))
        )[0]?.n ?? 0)
      : 0);
  return envelope(
    rows.map((r) => {
      const penjamin = r.penjamin as PenjaminKunjungan;
      const total = Number(r.total);
      return {
        kunjungan_uid: r.kunjungan_uid,
        tanggal: r.tanggal,
        pasien: r.pasien,
        penjamin,
        label_penjamin: LABEL_PENJAMIN_KUNJUNGAN[penjamin],
        asuransi: r.asuransi,
        poli: r.poli,
        jumlah_item: r.jumlah_item,
        total,
        bayar_pasien:
          total -
          bagianPenjaminTerbuka(
            Number(r.total_hidup),
            total,
            Number(r.sudah_ditanggung),
            penjamin,
            r.plafon === null ? null : Number(r.plafon),
          ),
        terakhir: new Date(r.terakhir).toISOString(),
      };
    }),
    Number(jumlah),
    q,
  );
}

/**
 * GET /kasir/tagihan/{kunjungan_uid}: the whole bill of a visit, by type, with both shares, and
 * what the units still hold uncharged (through the ports: the cashier imports none of them).
 */
export async function tagihanKunjungan(
  db: DbOrTx,
  ctx: Ctx,
  kunjunganUid: string,
  port: PortKasir,
): Promise<Tagihan> {
  const [k] = await db
    .select({
      uid: kunjungan.uid,
      tanggal: kunjungan.tanggal,
      penjamin: kunjungan.penjamin,
      no_kartu: kunjungan.no_kartu,
      asuransi: asuransi.nama,
      plafon: asuransi.plafon,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        tanggal_lahir: pasien.tanggal_lahir,
        jenis_kelamin: pasien.jenis_kelamin,
      },
      poli: poliKunjungan,
    })
    .from(kunjungan)
    .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
    .where(eq(kunjungan.uid, kunjunganUid));
  if (!k) throw notFound('Kunjungan', 'tagihan.kunjungan_tidak_ditemukan');
  // A stay's days not yet charged are charged now (through the ward's port), so the bill is whole.
  await port.ranap.tagihKunjungan(db, ctx, kunjunganUid);
  const rows = await db
    .select()
    .from(transaksi)
    .where(eq(transaksi.kunjungan_uid, kunjunganUid))
    .orderBy(asc(transaksi.created_at), asc(transaksi.nama));
  const balikan = new Map(rows.filter((r) => r.membalik_uid).map((r) => [r.membalik_uid, r]));
  const hidup = rows.filter((r) => !r.membalik_uid && !balikan.has(r.uid));
  const kelompok = JENIS_TRANSAKSI.flatMap((jenis) => {
    const items = hidup.filter((r) => r.jenis === jenis).map(keTransaksi);
    return items.length
      ? [
          {
            jenis,
            label: LABEL_JENIS_TRANSAKSI[jenis],
            items,
            subtotal: items.reduce((n, i) => n + i.total, 0),
          },
        ]
      : [];
  });
  const dibatalkan = rows
    .filter((r) => !r.membalik_uid && balikan.has(r.uid))
    .map((r) => ({ ...keTransaksi(r), alasan_batal: balikan.get(r.uid)?.alasan ?? null }));
  const total = kelompok.reduce((n, g) => n + g.subtotal, 0);
  const penjamin = k.penjamin as PenjaminKunjungan;
  const plafon = k.plafon === null ? null : Number(k.plafon);
  // A line charged to UMUM on another payer's visit (a class upgrade's difference) is the patient's own.
  const totalPenjamin = hidup.filter((r) => r.penjamin !== 'UMUM').reduce((n, r) => n + r.total, 0);
  const { ditanggung_penjamin } = bagiTagihan(totalPenjamin, penjamin, plafon);
  const bagi = { ditanggung_penjamin, bayar_pasien: total - ditanggung_penjamin };
  const tagihan_terbuka = hidup.filter((r) => !r.pembayaran_uid).reduce((n, r) => n + r.total, 0);
  const [angka, saldo_deposit, pembayaran, tertunda] = await bersamaan(db, [
    () => angkaKunjungan(db, kunjunganUid),
    () => saldoDeposit(db, kunjunganUid),
    () => daftarPembayaran(db, { kunjungan_uid: kunjunganUid, offset: 0, limit: 100, limitless: true }),
    () => bacaTertunda(port, db, kunjunganUid, toJakartaIsoDate(ctx.now())),
  ]);
  const penjamin_terbuka = bagianPenjaminTerbuka(
    totalPenjamin,
    tagihan_terbuka,
    angka.sudahDitanggung,
    penjamin,
    plafon,
  );
  return {
    kunjungan_uid: k.uid,
    tanggal: k.tanggal,
    pasien: k.pasien,
    penjamin,
    label_penjamin: LABEL_PENJAMIN_KUNJUNGAN[penjamin],
    asuransi: k.asuransi ? { nama: k.asuransi, plafon } : null,
    no_kartu: k.no_kartu,
    poli: k.poli,
    kelompok,
    dibatalkan,
    total,
    ...bagi,
    sudah_dibayar: angka.sudahDibayar,
    diskon: angka.diskon,
    tagihan_terbuka,
    penjamin_terbuka,
    sisa: tagihan_terbuka - penjamin_terbuka,
    saldo_deposit,
    pembayaran: pembayaran.respon,
    tertunda,
    perkiraan_tertunda: tertunda.reduce((n, x) => n + x.perkiraan, 0),
  };
}
