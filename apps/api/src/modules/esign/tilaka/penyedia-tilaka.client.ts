/*
 * The adapter's HTTP client for Tilaka: timeouts, reading answers, and the OAuth2
 * client-credentials token it caches and renews for every bearer call.
 */
import { PenyediaMenolak } from '../penyedia.ts';
import type { OpsiPenyediaTilaka } from './penyedia-tilaka.ts';

export type Json = Record<string, unknown>;

export const TIDAK_TERJANGKAU =
  'Layanan tanda tangan Tilaka tidak dapat dihubungi saat ini. Coba lagi beberapa saat lagi.';
// Renewed 30 s before Tilaka's expiry, as other integrations do (Doco TilakaService::refreshToken).
const MARGIN_TOKEN_MS = 30_000;

export const teks = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Tilaka's message followed by its validation errors (`data.errors`), if any. */
export function galatValidasi(isi: Json): string {
  const data = isi.data as { errors?: unknown } | null | undefined;
  const daftar = Array.isArray(data?.errors) ? data.errors.map(teks).filter(Boolean) : [];
  return [teks(isi.message), ...daftar].filter(Boolean).join('; ');
}

export interface KlienTilaka {
  /** One request to the base URL, without a bearer. */
  kirim(jalur: string, init: RequestInit): Promise<Response>;
  bacaJson(res: Response): Promise<Json>;
  /** A bearer call; a 401 (token revoked or expired early at Tilaka) renews the token once. */
  panggil(jalur: string, isi: Json | FormData): Promise<{ status: number; isi: Json }>;
  /** A GET of an absolute URL (a presigned download), with the same timeout. */
  unduh(url: string): Promise<Response>;
}

export function klienTilaka(opsi: OpsiPenyediaTilaka): KlienTilaka {
  const f = opsi.fetch ?? fetch;
  const sekarang = opsi.sekarang ?? (() => new Date());
  const dasar = opsi.url.replace(/\/+$/, '');
  const batasWaktu = opsi.batasWaktuMs ?? 30_000;
  let token: { nilai: string; sampai: number } | null = null;
  let tokenSedangDiambil: Promise<string> | null = null;

  async function kirim(jalur: string, init: RequestInit): Promise<Response> {
    try {
      return await f(`${dasar}${jalur}`, { ...init, signal: AbortSignal.timeout(batasWaktu) });
    } catch {
      // Refused connection, DNS, TLS or our timeout: all the same to the person waiting.
      throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
    }
  }

  async function bacaJson(res: Response): Promise<Json> {
    if (res.status >= 500 || res.status === 429)
      throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
    try {
      const isi = (await res.json()) as unknown;
      if (isi && typeof isi === 'object' && !Array.isArray(isi)) return isi as Json;
    } catch {
      // fall through: a proxy's HTML error page is no Tilaka answer
    }
    throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
  }

  async function ambilToken(): Promise<string> {
    const res = await kirim('/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: opsi.clientId,
        client_secret: opsi.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      throw new PenyediaMenolak(
        'TIDAK_TERSEDIA',
        'Tilaka menolak kredensial Rawat (client ID/secret). Minta admin memeriksa pengaturan Tilaka.',
      );
    }
    const isi = await bacaJson(res);
    const nilai = teks(isi.access_token);
    if (!nilai) throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
    const masa = Number(isi.expires_in);
    const detik = Number.isFinite(masa) && masa > 0 ? masa : 300;
    token = { nilai, sampai: sekarang().getTime() + detik * 1000 - MARGIN_TOKEN_MS };
    return nilai;
  }

  async function tokenBerlaku(): Promise<string> {
    if (token && sekarang().getTime() < token.sampai) return token.nilai;
    // Calls made together share one token request.
    tokenSedangDiambil ??= ambilToken().finally(() => {
      tokenSedangDiambil = null;
    });
    return tokenSedangDiambil;
  }

  async function panggil(jalur: string, isi: Json | FormData): Promise<{ status: number; isi: Json }> {
    const badan = isi instanceof FormData ? isi : JSON.stringify(isi);
    const headers = (t: string): Record<string, string> => ({
      authorization: `Bearer ${t}`,
      ...(isi instanceof FormData ? {} : { 'content-type': 'application/json' }),
    });
    let res = await kirim(jalur, { method: 'POST', headers: headers(await tokenBerlaku()), body: badan });
    if (res.status === 401) {
      token = null;
      res = await kirim(jalur, { method: 'POST', headers: headers(await tokenBerlaku()), body: badan });
      if (res.status === 401) throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
    }
    return { status: res.status, isi: await bacaJson(res) };
  }

  async function unduh(url: string): Promise<Response> {
    try {
      return await f(url, { signal: AbortSignal.timeout(batasWaktu) });
    } catch {
      throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
    }
  }

  return { kirim, bacaJson, panggil, unduh };
}
