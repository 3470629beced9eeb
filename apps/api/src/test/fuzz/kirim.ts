import { can, ROLES, type Role } from '@rawat/domain';
import type { TestApp } from '../harness.ts';
import { aksesDari, type Operasi } from './operasi.ts';
import type { Probe, SumberId } from './rusak.ts';
import { pelanggaran } from './skema.ts';
import type { NilaiUrl, Permintaan } from './vonis.ts';

export interface Jawaban {
  status: number;
  code: string | null;
  /** The start of the body, for the failure report. */
  cuplikan: string;
  /** The whole body when it is JSON (ids are taken from it). */
  json: string | null;
}

// Fuzz requests come from their own address, so the failed logins they cause never lock out the
// address the harness logs in from (docs/platform.md: 20 failures per address).
const ALAMAT_FUZZ = '198.51.100.7';

function nilaiUrl(v: NilaiUrl): string {
  if (typeof v === 'object' && !Array.isArray(v)) return v.mentah;
  try {
    return encodeURIComponent(String(v));
  } catch {
    return String(v);
  }
}

/** The URL of a request: path parameters filled in, the query as given (a list repeats its key). */
export function urlUntuk(op: Operasi, p: Permintaan): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, nama: string) => {
    const v = p.params[nama];
    return v === undefined ? '' : nilaiUrl(v);
  });
  const pasangan: string[] = [];
  for (const [k, v] of Object.entries(p.query)) {
    if (Array.isArray(v)) for (const x of v) pasangan.push(`${encodeURIComponent(k)}=${nilaiUrl(x)}`);
    else pasangan.push(`${encodeURIComponent(k)}=${nilaiUrl(v)}`);
  }
  return pasangan.length ? `${path}?${pasangan.join('&')}` : path;
}

/**
 * Sessions of the roles the operations name, logged in when first needed. When a role can no
 * longer log in (the fuzz itself deactivated its account) the next role holding the permission
 * takes over.
 */
export class Sesi {
  private cookie = new Map<Role, string>();
  private mati = new Set<Role>();
  constructor(private readonly t: TestApp) {}

  private kandidat(op: Operasi): Role[] {
    const akses = aksesDari(op.izin);
    return ROLES.filter((r) => can(r, akses) && !this.mati.has(r));
  }

  /** Logs in the role an operation needs (outside any fingerprint window: a login writes). */
  async siapkan(op: Operasi): Promise<string | null> {
    if (op.role === null) return null;
    for (const role of this.kandidat(op)) {
      const ada = this.cookie.get(role);
      if (ada) return ada;
      try {
        const c = await this.t.login(role);
        this.cookie.set(role, c);
        return c;
      } catch {
        this.mati.add(role);
      }
    }
    throw new Error(`tidak ada role yang bisa login untuk ${op.kunci}`);
  }

  /** Forgets a session the server no longer knows (a 401), so the next siapkan() logs in again. */
  lupakan(cookie: string) {
    for (const [r, c] of this.cookie) if (c === cookie) this.cookie.delete(r);
  }
}

export async function kirim(t: TestApp, op: Operasi, p: Permintaan, cookie: string | null): Promise<Jawaban> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  let payload: string | undefined;
  if (p.mentah) {
    payload = p.mentah.teks;
    headers['content-type'] = p.mentah.contentType;
  } else if (p.body !== undefined) {
    payload = JSON.stringify(p.body);
    headers['content-type'] = 'application/json';
  }
  const res = await t.app.inject({
    method: op.method,
    url: urlUntuk(op, p),
    headers,
    remoteAddress: ALAMAT_FUZZ,
    ...(payload !== undefined ? { payload } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  let code: string | null = null;
  if (json && res.statusCode >= 400)
    try {
      code = (JSON.parse(res.body) as { code?: string }).code ?? null;
    } catch {
      code = null;
    }
  return {
    status: res.statusCode,
    code,
    cuplikan: json ? res.body.slice(0, 300) : `<${res.headers['content-type']}>`,
    json: json ? res.body : null,
  };
}

/**
 * Real ids seen in earlier answers, so a request can reach a real record: the `uid` of a list's
 * rows for `/x/{uid}`, any `pasien_uid` seen for `{pasien_uid}`. Accounts are left to random
 * uuids: a valid request with a real one would reset or deactivate the logins the suite uses.
 */
export class KumpulanId {
  private nilai = new Map<string, string[]>();

  private simpan(kunci: string, v: string) {
    const daftar = this.nilai.get(kunci) ?? [];
    if (daftar.length < 30 && !daftar.includes(v)) daftar.push(v);
    this.nilai.set(kunci, daftar);
  }

  /** Takes the ids of a 2xx JSON answer of `op`. */
  catat(op: Operasi, body: string) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return;
    }
    const jalan = (v: unknown, dalam: number) => {
      if (dalam > 6 || !v || typeof v !== 'object') return;
      if (Array.isArray(v)) {
        for (const x of v.slice(0, 30)) jalan(x, dalam + 1);
        return;
      }
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === 'string' && x.length > 0 && x.length <= 64) {
          this.simpan(`${op.path}#${k}`, x);
          if (k.endsWith('_uid') || k.endsWith('_kode')) this.simpan(`*#${k}`, x);
        } else jalan(x, dalam + 1);
      }
    };
    jalan(data, 0);
  }

  /** Real values for a body field named `kunci` (`lokasi_uid`, `provinsi_kode`), from any answer. */
  untukBidang(kunci: string): string[] {
    const hasil = new Set(this.nilai.get(`*#${kunci}`) ?? []);
    const m = /^(\w+)_(uid|kode)$/.exec(kunci);
    if (m)
      for (const [k, daftar] of this.nilai)
        if (k.endsWith(`/${m[1]}#${m[2]}`)) for (const v of daftar) hasil.add(v);
    return [...hasil].slice(0, 30);
  }

  readonly sumber: SumberId = (op, param) => {
    if (op.path.startsWith('/api/v1/akun')) return [];
    const i = op.path.indexOf(`{${param}}`);
    const awalan = op.path.slice(0, Math.max(0, i - 1));
    const kunci = [`${awalan}#${param}`, `*#${param}`];
    if (param === 'uid' || param === 'id') kunci.unshift(`${awalan}#uid`);
    if (param.endsWith('_uid')) {
      const benda = param.slice(0, -4);
      for (const k of this.nilai.keys()) if (k.endsWith(`/${benda}#uid`)) kunci.push(k);
    }
    const skema = op.params.find((p) => p.nama === param)?.skema ?? {};
    const hasil = new Set<string>();
    for (const k of kunci)
      for (const v of this.nilai.get(k) ?? []) if (pelanggaran(skema, v) === null) hasil.add(v);
    return [...hasil].slice(0, 30);
  };
}

export function ringkas(op: Operasi, p: Probe): string {
  const url = urlUntuk(op, p.permintaan);
  return `[${p.jenis}] ${p.sasaran} → ${op.method} ${url.length > 160 ? `${url.slice(0, 160)}…` : url}`;
}
