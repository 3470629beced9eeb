import {
  type GOLONGAN_OBAT,
  type JenisDetailResep,
  LABEL_STATUS_RESEP,
  LABEL_TAHAP_RESEP,
  type ListEnvelope,
  namaBergelar,
  type ObatResep,
  type PagingQuery,
  type PenjaminKunjungan,
  type Resep,
  type ResepDetail,
  type ResepRingkas,
  type StatusResep,
  type TahapResep,
  tahapResep,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { aturanObatSetelahLunas } from '../../kasir/pengaturan/pengaturan-penjamin.service.ts';
import { belumDibayarPerSumber, tagihanPerSumber } from '../../kasir/transaksi.service.ts';

/** The charges a dispensed prescription writes (resep.pelayanan.ts): one per line or compound part. */
const SUMBER_OBAT = ['resep_detail', 'resep_racikan'] as const;

import { setelahHariJakarta, tanggalJakarta } from '../../../platform/waktu.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { poli } from '../../master/poli/poli.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { ambilLayananKlinis, periksaBolehBaca } from '../../pelayanan/layanan-klinis.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSediaan } from '../master/master.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { resepTidakDitemukan } from './resep.errors.ts';
import { resep, resepDetail, resepRacikan } from './resep.tables.ts';

const kolom = {
  r: resep,
  pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
  poli: { uid: poli.uid, nama: poli.nama },
  penjamin: kunjungan.penjamin,
  dok: {
    uid: pegawai.uid,
    nama: pegawai.nama,
    gelar_depan: pegawai.gelar_depan,
    gelar_belakang: pegawai.gelar_belakang,
  },
  lokasi: { uid: farmasiLokasi.uid, nama: farmasiLokasi.nama },
};

function pilih(db: DbOrTx) {
  return db
    .select(kolom)
    .from(resep)
    .innerJoin(pasien, eq(pasien.uid, resep.pasien_uid))
    .innerJoin(layanan, eq(layanan.uid, resep.layanan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, resep.kunjungan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, resep.dokter_uid))
    .leftJoin(farmasiLokasi, eq(farmasiLokasi.uid, resep.lokasi_uid));
}
type Baris = Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function keDasar({ r, pasien: p, poli: pl, penjamin, dok, lokasi }: Baris) {
  const status = r.status;
  const tahap = tahapResep(status, r.diserahkan_pada !== null);
  return {
    uid: r.uid,
    nomor: r.nomor,
    status,
    label_status: LABEL_STATUS_RESEP[status],
    alasan: r.alasan,
    catatan: r.catatan,
    layanan_uid: r.layanan_uid,
    kunjungan_uid: r.kunjungan_uid,
    pasien: p,
    poli: pl,
    penjamin: penjamin as PenjaminKunjungan,
    dokter: dok ? { uid: dok.uid, nama: namaBergelar(dok) } : null,
    lokasi,
    nomor_antrian: r.nomor_antrian,
    tahap,
    label_tahap: LABEL_TAHAP_RESEP[tahap],
    disetujui_pada: iso(r.disetujui_pada),
    selesai_pada: iso(r.selesai_pada),
    dipanggil_pada: iso(r.dipanggil_pada),
    dipanggil_kali: r.dipanggil_kali,
    diserahkan_pada: iso(r.diserahkan_pada),
    penerima: r.penerima,
    diretur_pada: iso(r.diretur_pada),
    alasan_retur: r.alasan_retur,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const kolomProduk = {
  uid: farmasiProduk.uid,
  kode: farmasiProduk.kode,
  nama: farmasiProduk.nama,
  satuan_dasar: farmasiProduk.satuan_dasar,
};

/** Prescriptions with their lines by position and each racikan's mix_detail by position. */
async function keDto(db: DbOrTx, rows: Baris[]): Promise<Resep[]> {
  if (!rows.length) return [];
  const detail = await db
    .select({ d: resepDetail, produk: kolomProduk })
    .from(resepDetail)
    .leftJoin(farmasiProduk, eq(farmasiProduk.uid, resepDetail.produk_uid))
    .where(
      inArray(
        resepDetail.resep_uid,
        rows.map((r) => r.r.uid),
      ),
    )
    .orderBy(asc(resepDetail.posisi));
  const racikanUid = detail.filter((d) => d.d.jenis === 'RACIKAN').map((d) => d.d.uid);
  const mix = racikanUid.length
    ? await db
        .select({ m: resepRacikan, produk: kolomProduk })
        .from(resepRacikan)
        .innerJoin(farmasiProduk, eq(farmasiProduk.uid, resepRacikan.produk_uid))
        .where(inArray(resepRacikan.resep_detail_uid, racikanUid))
        .orderBy(asc(resepRacikan.posisi))
    : [];
  const dikeluarkan = rows.some((r) => r.r.selesai_pada !== null);
  const sumberUids = [...detail.map((d) => d.d.uid), ...mix.map((m) => m.m.uid)];
  const [tagihan, belumDibayar, aturan] = await bersamaan(db, [
    () =>
      dikeluarkan
        ? tagihanPerSumber(db, SUMBER_OBAT, sumberUids)
        : Promise.resolve(new Map<string, number>()),
    () =>
      dikeluarkan
        ? belumDibayarPerSumber(db, SUMBER_OBAT, sumberUids)
        : Promise.resolve(new Map<string, number>()),
    () => aturanObatSetelahLunas(db),
  ]);
  // What the cashier has not yet taken of each prescription's OBAT charges (issue 17).
  const belumPerResep = new Map<string, number>();
  const detailKeResep = new Map(detail.map((d) => [d.d.uid, d.d.resep_uid]));
  for (const d of detail) {
    const n = belumDibayar.get(d.d.uid);
    if (n) belumPerResep.set(d.d.resep_uid, (belumPerResep.get(d.d.resep_uid) ?? 0) + n);
  }
  for (const m of mix) {
    const n = belumDibayar.get(m.m.uid);
    const resepUid = detailKeResep.get(m.m.resep_detail_uid);
    if (n && resepUid) belumPerResep.set(resepUid, (belumPerResep.get(resepUid) ?? 0) + n);
  }
  const totalBaris = (uid: string, mixUids: string[]) =>
    tagihan.size ? [uid, ...mixUids].reduce((n, u) => n + (tagihan.get(u) ?? 0), 0) : null;
  const keDetail = ({ d, produk }: (typeof detail)[number]): ResepDetail => ({
    uid: d.uid,
    config: { position: d.posisi },
    jenis: d.jenis,
    produk,
    nama_racikan: d.nama_racikan,
    bentuk: d.bentuk_racikan,
    jumlah: d.jumlah,
    satuan: d.satuan,
    aturan_pakai: d.aturan_pakai,
    catatan: d.catatan,
    mix_detail: mix
      .filter((m) => m.m.resep_detail_uid === d.uid)
      .map(({ m, produk: p }) => ({
        uid: m.uid,
        position: m.posisi,
        produk: p,
        jumlah: Number(m.jumlah),
        dosis: m.dosis,
      })),
    total: totalBaris(
      d.uid,
      mix.filter((m) => m.m.resep_detail_uid === d.uid).map((m) => m.m.uid),
    ),
  });
  return rows.map((b) => ({
    ...keDasar(b),
    detail: detail.filter((d) => d.d.resep_uid === b.r.uid).map(keDetail),
    tagihan_obat: {
      wajib_lunas: aturan[b.penjamin as PenjaminKunjungan] ?? false,
      belum_dibayar: belumPerResep.get(b.r.uid) ?? 0,
    },
  }));
}

/** One prescription with its lines; 404 when there is none. */
export async function ambilResep(db: DbOrTx, uid: string): Promise<Resep> {
  const [r] = await keDto(db, await pilih(db).where(eq(resep.uid, uid)));
  if (!r) throw resepTidakDitemukan();
  return r;
}

/** The prescriptions of a layanan, newest first, for whoever may read its chart. */
export async function daftarResepLayanan(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<Resep[]> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  return daftarResep(db, layananUid);
}

/** The prescriptions of a layanan, newest first, without a permission check (resume, print). */
export async function daftarResep(db: DbOrTx, layananUid: string): Promise<Resep[]> {
  const rows = await pilih(db)
    .where(eq(resep.layanan_uid, layananUid))
    .orderBy(desc(resep.created_at), desc(resep.nomor));
  return keDto(db, rows);
}

export interface SaringResep extends PagingQuery {
  status?: StatusResep;
  tahap?: TahapResep;
  tanggal?: string;
}

/**
 * The SQL condition for a queue stage (TAHAP_RESEP). Constants, not parameters: the open queue's
 * three stages together are the predicate of the partial index resep_antrean_idx, which the
 * planner can only match against literal values.
 */
export function syaratTahap(tahap: TahapResep): SQL {
  switch (tahap) {
    case 'DIMINTA':
      return sql`${resep.status} = 'REQUEST'`;
    case 'DISIAPKAN':
      return sql`${resep.status} = 'APPROVED'`;
    case 'SIAP':
      return sql`(${resep.status} = 'DONE' and ${resep.diserahkan_pada} is null)`;
    case 'DISERAHKAN':
      return sql`(${resep.status} = 'DONE' and ${resep.diserahkan_pada} is not null)`;
    case 'DITOLAK':
      return sql`${resep.status} = 'REJECTED'`;
    case 'DIRETUR':
      return sql`${resep.status} = 'RETUR'`;
  }
}

const jumlahBaris = (jenis: JenisDetailResep) =>
  sql<number>`(select count(*) from ${resepDetail} where ${resepDetail.resep_uid} = ${resep.uid} and ${resepDetail.jenis} = ${jenis})::int`;

/**
 * The pharmacy's list: prescriptions in `status` (or in `bawaan` when none is asked), of a day
 * (Jakarta), matching a patient name, No. RM or prescription number. The open list serves the
 * oldest first (a queue); the history the newest first.
 */
export async function daftarResepFarmasi(
  db: DbOrTx,
  q: SaringResep,
  bawaan: readonly TahapResep[],
  urutan: 'antrean' | 'terbaru',
): Promise<ListEnvelope<ResepRingkas>> {
  // The list's own stages always apply; a status or stage asked for narrows within them (the
  // history's DONE means handed over, never a prescription still waiting at the counter).
  const syarat: SQL[] = [];
  const tahap = or(...bawaan.map(syaratTahap));
  if (tahap) syarat.push(tahap);
  if (q.status) syarat.push(eq(resep.status, q.status));
  if (q.tahap) syarat.push(syaratTahap(q.tahap));
  // A queue shows what is still waiting: a prescription written yesterday and not yet served is
  // in today's queue. The history is per day.
  // As a range on created_at, so resep_status_idx (status, created_at) finds the day at any size.
  if (q.tanggal) {
    syarat.push(lt(resep.created_at, setelahHariJakarta(q.tanggal)));
    if (urutan !== 'antrean') syarat.push(gte(resep.created_at, tanggalJakarta(q.tanggal)));
  }
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(pasien.nama, pola), ilike(pasien.no_rm, pola), ilike(resep.nomor, pola));
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const arah = urutan === 'antrean' ? asc : desc;
  const [rows, [total]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          ...kolom,
          jumlah_obat: jumlahBaris('NON_RACIKAN'),
          jumlah_racikan: jumlahBaris('RACIKAN'),
        })
        .from(resep)
        .innerJoin(pasien, eq(pasien.uid, resep.pasien_uid))
        .innerJoin(layanan, eq(layanan.uid, resep.layanan_uid))
        .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
        .innerJoin(kunjungan, eq(kunjungan.uid, resep.kunjungan_uid))
        .leftJoin(pegawai, eq(pegawai.uid, resep.dokter_uid))
        .leftJoin(farmasiLokasi, eq(farmasiLokasi.uid, resep.lokasi_uid))
        .where(where)
        .orderBy(arah(resep.created_at), arah(resep.nomor))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    // The patient is joined only to search by name: every prescription has one.
    () =>
      (q.search
        ? db.select({ n: count() }).from(resep).innerJoin(pasien, eq(pasien.uid, resep.pasien_uid))
        : db.select({ n: count() }).from(resep)
      ).where(where),
  ]);
  return envelope(
    rows.map((r) => ({ ...keDasar(r), jumlah_obat: r.jumlah_obat, jumlah_racikan: r.jumlah_racikan })),
    total?.n ?? 0,
    q,
  );
}

/** Active products for the doctor's prescription form, by name, generic name or code. */
export async function cariObatResep(db: DbOrTx, q: PagingQuery): Promise<ListEnvelope<ObatResep>> {
  const p = farmasiProduk;
  const syarat: SQL[] = [eq(p.status, 'AKTIF')];
  if (q.search) {
    const pola = likePattern(q.search);
    const cari = or(ilike(p.nama, pola), ilike(p.nama_generik, pola), ilike(p.kode, pola));
    if (cari) syarat.push(cari);
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await bersamaan(db, [
    () => {
      const query = db
        .select({
          uid: p.uid,
          kode: p.kode,
          nama: p.nama,
          nama_generik: p.nama_generik,
          sediaan: farmasiSediaan.nama,
          satuan_dasar: p.satuan_dasar,
          fornas: p.fornas,
          formularium: p.formularium,
          golongan: p.golongan,
          high_alert: p.high_alert,
        })
        .from(p)
        .leftJoin(farmasiSediaan, eq(farmasiSediaan.uid, p.sediaan_uid))
        .where(where)
        .orderBy(asc(p.nama), asc(p.kode))
        .offset(offset);
      return limit === undefined ? query : query.limit(limit);
    },
    () => db.select({ n: count() }).from(p).where(where),
  ]);
  return envelope(
    rows.map((r) => ({ ...r, golongan: r.golongan as (typeof GOLONGAN_OBAT)[number] })),
    total?.n ?? 0,
    q,
  );
}
