import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * E-Klaim's payload encryption (Manual Web Service E-Klaim, "III. Enkripsi / Dekripsi" and the
 * catalogue of encryption functions; docs/eklaim.md): the hospital's Encryption Key is 64 hex
 * characters (256 bits); the JSON is encrypted with AES-256-CBC (PKCS#7 padding) under a random
 * 16-byte IV; the signature is the first 10 bytes of HMAC-SHA256(ciphertext) under the same key;
 * signature ‖ IV ‖ ciphertext is base64-encoded in 76-character lines (PHP's chunk_split, CRLF).
 * Requests are posted as that text; answers come wrapped in
 * "----BEGIN ENCRYPTED DATA----" / "----END ENCRYPTED DATA----" lines.
 */

export const AWAL_TERSANDI = '----BEGIN ENCRYPTED DATA----';
export const AKHIR_TERSANDI = '----END ENCRYPTED DATA----';

const PANJANG_TANDA = 10;
const PANJANG_IV = 16;

/** The key as bytes; throws unless it is 64 hex characters (E-Klaim's "Needs a 256-bit key!"). */
export function kunciBiner(kunciHex: string): Buffer {
  const bersih = kunciHex.trim();
  if (!/^[0-9a-fA-F]{64}$/.test(bersih))
    throw new Error('Kunci enkripsi E-Klaim harus 64 karakter heksadesimal (256 bit)');
  return Buffer.from(bersih, 'hex');
}

/** Whether a text is a usable E-Klaim key (64 hex characters). */
export const kunciSah = (kunciHex: string) => /^[0-9a-fA-F]{64}$/.test(kunciHex.trim());

const tanda = (kunci: Buffer, tersandi: Buffer) =>
  createHmac('sha256', kunci).update(tersandi).digest().subarray(0, PANJANG_TANDA);

/** PHP's chunk_split(): 76-character lines, each ended by CRLF. */
function potongBaris(b64: string): string {
  let hasil = '';
  for (let i = 0; i < b64.length; i += 76) hasil += `${b64.slice(i, i + 76)}\r\n`;
  return hasil;
}

/** inacbg_encrypt: the text to post (or to wrap as an answer). `iv` only for known-vector tests. */
export function sandiEklaim(teks: string, kunciHex: string, iv: Buffer = randomBytes(PANJANG_IV)): string {
  const kunci = kunciBiner(kunciHex);
  if (iv.length !== PANJANG_IV) throw new Error('IV harus 16 bita');
  const sandi = createCipheriv('aes-256-cbc', kunci, iv);
  const tersandi = Buffer.concat([sandi.update(Buffer.from(teks, 'utf8')), sandi.final()]);
  return potongBaris(Buffer.concat([tanda(kunci, tersandi), iv, tersandi]).toString('base64'));
}

/** Why a payload could not be opened: E-Klaim's SIGNATURE_NOT_MATCH, or not E-Klaim's format at all. */
export class GalatSandiEklaim extends Error {
  constructor(
    readonly alasan: 'TANDA_TIDAK_COCOK' | 'FORMAT',
    message: string,
  ) {
    super(message);
    this.name = 'GalatSandiEklaim';
  }
}

/** Strips the BEGIN/END lines (when present) and the line breaks, leaving the base64. */
export function bukaBungkus(teks: string): string {
  return teks.replace(AWAL_TERSANDI, '').replace(AKHIR_TERSANDI, '').replace(/\s+/g, '');
}

/**
 * inacbg_decrypt: the plain text of a payload (wrapped or not). A payload whose signature does not
 * match — another key, or changed on the way — is refused before anything is decrypted, as E-Klaim
 * does against padding-oracle attacks.
 */
export function bukaSandiEklaim(teks: string, kunciHex: string): string {
  const kunci = kunciBiner(kunciHex);
  const b64 = bukaBungkus(teks);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64))
    throw new GalatSandiEklaim('FORMAT', 'Data terenkripsi E-Klaim tidak dikenali');
  const data = Buffer.from(b64, 'base64');
  const tersandi = data.subarray(PANJANG_TANDA + PANJANG_IV);
  if (tersandi.length === 0 || tersandi.length % 16 !== 0)
    throw new GalatSandiEklaim('FORMAT', 'Data terenkripsi E-Klaim tidak dikenali');
  const tandaKirim = data.subarray(0, PANJANG_TANDA);
  if (!timingSafeEqual(tandaKirim, tanda(kunci, tersandi)))
    throw new GalatSandiEklaim('TANDA_TIDAK_COCOK', 'SIGNATURE_NOT_MATCH');
  const iv = data.subarray(PANJANG_TANDA, PANJANG_TANDA + PANJANG_IV);
  try {
    const buka = createDecipheriv('aes-256-cbc', kunci, iv);
    return Buffer.concat([buka.update(tersandi), buka.final()]).toString('utf8');
  } catch {
    throw new GalatSandiEklaim('FORMAT', 'Data terenkripsi E-Klaim tidak dapat dibuka');
  }
}

/** An answer as E-Klaim sends it: the encrypted text between the BEGIN and END lines. */
export function bungkusJawaban(teks: string, kunciHex: string): string {
  return `${AWAL_TERSANDI}\r\n${sandiEklaim(teks, kunciHex)}${AKHIR_TERSANDI}\r\n`;
}
