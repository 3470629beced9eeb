import { LABEL_JENIS_TERTUNDA, LABEL_TAHAP_RESEP, type Tertunda, tahapResep } from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TertundaUntukKasir } from '../../kasir/kasir.ports.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';
import { ambilanResep, penjaminHarga } from './resep.pelayanan.ts';
import { resep, resepDetail } from './resep.tables.ts';

/**
 * The prescriptions the cashier will be charged for but is not yet (kasir/kasir.ports.ts, wired by
 * app.ts): written and not rejected, not yet dispensed (REQUEST, APPROVED) — dispensing charges
 * them. Estimated as dispensing would price them: what leaves stock (racikan parts rounded up) ×
 * the product's selling price for the visit's payer (penjaminHarga, the same rule).
 */
export const resepUntukKasir: TertundaUntukKasir = {
  async baca(db, kunjunganUid) {
    const daftar = await db
      .select({ uid: resep.uid, nomor: resep.nomor, status: resep.status, created_at: resep.created_at })
      .from(resep)
      .where(and(eq(resep.kunjungan_uid, kunjunganUid), inArray(resep.status, ['REQUEST', 'APPROVED'])))
      .orderBy(asc(resep.created_at), asc(resep.nomor));
    if (!daftar.length) return [];
    const { harga } = await penjaminHarga(db, kunjunganUid);
    const hasil: Tertunda[] = [];
    for (const r of daftar) {
      const ambilan = await ambilanResep(db, r.uid);
      const produkUids = [...new Set(ambilan.map((a) => a.produk_uid))];
      const produk = produkUids.length
        ? await db
            .select({ uid: farmasiProduk.uid, harga_dasar: farmasiProduk.harga_dasar })
            .from(farmasiProduk)
            .where(inArray(farmasiProduk.uid, produkUids))
        : [];
      const dasar = new Map(produk.map((p) => [p.uid, Number(p.harga_dasar)]));
      const baris = await db
        .select({ jenis: resepDetail.jenis, racikan: resepDetail.nama_racikan, obat: farmasiProduk.nama })
        .from(resepDetail)
        .leftJoin(farmasiProduk, eq(farmasiProduk.uid, resepDetail.produk_uid))
        .where(eq(resepDetail.resep_uid, r.uid))
        .orderBy(asc(resepDetail.posisi));
      const tahap = tahapResep(r.status, false);
      hasil.push({
        jenis: 'RESEP',
        label: LABEL_JENIS_TERTUNDA.RESEP,
        uid: r.uid,
        nomor: r.nomor,
        label_status: LABEL_TAHAP_RESEP[tahap],
        items: baris.map((b) =>
          b.jenis === 'RACIKAN' ? `Racikan ${b.racikan ?? ''}`.trim() : (b.obat ?? ''),
        ),
        perkiraan: ambilan.reduce((n, a) => n + harga(dasar.get(a.produk_uid) ?? 0) * a.jumlah, 0),
        tanpa_harga: 0,
        created_at: r.created_at.toISOString(),
      });
    }
    return hasil;
  },
};
