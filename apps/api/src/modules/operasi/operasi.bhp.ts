import {
  type BatalBhpInput,
  type BhpInput,
  type BhpOperasi,
  formatAngka,
  LABEL_STATUS_OPERASI,
} from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { farmasiProduk } from '../farmasi/produk/produk.tables.ts';
import { penjaminHarga } from '../farmasi/resep/resep.pelayanan.ts';
import { kembalikanStok, kurangiStokBanyak } from '../farmasi/stok/stok.ledger.ts';
import { balikTransaksiSumber, tambahTransaksi } from '../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import {
  alasanStatus,
  daftarBhp,
  depoKamarOperasi,
  SUMBER_BHP,
  tagihanOperasiDibayar,
} from './operasi.bhp.baca.ts';
import * as galat from './operasi.bhp.errors.ts';
import { operasiBhp } from './operasi.bhp.tables.ts';
import { kunciOperasi } from './operasi.status.ts';
import { layananTagih } from './operasi.tagihan.ts';

// The theatre's consumables and drugs (docs/operasi.md "Consumables and drugs"). Stock leaves the
// theatre's own depot only through the pharmacy ledger (kurangiStokBanyak: FEFO, expired batches
// skipped, batch rows locked so two takes of the last units are decided one after the other) and
// each line becomes an OBAT charge through the cashier's ledger, exactly as a dispensed
// prescription does. Nothing here writes stock or charges by itself.

/**
 * The visit's row, locked: the cashier's payment locks it first too, so a usage and a payment
 * of the same bill are decided one after the other (the usage sees the bill paid, or the
 * payment sees the new charge and answers that the bill changed).
 */
async function kunciKunjungan(tx: Tx, uid: string) {
  await tx.select({ uid: kunjungan.uid }).from(kunjungan).where(eq(kunjungan.uid, uid)).for('update');
}

/** POST /operasi/:uid/bhp: the items leave the theatre's depot and go on the bill. */
export async function catatBhp(db: Db, ctx: Ctx, uid: string, input: BhpInput): Promise<BhpOperasi> {
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    if (alasanStatus(o.status)) throw galat.bhpStatusTidakBoleh(LABEL_STATUS_OPERASI[o.status]);
    const depo = await depoKamarOperasi(tx);
    if (!depo) throw galat.depoBelumAda();
    const [l] = await tx
      .select({
        uid: layanan.uid,
        kunjungan_uid: layanan.kunjungan_uid,
        pasien_uid: layanan.pasien_uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
      })
      .from(layanan)
      .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
      .where(eq(layanan.uid, await layananTagih(tx, o)));
    if (!l) throw new Error(`layanan operasi ${o.uid} hilang`);
    await kunciKunjungan(tx, l.kunjungan_uid);
    if (await tagihanOperasiDibayar(tx, o.uid)) throw galat.tagihanSudahDibayar(o.kode_booking);

    const produk = new Map(
      (
        await tx
          .select({
            uid: farmasiProduk.uid,
            kode: farmasiProduk.kode,
            nama: farmasiProduk.nama,
            satuan: farmasiProduk.satuan_dasar,
            harga_dasar: farmasiProduk.harga_dasar,
            status: farmasiProduk.status,
          })
          .from(farmasiProduk)
          .where(
            inArray(
              farmasiProduk.uid,
              input.items.map((i) => i.produk_uid),
            ),
          )
      ).map((p) => [p.uid, p]),
    );
    const masalah = input.items.flatMap((i, n) => {
      const p = produk.get(i.produk_uid);
      const path = `items.${n}.produk_uid`;
      if (!p) return [{ path, message: 'BHP atau obat tidak dikenal' }];
      if (p.status !== 'AKTIF') return [{ path, message: `${p.nama} tidak aktif di master obat` }];
      // A product without a purchase price would go on the bill at Rp 0.
      if (Number(p.harga_dasar) <= 0) return [{ path, message: `${p.nama} belum memiliki harga` }];
      return [];
    });
    if (masalah.length) throw galat.produkTidakBisa(masalah);

    const sekarang = ctx.now();
    const { penjamin, harga } = await penjaminHarga(tx, l.kunjungan_uid);
    const kelas = await kelasTarifLayanan(tx, l.uid, sekarang);
    const petugas = await pegawaiPengguna(tx, ctx);
    const baris = input.items.map((i) => {
      const p = produk.get(i.produk_uid);
      if (!p) throw new Error('produk hilang');
      return { ...i, p, harga_satuan: harga(Number(p.harga_dasar)) };
    });
    const rows = await tx
      .insert(operasiBhp)
      .values(
        baris.map((b) => ({
          operasi_uid: o.uid,
          produk_uid: b.produk_uid,
          lokasi_uid: depo.uid,
          kunjungan_uid: l.kunjungan_uid,
          layanan_uid: l.uid,
          jumlah: b.jumlah,
          harga_satuan: b.harga_satuan,
          oleh: ctx.user?.uid ?? null,
          nama_petugas: petugas.nama,
          created_at: sekarang,
        })),
      )
      .returning({ uid: operasiBhp.uid });
    // Short stock of any line is a 409 naming the product and what the depot holds; the
    // transaction then rolls back, so no line, no movement and no charge is left.
    await kurangiStokBanyak(
      tx,
      ctx,
      baris.map((b, n) => ({
        jenis: 'PEMAKAIAN',
        sumber: SUMBER_BHP,
        sumber_uid: rows[n]?.uid ?? null,
        nomor_dokumen: o.kode_booking,
        keterangan: `Operasi ${o.kode_booking} – ${l.no_rm} ${l.nama}`,
        produk_uid: b.produk_uid,
        lokasi_uid: depo.uid,
        jumlah: b.jumlah,
      })),
    );
    for (const [n, b] of baris.entries()) {
      const row = rows[n];
      if (!row) throw new Error('insert operasi_bhp tanpa hasil');
      await tambahTransaksi(tx, ctx, {
        kunjungan_uid: l.kunjungan_uid,
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        jenis: 'OBAT',
        sumber: SUMBER_BHP,
        sumber_uid: row.uid,
        kode: b.p.kode,
        nama: b.p.nama,
        jumlah: b.jumlah,
        harga_satuan: b.harga_satuan,
        penjamin,
        kelas,
      });
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.bhp',
      entitas: 'operasi',
      entitas_id: o.uid,
      keterangan: `Pemakaian BHP/obat operasi ${o.kode_booking} (${l.no_rm} – ${l.nama}): ${baris
        .map((b) => `${b.p.nama} ${formatAngka(b.jumlah)} ${b.p.satuan}`)
        .join(', ')}`,
      detail: {
        sesudah: {
          depo: depo.kode,
          layanan_uid: l.uid,
          items: baris.map((b, n) => ({
            uid: rows[n]?.uid,
            produk_uid: b.produk_uid,
            jumlah: b.jumlah,
            harga_satuan: b.harga_satuan,
          })),
        },
      },
    });
  });
  return daftarBhp(db, uid);
}

/** POST /operasi/:uid/bhp/:bhp_uid/batal: the same batches go back and the charge is reversed. */
export async function batalBhp(
  db: Db,
  ctx: Ctx,
  uid: string,
  bhpUid: string,
  input: BatalBhpInput,
): Promise<BhpOperasi> {
  const alasan = input.alasan.trim();
  await db.transaction(async (tx) => {
    const o = await kunciOperasi(tx, uid);
    const [row] = await tx
      .select({
        uid: operasiBhp.uid,
        kunjungan_uid: operasiBhp.kunjungan_uid,
        jumlah: operasiBhp.jumlah,
        dibatalkan_pada: operasiBhp.dibatalkan_pada,
        nama: farmasiProduk.nama,
        satuan: farmasiProduk.satuan_dasar,
      })
      .from(operasiBhp)
      .innerJoin(farmasiProduk, eq(farmasiProduk.uid, operasiBhp.produk_uid))
      .where(and(eq(operasiBhp.uid, bhpUid), eq(operasiBhp.operasi_uid, o.uid)))
      .for('update', { of: operasiBhp });
    if (!row) throw galat.bhpTidakDitemukan();
    if (row.dibatalkan_pada) throw galat.bhpSudahDibatalkan(row.nama);
    await kunciKunjungan(tx, row.kunjungan_uid);
    if (await tagihanOperasiDibayar(tx, o.uid)) throw galat.tagihanSudahDibayar(o.kode_booking);
    await balikTransaksiSumber(
      tx,
      ctx,
      SUMBER_BHP,
      row.uid,
      `Batal pemakaian operasi ${o.kode_booking}: ${alasan}`,
    );
    const kembali = await kembalikanStok(tx, ctx, SUMBER_BHP, [row.uid], {
      jenis: 'BATAL_PEMAKAIAN',
      sumber: SUMBER_BHP,
      // The return rows name the line too, so the line's movements add up to zero afterwards.
      sumber_uid: row.uid,
      nomor_dokumen: o.kode_booking,
      keterangan: alasan,
    });
    if (kembali !== row.jumlah) throw new Error(`stok kembali ${kembali} ≠ ${row.jumlah}`);
    const petugas = await pegawaiPengguna(tx, ctx);
    await tx
      .update(operasiBhp)
      .set({
        dibatalkan_pada: ctx.now(),
        dibatalkan_oleh: ctx.user?.uid ?? null,
        nama_pembatal: petugas.nama,
        alasan_batal: alasan,
      })
      .where(eq(operasiBhp.uid, row.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'operasi.bhp_batal',
      entitas: 'operasi',
      entitas_id: o.uid,
      keterangan: `Batal pemakaian ${row.nama} ${formatAngka(row.jumlah)} ${row.satuan} pada operasi ${o.kode_booking}: ${alasan}`,
      detail: { sebelum: { bhp_uid: row.uid, jumlah: row.jumlah }, sesudah: { alasan } },
    });
  });
  return daftarBhp(db, uid);
}
