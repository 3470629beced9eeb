import {
  type BhpOperasi,
  type BhpProduk,
  type BhpProdukQuery,
  KODE_DEPO_KAMAR_OPERASI,
  LABEL_STATUS_OPERASI,
  type ListEnvelope,
  STATUS_BHP_OPERASI,
  type StatusOperasi,
} from '@rawat/domain';
import { and, asc, count, eq, exists, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { farmasiLokasi } from '../farmasi/akses/akses.tables.ts';
import { farmasiKategori } from '../farmasi/master/master.tables.ts';
import { farmasiProduk } from '../farmasi/produk/produk.tables.ts';
import { penjaminHarga } from '../farmasi/resep/resep.pelayanan.ts';
import { stokLayakDiLokasi } from '../farmasi/stok/stok.ledger.ts';
import { farmasiStokBatch } from '../farmasi/stok/stok.tables.ts';
import { transaksi } from '../kasir/kasir.tables.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import * as galat from './operasi.bhp.errors.ts';
import { operasiBhp } from './operasi.bhp.tables.ts';
import { operasiTidakDitemukan } from './operasi.errors.ts';
import { operasi, operasiTagihan } from './operasi.tables.ts';
import { layananTagih } from './operasi.tagihan.ts';

// Reads of the theatre's consumables and drugs, and the rules both reads and writes ask
// (docs/operasi.md "Consumables and drugs").

/** The ledger's and the bill's name for a usage line. */
export const SUMBER_BHP = 'operasi_bhp';
type Operasi = typeof operasi.$inferSelect;

/** The theatre's depot: the active DEPO with kode DOK (one place to change it: the location master). */
export async function depoKamarOperasi(db: DbOrTx) {
  const [d] = await db
    .select({ uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama })
    .from(farmasiLokasi)
    .where(
      and(
        eq(farmasiLokasi.kode, KODE_DEPO_KAMAR_OPERASI),
        eq(farmasiLokasi.jenis, 'DEPO'),
        eq(farmasiLokasi.status, 'AKTIF'),
      ),
    );
  return d ?? null;
}

/**
 * Whether the cashier has taken any of the operation's charges (its fees at SELESAI or a usage
 * line): the bill is paid, so usage no longer changes here. A voided receipt opens them again.
 */
export async function tagihanOperasiDibayar(db: DbOrTx, operasiUid: string): Promise<boolean> {
  const [ada] = await db
    .select({ uid: transaksi.uid })
    .from(transaksi)
    .where(
      and(
        isNotNull(transaksi.pembayaran_uid),
        isNull(transaksi.membalik_uid),
        or(
          and(
            eq(transaksi.sumber, 'tindakan_layanan'),
            inArray(
              transaksi.sumber_uid,
              db
                .select({ uid: operasiTagihan.tindakan_layanan_uid })
                .from(operasiTagihan)
                .where(eq(operasiTagihan.operasi_uid, operasiUid)),
            ),
          ),
          and(
            eq(transaksi.sumber, SUMBER_BHP),
            inArray(
              transaksi.sumber_uid,
              db
                .select({ uid: operasiBhp.uid })
                .from(operasiBhp)
                .where(eq(operasiBhp.operasi_uid, operasiUid)),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(ada);
}

/** Why usage cannot be recorded in this state; null when it can. */
export function alasanStatus(status: StatusOperasi): string | null {
  return (STATUS_BHP_OPERASI as readonly StatusOperasi[]).includes(status)
    ? null
    : galat.bhpStatusTidakBoleh(LABEL_STATUS_OPERASI[status]).message;
}

async function ambilOperasi(db: DbOrTx, uid: string): Promise<Operasi> {
  const [o] = await db.select().from(operasi).where(eq(operasi.uid, uid));
  if (!o) throw operasiTidakDitemukan();
  return o;
}

/** GET /operasi/:uid/bhp: every line (cancelled ones struck through on screen) and the live total. */
export async function daftarBhp(db: DbOrTx, uid: string): Promise<BhpOperasi> {
  const o = await ambilOperasi(db, uid);
  const depo = await depoKamarOperasi(db);
  const rows = await db
    .select({
      uid: operasiBhp.uid,
      jumlah: operasiBhp.jumlah,
      harga_satuan: operasiBhp.harga_satuan,
      oleh: operasiBhp.nama_petugas,
      pada: operasiBhp.created_at,
      dibatalkan_pada: operasiBhp.dibatalkan_pada,
      nama_pembatal: operasiBhp.nama_pembatal,
      alasan_batal: operasiBhp.alasan_batal,
      produk: {
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      },
    })
    .from(operasiBhp)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, operasiBhp.produk_uid))
    .where(eq(operasiBhp.operasi_uid, o.uid))
    .orderBy(asc(operasiBhp.created_at), asc(farmasiProduk.nama));
  const dibayar = new Set(
    rows.length
      ? (
          await db
            .select({ uid: transaksi.sumber_uid })
            .from(transaksi)
            .where(
              and(
                eq(transaksi.sumber, SUMBER_BHP),
                inArray(
                  transaksi.sumber_uid,
                  rows.map((r) => r.uid),
                ),
                isNotNull(transaksi.pembayaran_uid),
                isNull(transaksi.membalik_uid),
              ),
            )
        ).map((r) => r.uid)
      : [],
  );
  const lunas = await tagihanOperasiDibayar(db, o.uid);
  const alasan =
    alasanStatus(o.status) ??
    (lunas ? galat.tagihanSudahDibayar(o.kode_booking).message : null) ??
    (depo ? null : galat.depoBelumAda().message);
  const baris = rows.map((r) => ({
    uid: r.uid,
    produk: r.produk,
    jumlah: r.jumlah,
    harga_satuan: Number(r.harga_satuan),
    total: r.jumlah * Number(r.harga_satuan),
    oleh: r.oleh,
    pada: r.pada.toISOString(),
    dibayar: dibayar.has(r.uid),
    batal:
      r.dibatalkan_pada && r.alasan_batal
        ? { oleh: r.nama_pembatal ?? '', pada: r.dibatalkan_pada.toISOString(), alasan: r.alasan_batal }
        : null,
  }));
  return {
    depo,
    baris,
    total: baris.reduce((n, b) => n + (b.batal ? 0 : b.total), 0),
    boleh_ubah: alasan === null,
    alasan_terkunci: alasan,
  };
}

/**
 * GET /operasi/:uid/bhp/produk: the active products the theatre's depot has ever held (a used-up
 * one shows 0, so the nurse sees it is gone rather than not stocked), with the unexpired stock and
 * the selling price for this patient's payer, by name.
 */
export async function cariProdukBhp(
  db: DbOrTx,
  ctx: Ctx,
  uid: string,
  q: BhpProdukQuery,
): Promise<ListEnvelope<BhpProduk>> {
  const o = await ambilOperasi(db, uid);
  const depo = await depoKamarOperasi(db);
  if (!depo) throw galat.depoBelumAda();
  const p = farmasiProduk;
  const syarat: SQL[] = [
    eq(p.status, 'AKTIF'),
    exists(
      db
        .select({ uid: farmasiStokBatch.uid })
        .from(farmasiStokBatch)
        .where(and(eq(farmasiStokBatch.produk_uid, p.uid), eq(farmasiStokBatch.lokasi_uid, depo.uid))),
    ),
  ];
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(p.nama, pola), ilike(p.nama_generik, pola), ilike(p.kode, pola));
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const query = db
    .select({
      uid: p.uid,
      kode: p.kode,
      nama: p.nama,
      nama_generik: p.nama_generik,
      kategori: farmasiKategori.nama,
      satuan_dasar: p.satuan_dasar,
      harga_dasar: p.harga_dasar,
    })
    .from(p)
    .innerJoin(farmasiKategori, eq(farmasiKategori.uid, p.kategori_uid))
    .where(where)
    .orderBy(asc(p.nama), asc(p.kode))
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  const [n] = await db.select({ n: count() }).from(p).where(where);
  const [l] = await db
    .select({ kunjungan_uid: layanan.kunjungan_uid })
    .from(layanan)
    .where(eq(layanan.uid, await layananTagih(db, o)));
  const { harga } = await penjaminHarga(db, l?.kunjungan_uid ?? o.kunjungan_uid);
  const stok = await stokLayakDiLokasi(
    db,
    ctx,
    depo.uid,
    rows.map((r) => r.uid),
  );
  return envelope(
    rows.map(({ harga_dasar, ...r }) => ({
      ...r,
      harga_satuan: harga(Number(harga_dasar)),
      stok: stok.get(r.uid) ?? 0,
    })),
    n?.n ?? 0,
    q,
  );
}
