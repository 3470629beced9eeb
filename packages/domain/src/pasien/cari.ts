import { isTanggalValid } from '../format/tanggal.ts';
import { lipatNamaPasien } from './nama.ts';
import { kueriNoRm } from './no-rm.ts';

/** How one search box on /listpasien is read: by its shape, every key a desk clerk types. */
export type KueriPasien =
  | { jenis: 'NO_RM'; persis: string; awalan: string }
  | { jenis: 'NIK'; nik: string }
  | { jenis: 'NO_BPJS'; no_bpjs: string }
  | { jenis: 'TANGGAL_LAHIR'; tanggal: string }
  | { jenis: 'NAMA'; nama: string }
  /** Digits of a length no key has (9–12, 14, 15, more than 16): matches nothing. */
  | { jenis: 'ANGKA_LAIN'; angka: string };

export const LABEL_KUERI_PASIEN: Record<KueriPasien['jenis'], string> = {
  NO_RM: 'No. RM',
  NIK: 'NIK',
  NO_BPJS: 'No. BPJS',
  TANGGAL_LAHIR: 'tanggal lahir',
  NAMA: 'nama',
  ANGKA_LAIN: 'angka',
};

const TANGGAL_DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const TANGGAL_YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

function tanggal(tahun: string, bulan: string, hari: string): string | null {
  const iso = `${tahun}-${bulan.padStart(2, '0')}-${hari.padStart(2, '0')}`;
  return isTanggalValid(iso) ? iso : null;
}

/**
 * Reads a search: a date ('12-05-1990', '12/05/1990', '1990-05-12') is a birth date; digits
 * (spaces, dots and dashes between them ignored) are a NIK when 16, a BPJS card number when 13,
 * a No. RM when 1–8; anything else is a name. Null for an empty search.
 */
export function tafsirKueriPasien(search: string): KueriPasien | null {
  const s = search.trim();
  if (!s) return null;
  const dmy = TANGGAL_DMY.exec(s);
  const ymd = dmy ? null : TANGGAL_YMD.exec(s);
  const tgl = dmy
    ? tanggal(dmy[3] ?? '', dmy[2] ?? '', dmy[1] ?? '')
    : ymd
      ? tanggal(ymd[1] ?? '', ymd[2] ?? '', ymd[3] ?? '')
      : null;
  if (tgl) return { jenis: 'TANGGAL_LAHIR', tanggal: tgl };
  // Shaped like a date but not one (31-02-1990): not a number either.
  if (dmy || ymd) return { jenis: 'ANGKA_LAIN', angka: s.replace(/\D/g, '') };
  if (/^\d[\d\s.-]*$/.test(s)) {
    const angka = s.replace(/[\s.-]/g, '');
    if (angka.length === 16) return { jenis: 'NIK', nik: angka };
    if (angka.length === 13) return { jenis: 'NO_BPJS', no_bpjs: angka };
    const rm = kueriNoRm(angka);
    if (rm) return { jenis: 'NO_RM', ...rm };
    return { jenis: 'ANGKA_LAIN', angka };
  }
  const nama = lipatNamaPasien(s);
  return nama ? { jenis: 'NAMA', nama } : null;
}

/**
 * The patient list counts matches up to this many and no further (docs/pasien.md, "Search"): a
 * total of exactly this many reads '1.000+', and nobody pages past it; a narrower search does.
 */
export const BATAS_HITUNG_PASIEN = 1000;
