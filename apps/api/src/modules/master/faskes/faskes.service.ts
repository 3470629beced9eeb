import {
  type Faskes,
  type FaskesAktif,
  type FaskesInput,
  faskesApi,
  formatAlamatFaskes,
  isiPath,
  type StatusAktif,
  uraianJenisFaskes,
  type Wilayah,
  type WilayahFaskes,
} from '@rawat/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { detailWilayah } from '../../wilayah/wilayah.service.ts';
import { masterTidakDitemukan, pelanggaranUnik } from '../crud/crud.errors.ts';
import { type LayananMaster, layananMaster } from '../crud/crud.service.ts';
import {
  desaTidakDikenal,
  faskesNonaktifTidakBisaDigunakan,
  faskesSedangDigunakan,
  gantiFaskesBentrok,
} from './faskes.errors.ts';
import { faskes, faskesLogo } from './faskes.tables.ts';

export type BarisFaskes = typeof faskes.$inferSelect;

/** Where a logo is served; `v` changes with the logo, so browsers may keep each version for good. */
export function urlLogo(uid: string, diperbarui: Date): string {
  return `/api/v1${isiPath(faskesApi.logo.path, { uid })}?v=${diperbarui.getTime()}`;
}

/** A region by its code, or null when the regions data no longer knows it. */
function wilayah(kode: string): Wilayah | null {
  try {
    const { provinsi: _p, kabupaten: _k, kecamatan: _c, ...w } = detailWilayah(kode);
    return w;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export function wilayahFaskes(
  r: Pick<BarisFaskes, 'provinsi_kode' | 'kabupaten_kode' | 'kecamatan_kode' | 'desa_kode'>,
): WilayahFaskes {
  return {
    provinsi: wilayah(r.provinsi_kode),
    kabupaten: wilayah(r.kabupaten_kode),
    kecamatan: wilayah(r.kecamatan_kode),
    desa: wilayah(r.desa_kode),
  };
}

/** Rows → DTOs: region names from the regions module, logo facts in one query for the page. */
export async function faskesKeDto(rows: BarisFaskes[], db: DbOrTx): Promise<Faskes[]> {
  if (rows.length === 0) return [];
  const logo = await db
    .select({
      uid: faskesLogo.faskes_uid,
      mime: faskesLogo.mime,
      ukuran: faskesLogo.ukuran,
      updated_at: faskesLogo.updated_at,
    })
    .from(faskesLogo)
    .where(
      inArray(
        faskesLogo.faskes_uid,
        rows.map((r) => r.uid),
      ),
    );
  const logoPer = new Map(logo.map((l) => [l.uid, l]));
  return rows.map((r) => {
    const w = wilayahFaskes(r);
    const l = logoPer.get(r.uid);
    return {
      ...r,
      wilayah: w,
      alamat_lengkap: formatAlamatFaskes({ alamat: r.alamat, wilayah: w, kode_pos: r.kode_pos }),
      logo: l
        ? {
            url: urlLogo(r.uid, l.updated_at),
            mime: l.mime,
            ukuran: l.ukuran,
            diperbarui: l.updated_at.toISOString(),
          }
        : null,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

const dasar = layananMaster<BarisFaskes, Faskes, FaskesInput>({
  tabel: faskes,
  entitas: 'faskes',
  label: 'Profil faskes',
  namaUnik: true,
  // The profile in use first.
  urutan: [desc(faskes.digunakan), asc(faskes.kode)],
  keNilai: (i) => ({ ...i }),
  keDto: faskesKeDto,
  periksa: async (_tx, input) => {
    // The zod contract already ties each level to the one above; the village must exist.
    if (!wilayah(input.desa_kode)) throw desaTidakDikenal();
  },
});

/** The factory's list/create/edit, with one more rule: the profile in use stays active. */
export const layananFaskes = {
  ...dasar,
  async ubahStatus(db: Db, ctx: Ctx, uid: string, status: StatusAktif): Promise<Faskes> {
    if (status === 'AKTIF') return dasar.ubahStatus(db, ctx, uid, status);
    return db.transaction(async (tx) => {
      // Locked so a simultaneous 'gunakan' of this profile waits for the answer.
      const [row] = await tx
        .select({ nama: faskes.nama, digunakan: faskes.digunakan })
        .from(faskes)
        .where(eq(faskes.uid, uid))
        .for('update');
      if (row?.digunakan) throw faskesSedangDigunakan(row.nama);
      return dasar.ubahStatus(tx as unknown as Db, ctx, uid, status);
    });
  },
} satisfies LayananMaster<Faskes> & { baris: typeof dasar.baris };

/**
 * Makes one AKTIF profile the one in use, in one transaction with its audit row. Every profile
 * row is locked first, so two simultaneous switches take turns and exactly one profile ends in
 * use; the partial unique index is the last guard.
 */
export async function gunakanFaskes(db: Db, ctx: Ctx, uid: string): Promise<Faskes> {
  try {
    return await db.transaction(async (tx) => {
      const semua = await tx
        .select({
          uid: faskes.uid,
          kode: faskes.kode,
          nama: faskes.nama,
          status: faskes.status,
          digunakan: faskes.digunakan,
        })
        .from(faskes)
        .orderBy(asc(faskes.uid))
        .for('update');
      const baru = semua.find((r) => r.uid === uid);
      if (!baru) throw masterTidakDitemukan('Profil faskes');
      if (baru.status !== 'AKTIF') throw faskesNonaktifTidakBisaDigunakan(baru.nama);
      const lama = semua.find((r) => r.digunakan) ?? null;
      if (lama?.uid === uid) return dasar.ambil(tx, uid);
      const sekarang = ctx.now();
      if (lama)
        await tx
          .update(faskes)
          .set({ digunakan: false, updated_at: sekarang })
          .where(eq(faskes.uid, lama.uid));
      await tx.update(faskes).set({ digunakan: true, updated_at: sekarang }).where(eq(faskes.uid, uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'faskes.gunakan',
        entitas: 'faskes',
        entitas_id: uid,
        keterangan: `Menggunakan profil faskes ${baru.kode} – ${baru.nama}${lama ? ` (menggantikan ${lama.kode} – ${lama.nama})` : ''}`,
        detail: {
          sebelum: { digunakan: lama ? { uid: lama.uid, kode: lama.kode, nama: lama.nama } : null },
          sesudah: { digunakan: { uid: baru.uid, kode: baru.kode, nama: baru.nama } },
        },
      });
      return dasar.ambil(tx, uid);
    });
  } catch (err) {
    if (pelanggaranUnik(err)) throw gantiFaskesBentrok();
    throw err;
  }
}

/**
 * The profile documents print: the one in use, or when none is, the first AKTIF one in the
 * order the list shows (by code). Null only when no active profile exists.
 */
export async function barisFaskesDipakai(db: DbOrTx): Promise<BarisFaskes | null> {
  const [row] = await db
    .select()
    .from(faskes)
    .where(eq(faskes.status, 'AKTIF'))
    .orderBy(desc(faskes.digunakan), asc(faskes.kode))
    .limit(1);
  return row ?? null;
}

/** GET /faskes/aktif: what public pages show of the facility; null when no profile exists yet. */
export async function faskesAktif(db: Db): Promise<FaskesAktif | null> {
  const row = await barisFaskesDipakai(db);
  if (!row) return null;
  const [dto] = await faskesKeDto([row], db);
  if (!dto) return null;
  return {
    uid: dto.uid,
    kode: dto.kode,
    nama: dto.nama,
    jenis: dto.jenis,
    uraian_jenis: uraianJenisFaskes(dto.jenis, dto.kelas_rs),
    alamat_lengkap: dto.alamat_lengkap,
    telepon: dto.telepon,
    email: dto.email,
    website: dto.website,
    motto: dto.motto,
    logo_url: dto.logo?.url ?? null,
  };
}
