import {
  type ModalitasRadiologi,
  type Radiologi,
  type RadiologiInput,
  type RadiologiListQuery,
  type StatusAktif,
  toJakartaIsoDate,
} from '@rawat/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { ambilIcd9 } from '../../katalog/katalog.service.ts';
import { icd9cm } from '../../katalog/katalog.tables.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { tarifBerlaku } from '../tarif/tarif.service.ts';
import { icd9TidakDikenal } from './radiologi.errors.ts';
import { pemeriksaanRadiologi } from './radiologi.tables.ts';

type Baris = typeof pemeriksaanRadiologi.$inferSelect;

/** Titles of the rows' ICD-9-CM codes, in one query for the whole page. */
async function judulIcd9(db: DbOrTx, rows: Baris[]): Promise<Map<string, string>> {
  const kode = [...new Set(rows.flatMap((r) => (r.kode_icd9 ? [r.kode_icd9] : [])))];
  if (kode.length === 0) return new Map();
  const hasil = await db
    .select({ kode: icd9cm.kode, judul: icd9cm.judul })
    .from(icd9cm)
    .where(inArray(icd9cm.kode, kode));
  return new Map(hasil.map((r) => [r.kode, r.judul]));
}

/**
 * The ICD-9-CM code must be in the catalogue, and is stored as the catalogue writes it ('8744' →
 * '87.44'). Checked before the transaction: the catalogue is reference data nobody edits. An
 * unchanged code is not checked again, so an exam stays editable if a later edition drops it.
 */
async function denganIcd9(db: Db, input: RadiologiInput, uid: string | null): Promise<RadiologiInput> {
  if (!input.kode_icd9) return input;
  if (uid) {
    const [lama] = await db
      .select({ kode_icd9: pemeriksaanRadiologi.kode_icd9 })
      .from(pemeriksaanRadiologi)
      .where(eq(pemeriksaanRadiologi.uid, uid))
      .limit(1);
    if (lama?.kode_icd9 === input.kode_icd9) return input;
  }
  try {
    const icd = await ambilIcd9(db, input.kode_icd9);
    return { ...input, kode_icd9: icd.kode };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw icd9TidakDikenal(input.kode_icd9);
    throw err;
  }
}

/**
 * The radiology exam master: the shared CRUD rules plus its ICD-9-CM code and, in each DTO, the
 * UMUM outpatient price in force on `now` (the app's clock, so tests may fix it).
 */
export function layananRadiologi(now: () => Date = () => new Date()) {
  const dasar = layananMaster<Baris, Radiologi, RadiologiInput, RadiologiListQuery>({
    tabel: pemeriksaanRadiologi,
    entitas: 'radiologi',
    label: 'Pemeriksaan radiologi',
    namaUnik: true,
    kolomCari: [pemeriksaanRadiologi.kode, pemeriksaanRadiologi.nama, pemeriksaanRadiologi.bagian_tubuh],
    urutan: [pemeriksaanRadiologi.modalitas, pemeriksaanRadiologi.nama],
    filter: (q) => (q.modalitas ? [eq(pemeriksaanRadiologi.modalitas, q.modalitas)] : []),
    keNilai: (i) => ({ ...i }),
    keDto: async (rows, db) => {
      if (!rows.length) return [];
      const uids = rows.map((r) => r.uid);
      const [tarif, judul] = await Promise.all([
        tarifBerlaku(db, uids, {
          jenis: 'RADIOLOGI',
          penjamin: 'UMUM',
          kelas: 'RAWAT_JALAN',
          tanggal: toJakartaIsoDate(now()),
        }),
        judulIcd9(db, rows),
      ]);
      return rows.map((r) => ({
        ...r,
        modalitas: r.modalitas as ModalitasRadiologi,
        status: r.status as StatusAktif,
        judul_icd9: r.kode_icd9 ? (judul.get(r.kode_icd9) ?? null) : null,
        tarif_umum_rj: tarif.get(r.uid) ?? null,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      }));
    },
  });
  return {
    ...dasar,
    buat: async (db: Db, ctx: Ctx, input: RadiologiInput) =>
      dasar.buat(db, ctx, await denganIcd9(db, input, null)),
    ubah: async (db: Db, ctx: Ctx, uid: string, input: RadiologiInput) =>
      dasar.ubah(db, ctx, uid, await denganIcd9(db, input, uid)),
  };
}
