import { type BatalPembayaranInput, formatRupiah, type Pembayaran } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { batalkanFeeDokter } from '../fee/fee.hitung.ts';
import type { PenjualanUntukKasir } from '../kasir.ports.ts';
import { deposit, pembayaran, pembayaranMetode, transaksi } from '../kasir.tables.ts';
import { hapusRekapHari } from '../laporan/laporan.rekap.ts';
import { shiftTerbuka } from '../shift/shift.service.ts';
import { ambilPembayaran } from './pembayaran.baca.ts';
import * as galat from './pembayaran.errors.ts';

// Voiding a receipt (docs/kasir.md "Pembayaran"): the same lock order as paying — the visit's
// row, then the receipt — so a void and a payment of one bill queue behind each other.

/**
 * POST /kasir/pembayaran/{uid}/batal: keeps the receipt and writes its negated twin (the void)
 * in the voiding cashier's shift; the charges open again, a deposit it used is given back, the
 * doctors' fees it earned are cancelled, a walk-in sale waits for payment again.
 */
export async function batalkanPembayaran(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: BatalPembayaranInput,
  penjualan: PenjualanUntukKasir,
): Promise<Pembayaran> {
  const user = penggunaOf(ctx);
  return db.transaction(async (tx) => {
    const shift = await shiftTerbuka(tx, user.uid);
    const [cari] = await tx
      .select({ kunjungan_uid: pembayaran.kunjungan_uid })
      .from(pembayaran)
      .where(eq(pembayaran.uid, uid));
    if (!cari) throw galat.pembayaranTidakDitemukan();
    // Same order as paying: the visit first, then the receipt.
    if (cari.kunjungan_uid)
      await tx
        .select({ uid: kunjungan.uid })
        .from(kunjungan)
        .where(eq(kunjungan.uid, cari.kunjungan_uid))
        .for('update');
    const [p] = await tx.select().from(pembayaran).where(eq(pembayaran.uid, uid)).for('update');
    if (!p) throw galat.pembayaranTidakDitemukan();
    if (p.membalik_uid) throw galat.bukanPembayaran(p.nomor);
    const [sudah] = await tx
      .select({ uid: pembayaran.uid })
      .from(pembayaran)
      .where(eq(pembayaran.membalik_uid, p.uid));
    if (sudah) throw galat.sudahDibatalkan(p.nomor);

    const sekarang = ctx.now();
    const [balik] = await tx
      .insert(pembayaran)
      .values({
        nomor: `${p.nomor}-BATAL`,
        kunjungan_uid: p.kunjungan_uid,
        penjualan_uid: p.penjualan_uid,
        pasien_uid: p.pasien_uid,
        nama_pembayar: p.nama_pembayar,
        penjamin: p.penjamin,
        total_tagihan: -p.total_tagihan,
        ditanggung_penjamin: -p.ditanggung_penjamin,
        diskon: -p.diskon,
        alasan_diskon: p.alasan_diskon,
        jumlah_bayar: -p.jumlah_bayar,
        shift_uid: shift.uid,
        kasir_uid: user.uid,
        membalik_uid: p.uid,
        alasan: input.alasan,
        created_at: sekarang,
      })
      .returning({ uid: pembayaran.uid });
    if (!balik) throw new Error('insert pembatalan tanpa hasil');
    const metode = await tx.select().from(pembayaranMetode).where(eq(pembayaranMetode.pembayaran_uid, p.uid));
    if (metode.length)
      await tx.insert(pembayaranMetode).values(
        metode.map((m) => ({
          pembayaran_uid: balik.uid,
          metode: m.metode,
          jumlah: -m.jumlah,
          bank_uid: m.bank_uid,
          referensi: m.referensi,
        })),
      );
    await tx.update(transaksi).set({ pembayaran_uid: null }).where(eq(transaksi.pembayaran_uid, p.uid));
    const dariDeposit = metode.find((m) => m.metode === 'DEPOSIT')?.jumlah ?? 0;
    if (dariDeposit > 0 && p.kunjungan_uid && p.pasien_uid)
      await tx.insert(deposit).values({
        kunjungan_uid: p.kunjungan_uid,
        pasien_uid: p.pasien_uid,
        jenis: 'PAKAI_BATAL',
        jumlah: dariDeposit,
        pembayaran_uid: p.uid,
        keterangan: `Pembatalan ${p.nomor}`,
        shift_uid: shift.uid,
        kasir_uid: user.uid,
        created_at: sekarang,
      });
    if (p.penjualan_uid) {
      const s = await penjualan.baca(tx, p.penjualan_uid);
      if (s?.status === 'DISERAHKAN') throw galat.obatSudahDiserahkan(s.nomor);
      await penjualan.bukaKembali(tx, ctx, p.penjualan_uid, input.alasan);
    }
    await batalkanFeeDokter(tx, ctx, p.uid);
    // The receipt no longer stands: its day's stored report sums are wrong now (laporan.rekap.ts).
    await hapusRekapHari(tx, p.created_at);
    await catatAktivitas(tx, ctx, {
      aksi: 'kasir.batal',
      entitas: 'pembayaran',
      entitas_id: p.uid,
      keterangan: `Membatalkan pembayaran ${p.nomor} – ${p.nama_pembayar} (${formatRupiah(p.jumlah_bayar)}): ${input.alasan}`,
    });
    return ambilPembayaran(tx, p.uid);
  });
}
