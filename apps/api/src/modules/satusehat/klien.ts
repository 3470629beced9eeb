/// <reference types="fhir" />
import { createHash } from 'node:crypto';
import type { UjiKoneksiBpjs } from '@rawat/domain';
import type { DbOrTx } from '../../db/client.ts';
import { kredensialBpjs } from '../bpjs/pengaturan.service.ts';

/*
 * SATUSEHAT's protocol (docs/satusehat.md), as its API catalogue describes it:
 *  - OAuth2 client credentials: POST {auth_url}/accesstoken?grant_type=client_credentials, form
 *    body client_id and client_secret → JSON with access_token, expires_in (seconds, as text),
 *    token_type "BearerToken", issued_at, status "approved"…;
 *  - FHIR R4 JSON at {url} (…/fhir-r4/v1) with `Authorization: Bearer <access_token>`;
 *  - refusals are 4xx with an OperationOutcome (issue[].severity/code/details.text), server
 *    trouble 5xx as text/plain ("Gateway Timeout").
 * The token is kept per process until a minute before it expires; a 401 on a FHIR call drops it
 * and the call is tried once more with a new one.
 */

export interface KlienSatusehat {
  readonly orgId: string;
  /** GET {base}/{jenis}?{parameter} → searchset Bundle */
  cari(jenis: string, parameter: Record<string, string>): Promise<fhir4.Bundle>;
  baca(jenis: string, id: string): Promise<fhir4.Resource>;
  /** POST {base}/{resourceType}; returns the id SATUSEHAT gave */
  buat(resource: fhir4.FhirResource): Promise<{ id: string }>;
  /** PUT {base}/{resourceType}/{id} */
  ganti(resource: fhir4.FhirResource & { id: string }): Promise<void>;
}

/**
 * ulangi = worth retrying later (network, timeout, 5xx, 429, 401 after one token refresh, a
 * refused client id/secret, 403 "business rule" — all fixed by waiting or by the settings);
 * false = SATUSEHAT refused this resource (400/404/409/422 with an OperationOutcome).
 */
export class GalatSatusehat extends Error {
  constructor(
    pesan: string,
    readonly status: number | null,
    readonly ulangi: boolean,
    readonly outcome?: fhir4.OperationOutcome,
  ) {
    super(pesan);
  }
}

/** What a client needs, opened from the settings (or given directly by tests and tools). */
export interface KonfigurasiSatusehat {
  /** FHIR base, e.g. https://api-satusehat.kemkes.go.id/fhir-r4/v1 */
  url: string;
  /** OAuth2 base, e.g. https://api-satusehat.kemkes.go.id/oauth2/v1 */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  orgId: string;
}

export const BATAS_WAKTU_SATUSEHAT_MS = 15_000;
/** A token is renewed this long before SATUSEHAT says it expires. */
const SEBELUM_KEDALUWARSA_MS = 60_000;

/**
 * Per process, keyed by token address, client id and (a hash of) the secret, so a corrected
 * secret is tried at once; a pending token request is shared, not repeated.
 */
const tokenTersimpan = new Map<string, { token: string; sampai: number }>();
const tokenDiminta = new Map<string, Promise<string>>();

/** Forgets every cached token (tests; a changed client secret does not need it). */
export function lupakanTokenSatusehat(): void {
  tokenTersimpan.clear();
}

const rapikan = (u: string) => u.replace(/\/+$/, '');
const kunciToken = (k: KonfigurasiSatusehat) =>
  `${rapikan(k.authUrl)} ${k.clientId} ${createHash('sha256').update(k.clientSecret).digest('hex').slice(0, 16)}`;

interface Jawaban {
  status: number;
  teks: string;
  json: unknown;
}

/** One HTTP exchange; no answer at all (refused, dropped, timed out) is a retryable GalatSatusehat. */
async function tukar(alamat: string, init: RequestInit, batasWaktuMs: number): Promise<Jawaban> {
  let res: Response;
  let teks: string;
  try {
    res = await fetch(alamat, { ...init, signal: AbortSignal.timeout(batasWaktuMs) });
    teks = await res.text();
  } catch (err) {
    const nama = err instanceof Error ? err.name : '';
    if (nama === 'TimeoutError' || nama === 'AbortError')
      throw new GalatSatusehat(
        `SATUSEHAT tidak menjawab dalam ${Math.round(batasWaktuMs / 1000)} detik`,
        null,
        true,
      );
    const sebab = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new GalatSatusehat(`Tidak dapat menghubungi SATUSEHAT: ${sebab}`, null, true);
  }
  let json: unknown = null;
  try {
    json = teks ? JSON.parse(teks) : null;
  } catch {
    json = null;
  }
  return { status: res.status, teks, json };
}

/** SATUSEHAT's own words from an answer: the OperationOutcome's issues, or the gateway's fault. */
function kataSatusehat(j: Jawaban): { teks: string; outcome?: fhir4.OperationOutcome } {
  const o = (j.json && typeof j.json === 'object' ? j.json : {}) as Record<string, unknown>;
  if (o.resourceType === 'OperationOutcome' && Array.isArray(o.issue)) {
    const outcome = o as unknown as fhir4.OperationOutcome;
    const teks = outcome.issue
      .map((i) => i.details?.text ?? i.diagnostics ?? i.code)
      .filter(Boolean)
      .join('; ');
    return { teks: teks || 'tanpa keterangan', outcome };
  }
  // The API gateway in front of SATUSEHAT answers its own refusals as {"fault": {"faultstring"}}.
  const fault = o.fault as { faultstring?: unknown } | undefined;
  if (typeof fault?.faultstring === 'string') return { teks: fault.faultstring };
  const polos = j.teks.trim().slice(0, 200);
  return { teks: polos || `HTTP ${j.status}` };
}

/** An answer that is not a success, classified. */
function galatDari(j: Jawaban, apa: string): GalatSatusehat {
  const { teks, outcome } = kataSatusehat(j);
  const s = j.status;
  if (s === 429)
    return new GalatSatusehat(`SATUSEHAT membatasi permintaan (HTTP 429): ${teks}`, s, true, outcome);
  if (s >= 500)
    return new GalatSatusehat(`SATUSEHAT sedang bermasalah (HTTP ${s}): ${teks}`, s, true, outcome);
  if (s === 401) return new GalatSatusehat(`SATUSEHAT menolak akses (HTTP 401): ${teks}`, s, true, outcome);
  // "resource cannot be accessed due to business rule": the client id belongs to another
  // organization id — the settings are wrong, not the resource (api-catalogue, Kode Akses API).
  if (s === 403) return new GalatSatusehat(`SATUSEHAT menolak akses (HTTP 403): ${teks}`, s, true, outcome);
  return new GalatSatusehat(`SATUSEHAT menolak ${apa} (HTTP ${s}): ${teks}`, s, false, outcome);
}

async function mintaToken(k: KonfigurasiSatusehat, batasWaktuMs: number): Promise<string> {
  const j = await tukar(
    `${rapikan(k.authUrl)}/accesstoken?grant_type=client_credentials`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_id: k.clientId, client_secret: k.clientSecret }).toString(),
    },
    batasWaktuMs,
  );
  const o = (j.json && typeof j.json === 'object' ? j.json : {}) as Record<string, unknown>;
  if (j.status >= 300 || typeof o.access_token !== 'string' || !o.access_token) {
    if (j.status >= 500 || j.status === 429) throw galatDari(j, 'permintaan token');
    // Refused credentials stay retryable: the messages wait until the settings are corrected.
    const { teks, outcome } = kataSatusehat(j);
    throw new GalatSatusehat(
      `SATUSEHAT menolak client ID/secret (HTTP ${j.status}): ${teks}`,
      j.status,
      true,
      outcome,
    );
  }
  const detik = Number(o.expires_in);
  const umurMs = Number.isFinite(detik) && detik > 0 ? detik * 1000 : 3_600_000;
  const kunci = kunciToken(k);
  tokenTersimpan.set(kunci, {
    token: o.access_token,
    // A short-lived token is still kept for half its life rather than fetched for every call.
    sampai: Date.now() + Math.max(umurMs - SEBELUM_KEDALUWARSA_MS, umurMs / 2),
  });
  return o.access_token;
}

/** The cached token, or a new one (`baru` forces a new one). */
async function token(k: KonfigurasiSatusehat, batasWaktuMs: number, baru = false): Promise<string> {
  const kunci = kunciToken(k);
  const ada = tokenTersimpan.get(kunci);
  if (!baru && ada && ada.sampai > Date.now()) return ada.token;
  tokenTersimpan.delete(kunci);
  const berjalan = tokenDiminta.get(kunci);
  if (berjalan) return berjalan;
  const p = mintaToken(k, batasWaktuMs).finally(() => tokenDiminta.delete(kunci));
  tokenDiminta.set(kunci, p);
  return p;
}

/** A client for the given settings (klienSatusehat reads them from the database). */
export function buatKlienSatusehat(
  k: KonfigurasiSatusehat,
  batasWaktuMs = BATAS_WAKTU_SATUSEHAT_MS,
): KlienSatusehat {
  const dasar = rapikan(k.url);

  async function panggil(
    method: 'GET' | 'POST' | 'PUT',
    jalur: string,
    apa: string,
    isi?: unknown,
  ): Promise<Jawaban> {
    const kirim = async (t: string) =>
      tukar(
        `${dasar}/${jalur}`,
        {
          method,
          headers: {
            Authorization: `Bearer ${t}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          ...(isi !== undefined ? { body: JSON.stringify(isi) } : {}),
        },
        batasWaktuMs,
      );
    let j = await kirim(await token(k, batasWaktuMs));
    // Expired or revoked before our clock said so: one new token, one more try.
    if (j.status === 401) j = await kirim(await token(k, batasWaktuMs, true));
    if (j.status >= 300) throw galatDari(j, apa);
    if (!j.json || typeof j.json !== 'object')
      throw new GalatSatusehat(`Jawaban SATUSEHAT bukan JSON (HTTP ${j.status})`, j.status, true);
    return j;
  }

  const jenisAman = (jenis: string) => {
    if (!/^[A-Z][A-Za-z]+$/.test(jenis)) throw new Error(`Jenis resource FHIR tidak sah: ${jenis}`);
    return jenis;
  };

  return {
    orgId: k.orgId,
    async cari(jenis, parameter) {
      const q = new URLSearchParams(parameter).toString();
      const j = await panggil('GET', `${jenisAman(jenis)}${q ? `?${q}` : ''}`, `pencarian ${jenis}`);
      const b = j.json as fhir4.Bundle;
      if (b.resourceType !== 'Bundle')
        throw new GalatSatusehat(`Jawaban pencarian ${jenis} bukan Bundle`, j.status, true);
      return b;
    },
    async baca(jenis, id) {
      const j = await panggil('GET', `${jenisAman(jenis)}/${encodeURIComponent(id)}`, `${jenis}/${id}`);
      return j.json as fhir4.Resource;
    },
    async buat(resource) {
      const jenis = jenisAman(resource.resourceType);
      const j = await panggil('POST', jenis, jenis, resource);
      const id = (j.json as { id?: unknown }).id;
      // Accepted without an id cannot be referenced; the sender's retry searches by identifier first.
      if (typeof id !== 'string' || !id)
        throw new GalatSatusehat(`SATUSEHAT menerima ${jenis} tanpa memberi id`, j.status, true);
      return { id };
    },
    async ganti(resource) {
      const jenis = jenisAman(resource.resourceType);
      await panggil(
        'PUT',
        `${jenis}/${encodeURIComponent(resource.id)}`,
        `${jenis}/${resource.id}`,
        resource,
      );
    },
  };
}

async function konfigurasi(
  db: DbOrTx,
  kunciInduk: Buffer,
  aktifSaja: boolean,
): Promise<KonfigurasiSatusehat | null> {
  const k = await kredensialBpjs(db, kunciInduk, { aktifSaja, mitra: 'SATUSEHAT' });
  if (!k?.url || !k.opsi.auth_url || !k.opsi.organization_id) return null;
  return {
    url: k.url,
    authUrl: k.opsi.auth_url,
    clientId: k.consId,
    clientSecret: k.rahasia,
    orgId: k.opsi.organization_id,
  };
}

/**
 * The client for the stored settings; null when SATUSEHAT is not configured, or (aktifSaja, the
 * default) switched off. Throws when the master key cannot open the client secret.
 */
export async function klienSatusehat(
  deps: { db: DbOrTx; kunciInduk: Buffer; batasWaktuMs?: number },
  opsi: { aktifSaja?: boolean } = {},
): Promise<KlienSatusehat | null> {
  const k = await konfigurasi(deps.db, deps.kunciInduk, opsi.aktifSaja ?? true);
  return k ? buatKlienSatusehat(k, deps.batasWaktuMs) : null;
}

/**
 * "Uji koneksi" for /integrasi/satusehat/uji: a new token with the stored client id and secret,
 * then the facility's Organization by its id (so a wrong organization id shows too).
 */
export async function ujiSatusehat(deps: {
  db: DbOrTx;
  kunciInduk: Buffer;
  batasWaktuMs?: number;
}): Promise<UjiKoneksiBpjs> {
  const mulai = Date.now();
  const hasil = (berhasil: boolean, kode: string | null, pesan: string): UjiKoneksiBpjs => ({
    berhasil,
    kode,
    pesan,
    jumlah_poli: null,
    durasi_ms: Date.now() - mulai,
  });
  const k = await konfigurasi(deps.db, deps.kunciInduk, false);
  if (!k) return hasil(false, null, 'Pengaturan SATUSEHAT belum lengkap: isi alamat token dan ID organisasi');
  const batas = deps.batasWaktuMs ?? BATAS_WAKTU_SATUSEHAT_MS;
  try {
    await token(k, batas, true);
    const org = (await buatKlienSatusehat(k, batas).baca('Organization', k.orgId)) as fhir4.Organization;
    return hasil(true, '200', `Terhubung: token diterima, organisasi ${org.name ?? k.orgId} (${k.orgId})`);
  } catch (err) {
    if (!(err instanceof GalatSatusehat)) throw err;
    const pesan =
      err.status === 404
        ? `Token diterima, tetapi ID organisasi ${k.orgId} tidak dikenal SATUSEHAT`
        : err.message;
    return hasil(false, err.status === null ? null : String(err.status), pesan);
  }
}
