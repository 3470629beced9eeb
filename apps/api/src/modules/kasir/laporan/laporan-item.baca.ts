import {
  type BarisByItem,
  type BarisOperasi,
  formatTanggal,
  GOLONGAN_OPERASI,
  type GolonganOperasi,
  type GrupOperasi,
  JENIS_TRANSAKSI,
  type JenisTransaksi,
  LABEL_GOLONGAN_OPERASI,
  LABEL_JENIS_TRANSAKSI,
  type LaporanByItem,
  type LaporanByItemQuery,
  type LaporanOperasi,
  type LaporanOperasiQuery,
  MAKS_HARI_LAPORAN_REKAP,
  MAKS_HARI_LAPORAN_RINCI,
  namaBergelar,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { farmasiProduk } from '../../farmasi/produk/produk.tables.ts';
import { farmasiPenjualanItem } from '../../farmasi/stok/stok.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { tindakanLayanan } from '../../pelayanan/pelayanan.tables.ts';
import { pembayaran, pembayaranItem, transaksi } from '../kasir.tables.ts';
import {
  dalamRentang,
  kuitansiBerlaku,
  labelPenjamin,
  type Rentang,
  rentangLaporan,
} from './laporan.rentang.ts';

/** A charge that stands: not a reversal line, and not reversed. */
const transaksiHidup = sql`(${transaksi.membalik_uid} is null and not exists (
  select 1 from ${transaksi} balik where balik.membalik_uid = ${transaksi.uid}))`;

/**
 * What the receipts of the range that still stand covered, per item: a visit's charges through
 * pembayaran_item (a charge and its reversal on one receipt cancel out), a walk-in sale's lines as
 * OBAT. Items that net to nothing are left out. Σ total = Σ total_tagihan of those receipts.
 */
export async function itemKuitansi(db: DbOrTx, r: Rentang): Promise<BarisByItem[]> {
  const berlakuDiRentang = and(dalamRentang(pembayaran.created_at, r), kuitansiBerlaku);
  const [kunjungan, penjualan] = await bersamaan(db, [
    () =>
      db
        .select({
          jenis: transaksi.jenis,
          kode: transaksi.kode,
          nama: transaksi.nama,
          jumlah: sql<string>`sum(${transaksi.jumlah})`,
          total: sql<string>`sum(${transaksi.total})`,
          kuitansi: sql<number>`count(distinct ${pembayaran.uid})::int`,
        })
        .from(pembayaran)
        .innerJoin(pembayaranItem, eq(pembayaranItem.pembayaran_uid, pembayaran.uid))
        .innerJoin(transaksi, eq(transaksi.uid, pembayaranItem.transaksi_uid))
        .where(berlakuDiRentang)
        .groupBy(transaksi.jenis, transaksi.kode, transaksi.nama),
    () =>
      db
        .select({
          kode: farmasiProduk.kode,
          nama: farmasiProduk.nama,
          jumlah: sql<string>`sum(${farmasiPenjualanItem.jumlah})`,
          total: sql<string>`sum(${farmasiPenjualanItem.total})`,
          kuitansi: sql<number>`count(distinct ${pembayaran.uid})::int`,
        })
        .from(pembayaran)
        .innerJoin(farmasiPenjualanItem, eq(farmasiPenjualanItem.penjualan_uid, pembayaran.penjualan_uid))
        .innerJoin(farmasiProduk, eq(farmasiProduk.uid, farmasiPenjualanItem.produk_uid))
        .where(and(berlakuDiRentang, isNotNull(pembayaran.penjualan_uid)))
        .groupBy(farmasiProduk.kode, farmasiProduk.nama),
  ] as const);
  const item = new Map<string, BarisByItem>();
  const tambah = (
    jenis: JenisTransaksi,
    x: { kode: string | null; nama: string; jumlah: string; total: string; kuitansi: number },
  ) => {
    const kunci = `${jenis}|${x.kode ?? ''}|${x.nama}`;
    const ada = item.get(kunci) ?? { jenis, kode: x.kode, nama: x.nama, jumlah: 0, total: 0, kuitansi: 0 };
    ada.jumlah += Number(x.jumlah);
    ada.total += Number(x.total);
    ada.kuitansi += x.kuitansi;
    item.set(kunci, ada);
  };
  for (const x of kunjungan) tambah(x.jenis as JenisTransaksi, x);
  for (const x of penjualan) tambah('OBAT', x);
  return [...item.values()]
    .filter((b) => b.jumlah !== 0 || b.total !== 0)
    .sort(
      (a, b) =>
        JENIS_TRANSAKSI.indexOf(a.jenis) - JENIS_TRANSAKSI.indexOf(b.jenis) ||
        a.nama.localeCompare(b.nama, 'id'),
    );
}

/** /laporan-by-item: the items of the range's standing receipts, per type with subtotals. */
export async function laporanByItem(db: DbOrTx, ctx: Ctx, q: LaporanByItemQuery): Promise<LaporanByItem> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_REKAP);
  const [baris, [n]] = await bersamaan(db, [
    () => itemKuitansi(db, r),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(pembayaran)
        .where(and(dalamRentang(pembayaran.created_at, r), kuitansiBerlaku)),
  ] as const);
  const grup = JENIS_TRANSAKSI.flatMap((jenis) => {
    const isi = baris.filter((b) => b.jenis === jenis);
    if (!isi.length) return [];
    return [
      {
        jenis,
        label: LABEL_JENIS_TRANSAKSI[jenis],
        baris: isi,
        jumlah: isi.reduce((s, b) => s + b.jumlah, 0),
        total: isi.reduce((s, b) => s + b.total, 0),
      },
    ];
  });
  return {
    dari: r.dari,
    sampai: r.sampai,
    grup,
    kuitansi: n?.n ?? 0,
    total: grup.reduce((s, g) => s + g.total, 0),
  };
}

const labelGolongan = (g: GolonganOperasi | null) => (g ? LABEL_GOLONGAN_OPERASI[g] : 'Tanpa golongan');

/**
 * /laporan-operasi: operative procedures (tindakan kategori TINDAKAN_OPERATIF) paid by receipts of
 * the range that still stand; the row's time is when the procedure was done, the operator is who
 * performed it (the charge's pelaksana).
 */
export async function laporanOperasi(db: DbOrTx, ctx: Ctx, q: LaporanOperasiQuery): Promise<LaporanOperasi> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_RINCI);
  const rows = await db
    .select({
      transaksi_uid: transaksi.uid,
      waktu: tindakanLayanan.waktu,
      nomor: pembayaran.nomor,
      dibayar_pada: pembayaran.created_at,
      pasien: { no_rm: pasien.no_rm, nama: pasien.nama },
      penjamin: transaksi.penjamin,
      kode: transaksi.kode,
      nama: transaksi.nama,
      golongan: tindakan.golongan,
      operator: {
        uid: pegawai.uid,
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
      jumlah: transaksi.jumlah,
      total: transaksi.total,
    })
    .from(pembayaran)
    .innerJoin(pembayaranItem, eq(pembayaranItem.pembayaran_uid, pembayaran.uid))
    .innerJoin(transaksi, eq(transaksi.uid, pembayaranItem.transaksi_uid))
    .innerJoin(
      tindakanLayanan,
      and(eq(transaksi.sumber, 'tindakan_layanan'), eq(tindakanLayanan.uid, transaksi.sumber_uid)),
    )
    .innerJoin(tindakan, eq(tindakan.uid, tindakanLayanan.tindakan_uid))
    .innerJoin(pasien, eq(pasien.uid, transaksi.pasien_uid))
    .leftJoin(
      pegawai,
      eq(pegawai.uid, sql`coalesce(${transaksi.pelaksana_uid}, ${tindakanLayanan.pelaksana_uid})`),
    )
    .where(
      and(
        dalamRentang(pembayaran.created_at, r),
        kuitansiBerlaku,
        transaksiHidup,
        eq(tindakan.kategori, 'TINDAKAN_OPERATIF'),
      ),
    )
    .orderBy(asc(tindakanLayanan.waktu), asc(pembayaran.nomor));
  const baris: BarisOperasi[] = rows.map((x) => {
    const golongan = (x.golongan as GolonganOperasi | null) ?? null;
    return {
      transaksi_uid: x.transaksi_uid,
      waktu: x.waktu.toISOString(),
      kuitansi: { nomor: x.nomor, waktu: x.dibayar_pada.toISOString() },
      pasien: x.pasien,
      penjamin: x.penjamin,
      label_penjamin: labelPenjamin(x.penjamin),
      kode: x.kode,
      nama: x.nama,
      golongan,
      label_golongan: labelGolongan(golongan),
      operator: x.operator ? { uid: x.operator.uid, nama: namaBergelar(x.operator) } : null,
      jumlah: x.jumlah,
      total: Number(x.total),
    };
  });
  const grup = new Map<string, GrupOperasi & { urut: string }>();
  for (const b of baris) {
    const k =
      q.kelompok === 'GOLONGAN'
        ? {
            kunci: b.golongan ?? '-',
            label: b.label_golongan,
            urut: String(b.golongan ? GOLONGAN_OPERASI.indexOf(b.golongan) : 9),
          }
        : q.kelompok === 'OPERATOR'
          ? {
              kunci: b.operator?.uid ?? '-',
              label: b.operator?.nama ?? 'Operator tidak dicatat',
              urut: b.operator ? b.operator.nama.toLowerCase() : '~',
            }
          : {
              kunci: toJakartaIsoDate(b.waktu),
              label: formatTanggal(b.waktu),
              urut: toJakartaIsoDate(b.waktu),
            };
    let g = grup.get(k.kunci);
    if (!g) {
      g = { ...k, baris: [], jumlah: 0, total: 0 };
      grup.set(k.kunci, g);
    }
    g.baris.push(b);
    g.jumlah += b.jumlah;
    g.total += b.total;
  }
  const perGolongan = [...GOLONGAN_OPERASI, null].flatMap((gol) => {
    const isi = baris.filter((b) => b.golongan === gol);
    return isi.length
      ? [
          {
            golongan: gol ?? '-',
            label: labelGolongan(gol),
            jumlah: isi.reduce((s, b) => s + b.jumlah, 0),
            total: isi.reduce((s, b) => s + b.total, 0),
          },
        ]
      : [];
  });
  return {
    dari: r.dari,
    sampai: r.sampai,
    kelompok: q.kelompok,
    grup: [...grup.values()].sort((a, b) => a.urut.localeCompare(b.urut, 'id')).map(({ urut: _, ...g }) => g),
    per_golongan: perGolongan,
    jumlah: baris.reduce((s, b) => s + b.jumlah, 0),
    total: baris.reduce((s, b) => s + b.total, 0),
  };
}
