import {
  type BatalUnitInput,
  type JenisItemTarif,
  type JenisOrder,
  type KelasTarif,
  LABEL_JENIS_ORDER,
  LABEL_STATUS_ORDER,
  type PenjaminKunjungan,
  type StatusOrder,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { balikTransaksiSumber, tagihanPerSumber, tambahTransaksi } from '../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { tarifBerlaku } from '../master/tarif/tarif.service.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { orderTidakDitemukan } from './order.errors.ts';
import { orderItem, orderPenunjang, orderRiwayat } from './penunjang.tables.ts';
import { statusTidakSesuai, tarifBelumDiatur } from './unit.errors.ts';

/** Charges of performed lines point back to the order line (transaksi.sumber). */
export const SUMBER_TAGIHAN = 'order_item';
const LOG_UNIT = { LABOR: 'LOG_LABOR', RADIOLOGI: 'LOG_RADIOLOGI' } as const;
const JENIS_TAGIHAN = { LABOR: 'LABOR', RADIOLOGI: 'RADIOLOGI' } as const;

export type OrderTerkunci = typeof orderPenunjang.$inferSelect;

/**
 * Takes the order row FOR UPDATE: every step of the unit runs behind this lock, so two clicks on
 * 'Ambil Sampel' are one sample and one charge, the second a 409. Another unit's order is a 404.
 */
export async function kunciOrder(tx: Tx, uid: string, jenis: JenisOrder): Promise<OrderTerkunci> {
  const [o] = await tx
    .select()
    .from(orderPenunjang)
    .where(and(eq(orderPenunjang.uid, uid), eq(orderPenunjang.jenis, jenis)))
    .for('update');
  if (!o) throw orderTidakDitemukan();
  return o;
}

/** 409 unit.status_order_tidak_sesuai unless the order is in one of `boleh`. */
export function pastikanStatus(o: OrderTerkunci, boleh: readonly StatusOrder[], syarat?: string): void {
  if (boleh.includes(o.status)) return;
  throw statusTidakSesuai(
    o.nomor,
    o.status,
    syarat ??
      `langkah ini hanya untuk order berstatus ${boleh.map((s) => LABEL_STATUS_ORDER[s]).join(' atau ')}`,
  );
}

/** Moves the order and its live lines to `status` and appends the step to its course. */
export async function pindahStatus(
  tx: Tx,
  ctx: Ctx,
  o: OrderTerkunci,
  status: StatusOrder,
  catatan: string | null = null,
  tambahan: Partial<typeof orderPenunjang.$inferInsert> = {},
): Promise<void> {
  const sekarang = ctx.now();
  await tx
    .update(orderPenunjang)
    .set({ status, updated_at: sekarang, ...tambahan })
    .where(eq(orderPenunjang.uid, o.uid));
  await tx
    .update(orderItem)
    .set({ status })
    .where(and(eq(orderItem.order_uid, o.uid), ne(orderItem.status, 'BATAL')));
  await tx.insert(orderRiwayat).values({
    order_uid: o.uid,
    status,
    waktu: sekarang,
    akun_uid: ctx.user?.uid ?? null,
    nama_petugas: ctx.user?.nama ?? null,
    catatan,
  });
}

/** The patient and payer of an order, for charges, logs and range selection. */
export async function pasienOrder(db: DbOrTx, o: { pasien_uid: string; kunjungan_uid: string }) {
  const [r] = await db
    .select({
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      jenis_kelamin: pasien.jenis_kelamin,
      tanggal_lahir: pasien.tanggal_lahir,
      penjamin: kunjungan.penjamin,
    })
    .from(pasien)
    .innerJoin(kunjungan, eq(kunjungan.uid, o.kunjungan_uid))
    .where(eq(pasien.uid, o.pasien_uid));
  if (!r) throw orderTidakDitemukan();
  return r;
}

/**
 * The timeline side of a unit's step (LOG_LABOR / LOG_RADIOLOGI), for `catatKlinis` with the
 * step's audit row on the order (entitas 'order_penunjang', the timeline's source row).
 */
export function logUnit(o: OrderTerkunci, ringkasan: string, detail?: unknown) {
  return {
    pasien: { pasien_uid: o.pasien_uid, kunjungan_uid: o.kunjungan_uid, layanan_uid: o.layanan_uid },
    log: { jenis: LOG_UNIT[o.jenis], ringkasan, detail },
  };
}

export const TARIF_ITEM = (i: typeof orderItem.$inferSelect): { jenis: JenisItemTarif; uid: string } =>
  i.pemeriksaan_lab_uid
    ? { jenis: 'LAB', uid: i.pemeriksaan_lab_uid }
    : i.paket_lab_uid
      ? { jenis: 'PAKET_LAB', uid: i.paket_lab_uid }
      : { jenis: 'RADIOLOGI', uid: i.pemeriksaan_radiologi_uid ?? '' };

/**
 * Charges every live line of the order once, as LABOR or RADIOLOGI, at the tariff in force today
 * for the visit's payer (its own price, else UMUM) at the class of the care now (kelasTarifLayanan:
 * Rawat Jalan for clinics and IGD, the bed's billing class for a stay), each pointing back to
 * its order line. A line already charged is skipped; a line without a price refuses the whole step
 * (409 unit.tarif_belum_diatur), so nothing done goes unbilled. Returns the total charged.
 */
export async function tagihOrder(tx: Tx, ctx: Ctx, o: OrderTerkunci, penjamin: PenjaminKunjungan) {
  const items = await tx
    .select()
    .from(orderItem)
    .where(and(eq(orderItem.order_uid, o.uid), ne(orderItem.status, 'BATAL')))
    .orderBy(asc(orderItem.posisi));
  const sudah = await tagihanPerSumber(
    tx,
    [SUMBER_TAGIHAN],
    items.map((i) => i.uid),
  );
  const tanggal = toJakartaIsoDate(ctx.now());
  const kelas: KelasTarif = await kelasTarifLayanan(tx, o.layanan_uid, ctx.now());
  const harga = new Map<string, number>();
  for (const jenis of ['LAB', 'PAKET_LAB', 'RADIOLOGI'] as const) {
    const uids = items.map(TARIF_ITEM).filter((t) => t.jenis === jenis);
    if (!uids.length) continue;
    const peta = await tarifBerlaku(
      tx,
      uids.map((u) => u.uid),
      { jenis, penjamin, kelas, tanggal },
    );
    for (const [k, v] of peta) harga.set(`${jenis}/${k}`, v);
  }
  let total = 0;
  for (const i of items) {
    if (sudah.get(i.uid)) continue;
    const t = TARIF_ITEM(i);
    const jumlah = harga.get(`${t.jenis}/${t.uid}`);
    if (jumlah === undefined) throw tarifBelumDiatur(i.nama, penjamin, kelas);
    const baris = await tambahTransaksi(tx, ctx, {
      kunjungan_uid: o.kunjungan_uid,
      layanan_uid: o.layanan_uid,
      pasien_uid: o.pasien_uid,
      jenis: JENIS_TAGIHAN[o.jenis],
      sumber: SUMBER_TAGIHAN,
      sumber_uid: i.uid,
      nama: i.nama,
      jumlah: 1,
      harga_satuan: jumlah,
      penjamin,
      kelas,
    });
    total += baris.total;
  }
  return total;
}

/**
 * POST /labor/:uid/batal, /radiologi/:uid/batal: the unit cancels an order it has not validated
 * (patient went home, sample rejected, exam contraindicated). The charges of its lines are
 * reversed with the reason (409 from the cashier when already paid), the order and its lines
 * become BATAL, the reason goes on the order, the audit log and the patient's timeline.
 */
export async function batalOlehUnit(
  db: Db,
  ctx: Ctx,
  uid: string,
  jenis: JenisOrder,
  input: BatalUnitInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, jenis);
    pastikanStatus(
      o,
      jenis === 'LABOR'
        ? ['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI']
        : ['DIMINTA', 'DIPERIKSA', 'DIBACA'],
      'order yang sudah divalidasi atau dibatalkan tidak dapat dibatalkan',
    );
    const items = await tx
      .select({ uid: orderItem.uid })
      .from(orderItem)
      .where(eq(orderItem.order_uid, o.uid));
    const balik = [];
    for (const i of items)
      balik.push(...(await balikTransaksiSumber(tx, ctx, SUMBER_TAGIHAN, i.uid, input.alasan)));
    await pindahStatus(tx, ctx, o, 'BATAL', input.alasan, { alasan_batal: input.alasan });
    const p = await pasienOrder(tx, o);
    const ringkas = `Order ${LABEL_JENIS_ORDER[jenis].toLowerCase()} ${o.nomor} dibatalkan oleh unit: ${input.alasan}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: `${jenis.toLowerCase()}.batal`,
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `${ringkas} – ${p.no_rm} ${p.nama}`,
        detail: {
          sebelum: { status: o.status },
          sesudah: { status: 'BATAL', alasan_batal: input.alasan },
          pembalik: balik.map((b) => b.uid),
        },
      },
      ...logUnit(o, ringkas),
    });
  });
}
