import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by `DokumenPdf`, one line per text run, for tests that check what a
 * printed document says. Embedded fonts write glyph numbers, not letters, so the text is read
 * back through each font's ToUnicode map. It reads PDFKit's own output only: not a general parser.
 */
export function teksPdf(pdf: Buffer): string {
  const objek = bacaObjek(pdf);

  // Resource name (/F1) → font object → its ToUnicode map.
  const peta = new Map<string, Map<number, string>>();
  const semuaKamus = [...objek.values()].map((o) => o.kamus).join('\n');
  for (const [, nama, id] of semuaKamus.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objek.get(Number(id));
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(font?.kamus ?? '')?.[1];
    const aliran = cmap ? objek.get(Number(cmap))?.aliran : null;
    if (nama && aliran) peta.set(nama, bacaCmap(aliran.toString('latin1')));
  }

  const baris: string[] = [];
  const isi = [...objek.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, o]) => o.aliran?.toString('latin1') ?? '')
    .filter((s) => s.includes(' Tf') && s.includes('TJ'));
  for (const s of isi) {
    let font: Map<number, string> | undefined;
    let sekarang = '';
    for (const m of s.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|\bET\b/g)) {
      if (m[1]) font = peta.get(m[1]);
      else if (m[2] !== undefined) {
        for (const [, hex] of m[2].matchAll(/<([0-9a-fA-F]*)>/g))
          for (let i = 0; i + 4 <= (hex ?? '').length; i += 4)
            sekarang += font?.get(Number.parseInt((hex ?? '').slice(i, i + 4), 16)) ?? '';
      } else {
        if (sekarang) baris.push(sekarang);
        sekarang = '';
      }
    }
  }
  return baris.join('\n');
}

interface Objek {
  kamus: string;
  aliran: Buffer | null;
}

function bacaObjek(pdf: Buffer): Map<number, Objek> {
  const s = pdf.toString('latin1');
  const hasil = new Map<number, Objek>();
  const kepala = /(\d+) 0 obj\n/g;
  let m: RegExpExecArray | null = kepala.exec(s);
  while (m) {
    const mulai = kepala.lastIndex;
    const akhir = s.indexOf('endobj', mulai);
    const aliran = s.indexOf('\nstream\n', mulai);
    if (aliran >= 0 && aliran < akhir) {
      const kamus = s.slice(mulai, aliran);
      const panjang = Number(/\/Length (\d+)/.exec(kamus)?.[1] ?? 0);
      const awalData = aliran + '\nstream\n'.length;
      let data = pdf.subarray(awalData, awalData + panjang);
      if (kamus.includes('/FlateDecode')) data = inflateSync(data);
      hasil.set(Number(m[1]), { kamus, aliran: data });
      // Skip the (binary) data so nothing inside it is taken for an object.
      kepala.lastIndex = awalData + panjang;
    } else {
      hasil.set(Number(m[1]), { kamus: s.slice(mulai, akhir), aliran: null });
      kepala.lastIndex = akhir;
    }
    m = kepala.exec(s);
  }
  return hasil;
}

/** `<0000> <00ff> [<0020> <0041> …]` ranges of a ToUnicode CMap → glyph number → text. */
function bacaCmap(cmap: string): Map<number, string> {
  const peta = new Map<number, string>();
  for (const [, awal, isi] of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
    let kode = Number.parseInt(awal ?? '0', 16);
    for (const [, hex] of (isi ?? '').matchAll(/<([0-9a-fA-F ]*)>/g)) {
      const unit = (hex ?? '').replaceAll(' ', '').match(/.{4}/g) ?? [];
      peta.set(kode++, String.fromCharCode(...unit.map((u) => Number.parseInt(u, 16))));
    }
  }
  return peta;
}
