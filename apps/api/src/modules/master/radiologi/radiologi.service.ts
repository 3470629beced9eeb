import type { Radiologi, RadiologiInput, RadiologiListQuery } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import { bersamaan, type Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { denganIcd9, judulIcd9 } from '../crud/icd9.ts';
import { tarifUmumRj } from '../tarif/tarif.service.ts';
import { pemeriksaanRadiologi } from './radiologi.tables.ts';

type Baris = typeof pemeriksaanRadiologi.$inferSelect;

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
      const [tarif, judul] = await bersamaan(db, [
        () => tarifUmumRj(db, 'RADIOLOGI', uids, now()),
        () => judulIcd9(db, rows),
      ]);
      return rows.map((r) => ({
        ...r,
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
      dasar.buat(db, ctx, await denganIcd9(db, pemeriksaanRadiologi, input, null)),
    ubah: async (db: Db, ctx: Ctx, uid: string, input: RadiologiInput) =>
      dasar.ubah(db, ctx, uid, await denganIcd9(db, pemeriksaanRadiologi, input, uid)),
  };
}
