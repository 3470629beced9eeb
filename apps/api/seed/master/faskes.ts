import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { faskes, faskesLogo } from '../../src/modules/master/faskes/faskes.tables.ts';

function potongan(jenis: string, isi: Buffer): Buffer {
  const panjang = Buffer.alloc(4);
  panjang.writeUInt32BE(isi.length);
  const badan = Buffer.concat([Buffer.from(jenis, 'latin1'), isi]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(badan));
  return Buffer.concat([panjang, badan, crc]);
}

/** A 96 px demo logo drawn in code (a green disc with a white cross), so no image file is shipped. */
export function logoDemo(): Buffer {
  const sisi = 96;
  const baris: Buffer[] = [];
  for (let y = 0; y < sisi; y++) {
    const b = Buffer.alloc(1 + sisi * 4); // filter byte 0, then RGBA
    for (let x = 0; x < sisi; x++) {
      const dx = x - sisi / 2 + 0.5;
      const dy = y - sisi / 2 + 0.5;
      const diDalam = dx * dx + dy * dy <= (sisi / 2 - 2) ** 2;
      const salib = (Math.abs(dx) < 10 && Math.abs(dy) < 30) || (Math.abs(dy) < 10 && Math.abs(dx) < 30);
      const warna = !diDalam ? [0, 0, 0, 0] : salib ? [255, 255, 255, 255] : [0, 121, 107, 255];
      b.set(warna, 1 + x * 4);
    }
    baris.push(b);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(sisi, 0);
  ihdr.writeUInt32BE(sisi, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    potongan('IHDR', ihdr),
    potongan('IDAT', deflateSync(Buffer.concat(baris))),
    potongan('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo hospital (in use) and its clinic, both in Kota Bandung (Kemendagri codes from
 * apps/api/data/wilayah). Idempotent: running it again adds nothing.
 */
export async function seedFaskes(tx: DbOrTx): Promise<void> {
  const [adaYangDigunakan] = await tx
    .select({ uid: faskes.uid })
    .from(faskes)
    .where(eq(faskes.digunakan, true))
    .limit(1);
  const baru = await tx
    .insert(faskes)
    .values([
      {
        kode: '3273015',
        nama: 'RSU Rawat Sehat',
        jenis: 'RSU',
        kelas_rs: 'C',
        no_izin: '503/0123-DPMPTSP/2024',
        izin_berlaku_sampai: '2029-06-30',
        alamat: 'Jl. Ir. H. Juanda No. 250',
        provinsi_kode: '32',
        kabupaten_kode: '32.73',
        kecamatan_kode: '32.73.02',
        desa_kode: '32.73.02.1004',
        kode_pos: '40135',
        telepon: '(022) 2501234',
        fax: '(022) 2501235',
        email: 'info@rsrawatsehat.co.id',
        website: 'rsrawatsehat.co.id',
        direktur: 'dr. Andi Wijaya, M.A.R.S.',
        nip_direktur: '197801012005011001',
        motto: 'Melayani dengan sepenuh hati',
        digunakan: !adaYangDigunakan,
      },
      {
        kode: '0123K001',
        nama: 'Klinik Utama Rawat Sehat',
        jenis: 'KLINIK_UTAMA',
        no_izin: '503/0456-DPMPTSP/2025',
        izin_berlaku_sampai: '2030-03-31',
        alamat: 'Jl. Dr. Djunjunan No. 88',
        provinsi_kode: '32',
        kabupaten_kode: '32.73',
        kecamatan_kode: '32.73.07',
        desa_kode: '32.73.07.1001',
        kode_pos: '40162',
        telepon: '(022) 6012345',
        email: 'klinik@rsrawatsehat.co.id',
        direktur: 'dr. Rina Kusumawati',
        keterangan: 'Klinik cabang; profil kedua untuk penerapan kedua',
      },
    ])
    .onConflictDoNothing()
    .returning({ uid: faskes.uid, kode: faskes.kode });
  const rs = baru.find((r) => r.kode === '3273015');
  if (rs) {
    const data = logoDemo();
    await tx
      .insert(faskesLogo)
      .values({ faskes_uid: rs.uid, mime: 'image/png', ukuran: data.length, data })
      .onConflictDoNothing();
  }
}
