import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { BATAS_BIAYA, type BatasBiaya } from '@rawat/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import type { App } from './http.ts';

export interface OpsiKeamanan {
  /** Other sites allowed to send writes (RAWAT_ORIGIN_DIIZINKAN), as origins. */
  originDiizinkan: readonly string[];
  /** Requests per minute per session on each kind of costly endpoint. */
  batasPerMenit: Readonly<Record<BatasBiaya, number>>;
}

/**
 * The Content-Security-Policy of every answer: what the web app needs, and nothing more.
 * - script-src 'self': the Vite bundle only. The spec §8 old-browser notice is a file
 *   (apps/web/public/browser-lawas.js); zod runs jitless in the browser (apps/web/src/zod-tanpa-eval.ts),
 *   so nothing tries `new Function`.
 * - style-src 'unsafe-inline': MUI's emotion writes <style> elements at run time and React writes
 *   style="" attributes (sx, charts, the notice). A nonce would cover the elements but never the
 *   attributes, and would turn index.html into a template per request; styles run no code, scripts
 *   stay strict.
 * - img-src data: blob:: the favicon is a data: URL; the logo upload previews a blob: URL.
 * - font-src 'self': Roboto is bundled (@fontsource); no outside font host.
 * - frame-src 'self' blob:: PdfViewerDialog frames the API's own PDF URLs; the kiosk (/anjungan)
 *   prints its ticket from a blob: URL, as the PDF is fetched with the device's Authorization header
 *   (docs/perangkat.md). A blob: URL is only made by the app's own scripts.
 * - connect-src 'self': every API base is same-origin (split VITE_API_* hosts would need adding).
 * - Charts (@mui/x-charts) are inline SVG and the queue call (speechSynthesis) needs no source.
 * - frame-ancestors 'none': no site frames a page (clickjacking); PDFs get 'self', see below.
 * - No upgrade-insecure-requests: a hospital LAN may serve plain HTTP by address, and the upgrade
 *   would send the app's own assets to an https:// port nobody listens on.
 */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// A PDF is framed by the app's own PdfViewerDialog; it runs no script of ours, so its policy only
// says who may frame it (Chromium's viewer is the frame's plugin, which object-src 'none' would block).
const CSP_PDF = "frame-ancestors 'self'";

// Nothing asks for camera, microphone or location; the pharmacy queue display goes full screen.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)';

// One year, this host only: a hospital's other hosts under the same domain may still be plain HTTP.
const HSTS = 'max-age=31536000';

const TULIS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originDitolak = () =>
  new AppError(
    403,
    'platform.origin_ditolak',
    'Permintaan ditolak karena dikirim dari situs lain. Buka aplikasi dari alamat resminya lalu coba lagi.',
  );

const PESAN_BATAS: Record<BatasBiaya, string> = {
  pdf: 'Terlalu banyak dokumen PDF dibuka dalam satu menit.',
  ekspor: 'Terlalu banyak ekspor laporan dalam satu menit.',
  cari: 'Terlalu banyak pencarian dalam satu menit.',
};

const terlaluBanyak = (batas: BatasBiaya, detik: number) =>
  new AppError(
    429,
    'platform.terlalu_banyak_permintaan',
    `${PESAN_BATAS[batas]} Silakan coba lagi dalam ${detik} detik.`,
  );

/** Is the Origin the site that serves the app (Host, or X-Forwarded-Host behind a trusted proxy)? */
function situsSendiri(origin: string, request: FastifyRequest): boolean {
  if (!URL.canParse(origin) || !URL.canParse(`${request.protocol}://${request.host}`)) return false;
  const asal = new URL(origin);
  // Only the host is compared: behind a TLS proxy without RAWAT_TRUST_PROXY the request itself
  // arrives as http while the page's origin is https. 'null' (a sandboxed frame) never matches.
  return asal.origin !== 'null' && asal.host === new URL(`${request.protocol}://${request.host}`).host;
}

/**
 * Which limit a request spends: a PDF endpoint always; a report only when it asks for a file
 * (format=pdf counts as a PDF, xlsx as an export; its JSON view is not limited); a list only when
 * something is typed in `search`.
 */
function batasPermintaan(request: FastifyRequest): BatasBiaya | null {
  const batas = request.routeOptions.config?.batas;
  if (!batas || batas === 'pdf') return batas ?? null;
  const q = (request.query ?? {}) as Record<string, unknown>;
  if (batas === 'ekspor')
    return q.format === 'pdf' ? 'pdf' : q.format && q.format !== 'json' ? 'ekspor' : null;
  return typeof q.search === 'string' && q.search.trim() !== '' ? 'cari' : null;
}

/**
 * Browser security for every answer (docs/platform.md "Keamanan peramban"): security headers, the
 * refusal of writes from other sites, and per-session rate limits on the costly endpoints.
 * Registered before the guard, so a 401 or 403 carries the headers too.
 */
export const keamanan = fp(async (app: App, opsi: OpsiKeamanan) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // Not no-referrer: with it the browser sends `Origin: null` on the app's own writes, which the
    // origin check below would have to let through.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const izin = new Set(opsi.originDiizinkan);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A browser names the page that sent a write; curl and server-to-server callers send none.
    const origin = request.headers.origin;
    if (!TULIS.has(request.method) || origin === undefined) return;
    if (!izin.has(origin) && !situsSendiri(origin, request)) throw originDitolak();
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
      reply.header('content-security-policy', CSP_PDF);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });

  // Counted in this instance's memory: behind several instances a session may reach the limit once
  // per instance. It guards against a runaway script or a scraper, not against a determined attacker.
  await app.register(rateLimit, { global: false });
  const pembatas = Object.fromEntries(
    BATAS_BIAYA.map((batas) => [
      batas,
      app.rateLimit({
        max: opsi.batasPerMenit[batas],
        timeWindow: 60_000,
        // The guard has already read the session: its id, else the address (public routes).
        keyGenerator: (request) => request.user?.sesiUid ?? `ip:${request.ip}`,
        errorResponseBuilder: (_request, ctx) => terlaluBanyak(batas, Math.max(1, Math.ceil(ctx.ttl / 1000))),
      }),
    ]),
  ) as Record<BatasBiaya, preHandlerAsyncHookHandler>;
  // After the guard (onRequest) and before the body is read or validated.
  app.addHook('preValidation', async function (request, reply) {
    const batas = batasPermintaan(request);
    if (batas) await pembatas[batas].call(this, request, reply);
  });
});
