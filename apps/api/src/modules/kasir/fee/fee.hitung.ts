import { formatRupiah, hitungFee, type TipeFee } from '@rawat/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { tindakanLayanan } from '../../pelayanan/pelayanan.tables.ts';
import { feeAturan, feeDokter, transaksi } from '../kasir.tables.ts';

/** Administrative charges (registration, copies of records) earn no doctor a fee by default. */
const TANPA_FEE_BAWAAN = 'ADMINISTRASI';

type Aturan = Pick<
  typeof feeAturan.$inferSelect,
  'uid' | 'pegawai_uid' | 'jenis_transaksi' | 'tindakan_uid' | 'tipe' | 'nilai'
>;

/**
 * Writes the doctor's fee of each paid charge (fee_dokter) from the rule in force, inside the
 * paying transaction. Called by the payment service with the charges the receipt covered.
 *
 * A charge earns a fee when it names who did it (`pelaksana_uid`) and that person has an active
 * rule for its type: the rule for its very procedure if there is one, else the type's default
 * (which administrative items never take). The rule's type and value are copied onto the line.
 * No matching rule, no line; a fee of Rp 0 is not written.
 */
export async function catatFeeDokter(
  tx: Tx,
  ctx: Ctx,
  pembayaranUid: string,
  transaksiUids: string[],
): Promise<void> {
  if (transaksiUids.length === 0) return;
  const tagihan = await tx
    .select({
      uid: transaksi.uid,
      jenis: transaksi.jenis,
      jumlah: transaksi.jumlah,
      total: transaksi.total,
      pelaksana_uid: transaksi.pelaksana_uid,
      tindakan_uid: tindakanLayanan.tindakan_uid,
      kategori: tindakan.kategori,
    })
    .from(transaksi)
    .leftJoin(
      tindakanLayanan,
      and(eq(transaksi.sumber, 'tindakan_layanan'), eq(tindakanLayanan.uid, transaksi.sumber_uid)),
    )
    .leftJoin(tindakan, eq(tindakan.uid, tindakanLayanan.tindakan_uid))
    .where(
      and(
        inArray(transaksi.uid, transaksiUids),
        isNotNull(transaksi.pelaksana_uid),
        isNull(transaksi.membalik_uid),
        sql`${transaksi.total} > 0`,
      ),
    );
  const pelaksana = [...new Set(tagihan.flatMap((t) => (t.pelaksana_uid ? [t.pelaksana_uid] : [])))];
  if (pelaksana.length === 0) return;
  const aturan: Aturan[] = await tx
    .select({
      uid: feeAturan.uid,
      pegawai_uid: feeAturan.pegawai_uid,
      jenis_transaksi: feeAturan.jenis_transaksi,
      tindakan_uid: feeAturan.tindakan_uid,
      tipe: feeAturan.tipe,
      nilai: feeAturan.nilai,
    })
    .from(feeAturan)
    .where(and(eq(feeAturan.aktif, true), inArray(feeAturan.pegawai_uid, pelaksana)));
  if (aturan.length === 0) return;

  const sekarang = ctx.now();
  const baris: (typeof feeDokter.$inferInsert)[] = [];
  for (const t of tagihan) {
    const milik = aturan.filter((a) => a.pegawai_uid === t.pelaksana_uid && a.jenis_transaksi === t.jenis);
    const khusus = t.tindakan_uid ? milik.find((a) => a.tindakan_uid === t.tindakan_uid) : undefined;
    const bawaan = t.kategori === TANPA_FEE_BAWAAN ? undefined : milik.find((a) => a.tindakan_uid === null);
    const a = khusus ?? bawaan;
    if (!a || !t.pelaksana_uid) continue;
    const nilai = Number(a.nilai);
    const jumlah = hitungFee(a.tipe as TipeFee, nilai, t.total, t.jumlah);
    if (jumlah <= 0) continue;
    baris.push({
      transaksi_uid: t.uid,
      pembayaran_uid: pembayaranUid,
      pegawai_uid: t.pelaksana_uid,
      aturan_uid: a.uid,
      dasar: t.total,
      tipe: a.tipe,
      nilai,
      jumlah,
      created_at: sekarang,
    });
  }
  if (baris.length === 0) return;
  // A charge has at most one standing fee (fee_dokter_transaksi_uq): a repeat call adds nothing.
  const ditulis = await tx.insert(feeDokter).values(baris).onConflictDoNothing().returning({
    jumlah: feeDokter.jumlah,
  });
  if (ditulis.length === 0) return;
  await catatAktivitas(tx, ctx, {
    aksi: 'kasir.fee_catat',
    entitas: 'pembayaran',
    entitas_id: pembayaranUid,
    keterangan: `Fee dokter ${ditulis.length} item, total ${formatRupiah(ditulis.reduce((s, r) => s + r.jumlah, 0))}`,
  });
}

/** Cancels the fees a voided receipt had earned (sets batal_pada), inside the voiding transaction. */
export async function batalkanFeeDokter(tx: Tx, ctx: Ctx, pembayaranUid: string): Promise<void> {
  const batal = await tx
    .update(feeDokter)
    .set({ batal_pada: ctx.now() })
    .where(and(eq(feeDokter.pembayaran_uid, pembayaranUid), isNull(feeDokter.batal_pada)))
    .returning({ jumlah: feeDokter.jumlah });
  if (batal.length === 0) return;
  await catatAktivitas(tx, ctx, {
    aksi: 'kasir.fee_batal',
    entitas: 'pembayaran',
    entitas_id: pembayaranUid,
    keterangan: `Fee dokter ${batal.length} item dibatalkan bersama pembayarannya, total ${formatRupiah(
      batal.reduce((s, r) => s + r.jumlah, 0),
    )}`,
  });
}
