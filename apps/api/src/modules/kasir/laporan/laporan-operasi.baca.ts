import {
  type BarisOperasi,
  formatTanggal,
  GOLONGAN_OPERASI,
  type GolonganOperasi,
  type GrupOperasi,
  LABEL_GOLONGAN_OPERASI,
  type LaporanOperasi,
  type LaporanOperasiQuery,
  MAKS_HARI_LAPORAN_RINCI,
  namaBergelar,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import type { TindakanUntukKasir } from '../kasir.ports.ts';
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

const labelGolongan = (g: GolonganOperasi | null) => (g ? LABEL_GOLONGAN_OPERASI[g] : 'Tanpa golongan');

/**
 * The standing procedure charges paid by the range's standing receipts, each with the procedure
 * done (through the chart's port), kept when its catalogue entry is operative.
 */
async function operasiTerbayar(db: DbOrTx, r: Rentang, tindakanKlinis: TindakanUntukKasir) {
  const tagihan = await db
    .select({
      transaksi_uid: transaksi.uid,
      sumber_uid: transaksi.sumber_uid,
      pelaksana_uid: transaksi.pelaksana_uid,
      nomor: pembayaran.nomor,
      dibayar_pada: pembayaran.created_at,
      pasien: { no_rm: pasien.no_rm, nama: pasien.nama },
      penjamin: transaksi.penjamin,
      kode: transaksi.kode,
      nama: transaksi.nama,
      jumlah: transaksi.jumlah,
      total: transaksi.total,
    })
    .from(pembayaran)
    .innerJoin(pembayaranItem, eq(pembayaranItem.pembayaran_uid, pembayaran.uid))
    .innerJoin(transaksi, eq(transaksi.uid, pembayaranItem.transaksi_uid))
    .innerJoin(pasien, eq(pasien.uid, transaksi.pasien_uid))
    .where(
      and(
        dalamRentang(pembayaran.created_at, r),
        kuitansiBerlaku,
        transaksiHidup,
        eq(transaksi.sumber, 'tindakan_layanan'),
      ),
    );
  const dilakukan = new Map(
    (await tindakanKlinis.baca(db, [...new Set(tagihan.map((t) => t.sumber_uid))])).map((t) => [t.uid, t]),
  );
  const katalog = [...new Set([...dilakukan.values()].map((t) => t.tindakan_uid))];
  const operatif = new Map(
    katalog.length
      ? (
          await db
            .select({ uid: tindakan.uid, golongan: tindakan.golongan })
            .from(tindakan)
            .where(and(inArray(tindakan.uid, katalog), eq(tindakan.kategori, 'TINDAKAN_OPERATIF')))
        ).map((t) => [t.uid, t.golongan])
      : [],
  );
  return tagihan.flatMap((t) => {
    const d = dilakukan.get(t.sumber_uid);
    if (!d || !operatif.has(d.tindakan_uid)) return [];
    const { sumber_uid: _, pelaksana_uid, ...baris } = t;
    // The operator is who the charge names, else who the chart says performed it.
    const operatorUid = pelaksana_uid ?? d.pelaksana_uid;
    return [{ ...baris, waktu: d.waktu, golongan: operatif.get(d.tindakan_uid) ?? null, operatorUid }];
  });
}

/** The employees named as operators, with their titles. */
async function operator(db: DbOrTx, uids: (string | null)[]) {
  const ada = [...new Set(uids.flatMap((u) => (u ? [u] : [])))];
  if (!ada.length) return new Map<string, { uid: string; nama: string }>();
  const rows = await db
    .select({
      uid: pegawai.uid,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
    })
    .from(pegawai)
    .where(inArray(pegawai.uid, ada));
  return new Map(rows.map((p) => [p.uid, { uid: p.uid, nama: namaBergelar(p) }]));
}

/**
 * /laporan-operasi: operative procedures (tindakan kategori TINDAKAN_OPERATIF) paid by receipts of
 * the range that still stand; the row's time is when the procedure was done, the operator is who
 * performed it (the charge's pelaksana).
 */
export async function laporanOperasi(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanOperasiQuery,
  tindakanKlinis: TindakanUntukKasir,
): Promise<LaporanOperasi> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_RINCI);
  const terbayar = await operasiTerbayar(db, r, tindakanKlinis);
  const operatorNya = await operator(
    db,
    terbayar.map((t) => t.operatorUid),
  );
  // By the time the procedure was done, then by receipt number.
  const rows = terbayar
    .map(({ operatorUid, ...t }) => ({
      ...t,
      operator: (operatorUid && operatorNya.get(operatorUid)) || null,
    }))
    .sort(
      (a, b) => a.waktu.getTime() - b.waktu.getTime() || (a.nomor < b.nomor ? -1 : a.nomor > b.nomor ? 1 : 0),
    );
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
      operator: x.operator,
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
