import { type Opname, type OpnameInput, type StatusOpname, toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { kurangiStokBanyak, tambahStok } from '../stok/stok.ledger.ts';
import {
  farmasiDokumen,
  farmasiDokumenItem,
  farmasiDokumenRiwayat,
  farmasiStokBatch,
} from '../stok/stok.tables.ts';
import { ambilOpname } from './opname.baca.ts';
import { lokasiAktif, nomorDokumen, wajibAksesSalahSatu } from './persediaan.dokumen.ts';
import * as galat from './persediaan.errors.ts';

// Stock opname (SO, docs/farmasi.md "Stock opname"): the count is saved as a draft with what the
// system held per batch at that moment; finalising posts each difference to the ledger as OPNAME.

type Galat = { path: string; message: string };

/** Each line resolved to one batch (known or new), with the system quantity read now. */
async function barisHitungan(tx: Tx, lokasiUid: string, items: OpnameInput['items']) {
  const salah: Galat[] = [];
  const batchUids = items.flatMap((i) => (i.batch_uid ? [i.batch_uid] : []));
  const batches = batchUids.length
    ? await tx.select().from(farmasiStokBatch).where(inArray(farmasiStokBatch.uid, batchUids))
    : [];
  const produkUids = [
    ...new Set([
      ...items.flatMap((i) => (i.produk_uid ? [i.produk_uid] : [])),
      ...batches.map((b) => b.produk_uid),
    ]),
  ];
  const produk = produkUids.length
    ? await tx
        .select({
          uid: farmasiProduk.uid,
          nama: farmasiProduk.nama,
          status: farmasiProduk.status,
          satuan_dasar: farmasiProduk.satuan_dasar,
          harga_dasar: farmasiProduk.harga_dasar,
        })
        .from(farmasiProduk)
        .where(inArray(farmasiProduk.uid, produkUids))
    : [];
  const petaBatch = new Map(batches.map((b) => [b.uid, b]));
  const petaProduk = new Map(produk.map((p) => [p.uid, p]));
  const terlihat = new Set<string>();
  const hasil = [];
  for (const [i, it] of items.entries()) {
    let baris: {
      produk_uid: string;
      batch: string;
      kedaluwarsa: string;
      harga_satuan: number;
      jumlah_sistem: number;
    } | null = null;
    if (it.batch_uid) {
      const b = petaBatch.get(it.batch_uid);
      if (!b || b.lokasi_uid !== lokasiUid)
        salah.push({ path: `items.${i}.batch_uid`, message: 'Batch tidak ada di lokasi ini' });
      else baris = { ...b, harga_satuan: Number(b.harga_satuan), jumlah_sistem: b.jumlah };
    } else if (it.produk_uid && it.batch && it.kedaluwarsa) {
      const p = petaProduk.get(it.produk_uid);
      if (!p) salah.push({ path: `items.${i}.produk_uid`, message: 'Produk tidak ditemukan' });
      else {
        // A batch typed by hand may already exist: then it is that batch, with its quantity and price.
        const [ada] = await tx
          .select()
          .from(farmasiStokBatch)
          .where(
            and(
              eq(farmasiStokBatch.produk_uid, p.uid),
              eq(farmasiStokBatch.lokasi_uid, lokasiUid),
              eq(farmasiStokBatch.batch, it.batch),
              eq(farmasiStokBatch.kedaluwarsa, it.kedaluwarsa),
            ),
          );
        if (!ada && p.status !== 'AKTIF')
          salah.push({ path: `items.${i}.produk_uid`, message: `${p.nama} sudah tidak aktif` });
        else
          baris = ada
            ? { ...ada, harga_satuan: Number(ada.harga_satuan), jumlah_sistem: ada.jumlah }
            : {
                produk_uid: p.uid,
                batch: it.batch,
                kedaluwarsa: it.kedaluwarsa,
                harga_satuan: Number(p.harga_dasar),
                jumlah_sistem: 0,
              };
      }
    }
    if (!baris) continue;
    const kunci = `${baris.produk_uid}|${baris.batch}|${baris.kedaluwarsa}`;
    if (terlihat.has(kunci)) {
      salah.push({ path: `items.${i}`, message: `Batch ${baris.batch} tercatat lebih dari sekali` });
      continue;
    }
    terlihat.add(kunci);
    const p = petaProduk.get(baris.produk_uid);
    hasil.push({
      ...baris,
      satuan: p?.satuan_dasar ?? '',
      jumlah_fisik: it.jumlah_fisik,
      keterangan: it.keterangan,
    });
  }
  if (salah.length) throw galat.barisTidakValid(salah);
  return hasil;
}

/** POST /farmasi/stok/opname: saves a count as a draft, system quantities captured now. */
export async function buatOpname(db: Db, ctx: Ctx, input: OpnameInput): Promise<Opname> {
  const lokasi = await lokasiAktif(db, input.lokasi_uid);
  await wajibAksesSalahSatu(db, ctx, lokasi.uid);
  return db.transaction(async (tx) => {
    const baris = await barisHitungan(tx, lokasi.uid, input.items);
    const sekarang = ctx.now();
    const nomor = await nomorDokumen(tx, ctx, 'SO');
    const nilai = baris.reduce((n, b) => n + (b.jumlah_fisik - b.jumlah_sistem) * b.harga_satuan, 0);
    const [d] = await tx
      .insert(farmasiDokumen)
      .values({
        jenis: 'SO',
        nomor,
        status: 'DRAFT',
        lokasi_uid: lokasi.uid,
        tanggal: input.tanggal ?? toJakartaIsoDate(sekarang),
        catatan: input.catatan,
        total: nilai,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: farmasiDokumen.uid });
    if (!d) throw new Error('insert opname tanpa hasil');
    await tx.insert(farmasiDokumenItem).values(
      baris.map((b, i) => ({
        dokumen_uid: d.uid,
        posisi: i + 1,
        produk_uid: b.produk_uid,
        satuan: b.satuan,
        jumlah: b.jumlah_fisik,
        harga_satuan: b.harga_satuan,
        batch: b.batch,
        kedaluwarsa: b.kedaluwarsa,
        jumlah_sistem: b.jumlah_sistem,
        keterangan: b.keterangan,
      })),
    );
    await tx
      .insert(farmasiDokumenRiwayat)
      .values({ dokumen_uid: d.uid, status: 'DRAFT', oleh: ctx.user?.uid ?? null, created_at: sekarang });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_opname.create',
      entitas: 'farmasi_dokumen',
      entitas_id: d.uid,
      keterangan: `Stok opname ${nomor} di ${lokasi.nama} (${baris.length} baris)`,
      detail: { sesudah: input },
    });
    return ambilOpname(tx, d.uid);
  });
}

async function kunciDraf(tx: Tx, uid: string) {
  const [d] = await tx
    .select({ uid: farmasiDokumen.uid, nomor: farmasiDokumen.nomor, status: farmasiDokumen.status })
    .from(farmasiDokumen)
    .where(and(eq(farmasiDokumen.uid, uid), eq(farmasiDokumen.jenis, 'SO')))
    .for('update');
  if (!d) throw galat.opnameTidakDitemukan();
  if (d.status !== 'DRAFT') throw galat.opnameSudahDiproses(d.nomor, d.status as StatusOpname);
  return d;
}

/**
 * POST /farmasi/stok/opname/:uid/final: each line's difference (counted − system at save) goes to
 * the ledger as OPNAME: a surplus into that batch (its batch, expiry and price), a shortage out of
 * that batch, expired or not. Movements after the count stay as they were. A surplus needs
 * increment_stock at the location, a shortage decrement_stock.
 */
export async function finalOpname(db: Db, ctx: Ctx, uid: string): Promise<Opname> {
  const user = penggunaOf(ctx);
  const awal = await ambilOpname(db, uid);
  if (awal.items.some((i) => i.selisih > 0))
    await wajibAksesLokasi(db, user, awal.lokasi.uid, 'increment_stock');
  if (awal.items.some((i) => i.selisih < 0))
    await wajibAksesLokasi(db, user, awal.lokasi.uid, 'decrement_stock');
  if (!awal.items.some((i) => i.selisih !== 0)) await wajibAksesSalahSatu(db, ctx, awal.lokasi.uid);
  return db.transaction(async (tx) => {
    const d = await kunciDraf(tx, uid);
    const items = await tx
      .select()
      .from(farmasiDokumenItem)
      .where(eq(farmasiDokumenItem.dokumen_uid, d.uid))
      .orderBy(asc(farmasiDokumenItem.posisi));
    const asal = (it: (typeof items)[number]) => ({
      jenis: 'OPNAME' as const,
      sumber: 'farmasi_dokumen_item',
      sumber_uid: it.uid,
      nomor_dokumen: d.nomor,
      keterangan: it.keterangan,
    });
    const selisih = (it: (typeof items)[number]) => it.jumlah - (it.jumlah_sistem ?? 0);
    for (const it of items.filter((x) => selisih(x) > 0))
      await tambahStok(tx, ctx, {
        ...asal(it),
        produk_uid: it.produk_uid,
        lokasi_uid: awal.lokasi.uid,
        batch: it.batch ?? '-',
        kedaluwarsa: it.kedaluwarsa ?? toJakartaIsoDate(ctx.now()),
        harga_satuan: Number(it.harga_satuan),
        jumlah: selisih(it),
      });
    const kurang = items.filter((x) => selisih(x) < 0);
    const batches = kurang.length
      ? await tx
          .select({
            uid: farmasiStokBatch.uid,
            produk_uid: farmasiStokBatch.produk_uid,
            batch: farmasiStokBatch.batch,
            kedaluwarsa: farmasiStokBatch.kedaluwarsa,
          })
          .from(farmasiStokBatch)
          .where(
            and(
              eq(farmasiStokBatch.lokasi_uid, awal.lokasi.uid),
              inArray(
                farmasiStokBatch.produk_uid,
                kurang.map((k) => k.produk_uid),
              ),
            ),
          )
      : [];
    const cariBatch = (it: (typeof items)[number]) =>
      batches.find(
        (b) => b.produk_uid === it.produk_uid && b.batch === it.batch && b.kedaluwarsa === it.kedaluwarsa,
      )?.uid;
    await kurangiStokBanyak(
      tx,
      ctx,
      kurang.map((it) => ({
        ...asal(it),
        produk_uid: it.produk_uid,
        lokasi_uid: awal.lokasi.uid,
        jumlah: -selisih(it),
        // A shortage on a batch that no longer exists cannot be taken: the ledger refuses it (409).
        batch_uid: cariBatch(it) ?? '00000000-0000-4000-8000-000000000000',
        boleh_kedaluwarsa: true,
      })),
    );
    const sekarang = ctx.now();
    for (const it of items.filter((x) => selisih(x) !== 0))
      await tx
        .update(farmasiDokumenItem)
        .set({ jumlah_diproses: Math.abs(selisih(it)) })
        .where(eq(farmasiDokumenItem.uid, it.uid));
    await tx
      .update(farmasiDokumen)
      .set({ status: 'SELESAI', updated_at: sekarang })
      .where(eq(farmasiDokumen.uid, d.uid));
    await tx
      .insert(farmasiDokumenRiwayat)
      .values({ dokumen_uid: d.uid, status: 'SELESAI', oleh: user.uid, created_at: sekarang });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_opname.final',
      entitas: 'farmasi_dokumen',
      entitas_id: d.uid,
      keterangan: `Finalisasi stok opname ${d.nomor} di ${awal.lokasi.nama}: selisih ${awal.total_selisih}`,
      detail: { sebelum: { status: 'DRAFT' }, sesudah: { status: 'SELESAI' } },
    });
    return ambilOpname(tx, d.uid);
  });
}

/** POST /farmasi/stok/opname/:uid/batal: a draft is dropped with a reason; nothing posts. */
export async function batalOpname(db: Db, ctx: Ctx, uid: string, alasan: string): Promise<Opname> {
  const awal = await ambilOpname(db, uid);
  await wajibAksesSalahSatu(db, ctx, awal.lokasi.uid);
  return db.transaction(async (tx) => {
    const d = await kunciDraf(tx, uid);
    const sekarang = ctx.now();
    await tx
      .update(farmasiDokumen)
      .set({ status: 'BATAL', alasan, updated_at: sekarang })
      .where(eq(farmasiDokumen.uid, d.uid));
    await tx.insert(farmasiDokumenRiwayat).values({
      dokumen_uid: d.uid,
      status: 'BATAL',
      keterangan: alasan,
      oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_opname.cancel',
      entitas: 'farmasi_dokumen',
      entitas_id: d.uid,
      keterangan: `Membatalkan stok opname ${d.nomor}: ${alasan}`,
      detail: { sebelum: { status: 'DRAFT' }, sesudah: { status: 'BATAL', alasan } },
    });
    return ambilOpname(tx, d.uid);
  });
}
