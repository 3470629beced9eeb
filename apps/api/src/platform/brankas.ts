import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSI = 'v1';
const PANJANG_KUNCI = 32;

function periksaKunci(kunciInduk: Buffer): void {
  if (kunciInduk.length !== PANJANG_KUNCI) throw new Error('Kunci induk harus 32 bita (AES-256)');
}

/**
 * Encrypts a secret (a private key PEM) for storage: AES-256-GCM with a fresh 12-byte IV, as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The version lets a later scheme sit beside this one.
 */
export function enkripsi(kunciInduk: Buffer, isi: Buffer | string): string {
  periksaKunci(kunciInduk);
  const iv = randomBytes(12);
  const sandi = createCipheriv('aes-256-gcm', kunciInduk, iv);
  const teks = Buffer.concat([
    sandi.update(typeof isi === 'string' ? Buffer.from(isi, 'utf8') : isi),
    sandi.final(),
  ]);
  return [VERSI, iv, sandi.getAuthTag(), teks]
    .map((b) => (typeof b === 'string' ? b : b.toString('base64url')))
    .join('.');
}

/** The plaintext back; throws when the key is wrong or the text was changed (GCM's tag). */
export function dekripsi(kunciInduk: Buffer, teks: string): Buffer {
  periksaKunci(kunciInduk);
  const [versi, iv, tag, isi, ...sisa] = teks.split('.');
  if (versi !== VERSI || iv === undefined || tag === undefined || isi === undefined || sisa.length > 0)
    throw new Error('Format teks terenkripsi tidak dikenal');
  const bIv = Buffer.from(iv, 'base64url');
  const bTag = Buffer.from(tag, 'base64url');
  // A shortened tag would weaken GCM's check: accept only the full 16 bytes.
  if (bIv.length !== 12 || bTag.length !== 16) throw new Error('Format teks terenkripsi tidak dikenal');
  const buka = createDecipheriv('aes-256-gcm', kunciInduk, bIv, { authTagLength: 16 });
  buka.setAuthTag(bTag);
  try {
    return Buffer.concat([buka.update(Buffer.from(isi, 'base64url')), buka.final()]);
  } catch {
    throw new Error('Gagal membuka data terenkripsi: kunci induk salah atau data telah diubah');
  }
}

/**
 * The master key that encrypts the signers' private keys. RAWAT_KUNCI_INDUK (base64 of 32 bytes)
 * wins, for deployments that keep secrets outside the data folder; otherwise a file beside the
 * data, made on first start with mode 0600. Losing it loses every stored private key.
 */
export async function muatKunciInduk(opsi: { env?: string | undefined; berkas: string }): Promise<Buffer> {
  const env = opsi.env?.trim();
  if (env) {
    const kunci = Buffer.from(env, 'base64');
    // Buffer.from ignores characters that are not base64; a round trip shows the text was clean.
    const bersih = env.replace(/=+$/, '') === kunci.toString('base64').replace(/=+$/, '');
    if (kunci.length !== PANJANG_KUNCI || !bersih)
      throw new Error(
        'RAWAT_KUNCI_INDUK harus berisi 32 bita acak dalam base64 (contoh: openssl rand -base64 32)',
      );
    return kunci;
  }
  try {
    const isi = await readFile(opsi.berkas);
    if (isi.length !== PANJANG_KUNCI)
      throw new Error(`Berkas kunci induk ${opsi.berkas} rusak: harus 32 bita`);
    return isi;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(path.dirname(opsi.berkas), { recursive: true });
  const kunci = randomBytes(PANJANG_KUNCI);
  // Written aside, then linked into place: link fails when the name exists, so two processes
  // starting at once agree on one key, and none reads a half-written file.
  const sementara = `${opsi.berkas}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(sementara, kunci, { mode: 0o600, flag: 'wx' });
  try {
    await link(sementara, opsi.berkas);
    return kunci;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return muatKunciInduk({ berkas: opsi.berkas });
  } finally {
    await unlink(sementara);
  }
}
