import {
  type AlasanDokumenInput,
  type DokumenStok,
  formatAngka,
  type PenuhiSrInput,
  type SrInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { pindahStok } from '../stok/stok.ledger.ts';
import { farmasiDokumen, farmasiDokumenItem } from '../stok/stok.tables.ts';
import { ambilDokumen } from './dokumen.baca.ts';
import * as galat from './dokumen.errors.ts';
import {
  adalahGalat,
  bacaKepala,
  catatRiwayat,
  keDasar,
  kunciDokumen,
  lokasiAktif,
  nomorDokumenStok,
  produkDenganSatuan,
  siapkanBaris,
  ubahStatus,
} from './dokumen.service.ts';

type Galat = { path: string; message: string };

/** POST /farmasi/stok/sr: a depot asks the warehouse for stock (stock_requisition_create at the depot). */
export async function buatSr(db: Db, ctx: Ctx, input: SrInput): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const lokasi = await lokasiAktif(db, input.lokasi_uid);
  const tujuan = await lokasiAktif(db, input.lokasi_tujuan_uid);
  await wajibAksesLokasi(db, user, lokasi.uid, 'stock_requisition_create');
  if (tujuan.jenis !== 'GUDANG')
    throw galat.masukanTidakValid([
      {
        path: 'lokasi_tujuan_uid',
        message: `${tujuan.nama} bukan gudang farmasi; permintaan stok ditujukan ke gudang`,
      },
    ]);
  const baris = await siapkanBaris(db, input.items);
  return db.transaction(async (tx) => {
    const sekarang = ctx.now();
    const nomor = await nomorDokumenStok(tx, ctx, 'SR');
    const [d] = await tx
      .insert(farmasiDokumen)
      .values({
        jenis: 'SR',
        nomor,
        status: 'DIAJUKAN',
        lokasi_uid: lokasi.uid,
        lokasi_tujuan_uid: tujuan.uid,
        tanggal: toJakartaIsoDate(sekarang),
        catatan: input.catatan,
        dibuat_oleh: user.uid,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: farmasiDokumen.uid });
    if (!d) throw new Error('insert SR tanpa hasil');
    await tx
      .insert(farmasiDokumenItem)
      .values(baris.map((b, i) => ({ dokumen_uid: d.uid, posisi: i + 1, ...b, harga_satuan: 0 })));
    await catatRiwayat(tx, ctx, d.uid, 'DIAJUKAN', input.catatan);
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_sr.create',
      entitas: 'farmasi_dokumen',
      entitas_id: d.uid,
      keterangan: `Permintaan stok ${nomor} dari ${lokasi.nama} ke ${tujuan.nama} (${baris.length} baris)`,
      detail: { sesudah: input },
    });
    return ambilDokumen(tx, d.uid, 'SR');
  });
}

/**
 * POST /farmasi/stok/sr/:uid/penuhi: the warehouse sends (part of) what was asked
 * (transfer_stock at the warehouse). Each line moves first-expiry-first-out from the warehouse
 * to the depot; more than a line still asks is 409, as is too little stock in the warehouse.
 */
export async function penuhiSr(db: Db, ctx: Ctx, uid: string, input: PenuhiSrInput): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const kepala = await bacaKepala(db, uid, 'SR');
  if (kepala.lokasi_tujuan_uid) await wajibAksesLokasi(db, user, kepala.lokasi_tujuan_uid, 'transfer_stock');
  return db.transaction(async (tx) => {
    const sr = await kunciDokumen(tx, uid, 'SR');
    if (sr.status !== 'DIAJUKAN' && sr.status !== 'SEBAGIAN')
      throw galat.statusTidakSesuai(sr.nomor, sr.status, 'dipenuhi');
    const dari = sr.lokasi_tujuan_uid ?? '';
    const items = await tx
      .select({
        uid: farmasiDokumenItem.uid,
        produk_uid: farmasiDokumenItem.produk_uid,
        jumlah: farmasiDokumenItem.jumlah,
        jumlah_diproses: farmasiDokumenItem.jumlah_diproses,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      })
      .from(farmasiDokumenItem)
      .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiDokumenItem.produk_uid))
      .where(eq(farmasiDokumenItem.dokumen_uid, sr.uid));
    const perUid = new Map(items.map((i) => [i.uid, i]));
    const produk = await produkDenganSatuan(
      tx,
      items.map((i) => i.produk_uid),
    );
    const salah: Galat[] = [];
    const lebih: Galat[] = [];
    const kirim = new Map<string, number>();
    for (const [i, it] of input.items.entries()) {
      const baris = perUid.get(it.item_uid);
      const p = baris && produk.get(baris.produk_uid);
      if (!baris || !p) {
        salah.push({
          path: `items.${i}.item_uid`,
          message: `Baris bukan bagian dari ${sr.nomor}`,
        });
        continue;
      }
      const d = keDasar(p, it.satuan, it.jumlah, `items.${i}`);
      if (adalahGalat(d)) {
        salah.push(d);
        continue;
      }
      const total = (kirim.get(baris.uid) ?? 0) + d.jumlah;
      const sisa = baris.jumlah - baris.jumlah_diproses;
      if (total > sisa)
        lebih.push({
          path: `items.${i}.jumlah`,
          message: `${baris.nama}: sisa permintaan ${formatAngka(sisa)} ${baris.satuan_dasar}, dikirim ${formatAngka(total)} ${baris.satuan_dasar}`,
        });
      kirim.set(baris.uid, total);
    }
    if (salah.length) throw galat.masukanTidakValid(salah);
    if (lebih.length) throw galat.melebihiSisa('dokumen.melebihi_sisa_permintaan', lebih);

    // Lines in product order, so two transfers touching the same products lock batches alike.
    const urut = [...kirim].sort(([a], [b]) =>
      (perUid.get(a)?.produk_uid ?? '').localeCompare(perUid.get(b)?.produk_uid ?? ''),
    );
    for (const [itemUid, jumlah] of urut) {
      const baris = perUid.get(itemUid);
      if (!baris) continue;
      await pindahStok(tx, ctx, {
        produk_uid: baris.produk_uid,
        lokasi_uid: dari,
        ke_lokasi_uid: sr.lokasi_uid,
        jumlah,
        sumber: 'farmasi_dokumen_item',
        sumber_uid: itemUid,
        nomor_dokumen: sr.nomor,
        keterangan: input.catatan,
      });
      await tx
        .update(farmasiDokumenItem)
        .set({ jumlah_diproses: sql`${farmasiDokumenItem.jumlah_diproses} + ${jumlah}` })
        .where(eq(farmasiDokumenItem.uid, itemUid));
    }
    const lengkap = items.every((b) => b.jumlah_diproses + (kirim.get(b.uid) ?? 0) >= b.jumlah);
    const status = lengkap ? 'DIPENUHI' : 'SEBAGIAN';
    const ringkas = urut
      .map(([u, n]) => `${perUid.get(u)?.nama} ${formatAngka(n)} ${perUid.get(u)?.satuan_dasar}`)
      .join(', ');
    await ubahStatus(
      tx,
      ctx,
      sr.uid,
      status,
      `Dikirim: ${ringkas}${input.catatan ? ` (${input.catatan})` : ''}`,
    );
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_sr.penuhi',
      entitas: 'farmasi_dokumen',
      entitas_id: sr.uid,
      keterangan: `Pemenuhan ${sr.nomor} (${lengkap ? 'lengkap' : 'sebagian'}): ${ringkas}`,
      detail: { sebelum: { status: sr.status }, sesudah: { status, items: input.items } },
    });
    return ambilDokumen(tx, sr.uid, 'SR');
  });
}

/**
 * POST /farmasi/stok/sr/:uid/tolak: the warehouse refuses what is still open, with a reason
 * (stock_requisition_reject at the warehouse). What was already sent stays sent.
 */
export async function tolakSr(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: AlasanDokumenInput,
): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const kepala = await bacaKepala(db, uid, 'SR');
  if (kepala.lokasi_tujuan_uid)
    await wajibAksesLokasi(db, user, kepala.lokasi_tujuan_uid, 'stock_requisition_reject');
  return db.transaction(async (tx) => {
    const sr = await kunciDokumen(tx, uid, 'SR');
    if (sr.status !== 'DIAJUKAN' && sr.status !== 'SEBAGIAN')
      throw galat.statusTidakSesuai(sr.nomor, sr.status, 'ditolak');
    await ubahStatus(tx, ctx, sr.uid, 'DITOLAK', input.alasan, { alasan: input.alasan });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_sr.tolak',
      entitas: 'farmasi_dokumen',
      entitas_id: sr.uid,
      keterangan: `Permintaan stok ${sr.nomor} ditolak: ${input.alasan}`,
      detail: { sebelum: { status: sr.status }, sesudah: { status: 'DITOLAK', alasan: input.alasan } },
    });
    return ambilDokumen(tx, sr.uid, 'SR');
  });
}
