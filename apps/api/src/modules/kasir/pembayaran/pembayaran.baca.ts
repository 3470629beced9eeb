import {
  LABEL_METODE_BAYAR,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ListEnvelope,
  type MetodeBayar,
  type Pembayaran,
  type PembayaranQuery,
  type PenjaminKunjungan,
  type RingkasPembayaran,
  terbilangRupiah,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../../platform/waktu.ts';
import { akun } from '../../akun/akun.tables.ts';
import { bank } from '../../master/keuangan/keuangan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran, pembayaranItem, pembayaranMetode, transaksi } from '../kasir.tables.ts';
import * as galat from './pembayaran.errors.ts';

const batalRow = alias(pembayaran, 'batal');
const batalOleh = alias(akun, 'batal_oleh');

const labelPenjamin = (p: string) => LABEL_PENJAMIN_KUNJUNGAN[p as PenjaminKunjungan] ?? p;

/** One receipt with its methods, the charges it covered and, when voided, the void. */
export async function ambilPembayaran(db: DbOrTx, uid: string): Promise<Pembayaran> {
  const [p] = await db
    .select({
      p: pembayaran,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      kasir: { uid: akun.uid, nama: akun.nama },
      batal: { pada: batalRow.created_at, alasan: batalRow.alasan, oleh: batalOleh.nama },
    })
    .from(pembayaran)
    .innerJoin(akun, eq(akun.uid, pembayaran.kasir_uid))
    .leftJoin(pasien, eq(pasien.uid, pembayaran.pasien_uid))
    .leftJoin(batalRow, eq(batalRow.membalik_uid, pembayaran.uid))
    .leftJoin(batalOleh, eq(batalOleh.uid, batalRow.kasir_uid))
    .where(and(eq(pembayaran.uid, uid), isNull(pembayaran.membalik_uid)));
  if (!p) throw galat.pembayaranTidakDitemukan();
  const [metode, items] = await bersamaan(db, [
    () =>
      db
        .select({ m: pembayaranMetode, bank: { uid: bank.uid, nama: bank.nama } })
        .from(pembayaranMetode)
        .leftJoin(bank, eq(bank.uid, pembayaranMetode.bank_uid))
        .where(eq(pembayaranMetode.pembayaran_uid, uid))
        .orderBy(asc(pembayaranMetode.metode)),
    () =>
      db
        .select({
          transaksi_uid: transaksi.uid,
          jenis: transaksi.jenis,
          kode: transaksi.kode,
          nama: transaksi.nama,
          jumlah: transaksi.jumlah,
          harga_satuan: transaksi.harga_satuan,
          total: transaksi.total,
        })
        .from(pembayaranItem)
        .innerJoin(transaksi, eq(transaksi.uid, pembayaranItem.transaksi_uid))
        .where(eq(pembayaranItem.pembayaran_uid, uid))
        .orderBy(asc(transaksi.created_at), asc(transaksi.nama)),
  ]);
  const r = p.p;
  return {
    uid: r.uid,
    nomor: r.nomor,
    kunjungan_uid: r.kunjungan_uid,
    penjualan_uid: r.penjualan_uid,
    pasien: p.pasien,
    nama_pembayar: r.nama_pembayar,
    penjamin: r.penjamin,
    label_penjamin: labelPenjamin(r.penjamin),
    total_tagihan: r.total_tagihan,
    ditanggung_penjamin: r.ditanggung_penjamin,
    diskon: r.diskon,
    alasan_diskon: r.alasan_diskon,
    jumlah_bayar: r.jumlah_bayar,
    terbilang: terbilangRupiah(r.jumlah_bayar),
    metode: metode.map(({ m, bank: b }) => ({
      metode: m.metode,
      label: LABEL_METODE_BAYAR[m.metode],
      jumlah: m.jumlah,
      bank: b,
      referensi: m.referensi,
      diterima: m.diterima,
      kembalian: m.kembalian,
    })),
    kembalian: metode.reduce((n, { m }) => n + (m.kembalian ?? 0), 0),
    items,
    kasir: p.kasir,
    shift_uid: r.shift_uid,
    created_at: r.created_at.toISOString(),
    batal:
      p.batal?.pada && p.batal.alasan
        ? { pada: p.batal.pada.toISOString(), oleh: p.batal.oleh ?? '-', alasan: p.batal.alasan }
        : null,
  };
}

/** GET /kasir/pembayaran: receipts (not their voids), newest first, flagged when voided. */
export async function daftarPembayaran(
  db: DbOrTx,
  q: PembayaranQuery,
): Promise<ListEnvelope<RingkasPembayaran>> {
  const syarat: SQL[] = [isNull(pembayaran.membalik_uid)];
  if (q.kunjungan_uid) syarat.push(eq(pembayaran.kunjungan_uid, q.kunjungan_uid));
  if (q.penjamin) syarat.push(eq(pembayaran.penjamin, q.penjamin));
  if (q.dari) syarat.push(gte(pembayaran.created_at, tanggalJakarta(q.dari)));
  if (q.sampai) syarat.push(lt(pembayaran.created_at, setelahHariJakarta(q.sampai)));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(
      ilike(pembayaran.nomor, pola),
      ilike(pembayaran.nama_pembayar, pola),
      ilike(pasien.no_rm, pola),
    );
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          p: pembayaran,
          no_rm: pasien.no_rm,
          kasir: akun.nama,
          batal: batalRow.uid,
          metode: sql<string[]>`coalesce((select array_agg(distinct ${pembayaranMetode.metode})
            from ${pembayaranMetode} where ${pembayaranMetode.pembayaran_uid} = ${pembayaran.uid}), '{}')`,
        })
        .from(pembayaran)
        .innerJoin(akun, eq(akun.uid, pembayaran.kasir_uid))
        .leftJoin(pasien, eq(pasien.uid, pembayaran.pasien_uid))
        .leftJoin(batalRow, eq(batalRow.membalik_uid, pembayaran.uid))
        .where(where)
        .orderBy(desc(pembayaran.created_at), desc(pembayaran.nomor))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(pembayaran)
        .leftJoin(pasien, eq(pasien.uid, pembayaran.pasien_uid))
        .where(where),
  ]);
  return envelope(
    rows.map((r) => ({
      uid: r.p.uid,
      nomor: r.p.nomor,
      kunjungan_uid: r.p.kunjungan_uid,
      penjualan_uid: r.p.penjualan_uid,
      nama_pembayar: r.p.nama_pembayar,
      no_rm: r.no_rm,
      penjamin: r.p.penjamin,
      total_tagihan: r.p.total_tagihan,
      diskon: r.p.diskon,
      jumlah_bayar: r.p.jumlah_bayar,
      metode: r.metode as MetodeBayar[],
      kasir: r.kasir,
      created_at: r.p.created_at.toISOString(),
      batal: r.batal !== null,
    })),
    jumlah?.n ?? 0,
    q,
  );
}
