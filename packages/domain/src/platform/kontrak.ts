import type { z } from 'zod';
import type { RouteAccess } from '../akses/permissions.ts';

/**
 * One contract per endpoint (STYLE: Contracts and types): method, path, permission, params, query,
 * body and answers in one object. The API registers its route from it (`rute()` in
 * apps/api/src/platform/rute.ts), the web derives its typed call from it (`panggil()`, `kueri()`,
 * `urlKontrak()` in apps/web/src/api/kontrak.ts) and the OpenAPI page is generated from it, so a
 * path or an answer's type is spelled once.
 */
export interface DefinisiKontrak {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify style, relative to the service's base: '/kasir/deposit/:uid/bukti.pdf'. */
  path: string;
  /** Which of the four services of spec §7 answers it; the main API (/api/v1) when left out. */
  basis?: BasisApi;
  permission: RouteAccess;
  /** The 403 message when the permission is missing, where the generic one would puzzle. */
  pesanTolak?: string;
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status: the success answer (200, 201 or 204) and any documented other. */
  responses?: { readonly [status: number]: z.ZodType };
  /** Error statuses this endpoint answers, each with the JSON error envelope. */
  galat?: readonly StatusGalat[];
  /** Left out of the OpenAPI page. */
  hide?: boolean;
  /**
   * A costly endpoint's rate limit per session: 'pdf' for an endpoint that always answers a PDF.
   * Exports and searches are found from the query (`batasKontrak`), so only PDFs are marked.
   */
  batas?: BatasBiaya;
}

/** The costly kinds of endpoint, each with its own limit per session per minute (docs/platform.md). */
export const BATAS_BIAYA = ['pdf', 'ekspor', 'cari'] as const;
export type BatasBiaya = (typeof BATAS_BIAYA)[number];

/**
 * Which limit an endpoint is under: its `batas`; else 'ekspor' when its query takes `format`
 * (a report that answers xlsx or pdf on request), 'cari' when it takes `search`. The API counts
 * an 'ekspor' endpoint only when a file is asked for and a 'cari' one only when a search is typed.
 */
export function batasKontrak(k: DefinisiKontrak): BatasBiaya | undefined {
  if (k.batas) return k.batas;
  const kunci = kunciQuery(k.query);
  if (kunci.has('format')) return 'ekspor';
  if (kunci.has('search')) return 'cari';
  return undefined;
}

/** The field names of a query schema (an object, possibly refined or piped into a transform). */
function kunciQuery(skema: z.ZodType | undefined): Set<string> {
  let s: unknown = skema;
  while (s && typeof s === 'object' && 'in' in s) s = (s as { in: unknown }).in;
  const shape = s && typeof s === 'object' && 'shape' in s ? (s as { shape: unknown }).shape : null;
  return new Set(shape && typeof shape === 'object' ? Object.keys(shape) : []);
}

export type BasisApi = 'main' | 'surat' | 'wilayah' | 'antrian';
export type StatusGalat = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
type StatusSukses = 200 | 201 | 204;

/** Declares an endpoint; the literal types are kept so both sides infer from them. */
export function kontrak<const K extends DefinisiKontrak>(definisi: K): K {
  return definisi;
}

type Skema<K, Bagian extends 'params' | 'query' | 'body'> = K extends {
  [P in Bagian]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type SkemaSukses<K> = K extends { responses: infer R }
  ? R[Extract<keyof R, StatusSukses>] extends infer S extends z.ZodType
    ? S
    : undefined
  : undefined;

/** Path parameters as a handler reads them (parsed). */
export type ParamsDari<K> = Skema<K, 'params'> extends z.ZodType ? z.output<Skema<K, 'params'>> : unknown;
/** The query string as a handler reads it (parsed, defaults applied). */
export type QueryDari<K> = Skema<K, 'query'> extends z.ZodType ? z.output<Skema<K, 'query'>> : unknown;
/** The body as a handler reads it (parsed). */
export type BodyDari<K> = Skema<K, 'body'> extends z.ZodType ? z.output<Skema<K, 'body'>> : unknown;
/** What the handler gives back before serialisation (the success schema's input; anything without one). */
export type JawabanServer<K> = SkemaSukses<K> extends z.ZodType ? z.input<SkemaSukses<K>> : unknown;
/** What the client receives: the success answer's JSON (unknown where the contract names none). */
export type Jawaban<K> = SkemaSukses<K> extends z.ZodType ? z.output<SkemaSukses<K>> : unknown;
/** One row of a list answer (`{ respon: T[], metadata }`). */
export type BarisDari<K> = Jawaban<K> extends { respon: readonly (infer T)[] } ? T : never;
/** The item of a single-item answer (`{ respon: T }`). */
export type ResponDari<K> = Jawaban<K> extends { respon: infer T } ? T : never;

// A part whose every field is optional may be left out by the caller.
type Bagian<S, Nama extends string> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [P in Nama]?: z.input<S> }
    : { [P in Nama]: z.input<S> }
  : { [P in Nama]?: undefined };

/** What a caller sends: params, query and body as the contract's input types. */
export type Masukan<K> = Bagian<Skema<K, 'params'>, 'params'> &
  Bagian<Skema<K, 'query'>, 'query'> &
  Bagian<Skema<K, 'body'>, 'body'>;
/** `panggil(k)` when nothing is required, `panggil(k, { … })` otherwise. */
export type ArgMasukan<K> =
  Record<string, never> extends Masukan<K> ? [masukan?: Masukan<K>] : [masukan: Masukan<K>];

/** '/kasir/tagihan/:kunjungan_uid' with { kunjungan_uid: 'x' } → '/kasir/tagihan/x'. */
export function isiPath(path: string, params?: object | null): string {
  const nilai = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, nama: string) => {
    const v = nilai[nama];
    if (v === undefined || v === null || v === '')
      throw new Error(`parameter path '${nama}' kosong untuk ${path}`);
    return encodeURIComponent(String(v));
  });
}
