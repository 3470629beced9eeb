import type { TingkatWilayah } from '@rawat/domain';
import type { IndeksWilayah } from './wilayah.indeks.ts';
import { lipat } from './wilayah.lipat.ts';

/** A search as typed: its words folded one by one, and the whole text folded at once. */
export interface Kueri {
  kata: string[];
  utuh: string;
}

/** The folded search, or null when nothing searchable is left (only punctuation). */
export function kueri(search: string): Kueri | null {
  const rapi = search.trim().replace(/\s+/g, ' ');
  const kata = [...new Set(rapi.split(' ').map(lipat))].filter((k) => k !== '');
  return kata.length ? { kata, utuh: lipat(rapi) } : null;
}

// Bigram index over the folded names: for each pair of characters, every position where it
// occurs, so a word is looked for only where its rarest pair is (a few hundred places rather
// than the whole ~0.9 MB text). Letters 0-25, digits 26-35; pairs across names are left out.
const KODE_HURUF = new Int8Array(128).fill(-1);
for (let c = 97; c <= 122; c++) KODE_HURUF[c] = c - 97;
for (let c = 48; c <= 57; c++) KODE_HURUF[c] = c - 48 + 26;
const JUMLAH_BIGRAM = 36 * 36;

export interface IndeksBigram {
  /** Where each pair's positions start in `posisi` (length JUMLAH_BIGRAM + 1). */
  awal: Int32Array;
  /** Positions in the folded text, grouped by pair, ascending within each pair. */
  posisi: Int32Array;
}

const bigramDi = (teks: string, p: number) => {
  const a = KODE_HURUF[teks.charCodeAt(p)] ?? -1;
  const b = KODE_HURUF[teks.charCodeAt(p + 1)] ?? -1;
  return a < 0 || b < 0 ? -1 : a * 36 + b;
};

/** Counting sort of every position by its pair (bytes of the folded text): two passes, no maps. */
export function bangunBigram(bytes: Uint8Array): IndeksBigram {
  const kode = new Int8Array(bytes.length);
  for (let p = 0; p < bytes.length; p++) kode[p] = KODE_HURUF[bytes[p] ?? 0] ?? -1;
  const awal = new Int32Array(JUMLAH_BIGRAM + 1);
  for (let p = 0; p + 1 < kode.length; p++) {
    const a = kode[p] ?? -1;
    const b = kode[p + 1] ?? -1;
    if (a >= 0 && b >= 0) {
      const x = a * 36 + b + 1;
      awal[x] = (awal[x] ?? 0) + 1;
    }
  }
  for (let x = 0; x < JUMLAH_BIGRAM; x++) awal[x + 1] = (awal[x + 1] ?? 0) + (awal[x] ?? 0);
  const isi = awal.slice(0, JUMLAH_BIGRAM);
  const posisi = new Int32Array(awal[JUMLAH_BIGRAM] ?? 0);
  for (let p = 0; p + 1 < kode.length; p++) {
    const a = kode[p] ?? -1;
    const b = kode[p + 1] ?? -1;
    if (a >= 0 && b >= 0) {
      const x = a * 36 + b;
      const di = isi[x] ?? 0;
      isi[x] = di + 1;
      posisi[di] = p;
    }
  }
  return { awal, posisi };
}

/** Calls `temu` once per region whose folded name contains `kata`, in code order. */
export function pindai(idx: IndeksWilayah, kata: string, temu: (i: number) => void) {
  const { teks } = idx;
  if (kata.length < 2) {
    for (let p = teks.indexOf(kata); p >= 0; ) {
      const i = idx.posisiTeks(p);
      temu(i);
      p = i + 1 < idx.jumlah ? teks.indexOf(kata, idx.awal[i + 1]) : -1;
    }
    return;
  }
  let pasang = -1;
  let geser = 0;
  let sedikit = Number.POSITIVE_INFINITY;
  for (let j = 0; j + 1 < kata.length; j++) {
    const b = bigramDi(kata, j);
    if (b < 0) return;
    const n = (idx.bigram.awal[b + 1] ?? 0) - (idx.bigram.awal[b] ?? 0);
    if (n < sedikit) [pasang, geser, sedikit] = [b, j, n];
  }
  let terakhir = -1;
  for (let x = idx.bigram.awal[pasang] ?? 0, akhir = idx.bigram.awal[pasang + 1] ?? 0; x < akhir; x++) {
    const p = (idx.bigram.posisi[x] ?? 0) - geser;
    if (p < 0 || !teks.startsWith(kata, p)) continue;
    const i = idx.posisiTeks(p);
    if (i !== terakhir) temu(i);
    terakhir = i;
  }
}

export interface OpsiCari {
  /** Only the children of this position (small lists: checked one by one). */
  induk?: number;
  /** Only regions of this level. */
  tingkat?: TingkatWilayah;
  /** Words may also match the names above ('dago coblong' finds Dago in Coblong). */
  leluhur?: boolean;
}

// Words shorter than this find too much on their own; they are checked, not scanned for.
const KATA_PEMANDU_MIN = 3;

/**
 * Positions of the regions matching every word, best first: the name (with or without
 * 'Kabupaten'/'Kota') equal to the search, then the search at the start of a word of the name,
 * then each word at the start of a word, then anywhere in the name, then with the help of the
 * names above; within each, higher levels first, then code order.
 */
export function cariPosisi(idx: IndeksWilayah, q: Kueri, opsi: OpsiCari = {}): number[] {
  // Which regions hold a word in their own name: marked while scanning, else checked on the name.
  const tanda = new Map<string, Uint8Array>();
  const punya = (k: string, i: number) => {
    const t = tanda.get(k);
    return t ? t[i] === 1 : idx.lipatan(i).includes(k);
  };
  const ember: number[][] = Array.from({ length: 5 * 4 }, () => []);
  const masuk = (i: number) => {
    if (opsi.tingkat && idx.tingkat(i) !== opsi.tingkat) return;
    const skor = nilai(idx, q, i, opsi.leluhur ?? false, punya);
    if (skor >= 0) ember[skor * 4 + idx.tingkat(i) - 1]?.push(i);
  };

  if (opsi.induk !== undefined) {
    for (const i of idx.anak(opsi.induk)) masuk(i);
    return ember.flat();
  }
  // Without help from the names above, a region's own name holds every word, so the longest
  // word alone finds every candidate; with it, any longer word may be the one in the name.
  const panjangDulu = [...q.kata].sort((a, b) => b.length - a.length);
  const pemandu = opsi.leluhur
    ? panjangDulu.filter((k, n) => n === 0 || k.length >= KATA_PEMANDU_MIN)
    : panjangDulu.slice(0, 1);
  const calon: number[] = [];
  for (const k of pemandu) {
    const t = new Uint8Array(idx.jumlah);
    tanda.set(k, t);
    pindai(idx, k, (i) => {
      t[i] = 1;
      calon.push(i);
    });
  }
  if (pemandu.length > 1) calon.sort((a, b) => a - b);
  for (let n = 0; n < calon.length; n++) if (n === 0 || calon[n] !== calon[n - 1]) masuk(calon[n] ?? 0);
  return ember.flat();
}

/**
 * 0 exact, 1 the search at a word start, 2 every word at a word start, 3 every word somewhere,
 * 4 with the names above; -1 no match.
 */
function nilai(
  idx: IndeksWilayah,
  q: Kueri,
  i: number,
  leluhur: boolean,
  punya: (kata: string, i: number) => boolean,
): number {
  const kurang = q.kata.filter((k) => !punya(k, i));
  if (kurang.length === 0) {
    const nama = idx.lipatan(i);
    if (nama === q.utuh || idx.inti(i) === q.utuh) return 0;
    if (idx.diAwalKata(i, q.utuh)) return 1;
    if (q.kata.length > 1 && q.kata.every((k) => idx.diAwalKata(i, k))) return 2;
    return 3;
  }
  if (!leluhur || kurang.length === q.kata.length) return -1;
  const atas = idx.leluhur(i);
  return kurang.every((k) => atas.some((p) => punya(k, p))) ? 4 : -1;
}
