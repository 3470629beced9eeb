// Text that reaches the server must be text: PostgreSQL cannot store NUL (U+0000) at all, and the
// other control characters or a broken UTF-16 pair only ever come from a scanner's garbage or a
// hostile client. TAB, LF and CR stay allowed (multi-line notes, pasted tables). docs/platform.md
// "Masukan di tepi".

/** Why a text is refused: a control character, or half of a UTF-16 surrogate pair. */
export type CacatTeks = 'KONTROL' | 'SURROGATE';

// C0 controls except TAB, LF, CR; DEL; C1 controls (U+0080–U+009F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
const KONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Without the `u` flag a regex sees UTF-16 code units, so a lone half of a pair can be matched.
const SURROGATE_YATIM = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const PESAN_KARAKTER_KONTROL = 'mengandung karakter kontrol yang tidak diizinkan';
export const PESAN_SURROGATE = 'mengandung karakter Unicode yang rusak (surrogate tanpa pasangan)';

/** What is wrong with a text, or null when it may be stored. */
export function cacatTeks(s: string): CacatTeks | null {
  if (KONTROL.test(s)) return 'KONTROL';
  if (SURROGATE_YATIM.test(s)) return 'SURROGATE';
  return null;
}

/** True when a text holds no control character (other than TAB, LF, CR) and no broken surrogate. */
export function teksBersih(s: string): boolean {
  return cacatTeks(s) === null;
}

/** One refused string: where it sits (`items.0.catatan`) and the Indonesian reason. */
export interface MasalahMasukan {
  path: string;
  message: string;
}

const pesanCacat = (c: CacatTeks) => (c === 'KONTROL' ? PESAN_KARAKTER_KONTROL : PESAN_SURROGATE);

/** A key shown in a path with its offending characters escaped, so the answer never echoes them. */
function kunciTerbaca(k: string): string {
  let hasil = '';
  for (const ch of k) {
    const kode = ch.length === 1 ? ch.charCodeAt(0) : -1;
    hasil += kode >= 0 && !teksBersih(ch) ? `\\u${kode.toString(16).padStart(4, '0')}` : ch;
  }
  return hasil;
}

/**
 * Walks parsed input (a JSON body, a query string, path params) at any depth, object keys
 * included, and lists the strings that may not be stored; empty when all is clean. Iterative, so
 * a deeply nested hostile body cannot overflow the stack; stops after `batas` findings.
 */
export function periksaMasukan(nilai: unknown, awalan = '', batas = 20): MasalahMasukan[] {
  const masalah: MasalahMasukan[] = [];
  // [value, its path, true when the path's last key is itself the refused string]
  const tumpukan: [unknown, string, boolean][] = [[nilai, awalan, false]];
  const sambung = (jalur: string, k: string) => (jalur ? `${jalur}.${k}` : k);
  while (tumpukan.length > 0 && masalah.length < batas) {
    const item = tumpukan.pop();
    if (!item) break;
    const [v, jalur, kunciCacat] = item;
    if (kunciCacat) {
      masalah.push({ path: jalur, message: `nama field ${pesanCacat(v as CacatTeks)}` });
    } else if (typeof v === 'string') {
      const c = cacatTeks(v);
      if (c) masalah.push({ path: jalur, message: pesanCacat(c) });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) tumpukan.push([v[i], sambung(jalur, String(i)), false]);
    } else if (v !== null && typeof v === 'object') {
      const kunci = Object.keys(v);
      // Pushed last to first, so findings come out in the order the fields were written.
      for (let i = kunci.length - 1; i >= 0; i--) {
        const k = kunci[i] as string;
        const c = cacatTeks(k);
        if (c) tumpukan.push([c, sambung(jalur, kunciTerbaca(k)), true]);
        else tumpukan.push([(v as Record<string, unknown>)[k], sambung(jalur, k), false]);
      }
    }
  }
  return masalah;
}
