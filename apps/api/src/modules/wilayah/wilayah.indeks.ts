import { JENIS_WILAYAH, type JenisWilayah, type TingkatWilayah, type Wilayah } from '@rawat/domain';
import { bangunBigram, type IndeksBigram } from './wilayah.cari.ts';

/** The level of each `jenis` (in the order of JENIS_WILAYAH). */
export const TINGKAT_JENIS: readonly TingkatWilayah[] = [1, 2, 2, 3, 4, 4, 4];

/** Byte ranges of each region's fields in the file, by position in code order. */
export interface Kolom {
  kodeAwal: Int32Array;
  kodeAkhir: Int32Array;
  namaAwal: Int32Array;
  namaAkhir: Int32Array;
  jenis: Uint8Array;
  induk: Int32Array;
}

/** -1, 0 or 1 as bytes [a, aAkhir) of `buf` sort before, with or after `teks` (ASCII). */
function banding(buf: Uint8Array, a: number, aAkhir: number, teks: string): number {
  const n = Math.min(aAkhir - a, teks.length);
  for (let k = 0; k < n; k++) {
    const d = (buf[a + k] ?? 0) - teks.charCodeAt(k);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  const d = aAkhir - a - teks.length;
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/**
 * The regions in memory, read-only, built once per process from the file's bytes. A region is
 * its position in code order; its strings are cut from the bytes only when first answered. The
 * file is sorted by code, so a code is found by binary search and a parent's children are one
 * run of positions (no per-code map to build).
 */
export class IndeksWilayah {
  readonly jumlah: number;
  private readonly objek: (Wilayah | undefined)[];
  private bigramDibangun: IndeksBigram | null = null;

  constructor(
    private readonly csv: Buffer,
    private readonly kolom: Kolom,
    /** Positions per level (index 0 = provinsi), each in code order. */
    readonly perTingkat: readonly Int32Array[],
    /** Every folded name (see `lipat`) joined by '\n', so one scan covers all regions. */
    readonly teks: string,
    /** Where each region's folded name starts in `teks`. */
    readonly awal: Int32Array,
    /** 1 where a word of the original name starts, per position of `teks`. */
    private readonly awalKata: Uint8Array,
    /** Folded name without 'Kabupaten'/'Kota'/'Desa Adat' where it differs, for ranking. */
    private readonly intiKhusus: ReadonlyMap<number, string>,
    /** Milliseconds spent reading and indexing. */
    public muatMs: number,
  ) {
    this.jumlah = kolom.jenis.length;
    this.objek = new Array(this.jumlah);
  }

  /**
   * Where each pair of characters occurs in `teks` (see `pindai`): built on the first search
   * over all regions, so the first list a form asks for (the provinces) does not wait for it.
   */
  get bigram(): IndeksBigram {
    this.bigramDibangun ??= bangunBigram(Buffer.from(this.teks, 'latin1'));
    return this.bigramDibangun;
  }

  private bandingKode(i: number, kode: string): number {
    return banding(this.csv, this.kolom.kodeAwal[i] ?? 0, this.kolom.kodeAkhir[i] ?? 0, kode);
  }

  /** Position of a dotted code, or -1. */
  posisi(kode: string): number {
    let lo = 0;
    let hi = this.jumlah - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const d = this.bandingKode(mid, kode);
      if (d === 0) return mid;
      if (d < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  kode(i: number): string {
    return this.csv.toString('latin1', this.kolom.kodeAwal[i], this.kolom.kodeAkhir[i]);
  }

  /** The region at a position, as the API answers it (built on first use, then reused). */
  wilayah(i: number): Wilayah {
    let w = this.objek[i];
    if (!w) {
      const kode = this.kode(i);
      const induk = this.kolom.induk[i] ?? -1;
      const nama = this.csv.toString('utf8', this.kolom.namaAwal[i], this.kolom.namaAkhir[i]);
      w = {
        kode,
        kode_tanpa_titik: kode.replaceAll('.', ''),
        nama: nama.includes('""') ? nama.replaceAll('""', '"') : nama,
        tingkat: this.tingkat(i),
        jenis: JENIS_WILAYAH[this.kolom.jenis[i] ?? 0] as JenisWilayah,
        kode_induk: induk >= 0 ? this.kode(induk) : null,
      };
      this.objek[i] = w;
    }
    return w;
  }

  tingkat(i: number): TingkatWilayah {
    return TINGKAT_JENIS[this.kolom.jenis[i] ?? 0] ?? 4;
  }

  /** Positions of the regions above, from the province down (empty for a province). */
  leluhur(i: number): number[] {
    const out: number[] = [];
    for (let p = this.kolom.induk[i] ?? -1; p >= 0; p = this.kolom.induk[p] ?? -1) out.unshift(p);
    return out;
  }

  /** Positions of the regions directly under `i` (a view, no copy). */
  anak(i: number): Int32Array {
    const bawah = this.perTingkat[this.tingkat(i)];
    if (!bawah) return new Int32Array(0);
    const kode = this.kode(i);
    // Children's codes sort between 'kode.' and 'kode/' ('/' follows '.' in ASCII).
    return bawah.subarray(this.batasBawah(bawah, `${kode}.`), this.batasBawah(bawah, `${kode}/`));
  }

  lipatan(i: number): string {
    const mulai = this.awal[i] ?? 0;
    const akhir = i + 1 < this.jumlah ? (this.awal[i + 1] ?? 0) - 1 : this.teks.length;
    return this.teks.slice(mulai, akhir);
  }

  inti(i: number): string {
    return this.intiKhusus.get(i) ?? this.lipatan(i);
  }

  /** Whether `kata` occurs in the folded name of `i` where a word of the name starts. */
  diAwalKata(i: number, kata: string): boolean {
    const mulai = this.awal[i] ?? 0;
    const nama = this.lipatan(i);
    for (let p = nama.indexOf(kata); p >= 0; p = nama.indexOf(kata, p + 1)) {
      if (this.awalKata[mulai + p] === 1) return true;
    }
    return false;
  }

  /** The region whose folded name covers a position in `teks`. */
  posisiTeks(p: number): number {
    let lo = 0;
    let hi = this.jumlah - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((this.awal[mid] ?? 0) <= p) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private batasBawah(posisi: Int32Array, kode: string): number {
    let lo = 0;
    let hi = posisi.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.bandingKode(posisi[mid] ?? 0, kode) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
