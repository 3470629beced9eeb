import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dekripsi, enkripsi, muatKunciInduk } from '../../../platform/brankas.ts';
import { buatDokumen } from '../../../platform/pdf/pdf.dokumen.ts';
import { buatCaAkar, imporPkcs12, infoSertifikat, terbitkanSertifikat } from './ca.ts';
import { type OpsiTandaTangan, tandatanganiPdf } from './pades.ts';
import type { InfoSertifikat, KotakStempel, Kredensial } from './pki.types.ts';
import { verifikasiPdf } from './verifikasi.ts';

// Senin, 2 November 2026 14.00 WIB; signed five minutes later.
const sekarang = new Date('2026-11-02T07:00:00Z');
const waktu = new Date('2026-11-02T07:05:00Z');
const kotak: KotakStempel = { halaman: 0, x: 340, y: 560, lebar: 200, tinggi: 70 };
const DIUBAH = 'Dokumen telah diubah setelah ditandatangani';

const baris = (n: number) => Array.from({ length: n }, (_, i) => [i + 1, `Pemeriksaan ${i + 1}`, 'Normal']);
const dokumenUji = () =>
  buatDokumen({ judul: 'Hasil Laboratorium', dicetakPada: sekarang })
    .judul('HASIL LABORATORIUM', { sub: 'Nomor: LAB/0001' })
    .identitas([
      ['Nama Pasien', 'Siti Nurhaliza'],
      ['No. RM', '00-12-34'],
    ])
    .tabel(
      [
        { judul: 'No', rata: 'right' },
        { judul: 'Pemeriksaan', lebar: 5 },
        { judul: 'Hasil', lebar: 3 },
      ],
      baris(60),
    )
    .tandaTangan({ jabatan: 'Dokter Penanggung Jawab', nama: 'dr. Siti Nurhaliza, Sp.PK' })
    .selesai();

let ca: Kredensial;
let lain: Kredensial;
let penanda: Kredensial & InfoSertifikat;
let kedua: Kredensial & InfoSertifikat;
let asli: Buffer;
let bertanda: Buffer;
let opsi: OpsiTandaTangan;
const sementara = mkdtempSync(path.join(os.tmpdir(), 'rawat-pki-'));
const orang = (nama: string, nik: string, email: string) => ({
  nama,
  nik,
  email,
  organisasi: 'RSU Rawat Sehat',
});

beforeAll(async () => {
  // Keys are made in parallel (node:crypto's thread pool) to keep the file fast.
  [ca, lain, asli] = await Promise.all([
    buatCaAkar({ namaFaskes: 'RSU Rawat Sehat', sekarang }),
    buatCaAkar({ namaFaskes: 'RS Lain', sekarang }),
    dokumenUji(),
  ]);
  [penanda, kedua] = await Promise.all([
    terbitkanSertifikat(
      ca,
      orang('dr. Siti Nurhaliza, Sp.PK', '3273015508900001', 'siti@rsrawatsehat.co.id'),
      {
        sekarang,
      },
    ),
    terbitkanSertifikat(ca, orang('Ns. Budi Santoso', '3273011203850002', 'budi@rsrawatsehat.co.id'), {
      sekarang,
    }),
  ]);
  opsi = {
    penanda,
    rantai: [ca.sertifikatPem],
    waktu,
    nama: penanda.namaUmum,
    alasan: 'Hasil telah divalidasi',
    lokasi: 'Bandung',
    kotak,
  };
  bertanda = await tandatanganiPdf(asli, opsi);
});
afterAll(() => rmSync(sementara, { recursive: true, force: true }));

/** The /Rect of the signature widgets on one page. */
async function kotakWidget(pdf: Buffer, halaman: number): Promise<number[][]> {
  const doc = await PDFDocument.load(pdf);
  const annots = doc.getPage(halaman).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const rect = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('Rect'), PDFArray);
    return rect.asArray().map((n) => (n as PDFNumber).asNumber());
  });
}

describe('CA and certificates', () => {
  it('makes a root CA and issues a signing certificate that chains to it', () => {
    const akar = new X509Certificate(ca.sertifikatPem);
    const ee = new X509Certificate(penanda.sertifikatPem);
    expect(akar.ca).toBe(true);
    expect(akar.verify(akar.publicKey)).toBe(true);
    expect(akar.subject).toBe('C=ID\nO=RSU Rawat Sehat\nCN=RSU Rawat Sehat Root CA');
    expect(ee.ca).toBe(false);
    expect(ee.checkIssued(akar)).toBe(true);
    expect(ee.verify(akar.publicKey)).toBe(true);
    expect(ee.keyUsage).toEqual(expect.arrayContaining(['1.3.6.1.5.5.7.3.4', '1.3.6.1.4.1.311.10.3.12']));
    expect(ee.subjectAltName).toBe('email:siti@rsrawatsehat.co.id');
    expect(penanda.namaUmum).toBe('dr. Siti Nurhaliza, Sp.PK');
    expect(penanda.subjek).toContain('SERIALNUMBER=3273015508900001');
    expect(penanda.penerbit).toBe('CN=RSU Rawat Sehat Root CA, O=RSU Rawat Sehat, C=ID');
    expect(penanda.serial).toMatch(/^[0-9A-F]{32}$/);
    expect(penanda.berlakuMulai).toEqual(new Date(sekarang.getTime() - 5 * 60_000));
    expect(penanda.berlakuSampai).toEqual(new Date(sekarang.getTime() + 730 * 86_400_000));
    expect(infoSertifikat(penanda.sertifikatPem)).toEqual(infoSertifikat(penanda.sertifikatPem));
    expect(penanda.sha256).toBe(ee.fingerprint256.replaceAll(':', '').toLowerCase());
  });
});

describe('PAdES signing and verification', () => {
  it('signs the PDF the app makes, and the signature is sah, with signer, time and trust', async () => {
    const hasil = await verifikasiPdf(bertanda, [ca.sertifikatPem]);
    expect(hasil.masalah).toEqual([]);
    expect(hasil.sah).toBe(true);
    expect(hasil.tandaTangan).toHaveLength(1);
    const [tt] = hasil.tandaTangan;
    expect(tt).toMatchObject({
      nama: 'dr. Siti Nurhaliza, Sp.PK',
      alasan: 'Hasil telah divalidasi',
      waktu,
      utuh: true,
    });
    expect(tt).toMatchObject({ tepercaya: true, mencakupSeluruh: true, sah: true });
    expect(tt?.sertifikat?.sha256).toBe(penanda.sha256);
    // An incremental update: the original bytes are untouched.
    expect(bertanda.subarray(0, asli.length).equals(asli)).toBe(true);
    expect(bertanda.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    // Same inputs, same bytes (PKCS#1 v1.5, /M from the input).
    expect((await tandatanganiPdf(asli, opsi)).equals(bertanda)).toBe(true);
  });

  it('places the widget on the page, the top-left box turned into PDF space', async () => {
    const tinggi = (await PDFDocument.load(asli)).getPage(0).getMediaBox().height;
    expect(await kotakWidget(bertanda, 0)).toEqual([[340, tinggi - 560 - 70, 540, tinggi - 560]]);
    // The 80 mm roll crops its MediaBox from the bottom: the box still hangs from the top.
    const struk = await buatDokumen({ judul: 'Kuitansi', kertas: '80mm' }).judul('KUITANSI').selesai();
    const media = (await PDFDocument.load(struk)).getPage(0).getMediaBox();
    expect(media.y).toBeGreaterThan(0);
    const k = { halaman: 0, x: 10, y: 20, lebar: 100, tinggi: 40 };
    const strukBertanda = await tandatanganiPdf(struk, { ...opsi, kotak: k });
    const atas = media.y + media.height;
    expect(await kotakWidget(strukBertanda, 0)).toEqual([[10, atas - 60, 110, atas - 20]]);
    await expect(tandatanganiPdf(struk, { ...opsi, kotak: { ...k, halaman: 3 } })).rejects.toThrow(
      /Halaman 4 tidak ada/,
    );
  });

  it('writes the PAdES B-B signed attributes: no signing-time, signing-certificate-v2 of the signer', async () => {
    const [, , b = 0, c = 0] = (
      /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(bertanda.toString('latin1')) ?? []
    ).map(Number);
    const cms = Buffer.from(bertanda.subarray(b + 1, c - 1).toString('latin1'), 'hex');
    const ci = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(cms)).result });
    const sd = new pkijs.SignedData({ schema: ci.content });
    const atribut = sd.signerInfos[0]?.signedAttrs?.attributes.map((a) => a.type) ?? [];
    expect(atribut.sort()).toEqual([
      '1.2.840.113549.1.9.16.2.47',
      '1.2.840.113549.1.9.3',
      '1.2.840.113549.1.9.4',
    ]);
    expect(sd.certificates).toHaveLength(2);
  });

  it('is not tepercaya against another root', async () => {
    const hasil = await verifikasiPdf(bertanda, [lain.sertifikatPem]);
    expect(hasil.sah).toBe(false);
    expect(hasil.tandaTangan[0]).toMatchObject({ utuh: true, tepercaya: false, sah: false });
    expect(hasil.masalah.join()).toMatch(/CA tepercaya/);
  });

  it('is not sah when any one byte inside a signed range changes', async () => {
    const teks = bertanda.toString('latin1');
    const update = asli.length;
    const posisi = {
      'page content': Math.floor(asli.length / 2),
      '/ByteRange digit': teks.indexOf('/ByteRange [', update) + 13,
      '/M digit': teks.indexOf('/M (D:', update) + 8,
      'widget /Rect': teks.indexOf('/Rect [', update) + 8,
      startxref: teks.lastIndexOf('startxref') + 11,
      'last byte': bertanda.length - 1,
    };
    for (const [bagian, i] of Object.entries(posisi)) {
      const ubah = Buffer.from(bertanda);
      ubah[i] = (ubah[i] ?? 0) ^ 0x01;
      const hasil = await verifikasiPdf(ubah, [ca.sertifikatPem]);
      expect(hasil.sah, bagian).toBe(false);
      expect(hasil.masalah.length, bagian).toBeGreaterThan(0);
    }
    const ubah = Buffer.from(bertanda);
    const i = posisi['page content'];
    ubah[i] = (ubah[i] ?? 0) ^ 0x01;
    const hasil = await verifikasiPdf(ubah, [ca.sertifikatPem]);
    expect(hasil.tandaTangan[0]).toMatchObject({ utuh: false, sah: false });
    expect(hasil.tandaTangan[0]?.masalah).toContain(DIUBAH);
  });

  it('is not sah when the signature bytes themselves change', async () => {
    const [, , b = 0, c = 0] = (
      /\/ByteRange \[(\d+) (\d+) (\d+)/.exec(bertanda.toString('latin1')) ?? []
    ).map(Number);
    const ubah = Buffer.from(bertanda);
    // A hex digit in the RSA signature, the last thing in the CMS before the zero padding.
    const posisi = bertanda.indexOf('0'.repeat(64), b) - 10;
    expect(posisi > b && posisi < c).toBe(true);
    ubah[posisi] = ubah[posisi] === 0x61 ? 0x62 : 0x61;
    const hasil = await verifikasiPdf(ubah, [ca.sertifikatPem]);
    expect(hasil.sah).toBe(false);
    expect(hasil.tandaTangan[0]?.utuh).toBe(false);
  });

  it('is not sah when anything but a signature is appended', async () => {
    const tambahan = Buffer.from('\n11 0 obj\n<< /Title (Hasil palsu) >>\nendobj\n');
    const hasil = await verifikasiPdf(Buffer.concat([bertanda, tambahan]), [ca.sertifikatPem]);
    expect(hasil.sah).toBe(false);
    expect(hasil.tandaTangan[0]).toMatchObject({ utuh: true, mencakupSeluruh: false, sah: false });
  });

  it('says an unsigned PDF has no signature', async () => {
    expect(await verifikasiPdf(asli, [ca.sertifikatPem])).toEqual({
      tandaTangan: [],
      sah: false,
      masalah: ['Dokumen tidak memiliki tanda tangan elektronik'],
    });
  });

  it('is not tepercaya when the certificate had expired at the time asked', async () => {
    const hasil = await verifikasiPdf(bertanda, [ca.sertifikatPem], {
      pada: new Date('2029-01-01T00:00:00Z'),
    });
    expect(hasil.sah).toBe(false);
    expect(hasil.tandaTangan[0]?.masalah).toContain(
      'Sertifikat penanda tidak berlaku pada waktu penandatanganan',
    );
  });

  it('adds a second signer on another page without breaking the first', async () => {
    const k = { halaman: 1, x: 50, y: 100, lebar: 150, tinggi: 50 };
    const dua = await tandatanganiPdf(bertanda, { ...opsi, penanda: kedua, nama: kedua.namaUmum, kotak: k });
    const hasil = await verifikasiPdf(dua, [ca.sertifikatPem]);
    expect(hasil.masalah).toEqual([]);
    expect(hasil.sah).toBe(true);
    expect(hasil.tandaTangan.map((t) => [t.nama, t.sah, t.mencakupSeluruh])).toEqual([
      ['dr. Siti Nurhaliza, Sp.PK', true, true],
      ['Ns. Budi Santoso', true, true],
    ]);
    expect(await kotakWidget(dua, 1)).toHaveLength(1);
    const terakhir = await verifikasiPdf(Buffer.concat([dua, Buffer.from('\n%tambahan\n')]), [
      ca.sertifikatPem,
    ]);
    expect(terakhir.tandaTangan.map((t) => t.mencakupSeluruh)).toEqual([false, false]);
  });
});

describe('brankas (private keys at rest)', () => {
  const kunci = randomBytes(32);

  it('round-trips, and refuses a wrong key or a changed text', () => {
    const teks = enkripsi(kunci, penanda.kunciPrivatPem);
    expect(teks).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(teks).not.toBe(enkripsi(kunci, penanda.kunciPrivatPem));
    expect(dekripsi(kunci, teks).toString()).toBe(penanda.kunciPrivatPem);
    expect(() => dekripsi(randomBytes(32), teks)).toThrow(/kunci induk salah/);
    const bagian = teks.split('.');
    const isi = Buffer.from(bagian[3] ?? '', 'base64url');
    isi[0] = (isi[0] ?? 0) ^ 1;
    expect(() => dekripsi(kunci, [...bagian.slice(0, 3), isi.toString('base64url')].join('.'))).toThrow(
      /diubah/,
    );
  });

  it('creates the master key file once (0600) and returns the same key next time; env wins', async () => {
    const berkas = path.join(sementara, 'data', 'kunci-induk');
    const pertama = await muatKunciInduk({ berkas });
    expect(pertama).toHaveLength(32);
    expect(statSync(berkas).mode & 0o777).toBe(0o600);
    expect((await muatKunciInduk({ berkas })).equals(pertama)).toBe(true);
    expect((await muatKunciInduk({ env: kunci.toString('base64'), berkas })).equals(kunci)).toBe(true);
    await expect(muatKunciInduk({ env: 'bukan-kunci', berkas })).rejects.toThrow(/RAWAT_KUNCI_INDUK/);
  });
});

describe('imporPkcs12', () => {
  it('imports a CA from a PKCS#12 that can then issue; a wrong password throws', async () => {
    const dir = mkdtempSync(path.join(sementara, 'p12-'));
    writeFileSync(path.join(dir, 'ca.pem'), ca.sertifikatPem);
    writeFileSync(path.join(dir, 'ca.key'), ca.kunciPrivatPem);
    // OpenSSL 3's defaults: AES-256-CBC, PBKDF2, SHA-256 MAC.
    const p12 = path.join(dir, 'ca.p12');
    execFileSync(
      'openssl',
      ['pkcs12', '-export', '-in', 'ca.pem', '-inkey', 'ca.key', '-out', p12, '-passout', 'pass:rahasia'],
      { cwd: dir },
    );
    const impor = await imporPkcs12(readFileSync(p12), 'rahasia');
    expect(infoSertifikat(impor.sertifikatPem).sha256).toBe(infoSertifikat(ca.sertifikatPem).sha256);
    expect(impor.rantai).toEqual([]);
    const ee = await terbitkanSertifikat(
      impor,
      { nama: 'A', nik: '1', email: 'a@rs.id', organisasi: 'RS' },
      { sekarang },
    );
    expect(
      new X509Certificate(ee.sertifikatPem).verify(new X509Certificate(ca.sertifikatPem).publicKey),
    ).toBe(true);
    await expect(imporPkcs12(readFileSync(p12), 'salah')).rejects.toThrow(/kata sandi salah/);

    // A legacy (3DES) file as older Windows exports, holding a signing certificate but no CA.
    const bukanCa = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(penanda.kunciPrivatPem),
      [forge.pki.certificateFromPem(penanda.sertifikatPem)],
      'rahasia',
      { algorithm: '3des' },
    );
    const lama = Buffer.from(forge.asn1.toDer(bukanCa).getBytes(), 'binary');
    await expect(imporPkcs12(lama, 'rahasia')).rejects.toThrow(/tidak berisi sertifikat CA/);
  });
});

const adaPerintah = (perintah: string) =>
  spawnSync(perintah, ['-h'], { stdio: 'ignore' }).error === undefined;
const adaPdfsig = adaPerintah('pdfsig') && adaPerintah('certutil');
const wajibPdfsig = process.env.RAWAT_WAJIB_PDFSIG === '1';

describe.skipIf(!adaPdfsig && !wajibPdfsig)(
  'poppler pdfsig (NSS) checks the signature independently (skipped without pdfsig+certutil unless RAWAT_WAJIB_PDFSIG=1)',
  () => {
    it('says Signature is Valid and Certificate is Trusted; the changed copy is not valid', () => {
      expect(adaPdfsig, 'RAWAT_WAJIB_PDFSIG=1 tetapi pdfsig/certutil tidak terpasang').toBe(true);
      const dir = mkdtempSync(path.join(sementara, 'nss-'));
      writeFileSync(path.join(dir, 'root.pem'), ca.sertifikatPem);
      writeFileSync(path.join(dir, 'signed.pdf'), bertanda);
      const ubah = Buffer.from(bertanda);
      ubah[1000] = (ubah[1000] ?? 0) ^ 0x01;
      writeFileSync(path.join(dir, 'changed.pdf'), ubah);
      execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
      execFileSync('certutil', [
        '-A',
        '-d',
        `sql:${dir}`,
        '-n',
        'rawat-root',
        '-t',
        'CT,C,C',
        '-i',
        path.join(dir, 'root.pem'),
      ]);
      const pdfsig = (berkas: string) => {
        try {
          return execFileSync('pdfsig', ['-nssdir', `sql:${dir}`, path.join(dir, berkas)], {
            encoding: 'utf8',
          });
        } catch (e) {
          // pdfsig exits non-zero for an invalid signature; its report is what matters.
          return String((e as { stdout?: string }).stdout ?? '');
        }
      };
      const sah = pdfsig('signed.pdf');
      expect(sah).toContain('Signature Validation: Signature is Valid.');
      expect(sah).toContain('Certificate Validation: Certificate is Trusted.');
      expect(sah).toContain('Signer Certificate Common Name: dr. Siti Nurhaliza, Sp.PK');
      expect(sah).toContain('Total document signed');
      const rusak = pdfsig('changed.pdf');
      expect(rusak).toContain('Signature #1');
      expect(rusak).not.toContain('Signature is Valid.');
    });
  },
);
