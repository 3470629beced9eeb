/*
 * A local stand-in for the Ministry's E-Klaim (INA-CBG) web service, speaking the protocol Rawat
 * speaks to the real one (eklaim.klien.ts), for tests and demos (`npm run sim:eklaim`,
 * docs/eklaim.md).
 *
 * Sources: the Manual Web Service E-Klaim (builds 5.2-5.10, as public copies reproduce it: the
 * endpoint, mode=debug, the encryption functions, the method catalogue, the error list) and SIMRS
 * code that calls E-Klaim (answer shapes the manual leaves out: send_claim_individual's data rows,
 * get_claim_data's response.data). NOT FOUND, chosen here and marked so in the docs: how E-Klaim
 * answers a request it cannot decrypt (here: E2031 "Key Mismatch" in clear, HTTP 200), which error
 * code answers several situations, and the grouper itself (eklaim.simulator.grouper.ts).
 *
 * POST /E-Klaim/ws.php   body: the encrypted {"metadata":{"method":…},"data":{…}}
 *   → "----BEGIN ENCRYPTED DATA----" … "----END ENCRYPTED DATA----"
 * POST /E-Klaim/ws.php?mode=debug  plain JSON both ways, only when started with `debug: true`
 *   (E-Klaim's server.ini enable_debug=1).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bukaSandiEklaim, bungkusJawaban, kunciBiner } from './eklaim.sandi.ts';
import { buatLayananKlaim, type KlaimSim, tolak } from './eklaim.simulator.klaim.ts';

export interface OpsiSimulatorEklaim {
  /** The hospital's Encryption Key (64 hex); a random one when left out. */
  kunci?: string;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** Accept and answer plain JSON at ?mode=debug (E-Klaim's enable_debug). */
  debug?: boolean;
  /** The clock for dates E-Klaim writes (admission of a new claim, sending). */
  sekarang?: () => Date;
  catat?: (baris: string) => void;
}

export interface SimulatorEklaim {
  /** The web service address to configure: http://host:port/E-Klaim/ws.php */
  url: string;
  kunci: string;
  tutup(): Promise<void>;
  /** The claims as the simulator holds them (copies). */
  klaim(): KlaimSim[];
  /** Method calls that were decrypted, in order (after the key check). */
  permintaan: { method: string; data: Record<string, unknown> }[];
}

export const JALUR_WS = '/E-Klaim/ws.php';

/** 'YYYY-MM-DD hh:mm:ss' in Asia/Jakarta (UTC+7, no daylight saving), as E-Klaim writes dates. */
function waktuJakarta(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function bacaBadan(req: http.IncomingMessage): Promise<string | null> {
  const potong: Buffer[] = [];
  let n = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    n += c.length;
    if (n > 2 * 1024 * 1024) return null;
    potong.push(c);
  }
  return Buffer.concat(potong).toString('utf8');
}

const objek = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** Starts the simulator; claims live in memory and die with it. */
export async function mulaiSimulatorEklaim(opsi: OpsiSimulatorEklaim = {}): Promise<SimulatorEklaim> {
  const kunci = opsi.kunci ?? randomBytes(32).toString('hex');
  kunciBiner(kunci);
  const sekarang = opsi.sekarang ?? (() => new Date());
  const layanan = buatLayananKlaim(() => waktuJakarta(sekarang()));
  const permintaan: SimulatorEklaim['permintaan'] = [];

  /** The answer text and whether it goes encrypted. */
  function jawab(badan: string, debug: boolean): { isi: string; sandi: boolean } {
    let polos: string;
    if (debug) polos = badan;
    else {
      try {
        polos = bukaSandiEklaim(badan, kunci);
      } catch {
        // Another key, no signature, or not encrypted at all: E-Klaim's KEY_MISMATCH. It cannot be
        // encrypted for a caller whose key is unknown, so it goes in clear.
        return { isi: JSON.stringify(tolak('E2031', 'Error : Key Mismatch')), sandi: false };
      }
    }
    let permohonan: Record<string, unknown> | null;
    try {
      permohonan = objek(JSON.parse(polos));
    } catch {
      permohonan = null;
    }
    const meta = objek(permohonan?.metadata);
    const hasil = !permohonan
      ? tolak('E2024', 'Error : Gagal men-decode JSON - Syntax error, malformed JSON')
      : !meta || typeof meta.method !== 'string'
        ? tolak('E2030', 'Error : Parameter tidak lengkap')
        : (() => {
            const data = objek(permohonan.data) ?? {};
            permintaan.push({ method: String(meta.method), data });
            return layanan.layani(meta, data);
          })();
    return { isi: JSON.stringify(hasil), sandi: !debug };
  }

  const server = http.createServer((req, res) => {
    const [jalur = '/', kueri = ''] = (req.url ?? '/').split('?');
    const debug = opsi.debug === true && new URLSearchParams(kueri).get('mode') === 'debug';
    void (async () => {
      if (jalur.toLowerCase() !== JALUR_WS.toLowerCase()) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>404 Not Found</body></html>');
        return;
      }
      const badan = req.method === 'POST' ? await bacaBadan(req) : '';
      const { isi, sandi } =
        badan === null
          ? { isi: JSON.stringify(tolak('E2030', 'Error : Parameter tidak lengkap')), sandi: false }
          : jawab(badan, debug);
      if (res.writableEnded || res.destroyed) return;
      res
        .writeHead(200, { 'content-type': sandi ? 'text/plain; charset=utf-8' : 'application/json' })
        .end(sandi ? bungkusJawaban(isi, kunci) : isi);
      opsi.catat?.(`${req.method} ${req.url} ${permintaan.at(-1)?.method ?? ''} ${isi.slice(0, 120)}`);
    })().catch((err: unknown) => {
      if (!res.writableEnded) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  });
  const host = opsi.host ?? '127.0.0.1';
  await new Promise<void>((r) => server.listen(opsi.port ?? 0, host, r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}${JALUR_WS}`,
    kunci,
    klaim: () => layanan.daftar(),
    permintaan,
    tutup: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
