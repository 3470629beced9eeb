const SATUAN = [
  'nol',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
] as const;

// Scales of 1000 up to triliun; the brief caps receipts there, so 1 kuadriliun and above is rejected.
const SKALA = ['', 'ribu', 'juta', 'miliar', 'triliun'] as const;

/** Largest amount terbilang accepts: 999.999.999.999.999 (just under 1 kuadriliun). */
export const TERBILANG_MAKS = 999_999_999_999_999;

function kata(n: number): string {
  return SATUAN[n] ?? '';
}

// Words for 0 < n < 1000.
function ratusan(n: number): string {
  const bagian: string[] = [];
  const ratus = Math.floor(n / 100);
  const sisa = n % 100;
  if (ratus === 1) bagian.push('seratus');
  else if (ratus > 1) bagian.push(`${kata(ratus)} ratus`);
  if (sisa > 0 && sisa < 12) bagian.push(kata(sisa));
  else if (sisa >= 12 && sisa < 20) bagian.push(`${kata(sisa - 10)} belas`);
  else if (sisa >= 20) {
    bagian.push(`${kata(Math.floor(sisa / 10))} puluh`);
    if (sisa % 10 > 0) bagian.push(kata(sisa % 10));
  }
  return bagian.join(' ');
}

/** Integer amount in Indonesian words: 1_200_000 → 'satu juta dua ratus ribu'; negatives start with 'minus'. */
export function terbilang(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError('Terbilang hanya untuk bilangan bulat.');
  if (Math.abs(n) > TERBILANG_MAKS) throw new RangeError('Terbilang maksimal 999 triliun lebih.');
  if (n === 0) return 'nol';
  if (n < 0) return `minus ${terbilang(-n)}`;
  const bagian: string[] = [];
  let sisa = n;
  let skala = 0;
  while (sisa > 0) {
    const grup = sisa % 1000;
    if (grup > 0) {
      const nama = SKALA[skala] ?? '';
      // 'seribu', not 'satu ribu'; larger scales keep 'satu' (satu juta, satu miliar).
      if (grup === 1 && skala === 1) bagian.unshift('seribu');
      else bagian.unshift(nama ? `${ratusan(grup)} ${nama}` : ratusan(grup));
    }
    sisa = Math.floor(sisa / 1000);
    skala++;
  }
  return bagian.join(' ');
}

/** Amount in words followed by 'rupiah', for receipts: 1000 → 'seribu rupiah'. */
export function terbilangRupiah(n: number): string {
  return `${terbilang(n)} rupiah`;
}
