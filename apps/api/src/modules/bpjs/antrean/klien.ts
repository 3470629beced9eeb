import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';
import lzString from 'lz-string';

/*
 * BPJS Kesehatan's web-service protocol as Antrean RS uses it (docs/bpjs-antrean.md), as BPJS's
 * trust-mark pages describe it ("Create Signature", "Decrypt", "Web Service Antrean - BPJS"):
 *  - headers X-cons-id, X-timestamp (seconds since 1970-01-01 UTC), X-signature = base64 of
 *    HMAC-SHA256(consid + "&" + timestamp) keyed with the consumer secret, and user_key;
 *  - an answer {"metadata": {"code", "message"}, "response": …}; when `response` carries data it is
 *    a string: base64 of AES-256-CBC with key = SHA-256(consid + secret + timestamp of the request),
 *    IV = its first 16 bytes, and inside LZ-string's compressToEncodedURIComponent of the JSON.
 * Success is code 200 (the reference services answer code 1, "OK").
 * VClaim (docs/vclaim.md) speaks the same protocol with `metaData` and also PUT and DELETE, each with
 * a JSON body ({"request": …}); its catalogue names the content type of its writes
 * "Application/x-www-form-urlencoded" although the body is JSON, so the caller may set it.
 */

export interface KredensialBpjs {
  /** The service's base, e.g. https://apijkn.bpjs-kesehatan.go.id/antreanrs */
  url: string;
  consId: string;
  rahasia: string;
  userKey: string;
}

/** X-signature for a consumer at a timestamp (seconds). */
export function tandaTanganBpjs(consId: string, rahasia: string, detik: number | string): string {
  return createHmac('sha256', rahasia).update(`${consId}&${detik}`).digest('base64');
}

/** The four headers of every call. */
export function kepalaBpjs(k: KredensialBpjs, sekarang: Date): Record<string, string> {
  const detik = String(Math.floor(sekarang.getTime() / 1000));
  return {
    'X-cons-id': k.consId,
    'X-timestamp': detik,
    'X-signature': tandaTanganBpjs(k.consId, k.rahasia, detik),
    user_key: k.userKey,
  };
}

function kunciSandi(consId: string, rahasia: string, detik: string) {
  const hash = createHash('sha256').update(`${consId}${rahasia}${detik}`, 'utf8').digest();
  return { kunci: hash, iv: hash.subarray(0, 16) };
}

/** Opens an encrypted `response` (the timestamp is the one the request was sent with). */
export function bukaJawabanBpjs(teks: string, consId: string, rahasia: string, detik: string): unknown {
  const { kunci, iv } = kunciSandi(consId, rahasia, detik);
  const buka = createDecipheriv('aes-256-cbc', kunci, iv);
  const terkompres = Buffer.concat([buka.update(Buffer.from(teks, 'base64')), buka.final()]).toString('utf8');
  const json = lzString.decompressFromEncodedURIComponent(terkompres);
  if (!json) throw new Error('Jawaban BPJS tidak dapat didekompresi');
  return JSON.parse(json);
}

/** The other way round: what BPJS does to an answer (the simulator answers so). */
export function sandiJawabanBpjs(isi: unknown, consId: string, rahasia: string, detik: string): string {
  const { kunci, iv } = kunciSandi(consId, rahasia, detik);
  const tutup = createCipheriv('aes-256-cbc', kunci, iv);
  const terkompres = lzString.compressToEncodedURIComponent(JSON.stringify(isi));
  return Buffer.concat([tutup.update(terkompres, 'utf8'), tutup.final()]).toString('base64');
}

/** BPJS's answer read: HTTP status, metadata and the opened response. */
export interface JawabanBpjs {
  status: number;
  /** metadata.code as text ('200', '201', '208'…), null when the body had none. */
  kode: string | null;
  pesan: string;
  response: unknown;
}

/** The call did not get an answer: refused connection, timeout, a broken body. Worth retrying. */
export class GalatJaringanBpjs extends Error {}

export const BATAS_WAKTU_BPJS_MS = 15_000;

export type MetodeBpjs = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the service; throws GalatJaringanBpjs when there is no readable answer. */
export async function panggilBpjs(
  k: KredensialBpjs,
  p: {
    method: MetodeBpjs;
    path: string;
    /** Sent as JSON text (also with DELETE: VClaim's deletions carry their body). */
    body?: unknown;
    /** The body's content type; JSON by default. */
    jenisIsi?: string;
    sekarang: Date;
    batasWaktuMs?: number;
  },
): Promise<JawabanBpjs> {
  const kepala = kepalaBpjs(k, p.sekarang);
  const alamat = `${k.url.replace(/\/+$/, '')}/${p.path.replace(/^\/+/, '')}`;
  const batas = p.batasWaktuMs ?? BATAS_WAKTU_BPJS_MS;
  let res: Response;
  let teks: string;
  try {
    res = await fetch(alamat, {
      method: p.method,
      headers: {
        ...kepala,
        ...(p.body !== undefined ? { 'content-type': p.jenisIsi ?? 'application/json' } : {}),
      },
      ...(p.body !== undefined ? { body: JSON.stringify(p.body) } : {}),
      signal: AbortSignal.timeout(batas),
    });
    teks = await res.text();
  } catch (err) {
    const nama = err instanceof Error ? err.name : '';
    if (nama === 'TimeoutError' || nama === 'AbortError')
      throw new GalatJaringanBpjs(`BPJS tidak menjawab dalam ${Math.round(batas / 1000)} detik`);
    const sebab = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new GalatJaringanBpjs(`Tidak dapat menghubungi BPJS: ${sebab}`);
  }
  let isi: unknown;
  try {
    isi = JSON.parse(teks);
  } catch {
    if (res.status >= 500)
      return { status: res.status, kode: null, pesan: `BPJS menjawab HTTP ${res.status}`, response: null };
    throw new GalatJaringanBpjs(`Jawaban BPJS bukan JSON (HTTP ${res.status})`);
  }
  const o = (isi && typeof isi === 'object' ? isi : {}) as Record<string, unknown>;
  // VClaim spells it metaData; Antrean metadata. Read both.
  const meta = (o.metadata ?? o.metaData ?? {}) as Record<string, unknown>;
  const kode = meta.code === undefined || meta.code === null ? null : String(meta.code);
  const pesan = typeof meta.message === 'string' ? meta.message : `HTTP ${res.status}`;
  let response: unknown = o.response ?? null;
  if (typeof response === 'string' && response !== '') {
    const sandi = response;
    try {
      response = bukaJawabanBpjs(sandi, k.consId, k.rahasia, kepala['X-timestamp'] ?? '');
    } catch {
      // VClaim answers a SEP deletion with the plain number: a short word of letters and digits is
      // kept as it is; anything else that cannot be opened means a wrong secret.
      if (!/^[A-Za-z0-9]{1,40}$/.test(sandi))
        throw new GalatJaringanBpjs('Jawaban BPJS tidak dapat didekripsi (periksa consumer secret)');
    }
  }
  return { status: res.status, kode, pesan, response };
}

/** Code 200, or the reference services' 1. */
export const suksesBpjs = (kode: string | null) => kode === '200' || kode === '1';
