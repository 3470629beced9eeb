import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /**
   * DATABASE_READ_URL: a streaming replica of DATABASE_URL that answers the read-only reports and
   * dashboards (docs/skala.md); null sends them to DATABASE_URL like everything else.
   */
  databaseReadUrl: string | null;
  dataDir: string;
  /** Where uploaded files (radiology images) are kept: RAWAT_BERKAS_DIR, default `<dataDir>/berkas`. */
  berkasDir: string;
  /** Where backups are written: RAWAT_CADANGAN_DIR, default `<dataDir>/cadangan` (docs/cadangan.md). */
  cadanganDir: string;
  /** Largest accepted upload in bytes: RAWAT_BERKAS_MAKS_MB (default 20 MB). */
  berkasMaksByte: number;
  /** Minutes of inactivity after which a session ends. */
  sessionIdleMinutes: number;
  /** Trust X-Forwarded-* from a reverse proxy (so Secure cookies and client addresses are right). */
  trustProxy: boolean;
  /**
   * Other sites whose pages may send writes here (RAWAT_ORIGIN_DIIZINKAN, comma-separated origins);
   * the site serving the app is always allowed (platform/keamanan.ts).
   */
  originDiizinkan: string[];
  /**
   * Requests per minute per session on the costly endpoints (RAWAT_BATAS_PDF, RAWAT_BATAS_EKSPOR,
   * RAWAT_BATAS_CARI): high enough that a clerk typing in a search box never meets them.
   */
  batasPerMenit: { pdf: number; ekspor: number; cari: number };
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  production: boolean;
  /**
   * Tilaka, a certified e-signature provider, for new signers (RAWAT_TILAKA_URL, _CLIENT_ID,
   * _CLIENT_SECRET, all three); null: the facility is its own certificate authority (docs/esign.md).
   */
  tilaka: { url: string; clientId: string; clientSecret: string; akarPem: string | null } | null;
}

/** The provider's settings when all three are set; some but not all is a mistake worth stopping for. */
function tilakaDari(env: NodeJS.ProcessEnv): Config['tilaka'] {
  const url = env.RAWAT_TILAKA_URL || null;
  const clientId = env.RAWAT_TILAKA_CLIENT_ID || null;
  const clientSecret = env.RAWAT_TILAKA_CLIENT_SECRET || null;
  if (!url && !clientId && !clientSecret) return null;
  if (!url || !clientId || !clientSecret)
    throw new Error(
      'RAWAT_TILAKA_URL, RAWAT_TILAKA_CLIENT_ID dan RAWAT_TILAKA_CLIENT_SECRET harus diisi bersama',
    );
  // The provider's root certificate, trusted when verifying what it signed (a PEM file's path).
  const akar = env.RAWAT_TILAKA_AKAR_PEM || null;
  return { url, clientId, clientSecret, akarPem: akar };
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} harus bilangan bulat positif, bukan '${raw}'`);
  return n;
}

/** 'https://a.rs.id, https://b.rs.id' → their origins; anything that is not an origin stops the start. */
function daftarOrigin(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = URL.canParse(s) ? new URL(s) : null;
      if (!url || url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) {
        throw new Error(`RAWAT_ORIGIN_DIIZINKAN: '${s}' bukan origin (contoh: https://simrs.rs.id)`);
      }
      return url.origin;
    });
}

/** A replica of the embedded database does not exist: a read URL without DATABASE_URL stops the start. */
function urlBaca(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_READ_URL || null;
  if (url && !env.DATABASE_URL) {
    throw new Error(
      'DATABASE_READ_URL hanya berlaku bersama DATABASE_URL (replika dari server PostgreSQL utama)',
    );
  }
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, env.RAWAT_DATA_DIR ?? path.join(root, 'data'));
  return {
    port: int('PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    databaseReadUrl: urlBaca(env),
    // A relative RAWAT_DATA_DIR means relative to where the user typed `npm start` (npm runs the
    // workspace script from apps/api, but keeps the original folder in INIT_CWD).
    dataDir,
    berkasDir: env.RAWAT_BERKAS_DIR ? path.resolve(cwd, env.RAWAT_BERKAS_DIR) : path.join(dataDir, 'berkas'),
    cadanganDir: env.RAWAT_CADANGAN_DIR
      ? path.resolve(cwd, env.RAWAT_CADANGAN_DIR)
      : path.join(dataDir, 'cadangan'),
    berkasMaksByte: int('RAWAT_BERKAS_MAKS_MB', 20) * 1024 * 1024,
    sessionIdleMinutes: int('RAWAT_SESSION_IDLE_MINUTES', 480),
    trustProxy: env.RAWAT_TRUST_PROXY === 'true',
    originDiizinkan: daftarOrigin(env.RAWAT_ORIGIN_DIIZINKAN),
    batasPerMenit: {
      pdf: int('RAWAT_BATAS_PDF', 30),
      ekspor: int('RAWAT_BATAS_EKSPOR', 10),
      cari: int('RAWAT_BATAS_CARI', 120),
    },
    // Another build of the web (a second checkout's journeys) may be served from elsewhere.
    webDist: env.RAWAT_WEB_DIST ? path.resolve(cwd, env.RAWAT_WEB_DIST) : path.join(root, 'apps/web/dist'),
    production: env.NODE_ENV === 'production',
    tilaka: tilakaDari(env),
  };
}
