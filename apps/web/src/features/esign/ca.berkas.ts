import { caImporSchema } from '@rawat/domain';

/** Room left in the contract's limit for the data URL's `data:…;base64,` prefix. */
const AWALAN_MAKS = 64;

/**
 * The largest PKCS#12 file the contract takes: its limit is on the base64 data URL (4 characters
 * per 3 bytes), so the file itself must be about a quarter smaller.
 */
export const P12_MAKS_BYTE =
  Math.floor(((caImporSchema.shape.berkas.maxLength ?? 1024 * 1024) - AWALAN_MAKS) / 4) * 3;

/** '768 KB', '1,2 MB': a file size as an administrator reads it. */
export function ukuranBerkas(byte: number): string {
  if (byte < 1024) return `${byte} byte`;
  if (byte < 1024 * 1024) return `${Math.round(byte / 1024)} KB`;
  return `${(byte / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
}

/**
 * A chosen .p12/.pfx file as a base64 data URL, for `esignApi.caImpor`. Throws an Indonesian
 * message for a file that is not PKCS#12 by its name or too large for the contract.
 */
export function bacaBerkasP12(file: File): Promise<string> {
  if (!/\.(p12|pfx)$/i.test(file.name)) {
    return Promise.reject(new Error('Pilih berkas PKCS#12 yang berakhiran .p12 atau .pfx.'));
  }
  if (file.size === 0) return Promise.reject(new Error('Berkas kosong. Pilih berkas PKCS#12 lain.'));
  if (file.size > P12_MAKS_BYTE) {
    return Promise.reject(
      new Error(
        `Berkas terlalu besar (${ukuranBerkas(file.size)}; maks. ${ukuranBerkas(P12_MAKS_BYTE)}). ` +
          'Berkas PKCS#12 sebuah CA biasanya hanya beberapa KB: periksa lagi berkas yang dipilih.',
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const pembaca = new FileReader();
    pembaca.onload = () =>
      typeof pembaca.result === 'string'
        ? resolve(pembaca.result)
        : reject(new Error('Berkas tidak dapat dibaca.'));
    pembaca.onerror = () => reject(new Error('Berkas tidak dapat dibaca. Coba pilih lagi.'));
    pembaca.readAsDataURL(file);
  });
}

/**
 * A SHA-256 fingerprint in 16 groups of 4 upper-case hex digits, two rows of 8, so two people can
 * read it to each other over the phone and compare it with the one their PDF reader shows.
 */
export function kelompokSidik(hex: string): string[] {
  const grup =
    hex
      .toUpperCase()
      .replace(/[^0-9A-F]/g, '')
      .match(/.{1,4}/g) ?? [];
  return [grup.slice(0, 8).join(' '), grup.slice(8).join(' ')].filter(Boolean);
}
