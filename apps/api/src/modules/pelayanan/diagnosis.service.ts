import {
  type Diagnosis,
  type diagnosisInputSchema,
  type Icd10,
  type JenisDiagnosis,
  type KasusDiagnosis,
  LABEL_JENIS_DIAGNOSIS,
} from '@rawat/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { catatPemakaianIcd10 } from '../katalog/katalog.pemakaian.ts';
import { ambilIcd10 } from '../katalog/katalog.service.ts';
import { icd10 } from '../katalog/katalog.tables.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import {
  diagnosisSudahAda,
  diagnosisTidakDitemukan,
  diagnosisUtamaSudahAda,
  icd10BelumSpesifik,
  icd10TidakDikenal,
} from './klinis.errors.ts';
import { type LayananKlinis, layananUntukTulis } from './layanan-klinis.ts';
import { diagnosis } from './pelayanan.tables.ts';

type DiagnosisData = z.output<typeof diagnosisInputSchema>;

const kolom = {
  uid: diagnosis.uid,
  layanan_uid: diagnosis.layanan_uid,
  kode_icd10: diagnosis.kode_icd10,
  nama: diagnosis.nama,
  jenis: diagnosis.jenis,
  kasus: diagnosis.kasus,
  keterangan: diagnosis.keterangan,
  created_at: diagnosis.created_at,
};
type Baris = Pick<typeof diagnosis.$inferSelect, keyof typeof kolom>;

const keDto = (r: Baris): Diagnosis => ({
  ...r,
  created_at: r.created_at.toISOString(),
});

/**
 * Serialises the chart writes of one layanan that have a "one per layanan" rule (one primary
 * diagnosis, one follow-up): the second of two simultaneous writers waits, then sees the first
 * one's row and gets the clear 409 rather than a unique-index error. NO KEY UPDATE leaves inserts
 * that merely reference the layanan (assessments, orders) unblocked.
 */
export async function kunciLayanan(tx: DbOrTx, layananUid: string): Promise<void> {
  await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, layananUid)).for('no key update');
}

/**
 * The diagnoses of a layanan: the primary first, then in the order they were written. `nama` is the
 * English title stored at coding time; `nama_id` the catalogue's current Indonesian title, shown first.
 */
export async function daftarDiagnosis(db: DbOrTx, layananUid: string): Promise<Diagnosis[]> {
  const rows = await db
    .select({ ...kolom, nama_id: icd10.judul_id })
    .from(diagnosis)
    .leftJoin(icd10, eq(icd10.kode, diagnosis.kode_icd10))
    .where(eq(diagnosis.layanan_uid, layananUid))
    .orderBy(sql`${diagnosis.jenis} = 'UTAMA' desc`, asc(diagnosis.created_at), asc(diagnosis.kode_icd10));
  return rows.map(keDto);
}

/**
 * The catalogue entry of a diagnosis code. Only the most specific codes (leaves) are accepted:
 * a category with subdivisions (J06) is not a codable diagnosis for RL reports and claims.
 * Checked before the transaction: the catalogue is reference data nobody edits.
 */
async function icd10UntukDiagnosis(db: Db, kode: string): Promise<Icd10> {
  let icd: Icd10;
  try {
    icd = await ambilIcd10(db, kode);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw icd10TidakDikenal(kode);
    throw err;
  }
  if (!icd.leaf) throw icd10BelumSpesifik(icd.kode);
  return icd;
}

/** LAMA when the patient had the same code at another visit; else BARU. */
async function kasusOtomatis(tx: DbOrTx, l: LayananKlinis, kode: string): Promise<KasusDiagnosis> {
  const [lama] = await tx
    .select({ uid: diagnosis.uid })
    .from(diagnosis)
    .where(
      and(
        eq(diagnosis.pasien_uid, l.pasien_uid),
        eq(diagnosis.kode_icd10, kode),
        ne(diagnosis.layanan_uid, l.uid),
      ),
    )
    .limit(1);
  return lama ? 'LAMA' : 'BARU';
}

const labelDiagnosis = (jenis: JenisDiagnosis, kode: string, nama: string) =>
  `${LABEL_JENIS_DIAGNOSIS[jenis]}: ${kode} – ${nama}`;

/**
 * Adds an ICD-10 diagnosis. One UTAMA per layanan: a second one is 409 unless `ganti_utama`, which
 * turns the current primary into SEKUNDER in the same transaction. The same code twice is 409.
 */
export async function tambahDiagnosis(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: DiagnosisData,
): Promise<Diagnosis> {
  const icd = await icd10UntukDiagnosis(db, input.kode_icd10);
  try {
    return await db.transaction(async (tx) => {
      await kunciLayanan(tx, layananUid);
      const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
      const ada = await tx.select(kolom).from(diagnosis).where(eq(diagnosis.layanan_uid, l.uid));
      if (ada.some((d) => d.kode_icd10 === icd.kode)) throw diagnosisSudahAda(icd.kode);
      const utama = ada.find((d) => d.jenis === 'UTAMA');
      const sekarang = ctx.now();
      if (input.jenis === 'UTAMA' && utama) {
        if (!input.ganti_utama) throw diagnosisUtamaSudahAda({ kode: utama.kode_icd10, nama: utama.nama });
        await tx
          .update(diagnosis)
          .set({ jenis: 'SEKUNDER', updated_at: sekarang })
          .where(eq(diagnosis.uid, utama.uid));
      }
      const [row] = await tx
        .insert(diagnosis)
        .values({
          kunjungan_uid: l.kunjungan_uid,
          layanan_uid: l.uid,
          pasien_uid: l.pasien_uid,
          kode_icd10: icd.kode,
          nama: icd.judul,
          jenis: input.jenis,
          kasus: input.kasus ?? (await kasusOtomatis(tx, l, icd.kode)),
          keterangan: input.keterangan,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning(kolom);
      if (!row) throw new Error('insert diagnosis tanpa hasil');
      await catatPemakaianIcd10(tx, icd.kode, 1, sekarang);
      const dto = { ...keDto(row), nama_id: icd.judul_id };
      const label = labelDiagnosis(dto.jenis, dto.kode_icd10, dto.nama);
      const diganti = input.jenis === 'UTAMA' && utama ? utama : null;
      await catatKlinis(tx, ctx, {
        aktivitas: {
          aksi: 'diagnosis.create',
          entitas: 'diagnosis',
          entitas_id: dto.uid,
          keterangan: `${label} (${l.pasien.no_rm} – ${l.pasien.nama})`,
          detail: { sesudah: dto, ...(diganti ? { utama_menjadi_sekunder: diganti.kode_icd10 } : {}) },
        },
        pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
        log: {
          jenis: 'LOG_ASSESSTMENT',
          ringkasan: diganti ? `${label} (menggantikan ${diganti.kode_icd10})` : label,
        },
      });
      return dto;
    });
  } catch (err) {
    // Backstop for a writer that did not take the lock: the partial unique indexes decide.
    const unik = pelanggaranUnik(err);
    if (unik?.constraint === 'diagnosis_utama_uq') throw diagnosisUtamaSudahAda();
    if (unik?.constraint === 'diagnosis_kode_uq') throw diagnosisSudahAda(icd.kode);
    throw err;
  }
}

/** Removes a diagnosis written by mistake, while the chart is open (the audit row keeps it). */
export async function hapusDiagnosis(db: Db, ctx: Ctx, layananUid: string, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await kunciLayanan(tx, layananUid);
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const [row] = await tx
      .delete(diagnosis)
      .where(and(eq(diagnosis.uid, uid), eq(diagnosis.layanan_uid, l.uid)))
      .returning(kolom);
    if (!row) throw diagnosisTidakDitemukan();
    await catatPemakaianIcd10(tx, row.kode_icd10, -1, ctx.now());
    const dto = keDto(row);
    const label = labelDiagnosis(dto.jenis, dto.kode_icd10, dto.nama);
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'diagnosis.delete',
        entitas: 'diagnosis',
        entitas_id: dto.uid,
        keterangan: `Menghapus ${label} (${l.pasien.no_rm} – ${l.pasien.nama})`,
        detail: { sebelum: dto },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_ASSESSTMENT', ringkasan: `${label} dihapus` },
    });
  });
}
