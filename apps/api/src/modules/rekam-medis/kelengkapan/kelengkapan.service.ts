import type {
  KelengkapanListFilter,
  KelengkapanRm,
  LaporanKelengkapan,
  ListEnvelope,
  RekapKelengkapan,
  RekapKelengkapanBaris,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import type { FilterSelesai } from '../layanan-selesai.ts';
import { bacaBukti, nilaiKelengkapan } from './kelengkapan.aturan.ts';

// The whole period is evaluated, then filtered and paged here: a record's status depends on
// pieces from six tables and on the clock, so SQL would have to repeat the rules of
// kelengkapan.aturan.ts. A month of a mid-size hospital is a few thousand rows (docs/rekam-medis.md).

/** GET /rekam-medis/kelengkapan */
export async function daftarKelengkapan(
  db: DbOrTx,
  ctx: Ctx,
  q: KelengkapanListFilter,
): Promise<ListEnvelope<KelengkapanRm>> {
  const sekarang = ctx.now();
  const semua = (await bacaBukti(db, q)).map((r) => nilaiKelengkapan(r, sekarang));
  const cocok = semua.filter((k) =>
    q.status === 'LENGKAP'
      ? k.lengkap
      : q.status === 'BELUM_LENGKAP'
        ? !k.lengkap
        : q.status
          ? k.terlambat
          : true,
  );
  const limit = q.limitless ? cocok.length : q.limit;
  return {
    respon: cocok.slice(q.offset, q.offset + limit),
    metadata: { total_data: cocok.length, offset: q.offset, limit },
  };
}

/** GET /rekam-medis/kelengkapan/:layanan_uid */
export async function bacaKelengkapan(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<KelengkapanRm> {
  const [l] = await db.select({ status: layanan.status }).from(layanan).where(eq(layanan.uid, layananUid));
  if (!l || l.status === 'BATAL') throw notFound('Layanan', 'kelengkapan.layanan_tidak_ditemukan');
  if (l.status !== 'SELESAI')
    throw conflict(
      'kelengkapan.belum_selesai',
      'Pelayanan belum selesai; kelengkapan rekam medis dinilai setelah pasien selesai dilayani atau pulang',
    );
  const [r] = await bacaBukti(db, { layanan_uid: layananUid });
  if (!r) throw notFound('Layanan', 'kelengkapan.layanan_tidak_ditemukan');
  return nilaiKelengkapan(r, ctx.now());
}

const kosong = (uid: string | null, nama: string): RekapKelengkapanBaris => ({
  uid,
  nama,
  total: 0,
  lengkap: 0,
  belum_lengkap: 0,
  terlambat: 0,
  tepat_waktu: 0,
  persen_tepat_waktu: null,
});

function tambah(b: RekapKelengkapanBaris, k: KelengkapanRm) {
  b.total++;
  if (k.lengkap) b.lengkap++;
  else b.belum_lengkap++;
  if (k.terlambat) b.terlambat++;
  if (k.lengkap && !k.terlambat) b.tepat_waktu++;
}

const persen = (b: RekapKelengkapanBaris): RekapKelengkapanBaris => ({
  ...b,
  persen_tepat_waktu: b.total ? Math.round((b.tepat_waktu / b.total) * 1000) / 10 : null,
});

/** Counts per doctor (DPJP) and per unit, worst first so the screen opens on who to chase. */
export function rekap(semua: KelengkapanRm[]): RekapKelengkapan {
  const total = kosong(null, 'Semua');
  const dokter = new Map<string, RekapKelengkapanBaris>();
  const unit = new Map<string, RekapKelengkapanBaris>();
  for (const k of semua) {
    tambah(total, k);
    const kd = k.dokter?.uid ?? '-';
    if (!dokter.has(kd)) dokter.set(kd, kosong(k.dokter?.uid ?? null, k.dokter?.nama ?? 'Tanpa dokter'));
    const bd = dokter.get(kd);
    if (bd) tambah(bd, k);
    if (!unit.has(k.unit)) unit.set(k.unit, kosong(null, k.unit));
    const bu = unit.get(k.unit);
    if (bu) tambah(bu, k);
  }
  const urut = (xs: RekapKelengkapanBaris[]) =>
    xs
      .map(persen)
      .sort(
        (a, b) =>
          (a.persen_tepat_waktu ?? 0) - (b.persen_tepat_waktu ?? 0) ||
          b.total - a.total ||
          a.nama.localeCompare(b.nama, 'id'),
      );
  return { total: persen(total), per_dokter: urut([...dokter.values()]), per_unit: urut([...unit.values()]) };
}

/** GET /rekam-medis/kelengkapan/rekap */
export async function rekapKelengkapan(db: DbOrTx, ctx: Ctx, q: FilterSelesai): Promise<RekapKelengkapan> {
  const sekarang = ctx.now();
  return rekap((await bacaBukti(db, q)).map((r) => nilaiKelengkapan(r, sekarang)));
}

/** The first and last day of 'YYYY-MM'. */
export function rentangBulan(bulan: string): { dari: string; sampai: string } {
  const [t, b] = bulan.split('-').map(Number);
  const akhir = new Date(Date.UTC(t ?? 2000, b ?? 1, 0)).getUTCDate();
  return { dari: `${bulan}-01`, sampai: `${bulan}-${String(akhir).padStart(2, '0')}` };
}

/** GET /rekam-medis/kelengkapan/laporan: one month, by the day each service ended (Jakarta). */
export async function laporanKelengkapan(db: DbOrTx, ctx: Ctx, bulan: string): Promise<LaporanKelengkapan> {
  const { dari, sampai } = rentangBulan(bulan);
  const r = await rekapKelengkapan(db, ctx, { tanggal_dari: dari, tanggal_sampai: sampai });
  return { ...r, bulan, dari, sampai };
}
