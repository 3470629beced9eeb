import type {
  MasterListQuery,
  MasterValidasiQuery,
  MasterValidasiResponse,
  StatusAktif,
} from '@rawat/domain';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas, perubahan } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { likePattern, pageWindow } from '../../../platform/paging.ts';
import { kodeSudahDipakai, masterTidakDitemukan, namaSudahDipakai, pelanggaranUnik } from './crud.errors.ts';

/** A table built with `kolomMaster()`: the factory only relies on these columns. */
export type TabelMaster = PgTable & {
  uid: AnyPgColumn;
  kode: AnyPgColumn;
  nama: AnyPgColumn;
  status: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
};

/** The base columns of a row as read from any master table. */
export interface BarisMaster {
  uid: string;
  kode: string;
  nama: string;
  status: StatusAktif;
  created_at: Date;
  updated_at: Date;
}

export interface DefinisiMaster<Row extends BarisMaster, Dto, Masukan, Query extends MasterListQuery> {
  tabel: TabelMaster;
  /** Audit entity and action prefix: 'bank' → bank.create, bank.update, bank.status. */
  entitas: string;
  /** Human name for messages: 'Bank' → 'Bank tidak ditemukan'. */
  label: string;
  /** Columns the search box matches (default kode and nama). */
  kolomCari?: AnyPgColumn[];
  /** List order (default kode). */
  urutan?: (SQL | AnyPgColumn)[];
  /** Name is unique among active records too (the table needs `indeksMaster(..., {namaUnik})`). */
  namaUnik?: boolean;
  /** Extra list filters from the query beyond search and status. */
  filter?: (q: Query) => SQL[];
  /** The columns to write from a create or edit body. */
  keNilai: (input: Masukan) => Record<string, unknown>;
  /** Rows → DTOs; may load child rows in one query for the whole page. */
  keDto: (rows: Row[], db: DbOrTx) => Promise<Dto[]> | Dto[];
  /** Extra rules checked inside the transaction before writing (referenced records exist…). */
  periksa?: (tx: DbOrTx, input: Masukan, uid: string | null) => Promise<void>;
  /** Extra rules before a retired record is made AKTIF again (besides its code and name). */
  periksaAktifkan?: (tx: DbOrTx, row: Row) => Promise<void>;
  /** Writes child rows (schedules, ranges…) inside the same transaction. */
  setelahSimpan?: (tx: DbOrTx, row: Row, input: Masukan, ctx: Ctx) => Promise<void>;
}

/** The shared fields of a master DTO: status as the contract types it and ISO timestamps. */
export function dtoDasar(r: { status: StatusAktif; created_at: Date; updated_at: Date }) {
  return {
    status: r.status,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** What the audit rows compare: the DTO without bookkeeping fields. */
function isiAudit(dto: unknown): Record<string, unknown> {
  const { uid: _u, created_at: _c, updated_at: _m, ...isi } = dto as Record<string, unknown>;
  return isi;
}

/**
 * The list, read, create, edit, (de)activate and /validasi rules every master record follows,
 * written once. A module supplies its table, how a body becomes columns and how rows become DTOs.
 */
export function layananMaster<
  Row extends BarisMaster,
  Dto,
  Masukan extends { kode: string; nama: string },
  Query extends MasterListQuery = MasterListQuery,
>(def: DefinisiMaster<Row, Dto, Masukan, Query>) {
  const t = def.tabel;
  const urutan = def.urutan ?? [asc(t.kode)];

  async function satuDto(db: DbOrTx, row: Row): Promise<Dto> {
    const [dto] = await def.keDto([row], db);
    return dto as Dto;
  }

  async function baris(db: DbOrTx, uid: string): Promise<Row> {
    const [row] = await db.select().from(t).where(eq(t.uid, uid)).limit(1);
    if (!row) throw masterTidakDitemukan(def.label);
    return row as Row;
  }

  /** The active record, other than `kecuali`, that already holds this code or name. */
  async function pemegang(db: DbOrTx, field: 'kode' | 'nama', value: string, kecuali?: string) {
    const cocok =
      field === 'kode' ? eq(t.kode, value.toUpperCase()) : sql`lower(${t.nama}) = lower(${value})`;
    const syarat = [cocok, eq(t.status, 'AKTIF')];
    if (kecuali) syarat.push(ne(t.uid, kecuali));
    const [row] = await db
      .select({ uid: t.uid, kode: t.kode, nama: t.nama })
      .from(t)
      .where(and(...syarat))
      .limit(1);
    return (row as { uid: string; kode: string; nama: string } | undefined) ?? null;
  }

  async function pastikanUnik(tx: DbOrTx, input: { kode: string; nama: string }, uid: string | null) {
    const kode = await pemegang(tx, 'kode', input.kode, uid ?? undefined);
    if (kode) throw kodeSudahDipakai(def.label, input.kode, kode.nama);
    if (def.namaUnik && (await pemegang(tx, 'nama', input.nama, uid ?? undefined)))
      throw namaSudahDipakai(def.label, input.nama);
  }

  // The checks above give the clear message; the partial unique index settles a race between two saves.
  async function tanpaBentrok<T>(input: { kode: string; nama: string }, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const unik = pelanggaranUnik(err);
      if (!unik) throw err;
      if (unik.constraint.includes('_nama_')) throw namaSudahDipakai(def.label, input.nama);
      throw kodeSudahDipakai(def.label, input.kode);
    }
  }

  return {
    def,
    baris,
    satuDto,

    async list(db: Db, q: Query): Promise<{ rows: Dto[]; total: number }> {
      const where: SQL[] = [];
      if (q.search) {
        const p = likePattern(q.search);
        const cond = or(...(def.kolomCari ?? [t.kode, t.nama]).map((c) => ilike(c, p)));
        if (cond) where.push(cond);
      }
      if (q.status) where.push(eq(t.status, q.status));
      if (def.filter) where.push(...def.filter(q));
      const filter = where.length ? and(...where) : undefined;
      const { limit, offset } = pageWindow(q);
      const base = db
        .select()
        .from(t)
        .where(filter)
        .orderBy(...urutan)
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        limit === undefined ? base : base.limit(limit),
        db.select({ n: count() }).from(t).where(filter),
      ]);
      return { rows: await def.keDto(rows as Row[], db), total: total?.n ?? 0 };
    },

    async ambil(db: DbOrTx, uid: string): Promise<Dto> {
      return satuDto(db, await baris(db, uid));
    },

    async validasi(db: Db, q: MasterValidasiQuery): Promise<MasterValidasiResponse> {
      const oleh = await pemegang(db, q.field, q.value, q.kecuali);
      const apa = q.field === 'kode' ? 'Kode' : 'Nama';
      if (oleh)
        return {
          tersedia: false,
          message: `${apa} sudah dipakai oleh ${oleh.kode} – ${oleh.nama}`,
          dipakai_oleh: oleh,
        };
      return { tersedia: true, message: `${apa} tersedia`, dipakai_oleh: null };
    },

    async buat(db: Db, ctx: Ctx, input: Masukan): Promise<Dto> {
      return tanpaBentrok(input, () =>
        db.transaction(async (tx) => {
          await pastikanUnik(tx, input, null);
          await def.periksa?.(tx, input, null);
          const [row] = await tx
            .insert(t)
            .values(def.keNilai(input) as never)
            .returning();
          const r = row as unknown as Row;
          await def.setelahSimpan?.(tx, r, input, ctx);
          const dto = await satuDto(tx, r);
          await catatAktivitas(tx, ctx, {
            aksi: `${def.entitas}.create`,
            entitas: def.entitas,
            entitas_id: r.uid,
            keterangan: `Menambah ${def.label.toLowerCase()} ${r.kode} – ${r.nama}`,
            detail: { sesudah: isiAudit(dto) },
          });
          return dto;
        }),
      );
    },

    async ubah(db: Db, ctx: Ctx, uid: string, input: Masukan): Promise<Dto> {
      return tanpaBentrok(input, () =>
        db.transaction(async (tx) => {
          const lama = await baris(tx, uid);
          const sebelum = await satuDto(tx, lama);
          // Only an active record holds its code; editing a retired one must not collide later.
          if (lama.status === 'AKTIF') await pastikanUnik(tx, input, uid);
          await def.periksa?.(tx, input, uid);
          const [row] = await tx
            .update(t)
            .set({ ...def.keNilai(input), updated_at: ctx.now() } as never)
            .where(eq(t.uid, uid))
            .returning();
          const r = row as unknown as Row;
          await def.setelahSimpan?.(tx, r, input, ctx);
          const dto = await satuDto(tx, r);
          await catatAktivitas(tx, ctx, {
            aksi: `${def.entitas}.update`,
            entitas: def.entitas,
            entitas_id: uid,
            keterangan: `Mengubah ${def.label.toLowerCase()} ${r.kode} – ${r.nama}`,
            detail: perubahan(isiAudit(sebelum), isiAudit(dto)),
          });
          return dto;
        }),
      );
    },

    async ubahStatus(db: Db, ctx: Ctx, uid: string, status: StatusAktif): Promise<Dto> {
      return db.transaction(async (tx) => {
        const lama = await baris(tx, uid);
        if (lama.status === status) return satuDto(tx, lama);
        // Reactivating must not give one code to two active records.
        if (status === 'AKTIF') {
          await pastikanUnik(tx, lama, uid);
          await def.periksaAktifkan?.(tx, lama);
        }
        const [row] = await tanpaBentrok(lama, () =>
          tx
            .update(t)
            .set({ status, updated_at: ctx.now() } as never)
            .where(eq(t.uid, uid))
            .returning(),
        );
        const r = row as unknown as Row;
        await catatAktivitas(tx, ctx, {
          aksi: `${def.entitas}.status`,
          entitas: def.entitas,
          entitas_id: uid,
          keterangan: `${status === 'AKTIF' ? 'Mengaktifkan' : 'Menonaktifkan'} ${def.label.toLowerCase()} ${r.kode} – ${r.nama}`,
          detail: { sebelum: { status: lama.status }, sesudah: { status } },
        });
        return satuDto(tx, r);
      });
    },
  };
}

export type LayananMaster<Dto> = {
  list(db: Db, q: MasterListQuery): Promise<{ rows: Dto[]; total: number }>;
  ambil(db: DbOrTx, uid: string): Promise<Dto>;
  validasi(db: Db, q: MasterValidasiQuery): Promise<MasterValidasiResponse>;
  buat(db: Db, ctx: Ctx, input: never): Promise<Dto>;
  ubah(db: Db, ctx: Ctx, uid: string, input: never): Promise<Dto>;
  ubahStatus(db: Db, ctx: Ctx, uid: string, status: StatusAktif): Promise<Dto>;
};
