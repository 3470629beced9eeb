import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every document embeds: DejaVu Sans (Bitstream Vera licence, shipped by the npm
 * package dejavu-fonts-ttf), so Indonesian text and the signs of clinical documents (–, ≤, ≥, ±,
 * µ, °, ³) print the same on every machine, with no system font needed. PDFKit embeds only the
 * glyphs a document uses.
 */
export const GAYA_FONT = ['reguler', 'tebal', 'miring'] as const;
export type GayaFont = (typeof GAYA_FONT)[number];

const BERKAS: Record<'biasa' | 'sempit', Record<GayaFont, string>> = {
  biasa: { reguler: 'DejaVuSans.ttf', tebal: 'DejaVuSans-Bold.ttf', miring: 'DejaVuSans-Oblique.ttf' },
  // The 80 mm roll is narrow: the condensed cut fits a line of a receipt.
  sempit: {
    reguler: 'DejaVuSansCondensed.ttf',
    tebal: 'DejaVuSansCondensed-Bold.ttf',
    miring: 'DejaVuSansCondensed-Oblique.ttf',
  },
};

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

export type LebarFont = keyof typeof BERKAS;

/** Where the font file lies (inside node_modules). */
export function jalurFont(lebar: LebarFont, gaya: GayaFont): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${BERKAS[lebar][gaya]}`);
}

/** The font file's bytes, read once per process. */
export function fontPdf(lebar: LebarFont, gaya: GayaFont): Buffer {
  const jalur = jalurFont(lebar, gaya);
  let isi = cache.get(jalur);
  if (!isi) {
    isi = readFileSync(jalur);
    cache.set(jalur, isi);
  }
  return isi;
}
