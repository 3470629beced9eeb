/*
 * The simulator's registration endpoints: generateUUID, registerForKycCheck, userregstatus and
 * checkcertstatus (protocol and sources: the comment at the top of `tilaka.simulator.ts`).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { gagal, ok, type Rute, salahMinta, samaRahasia, str } from './tilaka.simulator.http.ts';
import type { Keadaan, Pengguna } from './tilaka.simulator.state.ts';

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

export function ruteKyc(k: Keadaan): Rute {
  const { opsi, sekarang, uuidTerbit, pengguna, pewaktu } = k;

  return {
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
        tilakaName: k.tilakaNameBaru(str(b.name)),
        status: 'MENUNGGU',
        alasan: '',
        cek: 0,
        sertifikat: null,
      };
      pengguna.set(registrationId, p);
      if (opsi.setujuiSetelahMs !== undefined) {
        const t = setTimeout(() => {
          pewaktu.delete(t);
          if (p.status === 'MENUNGGU') k.setujui(p.registerId);
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
        await k.aktifkan(p);
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
      const p = k.penggunaDariNama(str(b.user_identifier));
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
  };
}
