import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacatTeks, PESAN_KARAKTER_KONTROL, PESAN_SURROGATE, periksaMasukan, teksBersih } from './masukan.ts';

describe('teksBersih', () => {
  it('accepts ordinary Indonesian text, emoji pairs, TAB, LF and CR', () => {
    for (const s of [
      '',
      'Siti Rahmawati',
      'Nyeri ulu hati ± 3 hari, suhu 38,5 °C',
      'Baris satu\nBaris dua\r\nBaris tiga',
      'Kolom\tkolom',
      'Pasien tersenyum 😀',
      'Ñoño – “kutip” — µg ≥ ³',
      '\u00a0spasi tak putus',
    ]) {
      expect(teksBersih(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('refuses NUL, the other C0 controls, DEL and the C1 controls', () => {
    const terlarang = [
      ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
    ];
    expect(terlarang).toHaveLength(29 + 1 + 32);
    for (const c of terlarang) {
      expect(cacatTeks(`Catatan ${String.fromCharCode(c)} dokter`), c.toString(16)).toBe('KONTROL');
    }
    expect(cacatTeks('\u00a0')).toBeNull();
  });

  it('refuses half of a surrogate pair, wherever it stands', () => {
    for (const s of ['\ud800', 'a\ud83d', '\ude00b', 'x\ude00\ud83d', '😀'.slice(0, 1)]) {
      expect(cacatTeks(s), JSON.stringify(s)).toBe('SURROGATE');
    }
    expect(cacatTeks('\ud83d\ude00')).toBeNull();
  });

  it('agrees with a plain reading of the rule on any string', () => {
    // Any UTF-16 code units, lone surrogates included (cheaper to build than fast-check's 'binary').
    const unitUtf16 = fc
      .array(fc.oneof(fc.integer({ min: 0, max: 0xff }), fc.integer({ min: 0, max: 0xffff })), {
        maxLength: 12,
      })
      .map((kode) => String.fromCharCode(...kode));
    const terlarang = (s: string) => {
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f)) return true;
        if (c >= 0xd800 && c <= 0xdbff) {
          const d = s.charCodeAt(i + 1);
          if (!(d >= 0xdc00 && d <= 0xdfff)) return true;
          i++;
        } else if (c >= 0xdc00 && c <= 0xdfff) return true;
      }
      return false;
    };
    fc.assert(
      fc.property(unitUtf16, (s) => teksBersih(s) === !terlarang(s)),
      { numRuns: 1000 },
    );
  });
});

describe('periksaMasukan', () => {
  it('finds nothing in clean input', () => {
    expect(periksaMasukan({ nama: 'Budi', items: [{ catatan: 'a\tb\nc' }], n: 3, x: null, y: true })).toEqual(
      [],
    );
    expect(periksaMasukan(undefined)).toEqual([]);
  });

  it('names each refused string by its path, at any depth, in the order written', () => {
    const hasil = periksaMasukan({
      nama: 'Bu\u0000di',
      items: [{ catatan: 'ok' }, { catatan: 'rusak \ud800' }],
      detail: { dalam: { lagi: ['x', '\u0085'] } },
    });
    expect(hasil).toEqual([
      { path: 'nama', message: PESAN_KARAKTER_KONTROL },
      { path: 'items.1.catatan', message: PESAN_SURROGATE },
      { path: 'detail.dalam.lagi.1', message: PESAN_KARAKTER_KONTROL },
    ]);
  });

  it('checks object keys too, and never echoes the character back in the path', () => {
    const [m] = periksaMasukan({ detail: { 'a\u0000b': 'nilai' } });
    expect(m).toEqual({ path: 'detail.a\\u0000b', message: `nama field ${PESAN_KARAKTER_KONTROL}` });
    expect(teksBersih(m?.path ?? '')).toBe(true);
  });

  it('survives a deeply nested hostile body and stops after a bounded number of findings', () => {
    let dalam: unknown = 'x\u0001';
    for (let i = 0; i < 100_000; i++) dalam = [dalam];
    expect(periksaMasukan(dalam)).toHaveLength(1);
    const banyak = periksaMasukan(Array.from({ length: 500 }, () => '\u0000'));
    expect(banyak).toHaveLength(20);
    expect(banyak[0]?.path).toBe('0');
  });
});
