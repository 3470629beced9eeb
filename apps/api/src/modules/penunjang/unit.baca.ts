import {
  formatUmur,
  type HasilListQuery,
  type JenisItemOrder,
  type JenisOrder,
  type JumlahWorklist,
  type JumlahWorklistQuery,
  type KepalaOrder,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_ORDER,
  type ListEnvelope,
  namaBergelar,
  STATUS_ORDER,
  toJakartaIsoDate,
  type WorklistItem,
  type WorklistQuery,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../platform/paging.ts';
import { tagihanPerSumber } from '../kasir/transaksi.service.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { hasilLab, hasilLabVersi } from './labor/labor.tables.ts';
import { orderTidakDitemukan } from './order.errors.ts';
import { orderItem, orderPenunjang, orderRiwayat } from './penunjang.tables.ts';
import { SUMBER_TAGIHAN } from './unit.service.ts';

// Reading the units' worklists and an order's head; the steps are unit.service.ts and the units'.

const kolom = {
  o: orderPenunjang,
  pasien: {
    uid: pasien.uid,
    no_rm: pasien.no_rm,
    nama: pasien.nama,
    jenis_kelamin: pasien.jenis_kelamin,
    tanggal_lahir: pasien.tanggal_lahir,
  },
  poli: { uid: poli.uid, nama: poli.nama },
  penjamin: kunjungan.penjamin,
  dok: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
};

function pilih(db: DbOrTx) {
  return db
    .select(kolom)
    .from(orderPenunjang)
    .innerJoin(kunjungan, eq(kunjungan.uid, orderPenunjang.kunjungan_uid))
    .innerJoin(layanan, eq(layanan.uid, orderPenunjang.layanan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
    .leftJoin(pegawai, eq(pegawai.uid, orderPenunjang.dokter_uid));
}
type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

function umur(lahir: string, pada: Date): string {
  try {
    return formatUmur(lahir, toJakartaIsoDate(pada));
  } catch {
    return '-';
  }
}

/** Flagged lines of the sheet in force, per order (lab); radiology orders have none. */
async function ringkasFlag(db: DbOrTx, uids: string[]) {
  if (!uids.length) return new Map<string, { abnormal: number; kritis: boolean }>();
  const rows = await db
    .select({
      order_uid: hasilLabVersi.order_uid,
      abnormal: sql<number>`count(${hasilLab.flag})::int`,
      kritis: sql<number>`count(*) filter (where ${hasilLab.flag} in ('LL', 'HH'))::int`,
    })
    .from(hasilLabVersi)
    .innerJoin(hasilLab, eq(hasilLab.versi_uid, hasilLabVersi.uid))
    .where(and(inArray(hasilLabVersi.order_uid, uids), ne(hasilLabVersi.status, 'DIKOREKSI')))
    .groupBy(hasilLabVersi.order_uid);
  return new Map(rows.map((r) => [r.order_uid, { abnormal: r.abnormal, kritis: r.kritis > 0 }]));
}

async function keDto(db: DbOrTx, rows: Baris[]): Promise<WorklistItem[]> {
  const uids = rows.map((r) => r.o.uid);
  const [items, flag] = await bersamaan(db, [
    () =>
      uids.length
        ? db
            .select({ order_uid: orderItem.order_uid, nama: orderItem.nama })
            .from(orderItem)
            .where(inArray(orderItem.order_uid, uids))
            .orderBy(asc(orderItem.posisi))
        : Promise.resolve([]),
    () => ringkasFlag(db, uids),
  ]);
  return rows.map(({ o, pasien: p, poli: pl, penjamin, dok }) => {
    const { status } = o;
    const f = flag.get(o.uid);
    return {
      uid: o.uid,
      nomor: o.nomor,
      jenis: o.jenis,
      status,
      label_status: LABEL_STATUS_ORDER[status],
      cito: o.cito,
      catatan_klinis: o.catatan_klinis,
      pasien: { ...p, umur: umur(p.tanggal_lahir, o.created_at) },
      poli: pl,
      penjamin,
      penjamin_label: LABEL_PENJAMIN_KUNJUNGAN[penjamin],
      dokter: dok ? namaBergelar(dok) : null,
      pemeriksaan: items.filter((i) => i.order_uid === o.uid).map((i) => i.nama),
      jumlah_abnormal: f?.abnormal ?? 0,
      kritis: f?.kritis ?? false,
      created_at: o.created_at.toISOString(),
      updated_at: o.updated_at.toISOString(),
    };
  });
}

/** The Jakarta day as a half-open range of instants: the index on created_at still serves. */
function hariJakarta(tanggal: string): [Date, Date] {
  const awal = new Date(`${tanggal}T00:00:00+07:00`);
  return [awal, new Date(awal.getTime() + 86_400_000)];
}

function saring(jenis: JenisOrder, q: JumlahWorklistQuery): SQL[] {
  const w: SQL[] = [eq(orderPenunjang.jenis, jenis)];
  if (q.tanggal) {
    const [awal, akhir] = hariJakarta(q.tanggal);
    w.push(gte(orderPenunjang.created_at, awal), lt(orderPenunjang.created_at, akhir));
  }
  if (q.poli) w.push(eq(layanan.poli_uid, q.poli));
  if (q.penjamin) w.push(eq(kunjungan.penjamin, q.penjamin));
  if (q.cito !== undefined) w.push(eq(orderPenunjang.cito, q.cito));
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(orderPenunjang.nomor, pola), ilike(pasien.nama, pola), ilike(pasien.no_rm, pola));
    if (cari) w.push(cari);
  }
  return w;
}

// Work still to do first, urgent before routine, then in the order it came in.
const URUT_KERJA = [
  sql`case when ${orderPenunjang.status} in ('TERVALIDASI', 'BATAL') then 1 else 0 end`,
  desc(orderPenunjang.cito),
  asc(orderPenunjang.created_at),
  asc(orderPenunjang.nomor),
];

/** GET /labor, /radiologi: the unit's worklist. */
export async function daftarWorklist(
  db: DbOrTx,
  jenis: JenisOrder,
  q: WorklistQuery,
): Promise<ListEnvelope<WorklistItem>> {
  const w = saring(jenis, q);
  if (q.status) w.push(eq(orderPenunjang.status, q.status));
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const query = pilih(db)
        .where(and(...w))
        .orderBy(...URUT_KERJA)
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () =>
      db
        .select({ n: count() })
        .from(orderPenunjang)
        .innerJoin(kunjungan, eq(kunjungan.uid, orderPenunjang.kunjungan_uid))
        .innerJoin(layanan, eq(layanan.uid, orderPenunjang.layanan_uid))
        .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
        .where(and(...w)),
  ]);
  return envelope(await keDto(db, rows), jumlah?.n ?? 0, q);
}

/** GET /labor/jumlah, /radiologi/jumlah: orders per status for the chips. */
export async function jumlahWorklist(
  db: DbOrTx,
  jenis: JenisOrder,
  q: JumlahWorklistQuery,
): Promise<JumlahWorklist> {
  const rows = await db
    .select({ status: orderPenunjang.status, n: count() })
    .from(orderPenunjang)
    .innerJoin(kunjungan, eq(kunjungan.uid, orderPenunjang.kunjungan_uid))
    .innerJoin(layanan, eq(layanan.uid, orderPenunjang.layanan_uid))
    .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
    .where(and(...saring(jenis, q)))
    .groupBy(orderPenunjang.status);
  const hasil = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as JumlahWorklist;
  for (const r of rows) hasil[r.status] = r.n;
  return hasil;
}

/** GET /labor/hasil, /radiologi/hasil: validated results, newest first; the doctor's own on ask. */
export async function daftarHasil(
  db: DbOrTx,
  ctx: Ctx,
  jenis: JenisOrder,
  q: HasilListQuery,
): Promise<ListEnvelope<WorklistItem>> {
  const w = saring(jenis, { search: q.search, cito: undefined });
  w.push(eq(orderPenunjang.status, 'TERVALIDASI'));
  if (q.tanggal) {
    const [awal, akhir] = hariJakarta(q.tanggal);
    w.push(gte(orderPenunjang.updated_at, awal), lt(orderPenunjang.updated_at, akhir));
  }
  if (q.milik_saya) {
    const saya = await pegawaiPengguna(db, ctx);
    w.push(saya.uid ? eq(orderPenunjang.dokter_uid, saya.uid) : sql`false`);
  }
  const { limit, offset } = pageWindow(q);
  const [rows, [jumlah]] = await bersamaan(db, [
    () => {
      const query = pilih(db)
        .where(and(...w))
        .orderBy(desc(orderPenunjang.updated_at), desc(orderPenunjang.nomor))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () =>
      db
        .select({ n: count() })
        .from(orderPenunjang)
        .innerJoin(pasien, eq(pasien.uid, orderPenunjang.pasien_uid))
        .where(and(...w)),
  ]);
  return envelope(await keDto(db, rows), jumlah?.n ?? 0, q);
}

function jenisItem(i: typeof orderItem.$inferSelect): { jenis_item: JenisItemOrder; item_uid: string } {
  if (i.pemeriksaan_lab_uid) return { jenis_item: 'LAB', item_uid: i.pemeriksaan_lab_uid };
  if (i.paket_lab_uid) return { jenis_item: 'PAKET_LAB', item_uid: i.paket_lab_uid };
  return { jenis_item: 'RADIOLOGI', item_uid: i.pemeriksaan_radiologi_uid ?? '' };
}

/** The head of an order's detail: the worklist row, its lines with what they still charge, its course. */
export async function kepalaOrder(db: DbOrTx, uid: string, jenis: JenisOrder): Promise<KepalaOrder> {
  const [r] = await pilih(db).where(and(eq(orderPenunjang.uid, uid), eq(orderPenunjang.jenis, jenis)));
  if (!r) throw orderTidakDitemukan();
  const [[dto], items, riwayat] = await bersamaan(db, [
    () => keDto(db, [r]),
    () => db.select().from(orderItem).where(eq(orderItem.order_uid, uid)).orderBy(asc(orderItem.posisi)),
    () => db.select().from(orderRiwayat).where(eq(orderRiwayat.order_uid, uid)).orderBy(asc(orderRiwayat.id)),
  ]);
  if (!dto) throw orderTidakDitemukan();
  const tagihan = await tagihanPerSumber(
    db,
    [SUMBER_TAGIHAN],
    items.map((i) => i.uid),
  );
  return {
    ...dto,
    layanan_uid: r.o.layanan_uid,
    kunjungan_uid: r.o.kunjungan_uid,
    alasan_batal: r.o.alasan_batal,
    items: items.map((i) => ({
      uid: i.uid,
      ...jenisItem(i),
      kode: null,
      nama: i.nama,
      tagihan: tagihan.get(i.uid) ?? 0,
    })),
    riwayat: [
      {
        status: 'DIMINTA' as const,
        label_status: LABEL_STATUS_ORDER.DIMINTA,
        waktu: r.o.created_at.toISOString(),
        petugas: dto.dokter,
        catatan: r.o.catatan_klinis,
      },
      ...riwayat.map((h) => ({
        status: h.status,
        label_status: LABEL_STATUS_ORDER[h.status],
        waktu: h.waktu.toISOString(),
        petugas: h.nama_petugas,
        catatan: h.catatan,
      })),
    ],
  };
}
