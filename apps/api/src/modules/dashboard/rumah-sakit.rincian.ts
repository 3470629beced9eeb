import {
  LABEL_STATUS_KLAIM,
  MAKS_BARIS_RINCIAN_RS,
  pendapatan,
  type RincianRs,
  type RincianRsQuery,
  type StatusKlaim,
} from '@rawat/domain';
import { type SQL, sql } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { batasHampirKedaluwarsa, daftarStok } from '../farmasi/persediaan/persediaan.baca.ts';
import { labelPenjamin } from '../kasir/laporan/laporan.rentang.ts';
import { sisaTerbuka } from '../kasir/tagihan.baca.ts';
import { nol, tambahStint } from '../ranap/indikator/indikator.service.ts';
import { labelTriaseRs, ranapRs } from './rumah-sakit.service.ts';
import {
  baris,
  type PeriodeRs,
  periodeRs,
  sumberIgd,
  sumberKedaluwarsa,
  sumberKlaim,
  sumberKunjungan,
  sumberPembayaran,
  sumberPiutang,
  sumberTungguDokter,
  sumberTungguResep,
} from './rumah-sakit.sumber.ts';

type Kolom = RincianRs['kolom'][number];
type Baris = RincianRs['baris'][number];
const k = (kunci: string, label: string, format: Kolom['format'] = 'teks'): Kolom => ({
  kunci,
  label,
  format,
});
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

interface Daftar {
  judul: string;
  kolom: Kolom[];
  baris: Baris[];
  /** Every row counted, where `baris` holds only the first of them. */
  jumlah?: number;
  total?: { nilai: number; label: string };
}

const PASIEN = [k('no_rm', 'No. RM'), k('pasien', 'Pasien')];

async function tunggu(db: DbOrTx, sumber: SQL, judul: string, poli: boolean): Promise<Daftar> {
  const rows = await baris<Baris>(
    db,
    sql`select w.tanggal, ps.no_rm, ps.nama as pasien, ${poli ? sql`p.nama as poli, a.nomor_antrian as nomor,` : sql`r.nomor,`}
        w.dari_waktu, w.sampai_waktu, round(w.menit::numeric, 1)::float8 as menit
      ${sumber} order by w.tanggal, w.dari_waktu`,
  );
  return {
    judul,
    kolom: [
      k('tanggal', 'Tanggal', 'tanggal'),
      k('nomor', poli ? 'No. antrean' : 'No. resep'),
      ...PASIEN,
      ...(poli ? [k('poli', 'Poli')] : []),
      k('dari_waktu', poli ? 'Daftar' : 'Resep ditulis', 'waktu'),
      k('sampai_waktu', poli ? 'Mulai dilayani' : 'Diserahkan', 'waktu'),
      k('menit', 'Menit', 'menit'),
    ],
    baris: rows.map((r) => ({ ...r, dari_waktu: iso(r.dari_waktu), sampai_waktu: iso(r.sampai_waktu) })),
  };
}

/**
 * A long list's first MAKS_BARIS_RINCIAN_RS rows, with the count (and a column's sum) of all of
 * them from the database: a month's 40,000 visits or receipts are counted where they lie rather
 * than carried to the server to be counted and cut there.
 */
async function terbatas(db: DbOrTx, pilih: SQL, sumber: SQL, urut: SQL, jumlahkan?: SQL) {
  const [rows, [n]] = await bersamaan(db, [
    () => baris<Baris>(db, sql`select ${pilih} ${sumber} order by ${urut} limit ${MAKS_BARIS_RINCIAN_RS}`),
    () =>
      baris<{ jumlah: number; total: number | null }>(
        db,
        sql`select count(*)::int as jumlah, ${jumlahkan ? sql`sum(${jumlahkan})::float8` : sql`null`} as total ${sumber}`,
      ),
  ] as const);
  return { baris: rows, jumlah: Number(n?.jumlah ?? 0), total: Number(n?.total ?? 0) };
}

/** The inpatient lists: stints with patient-days (BOR) or discharges (ALOS), by the indicators' rule. */
async function ranap(db: DbOrTx, p: PeriodeRs, q: RincianRsQuery, keluar: boolean): Promise<Daftar> {
  const { ind, p1 } = await ranapRs(db, p);
  const nama = new Map(ind.ruangan.map((r) => [r.ruangan_uid, r.nama]));
  const rows: Baris[] = [];
  let total = 0;
  for (const s of ind.stint) {
    if (!nama.has(s.ruangan_uid) || (q.ruangan_uid && s.ruangan_uid !== q.ruangan_uid)) continue;
    const h = nol();
    tambahStint(h, s, p.p0, p1);
    const pulang = h.keluar_hidup + h.meninggal;
    if (keluar ? pulang === 0 : h.hari_perawatan === 0) continue;
    total += keluar ? h.lama_dirawat : h.hari_perawatan;
    rows.push({
      ruangan: nama.get(s.ruangan_uid) ?? '',
      no_rm: s.no_rm,
      pasien: s.nama,
      masuk: (keluar ? s.masukRs : s.masuk).toISOString(),
      keluar: s.keluar?.toISOString() ?? null,
      ...(keluar
        ? { lama_dirawat: h.lama_dirawat, cara: s.meninggal ? 'Meninggal' : 'Hidup' }
        : { hari_perawatan: h.hari_perawatan }),
    });
  }
  rows.sort(
    (a, b) =>
      String(a.ruangan).localeCompare(String(b.ruangan), 'id') ||
      String(a.masuk).localeCompare(String(b.masuk)),
  );
  return keluar
    ? {
        judul: 'Pasien keluar rawat inap (dasar ALOS)',
        kolom: [
          k('ruangan', 'Ruangan'),
          ...PASIEN,
          k('masuk', 'Masuk RS', 'waktu'),
          k('keluar', 'Keluar', 'waktu'),
          k('cara', 'Keadaan keluar'),
          k('lama_dirawat', 'Lama dirawat (hari)', 'angka'),
        ],
        baris: rows,
        total: { nilai: total, label: 'Jumlah lama dirawat (hari)' },
      }
    : {
        judul: 'Pasien dirawat (dasar BOR)',
        kolom: [
          k('ruangan', 'Ruangan'),
          ...PASIEN,
          k('masuk', 'Masuk ruangan', 'waktu'),
          k('keluar', 'Keluar ruangan', 'waktu'),
          k('hari_perawatan', 'Hari perawatan', 'angka'),
        ],
        baris: rows,
        total: { nilai: total, label: 'Jumlah hari perawatan' },
      };
}

async function daftarRincian(db: DbOrTx, ctx: Ctx, p: PeriodeRs, q: RincianRsQuery): Promise<Daftar> {
  switch (q.jenis) {
    case 'KUNJUNGAN': {
      const d = await terbatas(
        db,
        sql`l.tanggal::text as tanggal, ps.no_rm, ps.nama as pasien, p.nama as poli, k.penjamin`,
        sumberKunjungan(p, q),
        sql`l.tanggal, l.created_at`,
      );
      return {
        judul: 'Kunjungan poli dan IGD',
        kolom: [k('tanggal', 'Tanggal', 'tanggal'), ...PASIEN, k('poli', 'Poli'), k('penjamin', 'Penjamin')],
        jumlah: d.jumlah,
        baris: d.baris.map((r) => ({ ...r, penjamin: labelPenjamin(String(r.penjamin)) })),
      };
    }
    case 'IGD': {
      const d = await terbatas(
        db,
        sql`l.tanggal::text as tanggal, l.created_at as waktu, ps.no_rm, ps.nama as pasien,
          coalesce(tr.level, 'BELUM') as triase, k.penjamin`,
        sumberIgd(p, q),
        sql`l.tanggal, l.created_at`,
      );
      return {
        judul: 'Kedatangan IGD',
        kolom: [
          k('tanggal', 'Tanggal', 'tanggal'),
          k('waktu', 'Jam daftar', 'waktu'),
          ...PASIEN,
          k('triase', 'Triase'),
          k('penjamin', 'Penjamin'),
        ],
        jumlah: d.jumlah,
        baris: d.baris.map((r) => ({
          ...r,
          waktu: iso(r.waktu),
          triase: labelTriaseRs(String(r.triase)),
          penjamin: labelPenjamin(String(r.penjamin)),
        })),
      };
    }
    case 'RANAP_DIRAWAT':
      return ranap(db, p, q, false);
    case 'RANAP_KELUAR':
      return ranap(db, p, q, true);
    case 'PENDAPATAN': {
      const d = await terbatas(
        db,
        sql`py.created_at as waktu, py.nomor, py.membalik_uid is not null as batal, ps.no_rm,
          coalesce(ps.nama, py.nama_pembayar) as pasien, py.penjamin,
          py.ditanggung_penjamin::float8 as ditanggung_penjamin, py.jumlah_bayar::float8 as jumlah_bayar`,
        sumberPembayaran(p, q),
        sql`py.created_at, py.nomor`,
        sql`py.ditanggung_penjamin + py.jumlah_bayar`,
      );
      return {
        judul: 'Pendapatan (kuitansi dan pembatalan)',
        kolom: [
          k('waktu', 'Waktu', 'waktu'),
          k('nomor', 'Nomor'),
          k('jenis', 'Jenis'),
          ...PASIEN,
          k('penjamin', 'Penjamin'),
          k('ditanggung_penjamin', 'Ditanggung penjamin', 'rupiah'),
          k('jumlah_bayar', 'Dibayar pasien', 'rupiah'),
          k('pendapatan', 'Pendapatan', 'rupiah'),
        ],
        jumlah: d.jumlah,
        baris: d.baris.map(({ batal, ...b }) => ({
          ...b,
          waktu: iso(b.waktu),
          jenis: batal ? 'Pembatalan' : 'Kuitansi',
          penjamin: labelPenjamin(String(b.penjamin)),
          pendapatan: pendapatan({
            ditanggung_penjamin: Number(b.ditanggung_penjamin),
            jumlah_bayar: Number(b.jumlah_bayar),
          }),
        })),
        total: { nilai: d.total, label: 'Jumlah pendapatan' },
      };
    }
    case 'PIUTANG': {
      const rows = await baris<Baris>(
        db,
        sql`select kunjungan.tanggal::text as tanggal, ps.no_rm, ps.nama as pasien, kunjungan.penjamin,
            (${sisaTerbuka})::bigint as sisa ${sumberPiutang(p, q)} order by kunjungan.tanggal, kunjungan.created_at`,
      );
      const daftar = rows.map((r) => ({
        ...r,
        penjamin: labelPenjamin(String(r.penjamin)),
        sisa: Number(r.sisa),
      }));
      return {
        judul: 'Tagihan belum dibayar',
        kolom: [
          k('tanggal', 'Tanggal kunjungan', 'tanggal'),
          ...PASIEN,
          k('penjamin', 'Penjamin'),
          k('sisa', 'Belum dibayar', 'rupiah'),
        ],
        baris: daftar,
        total: { nilai: daftar.reduce((n, r) => n + r.sisa, 0), label: 'Jumlah belum dibayar' },
      };
    }
    case 'KLAIM':
      return {
        judul: 'Klaim BPJS',
        kolom: [
          k('tanggal', 'Tanggal kunjungan', 'tanggal'),
          k('no_sep', 'No. SEP'),
          ...PASIEN,
          k('status', 'Status'),
          k('tarif_cbg', 'Tarif INA-CBG', 'rupiah'),
        ],
        baris: (
          await baris<Baris>(
            db,
            sql`select k.tanggal::text as tanggal, kl.no_sep, ps.no_rm, ps.nama as pasien, kl.status, kl.tarif_cbg
              ${sumberKlaim(p, q)} order by k.tanggal, kl.created_at`,
          )
        ).map((r) => ({
          ...r,
          status: LABEL_STATUS_KLAIM[r.status as StatusKlaim] ?? String(r.status),
          tarif_cbg: r.tarif_cbg == null ? null : Number(r.tarif_cbg),
        })),
      };
    case 'STOK_MINIMUM': {
      const stok = await daftarStok(db, ctx, {
        offset: 0,
        limit: 1,
        limitless: true,
        di_bawah_minimum: 'true',
      });
      return {
        judul: 'Stok di bawah minimum (saat ini)',
        kolom: [
          k('produk', 'Produk'),
          k('lokasi', 'Lokasi'),
          k('jumlah', 'Stok', 'angka'),
          k('stok_minimum', 'Minimum', 'angka'),
          k('satuan', 'Satuan'),
        ],
        baris: stok.respon.map((s) => ({
          produk: s.produk.nama,
          lokasi: s.lokasi.nama,
          jumlah: s.jumlah,
          stok_minimum: s.stok_minimum ?? 0,
          satuan: s.produk.satuan_dasar,
        })),
      };
    }
    case 'HAMPIR_KEDALUWARSA':
      return {
        judul: 'Batch hampir/sudah kedaluwarsa (saat ini)',
        kolom: [
          k('produk', 'Produk'),
          k('lokasi', 'Lokasi'),
          k('batch', 'Batch'),
          k('kedaluwarsa', 'Kedaluwarsa', 'tanggal'),
          k('jumlah', 'Jumlah', 'angka'),
          k('satuan', 'Satuan'),
        ],
        baris: await baris<Baris>(
          db,
          sql`select pr.nama as produk, lo.nama as lokasi, b.batch, b.kedaluwarsa::text as kedaluwarsa, b.jumlah,
              pr.satuan_dasar as satuan ${sumberKedaluwarsa(batasHampirKedaluwarsa(p.hariIni))}
            order by b.kedaluwarsa, pr.nama`,
        ),
      };
    case 'TUNGGU_DOKTER':
      return tunggu(db, sumberTungguDokter(p, q), 'Waktu tunggu pendaftaran sampai dilayani', true);
    case 'TUNGGU_RESEP':
      return tunggu(db, sumberTungguResep(p, q), 'Waktu tunggu resep sampai diserahkan', false);
  }
}

/** GET /dashboard/rumah-sakit/rincian: the rows one figure counts (docs/dashboard.md). */
export async function rincianRumahSakit(db: DbOrTx, ctx: Ctx, q: RincianRsQuery): Promise<RincianRs> {
  const p = periodeRs(ctx, q);
  if (q.tanggal && (q.tanggal < p.dari || q.tanggal > p.sampai)) {
    const pesan = 'Tanggal rincian harus di dalam periode dashboard';
    throw badRequest(pesan, [{ path: 'tanggal', message: pesan }]);
  }
  const d = await daftarRincian(db, ctx, p, q);
  return {
    jenis: q.jenis,
    judul: d.judul,
    dari: p.dari,
    sampai: p.sampai,
    jumlah: d.jumlah ?? d.baris.length,
    total: d.total?.nilai ?? null,
    label_total: d.total?.label ?? null,
    kolom: d.kolom,
    baris: d.baris.slice(0, MAKS_BARIS_RINCIAN_RS),
  };
}
