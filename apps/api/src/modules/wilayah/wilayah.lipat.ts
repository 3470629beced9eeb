// Folding table for ASCII: letters to lower case, digits kept, the rest separates words.
const PETA = new Uint8Array(128);
for (let c = 48; c <= 57; c++) PETA[c] = c;
for (let c = 97; c <= 122; c++) PETA[c] = c;
for (let c = 65; c <= 90; c++) PETA[c] = c + 32;
// Old spelling wrote modern y as j (Soerabaja, Jogjakarta): both fold to y.
PETA[106] = 121;
PETA[74] = 121;
const petaLain = new Map<number, number>();
/** A non-ASCII character: its base letter when it has one ('é' → 'e'), else a separator. */
function petakanLain(c: number): number {
  let m = petaLain.get(c);
  if (m === undefined) {
    const dasar = String.fromCodePoint(c).normalize('NFD').charCodeAt(0);
    m = dasar < 128 ? (PETA[dasar] ?? 0) : 0;
    petaLain.set(c, m);
  }
  return m;
}
const [C, D, E, O, T, U, Y] = [99, 100, 101, 111, 116, 117, 121];
const BARIS_BARU = 10;

/** Folded names, one after another, each followed by '\n' but the last. */
export interface Lipatan {
  buf: Uint8Array;
  panjang: number;
  /** Where each name starts in `buf`. */
  awalNama: Int32Array;
  /** 1 where a word of the original name starts (only when asked for). */
  awalKata: Uint8Array | null;
}

/**
 * Folds UTF-8 text into its search form in one pass: lower case, no accents, no spaces or
 * punctuation, old spelling made new inside each word (oe→u, dj→j, tj→c, and j and y alike:
 * 'Djakarta', 'Soerabaja', 'Jogjakarta'), doubled letters made single. 'Bukit Tinggi',
 * 'Bukittinggi' and 'Boekittinggi' all fold to 'bukitingi'. It reads the ranges
 * `[mulai[r], akhir[r])` of `sumber`, so all names fold straight from the file's bytes.
 */
function lipatKe(sumber: Uint8Array, mulai: Int32Array, akhir: Int32Array, tandaiKata: boolean): Lipatan {
  let ukuran = mulai.length;
  for (let r = 0; r < mulai.length; r++) ukuran += (akhir[r] ?? 0) - (mulai[r] ?? 0);
  const buf = new Uint8Array(ukuran);
  const awalKata = tandaiKata ? new Uint8Array(ukuran) : null;
  const awalNama = new Int32Array(mulai.length);
  let n = 0;
  for (let r = 0; r < mulai.length; r++) {
    if (r > 0) buf[n++] = BARIS_BARU;
    awalNama[r] = n;
    let dalamKata = false;
    const ujung = akhir[r] ?? 0;
    for (let p = mulai[r] ?? 0; p < ujung; p++) {
      const c = sumber[p] ?? 0;
      let m: number;
      if (c < 0x80) {
        m = PETA[c] ?? 0;
      } else {
        // A UTF-8 sequence: its code point, then its base letter if any.
        let lagi = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        let titik = c & (c >= 0xf0 ? 0x07 : c >= 0xe0 ? 0x0f : 0x1f);
        for (; lagi > 0 && p + 1 < ujung; lagi--) titik = (titik << 6) | ((sumber[++p] ?? 0) & 0x3f);
        m = c >= 0xc0 ? petakanLain(titik) : 0;
      }
      if (m === 0) {
        dalamKata = false;
        continue;
      }
      let mulaiKata = !dalamKata;
      dalamKata = true;
      if (!mulaiKata && (m === E || c === 106 || c === 74)) {
        // Old spelling inside a word, by the letter before: oe → u, dj → j (so y), tj → c.
        const sebelum = buf[n - 1];
        const ganti = m === E ? (sebelum === O ? U : 0) : sebelum === D ? Y : sebelum === T ? C : 0;
        if (ganti) {
          n -= 1;
          m = ganti;
          if (awalKata?.[n]) {
            mulaiKata = true;
            awalKata[n] = 0;
          }
        }
      }
      if (m >= 97 && n > 0 && m === buf[n - 1]) {
        // A doubled letter stays single; a word that starts on it starts at the kept one.
        if (mulaiKata && awalKata) awalKata[n - 1] = 1;
        continue;
      }
      if (mulaiKata && awalKata) awalKata[n] = 1;
      buf[n++] = m;
    }
  }
  return { buf, panjang: n, awalNama, awalKata };
}

/** The folded bytes as a string (they are all ASCII). */
export const teksLipatan = (l: Lipatan) =>
  Buffer.from(l.buf.buffer, l.buf.byteOffset, l.panjang).toString('latin1');

/** The search form of a name or of typed text (see `lipatKe`). */
export function lipat(teks: string): string {
  const bytes = Buffer.from(teks, 'utf8');
  return teksLipatan(lipatKe(bytes, Int32Array.of(0), Int32Array.of(bytes.length), false));
}

/** The search form of many names at once, read from ranges of UTF-8 bytes, word starts marked. */
export function lipatSemua(sumber: Uint8Array, mulai: Int32Array, akhir: Int32Array): Lipatan {
  return lipatKe(sumber, mulai, akhir, true);
}
