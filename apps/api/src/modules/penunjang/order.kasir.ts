import {
  type JenisItemTarif,
  LABEL_JENIS_TERTUNDA,
  LABEL_STATUS_ORDER,
  type PenjaminKunjungan,
  type Tertunda,
} from '@rawat/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { TertundaUntukKasir } from '../kasir/kasir.ports.ts';
import { tagihanPerSumber } from '../kasir/transaksi.service.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { tarifBerlaku } from '../master/tarif/tarif.service.ts';
import { orderItem, orderPenunjang } from './penunjang.tables.ts';
import { SUMBER_TAGIHAN, TARIF_ITEM } from './unit.service.ts';

/**
 * The lab's and radiology's orders as the cashier reads them (kasir/kasir.ports.ts, wired by
 * app.ts): lines ordered, not cancelled and not charged yet — the unit charges a line when it
 * performs it (tagihOrder) — estimated at the tariff tagihOrder would use: the visit's payer (else
 * UMUM) at the class of each order's care (kelasTarifLayanan: a stay's bed class at noon of the
 * day asked) on the day asked.
 */
export const orderUntukKasir: TertundaUntukKasir = {
  async baca(db, kunjunganUid, tanggal) {
    const rows = await db
      .select({
        order_uid: orderPenunjang.uid,
        layanan_uid: orderPenunjang.layanan_uid,
        nomor: orderPenunjang.nomor,
        jenis: orderPenunjang.jenis,
        status: orderPenunjang.status,
        created_at: orderPenunjang.created_at,
        penjamin: kunjungan.penjamin,
        item: orderItem,
      })
      .from(orderItem)
      .innerJoin(orderPenunjang, eq(orderPenunjang.uid, orderItem.order_uid))
      .innerJoin(kunjungan, eq(kunjungan.uid, orderPenunjang.kunjungan_uid))
      .where(
        and(
          eq(orderPenunjang.kunjungan_uid, kunjunganUid),
          ne(orderPenunjang.status, 'BATAL'),
          ne(orderItem.status, 'BATAL'),
        ),
      )
      .orderBy(asc(orderPenunjang.created_at), asc(orderPenunjang.nomor), asc(orderItem.posisi));
    if (!rows.length) return [];
    const ditagih = await tagihanPerSumber(
      db,
      [SUMBER_TAGIHAN],
      rows.map((r) => r.item.uid),
    );
    const belum = rows.filter((r) => (ditagih.get(r.item.uid) ?? 0) <= 0);
    if (!belum.length) return [];
    const penjamin = belum[0]?.penjamin as PenjaminKunjungan;
    const harga = new Map<string, number>();
    const pada = new Date(`${tanggal}T12:00:00+07:00`);
    for (const layananUid of new Set(belum.map((r) => r.layanan_uid))) {
      const kelas = await kelasTarifLayanan(db, layananUid, pada);
      const milik = belum.filter((r) => r.layanan_uid === layananUid);
      for (const jenis of ['LAB', 'PAKET_LAB', 'RADIOLOGI'] as const satisfies readonly JenisItemTarif[]) {
        const uids = milik.map((r) => TARIF_ITEM(r.item)).filter((x) => x.jenis === jenis);
        if (!uids.length) continue;
        const peta = await tarifBerlaku(
          db,
          uids.map((u) => u.uid),
          { jenis, penjamin, kelas, tanggal },
        );
        for (const [k, v] of peta) harga.set(`${layananUid}/${jenis}/${k}`, v);
      }
    }
    const perOrder = new Map<string, Tertunda>();
    for (const r of belum) {
      const t = TARIF_ITEM(r.item);
      const h = harga.get(`${r.layanan_uid}/${t.jenis}/${t.uid}`);
      const ada = perOrder.get(r.order_uid);
      const o: Tertunda = ada ?? {
        jenis: r.jenis,
        label: LABEL_JENIS_TERTUNDA[r.jenis],
        uid: r.order_uid,
        nomor: r.nomor,
        label_status: LABEL_STATUS_ORDER[r.status],
        items: [],
        perkiraan: 0,
        tanpa_harga: 0,
        created_at: r.created_at.toISOString(),
      };
      o.items.push(r.item.nama);
      if (h === undefined) o.tanpa_harga += 1;
      else o.perkiraan += h;
      perOrder.set(r.order_uid, o);
    }
    return [...perOrder.values()];
  },
};
