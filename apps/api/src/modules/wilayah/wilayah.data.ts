import fs from 'node:fs';
import path from 'node:path';
import { JENIS_WILAYAH, type TingkatWilayah } from '@rawat/domain';
import { IndeksWilayah, type Kolom, TINGKAT_JENIS } from './wilayah.indeks.ts';
import { lipat, lipatSemua, teksLipatan } from './wilayah.lipat.ts';

/** Kemendagri 2025 regions, shipped with the API (provenance: apps/api/data/SOURCES.md). */
export const BERKAS_WILAYAH = path.resolve(
  import.meta.dirname,
  '../../../data/wilayah/wilayah_kemendagri_2025.csv',
);

const HEADER = 'kode,nama,tingkat,level,jenis,kode_induk\n';
// `jenis` as the file writes it.
const JENIS_CSV = JENIS_WILAYAH.map((j) => j.replace(' ', '_'));
// Dotted code length → level: 32 · 32.73 · 32.73.02 · 32.73.02.1001.
const TINGKAT_PANJANG: Record<number, TingkatWilayah> = { 2: 1, 5: 2, 8: 3, 13: 4 };
const AWALAN_NAMA = /^(kabupaten|kota|desa adat) /i;
const [KOMA, BARIS, KUTIP, TITIK] = [44, 10, 34, 46];

/** Which `jenis` the text [a, b) spells, or -1. */
function jenisDi(teks: string, a: number, b: number): number {
  for (let j = 0; j < JENIS_CSV.length; j++) {
    const nama = JENIS_CSV[j] ?? '';
    if (nama.length === b - a && teks.startsWith(nama, a)) return j;
  }
  return -1;
}

/** Whether the code at [a, aAkhir) of `teks` sorts strictly before the code at [b, bAkhir). */
function sebelum(teks: string, a: number, aAkhir: number, b: number, bAkhir: number): boolean {
  const n = Math.min(aAkhir - a, bAkhir - b);
  for (let k = 0; k < n; k++) {
    const d = teks.charCodeAt(a + k) - teks.charCodeAt(b + k);
    if (d !== 0) return d < 0;
  }
  return aAkhir - a < bAkhir - b;
}

/** Whether the code at [b, bAkhir) lies under the code at [a, aAkhir) ('32.73' under '32'). */
function dibawah(teks: string, a: number, aAkhir: number, b: number, bAkhir: number): boolean {
  const n = aAkhir - a;
  if (bAkhir - b <= n || teks.charCodeAt(b + n) !== TITIK) return false;
  for (let k = 0; k < n; k++) if (teks.charCodeAt(a + k) !== teks.charCodeAt(b + k)) return false;
  return true;
}

function rusak(csv: Buffer, awalBaris: number, nomor: number): Error {
  const akhir = csv.indexOf(BARIS, awalBaris);
  const isi = csv.toString('utf8', awalBaris, akhir < 0 ? csv.length : akhir);
  return new Error(`Data wilayah rusak di baris ${nomor}: '${isi}'`);
}

/**
 * Reads the shipped CSV (kode,nama,tingkat,level,jenis,kode_induk) with no string per field, and
 * checks what the indexes rely on: codes sorted, each parent listed before its children, `jenis`
 * matching the code's level. A broken file fails loudly rather than serving half of it.
 */
export function bangunIndeks(csv: Buffer): IndeksWilayah {
  const mulai = performance.now();
  // Read as latin1, one character per byte, so positions in the text are positions in the
  // bytes, and the fields are found with the string builtins (fast even while the code is
  // still cold, which it is on the one run that matters). Names are decoded as UTF-8 later.
  const s = csv.toString('latin1');
  if (!s.startsWith(HEADER)) throw new Error(`Data wilayah: kepala kolom bukan '${HEADER.trim()}'`);
  let baris = 0;
  for (let p = s.indexOf('\n'); p >= 0; p = s.indexOf('\n', p + 1)) baris++;
  const kodeAwal = new Int32Array(baris + 1);
  const kodeAkhir = new Int32Array(baris + 1);
  const namaAwal = new Int32Array(baris + 1);
  const namaAkhir = new Int32Array(baris + 1);
  const jenisOf = new Uint8Array(baris + 1);
  const indukOf = new Int32Array(baris + 1);
  const perTingkat: number[][] = [[], [], [], []];
  const terakhir = [-1, -1, -1, -1];
  // Kabupaten/kota and desa adat: the only regions whose name carries their kind.
  const berawalan: number[] = [];
  const desaAdat = JENIS_WILAYAH.indexOf('desa adat');
  const n = s.length;
  let akhirBaris = 0;
  // The next comma of the current line, or its end.
  const sampaiKoma = (p: number) => {
    const k = s.indexOf(',', p);
    return k < 0 || k > akhirBaris ? akhirBaris : k;
  };

  let i = 0;
  let p = HEADER.length;
  while (p < n) {
    const awalBaris = p;
    akhirBaris = s.indexOf('\n', p);
    if (akhirBaris < 0) akhirBaris = n;
    if (akhirBaris - p <= 1) {
      p = akhirBaris + 1;
      continue;
    }
    const ka = p;
    p = sampaiKoma(p);
    const kb = p++;
    let na = p;
    let nb: number;
    if (s.charCodeAt(p) === KUTIP) {
      // A quoted name holds a comma ("Lubuk Pakam I,II"); '""' is a quote inside it.
      na = ++p;
      while (p < akhirBaris && (s.charCodeAt(p) !== KUTIP || s.charCodeAt(p + 1) === KUTIP)) {
        p += s.charCodeAt(p) === KUTIP ? 2 : 1;
      }
      nb = p++;
    } else {
      p = sampaiKoma(p);
      nb = p;
    }
    if (s.charCodeAt(p) !== KOMA) throw rusak(csv, awalBaris, i + 2);
    // tingkat and level follow from the code; kode_induk from the order (checked below).
    p = sampaiKoma(sampaiKoma(p + 1) + 1) + 1;
    const ja = p;
    p = sampaiKoma(p);
    const jenis = jenisDi(s, ja, p);
    p = akhirBaris + 1;

    const t = TINGKAT_PANJANG[kb - ka];
    const induk = t && t > 1 ? (terakhir[t - 2] ?? -1) : -1;
    const sah =
      t !== undefined &&
      jenis >= 0 &&
      TINGKAT_JENIS[jenis] === t &&
      (i === 0 || sebelum(s, kodeAwal[i - 1] ?? 0, kodeAkhir[i - 1] ?? 0, ka, kb)) &&
      (t === 1 || (induk >= 0 && dibawah(s, kodeAwal[induk] ?? 0, kodeAkhir[induk] ?? 0, ka, kb)));
    if (!sah) throw rusak(csv, awalBaris, i + 2);
    kodeAwal[i] = ka;
    kodeAkhir[i] = kb;
    namaAwal[i] = na;
    namaAkhir[i] = nb;
    jenisOf[i] = jenis;
    indukOf[i] = induk;
    perTingkat[t - 1]?.push(i);
    terakhir[t - 1] = i;
    if (t === 2 || jenis === desaAdat) berawalan.push(i);
    i++;
  }
  const kolom: Kolom = {
    kodeAwal: kodeAwal.subarray(0, i),
    kodeAkhir: kodeAkhir.subarray(0, i),
    namaAwal: namaAwal.subarray(0, i),
    namaAkhir: namaAkhir.subarray(0, i),
    jenis: jenisOf.subarray(0, i),
    induk: indukOf.subarray(0, i),
  };

  // Every name folded in one pass straight from the bytes: far cheaper than 91k small calls.
  const l = lipatSemua(csv, kolom.namaAwal, kolom.namaAkhir);
  // A village called 'Kota Baru' keeps its whole name: only `berawalan` lose the prefix.
  const intiKhusus = new Map<number, string>();
  for (const j of berawalan) {
    const nama = csv.toString('utf8', namaAwal[j], namaAkhir[j]);
    if (AWALAN_NAMA.test(nama)) intiKhusus.set(j, lipat(nama.replace(AWALAN_NAMA, '')));
  }
  return new IndeksWilayah(
    csv,
    kolom,
    perTingkat.map((ps) => Int32Array.from(ps)),
    teksLipatan(l),
    l.awalNama,
    l.awalKata ?? new Uint8Array(0),
    intiKhusus,
    performance.now() - mulai,
  );
}

let indeks: IndeksWilayah | null = null;

/**
 * The regions, read from disk on first use and kept for the life of the process (read-only
 * public data, so every instance holds its own copy). Not loaded at start, so start time does
 * not pay for it.
 */
export function dataWilayah(): IndeksWilayah {
  if (!indeks) {
    const mulai = performance.now();
    const dibangun = bangunIndeks(fs.readFileSync(BERKAS_WILAYAH));
    dibangun.muatMs = performance.now() - mulai;
    indeks = dibangun;
  }
  return indeks;
}
