import type { Icd9, Prosedur, prosedurInputSchema } from '@rawat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { ambilIcd9 } from '../katalog/katalog.service.ts';
import { catatKlinis } from '../kunjungan/log-pasien/log-pasien.service.ts';
import { pelanggaranUnik } from '../master/crud/crud.errors.ts';
import { icd9TidakDikenal } from '../master/crud/icd9.ts';
import { prosedurSudahAda, prosedurTidakDitemukan } from './klinis.errors.ts';
import { layananUntukTulis } from './layanan-klinis.ts';
import { prosedur } from './pelayanan.tables.ts';

type ProsedurData = z.output<typeof prosedurInputSchema>;

const kolom = {
  uid: prosedur.uid,
  layanan_uid: prosedur.layanan_uid,
  kode_icd9: prosedur.kode_icd9,
  nama: prosedur.nama,
  keterangan: prosedur.keterangan,
  created_at: prosedur.created_at,
};
type Baris = Pick<typeof prosedur.$inferSelect, keyof typeof kolom>;

const keDto = (r: Baris): Prosedur => ({ ...r, created_at: r.created_at.toISOString() });

/** The ICD-9-CM procedure codes of a layanan, in the order they were written. */
export async function daftarProsedur(db: DbOrTx, layananUid: string): Promise<Prosedur[]> {
  const rows = await db
    .select(kolom)
    .from(prosedur)
    .where(eq(prosedur.layanan_uid, layananUid))
    .orderBy(asc(prosedur.created_at), asc(prosedur.kode_icd9));
  return rows.map(keDto);
}

async function icd9(db: Db, kode: string): Promise<Icd9> {
  try {
    return await ambilIcd9(db, kode);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw icd9TidakDikenal(kode);
    throw err;
  }
}

/** Codes an ICD-9-CM procedure on the layanan (coding for reports and claims; charges come from tindakan). */
export async function tambahProsedur(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: ProsedurData,
): Promise<Prosedur> {
  const icd = await icd9(db, input.kode_icd9);
  try {
    return await db.transaction(async (tx) => {
      const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
      const [ada] = await tx
        .select({ uid: prosedur.uid })
        .from(prosedur)
        .where(and(eq(prosedur.layanan_uid, l.uid), eq(prosedur.kode_icd9, icd.kode)));
      if (ada) throw prosedurSudahAda(icd.kode);
      const sekarang = ctx.now();
      const [row] = await tx
        .insert(prosedur)
        .values({
          kunjungan_uid: l.kunjungan_uid,
          layanan_uid: l.uid,
          pasien_uid: l.pasien_uid,
          kode_icd9: icd.kode,
          nama: icd.judul,
          keterangan: input.keterangan,
          dibuat_oleh: ctx.user?.uid ?? null,
          created_at: sekarang,
          updated_at: sekarang,
        })
        .returning(kolom);
      if (!row) throw new Error('insert prosedur tanpa hasil');
      const dto = keDto(row);
      const label = `Prosedur ICD-9-CM: ${dto.kode_icd9} – ${dto.nama}`;
      await catatKlinis(tx, ctx, {
        aktivitas: {
          aksi: 'prosedur.create',
          entitas: 'prosedur',
          entitas_id: dto.uid,
          keterangan: `${label} (${l.pasien.no_rm} – ${l.pasien.nama})`,
          detail: { sesudah: dto },
        },
        pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
        log: { jenis: 'LOG_TINDAKAN', ringkasan: label },
      });
      return dto;
    });
  } catch (err) {
    if (pelanggaranUnik(err)?.constraint === 'prosedur_kode_uq') throw prosedurSudahAda(icd.kode);
    throw err;
  }
}

/** Removes a code written by mistake, while the chart is open (the audit row keeps it). */
export async function hapusProsedur(db: Db, ctx: Ctx, layananUid: string, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const l = await layananUntukTulis(tx, ctx, layananUid, 'medis');
    const [row] = await tx
      .delete(prosedur)
      .where(and(eq(prosedur.uid, uid), eq(prosedur.layanan_uid, l.uid)))
      .returning(kolom);
    if (!row) throw prosedurTidakDitemukan();
    const dto = keDto(row);
    const label = `Prosedur ICD-9-CM: ${dto.kode_icd9} – ${dto.nama}`;
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'prosedur.delete',
        entitas: 'prosedur',
        entitas_id: dto.uid,
        keterangan: `Menghapus ${label} (${l.pasien.no_rm} – ${l.pasien.nama})`,
        detail: { sebelum: dto },
      },
      pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
      log: { jenis: 'LOG_TINDAKAN', ringkasan: `${label} dihapus` },
    });
  });
}
