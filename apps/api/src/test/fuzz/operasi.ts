import { anyOf, can, type Permission, ROLES, type Role, type RouteAccess } from '@rawat/domain';
import type { Skema } from './skema.ts';

/** One operation of the served OpenAPI document, as the fuzz suite walks it. */
export interface Operasi {
  /** 'POST /api/v1/pasien/{uid}/gabung' */
  kunci: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: { skema: Skema; wajib: boolean } | null;
  /** `x-permission` as served. */
  izin: string;
  /** Who sends it: the first role of the registry holding the permission, or none (public). */
  role: Role | null;
}

export interface Parameter {
  nama: string;
  wajib: boolean;
  skema: Skema;
}

interface DokumenOpenApi {
  paths: Record<string, Record<string, OperasiOpenApi>>;
}
interface OperasiOpenApi {
  'x-permission'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Skema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Skema }> };
}

/** `x-permission` back to what the guard checks: 'a | b' is any one of them. */
export function aksesDari(izin: string): RouteAccess {
  if (izin === 'public' || izin === 'authenticated' || izin === 'perangkat') return izin;
  const bagian = izin.split(' | ') as Permission[];
  return bagian.length === 1 ? (bagian[0] as Permission) : anyOf(bagian);
}

/** The role that sends an operation: the first in the registry's order that may (ADMIN can do most). */
export function roleUntuk(izin: string): Role | null {
  const akses = aksesDari(izin);
  // A device's route is sent without a session (no role holds 'perangkat'): it answers 401.
  if (akses === 'public' || akses === 'perangkat') return null;
  const role = ROLES.find((r) => can(r, akses));
  if (!role) throw new Error(`tidak ada role yang memegang ${izin}`);
  return role;
}

const METODE = ['get', 'post', 'put', 'patch', 'delete'] as const;

// Dates, moments and clock times are checked by a refinement (platform/kalender.ts) that the
// document shows as a plain string; their names say what they are, as everywhere in Rawat.
const NAMA_TANGGAL = /^(tanggal(_\w+)?|dari|sampai|kedaluwarsa|berlaku_mulai|\w+_berlaku_sampai)$/;
const NAMA_WAKTU = /^waktu_\w+$/;
const NAMA_JAM = /^jam_\w+$/;

function formatDariNama(nama: string): string | null {
  if (NAMA_TANGGAL.test(nama)) return 'date';
  if (NAMA_WAKTU.test(nama)) return 'date-time';
  return NAMA_JAM.test(nama) ? 'time' : null;
}

/** A copy of `s` where a plain string named like a date carries `format` as the document would. */
function tandaiTanggal(s: Skema, nama: string | null): Skema {
  const hasil: Skema = { ...s };
  const format = nama ? formatDariNama(nama) : null;
  if (format && s.type === 'string' && !s.enum && !s.pattern && !s.format) hasil.format = format;
  if (s.anyOf) hasil.anyOf = s.anyOf.map((c) => tandaiTanggal(c, nama));
  if (s.oneOf) hasil.oneOf = s.oneOf.map((c) => tandaiTanggal(c, nama));
  if (s.items) hasil.items = tandaiTanggal(s.items, nama);
  if (s.properties)
    hasil.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, tandaiTanggal(v, k)]),
    );
  return hasil;
}

/** Every operation of the document, in the document's order (lists before their items). */
export function bacaOperasi(doc: unknown): Operasi[] {
  const hasil: Operasi[] = [];
  for (const [path, ops] of Object.entries((doc as DokumenOpenApi).paths)) {
    for (const m of METODE) {
      const op = ops[m];
      if (!op) continue;
      const izin = op['x-permission'];
      if (!izin) throw new Error(`${m.toUpperCase()} ${path} tanpa x-permission`);
      const parameter = (dimana: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === dimana)
          .map((p) => ({ nama: p.name, wajib: p.required === true, skema: tandaiTanggal(p.schema, p.name) }));
      const json = op.requestBody?.content['application/json'];
      if (op.requestBody && !json)
        throw new Error(
          `${m.toUpperCase()} ${path}: isi ${Object.keys(op.requestBody.content)} belum didukung`,
        );
      hasil.push({
        kunci: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase() as Operasi['method'],
        path,
        params: parameter('path'),
        query: parameter('query'),
        body: json
          ? { skema: tandaiTanggal(json.schema, null), wajib: op.requestBody?.required === true }
          : null,
        izin,
        role: roleUntuk(izin),
      });
    }
  }
  return hasil;
}
