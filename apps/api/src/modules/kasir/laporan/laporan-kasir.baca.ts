import {
  type BarisLaporanKasir,
  formatTanggal,
  type GrupLaporanKasir,
  type JumlahKasir,
  jumlahKasirKosong,
  type KelompokLaporanKasir,
  LABEL_METODE_BAYAR,
  type LaporanKasir,
  type LaporanKasirQuery,
  MAKS_BARIS_LAYAR_LAPORAN,
  MAKS_HARI_LAPORAN_RINCI,
  METODE_BAYAR,
  type MetodeBayar,
  PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  tambahJumlahKasir,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type AnyColumn, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bersamaan, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pembayaran, pembayaranMetode } from '../kasir.tables.ts';
import { dalamRentang, hariJakarta, labelPenjamin, type Rentang, rentangLaporan } from './laporan.rentang.ts';

const urutMetode = (a: { metode: MetodeBayar }, b: { metode: MetodeBayar }) =>
  METODE_BAYAR.indexOf(a.metode) - METODE_BAYAR.indexOf(b.metode);

const asli = alias(pembayaran, 'asli');
const pembatal = alias(pembayaran, 'pembatal');

/**
 * Every receipt and void row taken in the range, oldest first, with its methods. A void row sits
 * on the day it was made, in the voiding cashier's name, so the rows of a period sum to the money
 * kept in it.
 */
export async function barisKuitansi(db: DbOrTx, r: Rentang): Promise<BarisLaporanKasir[]> {
  const p = pembayaran;
  const rows = await db
    .select({
      uid: p.uid,
      nomor: p.nomor,
      created_at: p.created_at,
      pasien: { uid: pasien.uid, no_rm: pasien.no_rm, nama: pasien.nama },
      nama_pembayar: p.nama_pembayar,
      penjamin: p.penjamin,
      total_tagihan: p.total_tagihan,
      ditanggung_penjamin: p.ditanggung_penjamin,
      diskon: p.diskon,
      jumlah_bayar: p.jumlah_bayar,
      kasir: { uid: akun.uid, nama: akun.nama },
      membatalkan: asli.nomor,
      alasan: p.alasan,
      batal_nomor: pembatal.nomor,
      batal_pada: pembatal.created_at,
    })
    .from(p)
    .innerJoin(akun, eq(akun.uid, p.kasir_uid))
    .leftJoin(pasien, eq(pasien.uid, p.pasien_uid))
    .leftJoin(asli, eq(asli.uid, p.membalik_uid))
    .leftJoin(pembatal, eq(pembatal.membalik_uid, p.uid))
    .where(dalamRentang(p.created_at, r))
    .orderBy(asc(p.created_at), asc(p.nomor));
  const metode = new Map<string, BarisLaporanKasir['metode']>();
  const uids = rows.map((x) => x.uid);
  // In slices: a month of receipts must not hit the driver's parameter limit.
  for (let i = 0; i < uids.length; i += 5000) {
    const m = await db
      .select({
        pembayaran_uid: pembayaranMetode.pembayaran_uid,
        metode: pembayaranMetode.metode,
        jumlah: sql<string>`sum(${pembayaranMetode.jumlah})`,
      })
      .from(pembayaranMetode)
      .where(inArray(pembayaranMetode.pembayaran_uid, uids.slice(i, i + 5000)))
      .groupBy(pembayaranMetode.pembayaran_uid, pembayaranMetode.metode);
    for (const x of m) {
      const daftar = metode.get(x.pembayaran_uid) ?? [];
      const kode = x.metode;
      daftar.push({ metode: kode, label: LABEL_METODE_BAYAR[kode], jumlah: Number(x.jumlah) });
      metode.set(x.pembayaran_uid, daftar);
    }
  }
  return rows.map((x) => ({
    uid: x.uid,
    nomor: x.nomor,
    waktu: x.created_at.toISOString(),
    jenis: x.membatalkan ? 'BATAL' : 'BAYAR',
    pasien: x.pasien,
    nama_pembayar: x.nama_pembayar,
    penjamin: x.penjamin,
    label_penjamin: labelPenjamin(x.penjamin),
    total_tagihan: Number(x.total_tagihan),
    ditanggung_penjamin: Number(x.ditanggung_penjamin),
    diskon: Number(x.diskon),
    jumlah_bayar: Number(x.jumlah_bayar),
    metode: (metode.get(x.uid) ?? []).sort(urutMetode),
    kasir: x.kasir,
    membatalkan: x.membatalkan,
    alasan: x.membatalkan ? x.alasan : null,
    dibatalkan:
      x.batal_nomor && x.batal_pada ? { nomor: x.batal_nomor, waktu: x.batal_pada.toISOString() } : null,
  }));
}

/** One row as counted in a sum: a void row counts as a void, not as a receipt. */
export const sebagaiJumlah = (b: BarisLaporanKasir) => ({
  ...b,
  kuitansi: b.jenis === 'BAYAR' ? 1 : 0,
  batal: b.jenis === 'BATAL' ? 1 : 0,
});

/** 'Tunai + QRIS'; a receipt the payer covered whole has no method. */
export const labelKombinasi = (b: Pick<BarisLaporanKasir, 'metode'>) =>
  b.metode.length ? b.metode.map((m) => m.label).join(' + ') : 'Tanpa pembayaran pasien';

/** What a group is keyed by: a row of the report, or a group of rows summed in SQL. */
type WakilGrup = Pick<BarisLaporanKasir, 'kasir' | 'penjamin' | 'label_penjamin' | 'metode'> & {
  tanggal: string;
};

// A split receipt goes to its combination ('Tunai + QRIS'), so every receipt is in exactly one
// group and the groups add up to the total; the money per single method is `per_metode`.
function kunciGrup(
  b: WakilGrup,
  kelompok: KelompokLaporanKasir,
): { kunci: string; label: string; urut: string } {
  switch (kelompok) {
    case 'KASIR':
      return { kunci: b.kasir.uid, label: b.kasir.nama, urut: b.kasir.nama.toLowerCase() };
    case 'PENJAMIN': {
      const i = PENJAMIN_KUNJUNGAN.indexOf(b.penjamin as PenjaminKunjungan);
      return { kunci: b.penjamin, label: b.label_penjamin, urut: `${i < 0 ? 9 : i}${b.label_penjamin}` };
    }
    case 'METODE': {
      const kunci = b.metode.map((m) => m.metode).join('+') || 'PENJAMIN';
      // Single methods first, then combinations, then receipts the payer covered whole.
      const urut = b.metode.map((m) => String(METODE_BAYAR.indexOf(m.metode))).join('');
      return { kunci, label: labelKombinasi(b), urut: b.metode.length ? `${b.metode.length}${urut}` : '9' };
    }
    default:
      return { kunci: b.tanggal, label: formatTanggal(`${b.tanggal}T12:00:00+07:00`), urut: b.tanggal };
  }
}

type GrupKerja = GrupLaporanKasir & { urut: string };

function hasil(
  r: Rentang,
  q: LaporanKasirQuery,
  rinci: boolean,
  grup: Map<string, GrupKerja>,
  total: JumlahKasir,
  perMetode: Map<MetodeBayar, number>,
  berlaku: JumlahKasir,
): LaporanKasir {
  return {
    dari: r.dari,
    sampai: r.sampai,
    kelompok: q.kelompok,
    rinci,
    grup: [...grup.values()].sort((a, b) => a.urut.localeCompare(b.urut, 'id')).map(({ urut: _, ...g }) => g),
    total,
    per_metode: METODE_BAYAR.filter((m) => perMetode.has(m)).map((m) => ({
      metode: m,
      label: LABEL_METODE_BAYAR[m],
      jumlah: perMetode.get(m) ?? 0,
    })),
    berlaku,
  };
}

/** Every row of the range, each in its group. */
async function laporanRinci(db: DbOrTx, r: Rentang, q: LaporanKasirQuery): Promise<LaporanKasir> {
  const baris = await barisKuitansi(db, r);
  const grup = new Map<string, GrupKerja>();
  const total = jumlahKasirKosong();
  const berlaku = jumlahKasirKosong();
  const perMetode = new Map<MetodeBayar, number>();
  for (const b of baris) {
    const k = kunciGrup({ ...b, tanggal: toJakartaIsoDate(b.waktu) }, q.kelompok);
    let g = grup.get(k.kunci);
    if (!g) {
      g = { kunci: k.kunci, label: k.label, urut: k.urut, baris: [], total: jumlahKasirKosong() };
      grup.set(k.kunci, g);
    }
    g.baris.push(b);
    tambahJumlahKasir(g.total, sebagaiJumlah(b));
    tambahJumlahKasir(total, sebagaiJumlah(b));
    if (b.jenis === 'BAYAR' && !b.dibatalkan) tambahJumlahKasir(berlaku, sebagaiJumlah(b));
    for (const m of b.metode) perMetode.set(m.metode, (perMetode.get(m.metode) ?? 0) + m.jumlah);
  }
  return hasil(r, q, true, grup, total, perMetode, berlaku);
}

/** Σ of an amount column over the group's rows, or over those meeting `syarat`. */
const uang = (kolom: SQL | AnyColumn, syarat?: SQL) =>
  syarat
    ? sql<string>`coalesce(sum(${kolom}) filter (where ${syarat}), 0)`
    : sql<string>`coalesce(sum(${kolom}), 0)`;

/**
 * The same sums as laporanRinci, added up by PostgreSQL: a month of a big hospital is tens of
 * thousands of receipts, which no screen lists and no server should carry through JSON to add up.
 * A test holds both ways equal on the same receipts.
 */
async function laporanRekap(db: DbOrTx, r: Rentang, q: LaporanKasirQuery): Promise<LaporanKasir> {
  const p = pembayaran;
  const m = pembayaranMetode;
  const bayar = sql`${p.membalik_uid} is null`;
  const berdiri = sql`${bayar} and ${pembatal.uid} is null`;
  // The receipt's methods as a set ('QRIS+TUNAI'), put in METODE_BAYAR order below.
  const metode = sql<string>`(select coalesce(string_agg(distinct ${m.metode}::text, '+'), '')
    from ${m} where ${m.pembayaran_uid} = ${p.uid})`;
  const kunci: Record<KelompokLaporanKasir, SQL<string>> = {
    HARI: hariJakarta(p.created_at),
    KASIR: sql<string>`${p.kasir_uid}::text`,
    PENJAMIN: sql<string>`${p.penjamin}`,
    METODE: metode,
  };
  // The sums of jumlahKasirSchema over every row (voids negative), or over the standing receipts.
  const jumlah = (syarat?: SQL) => ({
    kuitansi: sql<number>`(count(*) filter (where ${syarat ?? bayar}))::int`,
    batal: syarat ? sql<number>`0` : sql<number>`(count(*) filter (where not (${bayar})))::int`,
    total_tagihan: uang(p.total_tagihan, syarat),
    ditanggung_penjamin: uang(p.ditanggung_penjamin, syarat),
    diskon: uang(p.diskon, syarat),
    jumlah_bayar: uang(p.jumlah_bayar, syarat),
  });
  const [rows, metodeRows] = await bersamaan(db, [
    () =>
      db
        .select({
          kunci: kunci[q.kelompok],
          kasir_nama: sql<string>`min(${akun.nama})`,
          ...jumlah(),
          berlaku: jumlah(berdiri),
        })
        .from(p)
        .innerJoin(akun, eq(akun.uid, p.kasir_uid))
        .leftJoin(pembatal, eq(pembatal.membalik_uid, p.uid))
        .where(dalamRentang(p.created_at, r))
        .groupBy(sql`1`),
    // The month's receipts first, then each one's methods through their index (a lateral lookup,
    // kept one by OFFSET 0): as a plain join PostgreSQL reads every method row there is.
    async () => {
      const res = await db.execute<{ metode: MetodeBayar; jumlah: string }>(sql`
        select mm.metode, coalesce(sum(mm.jumlah), 0) as jumlah from ${p}
        cross join lateral (select ${m.metode} as metode, ${m.jumlah} as jumlah from ${m}
          where ${m.pembayaran_uid} = ${p.uid} offset 0) mm
        where ${dalamRentang(p.created_at, r)} group by mm.metode`);
      return (res as unknown as { rows: { metode: MetodeBayar; jumlah: string }[] }).rows;
    },
  ] as const);
  const angka = (j: Record<keyof JumlahKasir, string | number>): JumlahKasir => ({
    kuitansi: Number(j.kuitansi),
    batal: Number(j.batal),
    total_tagihan: Number(j.total_tagihan),
    ditanggung_penjamin: Number(j.ditanggung_penjamin),
    diskon: Number(j.diskon),
    jumlah_bayar: Number(j.jumlah_bayar),
  });
  const grup = new Map<string, GrupKerja>();
  const total = jumlahKasirKosong();
  const berlaku = jumlahKasirKosong();
  for (const { kunci: kode, kasir_nama, berlaku: b, ...j } of rows) {
    const metodeGrup = q.kelompok === 'METODE' ? (kode.split('+').filter(Boolean) as MetodeBayar[]) : [];
    const k = kunciGrup(
      {
        tanggal: kode,
        kasir: { uid: kode, nama: kasir_nama },
        penjamin: kode,
        label_penjamin: labelPenjamin(kode),
        metode: metodeGrup
          .map((x) => ({ metode: x, label: LABEL_METODE_BAYAR[x], jumlah: 0 }))
          .sort(urutMetode),
      },
      q.kelompok,
    );
    const jumlahGrup = angka(j);
    grup.set(k.kunci, { kunci: k.kunci, label: k.label, urut: k.urut, baris: [], total: jumlahGrup });
    tambahJumlahKasir(total, jumlahGrup);
    tambahJumlahKasir(berlaku, angka(b));
  }
  const perMetode = new Map(metodeRows.map((x) => [x.metode, Number(x.jumlah)] as const));
  return hasil(r, q, false, grup, total, perMetode, berlaku);
}

/**
 * /laporan-kasir: the receipts of the range grouped as asked, totals per group, per method and
 * overall. Every row while the range holds at most `maksBaris` of them (Excel and PDF: always);
 * beyond that the groups' sums only, which is what a month of a big hospital fits on a screen.
 */
export async function laporanKasir(
  db: DbOrTx,
  ctx: Ctx,
  q: LaporanKasirQuery,
  maksBaris: number = MAKS_BARIS_LAYAR_LAPORAN,
): Promise<LaporanKasir> {
  const r = rentangLaporan(ctx, q, MAKS_HARI_LAPORAN_RINCI);
  if (Number.isFinite(maksBaris)) {
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pembayaran)
      .where(dalamRentang(pembayaran.created_at, r));
    if ((n?.n ?? 0) > maksBaris) return laporanRekap(db, r, q);
  }
  return laporanRinci(db, r, q);
}
