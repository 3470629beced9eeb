/*
 * The adapter's registration with Tilaka: generateUUID and registerForKycCheck with the signer's
 * consent, then userregstatus and checkcertstatus until the certificate is active.
 */
import { createHmac } from 'node:crypto';
import { type PendaftaranPenyedia, PenyediaMenolak, type StatusPenyedia } from '../penyedia.ts';
import { galatValidasi, type Json, type KlienTilaka, teks } from './penyedia-tilaka.client.ts';
import type { OpsiPenyediaTilaka } from './penyedia-tilaka.ts';

// Consent the signer gave in Rawat before registering; Tilaka stores it with an HMAC over it.
const TEKS_PERSETUJUAN =
  'Saya menyetujui penerbitan sertifikat elektronik atas nama saya oleh Tilaka dan penggunaannya ' +
  'untuk menandatangani dokumen rumah sakit melalui Rawat.';
const VERSI_PERSETUJUAN = 'RAWAT-TTE-1.0';

/** 'YYYY-MM-DD HH:mm[:ss]' on Jakarta's clock, the form Tilaka's timestamps take. */
export function waktuTilaka(d: Date, detik = true): string {
  const s = new Date(d.getTime() + 7 * 3600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, detik ? 19 : 16)}`;
}

/** The HMAC-SHA256 Tilaka expects over the consent: client id + text + version + timestamp. */
export function hashPersetujuan(p: {
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

export function kycTilaka(opsi: OpsiPenyediaTilaka, klien: KlienTilaka) {
  const { panggil } = klien;
  const sekarang = opsi.sekarang ?? (() => new Date());
  // register_id → tilaka_name, learnt from userregstatus once the account is verified.
  const namaTilaka = new Map<string, string>();

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

  return { daftarkan, cekStatus, namaTilakaAktif };
}
