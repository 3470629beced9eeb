import {
  type BatalOrderInput,
  itemOrder,
  type JenisItemOrder,
  type JenisOrder,
  LABEL_JENIS_ORDER,
  LABEL_STATUS_ORDER,
  namaBergelar,
  type Order,
  type OrderInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bersamaan, type Db, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { paketLab, pemeriksaanLab } from '../master/labor/labor.tables.ts';
import { pemeriksaanRadiologi } from '../master/radiologi/radiologi.tables.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { ambilLayananKlinis, layananUntukTulis, periksaBolehBaca } from '../pelayanan/layanan-klinis.ts';
import * as galat from './order.errors.ts';
import { orderItem, orderPenunjang } from './penunjang.tables.ts';

/** 'LAB-20300107-0001': the prefix names the unit, the day restarts the count. */
const AWALAN_NOMOR: Record<JenisOrder, string> = { LABOR: 'LAB', RADIOLOGI: 'RAD' };
const LOG_ORDER = { LABOR: 'LOG_LABOR', RADIOLOGI: 'LOG_RADIOLOGI' } as const;

type TabelKatalog = PgTable & {
  uid: AnyPgColumn;
  kode: AnyPgColumn;
  nama: AnyPgColumn;
  status: AnyPgColumn;
};
const TABEL_ITEM: Record<JenisItemOrder, TabelKatalog> = {
  LAB: pemeriksaanLab,
  PAKET_LAB: paketLab,
  RADIOLOGI: pemeriksaanRadiologi,
};
const LABEL_ITEM: Record<JenisItemOrder, string> = {
  LAB: 'Pemeriksaan laboratorium',
  PAKET_LAB: 'Paket laboratorium',
  RADIOLOGI: 'Pemeriksaan radiologi',
};

type RefKatalog = { uid: string; kode: string; nama: string; status: string };

async function bacaKatalog(db: DbOrTx, jenis: JenisItemOrder, uids: string[]) {
  if (!uids.length) return new Map<string, RefKatalog>();
  const t = TABEL_ITEM[jenis];
  const rows = (await db
    .select({ uid: t.uid, kode: t.kode, nama: t.nama, status: t.status })
    .from(t)
    .where(inArray(t.uid, uids))) as RefKatalog[];
  return new Map(rows.map((r) => [r.uid, r]));
}

/** The catalogue rows of a set of item lines, by kind. */
async function katalogItem(db: DbOrTx, baris: { jenis_item: JenisItemOrder; item_uid: string }[]) {
  const uids = (j: JenisItemOrder) => baris.filter((b) => b.jenis_item === j).map((b) => b.item_uid);
  const [lab, paket, rad] = await bersamaan(db, [
    () => bacaKatalog(db, 'LAB', uids('LAB')),
    () => bacaKatalog(db, 'PAKET_LAB', uids('PAKET_LAB')),
    () => bacaKatalog(db, 'RADIOLOGI', uids('RADIOLOGI')),
  ]);
  const peta: Record<JenisItemOrder, Map<string, RefKatalog>> = {
    LAB: lab,
    PAKET_LAB: paket,
    RADIOLOGI: rad,
  };
  return (b: { jenis_item: JenisItemOrder; item_uid: string }) => peta[b.jenis_item].get(b.item_uid);
}

const kolomOrder = {
  o: orderPenunjang,
  dok: {
    uid: pegawai.uid,
    nama: pegawai.nama,
    gelar_depan: pegawai.gelar_depan,
    gelar_belakang: pegawai.gelar_belakang,
  },
};

function pilihOrder(db: DbOrTx) {
  return db
    .select(kolomOrder)
    .from(orderPenunjang)
    .leftJoin(pegawai, eq(pegawai.uid, orderPenunjang.dokter_uid));
}
type BarisOrder = Awaited<ReturnType<ReturnType<typeof pilihOrder>['execute']>>[number];

function jenisItemBaris(i: typeof orderItem.$inferSelect): { jenis_item: JenisItemOrder; item_uid: string } {
  if (i.pemeriksaan_lab_uid) return { jenis_item: 'LAB', item_uid: i.pemeriksaan_lab_uid };
  if (i.paket_lab_uid) return { jenis_item: 'PAKET_LAB', item_uid: i.paket_lab_uid };
  return { jenis_item: 'RADIOLOGI', item_uid: i.pemeriksaan_radiologi_uid ?? '' };
}

async function keDto(db: DbOrTx, rows: BarisOrder[]): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItem)
    .where(
      inArray(
        orderItem.order_uid,
        rows.map((r) => r.o.uid),
      ),
    )
    .orderBy(asc(orderItem.posisi));
  const baris = items.map((i) => ({ row: i, ...jenisItemBaris(i) }));
  const cari = await katalogItem(db, baris);
  return rows.map(({ o, dok }) => {
    const { status } = o;
    return {
      uid: o.uid,
      nomor: o.nomor,
      jenis: o.jenis,
      label_jenis: LABEL_JENIS_ORDER[o.jenis],
      status,
      label_status: LABEL_STATUS_ORDER[status],
      cito: o.cito,
      catatan_klinis: o.catatan_klinis,
      alasan_batal: o.alasan_batal,
      layanan_uid: o.layanan_uid,
      kunjungan_uid: o.kunjungan_uid,
      dokter: dok ? { uid: dok.uid, nama: namaBergelar(dok) } : null,
      items: baris
        .filter((b) => b.row.order_uid === o.uid)
        .map((b) => ({
          uid: b.row.uid,
          posisi: b.row.posisi,
          jenis_item: b.jenis_item,
          item_uid: b.item_uid,
          kode: cari(b)?.kode ?? null,
          nama: b.row.nama,
          status: b.row.status,
          label_status: LABEL_STATUS_ORDER[b.row.status],
        })),
      created_at: o.created_at.toISOString(),
      updated_at: o.updated_at.toISOString(),
    };
  });
}

/**
 * The lab and radiology orders of a layanan with their items, newest first. No permission check:
 * for other services (the medical resume) that have checked access already.
 */
export async function daftarOrder(db: DbOrTx, layananUid: string): Promise<Order[]> {
  const rows = await pilihOrder(db)
    .where(eq(orderPenunjang.layanan_uid, layananUid))
    .orderBy(desc(orderPenunjang.created_at), desc(orderPenunjang.nomor));
  return keDto(db, rows);
}

/** GET /pelayanan/:layanan_uid/order: for whoever may read the chart. */
export async function daftarOrderLayanan(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<Order[]> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  return daftarOrder(db, layananUid);
}

/**
 * Creates a lab or radiology order for the layanan (the doctor's side of the chart): every item an
 * active catalogue entry, numbered 'LAB-YYYYMMDD-NNNN' / 'RAD-…' per day, audited and on the
 * timeline (LOG_LABOR / LOG_RADIOLOGI). Not charged here: the unit charges what it performs.
 */
export async function buatOrder(db: Db, ctx: Ctx, layananUid: string, input: OrderInput): Promise<Order> {
  // The order is read back after commit: the day's number stays locked only for the writes.
  const uid = await db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const baris = input.items.map(itemOrder);
    const cari = await katalogItem(tx, baris);
    const salah = baris.flatMap((b, i) => {
      const k = cari(b);
      if (k?.status === 'AKTIF') return [];
      const message = k
        ? `${LABEL_ITEM[b.jenis_item]} ${k.nama} sudah tidak aktif`
        : `${LABEL_ITEM[b.jenis_item]} tidak ditemukan`;
      return [{ path: `items.${i}`, message }];
    });
    if (salah.length) throw galat.itemOrderTidakValid(salah);
    const nama = baris.map((b) => cari(b)?.nama ?? '');
    const penulis = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const kunci = `${AWALAN_NOMOR[input.jenis]}-${toJakartaIsoDate(sekarang).replaceAll('-', '')}`;
    const nomor = `${kunci}-${String(await ambilNomor(tx, kunci)).padStart(4, '0')}`;
    const [o] = await tx
      .insert(orderPenunjang)
      .values({
        nomor,
        jenis: input.jenis,
        kunjungan_uid: l.kunjungan_uid,
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        dokter_uid: penulis.uid,
        cito: input.cito,
        catatan_klinis: input.catatan_klinis,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning();
    if (!o) throw new Error('insert order tanpa hasil');
    await tx.insert(orderItem).values(
      baris.map((b, i) => ({
        order_uid: o.uid,
        pemeriksaan_lab_uid: b.jenis_item === 'LAB' ? b.item_uid : null,
        paket_lab_uid: b.jenis_item === 'PAKET_LAB' ? b.item_uid : null,
        pemeriksaan_radiologi_uid: b.jenis_item === 'RADIOLOGI' ? b.item_uid : null,
        nama: nama[i] ?? '',
        posisi: i + 1,
      })),
    );
    const ringkas = `Order ${LABEL_JENIS_ORDER[input.jenis].toLowerCase()} ${nomor}${input.cito ? ' (CITO)' : ''}: ${nama.join(', ')}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'order.create',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `${ringkas} – ${l.pasien.no_rm} ${l.pasien.nama}`,
        detail: { sesudah: { ...input, nomor } },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: LOG_ORDER[input.jenis], ringkasan: ringkas },
    });
    return o.uid;
  });
  return keSatu(db, uid);
}

async function keSatu(db: DbOrTx, uid: string): Promise<Order> {
  const [o] = await keDto(db, await pilihOrder(db).where(eq(orderPenunjang.uid, uid)));
  if (!o) throw galat.orderTidakDitemukan();
  return o;
}

/** Cancels an order nobody has started on (DIMINTA), with the reason; 409 once the unit has moved it. */
export async function batalOrder(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  uid: string,
  input: BatalOrderInput,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const [o] = await tx
      .select()
      .from(orderPenunjang)
      .where(and(eq(orderPenunjang.uid, uid), eq(orderPenunjang.layanan_uid, l.uid)))
      .for('update');
    if (!o) throw galat.orderTidakDitemukan();
    if (o.status !== 'DIMINTA') throw galat.orderSudahBerjalan(o.nomor, o.status);
    const sekarang = ctx.now();
    await tx
      .update(orderPenunjang)
      .set({ status: 'BATAL', alasan_batal: input.alasan, updated_at: sekarang })
      .where(eq(orderPenunjang.uid, o.uid));
    await tx.update(orderItem).set({ status: 'BATAL' }).where(eq(orderItem.order_uid, o.uid));
    const { jenis } = o;
    const ringkas = `Order ${LABEL_JENIS_ORDER[jenis].toLowerCase()} ${o.nomor} dibatalkan: ${input.alasan}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'order.batal',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `${ringkas} – ${l.pasien.no_rm} ${l.pasien.nama}`,
        detail: { sebelum: { status: o.status }, sesudah: { status: 'BATAL', alasan_batal: input.alasan } },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: LOG_ORDER[jenis], ringkasan: ringkas },
    });
    return keSatu(tx, o.uid);
  });
}
