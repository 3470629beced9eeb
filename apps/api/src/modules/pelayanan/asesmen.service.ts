import {
  type Asesmen,
  type AsesmenInput,
  alergiDariIsi,
  DEFINISI_ASESMEN,
  ISI_ASESMEN,
  type JenisAsesmen,
  ringkasAsesmen,
} from '@rawat/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { antrian } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../master/sdm/pegawai-pengguna.ts';
import { tambahAlergiPasien } from '../pasien/pasien.alergi.ts';
import {
  ambilLayananKlinis,
  type LayananKlinis,
  layananUntukTulis,
  periksaBolehBaca,
} from './layanan-klinis.ts';
import { asesmenBukanUntukPoli } from './pelayanan.errors.ts';
import { asesmen } from './pelayanan.tables.ts';

export type BarisAsesmen = typeof asesmen.$inferSelect;
type Row = BarisAsesmen;

export function asesmenKeDto(r: Row): Asesmen {
  return {
    uid: r.uid,
    layanan_uid: r.layanan_uid,
    kunjungan_uid: r.kunjungan_uid,
    pasien_uid: r.pasien_uid,
    jenis: r.jenis,
    isi: r.isi,
    nama_penulis: r.nama_penulis,
    waktu: r.waktu.toISOString(),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The content checked by its kind's schema; field errors come back under `isi.<field>`. */
export function isiValid(jenis: JenisAsesmen, isi: unknown): Record<string, unknown> {
  const hasil = ISI_ASESMEN[jenis].skema.safeParse(isi);
  if (hasil.success) return hasil.data as Record<string, unknown>;
  const errors = hasil.error.issues.map((i) => ({ path: ['isi', ...i.path].join('.'), message: i.message }));
  throw badRequest(errors[0]?.message ?? 'Isi asesmen tidak valid', errors);
}

/** The assessments of a layanan, newest first (optionally one kind). */
export async function daftarAsesmen(db: DbOrTx, ctx: Ctx, layananUid: string, jenis?: JenisAsesmen) {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  const rows = await db
    .select()
    .from(asesmen)
    .where(and(eq(asesmen.layanan_uid, layananUid), jenis ? eq(asesmen.jenis, jenis) : undefined))
    .orderBy(desc(asesmen.waktu));
  return rows.map(asesmenKeDto);
}

/**
 * Saves an assessment. A kind that is one per layanan (DEFINISI_ASESMEN.tunggal) is edited in
 * place on a later save (audit row with before/after); a repeatable kind (re-assessment) adds a
 * row each time. Either way the timeline gets LOG_ASSESSTMENT. Returns whether a row was created.
 */
export async function simpanAsesmen(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: AsesmenInput,
): Promise<{ asesmen: Asesmen; baru: boolean }> {
  const def = DEFINISI_ASESMEN[input.jenis];
  const isi = isiValid(input.jenis, input.isi);
  return db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, def.sisi);
    if (!def.poli.includes(l.poli.jenis)) throw asesmenBukanUntukPoli(def.label, l.poli.jenis);
    const [ada] = def.tunggal
      ? await tx
          .select()
          .from(asesmen)
          .where(and(eq(asesmen.layanan_uid, l.uid), eq(asesmen.jenis, input.jenis)))
          .for('update')
      : [];
    return tulisAsesmen(tx, ctx, l, input.jenis, isi, ada);
  });
}

/**
 * Writes one assessment of a layanan already loaded and checked for writing: edits `ada` in place
 * (before/after in the audit row) or adds a row, then the timeline line and the allergies. Also
 * the writer of another unit's record on this layanan (an inpatient HD session, docs/ranap/hd.md),
 * which picks `ada` itself and may name the occasion in the timeline (`konteks`).
 */
export async function tulisAsesmen(
  tx: DbOrTx,
  ctx: Ctx,
  l: LayananKlinis,
  jenis: JenisAsesmen,
  isi: Record<string, unknown>,
  ada: Row | undefined,
  konteks?: string,
): Promise<{ asesmen: Asesmen; baru: boolean }> {
  const def = DEFINISI_ASESMEN[jenis];
  const penulis = await pegawaiPengguna(tx, ctx);
  const sekarang = ctx.now();
  let row: Row | undefined;
  if (ada) {
    [row] = await tx
      .update(asesmen)
      .set({ isi, pegawai_uid: penulis.uid, nama_penulis: penulis.nama, updated_at: sekarang })
      .where(eq(asesmen.uid, ada.uid))
      .returning();
  } else {
    [row] = await tx
      .insert(asesmen)
      .values({
        kunjungan_uid: l.kunjungan_uid,
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        jenis,
        isi,
        pegawai_uid: penulis.uid,
        nama_penulis: penulis.nama,
        waktu: sekarang,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
        updated_at: sekarang,
      })
      .returning();
  }
  if (!row) throw new Error('simpan asesmen tanpa hasil');
  // The queue (a layer below) learns that the nurse has assessed, for clinics whose doctor waits.
  if (def.sisi === 'keperawatan')
    await tx
      .update(antrian)
      .set({ asesmen_perawat_pada: sekarang })
      .where(and(eq(antrian.layanan_uid, l.uid), isNull(antrian.asesmen_perawat_pada)));
  const label = konteks ? `${def.label} (${konteks})` : def.label;
  await catatKlinis(tx, ctx, {
    aktivitas: {
      aksi: ada ? 'asesmen.update' : 'asesmen.create',
      entitas: 'asesmen',
      entitas_id: row.uid,
      keterangan: `${label} ${l.pasien.no_rm} – ${l.pasien.nama} (${l.poli.nama})`,
      detail: ada ? { sebelum: ada.isi, sesudah: isi } : { sesudah: isi },
    },
    pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
    log: {
      jenis: 'LOG_ASSESSTMENT',
      ringkasan: `${label}${ada ? ' (diperbarui)' : ''}: ${ringkasAsesmen(jenis, isi)}`,
    },
  });
  // Allergies found at the assessment join the patient's list, so every screen's banner shows them.
  await tambahAlergiPasien(tx, ctx, l.pasien_uid, alergiDariIsi(isi));
  return { asesmen: asesmenKeDto(row), baru: !ada };
}
