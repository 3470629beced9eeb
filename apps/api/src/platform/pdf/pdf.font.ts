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
const cache = new Map<string, PDFKit.Mixins.PDFFontSource>();

export type LebarFont = keyof typeof BERKAS;

/** Where the font file lies (inside node_modules). */
function jalurFont(lebar: LebarFont, gaya: GayaFont): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${BERKAS[lebar][gaya]}`);
}

/**
 * The font, parsed once per process. Given the file's bytes, PDFKit parses the whole TrueType file
 * again for every document (± 20 ms each of three styles, on the one thread every other request
 * waits for: a receipt cost 70 ms of event loop, 8 ms with the parsed font). PDFKit takes a parsed
 * fontkit font as well (PDFFontFactory.open: any source with `layout`), though its types name only
 * bytes and paths; each document still makes its own subset of the glyphs it uses.
 */
export function fontPdf(lebar: LebarFont, gaya: GayaFont): PDFKit.Mixins.PDFFontSource {
  const jalur = jalurFont(lebar, gaya);
  let font = cache.get(jalur);
  if (!font) {
    // Loaded here, not at start: the document libraries are loaded on first use (pustaka-malas.ts).
    const fontkit: typeof import('fontkit') = require('fontkit');
    font = fontkit.create(readFileSync(jalur)) as unknown as PDFKit.Mixins.PDFFontSource;
    cache.set(jalur, font);
  }
  return font;
}
