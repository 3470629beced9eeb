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
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { buatCaAkar, terbitkanSertifikat } from '../pki/ca.ts';
import { tandatanganiPdf } from '../pki/pades.ts';
import type { Kredensial } from '../pki/pki.types.ts';

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

interface Pengguna {
  registerId: string;
  nama: string;
  nik: string;
  email: string;
  tilakaName: string;
  status: 'MENUNGGU' | 'AKTIF' | 'DITOLAK';
  alasan: string;
  cek: number;
  sertifikat: (Kredensial & { serial: string; mulai: Date; sampai: Date; subjek: string }) | null;
}

interface Permintaan {
  requestId: string;
  user: string;
  pdf: { filename: string; posisi: Posisi[]; hasil: string | null }[];
  status: 'UNAUTHORIZED' | 'AUTHORIZED' | 'PROCESS' | 'DONE' | 'FAILED' | 'DENIED';
  pinSalah: number;
}

interface Posisi {
  width: number;
  height: number;
  coordinate_x: number;
  coordinate_y: number;
  page_number: number;
  reason: string;
  location: string;
}

type Json = Record<string, unknown>;
type Jawaban = { status: number; isi: unknown; headers?: Record<string, string> };

const MAKS_BADAN = 40 * 1024 * 1024;
const ok = (isi: Json): Jawaban => ({ status: 200, isi: { success: true, ...isi } });
const gagal = (message: string, lain: Json = {}): Jawaban => ({
  status: 200,
  isi: { success: false, message, data: null, ...lain },
});
const salahMinta = (message: string, errors: string[]): Jawaban => ({
  status: 400,
  isi: { success: false, message, data: { errors } },
});
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const angka = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 'YYYY-MM-DD HH:mm:ss' on Jakarta's clock. */
function wib(d: Date): string {
  const s = new Date(d.getTime() + 7 * 3600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
}

function gambarSah(dataUrl: string): boolean {
  const m = /^data:image\/(jpeg|jpg|png);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m?.[2]) return false;
  const b = Buffer.from(m[2], 'base64');
  const jpeg = b[0] === 0xff && b[1] === 0xd8;
  const png = b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return jpeg || png;
}

function samaRahasia(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Kotak = { x: number; y: number; width: number; height: number };

/** Each page's MediaBox (PDF points), or null when the bytes are no PDF pdf-lib can read. */
async function halamanPdf(pdf: Buffer): Promise<Kotak[] | null> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    return doc.getPages().map((h) => h.getMediaBox());
  } catch {
    return null;
  }
}

/** The file part named `file` of a multipart/form-data body. */
function berkasMultipart(jenis: string, badan: Buffer): { nama: string; isi: Buffer } | null {
  const batas = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(jenis);
  const pemisah = batas?.[1] ?? batas?.[2];
  if (!pemisah) return null;
  const tanda = Buffer.from(`--${pemisah}`);
  let awal = badan.indexOf(tanda);
  while (awal >= 0) {
    const akhirKepala = badan.indexOf('\r\n\r\n', awal);
    const berikut = badan.indexOf(tanda, awal + tanda.length);
    if (akhirKepala < 0 || berikut < 0) return null;
    const kepala = badan.subarray(awal, akhirKepala).toString('utf8');
    if (/name="file"/.test(kepala)) {
      const nama = /filename="([^"]*)"/.exec(kepala)?.[1] ?? 'dokumen.pdf';
      return { nama, isi: badan.subarray(akhirKepala + 4, berikut - 2) };
    }
    awal = berikut;
  }
  return null;
}

/** Starts the simulator; state lives in memory and dies with it. */
export async function mulaiSimulatorTilaka(opsi: OpsiSimulatorTilaka): Promise<SimulatorTilaka> {
  const sekarang = opsi.sekarang ?? (() => new Date());
  const pinBenar = opsi.pin ?? '123456';
  const ca = await buatCaAkar({ namaFaskes: 'Tilaka Simulator', sekarang: sekarang() });
  const token = new Map<string, number>();
  const uuidTerbit = new Set<string>();
  const pengguna = new Map<string, Pengguna>();
  const berkas = new Map<string, Buffer>();
  const permintaan = new Map<string, Permintaan>();
  const unduhan = new Map<string, { pdf: Buffer; sampai: number }>();
  const pewaktu = new Set<NodeJS.Timeout>();
  let url = '';

  const penggunaDariNama = (nama: string) => [...pengguna.values()].find((p) => p.tilakaName === nama);

  async function aktifkan(p: Pengguna) {
    if (p.status !== 'MENUNGGU') return;
    p.status = 'AKTIF';
    const c = await terbitkanSertifikat(
      ca,
      { nama: p.nama, nik: p.nik, email: p.email, organisasi: 'Tilaka Simulator' },
      { sekarang: sekarang(), hari: 365 },
    );
    p.sertifikat = { ...c, mulai: c.berlakuMulai, sampai: c.berlakuSampai };
  }

  // Approval issues a certificate (async); the status answers "in progress" until it is there.
  function setujui(id: string) {
    const p = pengguna.get(id);
    if (!p) throw new Error(`Simulator Tilaka: pendaftaran ${id} tidak ada`);
    aktifkan(p).catch((err: unknown) => {
      p.status = 'DITOLAK';
      p.alasan = `Sertifikat gagal diterbitkan: ${String(err)}`;
    });
  }

  function tolak(id: string, alasan: string) {
    const p = pengguna.get(id);
    if (!p) throw new Error(`Simulator Tilaka: pendaftaran ${id} tidak ada`);
    p.status = 'DITOLAK';
    p.alasan = alasan;
  }

  function tilakaNameBaru(nama: string): string {
    const dasar = (nama.toLowerCase().replace(/[^a-z]/g, '') || 'pengguna').slice(0, 12);
    for (let n = 1; ; n++) {
      const calon = `${dasar}${String(n).padStart(2, '0')}`;
      if (!penggunaDariNama(calon)) return calon;
    }
  }

  const rute: Record<string, (isi: Json, q: URLSearchParams) => Jawaban | Promise<Jawaban>> = {
    '/generateUUID': () => {
      const id = randomUUID();
      uuidTerbit.add(id);
      return ok({ message: 'Success', data: [id] });
    },

    '/registerForKycCheck': (b) => {
      const galat: string[] = [];
      const registrationId = str(b.registration_id);
      if (!uuidTerbit.has(registrationId)) galat.push('registration_id tidak valid atau sudah dipakai');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(str(b.email))) galat.push('email tidak valid');
      if (!str(b.name)) galat.push('name wajib diisi');
      if (!/^\d{16}$/.test(str(b.nik))) galat.push('nik harus 16 digit');
      if (!str(b.company_name)) galat.push('company_name wajib diisi');
      if (!gambarSah(str(b.photo_ktp))) galat.push('photo_ktp harus gambar JPEG/PNG base64');
      if (b.photo_selfie !== undefined && !gambarSah(str(b.photo_selfie)))
        galat.push('photo_selfie tidak valid');
      const kedaluwarsa = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(str(b.date_expire));
      if (!kedaluwarsa || new Date(`${kedaluwarsa[1]}T${kedaluwarsa[2]}:00+07:00`) <= sekarang()) {
        galat.push('date_expire harus berformat YYYY-MM-DD HH:mm dan di masa depan');
      }
      if (b.is_approved !== true) galat.push('is_approved harus true (persetujuan pengguna)');
      const waktu = str(b.consent_timestamp);
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(waktu)) galat.push('consent_timestamp tidak valid');
      const hash = createHmac('sha256', opsi.clientSecret)
        .update(`${opsi.clientId}${str(b.consent_text)}${str(b.version)}${waktu}`)
        .digest('hex');
      if (!str(b.consent_text) || !str(b.version) || !samaRahasia(str(b.hash_consent), hash)) {
        galat.push('hash_consent tidak cocok');
      }
      if (galat.length > 0) return salahMinta('Data pendaftaran tidak valid', galat);
      const ganda = [...pengguna.values()].find((p) => p.nik === str(b.nik) && p.status !== 'DITOLAK');
      if (ganda) return gagal('NIK sudah terdaftar');
      uuidTerbit.delete(registrationId);
      const p: Pengguna = {
        registerId: registrationId,
        nama: str(b.name),
        nik: str(b.nik),
        email: str(b.email),
        tilakaName: tilakaNameBaru(str(b.name)),
        status: 'MENUNGGU',
        alasan: '',
        cek: 0,
        sertifikat: null,
      };
      pengguna.set(registrationId, p);
      if (opsi.setujuiSetelahMs !== undefined) {
        const t = setTimeout(() => {
          pewaktu.delete(t);
          if (p.status === 'MENUNGGU') setujui(p.registerId);
        }, opsi.setujuiSetelahMs);
        pewaktu.add(t);
      }
      return ok({ message: 'Data Diterima', data: [registrationId, p.email] });
    },

    '/userregstatus': async (b) => {
      const p = pengguna.get(str(b.register_id));
      if (!p) return gagal('register_id tidak ditemukan');
      p.cek++;
      if (
        p.status === 'MENUNGGU' &&
        opsi.setujuiSetelahCek !== undefined &&
        p.cek >= opsi.setujuiSetelahCek
      ) {
        await aktifkan(p);
      }
      const data =
        p.status === 'AKTIF' && p.sertifikat
          ? { status: 'S', reason_code: '0', manual_registration_status: 'S' }
          : p.status === 'DITOLAK'
            ? { status: 'F', reason_code: '1', manual_registration_status: 'F', reject_reason: p.alasan }
            : { status: 'B', reason_code: null, manual_registration_status: 'P' };
      return ok({ message: 'Success', data: { ...data, tilaka_name: p.tilakaName } });
    },

    '/checkcertstatus': (b) => {
      const p = penggunaDariNama(str(b.user_identifier));
      if (!p)
        return gagal('user_identifier tidak ditemukan', {
          status: 0,
          message: { info: 'user tidak ditemukan' },
        });
      const c = p.sertifikat;
      if (p.status === 'DITOLAK') return ok({ status: 4, message: { info: 'Ditolak' }, data: [] });
      if (!c) return ok({ status: 1, message: { info: 'Validasi' }, data: [] });
      const data = [
        {
          status: 'Aktif',
          serialnumber: c.serial,
          subject_dn: c.subjek,
          start_active_date: wib(c.mulai),
          expiry_date: wib(c.sampai),
          certificate: c.sertifikatPem,
        },
      ];
      return ok({ status: 3, message: { info: 'Aktif' }, data });
    },

    '/api/v1/upload': async (b) => {
      const f = b.file as { nama: string; isi: Buffer } | undefined;
      const pdf = f?.isi.subarray(0, 5).toString('latin1') === '%PDF-' ? await halamanPdf(f.isi) : null;
      if (!f || !pdf) return salahMinta('Berkas tidak valid', ['file harus PDF']);
      const filename = `${Date.now()}_${randomBytes(4).toString('hex')}_${f.nama.replace(/[^\w.-]/g, '_')}`;
      berkas.set(filename, f.isi);
      return ok({ message: 'Upload berhasil', filename });
    },

    '/api/v1/requestsign': async (b) => {
      const requestId = str(b.request_id);
      const penanda = Array.isArray(b.signatures) ? (b.signatures as Json[]) : [];
      const daftar = Array.isArray(b.list_pdf) ? (b.list_pdf as Json[]) : [];
      const galat: string[] = [];
      if (!requestId) galat.push('request_id wajib diisi');
      if (permintaan.has(requestId)) galat.push('request_id sudah dipakai');
      if (penanda.length !== 1) galat.push('simulator hanya melayani satu penanda tangan per permintaan');
      if (daftar.length === 0) galat.push('list_pdf wajib diisi');
      const user = str(penanda[0]?.user_identifier);
      const pdf: Permintaan['pdf'] = [];
      for (const item of daftar) {
        const filename = str(item.filename);
        const isi = berkas.get(filename);
        if (!isi) galat.push(`filename ${filename} tidak ditemukan`);
        const halaman = isi ? await halamanPdf(isi) : null;
        const posisi: Posisi[] = [];
        for (const s of Array.isArray(item.signatures) ? (item.signatures as Json[]) : []) {
          const w = angka(s.width);
          const h = angka(s.height);
          const x = angka(s.coordinate_x);
          const y = angka(s.coordinate_y);
          const hal = angka(s.page_number);
          if (str(s.user_identifier) !== user)
            galat.push('user_identifier di list_pdf tidak ada di signatures');
          if (w === null || h === null || x === null || y === null || hal === null || w <= 0 || h <= 0) {
            galat.push(`posisi tanda tangan ${filename} tidak lengkap`);
            continue;
          }
          const m = halaman?.[hal - 1];
          const di = (a: number, b: number, c: number) => a >= b - 1 && a <= c + 1;
          if (halaman && (!m || !di(x, m.x, m.x + m.width - w) || !di(y, m.y, m.y + m.height - h))) {
            galat.push(`posisi tanda tangan di luar halaman ${hal} ${filename}`);
          }
          const reason = str(s.reason);
          const location = str(s.location);
          posisi.push({
            width: w,
            height: h,
            coordinate_x: x,
            coordinate_y: y,
            page_number: hal,
            reason,
            location,
          });
        }
        if (posisi.length === 0) galat.push(`${filename} tanpa posisi tanda tangan`);
        pdf.push({ filename, posisi, hasil: null });
      }
      if (galat.length > 0) return salahMinta('Permintaan tanda tangan tidak valid', galat);
      const p = penggunaDariNama(user);
      if (!p) return gagal(`user_identifier ${user} tidak ditemukan`);
      if (p.status !== 'AKTIF' || !p.sertifikat)
        return gagal(`user_identifier ${user} belum terverifikasi, sertifikat belum aktif`);
      permintaan.set(requestId, { requestId, user, pdf, status: 'UNAUTHORIZED', pinSalah: 0 });
      const q = new URLSearchParams({ user, id: requestId });
      return ok({
        message: 'Success',
        auth_urls: [{ url: `${url}/personal-webview/signing?${q}`, user_identifier: user }],
      });
    },

    '/signing-authpin': (b, q) => {
      const r = permintaan.get(q.get('id') ?? '');
      if (!r || r.user !== q.get('user')) return gagal('user atau id tidak ditemukan');
      if (r.status === 'DONE') return gagal('proses signing sudah selesai', { request_id: r.requestId });
      if (r.status === 'DENIED') {
        return gagal('penandatanganan dokumen gagal. pin sudah salah 3 kali', { request_id: r.requestId });
      }
      const pin = str(b.pin) || str(b.otp_pin);
      if (!pin) return salahMinta('Permintaan tidak valid', ['pin wajib diisi']);
      if (!samaRahasia(pin, pinBenar)) {
        r.pinSalah++;
        if (r.pinSalah >= 3) r.status = 'DENIED';
        const pesan = r.pinSalah >= 3 ? 'pin sudah salah 3 kali' : 'pin salah';
        return gagal(`penandatanganan dokumen gagal. ${pesan}`, { request_id: r.requestId });
      }
      if (r.status === 'UNAUTHORIZED') r.status = 'AUTHORIZED';
      return ok({ message: 'otentikasi berhasil', request_id: r.requestId });
    },

    '/api/v1/executesign': (b) => {
      const r = permintaan.get(str(b.request_id));
      if (!r) return gagal('request_id tidak ditemukan');
      if (r.user !== str(b.user_identifier)) return gagal('user_identifier tidak sesuai dengan permintaan');
      if (r.status === 'DONE') return gagal('proses signing sudah selesai', { status: 'DONE' });
      if (r.status === 'UNAUTHORIZED' || r.status === 'DENIED') {
        return gagal('UNAUTHORIZED', { status: r.status });
      }
      if (r.status === 'AUTHORIZED') {
        r.status = 'PROCESS';
        // Tilaka signs asynchronously: the answer comes before the signature, checksignstatus tells.
        setImmediate(() => {
          tandatanganiPermintaan(r).catch(() => {
            r.status = 'FAILED';
          });
        });
      }
      return ok({ message: 'Proses tanda tangan sedang berjalan', status: 'PROCESS' });
    },

    '/api/v1/checksignstatus': (b) => {
      const requestId = str(b.request_id);
      if (!requestId) return salahMinta('PARAMERR', ['request_id wajib diisi']);
      const r = permintaan.get(requestId);
      if (!r) return gagal('request_id tidak ditemukan');
      const jumlah = r.pdf.reduce((n, d) => n + d.posisi.length, 0);
      const selesai = r.status === 'DONE' ? jumlah : 0;
      const pesan = r.status === 'AUTHORIZED' ? 'PROCESS' : r.status;
      return ok({
        message: pesan,
        request_id: r.requestId,
        status: [
          {
            sequence: 1,
            status: pesan,
            user_identifier: r.user,
            num_signatures: jumlah,
            num_signatures_done: selesai,
          },
        ],
        list_pdf: r.pdf.map((d) => ({
          filename: d.filename,
          error: r.status === 'FAILED',
          presigned_url: d.hasil ? `${url}/presigned/${d.hasil}` : null,
        })),
      });
    },
  };

  async function tandatanganiPermintaan(r: Permintaan) {
    const p = penggunaDariNama(r.user);
    if (!p?.sertifikat) throw new Error('sertifikat hilang');
    for (const d of r.pdf) {
      let pdf = berkas.get(d.filename);
      if (!pdf) throw new Error(`${d.filename} hilang`);
      for (const s of d.posisi) {
        const m = (await halamanPdf(pdf))?.[s.page_number - 1];
        if (!m) throw new Error(`halaman ${s.page_number} hilang`);
        pdf = await tandatanganiPdf(pdf, {
          penanda: p.sertifikat,
          rantai: [ca.sertifikatPem],
          waktu: sekarang(),
          nama: p.nama,
          alasan: s.reason || 'Penandatanganan dokumen',
          lokasi: s.location || 'Indonesia',
          // Back from Tilaka's bottom-left origin to the top-left box the PAdES signer takes.
          kotak: {
            halaman: s.page_number - 1,
            x: s.coordinate_x - m.x,
            y: m.y + m.height - s.coordinate_y - s.height,
            lebar: s.width,
            tinggi: s.height,
          },
        });
      }
      const kunci = randomBytes(24).toString('hex');
      unduhan.set(kunci, { pdf, sampai: sekarang().getTime() + 15 * 60_000 });
      d.hasil = kunci;
    }
    r.status = 'DONE';
  }

  function periksaToken(req: http.IncomingMessage): boolean {
    const m = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
    const sampai = m?.[1] ? token.get(m[1]) : undefined;
    return sampai !== undefined && sekarang().getTime() < sampai;
  }

  async function bacaBadan(req: http.IncomingMessage): Promise<Buffer | null> {
    const potong: Buffer[] = [];
    let panjang = 0;
    for await (const c of req as AsyncIterable<Buffer>) {
      panjang += c.length;
      if (panjang > MAKS_BADAN) return null;
      potong.push(c);
    }
    return Buffer.concat(potong);
  }

  async function layani(req: http.IncomingMessage): Promise<Jawaban | { pdf: Buffer }> {
    const alamat = new URL(req.url ?? '/', 'http://sim');
    const jalur = alamat.pathname;
    if (req.method === 'GET' && jalur.startsWith('/presigned/')) {
      const u = unduhan.get(jalur.slice('/presigned/'.length));
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
  url = `http://${tampak}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    akarPem: ca.sertifikatPem,
    setujui,
    tolak,
    tutup: async () => {
      for (const t of pewaktu) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The page an auth URL opens (demo only): a PIN form that posts where Tilaka's webview posts. */
function halamanPin(q: URLSearchParams): string {
  const user = q.get('user') ?? '';
  const id = q.get('id') ?? '';
  const aman = (s: string) => s.replace(/[^\w-]/g, '');
  return `<!doctype html><meta charset="utf-8"><title>Simulator Tilaka — PIN</title>
<h1>Simulator Tilaka</h1><p>Penanda tangan <b>${aman(user)}</b>, masukkan PIN 6 digit.</p>
<form id="f"><input name="pin" inputmode="numeric" maxlength="6" autofocus> <button>Tandatangani</button></form>
<p id="h"></p><script>
document.getElementById('f').onsubmit = async (e) => { e.preventDefault();
  const r = await fetch('/signing-authpin?user=${aman(user)}&id=${aman(id)}', { method: 'POST',
    headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin: e.target.pin.value }) });
  document.getElementById('h').textContent = (await r.json()).message; };
</script>`;
}
