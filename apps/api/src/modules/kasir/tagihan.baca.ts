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

/** Per visit: live unpaid charges (a charge and its reversal cancel out), their count and last time. */
const belumDibayar = sql`${transaksi.pembayaran_uid} is null`;

const poliKunjungan = sql<string[]>`coalesce((select array_agg(${poli.nama} order by ${layanan.created_at})
  from ${layanan} join ${poli} on ${poli.uid} = ${layanan.poli_uid}
  where ${layanan.kunjungan_uid} = ${kunjungan.uid}), '{}')`;

/** GET /kasir/antrian: visits of the day (default today, Jakarta) whose bill is still open. */
export async function antrianKasir(
  db: DbOrTx,
  ctx: Ctx,
  q: AntrianKasirQuery,
): Promise<ListEnvelope<AntrianKasir>> {
  const tanggal = q.tanggal ?? toJakartaIsoDate(ctx.now());
  // A stay spans days: its visit is listed while the patient is in and on the discharge day.
  const hariIni = or(
    eq(kunjungan.tanggal, tanggal),
    sql`exists (select 1 from ${perawatanInap} pi where pi.kunjungan_uid = ${kunjungan.uid}
      and ((pi.status = 'DIRAWAT' and (pi.masuk_pada at time zone 'Asia/Jakarta')::date <= ${tanggal}::date)
        or (pi.pulang_pada at time zone 'Asia/Jakarta')::date = ${tanggal}::date))`,
  );
  const syarat: SQL[] = [sql`${kunjungan.status} <> 'BATAL'`];
  if (hariIni) syarat.push(hariIni);
  if (q.penjamin) syarat.push(eq(kunjungan.penjamin, q.penjamin));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(pasien.nama, pola), ilike(pasien.no_rm, pola));
    if (cari) syarat.push(cari);
  }
  const terbuka = db
    .select({
      kunjungan_uid: transaksi.kunjungan_uid,
      total: sql<number>`sum(${transaksi.total})::bigint`.as('total'),
      jumlah_item: sql<number>`count(*) filter (where ${transaksi.membalik_uid} is null
        and not exists (select 1 from ${transaksi} b where b.membalik_uid = ${transaksi.uid}))::int`.as(
        'jumlah_item',
      ),
      terakhir: sql<Date>`max(${transaksi.created_at})`.as('terakhir'),
    })
    .from(transaksi)
    .where(belumDibayar)
    .groupBy(transaksi.kunjungan_uid)
    .having(sql`sum(${transaksi.total}) > 0`)
    .as('terbuka');
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          kunjungan_uid: kunjungan.uid,
          tanggal: kunjungan.tanggal,
          penjamin: kunjungan.penjamin,
          asuransi: asuransi.nama,
          plafon: asuransi.plafon,
          pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
          poli: poliKunjungan,
          total: terbuka.total,
          total_hidup: sql<string>`(select coalesce(sum(t2.total), 0) from ${transaksi} t2
            where t2.kunjungan_uid = ${kunjungan.uid} and t2.penjamin <> 'UMUM')`,
          sudah_ditanggung: sql<string>`(select coalesce(sum(${pembayaran.ditanggung_penjamin}), 0)
            from ${pembayaran} where ${pembayaran.kunjungan_uid} = ${kunjungan.uid})`,
          jumlah_item: terbuka.jumlah_item,
          terakhir: terbuka.terakhir,
        })
        .from(terbuka)
        .innerJoin(kunjungan, eq(kunjungan.uid, terbuka.kunjungan_uid))
        .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
        .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
        .where(where)
        .orderBy(asc(kunjungan.created_at))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(terbuka)
        .innerJoin(kunjungan, eq(kunjungan.uid, terbuka.kunjungan_uid))
        .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
        .where(where),
  ]);
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
    jumlah?.n ?? 0,
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
