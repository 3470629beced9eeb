/*
 * A local stand-in for Tilaka (tilaka.id), speaking the protocol Rawat's adapter speaks to the real
 * one, for tests and demos (`npm run sim:tilaka`, docs/esign-tilaka.md). Tilaka publishes its API
 * documentation to partners only; every name below comes from public code that calls it, and each
 * is listed with where it was read. Nothing was copied; the shapes were learnt and rewritten.
 *
 * Sources (public GitHub repositories):
 *  [I] irawanteguh/tilaka — application/libraries/Tilaka.php, controllers/restapi/tilaka/
 *      TilakaserviceV3.php, TilakaserviceV5.php, modules/tilaka/controllers/Registrasi.php: a
 *      hospital's (RS PKU Muhammadiyah) integration; its SQL dump logs real sandbox answers.
 *  [O] smart-ics/b005-ofta-api — src/Ofta.Infrastructure/…/TilakaIntegration: a hospital document
 *      system in C# (TokenTilakaService, RegisterUserTilakaService, CheckUserRegistrationService,
 *      CheckUserCertificateService, ReqSignTilakaService, ExecuteSignTilakaService,
 *      UploadDocTilakaService, CheckSignStatusTilakaService).
 *  [D] "Doco" Yii2 TilakaService.php / TilakaController.php (repository name not known).
 *  [J] itasoft Joget plugins (CheckTilakaActionsData.java, TilakaCheckSignStatus.java): the list of
 *      action paths.
 *  [W] Zaldee69/personal-webview — infrastructure/rest/{signing,kyc}, pages' AuthPinForm: the
 *      frontend of Tilaka's signer webview (what the page behind an auth URL posts:
 *      `signing-authpin`, its answers and messages).
 *
 * Endpoints as implemented (all POST, JSON, `Authorization: Bearer` unless said otherwise):
 *  /auth                    form client_id, client_secret, grant_type=client_credentials → {access_token,
 *                           token_type, expires_in} [I][O][D]. Wrong credentials: 401 {error:
 *                           'invalid_client', error_description} — the shape is RFC 6749 §5.2;
 *                           Tilaka's own body for it was NOT found.
 *  /generateUUID?name&email → {success, message:'Success', data:[registration_id]} [I][D], logged [I].
 *  /registerForKycCheck     {registration_id, email, name, company_name, date_expire 'YYYY-MM-DD HH:mm',
 *                           nik, photo_ktp data URL, consent_text, is_approved, version, hash_consent =
 *                           HMAC-SHA256(client_id+consent_text+version+consent_timestamp, client_secret),
 *                           consent_timestamp 'YYYY-MM-DD HH:mm:ss'} [I][O][D] → {success, message:
 *                           'Data Diterima', data:[registration_id, email]} (logged [I]).
 *                           photo_selfie is a GUESS: real Tilaka takes the selfie and liveness in its
 *                           own webview (personal-webview/guide?request_id=…) [D]; the name is the one
 *                           userregstatus answers with [O].
 *  /userregstatus           {register_id} → {success, message, data:{status, reason_code,
 *                           manual_registration_status, tilaka_name}} [I][O][D]. status S = verified,
 *                           F = failed (reason_code), B/D = still in progress [D]. Waiting is answered
 *                           here as B/P; the meaning of the letters is inferred, not documented.
 *                           data.reject_reason (the reviewer's words) is INVENTED: no source shows
 *                           where Tilaka puts them.
 *  /checkcertstatus         {user_identifier} → {success, status (1 validating, 2 awaiting activation,
 *                           3 active, 4 rejected [D]), message:{info}, data:[{status, serialnumber,
 *                           subject_dn, start_active_date, expiry_date, certificate}] [O]}. Date format
 *                           not found: 'YYYY-MM-DD HH:mm:ss' WIB like consent_timestamp.
 *  /api/v1/upload           multipart `file` → {success, message, filename} [I][O][D][J].
 *  /api/v1/requestsign      {request_id, signatures:[{user_identifier, sequence}], list_pdf:[{filename,
 *                           signatures:[{user_identifier, width, height, coordinate_x, coordinate_y,
 *                           page_number, reason}]}]} [I][O][D] → {success, message, auth_urls:[{url,
 *                           user_identifier}]} [I][O]. `location` is a GUESS. The origin of the
 *                           coordinates was NOT found: taken as PDF user space (points, origin
 *                           bottom-left, page_number from 1), what a PDF library signs with.
 *  /signing-authpin?user&id no bearer; {pin} | {otp_pin} → {success, message, request_id} [W]. Wrong
 *                           PIN: success false; the third: 'penandatanganan dokumen gagal. pin sudah
 *                           salah 3 kali' and the request is blocked [W]. PIN of 6 digits [W].
 *  /api/v1/executesign      {request_id, user_identifier} → {success, message, status: PROCESS | DONE}
 *                           [I][O][D]; before authentication UNAUTHORIZED [W].
 *  /api/v1/checksignstatus  {request_id} → {success, message: DONE|PROCESS|FAILED|UNAUTHORIZED|
 *                           PARAMERR|DENIED, request_id, status:[{sequence, status, user_identifier,
 *                           num_signatures, num_signatures_done}], list_pdf:[{filename, error,
 *                           presigned_url}]} [I][O][J][W].
 *  GET presigned_url        the signed PDF, no bearer, expires (Tilaka hands out object-storage
 *                           presigned URLs [I]); here /presigned/<token>, 15 minutes.
 * Business refusals answer 200 with success:false and a message (the integrations test `success`
 * after a 200 [D][I]); malformed requests 400 {success:false, message, data:{errors:[…]}} [W];
 * a missing or expired bearer 401. No rate limit is documented anywhere found, so none is simulated.
 * Tilaka Lite lives on another host in production [I]; here one server answers both.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buatCaAkar } from '../pki/ca.ts';
import {
  bacaBadan,
  berkasMultipart,
  halamanPin,
  type Jawaban,
  type Json,
  type Rute,
  salahMinta,
  samaRahasia,
} from './tilaka.simulator.http.ts';
import { ruteKyc } from './tilaka.simulator.kyc.ts';
import { buatKeadaan } from './tilaka.simulator.state.ts';
import { ruteTtd } from './tilaka.simulator.ttd.ts';

export interface OpsiSimulatorTilaka {
  /** 0 = any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  sekarang?: () => Date;
  /** Lifetime of an access token, seconds (default 3600). */
  masaTokenDetik?: number;
  /** Approve a registration by itself at its N-th status check (tests; off by default). */
  setujuiSetelahCek?: number;
  /** Approve a registration by itself this many ms after it arrived (the demo; off by default). */
  setujuiSetelahMs?: number;
  /** The PIN of every approved user (default '123456'); real users choose theirs at activation. */
  pin?: string;
  /** Where to listen (default 127.0.0.1). */
  host?: string;
  /** Told one line per request ('POST /api/v1/requestsign 200'), for the demo's console. */
  catat?: (baris: string) => void;
}

export interface SimulatorTilaka {
  url: string;
  /** The simulator's root CA certificate: trust it to verify what the simulator signed. */
  akarPem: string;
  tutup(): Promise<void>;
  /** A Tilaka reviewer approves the registration: the user gets a certificate and may sign. */
  setujui(idPenyedia: string): void;
  tolak(idPenyedia: string, alasan: string): void;
}

/** Starts the simulator; state lives in memory and dies with it. */
export async function mulaiSimulatorTilaka(opsi: OpsiSimulatorTilaka): Promise<SimulatorTilaka> {
  const sekarang = opsi.sekarang ?? (() => new Date());
  const ca = await buatCaAkar({ namaFaskes: 'Tilaka Simulator', sekarang: sekarang() });
  const k = buatKeadaan({ opsi, sekarang, ca });
  const token = new Map<string, number>();
  // Registration (partner API) and Tilaka Lite, both behind the bearer token.
  const rute: Rute = { ...ruteKyc(k), ...ruteTtd(k) };

  function periksaToken(req: http.IncomingMessage): boolean {
    const m = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
    const sampai = m?.[1] ? token.get(m[1]) : undefined;
    return sampai !== undefined && sekarang().getTime() < sampai;
  }

  async function layani(req: http.IncomingMessage): Promise<Jawaban | { pdf: Buffer }> {
    const alamat = new URL(req.url ?? '/', 'http://sim');
    const jalur = alamat.pathname;
    if (req.method === 'GET' && jalur.startsWith('/presigned/')) {
      const u = k.unduhan.get(jalur.slice('/presigned/'.length));
      if (!u || sekarang().getTime() > u.sampai)
        return { status: 403, isi: { message: 'AccessDenied: URL kedaluwarsa' } };
      return { pdf: u.pdf };
    }
    if (req.method === 'GET' && jalur === '/personal-webview/signing') {
      return {
        status: 200,
        isi: halamanPin(alamat.searchParams),
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }
    if (req.method !== 'POST')
      return { status: 404, isi: { success: false, message: 'Not Found', data: null } };
    const badan = await bacaBadan(req);
    if (!badan) return salahMinta('Badan permintaan terlalu besar', ['maksimal 40 MB']);
    const jenis = req.headers['content-type'] ?? '';

    if (jalur === '/auth') {
      const f = new URLSearchParams(badan.toString('utf8'));
      if (f.get('grant_type') !== 'client_credentials') {
        return {
          status: 400,
          isi: { error: 'unsupported_grant_type', error_description: 'grant_type harus client_credentials' },
        };
      }
      const cocok =
        samaRahasia(f.get('client_id') ?? '', opsi.clientId) &&
        samaRahasia(f.get('client_secret') ?? '', opsi.clientSecret);
      if (!cocok)
        return { status: 401, isi: { error: 'invalid_client', error_description: 'Bad client credentials' } };
      const masa = opsi.masaTokenDetik ?? 3600;
      const t = randomBytes(32).toString('base64url');
      token.set(t, sekarang().getTime() + masa * 1000);
      return {
        status: 200,
        isi: { access_token: t, token_type: 'bearer', expires_in: masa, scope: 'read write' },
      };
    }

    const olah = rute[jalur];
    if (!olah) return { status: 404, isi: { success: false, message: 'Not Found', data: null } };
    if (jalur !== '/signing-authpin' && !periksaToken(req)) {
      return {
        status: 401,
        isi: { success: false, message: 'Unauthorized: token tidak ada atau kedaluwarsa', data: null },
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      };
    }
    let isi: Json = {};
    if (/multipart\/form-data/i.test(jenis)) {
      const f = berkasMultipart(jenis, badan);
      isi = f ? { file: f } : {};
    } else if (badan.length > 0) {
      try {
        const j = JSON.parse(badan.toString('utf8')) as unknown;
        if (!j || typeof j !== 'object' || Array.isArray(j)) throw new Error('bukan objek');
        isi = j as Json;
      } catch {
        return salahMinta('JSON tidak valid', ['badan permintaan harus objek JSON']);
      }
    }
    return olah(isi, alamat.searchParams);
  }

  const server = http.createServer((req, res) => {
    res.on('finish', () => opsi.catat?.(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`));
    layani(req)
      .then((j) => {
        if ('pdf' in j) {
          res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': j.pdf.length });
          res.end(j.pdf);
          return;
        }
        const html = typeof j.isi === 'string';
        const teks = html ? (j.isi as string) : JSON.stringify(j.isi);
        res.writeHead(j.status, { 'content-type': 'application/json', ...j.headers });
        res.end(teks);
      })
      .catch(() => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: 'Internal Server Error', data: null }));
      });
  });
  const host = opsi.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opsi.port ?? 0, host, resolve);
  });
  const tampak = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  k.url = `http://${tampak}:${(server.address() as AddressInfo).port}`;

  return {
    url: k.url,
    akarPem: ca.sertifikatPem,
    setujui: k.setujui,
    tolak: k.tolak,
    tutup: async () => {
      for (const t of k.pewaktu) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
