import {
  type AlasanDokumenInput,
  type DokumenStok,
  formatRupiah,
  type PoInput,
  type PrInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { wajibAksesLokasi } from '../akses/akses.service.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { farmasiDokumen, farmasiDokumenItem } from '../stok/stok.tables.ts';
import { ambilDokumen } from './dokumen.baca.ts';
import * as galat from './dokumen.errors.ts';
import {
  type BarisSiap,
  bacaKepala,
  catatRiwayat,
  kunciDokumen,
  lokasiAktif,
  nomorDokumenStok,
  siapkanBaris,
  ubahStatus,
} from './dokumen.service.ts';

// Purchasing: a location asks to buy (PR), purchasing orders from a supplier (PO), from a PR or
// directly. Receiving (GR) is in gr.service.ts.

async function simpanDokumen(
  tx: Tx,
  ctx: Ctx,
  d: {
    jenis: 'PR' | 'PO';
    status: 'DIAJUKAN' | 'DIPESAN';
    lokasi_uid: string;
    supplier_uid?: string;
    rujukan_uid?: string | null;
    catatan: string | null;
    baris: BarisSiap[];
    rujukanItem?: Map<string, string>;
  },
) {
  const sekarang = ctx.now();
  const nomor = await nomorDokumenStok(tx, ctx, d.jenis);
  const total = d.baris.reduce((n, b) => n + b.jumlah * b.harga_satuan, 0);
  const [row] = await tx
    .insert(farmasiDokumen)
    .values({
      jenis: d.jenis,
      nomor,
      status: d.status,
      lokasi_uid: d.lokasi_uid,
      supplier_uid: d.supplier_uid ?? null,
      rujukan_uid: d.rujukan_uid ?? null,
      tanggal: toJakartaIsoDate(sekarang),
      catatan: d.catatan,
      total: d.jenis === 'PO' ? total : 0,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: sekarang,
      updated_at: sekarang,
    })
    .returning({ uid: farmasiDokumen.uid });
  if (!row) throw new Error(`insert ${d.jenis} tanpa hasil`);
  await tx.insert(farmasiDokumenItem).values(
    d.baris.map((b, i) => ({
      dokumen_uid: row.uid,
      posisi: i + 1,
      ...b,
      // A PR is a wish list: what it would cost is the PO's business.
      harga_satuan: d.jenis === 'PO' ? b.harga_satuan : 0,
      rujukan_item_uid: d.rujukanItem?.get(b.produk_uid) ?? null,
    })),
  );
  await catatRiwayat(tx, ctx, row.uid, d.status, d.catatan);
  return { uid: row.uid, nomor, total };
}

/** POST /farmasi/stok/pr: a purchase requisition (purchase_requisition_create at its location). */
export async function buatPr(db: Db, ctx: Ctx, input: PrInput): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const lokasi = await lokasiAktif(db, input.lokasi_uid);
  await wajibAksesLokasi(db, user, lokasi.uid, 'purchase_requisition_create');
  const baris = await siapkanBaris(db, input.items);
  return db.transaction(async (tx) => {
    const pr = await simpanDokumen(tx, ctx, {
      jenis: 'PR',
      status: 'DIAJUKAN',
      lokasi_uid: lokasi.uid,
      catatan: input.catatan,
      baris,
    });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_pr.create',
      entitas: 'farmasi_dokumen',
      entitas_id: pr.uid,
      keterangan: `Permintaan pembelian ${pr.nomor} di ${lokasi.nama} (${baris.length} baris)`,
      detail: { sesudah: input },
    });
    return ambilDokumen(tx, pr.uid, 'PR');
  });
}

/**
 * POST /farmasi/stok/pr/:uid/tolak: purchasing declines a PR with a reason. The one who would
 * order decides, so this needs purchase_order_create at the PR's location.
 */
export async function tolakPr(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: AlasanDokumenInput,
): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const kepala = await bacaKepala(db, uid, 'PR');
  await wajibAksesLokasi(db, user, kepala.lokasi_uid, 'purchase_order_create');
  return db.transaction(async (tx) => {
    const pr = await kunciDokumen(tx, uid, 'PR');
    if (pr.status !== 'DIAJUKAN') throw galat.statusTidakSesuai(pr.nomor, pr.status, 'ditolak');
    await ubahStatus(tx, ctx, pr.uid, 'DITOLAK', input.alasan, { alasan: input.alasan });
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_pr.tolak',
      entitas: 'farmasi_dokumen',
      entitas_id: pr.uid,
      keterangan: `Permintaan pembelian ${pr.nomor} ditolak: ${input.alasan}`,
      detail: { sebelum: { status: pr.status }, sesudah: { status: 'DITOLAK', alasan: input.alasan } },
    });
    return ambilDokumen(tx, pr.uid, 'PR');
  });
}

/**
 * POST /farmasi/stok/po: an order to a supplier (purchase_order_create at the delivery location).
 * From a PR: the PR must be DIAJUKAN and of the same location; it becomes DIPESAN, and PO lines
 * for its products point at its lines. Total = Σ base quantity × price per base unit.
 */
export async function buatPo(db: Db, ctx: Ctx, input: PoInput): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const lokasi = await lokasiAktif(db, input.lokasi_uid);
  await wajibAksesLokasi(db, user, lokasi.uid, 'purchase_order_create');
  const [supplier] = await db
    .select({ uid: farmasiSupplier.uid, nama: farmasiSupplier.nama })
    .from(farmasiSupplier)
    .where(and(eq(farmasiSupplier.uid, input.supplier_uid), eq(farmasiSupplier.status, 'AKTIF')))
    .limit(1);
  if (!supplier)
    throw galat.masukanTidakValid([
      { path: 'supplier_uid', message: 'Supplier tidak ditemukan atau nonaktif' },
    ]);
  const baris = await siapkanBaris(db, input.items);
  return db.transaction(async (tx) => {
    let rujukanItem: Map<string, string> | undefined;
    let prNomor: string | null = null;
    if (input.pr_uid) {
      const pr = await kunciDokumen(tx, input.pr_uid, 'PR');
      if (pr.lokasi_uid !== lokasi.uid)
        throw galat.masukanTidakValid([
          { path: 'lokasi_uid', message: `Lokasi PO harus sama dengan lokasi ${pr.nomor}` },
        ]);
      if (pr.status !== 'DIAJUKAN') throw galat.statusTidakSesuai(pr.nomor, pr.status, 'dipesan lagi');
      const prItems = await tx
        .select({ uid: farmasiDokumenItem.uid, produk_uid: farmasiDokumenItem.produk_uid })
        .from(farmasiDokumenItem)
        .where(eq(farmasiDokumenItem.dokumen_uid, pr.uid));
      rujukanItem = new Map(prItems.map((i) => [i.produk_uid, i.uid]));
      prNomor = pr.nomor;
    }
    const po = await simpanDokumen(tx, ctx, {
      jenis: 'PO',
      status: 'DIPESAN',
      lokasi_uid: lokasi.uid,
      supplier_uid: supplier.uid,
      rujukan_uid: input.pr_uid,
      catatan: input.catatan,
      baris,
      ...(rujukanItem ? { rujukanItem } : {}),
    });
    if (input.pr_uid)
      await ubahStatus(tx, ctx, input.pr_uid, 'DIPESAN', `Dipesan dengan ${po.nomor} ke ${supplier.nama}`);
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_po.create',
      entitas: 'farmasi_dokumen',
      entitas_id: po.uid,
      keterangan: `Pesanan pembelian ${po.nomor} ke ${supplier.nama} untuk ${lokasi.nama}, ${formatRupiah(po.total)}${prNomor ? ` (dari ${prNomor})` : ''}`,
      detail: { sesudah: input },
    });
    return ambilDokumen(tx, po.uid, 'PO');
  });
}

/**
 * POST /farmasi/stok/po/:uid/batal: cancels an order nothing of which arrived (status DIPESAN),
 * with a reason. Its PR, if any, goes back to DIAJUKAN so it can be ordered elsewhere.
 */
export async function batalPo(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: AlasanDokumenInput,
): Promise<DokumenStok> {
  const user = penggunaOf(ctx);
  const kepala = await bacaKepala(db, uid, 'PO');
  await wajibAksesLokasi(db, user, kepala.lokasi_uid, 'purchase_order_create');
  return db.transaction(async (tx) => {
    const po = await kunciDokumen(tx, uid, 'PO');
    if (po.status !== 'DIPESAN') throw galat.statusTidakSesuai(po.nomor, po.status, 'dibatalkan');
    await ubahStatus(tx, ctx, po.uid, 'BATAL', input.alasan, { alasan: input.alasan });
    if (po.rujukan_uid) {
      const pr = await kunciDokumen(tx, po.rujukan_uid, 'PR');
      if (pr.status === 'DIPESAN')
        await ubahStatus(tx, ctx, pr.uid, 'DIAJUKAN', `${po.nomor} dibatalkan: ${input.alasan}`);
    }
    await catatAktivitas(tx, ctx, {
      aksi: 'stok_po.batal',
      entitas: 'farmasi_dokumen',
      entitas_id: po.uid,
      keterangan: `Pesanan pembelian ${po.nomor} dibatalkan: ${input.alasan}`,
      detail: { sebelum: { status: po.status }, sesudah: { status: 'BATAL', alasan: input.alasan } },
    });
    return ambilDokumen(tx, po.uid, 'PO');
  });
}
