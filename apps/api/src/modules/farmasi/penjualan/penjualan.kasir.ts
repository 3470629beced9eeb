import { eq, inArray } from 'drizzle-orm';
import type { PenjualanUntukKasir } from '../../kasir/kasir.ports.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { farmasiPenjualan, farmasiPenjualanItem } from '../stok/stok.tables.ts';
import { daftarPenjualan } from './penjualan.baca.ts';
import { bukaLagiPenjualan, tandaiPenjualanLunas } from './penjualan.service.ts';

/**
 * The walk-in sales as the cashier reaches them (kasir/kasir.ports.ts), wired by app.ts: the
 * pharmacy calls the cashier's ledger, so the cashier may not import the pharmacy. Every call
 * runs in the transaction the cashier hands in.
 */
export const penjualanUntukKasir: PenjualanUntukKasir = {
  async baca(tx, uid) {
    const [s] = await tx
      .select({
        uid: farmasiPenjualan.uid,
        nomor: farmasiPenjualan.nomor,
        status: farmasiPenjualan.status,
        total: farmasiPenjualan.total,
        nama_pembeli: farmasiPenjualan.nama_pembeli,
      })
      .from(farmasiPenjualan)
      .where(eq(farmasiPenjualan.uid, uid));
    return s;
  },

  tandaiLunas: tandaiPenjualanLunas,

  bukaKembali: bukaLagiPenjualan,

  // The pharmacy's own list, narrowed to what waits at the cashier: the cashier needs no
  // access to the pharmacy's sales screens to take these payments.
  daftarMenunggu: (db, q) =>
    daftarPenjualan(db, { ...q, status: 'MENUNGGU_BAYAR', tempat_bayar: 'KASIR', urut: 'antrian' }),

  async item(db, uids) {
    if (uids.length === 0) return [];
    return db
      .select({
        penjualan_uid: farmasiPenjualanItem.penjualan_uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        jumlah: farmasiPenjualanItem.jumlah,
        total: farmasiPenjualanItem.total,
      })
      .from(farmasiPenjualanItem)
      .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiPenjualanItem.produk_uid))
      .where(inArray(farmasiPenjualanItem.penjualan_uid, [...uids]));
  },
};
