/*
 * A local stand-in for BPJS Kesehatan's Antrean RS service, speaking the protocol Rawat's client
 * speaks to the real one (klien.ts), for tests and demos (`npm run sim:bpjs`, docs/bpjs-antrean.md).
 *
 * Sources: BPJS's own pages "Create Signature", "Decrypt" and "Web Service Antrean - BPJS (Diakses
 * oleh sistem RS)" (the trust-mark catalogue: paths, fields, envelopes, the task IDs and their
 * order rules), and the answers hospitals log from the real service in public code:
 * "Terdapat duplikasi Kode Booking" (208), "TaskId=N sudah ada" (208), "TaskId=N tidak valid /
 * TaskId sebelumnya belum terkirim", "Task=1 ada. TaskId=2 belum ada" (201).
 * NOT FOUND, chosen here and marked so in the docs: the answer to a bad signature or timestamp
 * (here HTTP 401 with metadata 401), the timestamp window (here 5 minutes either way), the words
 * for an unknown booking code and for a task time earlier than the task before it.
 *
 * BPJS endpoints (all with X-cons-id, X-timestamp, X-signature, user_key):
 *  GET  ref/poli, ref/dokter                        → encrypted {list}
 *  POST antrean/add, antrean/updatewaktu, antrean/batal, antrean/farmasi/add,
 *       jadwaldokter/updatejadwaldokter             → {metadata}
 *  POST antrean/getlisttask {kodebooking}           → encrypted {list:[{wakturs, waktu, taskname, taskid, kodebooking}]}
 * Test and demo endpoints (no headers), under /sim:
 *  GET  /sim/tugas/:kodebooking                     → {kodebooking, batal, tugas:[{taskid, waktu}]} in plain JSON
 *  POST /sim/gangguan {mode: NORMAL|GAGAL|TIMEOUT|LAMBAT, detik?, tunda_ms?}
 *  POST /sim/mobile-jkn {rs, username, password, antrean:{…}} → as Mobile JKN: GET {rs}/token,
 *       POST {rs}/antrean; the kodebooking answered becomes a booking this simulator knows.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandiJawabanBpjs, tandaTanganBpjs } from './klien.ts';
import { NAMA_TASK } from './lapor.ts';

export type ModeGangguan = 'NORMAL' | 'GAGAL' | 'TIMEOUT' | 'LAMBAT';

export interface OpsiSimulatorAntrean {
  consId: string;
  rahasia: string;
  userKey: string;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** The simulator's clock, for the timestamp window and the server times it records. */
  sekarang?: () => Date;
  /** Allowed distance of X-timestamp from the clock, seconds (default 300). */
  jendelaDetik?: number;
  catat?: (baris: string) => void;
}

interface TugasTerima {
  taskid: number;
  waktu: number;
  wakturs: number;
  jenisresep?: string;
}
interface BookingSim {
  kodebooking: string;
  sumber: 'RS' | 'MOBILE_JKN';
  data: Record<string, unknown>;
  batal: boolean;
  tugas: TugasTerima[];
  farmasi: Record<string, unknown> | null;
}

export interface SimulatorAntrean {
  url: string;
  tutup(): Promise<void>;
  /** Fail (503), hold without answering, or answer late — for `selamaMs`, or until told otherwise. */
  aturGangguan(mode: ModeGangguan, opsi?: { selamaMs?: number; tundaMs?: number }): void;
  /** The tasks received for a booking, in the order received. */
  tugas(kodebooking: string): TugasTerima[];
  booking(kodebooking: string): BookingSim | undefined;
  /** Requests that reached a BPJS endpoint (after the signature check), e.g. 'POST antrean/add'. */
  permintaan: { jalur: string; isi: unknown }[];
  jadwal: Record<string, unknown>[];
}

type Jawaban = { status: number; isi: unknown };
const meta = (code: number, message: string, response?: unknown): Jawaban => ({
  status: 200,
  isi: response === undefined ? { metadata: { code, message } } : { response, metadata: { code, message } },
});
const ok = () => meta(200, 'Ok.');
const gagal = (message: string, code = 201) => meta(code, message);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

const POLI = [
  { nmpoli: 'ANAK', nmsubspesialis: 'ANAK', kdsubspesialis: 'ANA', kdpoli: 'ANA' },
  { nmpoli: 'PENYAKIT DALAM', nmsubspesialis: 'PENYAKIT DALAM', kdsubspesialis: 'INT', kdpoli: 'INT' },
  { nmpoli: 'BEDAH', nmsubspesialis: 'BEDAH', kdsubspesialis: 'BED', kdpoli: 'BED' },
  { nmpoli: 'MATA', nmsubspesialis: 'MATA', kdsubspesialis: 'MAT', kdpoli: 'MAT' },
];
const WAJIB_TAMBAH = [
  'kodebooking',
  'jenispasien',
  'nik',
  'kodepoli',
  'tanggalperiksa',
  'kodedokter',
  'nomorantrean',
];

/** BPJS's list time: 'dd-MM-yyyy HH:mm:ss WIB'. */
function waktuWib(ms: number): string {
  const d = new Date(ms + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} WIB`;
}

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
export async function mulaiSimulatorAntrean(opsi: OpsiSimulatorAntrean): Promise<SimulatorAntrean> {
  const sekarang = opsi.sekarang ?? (() => new Date());
  const jendela = opsi.jendelaDetik ?? 300;
  const bookings = new Map<string, BookingSim>();
  const permintaan: { jalur: string; isi: unknown }[] = [];
  const jadwal: Record<string, unknown>[] = [];
  let gangguan: { mode: ModeGangguan; sampai: number | null; tundaMs: number } = {
    mode: 'NORMAL',
    sampai: null,
    tundaMs: 0,
  };
  const modeKini = (): ModeGangguan => {
    if (gangguan.sampai !== null && Date.now() >= gangguan.sampai)
      gangguan = { mode: 'NORMAL', sampai: null, tundaMs: 0 };
    return gangguan.mode;
  };
  const aturGangguan = (mode: ModeGangguan, o: { selamaMs?: number; tundaMs?: number } = {}) => {
    gangguan = { mode, sampai: o.selamaMs ? Date.now() + o.selamaMs : null, tundaMs: o.tundaMs ?? 3_000 };
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
      isi: { metadata: { code: 401, message: pesan } },
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

  function updateWaktu(isi: Record<string, unknown>): Jawaban {
    const kode = str(isi.kodebooking);
    const b = bookings.get(kode);
    if (!b) return gagal('Kode booking tidak ditemukan');
    if (b.batal) return gagal('Antrean sudah dibatalkan');
    const taskid = Number(isi.taskid);
    if (!(taskid in NAMA_TASK)) return gagal('TaskId tidak valid');
    const waktu = Number(isi.waktu);
    if (!Number.isInteger(waktu) || waktu <= 0) return gagal('Waktu tidak valid (timestamp milisecond)');
    if (b.tugas.some((t) => t.taskid === taskid)) return gagal(`TaskId=${taskid} sudah ada`, 208);
    if (taskid !== 99) {
      const ada = (n: number) => b.tugas.some((t) => t.taskid === n);
      // New patients start at 1, returning ones at 3 (BPJS: "Alur Task Id Pasien Lama: 3-4-5").
      if (taskid === 3 && ada(1) && !ada(2)) return gagal('Task=1 ada. TaskId=2 belum ada');
      if (taskid !== 1 && taskid !== 3 && !ada(taskid - 1))
        return gagal(`TaskId=${taskid} tidak valid / TaskId sebelumnya belum terkirim`);
      const sebelum = b.tugas.filter((t) => t.taskid < taskid && t.taskid !== 99);
      const terakhir = Math.max(0, ...sebelum.map((t) => t.waktu));
      if (waktu < terakhir)
        return gagal(`Waktu TaskId=${taskid} tidak boleh lebih awal dari waktu TaskId sebelumnya`);
    }
    const jenisresep = str(isi.jenisresep);
    b.tugas.push({ taskid, waktu, wakturs: sekarang().getTime(), ...(jenisresep ? { jenisresep } : {}) });
    return ok();
  }

  function layani(method: string, jalur: string, isi: Record<string, unknown>, detik: string): Jawaban {
    const sandi = (x: unknown) => sandiJawabanBpjs(x, opsi.consId, opsi.rahasia, detik);
    const rute = `${method} ${jalur}`;
    switch (rute) {
      case 'GET ref/poli':
        return meta(1, 'OK', sandi({ list: POLI }));
      case 'GET ref/dokter':
        return meta(1, 'OK', sandi({ list: [{ namadokter: 'dr. Simulator, Sp.A', kodedokter: 12345 }] }));
      case 'POST antrean/add': {
        const kurang = WAJIB_TAMBAH.filter((f) => !str(isi[f]));
        if (kurang.length) return gagal(`${kurang[0]} tidak boleh kosong`);
        const kode = str(isi.kodebooking);
        if (bookings.has(kode)) return gagal('Terdapat duplikasi Kode Booking', 208);
        bookings.set(kode, {
          kodebooking: kode,
          sumber: 'RS',
          data: isi,
          batal: false,
          tugas: [],
          farmasi: null,
        });
        return ok();
      }
      case 'POST antrean/updatewaktu':
        return updateWaktu(isi);
      case 'POST antrean/batal': {
        const b = bookings.get(str(isi.kodebooking));
        if (!b || b.batal) return gagal('Antrean Tidak Ditemukan atau Sudah Dibatalkan');
        if (!str(isi.keterangan)) return gagal('Keterangan tidak boleh kosong');
        b.batal = true;
        return ok();
      }
      case 'POST antrean/farmasi/add': {
        const b = bookings.get(str(isi.kodebooking));
        if (!b) return gagal('Kode booking tidak ditemukan');
        if (b.farmasi) return gagal('Antrean farmasi sudah ada', 208);
        b.farmasi = isi;
        return ok();
      }
      case 'POST jadwaldokter/updatejadwaldokter': {
        if (!str(isi.kodepoli) || !str(isi.kodedokter) || !Array.isArray(isi.jadwal))
          return gagal('kodepoli, kodedokter dan jadwal wajib diisi');
        jadwal.push(isi);
        return ok();
      }
      case 'POST antrean/getlisttask': {
        const b = bookings.get(str(isi.kodebooking));
        if (!b) return gagal('Kode booking tidak ditemukan');
        const list = b.tugas.map((t) => ({
          wakturs: waktuWib(t.wakturs),
          waktu: waktuWib(t.waktu),
          taskname: NAMA_TASK[t.taskid] ?? '',
          taskid: t.taskid,
          kodebooking: b.kodebooking,
        }));
        return meta(200, 'OK', sandi({ list }));
      }
      default:
        return { status: 404, isi: { metadata: { code: 404, message: `Layanan ${rute} tidak ditemukan` } } };
    }
  }

  /** As Mobile JKN does: a token from the hospital's WS, then a queue number; the code is remembered. */
  async function mobileJkn(isi: Record<string, unknown>): Promise<Jawaban> {
    const rs = str(isi.rs).replace(/\/+$/, '');
    const username = str(isi.username);
    const password = str(isi.password);
    const antrean = (isi.antrean ?? {}) as Record<string, unknown>;
    const t = await fetch(`${rs}/token`, { headers: { 'x-username': username, 'x-password': password } });
    const tok = (await t.json()) as { response?: { token?: string }; metadata?: unknown };
    const token = tok.response?.token;
    if (!token) return { status: 200, isi: { tahap: 'token', jawaban_rs: tok } };
    const a = await fetch(`${rs}/antrean`, {
      method: 'POST',
      headers: { 'x-token': token, 'x-username': username, 'content-type': 'application/json' },
      body: JSON.stringify(antrean),
    });
    const jawab = (await a.json()) as { response?: { kodebooking?: string }; metadata?: { code?: unknown } };
    const kode = jawab.response?.kodebooking;
    if (kode && Number(jawab.metadata?.code) === 200)
      bookings.set(kode, {
        kodebooking: kode,
        sumber: 'MOBILE_JKN',
        data: { ...antrean, ...jawab.response },
        batal: false,
        tugas: [],
        farmasi: null,
      });
    return { status: 200, isi: { tahap: 'antrean', jawaban_rs: jawab } };
  }

  async function uji(method: string, jalur: string, req: http.IncomingMessage): Promise<Jawaban> {
    const tugas = /^sim\/tugas\/([^/]+)$/.exec(jalur);
    if (method === 'GET' && tugas?.[1]) {
      const b = bookings.get(decodeURIComponent(tugas[1]));
      return b
        ? {
            status: 200,
            isi: { kodebooking: b.kodebooking, sumber: b.sumber, batal: b.batal, tugas: b.tugas },
          }
        : { status: 404, isi: { message: 'Kode booking tidak dikenal simulator' } };
    }
    const isi = await bacaJson(req);
    if (!isi) return { status: 400, isi: { message: 'Badan permintaan harus JSON' } };
    if (method === 'POST' && jalur === 'sim/gangguan') {
      const mode = str(isi.mode).toUpperCase() as ModeGangguan;
      if (!['NORMAL', 'GAGAL', 'TIMEOUT', 'LAMBAT'].includes(mode))
        return { status: 400, isi: { message: 'mode: NORMAL, GAGAL, TIMEOUT atau LAMBAT' } };
      const detik = Number(isi.detik ?? 0);
      const tunda = Number(isi.tunda_ms ?? 3000);
      aturGangguan(mode, { ...(detik > 0 ? { selamaMs: detik * 1000 } : {}), tundaMs: tunda });
      return { status: 200, isi: { mode, detik } };
    }
    if (method === 'POST' && jalur === 'sim/mobile-jkn') return mobileJkn(isi);
    return { status: 404, isi: { message: 'Tidak ditemukan' } };
  }

  const server = http.createServer((req, res) => {
    const kirim = (j: Jawaban) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(j.status, { 'content-type': 'application/json' }).end(JSON.stringify(j.isi));
      opsi.catat?.(`${req.method} ${req.url} ${j.status}`);
    };
    const jalur = (req.url ?? '/').split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? '';
    const method = req.method ?? 'GET';
    void (async () => {
      if (jalur.startsWith('sim/')) return kirim(await uji(method, jalur, req));
      const mode = modeKini();
      if (mode === 'TIMEOUT') return; // the socket stays open until the caller gives up
      if (mode === 'GAGAL') {
        res
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<html><body>503 Service Unavailable</body></html>');
        return;
      }
      if (mode === 'LAMBAT') await new Promise((r) => setTimeout(r, gangguan.tundaMs));
      const cek = periksaKepala(req);
      if ('status' in cek) return kirim(cek);
      const isi = method === 'POST' ? await bacaJson(req) : {};
      if (!isi) return kirim(gagal('Format request tidak valid (JSON)'));
      permintaan.push({ jalur: `${method} ${jalur}`, isi });
      kirim(layani(method, jalur, isi, cek.detik));
    })().catch((err: unknown) => kirim({ status: 500, isi: { message: String(err) } }));
  });
  await new Promise<void>((r) => server.listen(opsi.port ?? 0, opsi.host ?? '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opsi.host ?? '127.0.0.1'}:${port}`,
    aturGangguan,
    tugas: (k) => bookings.get(k)?.tugas ?? [],
    booking: (k) => bookings.get(k),
    permintaan,
    jadwal,
    tutup: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
