import {
  HARI_HAMPIR_KEDALUWARSA,
  type JenisMutasiStok,
  type ListEnvelope,
  type MutasiQuery,
  type MutasiStok,
  type StokProduk,
  type StokQuery,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { tambahHari, tanggalJakarta } from '../../../platform/waktu.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk, farmasiProdukStokMinimum } from '../produk/produk.tables.ts';
import { farmasiStokBatch, farmasiStokMutasi } from '../stok/stok.tables.ts';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function barisSql<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const res = await db.execute(q);
  return (res as unknown as { rows: T[] }).rows;
}

/** The last day a batch counts as 'near expiry' when read on `hariIni`. */
export const batasHampirKedaluwarsa = (hariIni: string) => tambahHari(hariIni, HARI_HAMPIR_KEDALUWARSA);

interface BarisStok {
  produk_uid: string;
  kode: string;
  nama: string;
  satuan_dasar: string;
  lokasi_uid: string;
  lokasi_kode: string;
  lokasi_nama: string;
  jumlah: number | string;
  nilai: number | string;
  stok_minimum: number | null;
  kedaluwarsa_terdekat: string | null;
  total: number | string;
}

/**
 * Stock on hand per product per location (docs/farmasi.md "Stock"): every pair that ever held a
 * batch or has a minimum set there, so an empty shelf that should be stocked still shows (0).
 * Quantity and value are the sums over the batches; the batches themselves come with each row.
 */
export async function daftarStok(db: DbOrTx, ctx: Ctx, q: StokQuery): Promise<ListEnvelope<StokProduk>> {
  const hariIni = toJakartaIsoDate(ctx.now());
  const batas = batasHampirKedaluwarsa(hariIni);
  const b = farmasiStokBatch;
  const syarat: SQL[] = [];
  if (q.lokasi_uid) syarat.push(sql`a.lokasi_uid = ${q.lokasi_uid}`);
  if (q.produk_uid) syarat.push(sql`a.produk_uid = ${q.produk_uid}`);
  if (q.search) {
    const pola = likePattern(q.search);
    syarat.push(sql`(p.nama ilike ${pola} or p.kode ilike ${pola} or p.nama_generik ilike ${pola})`);
  }
  if (q.di_bawah_minimum === 'true')
    syarat.push(sql`m.stok_minimum is not null and a.jumlah < m.stok_minimum`);
  if (q.hampir_kedaluwarsa === 'true')
    syarat.push(sql`a.kedaluwarsa_terdekat is not null and a.kedaluwarsa_terdekat <= ${batas}::date`);
  const where = syarat.length ? sql`where ${sql.join(syarat, sql` and `)}` : sql``;
  const { limit, offset } = pageWindow(q);
  const halaman = (lim: number | undefined, off: number) =>
    barisSql<BarisStok>(
      db,
      sql`with pasangan as (
        select ${b.produk_uid} as produk_uid, ${b.lokasi_uid} as lokasi_uid from ${b}
        union
        select ${farmasiProdukStokMinimum.produk_uid}, ${farmasiProdukStokMinimum.lokasi_uid} from ${farmasiProdukStokMinimum}
      ), a as (
        select ps.produk_uid, ps.lokasi_uid,
          coalesce(sum(sb.jumlah), 0)::bigint as jumlah,
          coalesce(sum(sb.jumlah::bigint * sb.harga_satuan), 0)::bigint as nilai,
          min(sb.kedaluwarsa) filter (where sb.jumlah > 0) as kedaluwarsa_terdekat
        from pasangan ps
        left join farmasi_stok_batch sb on sb.produk_uid = ps.produk_uid and sb.lokasi_uid = ps.lokasi_uid
        group by ps.produk_uid, ps.lokasi_uid
      )
      select a.produk_uid, p.kode, p.nama, p.satuan_dasar,
        a.lokasi_uid, l.kode as lokasi_kode, l.nama as lokasi_nama,
        a.jumlah, a.nilai, m.stok_minimum, to_char(a.kedaluwarsa_terdekat, 'YYYY-MM-DD') as kedaluwarsa_terdekat,
        count(*) over () as total
      from a
      join ${farmasiProduk} p on p.uid = a.produk_uid
      join ${farmasiLokasi} l on l.uid = a.lokasi_uid
      left join ${farmasiProdukStokMinimum} m on m.produk_uid = a.produk_uid and m.lokasi_uid = a.lokasi_uid
      ${where}
      order by p.nama, p.kode, l.nama
      ${lim !== undefined ? sql`limit ${lim}` : sql``} offset ${off}`,
    );
  const rows = await halaman(limit, offset);
  // A page past the end still reports how many there are.
  const total = Number((rows.length || offset === 0 ? rows : await halaman(1, 0))[0]?.total ?? 0);
  const batches = rows.length
    ? await db
        .select({
          uid: b.uid,
          produk_uid: b.produk_uid,
          lokasi_uid: b.lokasi_uid,
          batch: b.batch,
          kedaluwarsa: b.kedaluwarsa,
          jumlah: b.jumlah,
          harga_satuan: b.harga_satuan,
        })
        .from(b)
        .where(
          and(
            gte(b.jumlah, 1),
            or(...rows.map((r) => and(eq(b.produk_uid, r.produk_uid), eq(b.lokasi_uid, r.lokasi_uid)))),
          ),
        )
        .orderBy(asc(b.kedaluwarsa), asc(b.batch))
    : [];
  const perPasangan = new Map<string, StokProduk['batches']>();
  for (const x of batches) {
    const k = `${x.produk_uid}|${x.lokasi_uid}`;
    const daftar = perPasangan.get(k) ?? [];
    daftar.push({
      uid: x.uid,
      batch: x.batch,
      kedaluwarsa: x.kedaluwarsa,
      jumlah: x.jumlah,
      harga_satuan: Number(x.harga_satuan),
    });
    perPasangan.set(k, daftar);
  }
  return envelope(
    rows.map((r) => ({
      produk: { uid: r.produk_uid, kode: r.kode, nama: r.nama, satuan_dasar: r.satuan_dasar },
      lokasi: { uid: r.lokasi_uid, kode: r.lokasi_kode, nama: r.lokasi_nama },
      jumlah: Number(r.jumlah),
      nilai: Number(r.nilai),
      stok_minimum: r.stok_minimum === null ? null : Number(r.stok_minimum),
      kedaluwarsa_terdekat: r.kedaluwarsa_terdekat,
      batches: perPasangan.get(`${r.produk_uid}|${r.lokasi_uid}`) ?? [],
    })),
    total,
    q,
  );
}

/** Ledger filters shared by the stock card, the issue log and the reports. */
export interface SaringMutasi {
  lokasi_uid?: string | undefined;
  produk_uid?: string | undefined;
  jenis?: readonly JenisMutasiStok[] | undefined;
  dari?: string | undefined;
  sampai?: string | undefined;
  search?: string | undefined;
}

export function syaratMutasi(s: SaringMutasi): SQL | undefined {
  const m = farmasiStokMutasi;
  return and(
    s.lokasi_uid ? eq(m.lokasi_uid, s.lokasi_uid) : undefined,
    s.produk_uid ? eq(m.produk_uid, s.produk_uid) : undefined,
    s.jenis?.length ? inArray(m.jenis, [...s.jenis]) : undefined,
    // Dates are Jakarta calendar days, both ends included.
    s.dari ? gte(m.created_at, tanggalJakarta(s.dari)) : undefined,
    s.sampai ? lt(m.created_at, tanggalJakarta(tambahHari(s.sampai, 1))) : undefined,
    s.search
      ? or(
          ilike(farmasiProduk.nama, likePattern(s.search)),
          ilike(farmasiProduk.kode, likePattern(s.search)),
          ilike(m.nomor_dokumen, likePattern(s.search)),
        )
      : undefined,
  );
}

/** Ledger rows, newest first (the stock card and the issue log). */
export async function daftarMutasiTersaring(
  db: DbOrTx,
  s: SaringMutasi,
  q: { offset: number; limit: number; limitless: boolean },
): Promise<ListEnvelope<MutasiStok>> {
  const m = farmasiStokMutasi;
  const where = syaratMutasi(s);
  const { limit, offset } = pageWindow({ ...q, search: undefined });
  const dasar = () =>
    db
      .select({
        uid: m.uid,
        waktu: m.created_at,
        jenis: m.jenis,
        produk_uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
        lokasi_uid: farmasiLokasi.uid,
        lokasi_nama: farmasiLokasi.nama,
        batch: farmasiStokBatch.batch,
        kedaluwarsa: farmasiStokBatch.kedaluwarsa,
        jumlah: m.jumlah,
        sisa: m.sisa,
        harga_satuan: m.harga_satuan,
        nomor_dokumen: m.nomor_dokumen,
        keterangan: m.keterangan,
        oleh: akun.nama,
      })
      .from(m)
      .innerJoin(farmasiProduk, eq(farmasiProduk.uid, m.produk_uid))
      .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, m.lokasi_uid))
      .innerJoin(farmasiStokBatch, eq(farmasiStokBatch.uid, m.batch_uid))
      .leftJoin(akun, eq(akun.uid, m.dibuat_oleh))
      .where(where)
      .orderBy(desc(m.created_at), desc(m.uid));
  const [rows, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () =>
      db
        .select({ n: count() })
        .from(m)
        .innerJoin(farmasiProduk, eq(farmasiProduk.uid, m.produk_uid))
        .where(where),
  ] as const);
  return envelope(
    rows.map((r) => ({
      uid: r.uid,
      waktu: r.waktu.toISOString(),
      jenis: r.jenis,
      produk: { uid: r.produk_uid, kode: r.kode, nama: r.nama, satuan_dasar: r.satuan_dasar },
      lokasi: { uid: r.lokasi_uid, nama: r.lokasi_nama },
      batch: r.batch,
      kedaluwarsa: r.kedaluwarsa,
      jumlah: r.jumlah,
      sisa: r.sisa,
      harga_satuan: Number(r.harga_satuan),
      nomor_dokumen: r.nomor_dokumen,
      keterangan: r.keterangan,
      oleh: r.oleh,
    })),
    n?.n ?? 0,
    { ...q, search: undefined },
  );
}

export function daftarMutasi(db: DbOrTx, q: MutasiQuery): Promise<ListEnvelope<MutasiStok>> {
  return daftarMutasiTersaring(db, { ...q, jenis: q.jenis ? [q.jenis] : undefined }, q);
}
