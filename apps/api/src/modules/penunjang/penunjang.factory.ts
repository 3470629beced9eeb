import { queryRows, type TestApp } from '../../test/harness.ts';
import { pemanggil } from '../kunjungan/kunjungan.factory.ts';

/** The uid of an active catalogue row by its code (pemeriksaan_lab, paket_lab, pemeriksaan_radiologi). */
export async function uidKode(t: TestApp, tabel: string, kode: string): Promise<string> {
  const [r] = await queryRows<{ uid: string }>(
    t,
    `select uid from ${tabel} where kode = '${kode}' and status = 'AKTIF'`,
  );
  if (!r) throw new Error(`${tabel} ${kode}`);
  return r.uid;
}

/** Sets the patient's sex and birth date straight in the table (range selection cases). */
export async function ubahPasien(t: TestApp, pasienUid: string, jk: 'L' | 'P', lahir: string) {
  await queryRows(
    t,
    `update pasien set jenis_kelamin = '${jk}', tanggal_lahir = '${lahir}' where uid = '${pasienUid}'`,
  );
}

/** A lab or radiology order written by the doctor through the chart API; its uid and number. */
export async function buatOrderUji(
  t: TestApp,
  cookieDokter: string,
  layananUid: string,
  body: { jenis: 'LABOR' | 'RADIOLOGI'; items: object[]; cito?: boolean; catatan_klinis?: string },
): Promise<{ uid: string; nomor: string }> {
  const res = await pemanggil(t)('POST', `/pelayanan/${layananUid}/order`, cookieDokter, body);
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const o = res.json().respon;
  return { uid: o.uid, nomor: o.nomor };
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(field: string, nama: string, isi: Buffer, mime = 'application/octet-stream') {
  const batas = `----rawat${Math.random().toString(16).slice(2)}`;
  const kepala = Buffer.from(
    `--${batas}\r\nContent-Disposition: form-data; name="${field}"; filename="${nama}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const ekor = Buffer.from(`\r\n--${batas}--\r\n`);
  return {
    payload: Buffer.concat([kepala, isi, ekor]),
    headers: { 'content-type': `multipart/form-data; boundary=${batas}` },
  };
}

/** A small valid PNG (1 × 1 pixel), and a JPEG header padded to `ukuran` bytes. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const jpeg = (ukuran: number) => {
  const b = Buffer.alloc(ukuran, 0x20);
  b.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return b;
};
