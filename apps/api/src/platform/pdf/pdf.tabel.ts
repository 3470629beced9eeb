/** One column of a table: its header, relative width and alignment. */
export type Rata = 'left' | 'center' | 'right';

export interface KolomTabel {
  judul: string;
  /** Relative width (default 1): [1, 4, 2] gives the second column half the table. */
  lebar?: number;
  rata?: Rata;
}

export type SelTabel = string | number | null | undefined;

/** An empty cell prints '-'. */
export const teksSel = (v: SelTabel) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Where and how a table is drawn (given by DokumenPdf for its paper). */
export interface BidangTabel {
  kiri: number;
  lebar: number;
  /** The lowest y a row may reach on the current page. */
  batasBawah: () => number;
  padding: number;
  ukuran: number;
  /** Cell borders and a shaded header (A4); on the roll, one rule under the header. */
  garis: boolean;
}

type Doc = PDFKit.PDFDocument;

// Widths by weight, but never narrower than the longest word of the column's header.
function lebarKolom(doc: Doc, b: BidangTabel, kolom: KolomTabel[]): number[] {
  doc.font('tebal').fontSize(b.ukuran);
  const min = kolom.map(
    (k) => Math.max(...k.judul.split(/\s+/).map((w) => doc.widthOfString(w))) + 2 * b.padding + 1,
  );
  const bobot = kolom.map((k) => k.lebar ?? 1);
  const tetap = new Set<number>();
  let lebar: number[] = [];
  // At most one pass per column: each pass pins a column that came out too narrow.
  for (let n = 0; n <= kolom.length; n++) {
    const sisa = b.lebar - [...tetap].reduce((s, i) => s + (min[i] ?? 0), 0);
    const total = bobot.reduce((s, w, i) => (tetap.has(i) ? s : s + w), 0) || 1;
    lebar = bobot.map((w, i) => (tetap.has(i) ? (min[i] ?? 0) : (w / total) * sisa));
    const sempit = lebar.findIndex((w, i) => !tetap.has(i) && w < (min[i] ?? 0));
    if (sempit < 0) break;
    tetap.add(sempit);
  }
  return lebar;
}

/**
 * Draws a table from doc.y down; a row that does not fit goes to the next page, under the
 * header row again. Leaves doc.y under the last row.
 */
export function gambarTabel(doc: Doc, b: BidangTabel, kolom: KolomTabel[], baris: SelTabel[][]): void {
  const p = b.padding;
  const lebar = lebarKolom(doc, b, kolom);

  const tinggi = (sel: string[], gaya: 'reguler' | 'tebal') => {
    doc.font(gaya).fontSize(b.ukuran);
    return Math.max(...sel.map((s, i) => doc.heightOfString(s, { width: (lebar[i] ?? 0) - 2 * p }))) + 2 * p;
  };
  const gambar = (sel: string[], y: number, h: number, gaya: 'reguler' | 'tebal') => {
    let x = b.kiri;
    if (gaya === 'tebal' && b.garis) doc.save().rect(x, y, b.lebar, h).fill('#e8e8e8').restore();
    doc.font(gaya).fontSize(b.ukuran).fillColor('#000');
    sel.forEach((s, i) => {
      const w = lebar[i] ?? 0;
      doc.text(s, x + p, y + p, { width: w - 2 * p, align: kolom[i]?.rata ?? 'left' });
      if (b.garis) doc.save().lineWidth(0.5).strokeColor('#777').rect(x, y, w, h).stroke().restore();
      x += w;
    });
    if (!b.garis && gaya === 'tebal')
      doc
        .save()
        .lineWidth(0.5)
        .moveTo(b.kiri, y + h)
        .lineTo(b.kiri + b.lebar, y + h)
        .stroke()
        .restore();
  };

  const judul = kolom.map((k) => k.judul);
  const tinggiJudul = tinggi(judul, 'tebal');
  const isi = baris.map((r) => kolom.map((_, i) => teksSel(r[i])));
  // Drawing text moves doc.y; each row starts where the one above it ends.
  const baru = (h: number, sel: string[], gaya: 'reguler' | 'tebal') => {
    const y = doc.y;
    gambar(sel, y, h, gaya);
    doc.y = y + h;
  };
  if (doc.y + tinggiJudul + (isi[0] ? tinggi(isi[0], 'reguler') : 0) > b.batasBawah()) doc.addPage();
  baru(tinggiJudul, judul, 'tebal');
  for (const sel of isi) {
    const h = tinggi(sel, 'reguler');
    if (doc.y + h > b.batasBawah()) {
      doc.addPage();
      baru(tinggiJudul, judul, 'tebal');
    }
    baru(h, sel, 'reguler');
  }
  doc.x = b.kiri;
}
