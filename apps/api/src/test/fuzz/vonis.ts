import type { Operasi, Parameter } from './operasi.ts';
import { pelanggaran, type Skema } from './skema.ts';

/** A value of the URL already percent-encoded: bytes no JavaScript string can carry. */
export interface Mentah {
  mentah: string;
}
export type NilaiUrl = string | string[] | Mentah;

export interface Permintaan {
  params: Record<string, NilaiUrl>;
  query: Record<string, NilaiUrl>;
  /** The body as the server parses it (undefined: none). */
  body?: unknown;
  /** The body as sent, where it is not `JSON.stringify(body)` (a duplicate key, another type). */
  mentah?: { teks: string; contentType: string };
}

/**
 * 'sah': the contract accepts it; 'tidak-sah': the contract refuses it (a 2xx is a failure);
 * 'tak-tentu': what the server reads is not known here (bytes that are not UTF-8 in a URL).
 */
export type Vonis = 'sah' | 'tidak-sah' | 'tak-tentu';

/** What the server reads from a URL value, as far as we know (null: unknown). */
function dariUrl(s: Skema, v: NilaiUrl | undefined): { nilai: unknown } | null {
  if (v === undefined) return { nilai: undefined };
  if (typeof v === 'object' && !Array.isArray(v)) return null;
  if (Array.isArray(v)) return { nilai: v };
  const cabang = (s.anyOf ?? s.oneOf ?? [s]).map((c) => c.type);
  if (
    (cabang.includes('integer') || cabang.includes('number')) &&
    /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v)
  )
    return { nilai: Number(v) };
  if (cabang.includes('boolean') && (v === 'true' || v === 'false')) return { nilai: v === 'true' };
  return { nilai: v };
}

function cekParameter(
  daftar: Parameter[],
  nilai: Record<string, NilaiUrl>,
  awalan: string,
): string | null | 'tak-tentu' {
  for (const prm of daftar) {
    const baca = dariUrl(prm.skema, nilai[prm.nama]);
    if (!baca) return 'tak-tentu';
    if (baca.nilai === undefined) {
      if (prm.wajib) return `${awalan}:${prm.nama}: wajib`;
      continue;
    }
    const p = pelanggaran(prm.skema, baca.nilai, `${awalan}:${prm.nama}`);
    if (p) return p;
  }
  return null;
}

/** The contract's word on a whole request. */
export function vonisUntuk(op: Operasi, p: Permintaan): { vonis: Vonis; alasan: string | null } {
  if (p.mentah && !p.mentah.contentType.startsWith('application/json'))
    return { vonis: 'tidak-sah', alasan: `jenis konten ${p.mentah.contentType}` };
  let tentu = true;
  for (const [daftar, nilai, awalan] of [
    [op.params, p.params, 'path'],
    [op.query, p.query, 'query'],
  ] as const) {
    const hasil = cekParameter(daftar, nilai, awalan);
    if (hasil === 'tak-tentu') tentu = false;
    else if (hasil) return { vonis: 'tidak-sah', alasan: hasil };
  }
  if (op.body) {
    if (p.body === undefined) {
      if (op.body.wajib) return { vonis: 'tidak-sah', alasan: 'body: wajib' };
    } else {
      const hasil = pelanggaran(op.body.skema, p.body, 'body');
      if (hasil) return { vonis: 'tidak-sah', alasan: hasil };
    }
  }
  return { vonis: tentu ? 'sah' : 'tak-tentu', alasan: null };
}
