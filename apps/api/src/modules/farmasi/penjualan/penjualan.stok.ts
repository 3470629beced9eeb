import type { BatalPenjualanInput, Penjualan } from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { kembalikanStok, kurangiStokBanyak } from '../stok/stok.ledger.ts';
import { farmasiPenjualan, farmasiPenjualanItem } from '../stok/stok.tables.ts';
import { ambilPenjualan } from './penjualan.baca.ts';
import * as galat from './penjualan.errors.ts';
import { kunci, lokasiPenjualan } from './penjualan.service.ts';

// The two actions of a sale that move stock: hand-over takes it out, cancelling a handed-over
// sale puts it back. Both go through the ledger only.

/** Ledger rows of a sale point at its lines (farmasi_stok_mutasi.sumber). */
const SUMBER_ITEM = 'farmasi_penjualan_item';

/** The sale's lines, for the ledger: product order, as kurangiStokBanyak locks. */
async function barisPenjualan(tx: Tx, uid: string) {
  return tx
    .select({
      uid: farmasiPenjualanItem.uid,
      produk_uid: farmasiPenjualanItem.produk_uid,
      jumlah: farmasiPenjualanItem.jumlah,
    })
    .from(farmasiPenjualanItem)
    .where(eq(farmasiPenjualanItem.penjualan_uid, uid))
    .orderBy(asc(farmasiPenjualanItem.produk_uid));
}

/**
 * POST /farmasi/penjualan/:uid/serahkan: the medicine leaves the depot (FEFO, ledger PENJUALAN
 * per line) and the sale is DISERAHKAN. Only a paid sale; short stock is a 409 and nothing moves.
 */
export async function serahkanPenjualan(db: Db, ctx: Ctx, uid: string): Promise<Penjualan> {
  await wajibAksesLokasi(db, penggunaOf(ctx), await lokasiPenjualan(db, uid), 'decrement_stock');
  return db.transaction(async (tx) => {
    const p = await kunci(tx, uid);
    if (p.status === 'MENUNGGU_BAYAR') throw galat.belumLunas(p.nomor);
    if (p.status !== 'LUNAS') throw galat.statusTidakSesuai(p.nomor, p.status, 'diserahkan');
    const baris = await barisPenjualan(tx, p.uid);
    await kurangiStokBanyak(
      tx,
      ctx,
      baris.map((b) => ({
        jenis: 'PENJUALAN' as const,
        produk_uid: b.produk_uid,
        lokasi_uid: p.lokasi_uid,
        jumlah: b.jumlah,
        sumber: SUMBER_ITEM,
        sumber_uid: b.uid,
        nomor_dokumen: p.nomor,
        keterangan: `Penjualan mandiri ${p.nomor_antrian} – ${p.nama_pembeli}`,
      })),
    );
    const sekarang = ctx.now();
    await tx
      .update(farmasiPenjualan)
      .set({ status: 'DISERAHKAN', diserahkan_pada: sekarang, updated_at: sekarang })
      .where(eq(farmasiPenjualan.uid, p.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'penjualan_obat.serahkan',
      entitas: 'farmasi_penjualan',
      entitas_id: p.uid,
      keterangan: `Menyerahkan obat ${p.nomor} (${p.nomor_antrian}) kepada ${p.nama_pembeli}`,
      detail: { sebelum: { status: p.status }, sesudah: { status: 'DISERAHKAN' } },
    });
    return ambilPenjualan(tx, p.uid);
  });
}

/**
 * POST /farmasi/penjualan/:uid/batal: BATAL with the reason. After hand-over the buyer brought
 * the medicine back: exactly what left goes back to its batches (BATAL_PENJUALAN), which needs
 * return_stock at the depot; before it, the seller's decrement_stock right there.
 */
export async function batalPenjualan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: BatalPenjualanInput,
): Promise<Penjualan> {
  const user = penggunaOf(ctx);
  const lokasi = await lokasiPenjualan(db, uid);
  const [awal] = await db
    .select({ status: farmasiPenjualan.status })
    .from(farmasiPenjualan)
    .where(eq(farmasiPenjualan.uid, uid));
  await wajibAksesLokasi(
    db,
    user,
    lokasi,
    awal?.status === 'DISERAHKAN' ? 'return_stock' : 'decrement_stock',
  );
  return db.transaction(async (tx) => {
    const p = await kunci(tx, uid);
    if (p.status === 'BATAL') throw galat.statusTidakSesuai(p.nomor, p.status, 'dibatalkan');
    // Handed over between the right check and the lock: that check was for the wrong right.
    if (p.status === 'DISERAHKAN' && awal?.status !== 'DISERAHKAN') throw galat.baruBerubah(p.nomor);
    let kembali = 0;
    if (p.status === 'DISERAHKAN')
      for (const b of await barisPenjualan(tx, p.uid))
        kembali += await kembalikanStok(tx, ctx, SUMBER_ITEM, [b.uid], {
          jenis: 'BATAL_PENJUALAN',
          sumber: SUMBER_ITEM,
          sumber_uid: b.uid,
          nomor_dokumen: p.nomor,
          keterangan: `Batal penjualan: ${input.alasan}`,
        });
    const sekarang = ctx.now();
    await tx
      .update(farmasiPenjualan)
      .set({ status: 'BATAL', alasan: input.alasan, updated_at: sekarang })
      .where(eq(farmasiPenjualan.uid, p.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'penjualan_obat.batal',
      entitas: 'farmasi_penjualan',
      entitas_id: p.uid,
      keterangan: `Membatalkan ${p.nomor} (${p.nomor_antrian}) – ${p.nama_pembeli}: ${input.alasan}${kembali ? `; ${kembali} unit kembali ke stok` : ''}`,
      detail: {
        sebelum: { status: p.status },
        sesudah: { status: 'BATAL', alasan: input.alasan, stok_kembali: kembali },
      },
    });
    return ambilPenjualan(tx, p.uid);
  });
}
