import {
  type HariKamar,
  type ItemTagihanHari,
  type JenisTransaksi,
  KELOMPOK_TAGIHAN_RANAP,
  type KelasRanap,
  type KelompokTagihanRanap,
  LABEL_KELOMPOK_TAGIHAN_RANAP,
  type PenjaminKunjungan,
  type TagihanRanap,
} from '@rawat/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { saldoDeposit } from '../../kasir/deposit/deposit.saldo.ts';
import { pembayaran, transaksi } from '../../kasir/kasir.tables.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { ranapTagihanHari } from '../ranap.tables.ts';
import { rawatInapTidakDitemukan } from './tagihan.errors.ts';
import { hariRawat } from './tagihan-hari.rencana.ts';
import { jalankanTagihHari } from './tagihan-hari.service.ts';

const KELOMPOK_JENIS: Record<JenisTransaksi, KelompokTagihanRanap> = {
  TINDAKAN: 'TINDAKAN',
  KONSUL: 'KONSUL',
  LABOR: 'LABOR',
  RADIOLOGI: 'RADIOLOGI',
  OBAT: 'OBAT',
  AKOMODASI: 'AKOMODASI',
};

/**
 * GET /ranap/perawatan/:layanan_uid/tagihan: charges the days not yet charged, then reads the
 * visit's live charges grouped for the ward and the cashier (docs/ranap/tagihan.md).
 */
export async function bacaTagihanRanap(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<TagihanRanap> {
  const [pi] = await db
    .select({ uid: perawatanInap.uid })
    .from(perawatanInap)
    .where(eq(perawatanInap.layanan_uid, layananUid));
  if (!pi) throw rawatInapTidakDitemukan();
  return tagihanPerawatan(db, ctx, pi.uid);
}

/** The same for a visit: its latest stay, or null when it has none. */
export async function bacaTagihanRanapKunjungan(
  db: DbOrTx,
  ctx: Ctx,
  kunjunganUid: string,
): Promise<TagihanRanap | null> {
  const [pi] = await db
    .select({ uid: perawatanInap.uid })
    .from(perawatanInap)
    .where(eq(perawatanInap.kunjungan_uid, kunjunganUid))
    .orderBy(sql`${perawatanInap.masuk_pada} desc`)
    .limit(1);
  return pi ? tagihanPerawatan(db, ctx, pi.uid) : null;
}

async function tagihanPerawatan(db: DbOrTx, ctx: Ctx, perawatanInapUid: string): Promise<TagihanRanap> {
  const { tarif_kosong } = await jalankanTagihHari(db, ctx, perawatanInapUid);
  const [pi] = await db
    .select({
      uid: perawatanInap.uid,
      layanan_uid: perawatanInap.layanan_uid,
      kunjungan_uid: perawatanInap.kunjungan_uid,
      status: perawatanInap.status,
      masuk_pada: perawatanInap.masuk_pada,
      pulang_pada: perawatanInap.pulang_pada,
      deposit_diminta: perawatanInap.deposit_diminta,
      penjamin: kunjungan.penjamin,
    })
    .from(perawatanInap)
    .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
    .where(eq(perawatanInap.uid, perawatanInapUid));
  if (!pi) throw rawatInapTidakDitemukan();
  const rows = await db
    .select({
      uid: transaksi.uid,
      layanan_uid: transaksi.layanan_uid,
      jenis: transaksi.jenis,
      sumber: transaksi.sumber,
      kode: transaksi.kode,
      nama: transaksi.nama,
      jumlah: transaksi.jumlah,
      harga_satuan: transaksi.harga_satuan,
      total: transaksi.total,
      penjamin: transaksi.penjamin,
      membalik_uid: transaksi.membalik_uid,
      pembayaran_uid: transaksi.pembayaran_uid,
      created_at: transaksi.created_at,
      hari_tanggal: ranapTagihanHari.tanggal,
      hari_item: ranapTagihanHari.item,
      kelas: rawatInap.kelas_tagih,
    })
    .from(transaksi)
    .leftJoin(ranapTagihanHari, eq(ranapTagihanHari.transaksi_uid, transaksi.uid))
    .leftJoin(rawatInap, eq(rawatInap.uid, ranapTagihanHari.rawat_inap_uid))
    .where(eq(transaksi.kunjungan_uid, pi.kunjungan_uid))
    .orderBy(asc(ranapTagihanHari.tanggal), asc(transaksi.created_at), asc(transaksi.nama));
  const dibalik = new Set(rows.flatMap((r) => (r.membalik_uid ? [r.membalik_uid] : [])));
  const hidup = rows.filter((r) => !r.membalik_uid && !dibalik.has(r.uid));

  const perKelompok = new Map<KelompokTagihanRanap, TagihanRanap['kelompok'][number]>();
  for (const r of hidup) {
    const k: KelompokTagihanRanap = r.hari_item
      ? (r.hari_item as ItemTagihanHari)
      : r.layanan_uid !== null && r.layanan_uid !== pi.layanan_uid
        ? 'SEBELUM_RANAP'
        : KELOMPOK_JENIS[r.jenis];
    const g = perKelompok.get(k) ?? {
      kelompok: k,
      label: LABEL_KELOMPOK_TAGIHAN_RANAP[k],
      items: [],
      subtotal: 0,
    };
    g.items.push({
      transaksi_uid: r.uid,
      jenis: r.jenis,
      kode: r.kode,
      nama: r.nama,
      tanggal: r.hari_tanggal,
      jumlah: r.jumlah,
      harga_satuan: r.harga_satuan,
      total: r.total,
      penjamin: r.penjamin,
      dibayar: r.pembayaran_uid !== null,
      created_at: r.created_at.toISOString(),
    });
    g.subtotal += r.total;
    perKelompok.set(k, g);
  }
  const kelompok = KELOMPOK_TAGIHAN_RANAP.flatMap((k) => {
    const g = perKelompok.get(k);
    return g ? [g] : [];
  });

  // Room days per class: consecutive or not, one row per room item × class.
  const kamar = new Map<string, HariKamar>();
  for (const r of hidup) {
    if (r.hari_item !== 'KAMAR' || !r.hari_tanggal || !r.kelas) continue;
    const kunci = `${r.nama}/${r.kelas}`;
    const k = kamar.get(kunci);
    if (k) {
      k.hari += 1;
      k.total += r.total;
      if (r.hari_tanggal < k.dari) k.dari = r.hari_tanggal;
      if (r.hari_tanggal > k.sampai) k.sampai = r.hari_tanggal;
    } else
      kamar.set(kunci, {
        nama: r.nama,
        kelas: r.kelas as KelasRanap,
        hari: 1,
        dari: r.hari_tanggal,
        sampai: r.hari_tanggal,
        total: r.total,
      });
  }

  const [bayar] = await db
    .select({ n: sql<string>`coalesce(sum(${pembayaran.jumlah_bayar}), 0)` })
    .from(pembayaran)
    .where(eq(pembayaran.kunjungan_uid, pi.kunjungan_uid));
  const penjamin = pi.penjamin as PenjaminKunjungan;
  return {
    perawatan_inap_uid: pi.uid,
    layanan_uid: pi.layanan_uid,
    kunjungan_uid: pi.kunjungan_uid,
    status: pi.status,
    penjamin,
    masuk_pada: pi.masuk_pada.toISOString(),
    pulang_pada: pi.pulang_pada?.toISOString() ?? null,
    jumlah_hari: hariRawat(
      pi.masuk_pada,
      pi.status === 'PULANG' ? (pi.pulang_pada ?? ctx.now()) : null,
      ctx.now(),
    ).length,
    kamar: [...kamar.values()].sort((a, b) => a.dari.localeCompare(b.dari)),
    kelompok,
    total: hidup.reduce((n, r) => n + r.total, 0),
    total_dibayar_pasien_sendiri:
      penjamin === 'UMUM'
        ? 0
        : hidup.filter((r) => r.hari_item === 'SELISIH_KELAS').reduce((n, r) => n + r.total, 0),
    sudah_dibayar: Number(bayar?.n ?? 0),
    deposit_diminta: pi.deposit_diminta,
    saldo_deposit: await saldoDeposit(db, pi.kunjungan_uid),
    tarif_kosong,
  };
}
