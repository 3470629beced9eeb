import {
  can,
  formatUmur,
  IZIN_ANTRIAN_POLI,
  type JenisPoli,
  namaBergelar,
  type PenjaminKunjungan,
  type Permission,
  type StatusAntrian,
} from '@rawat/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { antrian, kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter, pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { catatAlihDokter, type DokterRingkas } from './alih-dokter.ts';
import {
  belumDilayani,
  chartTerkunci,
  layananBatal,
  layananTidakDitemukan,
  perluAmbilAlih,
} from './pelayanan.errors.ts';
import { resumeMedis } from './resume.tables.ts';

/** A layanan with what every clinical screen and rule needs about it. */
export interface LayananKlinis {
  uid: string;
  kunjungan_uid: string;
  pasien_uid: string;
  tanggal: string;
  status: string;
  jenis: string;
  keluhan: string | null;
  poli: { uid: string; nama: string; jenis: JenisPoli };
  dokter: { uid: string; nama: string } | null;
  penjamin: PenjaminKunjungan;
  antrian: { uid: string; nomor_antrian: string; status: StatusAntrian } | null;
  pasien: {
    uid: string;
    no_rm: string;
    nama: string;
    jenis_kelamin: string;
    tanggal_lahir: string;
    umur: string;
    alergi: string[];
  };
  resume_final: boolean;
}

/** Loads a layanan for a clinical service; 404 'Layanan tidak ditemukan' when there is none. */
export async function ambilLayananKlinis(db: DbOrTx, uid: string): Promise<LayananKlinis> {
  const [r] = await db
    .select({
      l: layanan,
      penjamin: kunjungan.penjamin,
      poli: { uid: poli.uid, nama: poli.nama, jenis: poli.jenis },
      dok: {
        uid: pegawai.uid,
        nama: pegawai.nama,
        gelar_depan: pegawai.gelar_depan,
        gelar_belakang: pegawai.gelar_belakang,
      },
      a: { uid: antrian.uid, nomor_antrian: antrian.nomor_antrian, status: antrian.status },
      p: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
        alergi: pasien.alergi,
      },
      resume: resumeMedis.status,
    })
    .from(layanan)
    .innerJoin(kunjungan, eq(kunjungan.uid, layanan.kunjungan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .leftJoin(antrian, eq(antrian.layanan_uid, layanan.uid))
    .leftJoin(resumeMedis, eq(resumeMedis.layanan_uid, layanan.uid))
    .where(eq(layanan.uid, uid));
  if (!r) throw layananTidakDitemukan();
  return {
    uid: r.l.uid,
    kunjungan_uid: r.l.kunjungan_uid,
    pasien_uid: r.l.pasien_uid,
    tanggal: r.l.tanggal,
    status: r.l.status,
    jenis: r.l.jenis,
    keluhan: r.l.keluhan,
    poli: r.poli,
    dokter: r.dok ? { uid: r.dok.uid, nama: namaBergelar(r.dok) } : null,
    penjamin: r.penjamin,
    antrian: r.a,
    pasien: {
      ...r.p,
      umur: formatUmur(r.p.tanggal_lahir, r.l.tanggal),
    },
    resume_final: r.resume === 'FINAL',
  };
}

/** Which professional writes: the nurse's side or the doctor's side of the chart. */
export type SisiKlinis = 'keperawatan' | 'medis';
const IZIN_SISI: Record<SisiKlinis, Permission> = {
  keperawatan: 'asesmen.keperawatan:write',
  medis: 'asesmen.medis:write',
};

/**
 * The caller may read this layanan's chart: the queue permission of its clinic kind
 * (poli.antrian:read, igd.antrian:read, hd:read) or rm:read (medical records, doctors).
 */
export function periksaBolehBaca(ctx: Ctx, l: LayananKlinis): void {
  const role = ctx.user?.role;
  if (can(role, IZIN_ANTRIAN_POLI[l.poli.jenis]) || can(role, 'rm:read')) return;
  throw forbidden(`Anda tidak memiliki akses ke pelayanan ${l.poli.nama}`);
}

/**
 * The caller may write on this layanan's chart: the side's permission plus the clinic kind's
 * queue permission (so PERAWAT of a ward cannot write at a clinic, POLI not at the IGD); and the
 * layanan is still open for writing: not cancelled, its resume not final (docs/pelayanan.md).
 */
export function periksaBolehTulis(
  ctx: Ctx,
  l: LayananKlinis,
  sisi: SisiKlinis,
  /** The unit's permission when another unit writes on this layanan (the HD unit on a stay: hd:write). */
  izinUnit: Permission = IZIN_ANTRIAN_POLI[l.poli.jenis],
): void {
  const role = ctx.user?.role;
  if (!can(role, IZIN_SISI[sisi]))
    throw forbidden(
      sisi === 'medis'
        ? 'Hanya dokter yang dapat mengisi bagian ini'
        : 'Hanya perawat/petugas klinik yang dapat mengisi bagian ini',
    );
  if (!can(role, izinUnit)) throw forbidden(`Anda tidak memiliki akses ke pelayanan ${l.poli.nama}`);
  if (l.status === 'BATAL') throw layananBatal();
  if (l.antrian?.status === 'WAITING') throw belumDilayani(l.antrian.nomor_antrian);
  if (l.resume_final) throw chartTerkunci();
}

/**
 * The signed-in account's active employee when it has a doctor's profile (`dokter` row), else
 * null: the writer whose work is theirs (performer, fee) and who must own the patient to chart.
 */
export async function dokterPengguna(db: DbOrTx, ctx: Ctx): Promise<DokterRingkas | null> {
  const akunUid = ctx.user?.uid;
  if (!akunUid) return null;
  const [d] = await db
    .select({
      uid: pegawai.uid,
      nama: pegawai.nama,
      gelar_depan: pegawai.gelar_depan,
      gelar_belakang: pegawai.gelar_belakang,
    })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(and(eq(pegawai.akun_uid, akunUid), eq(pegawai.status, 'AKTIF')));
  return d ? { uid: d.uid, nama: namaBergelar(d) } : null;
}

/**
 * Whether this caller, a doctor who may write the doctor's side, is not the layanan's registered
 * doctor: their writes are refused until they take the patient over (the chart header says so).
 * A layanan without a doctor (IGD) needs no take-over: the first doctor who writes becomes its doctor.
 */
export function perluAmbilAlihOleh(ctx: Ctx, l: LayananKlinis, d: DokterRingkas | null): boolean {
  return d !== null && l.dokter !== null && l.dokter.uid !== d.uid && can(ctx.user?.role, IZIN_SISI.medis);
}

/** The chart header for this caller: the layanan, after the read check, with `perlu_ambil_alih`. */
export async function headerLayanan(db: DbOrTx, ctx: Ctx, uid: string) {
  const l = await ambilLayananKlinis(db, uid);
  periksaBolehBaca(ctx, l);
  return { ...l, perlu_ambil_alih: perluAmbilAlihOleh(ctx, l, await dokterPengguna(db, ctx)) };
}

/**
 * A doctor's write must be on their own patient (issue 17): another doctor's patient is 409
 * pelayanan.perlu_ambil_alih naming the registered doctor, until taken over; a layanan without a
 * doctor becomes the writer's, recorded without asking. Nurses and other writers without a
 * doctor's profile are not concerned.
 */
async function periksaDokterLayanan(tx: DbOrTx, ctx: Ctx, l: LayananKlinis): Promise<LayananKlinis> {
  const d = await dokterPengguna(tx, ctx);
  if (!d || l.dokter?.uid === d.uid) return l;
  if (l.dokter) throw perluAmbilAlih(l.dokter.nama);
  if (await catatAlihDokter(tx, ctx, l, d, null)) return { ...l, dokter: d };
  // Another doctor claimed it a moment earlier: this one is asked to take over from them.
  const kini = await ambilLayananKlinis(tx, l.uid);
  throw perluAmbilAlih(kini.dokter?.nama ?? 'dokter lain');
}

/**
 * Loads a layanan for a chart write and checks it may be written (periksaBolehTulis), and, on the
 * doctor's side, that a doctor writes on their own patient (periksaDokterLayanan). The row lock
 * orders every write against the resume's finalisation: writers take KEY SHARE (they never wait
 * for each other), finalising takes UPDATE. A write thus lands before the resume reads the chart,
 * or starts after it and sees the resume final (409 resume.final): nothing slips in between.
 */
export async function layananUntukTulis(
  tx: DbOrTx,
  ctx: Ctx,
  uid: string,
  sisi: SisiKlinis,
  kunci: 'key share' | 'update' = 'key share',
): Promise<LayananKlinis> {
  await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, uid)).for(kunci);
  const l = await ambilLayananKlinis(tx, uid);
  periksaBolehTulis(ctx, l, sisi);
  return sisi === 'medis' ? periksaDokterLayanan(tx, ctx, l) : l;
}
