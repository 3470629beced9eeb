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

// Day first as people write it: '26-11-1980', '26/11/1980', '26.11.1980', '26 11 1980',
// '26 Nov 1980', '26 November 1980'; or year first, '1980-11-26' / '1980/11/26' (the input format).
const SEP = String.raw`\s*[-/.]\s*|\s+`;
const TANGGAL_DMY = new RegExp(String.raw`^(\d{1,2})(?:${SEP})(\d{1,2}|\p{L}+)\.?(?:${SEP})(\d{4})$`, 'u');
const TANGGAL_YMD = new RegExp(String.raw`^(\d{4})(?:${SEP})(\d{1,2})(?:${SEP})(\d{1,2})$`, 'u');

// Month names people type: Indonesian (with the older Pebruari, Nopember), the English a few
// habits bring, and the abbreviations Agt/Ags; any start of a name of at least three letters.
const NAMA_BULAN: [string, number][] = [
  ...[
    'januari',
    'februari',
    'maret',
    'april',
    'mei',
    'juni',
    'juli',
    'agustus',
    'september',
    'oktober',
    'november',
    'desember',
  ].map((n, i): [string, number] => [n, i + 1]),
  ['pebruari', 2],
  ['nopember', 11],
  ['agt', 8],
  ['ags', 8],
  ['january', 1],
  ['february', 2],
  ['march', 3],
  ['may', 5],
  ['june', 6],
  ['july', 7],
  ['august', 8],
  ['october', 10],
  ['december', 12],
];

function nomorBulan(b: string): string | null {
  if (/^\d+$/.test(b)) return b;
  const kata = b.toLowerCase();
  if (kata.length < 3) return null;
  const cocok = NAMA_BULAN.find(([nama]) => nama.startsWith(kata));
  return cocok ? String(cocok[1]) : null;
}

function tanggal(tahun: string, bulan: string, hari: string): string | null {
  const b = nomorBulan(bulan);
  if (!b) return null;
  const iso = `${tahun}-${b.padStart(2, '0')}-${hari.padStart(2, '0')}`;
  return isTanggalValid(iso) ? iso : null;
}

/**
 * Reads a search: a date ('26-11-1980', '26/11/1980', '26 11 1980', '26 Nov 1980',
 * '1980-11-26') is a birth date; digits (spaces, dots and dashes between them ignored) are a NIK
 * when 16, a BPJS card number when 13, a No. RM when 1–8; anything else is a name. Null for an
 * empty search.
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
  // Shaped like a date with a date's separator but not one (31-02-1990): not a number either.
  // Digits split only by spaces ('12 34 5678') may be a number read aloud: read on.
  if ((dmy || ymd) && /[-/.]/.test(s)) return { jenis: 'ANGKA_LAIN', angka: s.replace(/\D/g, '') };
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
