import {
  can,
  type HeaderPerawatan,
  IZIN_OBSERVASI,
  type KelasRanap,
  lamaDirawat,
  nomorHariJakarta,
  type ProfesiCppt,
  type Role,
  type SegmenRawat,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { ambilLayananKlinis, type LayananKlinis, periksaBolehBaca } from '../../pelayanan/layanan-klinis.ts';
import { layananBatal } from '../../pelayanan/pelayanan.errors.ts';
import { dietOrder, rencanaObat } from '../ranap.tables.ts';
import { perawatanTerkunci, perawatanTidakDitemukan } from './bangsal.errors.ts';

/** A stay: its layanan (as every chart sees it) and its perawatan_inap row. */
export interface Perawatan {
  l: LayananKlinis;
  p: typeof perawatanInap.$inferSelect;
}

/** The profession a role writes CPPT as (docs/ranap.md "Who does what"); null for other roles. */
export const PROFESI_PERAN: Partial<Record<Role, ProfesiCppt>> = {
  DOKTER: 'DOKTER',
  DOD: 'DOKTER',
  PERAWAT: 'PERAWAT',
  AHLI_GIZI: 'AHLI_GIZI',
  APOTEKER: 'APOTEKER',
  TERAPIS: 'TERAPIS',
};

/** Day of stay: the admission's Jakarta day is day 1; a discharged stay counts up to its discharge. */
export function hariRawat(masuk: Date, sampai: Date): number {
  return Math.max(1, nomorHariJakarta(sampai) - nomorHariJakarta(masuk) + 1);
}

/** Loads a stay by its layanan; 404 when the layanan is not an inpatient stay. */
export async function ambilPerawatan(db: DbOrTx, layananUid: string): Promise<Perawatan> {
  const l = await ambilLayananKlinis(db, layananUid);
  const [p] = await db.select().from(perawatanInap).where(eq(perawatanInap.layanan_uid, l.uid));
  if (!p) throw perawatanTidakDitemukan();
  return { l, p };
}

/** Loads a stay for a reader of the ward's charts (ranap:read or rm:read). */
export async function perawatanUntukBaca(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<Perawatan> {
  const s = await ambilPerawatan(db, layananUid);
  periksaBolehBaca(ctx, s.l);
  return s;
}

/** Whether the stay's chart is closed: a cancelled layanan, or discharged with a final resume. */
export function perawatanTertutup(s: Perawatan): boolean {
  return s.l.status === 'BATAL' || s.l.resume_final;
}

/**
 * Loads a stay for a write, in the caller's transaction: the layanan row is taken KEY SHARE like
 * every chart write (layanan-klinis' layananUntukTulis), so a write lands before the resume is
 * made final or sees it final (409 resume.final).
 */
export async function perawatanUntukTulis(tx: DbOrTx, ctx: Ctx, layananUid: string): Promise<Perawatan> {
  await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, layananUid)).for('key share');
  const s = await perawatanUntukBaca(tx, ctx, layananUid);
  if (s.l.status === 'BATAL') throw layananBatal();
  if (s.l.resume_final) throw perawatanTerkunci();
  return s;
}

/** The stay's bed segments, oldest first. */
export async function segmenPerawatan(db: DbOrTx, perawatanUid: string): Promise<SegmenRawat[]> {
  const rows = await db
    .select({
      uid: rawatInap.uid,
      ruangan: { uid: ruangan.uid, kode: ruangan.kode, nama: ruangan.nama, jenis: ruangan.jenis },
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      kelas: rawatInap.kelas,
      kelas_tagih: rawatInap.kelas_tagih,
      penempatan: rawatInap.penempatan,
      masuk_pada: rawatInap.masuk_pada,
      keluar_pada: rawatInap.keluar_pada,
      sebab_keluar: rawatInap.sebab_keluar,
    })
    .from(rawatInap)
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .where(eq(rawatInap.perawatan_inap_uid, perawatanUid))
    .orderBy(asc(rawatInap.masuk_pada));
  return rows.map((r) => ({
    ...r,
    kelas: r.kelas as KelasRanap,
    kelas_tagih: r.kelas_tagih as KelasRanap,
    masuk_pada: r.masuk_pada.toISOString(),
    keluar_pada: r.keluar_pada?.toISOString() ?? null,
  }));
}

/** GET /ranap/perawatan/:layanan_uid: the header of the patient's dashboard. */
export async function headerPerawatan(db: DbOrTx, ctx: Ctx, layananUid: string): Promise<HeaderPerawatan> {
  const s = await perawatanUntukBaca(db, ctx, layananUid);
  const { l, p } = s;
  const segmen = await segmenPerawatan(db, p.uid);
  const role = ctx.user?.role;
  const tertutup = perawatanTertutup(s);
  const saya = await pegawaiPengguna(db, ctx);
  const [obat] = await db
    .select({ n: count() })
    .from(rencanaObat)
    .where(and(eq(rencanaObat.layanan_uid, l.uid), isNull(rencanaObat.dihentikan_pada)));
  const [diet] = await db
    .select({ jenis_diet: dietOrder.jenis_diet, bentuk: dietOrder.bentuk, status: dietOrder.status })
    .from(dietOrder)
    .where(and(eq(dietOrder.layanan_uid, l.uid), isNull(dietOrder.dihentikan_pada)))
    .orderBy(desc(dietOrder.created_at))
    .limit(1);
  return {
    layanan_uid: l.uid,
    perawatan_inap_uid: p.uid,
    kunjungan_uid: l.kunjungan_uid,
    pasien: { ...l.pasien, umur: l.pasien.umur },
    segmen_kini: segmen.find((g) => g.keluar_pada === null) ?? segmen.at(-1) ?? null,
    segmen,
    dpjp: l.dokter,
    penjamin: l.penjamin,
    kelas_hak: p.kelas_hak,
    masuk_pada: p.masuk_pada.toISOString(),
    // In the ward, the day of stay (admission day = day 1); once home, the length of stay by the
    // day rule every other screen uses (discharge date minus admission date, at least one).
    hari_rawat: p.pulang_pada
      ? lamaDirawat(toJakartaIsoDate(p.masuk_pada), toJakartaIsoDate(p.pulang_pada))
      : hariRawat(p.masuk_pada, ctx.now()),
    diagnosis_masuk: p.diagnosis_masuk_nama
      ? { kode: p.diagnosis_masuk_kode, nama: p.diagnosis_masuk_nama }
      : null,
    status: p.status,
    pulang_pada: p.pulang_pada?.toISOString() ?? null,
    resume_final: l.resume_final,
    obat_aktif: Number(obat?.n ?? 0),
    diet_aktif: diet ?? null,
    boleh: {
      tulis_cppt: !tertutup && can(role, 'ranap.cppt:write') && Boolean(role && PROFESI_PERAN[role]),
      observasi: !tertutup && can(role, IZIN_OBSERVASI) && can(role, 'ranap:read'),
      verifikasi_cppt: !tertutup && saya.uid !== null && saya.uid === l.dokter?.uid,
    },
  };
}
