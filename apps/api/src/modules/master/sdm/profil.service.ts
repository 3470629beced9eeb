import type { MasterListQuery, ProfilPegawai, StatusAktif } from '@rawat/domain';
import { namaBergelar } from '@rawat/domain';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { catatAktivitas, perubahan } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import { likePattern, pageWindow } from '../../../platform/paging.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kodeSudahDipakai, pelanggaranUnik } from '../crud/crud.errors.ts';
import type { LayananMaster } from '../crud/crud.service.ts';
import {
  type BarisPegawai,
  dtoKaryawan,
  type IdentitasInput,
  jenisUntukProfil,
  layananKaryawan,
  nilaiPegawai,
  periksaPegawai,
  profilPegawai,
} from './karyawan.service.ts';
import { dataTidakValid, nikSudahTerdaftar, profilTidakDitemukan, sudahPunyaProfil } from './sdm.errors.ts';
import { pegawai } from './sdm.tables.ts';

/** A profile table: one row per employee, keyed by the employee's uid. */
export type TabelProfil = PgTable & { pegawai_uid: AnyPgColumn; updated_at: AnyPgColumn };

type MasukanProfil = IdentitasInput & { pegawai_uid: string | null };

export interface DefinisiProfil<Dto, Masukan extends MasukanProfil, Query extends MasterListQuery> {
  profil: ProfilPegawai;
  /** Audit entity: 'dokter' → dokter.create, dokter.update. */
  entitas: string;
  /** 'Dokter' → 'Dokter tidak ditemukan'. */
  label: string;
  tabel: TabelProfil;
  filter?: (q: Query) => SQL[];
  /** The profile columns written from a body. */
  keNilai: (input: Masukan) => Record<string, unknown>;
  /** Extra rules inside the transaction; `uid` is the employee being edited (null when creating). */
  periksa?: (tx: DbOrTx, input: Masukan, uid: string | null) => Promise<void>;
  /** Writes child rows (clinics, schedule) inside the same transaction. */
  setelahSimpan?: (tx: Tx, uid: string, input: Masukan, ctx: Ctx) => Promise<void>;
  /** Employee rows (all with this profile) → DTOs, child rows loaded for the whole page at once. */
  keDto: (rows: BarisPegawai[], db: DbOrTx) => Promise<Dto[]>;
}

const tanpaPembukuan = (o: object) => {
  const { uid: _u, created_at: _c, updated_at: _m, ...isi } = o as Record<string, unknown>;
  return isi;
};

/** A unique index that settled a race between two saves, as the message the checks would give. */
function bentrok(err: unknown, input: MasukanProfil, profil: ProfilPegawai): unknown {
  const unik = pelanggaranUnik(err);
  if (!unik) return err;
  if (unik.constraint.includes('akun'))
    return conflict('sdm.akun_sudah_tertaut', 'Akun ini sudah dipakai oleh karyawan aktif lain', [
      { path: 'akun_uid', message: 'Akun sudah dipakai karyawan lain' },
    ]);
  if (unik.constraint.includes('nik')) return nikSudahTerdaftar('lain');
  if (unik.constraint.includes('pkey')) return sudahPunyaProfil(input.nama, profil);
  return kodeSudahDipakai('Karyawan', input.kode);
}

/**
 * List, read, create, edit and (de)activate for an employee with a professional profile, saved in
 * one transaction. It answers the same interface as the master factory, so `ruteMaster` serves it.
 * Status, code (NIP) and identity live on the employee; the profile holds the professional fields.
 */
export function layananProfil<Dto, Masukan extends MasukanProfil, Query extends MasterListQuery>(
  def: DefinisiProfil<Dto, Masukan, Query>,
) {
  const t = def.tabel;
  const punya = sql`exists (select 1 from ${t} where ${t.pegawai_uid} = ${pegawai.uid})`;
  const jenis = jenisUntukProfil(def.profil);
  const labelKecil = def.label.toLowerCase();

  async function baris(db: DbOrTx, uid: string): Promise<BarisPegawai> {
    const [row] = await db
      .select()
      .from(pegawai)
      .where(and(eq(pegawai.uid, uid), punya))
      .limit(1);
    if (!row) throw profilTidakDitemukan(def.label);
    return row;
  }

  async function satuDto(db: DbOrTx, row: BarisPegawai): Promise<Dto> {
    const [dto] = await def.keDto([row], db);
    return dto as Dto;
  }

  /** What the audit compares: the whole employee record and the profile, schedule included. */
  async function isiAudit(db: DbOrTx, row: BarisPegawai, dto: Dto) {
    const [k] = await dtoKaryawan(db, [row]);
    return { ...tanpaPembukuan(k ?? {}), ...tanpaPembukuan(dto as object) };
  }

  async function tangkap<T>(input: Masukan, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw bentrok(err, input, def.profil);
    }
  }

  const layanan = {
    def,
    baris,

    async list(db: Db, q: Query): Promise<{ rows: Dto[]; total: number }> {
      const where: SQL[] = [punya];
      if (q.search) {
        const p = likePattern(q.search);
        const cond = or(ilike(pegawai.kode, p), ilike(pegawai.nama, p));
        if (cond) where.push(cond);
      }
      if (q.status) where.push(eq(pegawai.status, q.status));
      if (def.filter) where.push(...def.filter(q));
      const filter = and(...where);
      const { limit, offset } = pageWindow(q);
      const base = db
        .select()
        .from(pegawai)
        .where(filter)
        .orderBy(asc(pegawai.nama), asc(pegawai.kode))
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        limit === undefined ? base : base.limit(limit),
        db.select({ n: count() }).from(pegawai).where(filter),
      ]);
      return { rows: await def.keDto(rows, db), total: total?.n ?? 0 };
    },

    async ambil(db: DbOrTx, uid: string): Promise<Dto> {
      return satuDto(db, await baris(db, uid));
    },

    // The NIP is unique among all active employees, whatever their profile.
    validasi: layananKaryawan.validasi,

    async buat(db: Db, ctx: Ctx, input: Masukan): Promise<Dto> {
      return tangkap(input, () =>
        db.transaction(async (tx) => {
          let uid: string;
          if (input.pegawai_uid) {
            const [lama] = await tx.select().from(pegawai).where(eq(pegawai.uid, input.pegawai_uid)).limit(1);
            if (!lama) throw dataTidakValid([{ path: 'pegawai_uid', message: 'Karyawan tidak ditemukan' }]);
            if (lama.status !== 'AKTIF')
              throw dataTidakValid([
                { path: 'pegawai_uid', message: `Karyawan ${lama.nama} sudah nonaktif; aktifkan dahulu` },
              ]);
            const profil = await profilPegawai(tx, lama.uid);
            if (profil) throw sudahPunyaProfil(namaBergelar(lama), profil);
            await periksaPegawai(tx, input, lama, { kode: true });
            await def.periksa?.(tx, input, null);
            await tx
              .update(pegawai)
              .set({ ...nilaiPegawai(input, jenis), updated_at: ctx.now() })
              .where(eq(pegawai.uid, lama.uid));
            uid = lama.uid;
          } else {
            await periksaPegawai(tx, input, null, { kode: true });
            await def.periksa?.(tx, input, null);
            const [baru] = await tx
              .insert(pegawai)
              .values(nilaiPegawai(input, jenis))
              .returning({ uid: pegawai.uid });
            if (!baru) throw new Error('insert pegawai returned no row');
            uid = baru.uid;
          }
          await tx.insert(t).values({ pegawai_uid: uid, ...def.keNilai(input) } as never);
          await def.setelahSimpan?.(tx, uid, input, ctx);
          const row = await baris(tx, uid);
          const dto = await satuDto(tx, row);
          await catatAktivitas(tx, ctx, {
            aksi: `${def.entitas}.create`,
            entitas: def.entitas,
            entitas_id: uid,
            keterangan: `Menambah ${labelKecil} ${row.kode} – ${namaBergelar(row)}${input.pegawai_uid ? ' dari data karyawan' : ''}`,
            detail: { sesudah: await isiAudit(tx, row, dto) },
          });
          return dto;
        }),
      );
    },

    async ubah(db: Db, ctx: Ctx, uid: string, input: Masukan): Promise<Dto> {
      return tangkap(input, () =>
        db.transaction(async (tx) => {
          const lama = await baris(tx, uid);
          const sebelum = await isiAudit(tx, lama, await satuDto(tx, lama));
          await periksaPegawai(tx, input, lama, { kode: true });
          await def.periksa?.(tx, input, uid);
          await tx
            .update(pegawai)
            .set({ ...nilaiPegawai(input, jenis), updated_at: ctx.now() })
            .where(eq(pegawai.uid, uid));
          await tx
            .update(t)
            .set({ ...def.keNilai(input), updated_at: ctx.now() } as never)
            .where(eq(t.pegawai_uid, uid));
          await def.setelahSimpan?.(tx, uid, input, ctx);
          const row = await baris(tx, uid);
          const dto = await satuDto(tx, row);
          await catatAktivitas(tx, ctx, {
            aksi: `${def.entitas}.update`,
            entitas: def.entitas,
            entitas_id: uid,
            keterangan: `Mengubah ${labelKecil} ${row.kode} – ${namaBergelar(row)}`,
            detail: perubahan(sebelum, await isiAudit(tx, row, dto)),
          });
          return dto;
        }),
      );
    },

    // Retiring a doctor or nurse retires the employee: the same rules and audit as /kelola-karyawan.
    async ubahStatus(db: Db, ctx: Ctx, uid: string, status: StatusAktif): Promise<Dto> {
      await baris(db, uid);
      await layananKaryawan.ubahStatus(db, ctx, uid, status);
      return layanan.ambil(db, uid);
    },
  };
  return layanan satisfies LayananMaster<Dto> & Record<string, unknown>;
}

/** `?username=`: the employee linked to this login. */
export const milikAkun = (username: string) =>
  sql`${pegawai.akun_uid} in (select ${akun.uid} from ${akun} where ${akun.username} = ${username})`;
