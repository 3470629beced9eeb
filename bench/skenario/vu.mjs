// The virtual staff member and the recorder of the scenario runner (bench/skenario/README.md).
// A role file sees only the VU: timed steps (`langkah`), HTTP calls as the web app makes them
// (session cookie, Origin on writes, JSON both ways), think time and a deterministic PRNG.
import { performance } from 'node:perf_hooks';
import { setTimeout as tidur } from 'node:timers/promises';

/** Nearest-rank percentile of an ascending array (the same rule as bench/beban.mjs). */
export function persentil(urut, p) {
  if (urut.length === 0) return null;
  const i = Math.min(urut.length - 1, Math.max(0, Math.ceil((p / 100) * urut.length) - 1));
  return urut[i];
}

/** Thrown by `pikir` once the shift is over: the runner ends the VU's loop without an error. */
export class Berhenti extends Error {
  constructor() {
    super('waktu habis');
    this.name = 'Berhenti';
  }
}

/** A non-2xx answer, with the server's status and body kept for the report. */
export class GalatHttp extends Error {
  constructor(method, path, status, body) {
    const pesan = body && typeof body === 'object' && body.message ? body.message : String(body ?? '');
    super(`${method} ${path} → ${status} ${pesan}`.slice(0, 300));
    this.name = 'GalatHttp';
    this.status = status;
    this.body = body;
  }
}

const CONTOH_GALAT = 20;

/** Every step's latencies and errors, keyed `${peran}:${nama}`. */
export class Perekam {
  constructor() {
    this.langkah = new Map();
    this.panggilan = 0;
  }

  #entri(peran, nama, anggaranMs) {
    const kunci = `${peran}:${nama}`;
    let e = this.langkah.get(kunci);
    if (!e) {
      e = { peran, nama, anggaranMs, ms: [], galat: 0, contoh: [] };
      this.langkah.set(kunci, e);
    }
    return e;
  }

  catat(peran, nama, anggaranMs, ms) {
    this.#entri(peran, nama, anggaranMs).ms.push(ms);
  }

  catatGalat(peran, nama, anggaranMs, ms, err) {
    const e = this.#entri(peran, nama, anggaranMs);
    e.galat += 1;
    e.ms.push(ms);
    if (e.contoh.length < CONTOH_GALAT) {
      e.contoh.push({
        pesan: String(err?.message ?? err).slice(0, 300),
        status: err?.status ?? null,
        body: err?.body === undefined ? null : JSON.stringify(err.body).slice(0, 1000),
      });
    }
  }

  /** Every login of every role as one row: the shift change's number (budget 300 ms). */
  loginSemua() {
    const ms = [...this.langkah.values()].filter((e) => e.nama === 'login').flatMap((e) => e.ms);
    const urut = ms.sort((a, b) => a - b);
    const galat = [...this.langkah.values()]
      .filter((e) => e.nama === 'login')
      .reduce((s, e) => s + e.galat, 0);
    return {
      n: urut.length,
      p50: bulat(persentil(urut, 50)),
      p95: bulat(persentil(urut, 95)),
      p99: bulat(persentil(urut, 99)),
      galat,
    };
  }

  /** One row per step: n, p50/p95/p99, errors, budget and whether p95 and errors are within it. */
  ringkas() {
    const baris = [];
    for (const e of this.langkah.values()) {
      const urut = [...e.ms].sort((a, b) => a - b);
      const p95 = persentil(urut, 95);
      baris.push({
        peran: e.peran,
        langkah: e.nama,
        n: urut.length,
        p50: bulat(persentil(urut, 50)),
        p95: bulat(p95),
        p99: bulat(persentil(urut, 99)),
        maks: bulat(urut.at(-1) ?? null),
        galat: e.galat,
        anggaranMs: e.anggaranMs,
        ok: e.galat === 0 && (p95 ?? 0) <= e.anggaranMs,
        contohGalat: e.contoh,
      });
    }
    return baris.sort((a, b) => a.peran.localeCompare(b.peran) || a.langkah.localeCompare(b.langkah));
  }
}

const bulat = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashTeks(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Query string from an object, leaving out empty values (as apps/web/src/api/client.ts does). */
export function kueri(q) {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') p.append(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

const TULIS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One member of staff: an account, a session and a clock. Paths starting with `/api/` are taken as
 * they are; any other path is under the main API (`/api/v1`), like the web's `http.get('/pasien')`.
 */
export class VirtualUser {
  /**
   * @param {{ url: string, akun: { username: string, peran: string, password: string }, nomor: number,
   *   perekam: Perekam, cepat?: number, bersama?: object, berakhirPada: number, benih?: number,
   *   log?: (m: string) => void }} o
   */
  constructor(o) {
    this.url = o.url.replace(/\/$/, '');
    this.origin = new URL(this.url).origin;
    this.akun = o.akun;
    this.nomor = o.nomor;
    this.perekam = o.perekam;
    this.cepat = o.cepat ?? 1;
    this.bersama = o.bersama ?? {};
    this.berakhirPada = o.berakhirPada;
    this.cookie = '';
    this.acak = prng(hashTeks(`${o.akun.username}#${o.benih ?? 1}`));
    this._log = o.log ?? (() => {});
  }

  /** Has the shift ended (performance.now() clock)? */
  get selesai() {
    return performance.now() >= this.berakhirPada;
  }

  log(msg) {
    this._log(`[${this.akun.username}] ${msg}`);
  }

  pilih(arr) {
    if (!arr || arr.length === 0) return undefined;
    return arr[Math.floor(this.acak() * arr.length)];
  }

  /** A whole number in [min, max]. */
  antara(min, max) {
    return min + Math.floor(this.acak() * (max - min + 1));
  }

  /** True with probability p. */
  peluang(p) {
    return this.acak() < p;
  }

  /** Think time in seconds (divided by --cepat); throws Berhenti when the shift ends meanwhile. */
  async pikir(minDetik, maksDetik = minDetik) {
    const ms = ((minDetik + this.acak() * (maksDetik - minDetik)) * 1000) / this.cepat;
    const sisa = this.berakhirPada - performance.now();
    if (sisa <= 0) throw new Berhenti();
    await tidur(Math.min(ms, sisa));
    if (ms >= sisa) throw new Berhenti();
  }

  /** One timed step; an exception or non-2xx inside is this step's error and is thrown on. */
  async langkah(nama, fn, { anggaranMs = 100 } = {}) {
    const t0 = performance.now();
    try {
      const hasil = await fn();
      this.perekam.catat(this.akun.peran, nama, anggaranMs, performance.now() - t0);
      return hasil;
    } catch (err) {
      if (err instanceof Berhenti) throw err;
      this.perekam.catatGalat(this.akun.peran, nama, anggaranMs, performance.now() - t0, err);
      if (err && typeof err === 'object') err.tercatat = true;
      throw err;
    }
  }

  /** The login screen's call; keeps the session cookie. Not timed here (the runner times it). */
  async masuk() {
    const res = await fetch(`${this.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: this.origin },
      body: JSON.stringify({ username: this.akun.username, password: this.akun.password }),
      signal: AbortSignal.timeout(60_000),
    });
    this.perekam.panggilan += 1;
    const body = await bacaBody(res);
    if (!res.ok) throw new GalatHttp('POST', '/auth/login', res.status, body);
    const sesi = res.headers.getSetCookie().find((c) => c.startsWith('rawat_sesi='));
    if (!sesi) throw new GalatHttp('POST', '/auth/login', res.status, 'tanpa cookie sesi');
    this.cookie = sesi.split(';')[0];
    return body;
  }

  /** 'Keluar' at the end of the shift: the session ends on the server instead of idling out. */
  async keluar() {
    if (!this.cookie) return;
    await this.minta('POST', '/auth/logout');
    this.cookie = '';
  }

  async minta(method, path, body, query) {
    const jalur = `${path.startsWith('/api/') ? path : `/api/v1${path}`}${kueri(query)}`;
    const headers = { accept: 'application/json', cookie: this.cookie };
    const init = { method, headers, signal: AbortSignal.timeout(60_000) };
    if (TULIS.has(method)) {
      // A browser names its page on every write; the server refuses other sites (keamanan.ts).
      headers.origin = this.origin;
      // As the web client: POST/PUT/PATCH always carry a body, DELETE only when given one.
      if (body !== undefined || method !== 'DELETE') {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(body ?? {});
      }
    }
    const res = await fetch(`${this.url}${jalur}`, init);
    this.perekam.panggilan += 1;
    const isi = await bacaBody(res);
    if (!res.ok) throw new GalatHttp(method, jalur, res.status, isi);
    return isi;
  }

  get(path, query) {
    return this.minta('GET', path, undefined, query);
  }
  post(path, body) {
    return this.minta('POST', path, body);
  }
  put(path, body) {
    return this.minta('PUT', path, body);
  }
  patch(path, body) {
    return this.minta('PATCH', path, body);
  }
  del(path, body) {
    return this.minta('DELETE', path, body);
  }
}

async function bacaBody(res) {
  if (res.status === 204) return undefined;
  const teks = await res.text();
  if (!teks) return undefined;
  try {
    return JSON.parse(teks);
  } catch {
    return teks.slice(0, 1000);
  }
}
