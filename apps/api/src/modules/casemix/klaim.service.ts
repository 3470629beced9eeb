import {
  bagiTarifRs,
  type KategoriTindakan,
  type KlaimDetail,
  type KlaimListQuery,
  type KlaimRingkas,
  type ListEnvelope,
  type StatusKlaim,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { envelope, pageWindow } from '../../platform/paging.ts';
import type { HasilGroupingEklaim } from '../eklaim/eklaim.port.ts';
import type { PortKasir } from '../kasir/kasir.ports.ts';
import { tagihanKunjungan } from '../kasir/tagihan.baca.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { koding } from '../rekam-medis/koding/koding.tables.ts';
import { sepTidakDitemukan } from './casemix.errors.ts';
import { klaim, klaimRiwayat } from './casemix.tables.ts';
import { type BarisKlaim, bacaBarisKlaim, ringkasKlaim } from './klaim.baca.ts';

/** The first and last day of the Jakarta month of `d`. */
export function bulanIni(d: Date): { dari: string; sampai: string } {
  const hari = toJakartaIsoDate(d);
  const [y, m] = hari.split('-').map(Number) as [number, number];
  const akhir = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { dari: `${hari.slice(0, 7)}-01`, sampai: `${hari.slice(0, 7)}-${String(akhir).padStart(2, '0')}` };
}

/**
 * GET /casemix/klaim: the period's issued SEPs (default this month, by SEP date). The checks are
 * computed per row, so the state and "lengkap" filters apply after them; a month of one hospital's
 * BPJS SEPs is a few thousand rows at most.
 */
export async function daftarKlaim(
  db: DbOrTx,
  ctx: Ctx,
  q: KlaimListQuery,
): Promise<ListEnvelope<KlaimRingkas>> {
  const bawaan = bulanIni(ctx.now());
  const rows = (
    await bacaBarisKlaim(db, {
      dari: q.dari ?? (q.sampai ? undefined : bawaan.dari),
      sampai: q.sampai ?? (q.dari ? undefined : bawaan.sampai),
      ...(q.search ? { search: q.search } : {}),
    })
  )
    .map(ringkasKlaim)
    .filter(
      (r) =>
        (!q.status ||
          r.status === q.status ||
          (q.status === 'PENDING_DISPUTE' && (r.status === 'PENDING' || r.status === 'DISPUTE'))) &&
        (!q.jenis_rawat || r.jenis_rawat === q.jenis_rawat) &&
        (!q.lengkap || r.lengkap === (q.lengkap === 'ya')),
    );
  const { offset, limit } = pageWindow(q);
  return envelope(
    limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + limit),
    rows.length,
    q,
  );
}

export async function barisSatu(db: DbOrTx, sepUid: string): Promise<BarisKlaim> {
  const [b] = await bacaBarisKlaim(db, { sepUid });
  if (!b) throw sepTidakDitemukan();
  return b;
}

/** The layanan whose charges and orders belong to the claim (see klaim.baca.ts). */
async function layananKlaim(db: DbOrTx, b: BarisKlaim): Promise<Set<string | null>> {
  if (b.layanan_jenis === 'RAWAT_INAP') return new Set([b.layanan_uid]);
  const rows = await db
    .select({ uid: layanan.uid })
    .from(layanan)
    .where(and(eq(layanan.kunjungan_uid, b.kunjungan_uid), ne(layanan.jenis, 'RAWAT_INAP')));
  return new Set([null, ...rows.map((r) => r.uid)]);
}

/**
 * The bill of the claim as the cashier totals it (tagihanKunjungan, which also charges a stay's
 * days not charged yet), narrowed to the claim's layanan and split into E-Klaim's categories.
 */
export async function tagihanKlaim(db: DbOrTx, ctx: Ctx, port: PortKasir, b: BarisKlaim) {
  const t = await tagihanKunjungan(db, ctx, b.kunjungan_uid, port);
  const milik = await layananKlaim(db, b);
  const items = t.kelompok.flatMap((g) => g.items).filter((i) => milik.has(i.layanan_uid));
  const kode = [...new Set(items.map((i) => i.kode).filter((k): k is string => Boolean(k)))];
  const kategori = new Map<string, KategoriTindakan>(
    kode.length
      ? (
          await db
            .select({ kode: tindakan.kode, kategori: tindakan.kategori })
            .from(tindakan)
            .where(inArray(tindakan.kode, kode))
        ).map((r) => [r.kode, r.kategori])
      : [],
  );
  const rincian = bagiTarifRs(
    items.map((i) => ({
      jenis: i.jenis,
      sumber: i.sumber,
      kategori_tindakan: i.kode ? (kategori.get(i.kode) ?? null) : null,
      nama: i.nama,
      total: i.total,
    })),
  );
  return { total: items.reduce((n, i) => n + i.total, 0), rincian };
}

export async function barisKlaimTabel(db: DbOrTx, sepUid: string) {
  const [k] = await db.select().from(klaim).where(eq(klaim.sep_uid, sepUid));
  return k ?? null;
}

/** GET /casemix/klaim/:sep_uid */
export async function detailKlaim(
  db: DbOrTx,
  ctx: Ctx,
  port: PortKasir,
  sepUid: string,
): Promise<KlaimDetail> {
  const b = await barisSatu(db, sepUid);
  const [tagihan, k, kd] = [
    await tagihanKlaim(db, ctx, port, b),
    await barisKlaimTabel(db, sepUid),
    (
      await db
        .select({ diagnosis: koding.diagnosis, prosedur: koding.prosedur })
        .from(koding)
        .where(eq(koding.layanan_uid, b.layanan_uid))
    )[0],
  ];
  const riwayat = k
    ? await db
        .select({
          urut: klaimRiwayat.urut,
          status: klaimRiwayat.status,
          catatan: klaimRiwayat.catatan,
          nama_oleh: klaimRiwayat.nama_oleh,
          waktu: klaimRiwayat.waktu,
        })
        .from(klaimRiwayat)
        .where(eq(klaimRiwayat.klaim_uid, k.uid))
        .orderBy(asc(klaimRiwayat.waktu), asc(klaimRiwayat.urut))
    : [];
  const h = (k?.hasil_grouping ?? null) as Partial<HasilGroupingEklaim> | null;
  const ringkas = ringkasKlaim(b);
  const tarifRs = k?.tarif_rs ?? tagihan.total;
  return {
    ...ringkas,
    tarif_rs: tarifRs,
    kelas_rawat: b.layanan_jenis === 'RAWAT_INAP' ? (b.kelas_hak ?? '3') : '3',
    diagnosis: (kd?.diagnosis ?? []).map((d) => ({ kode: d.kode, nama: d.nama, jenis: d.jenis ?? null })),
    prosedur: (kd?.prosedur ?? []).map((p) => ({ kode: p.kode, nama: p.nama })),
    jenis_resume:
      b.layanan_jenis === 'RAWAT_INAP' ? 'RANAP' : b.layanan_jenis === 'GAWAT_DARURAT' ? 'IGD' : 'RJ',
    tagihan,
    grouping:
      k?.kode_cbg && k.tarif_cbg !== null
        ? {
            kode_cbg: k.kode_cbg,
            deskripsi: k.deskripsi_cbg ?? '',
            tarif_cbg: Number(h?.cbg?.tariff ?? k.tarif_cbg),
            tarif_total: Number(k.tarif_cbg),
            special_cmg: h?.special_cmg ?? [],
            special_cmg_option: h?.special_cmg_option ?? [],
            selisih: Number(k.tarif_cbg) - tarifRs,
          }
        : null,
    perbaikan: k?.perbaikan ?? null,
    dikirim_pada: k?.dikirim_pada ? k.dikirim_pada.toISOString() : null,
    riwayat: riwayat.map((r) => ({ ...r, status: r.status as StatusKlaim, waktu: r.waktu.toISOString() })),
  };
}
