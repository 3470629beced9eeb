import {
  type BarisResepStay,
  type BiayaOrder,
  namaBergelar,
  type RencanaObat,
  type RencanaObatInput,
  usulJamDariSigna,
} from '@rawat/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { farmasiProduk } from '../../farmasi/produk/produk.tables.ts';
import { resep, resepDetail } from '../../farmasi/resep/resep.tables.ts';
import { transaksi } from '../../kasir/kasir.tables.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import {
  ambilLayananKlinis,
  type LayananKlinis,
  layananUntukTulis,
  periksaBolehBaca,
} from '../../pelayanan/layanan-klinis.ts';
import { rencanaObat } from '../ranap.tables.ts';
import * as galat from './obat.errors.ts';

// The medicine plan of a stay (rencana_obat, the doctor's) and the medication administration
// record (pemberian_obat, the nurse's): docs/ranap/obat.md.

/** The stay's layanan, for reading: 404 unless it is a stay, then the chart's read rule. */
export async function stayUntukBaca(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<LayananKlinis> {
  const l = await ambilStay(db, layananUid);
  periksaBolehBaca(ctx, l);
  return l;
}

export async function ambilStay(db: DbOrTx, layananUid: string): Promise<LayananKlinis> {
  const [ada] = await db.select({ jenis: layanan.jenis }).from(layanan).where(eq(layanan.uid, layananUid));
  if (ada?.jenis !== 'RAWAT_INAP') throw galat.perawatanTidakDitemukan();
  return ambilLayananKlinis(db, layananUid);
}

/** 409 once the patient has gone home: the plan and the record are closed with the stay. */
export async function pastikanDirawat(tx: DbOrTx, layananUid: string) {
  const [p] = await tx
    .select({ status: perawatanInap.status })
    .from(perawatanInap)
    .where(eq(perawatanInap.layanan_uid, layananUid));
  if (!p) throw galat.perawatanTidakDitemukan();
  if (p.status !== 'DIRAWAT') throw galat.perawatanSelesai();
}

type BarisRencana = typeof rencanaObat.$inferSelect & {
  d: { uid: string; nama: string; gelar_depan: string | null; gelar_belakang: string | null } | null;
};

function keRencana(r: BarisRencana): RencanaObat {
  return {
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    resep_detail_uid: r.resep_detail_uid,
    produk_uid: r.produk_uid,
    nama_obat: r.nama_obat,
    dosis: r.dosis,
    rute: r.rute,
    jam: [...r.jam].sort(),
    mulai: r.mulai,
    selesai: r.selesai,
    dokter: r.d ? { uid: r.d.uid, nama: namaBergelar(r.d) } : null,
    dihentikan_pada: r.dihentikan_pada?.toISOString() ?? null,
    alasan_henti: r.alasan_henti,
    created_at: r.created_at.toISOString(),
  };
}

export async function bacaRencana(db: DbOrTx, layananUid: string, uid?: string): Promise<RencanaObat[]> {
  const rows = await db
    .select({
      r: rencanaObat,
      d: {
        uid: pegawai.uid,
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
    })
    .from(rencanaObat)
    .leftJoin(pegawai, eq(pegawai.uid, rencanaObat.dokter_uid))
    .where(and(eq(rencanaObat.layanan_uid, layananUid), uid ? eq(rencanaObat.uid, uid) : undefined))
    .orderBy(desc(rencanaObat.created_at), asc(rencanaObat.nama_obat));
  return rows.map(({ r, d }) => keRencana({ ...r, d }));
}

/** GET …/rencana-obat: every plan of the stay, stopped ones too, newest first. */
export async function daftarRencanaObat(db: Db, ctx: Ctx, layananUid: string): Promise<RencanaObat[]> {
  await stayUntukBaca(db, ctx, layananUid);
  return bacaRencana(db, layananUid);
}

/**
 * POST …/rencana-obat: the doctor's daily plan of one medicine. From a prescription line of this
 * stay (the medicine and its name come from the line), a product, or a name typed (a medicine
 * the patient brought). A line already planned and still running is a 409.
 */
export async function tambahRencanaObat(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: RencanaObatInput,
): Promise<RencanaObat> {
  const uid = await db.transaction(async (tx) => {
    await ambilStay(tx, layananUid);
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    await pastikanDirawat(tx, l.uid);
    let produkUid = input.produk_uid ?? null;
    let nama = input.nama_obat?.trim() || null;
    if (input.resep_detail_uid) {
      const [d] = await tx
        .select({
          produk_uid: resepDetail.produk_uid,
          nama: farmasiProduk.nama,
          racikan: resepDetail.nama_racikan,
        })
        .from(resepDetail)
        .innerJoin(resep, eq(resep.uid, resepDetail.resep_uid))
        .leftJoin(farmasiProduk, eq(farmasiProduk.uid, resepDetail.produk_uid))
        .where(and(eq(resepDetail.uid, input.resep_detail_uid), eq(resep.layanan_uid, l.uid)));
      if (!d) throw galat.barisResepBukanMilik();
      produkUid = d.produk_uid;
      nama = nama ?? d.nama ?? d.racikan;
      const [jalan] = await tx
        .select({ uid: rencanaObat.uid })
        .from(rencanaObat)
        .where(
          and(eq(rencanaObat.resep_detail_uid, input.resep_detail_uid), isNull(rencanaObat.dihentikan_pada)),
        );
      if (jalan) throw galat.rencanaSudahAda(nama ?? '');
    }
    if (produkUid && !nama) {
      const [p] = await tx
        .select({ nama: farmasiProduk.nama })
        .from(farmasiProduk)
        .where(eq(farmasiProduk.uid, produkUid));
      if (!p) throw galat.obatTidakDikenal();
      nama = p.nama;
    } else if (produkUid) {
      const [p] = await tx
        .select({ uid: farmasiProduk.uid })
        .from(farmasiProduk)
        .where(eq(farmasiProduk.uid, produkUid));
      if (!p) throw galat.obatTidakDikenal();
    }
    const namaObat = nama ?? '';
    const sekarang = ctx.now();
    const [row] = await tx
      .insert(rencanaObat)
      .values({
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        resep_detail_uid: input.resep_detail_uid ?? null,
        produk_uid: produkUid,
        nama_obat: namaObat,
        dosis: input.dosis,
        rute: input.rute,
        jam: input.jam,
        mulai: input.mulai,
        selesai: input.selesai,
        dokter_uid: (await pegawaiPengguna(tx, ctx)).uid,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning({ uid: rencanaObat.uid });
    if (!row) throw new Error('insert rencana_obat tanpa hasil');
    await catatAktivitas(tx, ctx, {
      aksi: 'rencana_obat.create',
      entitas: 'rencana_obat',
      entitas_id: row.uid,
      keterangan: `Rencana obat ${namaObat} ${input.dosis} ${input.rute} pukul ${input.jam.join(', ')} (${l.pasien.no_rm} – ${l.pasien.nama})`,
      detail: { sesudah: { ...input, nama_obat: namaObat, produk_uid: produkUid } },
    });
    return row.uid;
  });
  const [r] = await bacaRencana(db, layananUid, uid);
  if (!r) throw galat.rencanaTidakDitemukan();
  return r;
}

/** The plan row of this stay, locked until the transaction ends (doses and the stop queue here). */
export async function kunciRencana(tx: Tx, layananUid: string, uid: string) {
  const [r] = await tx
    .select()
    .from(rencanaObat)
    .where(and(eq(rencanaObat.uid, uid), eq(rencanaObat.layanan_uid, layananUid)))
    .for('update');
  if (!r) throw galat.rencanaTidakDitemukan();
  return r;
}

/** PUT …/rencana-obat/:uid/hentikan: no dose is scheduled after this moment; the record stays. */
export async function hentikanRencanaObat(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  uid: string,
  alasan: string,
): Promise<RencanaObat> {
  await db.transaction(async (tx) => {
    await ambilStay(tx, layananUid);
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    await pastikanDirawat(tx, l.uid);
    const r = await kunciRencana(tx, l.uid, uid);
    if (r.dihentikan_pada) throw galat.rencanaSudahDihentikan(r.nama_obat);
    await tx
      .update(rencanaObat)
      .set({ dihentikan_pada: ctx.now(), alasan_henti: alasan })
      .where(eq(rencanaObat.uid, r.uid));
    await catatAktivitas(tx, ctx, {
      aksi: 'rencana_obat.stop',
      entitas: 'rencana_obat',
      entitas_id: r.uid,
      keterangan: `Menghentikan rencana obat ${r.nama_obat} (${l.pasien.no_rm} – ${l.pasien.nama}): ${alasan}`,
      detail: { sebelum: { dihentikan_pada: null }, sesudah: { alasan } },
    });
  });
  const [r] = await bacaRencana(db, layananUid, uid);
  if (!r) throw galat.rencanaTidakDitemukan();
  return r;
}

/**
 * GET …/resep-baris: the stay's prescription lines (not cancelled or returned), each with the
 * times its signa proposes (usulJamDariSigna) and the running plan made of it, if any.
 */
export async function barisResepStay(db: Db, ctx: Ctx, layananUid: string): Promise<BarisResepStay[]> {
  await stayUntukBaca(db, ctx, layananUid);
  const rows = await db
    .select({
      d: resepDetail,
      nomor: resep.nomor,
      status: resep.status,
      created_at: resep.created_at,
      produk: farmasiProduk.nama,
    })
    .from(resepDetail)
    .innerJoin(resep, eq(resep.uid, resepDetail.resep_uid))
    .leftJoin(farmasiProduk, eq(farmasiProduk.uid, resepDetail.produk_uid))
    .where(eq(resep.layanan_uid, layananUid))
    .orderBy(desc(resep.created_at), asc(resepDetail.posisi));
  const hidup = rows.filter((r) => r.status !== 'REJECTED' && r.status !== 'RETUR');
  const rencana = hidup.length
    ? await db
        .select({ uid: rencanaObat.uid, resep_detail_uid: rencanaObat.resep_detail_uid })
        .from(rencanaObat)
        .where(
          and(
            inArray(
              rencanaObat.resep_detail_uid,
              hidup.map((r) => r.d.uid),
            ),
            isNull(rencanaObat.dihentikan_pada),
          ),
        )
    : [];
  return hidup.map((r) => ({
    resep_detail_uid: r.d.uid,
    resep_uid: r.d.resep_uid,
    nomor_resep: r.nomor,
    status_resep: r.status,
    tanggal: r.created_at.toISOString(),
    produk_uid: r.d.produk_uid,
    nama_obat: r.produk ?? r.d.nama_racikan ?? '',
    jumlah: r.d.jumlah,
    satuan: r.d.satuan,
    aturan_pakai: r.d.aturan_pakai,
    usulan_jam: usulJamDariSigna(r.d.aturan_pakai),
    rencana_obat_uid: rencana.find((p) => p.resep_detail_uid === r.d.uid)?.uid ?? null,
  }));
}

/** The charge sources of orders, prescriptions and procedures (transaksi.sumber). */
const SUMBER_ORDER = ['order_item', 'resep_detail', 'resep_racikan', 'tindakan_layanan'];

/**
 * GET …/biaya-order: the charges of the stay's orders, medicines and procedures, newest first,
 * each at the class it was priced at (the bed's that moment); a reversed one is marked.
 */
export async function biayaOrderStay(db: Db, ctx: Ctx, layananUid: string): Promise<BiayaOrder[]> {
  await stayUntukBaca(db, ctx, layananUid);
  const rows = await db
    .select({
      uid: transaksi.uid,
      jenis: transaksi.jenis,
      nama: transaksi.nama,
      jumlah: transaksi.jumlah,
      harga_satuan: transaksi.harga_satuan,
      total: transaksi.total,
      kelas: transaksi.kelas,
      membalik_uid: transaksi.membalik_uid,
      created_at: transaksi.created_at,
    })
    .from(transaksi)
    .where(and(eq(transaksi.layanan_uid, layananUid), inArray(transaksi.sumber, SUMBER_ORDER)))
    .orderBy(desc(transaksi.created_at));
  const dibalik = new Set(rows.map((r) => r.membalik_uid).filter(Boolean));
  return rows
    .filter((r) => !r.membalik_uid)
    .map(({ membalik_uid: _, created_at, ...r }) => ({
      ...r,
      dibatalkan: dibalik.has(r.uid),
      created_at: created_at.toISOString(),
    }));
}
