import { formatRupiah, type KlaimDetail, type StatusKlaim } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { GalatEklaim, type KlienEklaim } from '../eklaim/eklaim.port.ts';
import type { PortKasir } from '../kasir/kasir.ports.ts';
import * as galat from './casemix.errors.ts';
import { klaim, klaimRiwayat } from './casemix.tables.ts';
import { kelengkapan } from './klaim.baca.ts';
import { dataKlaimEklaim, klaimBaruEklaim, nikKoder } from './klaim.data.ts';
import { barisSatu, detailKlaim, tagihanKlaim } from './klaim.service.ts';

// The claim's steps at E-Klaim (docs/casemix.md "Alur"): each runs in one transaction holding the
// claim's row lock while E-Klaim is called, so two clicks on the same step make one call and the
// second finds the state already moved (409). E-Klaim's refusal leaves everything as it was.

export interface DepsKlaim {
  kasir: PortKasir;
  /** E-Klaim's client from its settings; null when E-Klaim is not configured or not active. */
  eklaim: () => Promise<KlienEklaim | null>;
  /** The coder NIK set in E-Klaim's settings (claim_final records it); null when none. */
  coderNik: () => Promise<string | null>;
}

type BarisKlaimTabel = typeof klaim.$inferSelect;

// Asked before the transaction opens: the settings are read through the root handle (its master
// key is bound to it), which must not wait on the transaction's own connection.
async function klien(db: Db, deps: DepsKlaim, sepUid: string | null): Promise<KlienEklaim> {
  if (sepUid) await pastikanLengkap(db, sepUid);
  const k = await deps.eklaim();
  if (!k) throw galat.eklaimBelumDiatur();
  return k;
}

/** An E-Klaim call whose refusal or silence becomes a clear error for the screen, never a 500. */
async function eklaim<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof GalatEklaim) throw galat.eklaimMenolak(e);
    throw galat.eklaimGagal(e instanceof Error ? e.message : String(e));
  }
}

async function catatRiwayat(tx: DbOrTx, ctx: Ctx, uid: string, status: StatusKlaim, catatan: string | null) {
  await tx.insert(klaimRiwayat).values({
    klaim_uid: uid,
    status,
    catatan,
    oleh: ctx.user?.uid ?? null,
    nama_oleh: ctx.user?.nama ?? 'Sistem',
    waktu: ctx.now(),
  });
}

/** The claim's row, locked for this transaction; opened (DRAF) on first use. */
async function kunci(tx: Tx, ctx: Ctx, sepUid: string): Promise<BarisKlaimTabel> {
  const b = await barisSatu(tx, sepUid);
  const baru = await tx
    .insert(klaim)
    .values({
      sep_uid: b.sep_uid,
      no_sep: b.no_sep,
      kunjungan_uid: b.kunjungan_uid,
      pasien_uid: b.pasien.uid,
      jenis_rawat: b.layanan_jenis === 'RAWAT_INAP' ? '1' : b.layanan_jenis === 'GAWAT_DARURAT' ? '3' : '2',
      status: 'DRAF',
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: ctx.now(),
      updated_at: ctx.now(),
    })
    .onConflictDoNothing({ target: klaim.sep_uid })
    .returning({ uid: klaim.uid });
  if (baru[0]) await catatRiwayat(tx, ctx, baru[0].uid, 'DRAF', 'Klaim dibuka');
  const [k] = await tx.select().from(klaim).where(eq(klaim.sep_uid, sepUid)).for('update');
  if (!k) throw galat.sepTidakDitemukan();
  return k;
}

/** Refuses the step while anything of the claim's file is missing, naming each item. */
async function pastikanLengkap(tx: DbOrTx, sepUid: string) {
  const kurang = kelengkapan(await barisSatu(tx, sepUid)).filter((k) => !k.ada);
  if (kurang.length) throw galat.tidakLengkap(kurang);
}

function harus(k: BarisKlaimTabel, boleh: readonly StatusKlaim[], aksi: string) {
  if (!boleh.includes(k.status)) throw galat.statusTidakSesuai(k.status, aksi);
}

async function ubahStatus(
  tx: Tx,
  ctx: Ctx,
  k: BarisKlaimTabel,
  status: StatusKlaim,
  catatan: string | null,
  kolom: Partial<BarisKlaimTabel> = {},
) {
  await tx
    .update(klaim)
    .set({ ...kolom, status, updated_at: ctx.now() })
    .where(eq(klaim.uid, k.uid));
  await catatRiwayat(tx, ctx, k.uid, status, catatan);
  await catatAktivitas(tx, ctx, {
    aksi: `casemix.klaim.${status.toLowerCase()}`,
    entitas: 'klaim',
    entitas_id: k.uid,
    keterangan: `Klaim SEP ${k.no_sep}: ${k.status} → ${status}${catatan ? ` (${catatan})` : ''}`,
  });
}

async function selesai(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string): Promise<KlaimDetail> {
  return detailKlaim(db, ctx, deps.kasir, sepUid);
}

/**
 * POST …/grouping: the claim is opened at E-Klaim once (new_claim), its data set from the coder's
 * codes and the bill (set_claim_data), then grouped (stage 1, and stage 2 with the chosen special
 * CMGs). Allowed from DRAF and DIGROUP (grouping again replaces the result).
 */
export async function groupingKlaim(
  db: Db,
  ctx: Ctx,
  deps: DepsKlaim,
  sepUid: string,
  input: { special_cmg?: string[] | undefined },
): Promise<KlaimDetail> {
  const e = await klien(db, deps, sepUid);
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['DRAF', 'DIGROUP'], 'di-grouping (gunakan Edit Ulang lebih dahulu)');
    await pastikanLengkap(tx, sepUid);
    const b = await barisSatu(tx, sepUid);
    const tagihan = await tagihanKlaim(tx, ctx, deps.kasir, b);
    let admission = k.eklaim_admission_id;
    if (!admission) {
      const isi = await klaimBaruEklaim(tx, b);
      admission = await eklaim(async () => {
        try {
          return (await e.klaimBaru(isi)).admission_id;
        } catch (err) {
          // Opened there already (a lost answer earlier): carry on with the claim E-Klaim holds.
          if (err instanceof GalatEklaim && err.errorNo === 'E2007') return 'ADA';
          throw err;
        }
      });
    }
    const data = await dataKlaimEklaim(tx, ctx, b, tagihan.rincian);
    await eklaim(() => e.setDataKlaim(data));
    const special = input.special_cmg?.length ? input.special_cmg : [];
    let hasil = await eklaim(() => e.grouping(b.no_sep));
    if (special.length) hasil = await eklaim(() => e.grouping(b.no_sep, special));
    await ubahStatus(
      tx,
      ctx,
      k,
      'DIGROUP',
      `${hasil.cbg.code} ${hasil.cbg.description}: tarif ${formatRupiah(hasil.tarif_total)}, tagihan RS ${formatRupiah(tagihan.total)}`,
      {
        eklaim_admission_id: admission,
        kode_cbg: hasil.cbg.code,
        deskripsi_cbg: hasil.cbg.description,
        tarif_cbg: hasil.tarif_total,
        hasil_grouping: hasil as unknown as Record<string, unknown>,
        special_cmg: special,
        tarif_rs: tagihan.total,
      },
    );
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/final: DIGROUP → FINAL, the coder's NIK recorded at E-Klaim. */
export async function finalKlaim(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string, catatan?: string) {
  const e = await klien(db, deps, sepUid);
  const nikSetelan = await deps.coderNik();
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['DIGROUP'], 'difinalkan');
    await pastikanLengkap(tx, sepUid);
    const b = await barisSatu(tx, sepUid);
    const nik = nikSetelan ?? (await nikKoder(tx, ctx, b));
    await eklaim(() => e.final(b.no_sep, nik));
    await ubahStatus(tx, ctx, k, 'FINAL', catatan ?? null);
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/kirim: FINAL → TERKIRIM (send_claim_individual). Two clicks: one send, one 409. */
export async function kirimKlaim(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string, catatan?: string) {
  const e = await klien(db, deps, sepUid);
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['FINAL'], 'dikirim (finalkan lebih dahulu)');
    await pastikanLengkap(tx, sepUid);
    const s = await eklaim(() => e.kirim(k.no_sep));
    await ubahStatus(
      tx,
      ctx,
      k,
      'TERKIRIM',
      catatan ?? `Data center Kemenkes: ${s.kemkes_dc_status}, BPJS: ${s.bpjs_dc_status}`,
      { dikirim_pada: ctx.now() },
    );
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/cek-status: reads E-Klaim's state; the claim's own state is not changed by it. */
export async function cekStatusKlaim(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string) {
  await barisSatu(db, sepUid);
  const [k] = await db.select().from(klaim).where(eq(klaim.sep_uid, sepUid));
  if (!k?.eklaim_admission_id)
    throw galat.statusTidakSesuai(k?.status ?? null, 'dicek di E-Klaim (belum dibuka di sana)');
  const e = await klien(db, deps, null);
  const s = await eklaim(() => e.status(k.no_sep));
  await db.transaction(async (tx) => {
    await catatRiwayat(
      tx,
      ctx,
      k.uid,
      k.status,
      `Cek status E-Klaim: ${s.status}; data center Kemenkes ${s.kemkes_dc_status}, BPJS ${s.bpjs_dc_status}`,
    );
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/edit-ulang: FINAL, PENDING or DISPUTE → DIGROUP (reedit_claim), to fix and send again. */
export async function editUlangKlaim(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string, catatan?: string) {
  await barisSatu(db, sepUid);
  const [awal] = await db.select({ status: klaim.status }).from(klaim).where(eq(klaim.sep_uid, sepUid));
  if (!awal || !['FINAL', 'PENDING', 'DISPUTE'].includes(awal.status))
    throw galat.statusTidakSesuai(awal?.status ?? null, 'diedit ulang');
  const e = await klien(db, deps, null);
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['FINAL', 'PENDING', 'DISPUTE'], 'diedit ulang');
    await eklaim(() => e.editUlang(k.no_sep));
    await ubahStatus(tx, ctx, k, 'DIGROUP', catatan ?? 'Edit ulang');
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/verifikasi: BPJS's verification answer on a sent claim. */
export async function verifikasiKlaim(
  db: Db,
  ctx: Ctx,
  deps: DepsKlaim,
  sepUid: string,
  input: { status: 'DISETUJUI' | 'PENDING' | 'DISPUTE'; alasan?: string | undefined },
) {
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['TERKIRIM'], 'dicatat hasil verifikasinya (belum terkirim)');
    const alasan = input.alasan?.trim() || null;
    await ubahStatus(tx, ctx, k, input.status, alasan, {
      alasan_pending: input.status === 'DISETUJUI' ? k.alasan_pending : alasan,
    });
  });
  return selesai(db, ctx, deps, sepUid);
}

/** POST …/perbaikan: what the hospital fixed on a held or disputed claim (kept with its history). */
export async function perbaikanKlaim(db: Db, ctx: Ctx, deps: DepsKlaim, sepUid: string, perbaikan: string) {
  await db.transaction(async (tx) => {
    const k = await kunci(tx, ctx, sepUid);
    harus(k, ['PENDING', 'DISPUTE', 'DIGROUP', 'FINAL'], 'dicatat perbaikannya');
    if (!k.alasan_pending)
      throw galat.statusTidakSesuai(k.status, 'dicatat perbaikannya (tidak ada pending/dispute)');
    await tx.update(klaim).set({ perbaikan, updated_at: ctx.now() }).where(eq(klaim.uid, k.uid));
    await catatRiwayat(tx, ctx, k.uid, k.status, `Perbaikan: ${perbaikan}`);
    await catatAktivitas(tx, ctx, {
      aksi: 'casemix.klaim.perbaikan',
      entitas: 'klaim',
      entitas_id: k.uid,
      keterangan: `Perbaikan klaim SEP ${k.no_sep}`,
    });
  });
  return selesai(db, ctx, deps, sepUid);
}
