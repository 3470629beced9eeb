import {
  type BayarPenjualanInput,
  bolehDijualBebas,
  formatAntrianMandiri,
  formatRupiah,
  LABEL_GOLONGAN_OBAT,
  type Penjualan,
  type PenjualanInput,
  type TempatBayar,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { stokTidakCukup } from '../stok/stok.errors.ts';
import { stokLayakDiLokasi } from '../stok/stok.ledger.ts';
import { farmasiPenjualan, farmasiPenjualanItem } from '../stok/stok.tables.ts';
import { ambilPenjualan, hargaMandiri } from './penjualan.baca.ts';
import * as galat from './penjualan.errors.ts';

type Galat = { path: string; message: string };

/** An active depot: warehouses do not sell to the public. */
async function depoAktif(db: Db, uid: string) {
  const [l] = await db
    .select({ uid: farmasiLokasi.uid, nama: farmasiLokasi.nama, jenis: farmasiLokasi.jenis })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.uid, uid), eq(farmasiLokasi.status, 'AKTIF')))
    .limit(1);
  if (!l) throw galat.lokasiTidakValid('Depo farmasi tidak ditemukan atau tidak aktif');
  if (l.jenis !== 'DEPO')
    throw galat.lokasiTidakValid(`${l.nama} bukan depo; penjualan dilayani dari depo farmasi`);
  return l;
}

/** The lines priced at the UMUM price, after every product was checked (errors on their lines). */
async function barisBerharga(tx: Tx, input: PenjualanInput) {
  const produk = await tx
    .select({
      uid: farmasiProduk.uid,
      nama: farmasiProduk.nama,
      status: farmasiProduk.status,
      golongan: farmasiProduk.golongan,
      harga_dasar: farmasiProduk.harga_dasar,
      satuan_dasar: farmasiProduk.satuan_dasar,
    })
    .from(farmasiProduk)
    .where(
      inArray(
        farmasiProduk.uid,
        input.items.map((i) => i.produk_uid),
      ),
    );
  const peta = new Map(produk.map((p) => [p.uid, p]));
  const salah: Galat[] = [];
  const resep: Galat[] = [];
  input.items.forEach((it, i) => {
    const path = `items.${i}.produk_uid`;
    const p = peta.get(it.produk_uid);
    if (!p) salah.push({ path, message: 'Obat tidak ditemukan' });
    else if (p.status !== 'AKTIF') salah.push({ path, message: `${p.nama} sudah tidak aktif` });
    else if (!bolehDijualBebas(p.golongan))
      resep.push({
        path,
        message: `${p.nama} golongan ${LABEL_GOLONGAN_OBAT[p.golongan].toLowerCase()} hanya dapat diberikan dengan resep dokter`,
      });
    else if (Number(p.harga_dasar) <= 0)
      salah.push({ path, message: `Harga ${p.nama} belum diatur; hubungi pengelola produk` });
  });
  if (salah.length) throw galat.obatTidakValid(salah);
  if (resep.length) throw galat.obatWajibResep(resep);
  return input.items.map((it, i) => {
    const p = peta.get(it.produk_uid);
    if (!p) throw new Error('produk hilang setelah diperiksa');
    const harga = hargaMandiri(Number(p.harga_dasar));
    return { ...it, posisi: i + 1, nama: p.nama, satuan: p.satuan_dasar, harga, total: harga * it.jumlah };
  });
}

/**
 * POST /farmasi/penjualan: registers the buyer and the lines, priced now at the UMUM price,
 * with a sale number and a queue number of the day. The depot must hold the (unexpired) stock
 * now; it is not reserved: stock leaves at hand-over.
 */
export async function buatPenjualan(db: Db, ctx: Ctx, input: PenjualanInput): Promise<Penjualan> {
  const user = penggunaOf(ctx);
  const depo = await depoAktif(db, input.lokasi_uid);
  await wajibAksesLokasi(db, user, depo.uid, 'decrement_stock');
  return db.transaction(async (tx) => {
    const baris = await barisBerharga(tx, input);
    const stok = await stokLayakDiLokasi(
      tx,
      ctx,
      depo.uid,
      baris.map((b) => b.produk_uid),
    );
    for (const b of baris) {
      const ada = stok.get(b.produk_uid) ?? 0;
      if (ada < b.jumlah)
        throw stokTidakCukup({
          produk: b.nama,
          lokasi: depo.nama,
          satuan: b.satuan,
          tersedia: ada,
          diminta: b.jumlah,
        });
    }
    const total = baris.reduce((n, b) => n + b.total, 0);
    const sekarang = ctx.now();
    const hari = toJakartaIsoDate(sekarang).replaceAll('-', '');
    // Numbers last: other sales of the day wait on these keys until this transaction ends.
    const nomor = `PJ-${hari}-${String(await ambilNomor(tx, `PJ-${hari}`)).padStart(4, '0')}`;
    const antrian = formatAntrianMandiri(await ambilNomor(tx, `ANTRIAN-MANDIRI:${hari}`));
    const [p] = await tx
      .insert(farmasiPenjualan)
      .values({
        nomor,
        nomor_antrian: antrian,
        tanggal: toJakartaIsoDate(sekarang),
        lokasi_uid: depo.uid,
        nama_pembeli: input.nama_pembeli,
        telepon: input.telepon,
        status: 'MENUNGGU_BAYAR',
        tempat_bayar: input.tempat_bayar,
        total,
        dibuat_oleh: user.uid,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: farmasiPenjualan.uid });
    if (!p) throw new Error('insert penjualan tanpa hasil');
    await tx.insert(farmasiPenjualanItem).values(
      baris.map((b) => ({
        penjualan_uid: p.uid,
        posisi: b.posisi,
        produk_uid: b.produk_uid,
        jumlah: b.jumlah,
        harga_satuan: b.harga,
        total: b.total,
        aturan_pakai: b.aturan_pakai,
      })),
    );
    await catatAktivitas(tx, ctx, {
      aksi: 'penjualan_obat.create',
      entitas: 'farmasi_penjualan',
      entitas_id: p.uid,
      keterangan: `Penjualan ${nomor} (${antrian}) – ${input.nama_pembeli}, ${baris.length} obat, ${formatRupiah(total)}`,
      detail: { sesudah: { ...input, total } },
    });
    return ambilPenjualan(tx, p.uid);
  });
}

/** The sale's row, locked until the transaction ends: two actions on one sale queue here. */
export async function kunci(tx: Tx, uid: string) {
  const [p] = await tx
    .select({
      uid: farmasiPenjualan.uid,
      nomor: farmasiPenjualan.nomor,
      nomor_antrian: farmasiPenjualan.nomor_antrian,
      nama_pembeli: farmasiPenjualan.nama_pembeli,
      lokasi_uid: farmasiPenjualan.lokasi_uid,
      status: farmasiPenjualan.status,
      tempat_bayar: farmasiPenjualan.tempat_bayar,
      total: farmasiPenjualan.total,
    })
    .from(farmasiPenjualan)
    .where(eq(farmasiPenjualan.uid, uid))
    .for('update');
  if (!p) throw galat.penjualanTidakDitemukan();
  return { ...p, status: p.status, total: Number(p.total) };
}

/** Where the sale is, without locking: the location right is checked before the transaction. */
export async function lokasiPenjualan(db: Db, uid: string): Promise<string> {
  const [p] = await db
    .select({ lokasi_uid: farmasiPenjualan.lokasi_uid })
    .from(farmasiPenjualan)
    .where(eq(farmasiPenjualan.uid, uid));
  if (!p) throw galat.penjualanTidakDitemukan();
  return p.lokasi_uid;
}

async function lunasi(
  tx: Tx,
  ctx: Ctx,
  uid: string,
  dibayar: number,
  tempat: TempatBayar,
): Promise<Penjualan> {
  const p = await kunci(tx, uid);
  if (p.status === 'LUNAS' || p.status === 'DISERAHKAN') throw galat.sudahDibayar(p.nomor);
  if (p.status !== 'MENUNGGU_BAYAR') throw galat.statusTidakSesuai(p.nomor, p.status, 'dibayar');
  if (p.tempat_bayar !== tempat) throw galat.tempatBayarLain(p.nomor, p.tempat_bayar);
  if (dibayar < p.total) throw galat.uangKurang(p.total);
  const sekarang = ctx.now();
  await tx
    .update(farmasiPenjualan)
    .set({ status: 'LUNAS', dibayar, dibayar_pada: sekarang, updated_at: sekarang })
    .where(eq(farmasiPenjualan.uid, p.uid));
  await catatAktivitas(tx, ctx, {
    aksi: tempat === 'KASIR' ? 'penjualan_obat.lunas_kasir' : 'penjualan_obat.bayar',
    entitas: 'farmasi_penjualan',
    entitas_id: p.uid,
    keterangan: `Pembayaran ${p.nomor} – ${p.nama_pembeli}: total ${formatRupiah(p.total)}, diterima ${formatRupiah(dibayar)}, kembali ${formatRupiah(dibayar - p.total)}`,
    detail: { sebelum: { status: p.status }, sesudah: { status: 'LUNAS', dibayar } },
  });
  return ambilPenjualan(tx, p.uid);
}

/** POST /farmasi/penjualan/:uid/bayar: cash at the pharmacy counter; the change is dibayar − total. */
export async function bayarPenjualan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: BayarPenjualanInput,
): Promise<Penjualan> {
  return db.transaction((tx) => lunasi(tx, ctx, uid, input.dibayar, 'FARMASI'));
}

/**
 * For the cashier module: marks a sale registered to be paid at the cashier (tempat_bayar KASIR)
 * as paid, inside the cashier's own transaction, with its audit row. `jumlah` is what the buyer
 * handed over (≥ the sale's total). Throws 404, 409 penjualan.sudah_dibayar (paid already),
 * 409 penjualan.tempat_bayar_berbeda (a pharmacy-paid sale), 409 penjualan.status_penjualan_berubah (cancelled),
 * 400 when `jumlah` is short. The caller checks its own permission.
 */
export async function tandaiPenjualanLunas(
  tx: Tx,
  ctx: Ctx,
  uid: string,
  jumlah: number,
): Promise<Penjualan> {
  return lunasi(tx, ctx, uid, jumlah, 'KASIR');
}

/**
 * For the cashier module: the cashier voided the receipt of a sale paid at the cashier, so the
 * sale waits for payment again (inside the cashier's transaction, with its audit row). Only a
 * paid sale not yet handed over; the caller has checked it was paid at the cashier.
 */
export async function bukaLagiPenjualan(tx: Tx, ctx: Ctx, uid: string, alasan: string): Promise<void> {
  const p = await kunci(tx, uid);
  if (p.status !== 'LUNAS') throw galat.statusTidakSesuai(p.nomor, p.status, 'dibuka kembali');
  const sekarang = ctx.now();
  await tx
    .update(farmasiPenjualan)
    .set({ status: 'MENUNGGU_BAYAR', dibayar: null, dibayar_pada: null, updated_at: sekarang })
    .where(eq(farmasiPenjualan.uid, p.uid));
  await catatAktivitas(tx, ctx, {
    aksi: 'penjualan_obat.batal_bayar_kasir',
    entitas: 'farmasi_penjualan',
    entitas_id: p.uid,
    keterangan: `Pembayaran ${p.nomor} – ${p.nama_pembeli} dibatalkan di kasir: ${alasan}`,
    detail: { sebelum: { status: p.status }, sesudah: { status: 'MENUNGGU_BAYAR' } },
  });
}

/** POST /farmasi/penjualan/:uid/panggil: calls the queue number (again); unpaid or paid, not finished. */
export async function panggilPenjualan(db: Db, ctx: Ctx, uid: string): Promise<Penjualan> {
  return db.transaction(async (tx) => {
    const p = await kunci(tx, uid);
    if (p.status !== 'MENUNGGU_BAYAR' && p.status !== 'LUNAS')
      throw galat.statusTidakSesuai(p.nomor, p.status, 'dipanggil');
    const sekarang = ctx.now();
    await tx
      .update(farmasiPenjualan)
      .set({ dipanggil_pada: sekarang, updated_at: sekarang })
      .where(eq(farmasiPenjualan.uid, p.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'penjualan_obat.panggil',
      entitas: 'farmasi_penjualan',
      entitas_id: p.uid,
      keterangan: `Memanggil antrian ${p.nomor_antrian} (${p.nomor}) – ${p.nama_pembeli}`,
    });
    return ambilPenjualan(tx, p.uid);
  });
}
