import {
  type BarisHasilLab,
  type CatatanLangkah,
  LABEL_STATUS_VERSI_HASIL,
  type LaborDetail,
  pilihNilaiRujukan,
  teksRujukan,
  type VersiHasilLab,
} from '@rawat/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { nilaiRujukanLab, paketLab, paketLabItem, pemeriksaanLab } from '../../master/labor/labor.tables.ts';
import { orderItem } from '../penunjang.tables.ts';
import { kepalaOrder } from '../unit.baca.ts';
import {
  kunciOrder,
  logUnit,
  type OrderTerkunci,
  pasienOrder,
  pastikanStatus,
  pindahStatus,
  tagihOrder,
} from '../unit.service.ts';
import { hasilLab, hasilLabVersi } from './labor.tables.ts';

type BarisBaru = typeof hasilLab.$inferInsert;

/**
 * The lines of a new result sheet: every live order line, a package expanded into its tests in the
 * package's order, each with the catalogue's unit and the reference range for the patient's sex and
 * age on `pada` (pilihNilaiRujukan: the sex's own range first, else the both-sexes one).
 */
async function barisLembar(
  tx: Tx,
  o: OrderTerkunci,
  pasien: { jenis_kelamin: string; tanggal_lahir: string },
  pada: Date,
): Promise<Omit<BarisBaru, 'versi_uid'>[]> {
  const items = await tx
    .select()
    .from(orderItem)
    .where(eq(orderItem.order_uid, o.uid))
    .orderBy(asc(orderItem.posisi));
  const paketUids = items.flatMap((i) => (i.paket_lab_uid ? [i.paket_lab_uid] : []));
  const isiPaket = paketUids.length
    ? await tx
        .select({
          paket_uid: paketLabItem.paket_uid,
          pemeriksaan_uid: paketLabItem.pemeriksaan_uid,
          nama: paketLab.nama,
        })
        .from(paketLabItem)
        .innerJoin(paketLab, eq(paketLab.uid, paketLabItem.paket_uid))
        .where(inArray(paketLabItem.paket_uid, paketUids))
        .orderBy(asc(paketLabItem.urutan))
    : [];
  const urutan = items
    .filter((i) => i.status !== 'BATAL')
    .flatMap((i) =>
      i.pemeriksaan_lab_uid
        ? [{ item: i.uid, tes: i.pemeriksaan_lab_uid, paket: null as string | null }]
        : isiPaket
            .filter((p) => p.paket_uid === i.paket_lab_uid)
            .map((p) => ({ item: i.uid, tes: p.pemeriksaan_uid, paket: p.nama })),
    );
  const tesUids = [...new Set(urutan.map((u) => u.tes))];
  if (!tesUids.length) return [];
  const tes = await tx.select().from(pemeriksaanLab).where(inArray(pemeriksaanLab.uid, tesUids));
  const rentang = await tx
    .select()
    .from(nilaiRujukanLab)
    .where(inArray(nilaiRujukanLab.pemeriksaan_uid, tesUids))
    .orderBy(asc(nilaiRujukanLab.urutan));
  const perTes = new Map(tes.map((t) => [t.uid, t]));
  return urutan.flatMap((u, i) => {
    const t = perTes.get(u.tes);
    if (!t) return [];
    const r = pilihNilaiRujukan(
      rentang
        .filter((x) => x.pemeriksaan_uid === t.uid)
        .map((x) => ({ ...x, jenis_kelamin: x.jenis_kelamin as 'L' | 'P' | null })),
      { jenis_kelamin: pasien.jenis_kelamin, tanggal_lahir: pasien.tanggal_lahir, tanggal_periksa: pada },
    );
    const normal = t.pilihan.filter((p) => p.normal).map((p) => p.nilai);
    const rujukan =
      t.jenis_hasil === 'ANGKA'
        ? r
          ? teksRujukan(r, t.desimal)
          : null
        : (r?.teks_normal ?? (normal.length ? normal.join(' / ') : null));
    return [
      {
        order_item_uid: u.item,
        pemeriksaan_uid: t.uid,
        posisi: i + 1,
        paket: u.paket,
        kode: t.kode,
        nama: t.nama,
        kelompok: t.kelompok,
        spesimen: t.spesimen,
        metode: t.metode,
        satuan: t.satuan,
        jenis_hasil: t.jenis_hasil,
        desimal: t.desimal,
        pilihan: t.pilihan,
        nilai_min: t.jenis_hasil === 'ANGKA' ? (r?.nilai_min ?? null) : null,
        nilai_maks: t.jenis_hasil === 'ANGKA' ? (r?.nilai_maks ?? null) : null,
        kritis_min: t.jenis_hasil === 'ANGKA' ? (r?.kritis_min ?? null) : null,
        kritis_maks: t.jenis_hasil === 'ANGKA' ? (r?.kritis_maks ?? null) : null,
        rujukan,
      },
    ];
  });
}

/**
 * POST /labor/:uid/sampel: the specimen is taken (DIMINTA → SAMPEL_DIAMBIL). In the same
 * transaction: every line is charged (docs/penunjang.md: the lab charges at sample taking, the
 * moment the test is performed for the patient), result sheet version 1 is written with the
 * ranges for this patient, and the step goes on the timeline. The label is printed after it.
 */
export async function ambilSampel(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: CatatanLangkah,
): Promise<LaborDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'LABOR');
    pastikanStatus(o, ['DIMINTA'], 'sampel hanya dapat diambil dari order berstatus Diminta');
    const p = await pasienOrder(tx, o);
    const total = await tagihOrder(tx, ctx, o, p.penjamin);
    const baris = await barisLembar(tx, o, p, ctx.now());
    const [v] = await tx
      .insert(hasilLabVersi)
      .values({ order_uid: o.uid, versi: 1, dibuat_oleh: ctx.user?.uid ?? null, created_at: ctx.now() })
      .returning({ uid: hasilLabVersi.uid });
    if (!v) throw new Error('insert hasil_lab_versi tanpa hasil');
    if (baris.length) await tx.insert(hasilLab).values(baris.map((b) => ({ ...b, versi_uid: v.uid })));
    await pindahStatus(tx, ctx, o, 'SAMPEL_DIAMBIL', input.catatan);
    const spesimen = [...new Set(baris.map((b) => b.spesimen))].join(', ');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'labor.sampel',
        entitas: 'order_penunjang',
        entitas_id: o.uid,
        keterangan: `Sampel ${o.nomor} diambil (${spesimen}) – ${p.no_rm} ${p.nama}`,
        detail: { sebelum: { status: o.status }, sesudah: { status: 'SAMPEL_DIAMBIL', tagihan: total } },
      },
      ...logUnit(o, `Sampel laboratorium ${o.nomor} diambil: ${spesimen || '-'}`),
    });
  });
  return bacaLabor(db, uid);
}

/** POST /labor/:uid/proses: the lab has received the specimen and runs it (→ DIPROSES). */
export async function prosesSampel(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: CatatanLangkah,
): Promise<LaborDetail> {
  await db.transaction(async (tx) => {
    const o = await kunciOrder(tx, uid, 'LABOR');
    pastikanStatus(o, ['SAMPEL_DIAMBIL'], 'hanya sampel yang sudah diambil yang dapat diproses');
    await pindahStatus(tx, ctx, o, 'DIPROSES', input.catatan);
    await catatAktivitas(tx, ctx, {
      aksi: 'labor.proses',
      entitas: 'order_penunjang',
      entitas_id: o.uid,
      keterangan: `Sampel ${o.nomor} diproses`,
      detail: { sebelum: { status: o.status }, sesudah: { status: 'DIPROSES' } },
    });
  });
  return bacaLabor(db, uid);
}

type BarisRow = typeof hasilLab.$inferSelect;
type VersiRow = typeof hasilLabVersi.$inferSelect;

export function keBaris(r: BarisRow): BarisHasilLab {
  return {
    uid: r.uid,
    order_item_uid: r.order_item_uid,
    paket: r.paket,
    pemeriksaan_uid: r.pemeriksaan_uid,
    kode: r.kode,
    nama: r.nama,
    kelompok: r.kelompok,
    spesimen: r.spesimen,
    metode: r.metode,
    satuan: r.satuan,
    jenis_hasil: r.jenis_hasil,
    desimal: r.desimal,
    pilihan: r.pilihan,
    nilai_min: r.nilai_min,
    nilai_maks: r.nilai_maks,
    kritis_min: r.kritis_min,
    kritis_maks: r.kritis_maks,
    rujukan: r.rujukan,
    nilai: r.nilai,
    flag: r.flag,
    catatan: r.catatan,
  };
}

function keVersi(v: VersiRow, baris: BarisRow[]): VersiHasilLab {
  const { status } = v;
  return {
    uid: v.uid,
    versi: v.versi,
    status,
    label_status: LABEL_STATUS_VERSI_HASIL[status],
    catatan: v.catatan,
    alasan_koreksi: v.alasan_koreksi,
    diisi_oleh: v.diisi_oleh_nama,
    diisi_pada: v.diisi_pada?.toISOString() ?? null,
    validator: v.validator_nama,
    divalidasi_pada: v.divalidasi_pada?.toISOString() ?? null,
    dikoreksi_pada: v.dikoreksi_pada?.toISOString() ?? null,
    baris: baris.filter((b) => b.versi_uid === v.uid).map(keBaris),
  };
}

/** Every version of an order's sheet with its lines, newest first. */
export async function versiLembar(db: DbOrTx, orderUid: string): Promise<VersiHasilLab[]> {
  const versi = await db
    .select()
    .from(hasilLabVersi)
    .where(eq(hasilLabVersi.order_uid, orderUid))
    .orderBy(desc(hasilLabVersi.versi));
  if (!versi.length) return [];
  const baris = await db
    .select()
    .from(hasilLab)
    .where(
      inArray(
        hasilLab.versi_uid,
        versi.map((v) => v.uid),
      ),
    )
    .orderBy(asc(hasilLab.posisi));
  return versi.map((v) => keVersi(v, baris));
}

/** GET /labor/:uid: the order, its course, the sheet in force and the corrected versions. */
export async function bacaLabor(db: DbOrTx, uid: string): Promise<LaborDetail> {
  const kepala = await kepalaOrder(db, uid, 'LABOR');
  const versi = await versiLembar(db, uid);
  return {
    ...kepala,
    hasil: versi.find((v) => v.status !== 'DIKOREKSI') ?? null,
    versi_lama: versi.filter((v) => v.status === 'DIKOREKSI'),
  };
}

/** The sheet in force of a locked order, with its rows. */
export async function lembarBerlaku(tx: Tx, orderUid: string) {
  const [v] = await tx
    .select()
    .from(hasilLabVersi)
    .where(and(eq(hasilLabVersi.order_uid, orderUid), inArray(hasilLabVersi.status, ['DRAFT', 'VALID'])));
  if (!v) throw new Error(`order ${orderUid} tanpa lembar hasil`);
  const baris = await tx
    .select()
    .from(hasilLab)
    .where(eq(hasilLab.versi_uid, v.uid))
    .orderBy(asc(hasilLab.posisi));
  return { v, baris };
}
