/*
 * A local stand-in for BPJS Kesehatan's VClaim service, speaking the protocol Rawat speaks to the
 * real one (bpjs/antrean/klien.ts), for tests and demos (`npm run sim:vclaim`, docs/vclaim.md).
 *
 * Sources: BPJS's trust-mark catalogue pages of VClaim 2.0 as public code reproduces them (paths,
 * `{"request":{"t_sep":{…}}}` bodies, the `metaData` envelope with a string code, encrypted
 * `response`), the TypeScript client ssecd/jkn and the PHP client bomsiwor/php-trustmark (paths
 * and answer shapes), "Tahapan Pelaksanaan Bridging VClaim Versi 2" (the rules).
 * NOT FOUND, chosen here and marked so in the docs: the words of most refusals (the participant
 * inactive, a referral past 90 days, a second SEP the same day at the same clinic, an unknown SEP),
 * the answer to a bad signature (HTTP 401 with metaData 401), the timestamp window (5 minutes).
 *
 * BPJS endpoints (X-cons-id, X-timestamp, X-signature, user_key), answers encrypted like BPJS:
 *  GET    Peserta/nokartu/{no}/tglSEP/{d} · Peserta/nik/{nik}/tglSEP/{d}       → {peserta}
 *  GET    Rujukan/{no} · Rujukan/RS/{no} · Rujukan[/RS]/Peserta/{kartu}        → {rujukan}
 *  GET    Rujukan[/RS]/List/Peserta/{kartu}                                     → {rujukan: […]}
 *  POST   SEP/2.0/insert · PUT SEP/2.0/update · DELETE SEP/2.0/delete · GET SEP/{noSep}
 *  GET    monitoring/HistoriPelayanan/NoKartu/{no}/tglMulai/{d}/tglAkhir/{d}    → {histori: […]}
 *  POST   RencanaKontrol/insert · PUT RencanaKontrol/Update · DELETE RencanaKontrol/Delete
 *  GET    RencanaKontrol/noSuratKontrol/{no} · RencanaKontrol/ListRencanaKontrol/Bulan/{m}/Tahun/{y}/Nokartu/{no}/filter/{f}
 *  GET    referensi/poli/{kata}                                                 → {poli: […]}
 * Test and demo endpoints (no headers, plain JSON), under /sim:
 *  GET /sim/sep · GET /sim/rencana-kontrol · POST /sim/peserta {…PesertaSim}
 *  POST /sim/gangguan {mode: NORMAL|GAGAL|PUTUS|TIMEOUT|LAMBAT, detik?, permintaan?, tunda_ms?}
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toJakartaIsoDate } from '@rawat/domain';
import { sandiJawabanBpjs, tandaTanganBpjs } from '../bpjs/antrean/klien.ts';
import { type PesertaSim, pesertaAwal } from './vclaim.simulator.data.ts';
import { buatLayananSep, type Jawaban } from './vclaim.simulator.layanan.ts';
import type { RencanaKontrolSim, SepSim } from './vclaim.simulator.sep.ts';

export type ModeGangguanVclaim = 'NORMAL' | 'GAGAL' | 'PUTUS' | 'TIMEOUT' | 'LAMBAT';

export interface OpsiSimulatorVclaim {
  consId: string;
  rahasia: string;
  userKey: string;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** The wall clock the timestamp window is checked against. */
  sekarang?: () => Date;
  /** BPJS's "today" (YYYY-MM-DD): SEP dates, referral ages. Default: the wall clock in WIB. */
  hariIni?: () => string;
  /** Allowed distance of X-timestamp from the clock, seconds (default 300). */
  jendelaDetik?: number;
  catat?: (baris: string) => void;
}

export interface SimulatorVclaim {
  url: string;
  tutup(): Promise<void>;
  /** Fail (503), drop the connection, hold, or answer late: for `selamaMs`, `jumlah` requests, or until told otherwise. */
  aturGangguan(
    mode: ModeGangguanVclaim,
    opsi?: { selamaMs?: number; jumlah?: number; tundaMs?: number },
  ): void;
  sep(): SepSim[];
  rencanaKontrol(): RencanaKontrolSim[];
  tambahPeserta(p: PesertaSim): void;
  /** Requests that reached a VClaim endpoint (after the signature check), e.g. 'POST SEP/2.0/insert'. */
  permintaan: { jalur: string; isi: unknown }[];
}

const gagal = (message: string, code = '201'): Jawaban => ({
  status: 200,
  isi: { metaData: { code, message } },
});

async function bacaJson(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const potong: Buffer[] = [];
  let n = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    n += c.length;
    if (n > 1024 * 1024) return null;
    potong.push(c);
  }
  if (n === 0) return {};
  try {
    const v: unknown = JSON.parse(Buffer.concat(potong).toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Starts the simulator; state lives in memory and dies with it. */
export async function mulaiSimulatorVclaim(opsi: OpsiSimulatorVclaim): Promise<SimulatorVclaim> {
  const sekarang = opsi.sekarang ?? (() => new Date());
  const hariIni = opsi.hariIni ?? (() => toJakartaIsoDate(sekarang()));
  const jendela = opsi.jendelaDetik ?? 300;
  const permintaan: { jalur: string; isi: unknown }[] = [];
  const layanan = buatLayananSep({ hariIni, peserta: pesertaAwal() });
  let gangguan: { mode: ModeGangguanVclaim; sampai: number | null; sisa: number | null; tundaMs: number } = {
    mode: 'NORMAL',
    sampai: null,
    sisa: null,
    tundaMs: 0,
  };
  const aturGangguan: SimulatorVclaim['aturGangguan'] = (mode, o = {}) => {
    gangguan = {
      mode,
      sampai: o.selamaMs ? Date.now() + o.selamaMs : null,
      sisa: o.jumlah ?? null,
      tundaMs: o.tundaMs ?? 3_000,
    };
  };
  /** The trouble this request meets (a counted trouble is used up by it). */
  const modeKini = (): ModeGangguanVclaim => {
    if (gangguan.sampai !== null && Date.now() >= gangguan.sampai) aturGangguan('NORMAL');
    if (gangguan.sisa !== null) {
      if (gangguan.sisa <= 0) aturGangguan('NORMAL');
      else gangguan.sisa -= 1;
    }
    return gangguan.mode;
  };

  /** The signature check BPJS's gateway does before any service. */
  function periksaKepala(req: http.IncomingMessage): { detik: string } | Jawaban {
    const h = (n: string) => {
      const v = req.headers[n];
      return typeof v === 'string' ? v : '';
    };
    const cons = h('x-cons-id');
    const detik = h('x-timestamp');
    const tanda = h('x-signature');
    const userKey = h('user_key') || h('user-key');
    const tolak = (pesan: string): Jawaban => ({
      status: 401,
      isi: { metaData: { code: '401', message: pesan } },
    });
    if (!cons || !detik || !tanda || !userKey)
      return tolak('Header X-cons-id, X-timestamp, X-signature dan user_key wajib dikirim');
    if (cons !== opsi.consId) return tolak('Consumer ID tidak terdaftar');
    if (userKey !== opsi.userKey) return tolak('user_key tidak valid');
    if (!/^\d{1,12}$/.test(detik) || Math.abs(Number(detik) - sekarang().getTime() / 1000) > jendela)
      return tolak('X-timestamp tidak valid atau di luar batas waktu');
    if (tanda !== tandaTanganBpjs(opsi.consId, opsi.rahasia, detik)) return tolak('Signature tidak valid');
    return { detik };
  }

  async function uji(method: string, jalur: string, req: http.IncomingMessage): Promise<Jawaban> {
    if (method === 'GET' && jalur === 'sim/sep') return { status: 200, isi: layanan.daftarSep() };
    if (method === 'GET' && jalur === 'sim/rencana-kontrol') return { status: 200, isi: layanan.daftarRk() };
    const isi = await bacaJson(req);
    if (!isi) return { status: 400, isi: { message: 'Badan permintaan harus JSON' } };
    if (method === 'POST' && jalur === 'sim/gangguan') {
      const mode = String(isi.mode ?? '').toUpperCase() as ModeGangguanVclaim;
      if (!['NORMAL', 'GAGAL', 'PUTUS', 'TIMEOUT', 'LAMBAT'].includes(mode))
        return { status: 400, isi: { message: 'mode: NORMAL, GAGAL, PUTUS, TIMEOUT atau LAMBAT' } };
      const detik = Number(isi.detik ?? 0);
      const jumlah = Number(isi.permintaan ?? 0);
      aturGangguan(mode, {
        ...(detik > 0 ? { selamaMs: detik * 1000 } : {}),
        ...(jumlah > 0 ? { jumlah } : {}),
        tundaMs: Number(isi.tunda_ms ?? 3000),
      });
      return { status: 200, isi: { mode, detik, permintaan: jumlah } };
    }
    if (method === 'POST' && jalur === 'sim/peserta') {
      const p = isi as unknown as PesertaSim;
      if (!/^\d{13}$/.test(String(p.noKartu ?? '')))
        return { status: 400, isi: { message: 'noKartu 13 digit' } };
      layanan.tambahPeserta(p);
      return { status: 200, isi: { noKartu: p.noKartu } };
    }
    return { status: 404, isi: { message: 'Tidak ditemukan' } };
  }

  const server = http.createServer((req, res) => {
    const kirim = (j: Jawaban) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(j.status, { 'content-type': 'application/json' }).end(JSON.stringify(j.isi));
      opsi.catat?.(`${req.method} ${req.url} ${j.status}`);
    };
    // The service may be mounted under a name (…/vclaim-rest/Peserta/…): the known part is what counts.
    const jalur =
      (req.url ?? '/')
        .split('?')[0]
        ?.replace(/^\/+|\/+$/g, '')
        .replace(/^vclaim-rest\//i, '') ?? '';
    const method = req.method ?? 'GET';
    void (async () => {
      if (jalur.startsWith('sim/')) return kirim(await uji(method, jalur, req));
      const mode = modeKini();
      if (mode === 'TIMEOUT') return; // the socket stays open until the caller gives up
      if (mode === 'PUTUS') {
        req.socket.destroy();
        return;
      }
      if (mode === 'GAGAL') {
        res
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<html><body>503 Service Unavailable</body></html>');
        return;
      }
      if (mode === 'LAMBAT') await new Promise((r) => setTimeout(r, gangguan.tundaMs));
      const cek = periksaKepala(req);
      if ('status' in cek) return kirim(cek);
      const isi = method === 'GET' ? {} : await bacaJson(req);
      if (!isi) return kirim(gagal('Format request tidak valid (JSON)'));
      permintaan.push({ jalur: `${method} ${jalur}`, isi });
      const sandi = (x: unknown) => sandiJawabanBpjs(x, opsi.consId, opsi.rahasia, cek.detik);
      kirim(layanan.layani(method, jalur, isi, sandi));
    })().catch((err: unknown) => kirim({ status: 500, isi: { message: String(err) } }));
  });
  await new Promise<void>((r) => server.listen(opsi.port ?? 0, opsi.host ?? '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opsi.host ?? '127.0.0.1'}:${port}`,
    aturGangguan,
    sep: () => layanan.daftarSep(),
    rencanaKontrol: () => layanan.daftarRk(),
    tambahPeserta: (p) => layanan.tambahPeserta(p),
    permintaan,
    tutup: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
