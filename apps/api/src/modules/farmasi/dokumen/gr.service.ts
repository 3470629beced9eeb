import { type DokumenStok, formatAngka, formatRupiah, type GrInput, toJakartaIsoDate } from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { tambahStok } from '../stok/stok.ledger.ts';
import { farmasiDokumen, farmasiDokumenItem } from '../stok/stok.tables.ts';
import { ambilDokumen } from './dokumen.baca.ts';
import * as galat from './dokumen.errors.ts';
import {
  adalahGalat,
  bacaKepala,
  catatRiwayat,
  keDasar,
  kunciDokumen,
  nomorDokumenStok,
  produkDenganSatuan,
  ubahStatus,
} from './dokumen.service.ts';

type Galat = { path: string; message: string };

/**
 * POST /farmasi/stok/gr: goods arrive against a PO (goods_receipt_create at the PO's location).
 * Each line names a PO line, a batch, an expiry after today and the price per base unit (the PO
 * line's when empty). Received stock is posted with the ledger (jenis GR) at the PO's location.
 * The PO row is locked first, so two receipts of one PO never receive more than was ordered:
 * more than a PO line still awaits is 409 and nothing is written.
 */
export async function buatGr(db: Db, ctx: Ctx, input: GrInput): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const kepala = await bacaKepala(db, input.po_uid, 'PO');
  await wajibAksesLokasi(db, user, kepala.lokasi_uid, 'goods_receipt_create');
  const hariIni = toJakartaIsoDate(ctx.now());
  const salahTanggal: Galat[] = [];
  if (input.tanggal && input.tanggal > hariIni)
    salahTanggal.push({ path: 'tanggal', message: 'Tanggal terima tidak boleh setelah hari ini' });
  input.items.forEach((it, i) => {
    if (it.kedaluwarsa <= hariIni)
      salahTanggal.push({
        path: `items.${i}.kedaluwarsa`,
        message: 'Tanggal kedaluwarsa harus setelah hari ini',
      });
  });
  if (salahTanggal.length) throw galat.masukanTidakValid(salahTanggal);

  return db.transaction(async (tx) => {
    const po = await kunciDokumen(tx, input.po_uid, 'PO');
    if (po.status !== 'DIPESAN' && po.status !== 'SEBAGIAN')
      throw galat.statusTidakSesuai(po.nomor, po.status, 'diterima');
    const items = await tx
      .select({
        uid: farmasiDokumenItem.uid,
        produk_uid: farmasiDokumenItem.produk_uid,
        jumlah: farmasiDokumenItem.jumlah,
        jumlah_diproses: farmasiDokumenItem.jumlah_diproses,
        harga_satuan: farmasiDokumenItem.harga_satuan,
        nama: farmasiProduk.nama,
        satuan_dasar: farmasiProduk.satuan_dasar,
      })
      .from(farmasiDokumenItem)
      .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiDokumenItem.produk_uid))
      .where(eq(farmasiDokumenItem.dokumen_uid, po.uid));
    const perUid = new Map(items.map((i) => [i.uid, i]));
    const produk = await produkDenganSatuan(
      tx,
      items.map((i) => i.produk_uid),
    );
    const salah: Galat[] = [];
    const lebih: Galat[] = [];
    const diterima = new Map<string, number>();
    const baris: {
      po_item_uid: string;
      produk_uid: string;
      satuan: string;
      isi: number;
      jumlah: number;
      harga_satuan: number;
      batch: string;
      kedaluwarsa: string;
    }[] = [];
    for (const [i, it] of input.items.entries()) {
      const b = perUid.get(it.po_item_uid);
      const p = b && produk.get(b.produk_uid);
      if (!b || !p) {
        salah.push({
          path: `items.${i}.po_item_uid`,
          message: `Baris bukan bagian dari ${po.nomor}`,
        });
        continue;
      }
      const d = keDasar(p, it.satuan, it.jumlah, `items.${i}`);
      if (adalahGalat(d)) {
        salah.push(d);
        continue;
      }
      const total = (diterima.get(b.uid) ?? 0) + d.jumlah;
      const sisa = b.jumlah - b.jumlah_diproses;
      if (total > sisa)
        lebih.push({
          path: `items.${i}.jumlah`,
          message: `${b.nama}: sisa pesanan ${formatAngka(sisa)} ${b.satuan_dasar}, diterima ${formatAngka(total)} ${b.satuan_dasar}`,
        });
      diterima.set(b.uid, total);
      const harga =
        it.harga_satuan === '' || it.harga_satuan == null ? Number(b.harga_satuan) : it.harga_satuan;
      baris.push({
        po_item_uid: b.uid,
        produk_uid: b.produk_uid,
        ...d,
        harga_satuan: harga,
        batch: it.batch,
        kedaluwarsa: it.kedaluwarsa,
      });
    }
    if (salah.length) throw galat.masukanTidakValid(salah);
    if (lebih.length) throw galat.melebihiSisa('dokumen.melebihi_sisa_pesanan', lebih);

    const sekarang = ctx.now();
    const nomor = await nomorDokumenStok(tx, ctx, 'GR');
    const total = baris.reduce((n, b) => n + b.jumlah * b.harga_satuan, 0);
    const [gr] = await tx
      .insert(farmasiDokumen)
      .values({
        jenis: 'GR',
        nomor,
        status: 'DITERIMA',
        lokasi_uid: po.lokasi_uid,
        supplier_uid: po.supplier_uid,
        rujukan_uid: po.uid,
        tanggal: input.tanggal ?? hariIni,
        no_faktur: input.no_faktur,
        catatan: input.catatan,
        total,
        dibuat_oleh: user.uid,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning({ uid: farmasiDokumen.uid });
    if (!gr) throw new Error('insert GR tanpa hasil');
    const grItems = await tx
      .insert(farmasiDokumenItem)
      .values(
        baris.map((b, i) => ({
          dokumen_uid: gr.uid,
          posisi: i + 1,
          produk_uid: b.produk_uid,
          satuan: b.satuan,
          isi: b.isi,
          jumlah: b.jumlah,
          harga_satuan: b.harga_satuan,
          batch: b.batch,
          kedaluwarsa: b.kedaluwarsa,
          rujukan_item_uid: b.po_item_uid,
        })),
      )
      .returning({ uid: farmasiDokumenItem.uid, posisi: farmasiDokumenItem.posisi });
    const uidPosisi = new Map(grItems.map((g) => [g.posisi, g.uid]));
    for (const [i, b] of baris.entries())
      await tambahStok(tx, ctx, {
        jenis: 'GR',
        produk_uid: b.produk_uid,
        lokasi_uid: po.lokasi_uid,
        batch: b.batch,
        kedaluwarsa: b.kedaluwarsa,
        harga_satuan: b.harga_satuan,
        jumlah: b.jumlah,
        sumber: 'farmasi_dokumen_item',
        sumber_uid: uidPosisi.get(i + 1) ?? null,
        nomor_dokumen: nomor,
        keterangan: `Faktur ${input.no_faktur}`,
      });
    for (const [poItem, n] of diterima)
      await tx
        .update(farmasiDokumenItem)
        .set({ jumlah_diproses: sql`${farmasiDokumenItem.jumlah_diproses} + ${n}` })
        .where(eq(farmasiDokumenItem.uid, poItem));
    await catatRiwayat(tx, ctx, gr.uid, 'DITERIMA', `Faktur ${input.no_faktur} untuk ${po.nomor}`);
    const lengkap = items.every((b) => b.jumlah_diproses + (diterima.get(b.uid) ?? 0) >= b.jumlah);
    const statusPo = lengkap ? 'DITERIMA' : 'SEBAGIAN';
    await ubahStatus(tx, ctx, po.uid, statusPo, `Diterima dengan ${nomor} (faktur ${input.no_faktur})`);
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_gr.create',
      entitas: 'farmasi_dokumen',
      entitas_id: gr.uid,
      keterangan: `Penerimaan barang ${nomor} untuk ${po.nomor}, faktur ${input.no_faktur}, ${formatRupiah(total)}; PO ${lengkap ? 'diterima lengkap' : 'diterima sebagian'}`,
      detail: { sesudah: input, po: { uid: po.uid, sebelum: po.status, sesudah: statusPo } },
    });
    return ambilDokumen(tx, gr.uid, 'GR');
  });
}
