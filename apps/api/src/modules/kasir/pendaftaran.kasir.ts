import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SUMBER_PENDAFTARAN, type TagihanPendaftaran } from '../kunjungan/biaya-pendaftaran.ts';
import { transaksi } from './kasir.tables.ts';
import { balikTransaksiSumber, tambahTransaksi } from './transaksi.service.ts';

/**
 * The cashier's ledger as registration charges and reverses its fees (kunjungan/biaya-pendaftaran.ts),
 * wired by app.ts: registration sits below the cashier, so it reaches the ledger through this port.
 * Every line points back at its layanan (sumber 'pendaftaran').
 */
export const tagihanPendaftaran: TagihanPendaftaran = {
  async tagih(tx, ctx, b) {
    await tambahTransaksi(tx, ctx, {
      ...b,
      sumber: SUMBER_PENDAFTARAN,
      sumber_uid: b.layanan_uid,
      jumlah: 1,
    });
  },
  async balik(tx, ctx, layananUid, alasan) {
    await balikTransaksiSumber(tx, ctx, SUMBER_PENDAFTARAN, layananUid, alasan);
  },
  async baca(db, layananUid) {
    const rows = await db
      .select({ kode: transaksi.kode, nama: transaksi.nama, jumlah: transaksi.total })
      .from(transaksi)
      .where(
        and(
          eq(transaksi.sumber, SUMBER_PENDAFTARAN),
          eq(transaksi.sumber_uid, layananUid),
          isNull(transaksi.membalik_uid),
          sql`not exists (select 1 from ${transaksi} b where b.membalik_uid = ${transaksi.uid})`,
        ),
      )
      // One registration writes its lines at one moment: the name keeps administration before card.
      .orderBy(asc(transaksi.created_at), asc(transaksi.nama));
    return rows;
  },
};
