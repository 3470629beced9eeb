import {
  type BedKosong,
  KELAS_RANAP,
  type KelasRanap,
  type ListEnvelope,
  namaBergelar,
  type PasienPulangQuery,
  type PasienRanap,
  type PasienRanapQuery,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { envelope, likePattern, pageWindow } from '../../../platform/paging.ts';
import { setelahHariJakarta, tanggalJakarta } from '../../../platform/waktu.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, ranapDepositKelas, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { pemesanBed } from './admisi.bed.ts';

/** Whole Jakarta calendar days from `a` to `b`, the first counting as day 1. */
function hariRawat(masuk: Date, sampai: Date): number {
  const hari = (d: Date) => Date.parse(`${toJakartaIsoDate(d)}T00:00:00Z`) / 86_400_000;
  return Math.max(1, hari(sampai) - hari(masuk) + 1);
}

// The segment a row shows: the open one of a current stay, the last one of a finished stay.
const segmenTerakhir = sql`${rawatInap.uid} = (
  select ri2.uid from rawat_inap ri2 where ri2.perawatan_inap_uid = ${perawatanInap.uid}
   order by ri2.keluar_pada is null desc, ri2.masuk_pada desc limit 1)`;

async function daftar(
  db: Db,
  ctx: Ctx,
  q: PasienRanapQuery | PasienPulangQuery,
  syarat: (SQL | undefined)[],
  urut: SQL[],
): Promise<ListEnvelope<PasienRanap>> {
  if (q.search) {
    syarat.push(
      or(
        ilike(pasien.nama, likePattern(q.search)),
        ilike(pasien.no_rm, `${q.search.replace(/[\\%_]/g, '')}%`),
      ),
    );
  }
  const where = and(...syarat);
  const { limit, offset } = pageWindow(q);
  const dasar = db
    .select({
      layanan_uid: perawatanInap.layanan_uid,
      perawatan_inap_uid: perawatanInap.uid,
      kunjungan_uid: perawatanInap.kunjungan_uid,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      letak: {
        bed_uid: bed.uid,
        ruangan_uid: ruangan.uid,
        ruangan: ruangan.nama,
        kode_ruangan: ruangan.kode,
        no_kamar: kamar.no_kamar,
        no_bed: bed.no_bed,
        kelas: rawatInap.kelas,
      },
      kelas_tagih: rawatInap.kelas_tagih,
      penempatan: rawatInap.penempatan,
      kelas_hak: perawatanInap.kelas_hak,
      dok: {
        uid: pegawai.uid,
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
      penjamin: kunjungan.penjamin,
      asal: perawatanInap.asal,
      masuk_pada: perawatanInap.masuk_pada,
      dx_kode: perawatanInap.diagnosis_masuk_kode,
      dx_nama: perawatanInap.diagnosis_masuk_nama,
      deposit_diminta: perawatanInap.deposit_diminta,
      pulang_pada: perawatanInap.pulang_pada,
      cara_pulang: perawatanInap.cara_pulang,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(perawatanInap)
    .innerJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
    .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
    .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
    .innerJoin(rawatInap, and(eq(rawatInap.perawatan_inap_uid, perawatanInap.uid), segmenTerakhir))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .where(where)
    .orderBy(...urut)
    .offset(offset);
  const rows = await (limit === undefined ? dasar : dasar.limit(limit));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(perawatanInap)
      .innerJoin(layanan, eq(layanan.uid, perawatanInap.layanan_uid))
      .innerJoin(kunjungan, eq(kunjungan.uid, perawatanInap.kunjungan_uid))
      .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
      .innerJoin(rawatInap, and(eq(rawatInap.perawatan_inap_uid, perawatanInap.uid), segmenTerakhir))
      .where(where);
    total = n?.n ?? 0;
  }
  const sekarang = ctx.now();
  return envelope(
    rows.map(({ dok, dx_kode, dx_nama, total: _, ...r }) => ({
      ...r,
      dpjp: dok?.uid ? { uid: dok.uid, nama: namaBergelar(dok) } : null,
      diagnosis_masuk: dx_kode ? { kode: dx_kode, nama: dx_nama ?? '' } : null,
      masuk_pada: r.masuk_pada.toISOString(),
      hari_rawat: hariRawat(r.masuk_pada, r.pulang_pada ?? sekarang),
      pulang_pada: r.pulang_pada?.toISOString() ?? null,
    })),
    total,
    q,
  );
}

/** The signed-in person's staff record, for "my DPJP patients". */
async function pegawaiSaya(db: Db, ctx: Ctx): Promise<string | null> {
  if (!ctx.user) return null;
  const [p] = await db.select({ uid: pegawai.uid }).from(pegawai).where(eq(pegawai.akun_uid, ctx.user.uid));
  return p?.uid ?? null;
}

/** GET /ranap/pasien: the current stays, by ward, room and bed. */
export async function daftarPasienRanap(
  db: Db,
  ctx: Ctx,
  q: PasienRanapQuery,
): Promise<ListEnvelope<PasienRanap>> {
  const syarat: (SQL | undefined)[] = [eq(perawatanInap.status, 'DIRAWAT'), isNull(rawatInap.keluar_pada)];
  if (q.ruangan_uid) syarat.push(eq(rawatInap.ruangan_uid, q.ruangan_uid));
  if (q.kelas) syarat.push(eq(rawatInap.kelas, q.kelas));
  if (q.penjamin) syarat.push(eq(kunjungan.penjamin, q.penjamin));
  if (q.dpjp_uid) syarat.push(eq(layanan.dokter_uid, q.dpjp_uid));
  if (q.milik_saya) {
    const saya = await pegawaiSaya(db, ctx);
    // Someone who is no staff member has no DPJP patients.
    syarat.push(saya ? eq(layanan.dokter_uid, saya) : sql`false`);
  }
  return daftar(db, ctx, q, syarat, [asc(ruangan.kode), asc(kamar.no_kamar), asc(bed.no_bed)]);
}

/** GET /ranap/pasien-pulang: finished stays discharged within the Jakarta dates, latest first. */
export async function daftarPasienPulang(
  db: Db,
  ctx: Ctx,
  q: PasienPulangQuery,
): Promise<ListEnvelope<PasienRanap>> {
  const syarat: (SQL | undefined)[] = [
    eq(perawatanInap.status, 'PULANG'),
    gte(perawatanInap.pulang_pada, tanggalJakarta(q.dari)),
    lt(perawatanInap.pulang_pada, setelahHariJakarta(q.sampai)),
  ];
  if (q.ruangan_uid) syarat.push(eq(rawatInap.ruangan_uid, q.ruangan_uid));
  return daftar(db, ctx, q, syarat, [desc(perawatanInap.pulang_pada)]);
}

/**
 * GET /ranap/bed-kosong: beds of active rooms that may take a patient now (KOSONG, or DIPESAN for
 * the follow-up given), the asked class first; `cocok` false for a room of the other sex. With the
 * deposit amounts of each class for the dialog's note.
 */
export async function daftarBedKosong(
  db: Db,
  q: { kelas: KelasRanap | null; jk: 'L' | 'P' | null; tindak_lanjut_uid?: string | undefined },
): Promise<{ respon: BedKosong[]; deposit: { kelas: KelasRanap; jumlah: number }[] }> {
  const rows = await db
    .select({
      bed_uid: bed.uid,
      ruangan_uid: ruangan.uid,
      ruangan: ruangan.nama,
      kode_ruangan: ruangan.kode,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      kelas: ruangan.kelas,
      jenis_ruangan: ruangan.jenis,
      jenis_kelamin_kamar: kamar.jenis_kelamin,
      status: bed.status,
    })
    .from(bed)
    .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, bed.ruangan_uid))
    .where(
      and(
        eq(bed.aktif, true),
        eq(kamar.aktif, true),
        eq(ruangan.status, 'AKTIF'),
        q.tindak_lanjut_uid
          ? or(eq(bed.status, 'KOSONG'), eq(bed.status, 'DIPESAN'))
          : eq(bed.status, 'KOSONG'),
      ),
    )
    .orderBy(
      q.kelas ? sql`${ruangan.kelas} = ${q.kelas} desc` : sql`1`,
      asc(ruangan.kode),
      asc(kamar.no_kamar),
      asc(bed.no_bed),
    );
  const hasil: BedKosong[] = [];
  for (const r of rows) {
    if (r.status === 'DIPESAN' && (await pemesanBed(db, r.bed_uid)) !== q.tindak_lanjut_uid) continue;
    const jk = r.jenis_kelamin_kamar === 'L' || r.jenis_kelamin_kamar === 'P' ? r.jenis_kelamin_kamar : null;
    hasil.push({
      ...r,
      status: r.status === 'DIPESAN' ? 'DIPESAN' : 'KOSONG',
      jenis_kelamin_kamar: jk,
      cocok: !jk || !q.jk || jk === q.jk,
    });
  }
  const deposit = await db
    .select({ kelas: ranapDepositKelas.kelas, jumlah: ranapDepositKelas.jumlah })
    .from(ranapDepositKelas);
  return {
    respon: hasil,
    deposit: deposit.filter((d) => (KELAS_RANAP as readonly string[]).includes(d.kelas)),
  };
}
