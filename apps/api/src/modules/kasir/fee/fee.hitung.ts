import { formatRupiah, hitungFee } from '@rawat/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import type { TindakanUntukKasir } from '../kasir.ports.ts';
import { feeAturan, feeDokter, transaksi } from '../kasir.tables.ts';

/** Administrative charges (registration, copies of records) earn no doctor a fee by default. */
const TANPA_FEE_BAWAAN = 'ADMINISTRASI';
/** The source of a charge for a procedure done at a layanan (pelayanan's tindakan.service). */
const SUMBER_TINDAKAN = 'tindakan_layanan';

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
 * No matching rule, no line; a fee of Rp 0 is not written. The procedure behind a TINDAKAN
 * charge (for its catalogue entry and category) is read through the chart's port.
 */
export async function catatFeeDokter(
  tx: Tx,
  ctx: Ctx,
  pembayaranUid: string,
  transaksiUids: string[],
  tindakanKlinis: TindakanUntukKasir,
): Promise<void> {
  if (transaksiUids.length === 0) return;
  const dibayar = await tx
    .select({
      uid: transaksi.uid,
      jenis: transaksi.jenis,
      jumlah: transaksi.jumlah,
      total: transaksi.total,
      pelaksana_uid: transaksi.pelaksana_uid,
      sumber: transaksi.sumber,
      sumber_uid: transaksi.sumber_uid,
    })
    .from(transaksi)
    .where(
      and(
        inArray(transaksi.uid, transaksiUids),
        isNotNull(transaksi.pelaksana_uid),
        isNull(transaksi.membalik_uid),
        sql`${transaksi.total} > 0`,
      ),
    );
  const tagihan = await denganTindakan(tx, dibayar, tindakanKlinis);
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
    const jumlah = hitungFee(a.tipe, nilai, t.total, t.jumlah);
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

/** Each charge with its procedure's catalogue entry and category (null when not a procedure). */
async function denganTindakan<T extends { sumber: string; sumber_uid: string }>(
  tx: Tx,
  baris: T[],
  tindakanKlinis: TindakanUntukKasir,
): Promise<(T & { tindakan_uid: string | null; kategori: string | null })[]> {
  const sumber = [...new Set(baris.filter((b) => b.sumber === SUMBER_TINDAKAN).map((b) => b.sumber_uid))];
  const dilakukan = new Map((await tindakanKlinis.baca(tx, sumber)).map((t) => [t.uid, t.tindakan_uid]));
  const katalog = [...new Set(dilakukan.values())];
  const kategori = new Map(
    katalog.length
      ? (
          await tx
            .select({ uid: tindakan.uid, kategori: tindakan.kategori })
            .from(tindakan)
            .where(inArray(tindakan.uid, katalog))
        ).map((t) => [t.uid, t.kategori])
      : [],
  );
  return baris.map((b) => {
    const tindakanUid = b.sumber === SUMBER_TINDAKAN ? (dilakukan.get(b.sumber_uid) ?? null) : null;
    return {
      ...b,
      tindakan_uid: tindakanUid,
      kategori: tindakanUid ? (kategori.get(tindakanUid) ?? null) : null,
    };
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
