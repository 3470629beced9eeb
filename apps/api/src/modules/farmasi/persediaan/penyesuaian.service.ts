import {
  type JenisPenyesuaian,
  type ListEnvelope,
  type Penyesuaian,
  type PenyesuaianInput,
  type PenyesuaianQuery,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { bersamaan, type Db, type DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { envelope, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { kurangiStokBanyak, tambahStok } from '../stok/stok.ledger.ts';
import {
  farmasiDokumen,
  farmasiDokumenItem,
  farmasiDokumenRiwayat,
  farmasiStokBatch,
} from '../stok/stok.tables.ts';
import { lokasiAktif, nomorDokumen } from './persediaan.dokumen.ts';
import * as galat from './persediaan.errors.ts';

type Galat = { path: string; message: string };

/** The resolved lines of an adjustment: product, batch, expiry, price, quantity. */
interface Baris {
  produk_uid: string;
  satuan: string;
  batch: string;
  kedaluwarsa: string;
  harga_satuan: number;
  jumlah: number;
  keterangan: string | null;
  batch_uid?: string;
}

async function barisPenambahan(db: DbOrTx, input: Extract<PenyesuaianInput, { jenis: 'PENAMBAHAN' }>) {
  const produk = await db
    .select({
      uid: farmasiProduk.uid,
      nama: farmasiProduk.nama,
      status: farmasiProduk.status,
      satuan_dasar: farmasiProduk.satuan_dasar,
      harga_dasar: farmasiProduk.harga_dasar,
    })
    .from(farmasiProduk)
    .where(inArray(farmasiProduk.uid, [...new Set(input.items.map((i) => i.produk_uid))]));
  const peta = new Map(produk.map((p) => [p.uid, p]));
  const salah: Galat[] = [];
  const baris: Baris[] = [];
  for (const [i, it] of input.items.entries()) {
    const p = peta.get(it.produk_uid);
    if (!p) salah.push({ path: `items.${i}.produk_uid`, message: 'Produk tidak ditemukan' });
    else if (p.status !== 'AKTIF')
      salah.push({ path: `items.${i}.produk_uid`, message: `${p.nama} sudah tidak aktif` });
    else
      baris.push({
        produk_uid: p.uid,
        satuan: p.satuan_dasar,
        batch: it.batch,
        kedaluwarsa: it.kedaluwarsa,
        harga_satuan: it.harga_satuan ?? Number(p.harga_dasar),
        jumlah: it.jumlah,
        keterangan: it.keterangan,
      });
  }
  if (salah.length) throw galat.barisTidakValid(salah);
  return baris;
}

async function barisPengurangan(
  db: DbOrTx,
  lokasiUid: string,
  input: Extract<PenyesuaianInput, { jenis: 'PENGURANGAN' }>,
) {
  const batches = await db
    .select({
      uid: farmasiStokBatch.uid,
      lokasi_uid: farmasiStokBatch.lokasi_uid,
      produk_uid: farmasiStokBatch.produk_uid,
      batch: farmasiStokBatch.batch,
      kedaluwarsa: farmasiStokBatch.kedaluwarsa,
      harga_satuan: farmasiStokBatch.harga_satuan,
      satuan: farmasiProduk.satuan_dasar,
    })
    .from(farmasiStokBatch)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiStokBatch.produk_uid))
    .where(inArray(farmasiStokBatch.uid, [...new Set(input.items.map((i) => i.batch_uid))]));
  const peta = new Map(batches.map((b) => [b.uid, b]));
  const salah: Galat[] = [];
  const terlihat = new Set<string>();
  const baris: Baris[] = [];
  for (const [i, it] of input.items.entries()) {
    const b = peta.get(it.batch_uid);
    if (!b || b.lokasi_uid !== lokasiUid)
      salah.push({ path: `items.${i}.batch_uid`, message: 'Batch tidak ada di lokasi ini' });
    else if (terlihat.has(b.uid))
      salah.push({ path: `items.${i}.batch_uid`, message: `Batch ${b.batch} tercatat lebih dari sekali` });
    else {
      terlihat.add(b.uid);
      baris.push({
        ...b,
        harga_satuan: Number(b.harga_satuan),
        jumlah: it.jumlah,
        keterangan: it.keterangan,
        batch_uid: b.uid,
      });
    }
  }
  if (salah.length) throw galat.barisTidakValid(salah);
  return baris;
}

const PREFIX: Record<JenisPenyesuaian, string> = { PENAMBAHAN: 'TBH', PENGURANGAN: 'KRG' };

/**
 * POST /farmasi/stok/penyesuaian: stock added by hand (found, donated; increment_stock) or taken
 * out (expired, damaged, lost; decrement_stock, expired batches included), posted at once.
 */
export async function buatPenyesuaian(db: Db, ctx: Ctx, input: PenyesuaianInput): Promise<Penyesuaian> {
  const user = penggunaOf(ctx);
  const lokasi = await lokasiAktif(db, input.lokasi_uid);
  await wajibAksesLokasi(
    db,
    user,
    lokasi.uid,
    input.jenis === 'PENAMBAHAN' ? 'increment_stock' : 'decrement_stock',
  );
  return db.transaction(async (tx) => {
    const baris =
      input.jenis === 'PENAMBAHAN'
        ? await barisPenambahan(tx, input)
        : await barisPengurangan(tx, lokasi.uid, input);
    const sekarang = ctx.now();
    const nomor = await nomorDokumen(tx, ctx, PREFIX[input.jenis]);
    const [d] = await tx
      .insert(farmasiDokumen)
      .values({
        jenis: input.jenis,
        nomor,
        status: 'SELESAI',
        lokasi_uid: lokasi.uid,
        tanggal: toJakartaIsoDate(sekarang),
        alasan: input.alasan,
        total: baris.reduce((n, b) => n + b.jumlah * b.harga_satuan, 0),
        dibuat_oleh: user.uid,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: farmasiDokumen.uid });
    if (!d) throw new Error('insert penyesuaian tanpa hasil');
    const items = await tx
      .insert(farmasiDokumenItem)
      .values(
        baris.map((b, i) => ({
          dokumen_uid: d.uid,
          posisi: i + 1,
          produk_uid: b.produk_uid,
          satuan: b.satuan,
          jumlah: b.jumlah,
          jumlah_diproses: b.jumlah,
          harga_satuan: b.harga_satuan,
          batch: b.batch,
          kedaluwarsa: b.kedaluwarsa,
          keterangan: b.keterangan,
        })),
      )
      .returning({ uid: farmasiDokumenItem.uid, posisi: farmasiDokumenItem.posisi });
    const uidBaris = (i: number) => items.find((x) => x.posisi === i + 1)?.uid ?? null;
    const asal = (b: Baris, i: number) => ({
      jenis: input.jenis,
      sumber: 'farmasi_dokumen_item',
      sumber_uid: uidBaris(i),
      nomor_dokumen: nomor,
      keterangan: b.keterangan ?? input.alasan,
    });
    if (input.jenis === 'PENAMBAHAN')
      for (const [i, b] of baris.entries())
        await tambahStok(tx, ctx, { ...b, ...asal(b, i), lokasi_uid: lokasi.uid });
    else
      await kurangiStokBanyak(
        tx,
        ctx,
        baris.map((b, i) => ({
          ...asal(b, i),
          produk_uid: b.produk_uid,
          lokasi_uid: lokasi.uid,
          jumlah: b.jumlah,
          ...(b.batch_uid ? { batch_uid: b.batch_uid } : {}),
          boleh_kedaluwarsa: true,
        })),
      );
    await tx.insert(farmasiDokumenRiwayat).values({
      dokumen_uid: d.uid,
      status: 'SELESAI',
      keterangan: input.alasan,
      oleh: user.uid,
      created_at: sekarang,
    });
    await catatAktivitas(tx, ctx, {
      aksi: input.jenis === 'PENAMBAHAN' ? 'stok.penambahan' : 'stok.pengurangan',
      entitas: 'farmasi_dokumen',
      entitas_id: d.uid,
      keterangan: `${input.jenis === 'PENAMBAHAN' ? 'Penambahan' : 'Pengurangan'} stok ${nomor} di ${lokasi.nama} (${baris.length} baris): ${input.alasan}`,
      detail: { sesudah: input },
    });
    const [hasil] = await susun(tx, await pilih(tx).where(eq(farmasiDokumen.uid, d.uid)));
    if (!hasil) throw galat.penyesuaianTidakDitemukan();
    return hasil;
  });
}

function pilih(db: DbOrTx) {
  return db
    .select({
      uid: farmasiDokumen.uid,
      nomor: farmasiDokumen.nomor,
      jenis: farmasiDokumen.jenis,
      tanggal: farmasiDokumen.tanggal,
      alasan: farmasiDokumen.alasan,
      total: farmasiDokumen.total,
      created_at: farmasiDokumen.created_at,
      lokasi: { uid: farmasiLokasi.uid, kode: farmasiLokasi.kode, nama: farmasiLokasi.nama },
      oleh: akun.nama,
    })
    .from(farmasiDokumen)
    .innerJoin(farmasiLokasi, eq(farmasiLokasi.uid, farmasiDokumen.lokasi_uid))
    .leftJoin(akun, eq(akun.uid, farmasiDokumen.dibuat_oleh));
}

async function susun(db: DbOrTx, docs: Awaited<ReturnType<ReturnType<typeof pilih>['execute']>>) {
  if (docs.length === 0) return [];
  const items = await db
    .select({
      dokumen_uid: farmasiDokumenItem.dokumen_uid,
      produk: {
        uid: farmasiProduk.uid,
        kode: farmasiProduk.kode,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      },
      batch: farmasiDokumenItem.batch,
      kedaluwarsa: farmasiDokumenItem.kedaluwarsa,
      jumlah: farmasiDokumenItem.jumlah,
      harga_satuan: farmasiDokumenItem.harga_satuan,
      keterangan: farmasiDokumenItem.keterangan,
    })
    .from(farmasiDokumenItem)
    .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiDokumenItem.produk_uid))
    .where(
      inArray(
        farmasiDokumenItem.dokumen_uid,
        docs.map((d) => d.uid),
      ),
    )
    .orderBy(asc(farmasiDokumenItem.posisi));
  return docs.map(
    (d): Penyesuaian => ({
      uid: d.uid,
      nomor: d.nomor,
      jenis: d.jenis as JenisPenyesuaian,
      tanggal: d.tanggal,
      lokasi: d.lokasi,
      alasan: d.alasan,
      dibuat_oleh: d.oleh,
      created_at: d.created_at.toISOString(),
      total: Number(d.total),
      items: items
        .filter((x) => x.dokumen_uid === d.uid)
        .map((x) => ({
          produk: x.produk,
          batch: x.batch ?? '-',
          kedaluwarsa: x.kedaluwarsa ?? '',
          jumlah: x.jumlah,
          harga_satuan: Number(x.harga_satuan),
          keterangan: x.keterangan,
        })),
    }),
  );
}

/** GET /farmasi/stok/penyesuaian: manual additions and removals, newest first. */
export async function daftarPenyesuaian(db: DbOrTx, q: PenyesuaianQuery): Promise<ListEnvelope<Penyesuaian>> {
  const where = and(
    inArray(farmasiDokumen.jenis, q.jenis ? [q.jenis] : ['PENAMBAHAN', 'PENGURANGAN']),
    q.lokasi_uid ? eq(farmasiDokumen.lokasi_uid, q.lokasi_uid) : undefined,
    q.dari ? gte(farmasiDokumen.tanggal, q.dari) : undefined,
    q.sampai ? lte(farmasiDokumen.tanggal, q.sampai) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const dasar = () =>
    pilih(db).where(where).orderBy(desc(farmasiDokumen.created_at), desc(farmasiDokumen.nomor));
  const [docs, [n]] = await bersamaan(db, [
    () => (limit !== undefined ? dasar().limit(limit).offset(offset) : dasar()),
    () => db.select({ n: count() }).from(farmasiDokumen).where(where),
  ] as const);
  return envelope(await susun(db, docs), n?.n ?? 0, q);
}
