import { createHmac, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import {
  type DokumenUntukTtd,
  type PendaftaranPenyedia,
  PenyediaMenolak,
  type PenyediaTtd,
  type StatusPenyedia,
} from '../penyedia.ts';

/**
 * Tilaka (tilaka.id) as a signature provider: its partner API (OAuth2 client credentials, KYC
 * registration) and Tilaka Lite (upload, requestsign, executesign, checksignstatus). The protocol,
 * its sources and what was guessed: the comment at the top of `tilaka.simulator.ts` and
 * docs/esign-tilaka.md.
 */
export interface OpsiPenyediaTilaka {
  /** Base URL serving both the partner API and Tilaka Lite (`/api/v1/…`). */
  url: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  sekarang?: () => Date;
  /** Each HTTP call's limit (default 30 s). */
  batasWaktuMs?: number;
  /** How long Tilaka may take to finish signing once executed (default 120 s). */
  batasTtdMs?: number;
  /** Pause between two `checksignstatus` calls (default 300 ms). */
  jedaCekMs?: number;
  /** The facility's name as sent in `company_name`. */
  namaPerusahaan?: string;
}

const TIDAK_TERJANGKAU =
  'Layanan tanda tangan Tilaka tidak dapat dihubungi saat ini. Coba lagi beberapa saat lagi.';
// Consent the signer gave in Rawat before registering; Tilaka stores it with an HMAC over it.
const TEKS_PERSETUJUAN =
  'Saya menyetujui penerbitan sertifikat elektronik atas nama saya oleh Tilaka dan penggunaannya ' +
  'untuk menandatangani dokumen rumah sakit melalui Rawat.';
const VERSI_PERSETUJUAN = 'RAWAT-TTE-1.0';
// Renewed 30 s before Tilaka's expiry, as other integrations do (Doco TilakaService::refreshToken).
const MARGIN_TOKEN_MS = 30_000;

type Json = Record<string, unknown>;

/** 'YYYY-MM-DD HH:mm[:ss]' on Jakarta's clock, the form Tilaka's timestamps take. */
function waktuTilaka(d: Date, detik = true): string {
  const s = new Date(d.getTime() + 7 * 3600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, detik ? 19 : 16)}`;
}

/** The HMAC-SHA256 Tilaka expects over the consent: client id + text + version + timestamp. */
function hashPersetujuan(p: {
  clientId: string;
  clientSecret: string;
  teks: string;
  versi: string;
  waktu: string;
}) {
  return createHmac('sha256', p.clientSecret)
    .update(`${p.clientId}${p.teks}${p.versi}${p.waktu}`)
    .digest('hex');
}

function dataUrlGambar(b: Buffer): string {
  const png = b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return `data:image/${png ? 'png' : 'jpeg'};base64,${b.toString('base64')}`;
}

const teks = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The adapter; one per configured Tilaka account (it caches that account's token). */
export function penyediaTilaka(opsi: OpsiPenyediaTilaka): PenyediaTtd {
  const f = opsi.fetch ?? fetch;
  const sekarang = opsi.sekarang ?? (() => new Date());
  const dasar = opsi.url.replace(/\/+$/, '');
  const batasWaktu = opsi.batasWaktuMs ?? 30_000;
  let token: { nilai: string; sampai: number } | null = null;
  let tokenSedangDiambil: Promise<string> | null = null;
  // register_id → tilaka_name, learnt from userregstatus once the account is verified.
  const namaTilaka = new Map<string, string>();

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

  /** A bearer call; a 401 (token revoked or expired early at Tilaka) renews the token once. */
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

  function galatValidasi(isi: Json): string {
    const data = isi.data as { errors?: unknown } | null | undefined;
    const daftar = Array.isArray(data?.errors) ? data.errors.map(teks).filter(Boolean) : [];
    return [teks(isi.message), ...daftar].filter(Boolean).join('; ');
  }

  async function sertifikat(tilakaName: string) {
    const { isi } = await panggil('/checkcertstatus', { user_identifier: tilakaName });
    // status 3 = active (Doco TilakaService::getCurrentStatus); data[0] is the newest certificate.
    const c = Array.isArray(isi.data) ? (isi.data[0] as Json | undefined) : undefined;
    if (isi.success !== true || isi.status !== 3 || !c) return null;
    const sampai = new Date(`${teks(c.expiry_date).replace(' ', 'T')}+07:00`);
    return { serial: teks(c.serialnumber), berlakuSampai: sampai };
  }

  async function cekStatus(idPenyedia: string): Promise<StatusPenyedia> {
    const { isi } = await panggil('/userregstatus', { register_id: idPenyedia });
    if (isi.success !== true) {
      throw new PenyediaMenolak('DITOLAK', `Pendaftaran ini tidak dikenal Tilaka (${teks(isi.message)}).`);
    }
    const d = (isi.data ?? {}) as Json;
    const status = teks(d.status);
    if (status === 'F') {
      const alasan =
        teks(d.reject_reason) || 'Verifikasi identitas tidak lolos; daftar ulang dengan data yang benar.';
      return { status: 'DITOLAK', idPenyedia, alasan };
    }
    if (status === 'S') {
      const nama = teks(d.tilaka_name);
      const cert = nama ? await sertifikat(nama) : null;
      // Verified but the certificate is not active yet (activation pending at Tilaka): keep waiting.
      if (!cert) return { status: 'MENUNGGU_VERIFIKASI', idPenyedia };
      namaTilaka.set(idPenyedia, nama);
      return { status: 'AKTIF', idPenyedia, sertifikat: cert };
    }
    return { status: 'MENUNGGU_VERIFIKASI', idPenyedia };
  }

  async function daftarkan(p: PendaftaranPenyedia): Promise<StatusPenyedia> {
    const q = new URLSearchParams({ name: p.nama, email: p.email });
    const uuid = await panggil(`/generateUUID?${q}`, {});
    const registrationId = Array.isArray(uuid.isi.data) ? teks(uuid.isi.data[0]) : '';
    if (uuid.isi.success !== true || !registrationId) {
      throw new PenyediaMenolak('DITOLAK', `Tilaka menolak memulai pendaftaran: ${galatValidasi(uuid.isi)}`);
    }
    const kini = sekarang();
    const waktuPersetujuan = waktuTilaka(kini);
    const { isi } = await panggil('/registerForKycCheck', {
      registration_id: registrationId,
      email: p.email,
      name: p.nama,
      company_name: opsi.namaPerusahaan ?? 'Rawat SIMRS',
      // The registration link stays open three days (Doco's default), enough to finish liveness.
      date_expire: waktuTilaka(new Date(kini.getTime() + 3 * 86_400_000), false),
      nik: p.nik,
      photo_ktp: dataUrlGambar(p.fotoKtp),
      photo_selfie: dataUrlGambar(p.selfie),
      consent_text: TEKS_PERSETUJUAN,
      is_approved: true,
      version: VERSI_PERSETUJUAN,
      hash_consent: hashPersetujuan({
        clientId: opsi.clientId,
        clientSecret: opsi.clientSecret,
        teks: TEKS_PERSETUJUAN,
        versi: VERSI_PERSETUJUAN,
        waktu: waktuPersetujuan,
      }),
      consent_timestamp: waktuPersetujuan,
    });
    if (isi.success !== true) {
      throw new PenyediaMenolak('DITOLAK', `Pendaftaran ditolak Tilaka: ${galatValidasi(isi)}`);
    }
    return { status: 'MENUNGGU_VERIFIKASI', idPenyedia: registrationId };
  }

  async function namaTilakaAktif(idPenyedia: string): Promise<string> {
    const tersimpan = namaTilaka.get(idPenyedia);
    if (tersimpan) return tersimpan;
    const s = await cekStatus(idPenyedia);
    const nama = namaTilaka.get(idPenyedia);
    if (s.status !== 'AKTIF' || !nama) {
      throw new PenyediaMenolak(
        'BELUM_AKTIF',
        s.status === 'DITOLAK'
          ? `Pendaftaran Tilaka ditolak: ${s.alasan}`
          : 'Akun Tilaka belum aktif: identitas masih diverifikasi Tilaka.',
      );
    }
    return nama;
  }

  /**
   * Where `kotak` (top-left origin, 0-based page, as PDFKit draws) is in Tilaka's terms: PDF user
   * space (points, origin bottom-left of the MediaBox) and a 1-based page number.
   */
  async function posisi(d: DokumenUntukTtd, userIdentifier: string) {
    const doc = await PDFDocument.load(d.pdf, { updateMetadata: false });
    const halaman = doc.getPages()[d.kotak.halaman];
    if (!halaman) throw new Error(`Halaman ${d.kotak.halaman + 1} tidak ada di dokumen ${d.nama}`);
    const media = halaman.getMediaBox();
    const k = d.kotak;
    return {
      user_identifier: userIdentifier,
      width: k.lebar,
      height: k.tinggi,
      coordinate_x: media.x + k.x,
      coordinate_y: media.y + media.height - k.y - k.tinggi,
      page_number: k.halaman + 1,
      reason: d.alasan,
      location: d.lokasi,
    };
  }

  function tolakTtd(isi: Json): never {
    const pesan = teks(isi.message);
    if (/pin|otp/i.test(pesan) && /salah/i.test(pesan)) {
      throw new PenyediaMenolak(
        'PIN_SALAH',
        /3 kali/.test(pesan)
          ? 'PIN salah 3 kali; Tilaka memblokir permintaan ini. Ulangi penandatanganan dengan PIN yang benar.'
          : 'PIN salah.',
      );
    }
    if (/aktif|verifi|sertifikat|certificate/i.test(pesan)) {
      throw new PenyediaMenolak('BELUM_AKTIF', 'Akun Tilaka belum aktif atau sertifikatnya tidak berlaku.');
    }
    throw new PenyediaMenolak(
      'DITOLAK',
      `Tilaka menolak penandatanganan: ${galatValidasi(isi) || 'tanpa keterangan'}`,
    );
  }

  async function tunggu(ms: number) {
    await new Promise((r) => setTimeout(r, ms));
  }

  async function tandatangani(p: { idPenyedia: string; rahasia: string; dokumen: DokumenUntukTtd[] }) {
    if (p.dokumen.length === 0) return [];
    const user = await namaTilakaAktif(p.idPenyedia);

    const namaBerkas: string[] = [];
    for (const d of p.dokumen) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(d.pdf)], { type: 'application/pdf' }), `${d.uid}.pdf`);
      const { isi } = await panggil('/api/v1/upload', form);
      if (isi.success !== true || !teks(isi.filename)) tolakTtd(isi);
      namaBerkas.push(teks(isi.filename));
    }

    const requestId = randomUUID();
    const minta = await panggil('/api/v1/requestsign', {
      request_id: requestId,
      signatures: [{ user_identifier: user, sequence: 1 }],
      list_pdf: await Promise.all(
        p.dokumen.map(async (d, i) => ({ filename: namaBerkas[i], signatures: [await posisi(d, user)] })),
      ),
    });
    if (minta.isi.success !== true) tolakTtd(minta.isi);

    // What the signer would type on the page behind auth_urls[].url, sent on their behalf.
    const q = new URLSearchParams({ user, id: requestId });
    const otentikasi = await kirim(`/signing-authpin?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pin: p.rahasia }),
    });
    const hasilPin = await bacaJson(otentikasi);
    if (hasilPin.success !== true) tolakTtd(hasilPin);

    const eksekusi = await panggil('/api/v1/executesign', { request_id: requestId, user_identifier: user });
    if (eksekusi.isi.success !== true && eksekusi.isi.status !== 'DONE') tolakTtd(eksekusi.isi);

    const batas = Date.now() + (opsi.batasTtdMs ?? 120_000);
    let status: Json;
    for (;;) {
      status = (await panggil('/api/v1/checksignstatus', { request_id: requestId })).isi;
      const pesan = teks(status.message);
      if (status.success === true && pesan === 'DONE') break;
      if (status.success !== true || ['FAILED', 'DENIED', 'UNAUTHORIZED', 'PARAMERR'].includes(pesan)) {
        tolakTtd(status);
      }
      if (Date.now() > batas) {
        throw new PenyediaMenolak(
          'TIDAK_TERSEDIA',
          'Tilaka belum selesai menandatangani dokumen. Coba lagi nanti.',
        );
      }
      await tunggu(opsi.jedaCekMs ?? 300);
    }

    const daftar = (Array.isArray(status.list_pdf) ? status.list_pdf : []) as Json[];
    return Promise.all(
      namaBerkas.map(async (nama) => {
        const item = daftar.find((x) => x.filename === nama);
        const url = item && item.error !== true ? teks(item.presigned_url) : '';
        if (!url)
          throw new PenyediaMenolak(
            'DITOLAK',
            `Tilaka tidak mengembalikan dokumen ${nama} yang ditandatangani.`,
          );
        let res: Response;
        try {
          res = await f(url, { signal: AbortSignal.timeout(batasWaktu) });
        } catch {
          throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
        }
        const pdf = Buffer.from(await res.arrayBuffer());
        if (!res.ok || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
          throw new PenyediaMenolak('TIDAK_TERSEDIA', TIDAK_TERJANGKAU);
        }
        return pdf;
      }),
    );
  }

  return { kode: 'TILAKA', daftarkan, cekStatus, tandatangani };
}
