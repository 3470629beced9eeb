import type { z } from 'zod';
import type { Permission, RouteAccess } from '../akses/permissions.ts';
import { itemEnvelope, type ListEnvelope, listEnvelope, uidParamSchema } from '../platform/common.ts';
import { type DefinisiKontrak, kontrak } from '../platform/kontrak.ts';
import {
  type MasterValidasiResponse,
  masterListQuerySchema,
  masterStatusSchema,
  masterValidasiQuerySchema,
  masterValidasiResponseSchema,
} from './common.ts';

/** What `kontrakMaster` needs: I the record's schema, B/U the create/edit bodies, Q the list query. */
export interface OpsiKontrakMaster<I, B, U, Q, H> {
  /** '/master/bank' (under /api/v1). */
  path: string;
  tag: string;
  /** 'bank' → summaries 'Daftar bank', 'Menambah bank'… */
  label: string;
  /** The record as answered. */
  item: I;
  /** Create body. */
  buat: B;
  /** Edit body; defaults to the create body. */
  ubah?: U;
  /** List query; must extend masterListQuerySchema. */
  query?: Q;
  baca: RouteAccess;
  tulis: Permission;
  /** Also `DELETE <path>/:uid` as a soft delete (= NONAKTIF, audited); the record stays readable. */
  hapusNonaktif?: H;
}

// All seven; kontrakMaster leaves the DELETE out unless the list asks for it.
function semuaKontrak<I extends z.ZodType, B extends z.ZodType, U extends z.ZodType, Q extends z.ZodType>(
  o: OpsiKontrakMaster<I, B, U, Q, boolean>,
) {
  const tags = [o.tag];
  const satu = itemEnvelope(o.item);
  return {
    daftar: kontrak({
      method: 'GET',
      path: o.path,
      permission: o.baca,
      tags,
      summary: `Daftar ${o.label} (cari kode/nama, saring status, halaman)`,
      // Without its own query a list reads the shared one (search, status, paging).
      query: (o.query ?? masterListQuerySchema) as Q,
      responses: { 200: listEnvelope(o.item) },
    }),
    validasi: kontrak({
      method: 'GET',
      path: `${o.path}/validasi`,
      permission: o.baca,
      tags,
      summary: `Apakah kode atau nama ${o.label} masih tersedia di antara data aktif`,
      query: masterValidasiQuerySchema,
      responses: { 200: masterValidasiResponseSchema },
    }),
    baca: kontrak({
      method: 'GET',
      path: `${o.path}/:uid`,
      permission: o.baca,
      tags,
      summary: `Detail ${o.label}`,
      params: uidParamSchema,
      responses: { 200: satu },
      galat: [404],
    }),
    buat: kontrak({
      method: 'POST',
      path: o.path,
      permission: o.tulis,
      tags,
      summary: `Menambah ${o.label}`,
      body: o.buat,
      responses: { 201: satu },
      galat: [409],
    }),
    ubah: kontrak({
      method: 'PUT',
      path: `${o.path}/:uid`,
      permission: o.tulis,
      tags,
      summary: `Mengubah ${o.label}`,
      params: uidParamSchema,
      // An edit sends the create body unless the list says otherwise.
      body: (o.ubah ?? o.buat) as U,
      responses: { 200: satu },
      galat: [404, 409],
    }),
    status: kontrak({
      method: 'PUT',
      path: `${o.path}/:uid/status`,
      permission: o.tulis,
      tags,
      summary: `Mengaktifkan atau menonaktifkan ${o.label}`,
      params: uidParamSchema,
      body: masterStatusSchema,
      responses: { 200: satu },
      galat: [404, 409],
    }),
    hapus: kontrak({
      method: 'DELETE',
      path: `${o.path}/:uid`,
      permission: o.tulis,
      tags,
      summary: `Menonaktifkan ${o.label} (data tetap tersimpan dan dapat dibaca)`,
      params: uidParamSchema,
      responses: { 200: satu },
      galat: [404],
    }),
  };
}

type KontrakMasterDari<
  I extends z.ZodType,
  B extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
> = ReturnType<typeof semuaKontrak<I, B, U, Q>>;

/**
 * The contracts of one master list (docs/kontrak.md): list, /validasi, detail, create, edit and
 * (de)activate, and with `hapusNonaktif` a DELETE that only retires the record. Every master list
 * of the domain is built by it, so their paths, permissions and OpenAPI text follow one pattern.
 */
export function kontrakMaster<
  I extends z.ZodType,
  B extends z.ZodType,
  U extends z.ZodType = B,
  Q extends z.ZodType = typeof masterListQuerySchema,
  H extends boolean = false,
>(o: OpsiKontrakMaster<I, B, U, Q, H>) {
  const { hapus, ...enam } = semuaKontrak<I, B, U, Q>(o);
  type Enam = Omit<KontrakMasterDari<I, B, U, Q>, 'hapus'>;
  return (o.hapusNonaktif ? { ...enam, hapus } : enam) as H extends true
    ? Enam & Pick<KontrakMasterDari<I, B, U, Q>, 'hapus'>
    : Enam;
}

/**
 * A contract whose success answer (at status `S`) is `J`: lets a generic screen name what it needs.
 * Its answers hold that status alone, so `Jawaban<K>` can find it.
 */
export type KontrakMenjawab<J, S extends number = 200> = Omit<DefinisiKontrak, 'responses'> & {
  responses: { [P in S]: z.ZodType<J> };
};
/** A list contract whose rows are T (the list envelope), filtered by its query. */
export type KontrakDaftar<T> = KontrakMenjawab<ListEnvelope<T>> & { query: z.ZodType };

/** A contract of one record, addressed by `:uid`. */
export type KontrakPerUid = { params: typeof uidParamSchema };

/**
 * What a generic master screen (list page, form dialog, select of active records) needs of a
 * master's contracts, by the record type T; every `kontrakMaster(...)` result fits it.
 */
export interface ApiMaster<T = unknown> {
  daftar: KontrakDaftar<T>;
  validasi: KontrakMenjawab<MasterValidasiResponse> & { query: typeof masterValidasiQuerySchema };
  baca: KontrakMenjawab<{ respon: T }> & KontrakPerUid;
  buat: KontrakMenjawab<{ respon: T }, 201> & { body: z.ZodType };
  ubah: KontrakMenjawab<{ respon: T }> & KontrakPerUid & { body: z.ZodType };
  status: KontrakMenjawab<{ respon: T }> & KontrakPerUid & { body: typeof masterStatusSchema };
  /** Only with `hapusNonaktif`. */
  hapus?: KontrakMenjawab<{ respon: T }> & KontrakPerUid;
}
