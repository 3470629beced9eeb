import { BULAN, toJakartaIsoDate } from '../format/tanggal.ts';
import { type JenisKelamin, LABEL_JENIS_KELAMIN } from '../jenis-kelamin.ts';

/**
 * What a NIK (Nomor Induk Kependudukan, 16 digits) encodes (Permendagri 72/2019 on the NIK):
 * digits 1–6 the kecamatan where it was issued (PP KK CC), 7–12 the birth date DDMMYY with 40
 * added to the day for women, 13–16 a serial number.
 */
export interface InfoNik {
  /** Dotted code of the issuing kecamatan ('32.73.02'); its shape is checked, not its existence. */
  kode_kecamatan: string;
  jenis_kelamin: JenisKelamin;
  /** Day of birth (1–31), without the 40 added for women. */
  tanggal: number;
  bulan: number;
  /** The year's last two digits: the century is not in the NIK. */
  tahun2: number;
  urut: string;
}

export type HasilBacaNik = { ok: true; info: InfoNik } | { ok: false; pesan: string };

export const PESAN_NIK_16_DIGIT = 'NIK harus 16 digit angka';

const dua = (n: number) => String(n).padStart(2, '0');

function hariDalamBulan(bulan: number, tahun2: number): number {
  if (bulan === 2) return tahun2 % 4 === 0 ? 29 : 28; // 00 may be 2000, a leap year
  return [4, 6, 9, 11].includes(bulan) ? 30 : 31;
}

/** Reads a NIK, or says in Indonesian which part of it cannot be right. */
export function bacaNik(nik: string): HasilBacaNik {
  const s = nik.trim();
  if (!/^\d{16}$/.test(s)) return { ok: false, pesan: PESAN_NIK_16_DIGIT };
  const n = (dari: number, sampai: number) => Number(s.slice(dari, sampai));
  // Province codes run 11–97 and none ends in 0; kabupaten and kecamatan codes start at 01.
  const provinsi = n(0, 2);
  if (provinsi < 11 || provinsi % 10 === 0)
    return { ok: false, pesan: 'Kode provinsi pada NIK (digit 1–2) tidak valid' };
  if (n(2, 4) === 0) return { ok: false, pesan: 'Kode kabupaten/kota pada NIK (digit 3–4) tidak valid' };
  if (n(4, 6) === 0) return { ok: false, pesan: 'Kode kecamatan pada NIK (digit 5–6) tidak valid' };
  const dd = n(6, 8);
  const bulan = n(8, 10);
  const tahun2 = n(10, 12);
  const perempuan = dd > 40;
  const tanggal = perempuan ? dd - 40 : dd;
  if (tanggal < 1 || bulan < 1 || bulan > 12 || tanggal > hariDalamBulan(bulan, tahun2))
    return { ok: false, pesan: 'Tanggal lahir pada NIK (digit 7–12) tidak valid' };
  const urut = s.slice(12);
  if (urut === '0000') return { ok: false, pesan: 'Nomor urut pada NIK (digit 13–16) tidak boleh 0000' };
  return {
    ok: true,
    info: {
      kode_kecamatan: `${s.slice(0, 2)}.${s.slice(2, 4)}.${s.slice(4, 6)}`,
      jenis_kelamin: perempuan ? 'P' : 'L',
      tanggal,
      bulan,
      tahun2,
      urut,
    },
  };
}

/** Digits 7–12 a NIK must hold for this birth date ('YYYY-MM-DD') and sex: '520590' for a woman born 12-05-1990. */
export function digitTanggalNik(tanggalLahir: string, jenisKelamin: JenisKelamin): string {
  const [tahun = '', bulan = '', tanggal = ''] = tanggalLahir.split('-');
  const dd = Number(tanggal) + (jenisKelamin === 'P' ? 40 : 0);
  return `${dua(dd)}${bulan}${tahun.slice(-2)}`;
}

/**
 * Checks a NIK on its own and against the birth date and sex given for the same person. Returns
 * the message to show on the NIK field, or null when it fits. A missing birth date or sex skips
 * that part of the check.
 */
export function periksaNik(
  nik: string,
  orang: { tanggal_lahir?: string | null; jenis_kelamin?: JenisKelamin | null },
): string | null {
  const hasil = bacaNik(nik);
  if (!hasil.ok) return hasil.pesan;
  const { info } = hasil;
  const tertulis = nik.trim().slice(6, 12);
  const lahir =
    orang.tanggal_lahir && /^\d{4}-\d{2}-\d{2}$/.test(orang.tanggal_lahir) ? orang.tanggal_lahir : null;
  if (lahir) {
    const [tahun = '', bulan = '', tanggal = ''] = lahir.split('-');
    const sama =
      info.tanggal === Number(tanggal) &&
      info.bulan === Number(bulan) &&
      info.tahun2 === Number(tahun.slice(-2));
    if (!sama) {
      const seharusnya = digitTanggalNik(lahir, orang.jenis_kelamin ?? info.jenis_kelamin);
      return `NIK tidak sesuai dengan tanggal lahir (seharusnya digit 7–12: ${seharusnya}, tertulis ${tertulis})`;
    }
  }
  if (orang.jenis_kelamin && orang.jenis_kelamin !== info.jenis_kelamin) {
    const dd = info.tanggal + (orang.jenis_kelamin === 'P' ? 40 : 0);
    const label = LABEL_JENIS_KELAMIN[orang.jenis_kelamin];
    return `NIK tidak sesuai dengan jenis kelamin ${label} (seharusnya digit 7–8: ${dua(dd)}, tertulis ${tertulis.slice(0, 2)}; pada NIK perempuan tanggal lahir ditambah 40)`;
  }
  return null;
}

/**
 * The birth date a NIK encodes, 'YYYY-MM-DD'. The century is a guess: 20YY unless that lies
 * after `sekarang`, else 19YY. A person over 100 years old reads as born a century late.
 */
export function tanggalLahirDariNik(info: InfoNik, sekarang: Date = new Date()): string {
  const hariIni = toJakartaIsoDate(sekarang);
  const tanggal = `${dua(info.bulan)}-${dua(info.tanggal)}`;
  const abad21 = `20${dua(info.tahun2)}-${tanggal}`;
  return abad21 <= hariIni ? abad21 : `19${dua(info.tahun2)}-${tanggal}`;
}

/** '12 Mei (19)90': the birth date as the NIK states it, without guessing the century. */
export function formatTanggalNik(info: InfoNik): string {
  return `${info.tanggal} ${BULAN[info.bulan - 1] ?? ''} ’${dua(info.tahun2)}`;
}

/**
 * The NIK as lists show it: digits 7–12 (the birth date, shown beside it anyway) hidden, so the
 * whole number leaves the server only through the audited patient detail ('327302******0001').
 */
export function samarkanNik(nik: string): string {
  return nik.length === 16 ? `${nik.slice(0, 6)}******${nik.slice(12)}` : '*'.repeat(nik.length);
}
