import {
  type BarisDokumenInput,
  type JenisDokumenStok,
  type StatusDokumenStok,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk, farmasiProdukSatuan } from '../produk/produk.tables.ts';
import { farmasiDokumen, farmasiDokumenRiwayat } from '../stok/stok.tables.ts';
import * as galat from './dokumen.errors.ts';

// What the four stock documents share: locations, numbers, history, unit conversion, locking.

type Galat = { path: string; message: string };

/** An active pharmacy location, or 404. */
export async function lokasiAktif(db: DbOrTx, uid: string) {
  const [l] = await db
    .select({
      uid: farmasiLokasi.uid,
      kode: farmasiLokasi.kode,
      nama: farmasiLokasi.nama,
      jenis: farmasiLokasi.jenis,
    })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.uid, uid), eq(farmasiLokasi.status, 'AKTIF')))
    .limit(1);
  if (!l) throw galat.lokasiTidakDitemukan();
  return l;
}

/** 'PO-20301107-0001': the kind, the Jakarta day, a gapless number per kind and day. */
export async function nomorDokumenStok(tx: Tx, ctx: Ctx, jenis: JenisDokumenStok): Promise<string> {
  const kunci = `${jenis}-${toJakartaIsoDate(ctx.now()).replaceAll('-', '')}`;
  return `${kunci}-${String(await ambilNomor(tx, kunci)).padStart(4, '0')}`;
}

/** One row of the document's history: the status it is in now and why. */
export async function catatRiwayat(
  tx: Tx,
  ctx: Ctx,
  dokumenUid: string,
  status: StatusDokumenStok,
  keterangan: string | null,
) {
  await tx.insert(farmasiDokumenRiwayat).values({
    dokumen_uid: dokumenUid,
    status,
    keterangan,
    oleh: ctx.user?.uid ?? null,
    created_at: ctx.now(),
  });
}

/** Moves the document to `status` with its history row (the caller writes the audit row). */
export async function ubahStatus(
  tx: Tx,
  ctx: Ctx,
  dokumenUid: string,
  status: StatusDokumenStok,
  keterangan: string | null,
  tambahan: { alasan?: string } = {},
) {
  await tx
    .update(farmasiDokumen)
    .set({ status, updated_at: ctx.now(), ...tambahan })
    .where(eq(farmasiDokumen.uid, dokumenUid));
  await catatRiwayat(tx, ctx, dokumenUid, status, keterangan);
}

/**
 * The document row, locked until commit (FOR UPDATE): two fulfilments or receipts of the same
 * document queue here, and the second sees what the first processed.
 */
export async function kunciDokumen(tx: Tx, uid: string, jenis: JenisDokumenStok) {
  const [d] = await tx
    .select({
      uid: farmasiDokumen.uid,
      nomor: farmasiDokumen.nomor,
      status: farmasiDokumen.status,
      lokasi_uid: farmasiDokumen.lokasi_uid,
      lokasi_tujuan_uid: farmasiDokumen.lokasi_tujuan_uid,
      supplier_uid: farmasiDokumen.supplier_uid,
      rujukan_uid: farmasiDokumen.rujukan_uid,
    })
    .from(farmasiDokumen)
    .where(and(eq(farmasiDokumen.uid, uid), eq(farmasiDokumen.jenis, jenis)))
    .for('update');
  if (!d) throw galat.dokumenTidakDitemukan(jenis);
  return { ...d, status: d.status as StatusDokumenStok };
}

/** The same row without a lock, to learn its locations before checking rights. */
export async function bacaKepala(db: DbOrTx, uid: string, jenis: JenisDokumenStok) {
  const [d] = await db
    .select({
      uid: farmasiDokumen.uid,
      lokasi_uid: farmasiDokumen.lokasi_uid,
      lokasi_tujuan_uid: farmasiDokumen.lokasi_tujuan_uid,
    })
    .from(farmasiDokumen)
    .where(and(eq(farmasiDokumen.uid, uid), eq(farmasiDokumen.jenis, jenis)))
    .limit(1);
  if (!d) throw galat.dokumenTidakDitemukan(jenis);
  return d;
}

export interface ProdukKonversi {
  uid: string;
  nama: string;
  status: string;
  satuan_dasar: string;
  harga_dasar: number;
  /** Lower-cased unit name → its content in base units. */
  satuan: Map<string, { satuan: string; isi_dasar: number }>;
}

/** The products with their units (farmasi_produk_satuan), for converting a quantity to base units. */
export async function produkDenganSatuan(db: DbOrTx, uids: string[]): Promise<Map<string, ProdukKonversi>> {
  const unik = [...new Set(uids)];
  if (unik.length === 0) return new Map();
  const [produk, satuan] = [
    await db
      .select({
        uid: farmasiProduk.uid,
        nama: farmasiProduk.nama,
        status: farmasiProduk.status,
        satuan_dasar: farmasiProduk.satuan_dasar,
        harga_dasar: farmasiProduk.harga_dasar,
      })
      .from(farmasiProduk)
      .where(inArray(farmasiProduk.uid, unik)),
    await db
      .select({
        produk_uid: farmasiProdukSatuan.produk_uid,
        satuan: farmasiProdukSatuan.satuan,
        isi_dasar: farmasiProdukSatuan.isi_dasar,
      })
      .from(farmasiProdukSatuan)
      .where(inArray(farmasiProdukSatuan.produk_uid, unik))
      .orderBy(asc(farmasiProdukSatuan.urutan)),
  ];
  const peta = new Map<string, ProdukKonversi>(
    produk.map((p) => [p.uid, { ...p, harga_dasar: Number(p.harga_dasar), satuan: new Map() }]),
  );
  for (const s of satuan) peta.get(s.produk_uid)?.satuan.set(s.satuan.toLowerCase(), s);
  // A product saved before conversions existed still has its base unit.
  for (const p of peta.values())
    if (!p.satuan.has(p.satuan_dasar.toLowerCase()))
      p.satuan.set(p.satuan_dasar.toLowerCase(), { satuan: p.satuan_dasar, isi_dasar: 1 });
  return peta;
}

/** Base units of `jumlah` × `satuan`, or an error for that line's unit field. */
export function keDasar(
  p: ProdukKonversi,
  satuan: string,
  jumlah: number,
  path: string,
): { satuan: string; isi: number; jumlah: number } | Galat {
  const s = p.satuan.get(satuan.trim().toLowerCase());
  if (!s) return { path: `${path}.satuan`, message: `Satuan ${satuan} tidak dikenal untuk ${p.nama}` };
  const dasar = jumlah * s.isi_dasar;
  if (dasar > 10_000_000)
    return {
      path: `${path}.jumlah`,
      message: `Jumlah ${p.nama} terlalu besar (maksimal 10.000.000 ${p.satuan_dasar})`,
    };
  return { satuan: s.satuan, isi: s.isi_dasar, jumlah: dasar };
}

export const adalahGalat = (x: object): x is Galat => 'path' in x;

export interface BarisSiap {
  produk_uid: string;
  satuan: string;
  isi: number;
  jumlah: number;
  harga_satuan: number;
}

/**
 * New lines of an SR, PR or PO: every product exists and is active, every unit is one of the
 * product's; quantities become base units. A PO line without a price takes the harga dasar.
 * All problems come back at once, each on its line (400, nothing written).
 */
export async function siapkanBaris(
  db: DbOrTx,
  items: readonly (BarisDokumenInput & { harga_satuan?: number | '' | null })[],
): Promise<BarisSiap[]> {
  const produk = await produkDenganSatuan(
    db,
    items.map((i) => i.produk_uid),
  );
  const salah: Galat[] = [];
  const hasil: BarisSiap[] = [];
  for (const [i, it] of items.entries()) {
    const p = produk.get(it.produk_uid);
    if (!p) {
      salah.push({ path: `items.${i}.produk_uid`, message: 'Produk tidak ditemukan' });
      continue;
    }
    if (p.status !== 'AKTIF') {
      salah.push({ path: `items.${i}.produk_uid`, message: `${p.nama} sudah tidak aktif` });
      continue;
    }
    const d = keDasar(p, it.satuan, it.jumlah, `items.${i}`);
    if (adalahGalat(d)) {
      salah.push(d);
      continue;
    }
    const harga = it.harga_satuan === '' || it.harga_satuan == null ? p.harga_dasar : it.harga_satuan;
    hasil.push({ produk_uid: p.uid, ...d, harga_satuan: harga });
  }
  if (salah.length) throw galat.masukanTidakValid(salah);
  return hasil;
}
