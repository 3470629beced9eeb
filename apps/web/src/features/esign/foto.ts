import { FOTO_PENANDA_MAKS_BYTE } from '@rawat/domain';

/** Longest side of a photo sent for verification: a KTP stays legible, the upload stays small. */
export const FOTO_SISI_MAKS = 1600;

const ukuranDataUrl = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/**
 * A chosen photo as a JPEG data URL no larger than FOTO_SISI_MAKS on its longest side (a phone's
 * 12 MP photo becomes a few hundred KB). Throws an Indonesian message for what cannot be used.
 */
export async function siapkanFoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error('Berkas harus berupa foto (JPG atau PNG).');
  let gambar: ImageBitmap;
  try {
    gambar = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC from an iPhone's gallery, or a damaged file: the browser cannot draw it.
    throw new Error('Foto tidak dapat dibaca. Gunakan foto berformat JPG atau PNG.');
  }
  const skala = Math.min(1, FOTO_SISI_MAKS / Math.max(gambar.width, gambar.height));
  const kanvas = document.createElement('canvas');
  kanvas.width = Math.max(1, Math.round(gambar.width * skala));
  kanvas.height = Math.max(1, Math.round(gambar.height * skala));
  const ctx = kanvas.getContext('2d');
  if (!ctx) {
    gambar.close();
    throw new Error('Peramban tidak dapat mengolah foto. Coba peramban lain.');
  }
  // A transparent PNG would turn black in a JPEG.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, kanvas.width, kanvas.height);
  ctx.drawImage(gambar, 0, 0, kanvas.width, kanvas.height);
  gambar.close();
  for (const mutu of [0.85, 0.72, 0.6]) {
    const url = kanvas.toDataURL('image/jpeg', mutu);
    if (ukuranDataUrl(url) <= FOTO_PENANDA_MAKS_BYTE) return url;
  }
  throw new Error('Foto terlalu besar. Pilih foto lain.');
}
