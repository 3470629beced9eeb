import { createHash, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import { PDFContext, PDFDict, PDFHexString, PDFName, PDFObjectParser, PDFString } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { infoSertifikat, keArrayBuffer, sertifikatPkijs } from './ca.ts';
import { type InfoSertifikat, OID } from './pki.types.ts';

export interface HasilTandaTangan {
  nama: string | null;
  waktu: Date | null;
  alasan: string | null;
  sertifikat: InfoSertifikat | null;
  /** the digest of the byte ranges equals the signed message-digest and the CMS signature verifies with the signer's key */
  utuh: boolean;
  /** this signature's ByteRange ends at the end of the file (nothing appended after it except a later signature's incremental update) */
  mencakupSeluruh: boolean;
  /** the signer's certificate chains to one of akarTepercaya and was valid at the signing time */
  tepercaya: boolean;
  sah: boolean;
  /** why not, in Indonesian, e.g. 'Dokumen telah diubah setelah ditandatangani' */
  masalah: string[];
}

export interface HasilVerifikasiPdf {
  tandaTangan: HasilTandaTangan[];
  /** true only when there is ≥1 signature, every one sah, and the last covers the whole file */
  sah: boolean;
  masalah: string[];
}

const TIDAK_BERTANDA_TANGAN = 'Dokumen tidak memiliki tanda tangan elektronik';
const DIUBAH = 'Dokumen telah diubah setelah ditandatangani';
const HASH: Record<string, string> = {
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

interface Temuan {
  rentang: [number, number, number, number];
  kamus: PDFDict | null;
}

/**
 * Every signature dictionary in the raw bytes: each `/ByteRange [a b c d]`, with the dictionary
 * around it parsed for /Name, /M and /Reason (the gap itself is checked later). Reading the bytes
 * rather than the object tree also finds a signature that a later update hid.
 */
function cariTandaTangan(pdf: Buffer): Temuan[] {
  const teks = pdf.toString('latin1');
  const temuan: Temuan[] = [];
  for (const m of teks.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const rentang = [m[1], m[2], m[3], m[4]].map(Number) as Temuan['rentang'];
    // /Contents may come before /ByteRange; the object starts before both.
    const cari = Math.min(m.index, rentang[1]);
    const awal = [...teks.slice(Math.max(0, cari - 4096), cari).matchAll(/\d+\s+\d+\s+obj\b/g)].at(-1);
    const akhir = teks.indexOf('endobj', Math.max(m.index, rentang[2]));
    let kamus: PDFDict | null = null;
    if (awal && akhir > 0) {
      const mulai = Math.max(0, cari - 4096) + awal.index + awal[0].length;
      try {
        const obj = PDFObjectParser.forBytes(pdf.subarray(mulai, akhir), PDFContext.create()).parseObject();
        if (obj instanceof PDFDict) kamus = obj;
      } catch {
        kamus = null;
      }
    }
    temuan.push({ rentang, kamus });
  }
  return temuan;
}

function teksKamus(kamus: PDFDict | null, kunci: string): string | null {
  const v = kamus?.get(PDFName.of(kunci));
  return v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : null;
}

function waktuKamus(kamus: PDFDict | null): Date | null {
  const v = kamus?.get(PDFName.of('M'));
  if (!(v instanceof PDFString || v instanceof PDFHexString)) return null;
  try {
    const d = v.decodeDate();
    return Number.isNaN(d.getTime()) ? null : d;
  } catch {
    return null;
  }
}

/** The CMS bytes in the gap `<…>` (zero padding after the DER dropped), or null when the gap is not a hex string. */
function isiCelah(pdf: Buffer, [a, b, c, d]: Temuan['rentang']): Buffer | null {
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d > pdf.length) return null;
  const celah = pdf.subarray(b, c).toString('latin1');
  if (!/^<[0-9A-Fa-f\s]*>$/.test(celah)) return null;
  const hex = celah.slice(1, -1).replace(/\s/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

const nilaiAtribut = (si: pkijs.SignerInfo, oid: string) =>
  si.signedAttrs?.attributes.find((a) => a.type === oid)?.values[0] as asn1js.BaseBlock | undefined;

/** The hash in ESS signing-certificate-v2 when it uses SHA-256 (the only hash we write). */
function hashSertifikatEss(si: pkijs.SignerInfo): Buffer | null {
  const v = nilaiAtribut(si, OID.signingCertificateV2);
  const certs = v instanceof asn1js.Sequence ? v.valueBlock.value[0] : undefined;
  const id = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  if (!(id instanceof asn1js.Sequence)) return null;
  const [pertama, kedua] = id.valueBlock.value;
  // hashAlgorithm is absent when it is the default SHA-256; present, it comes before the hash.
  if (pertama instanceof asn1js.OctetString) return Buffer.from(pertama.valueBlock.valueHexView);
  const alg = pertama ? new pkijs.AlgorithmIdentifier({ schema: pertama }) : null;
  if (alg?.algorithmId === OID.sha256 && kedua instanceof asn1js.OctetString)
    return Buffer.from(kedua.valueBlock.valueHexView);
  return null;
}

async function periksaSatu(
  pdf: Buffer,
  t: Temuan,
  akar: pkijs.Certificate[],
  pada: Date | undefined,
): Promise<Omit<HasilTandaTangan, 'mencakupSeluruh' | 'sah'>> {
  const nama = teksKamus(t.kamus, 'Name');
  const waktu = waktuKamus(t.kamus);
  const dasar = {
    nama,
    waktu,
    alasan: teksKamus(t.kamus, 'Reason'),
    sertifikat: null,
    utuh: false,
    tepercaya: false,
  };
  const cms = isiCelah(pdf, t.rentang);
  if (!cms) return { ...dasar, masalah: ['Struktur tanda tangan dalam PDF rusak'] };

  let sd: pkijs.SignedData;
  let si: pkijs.SignerInfo | undefined;
  try {
    // asn1js reads one DER value and ignores the zero padding after it.
    const ci = new pkijs.ContentInfo({ schema: asn1js.fromBER(keArrayBuffer(cms)).result });
    if (ci.contentType !== OID.signedData) throw new Error('bukan SignedData');
    sd = new pkijs.SignedData({ schema: ci.content });
    si = sd.signerInfos[0];
  } catch {
    return { ...dasar, masalah: ['Data tanda tangan (CMS) tidak dapat dibaca'] };
  }
  if (!si || sd.signerInfos.length !== 1)
    return { ...dasar, masalah: ['Data tanda tangan harus berisi tepat satu penanda'] };
  const sid = si.sid;
  const penanda = (sd.certificates ?? []).find(
    (c): c is pkijs.Certificate =>
      c instanceof pkijs.Certificate &&
      sid instanceof pkijs.IssuerAndSerialNumber &&
      c.issuer.isEqual(sid.issuer) &&
      c.serialNumber.isEqual(sid.serialNumber),
  );
  if (!penanda) return { ...dasar, masalah: ['Sertifikat penanda tidak disertakan dalam tanda tangan'] };
  const derPenanda = Buffer.from(penanda.toSchema().toBER(false));
  const sertifikat = infoSertifikat(new X509Certificate(derPenanda).toString());
  const masalah: string[] = [];

  // Integrity: the signed ranges hash to the signed message-digest, and the signature verifies.
  const [, b, c, d] = t.rentang;
  const data = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
  const hash = HASH[si.digestAlgorithm.algorithmId];
  const md = nilaiAtribut(si, OID.messageDigest);
  let utuh = false;
  if (!hash) masalah.push('Algoritma hash tanda tangan tidak didukung');
  else if (!(md instanceof asn1js.OctetString)) masalah.push('Atribut message-digest tidak ada');
  else if (!createHash(hash).update(data).digest().equals(Buffer.from(md.valueBlock.valueHexView)))
    masalah.push(DIUBAH);
  else {
    const ess = hashSertifikatEss(si);
    if (ess && !ess.equals(createHash('sha256').update(derPenanda).digest()))
      masalah.push('Sertifikat penanda tidak sesuai dengan atribut signing-certificate');
    else {
      const hasil = await sd
        .verify({ signer: 0, data: keArrayBuffer(data), extendedMode: true, checkChain: false })
        .catch(() => ({ signatureVerified: false }));
      if (hasil.signatureVerified) utuh = true;
      else masalah.push('Tanda tangan tidak cocok dengan sertifikat penanda');
    }
  }

  // Trust: a path from the signer to a trusted root, each certificate valid at the signing time.
  const saat = pada ?? waktu ?? new Date();
  let tepercaya = false;
  if (saat < sertifikat.berlakuMulai || saat > sertifikat.berlakuSampai)
    masalah.push('Sertifikat penanda tidak berlaku pada waktu penandatanganan');
  else if (!bolehMenandatangani(penanda))
    masalah.push('Sertifikat penanda tidak diperuntukkan bagi tanda tangan');
  else {
    const lain = (sd.certificates ?? []).filter(
      (x): x is pkijs.Certificate => x instanceof pkijs.Certificate,
    );
    const mesin = new pkijs.CertificateChainValidationEngine({
      trustedCerts: akar,
      certs: lain,
      checkDate: saat,
    });
    const rantai = await mesin.verify().catch(() => ({ result: false }));
    if (rantai.result) tepercaya = true;
    else masalah.push('Sertifikat penanda tidak diterbitkan oleh CA tepercaya atau rantainya tidak berlaku');
  }
  return { ...dasar, sertifikat, utuh, tepercaya, masalah };
}

/** keyUsage, when present, must allow digitalSignature or nonRepudiation (RFC 5280 §4.2.1.3). */
function bolehMenandatangani(c: pkijs.Certificate): boolean {
  const ku = c.extensions?.find((e) => e.extnID === OID.keyUsage)?.parsedValue;
  if (!(ku instanceof asn1js.BitString)) return true;
  return ((ku.valueBlock.valueHexView[0] ?? 0) & 0xc0) !== 0;
}

/**
 * Checks every signature of a PDF from its bytes alone: integrity of the signed ranges, the CMS
 * signature, the signer's chain to `akarTepercaya` at the signing time (`pada` overrides it), and
 * that nothing but later signatures was appended after each one.
 */
export async function verifikasiPdf(
  pdf: Buffer,
  akarTepercaya: string[],
  opsi: { pada?: Date } = {},
): Promise<HasilVerifikasiPdf> {
  const temuan = cariTandaTangan(pdf).sort(
    (x, y) => x.rentang[2] + x.rentang[3] - (y.rentang[2] + y.rentang[3]),
  );
  if (temuan.length === 0) return { tandaTangan: [], sah: false, masalah: [TIDAK_BERTANDA_TANGAN] };
  const akar = akarTepercaya.map(sertifikatPkijs);

  const hasil: HasilTandaTangan[] = [];
  for (const t of temuan)
    hasil.push({ ...(await periksaSatu(pdf, t, akar, opsi.pada)), mencakupSeluruh: false, sah: false });

  // From the last signature back: the last must end where the file ends (trailing whitespace is
  // harmless); an earlier one may be followed only by exactly one update that holds the next
  // signature (one %%EOF between its end and the next one's).
  const ujung = pdf.length - (pdf.toString('latin1').match(/\s*$/)?.[0].length ?? 0);
  for (let i = hasil.length - 1; i >= 0; i--) {
    const r = hasil[i];
    const t = temuan[i];
    if (!r || !t) continue;
    const akhir = t.rentang[2] + t.rentang[3];
    const berikut = temuan[i + 1];
    if (!berikut) r.mencakupSeluruh = akhir >= ujung;
    else {
      const akhirBerikut = berikut.rentang[2] + berikut.rentang[3];
      const sisipan = pdf.subarray(akhir, akhirBerikut).toString('latin1');
      r.mencakupSeluruh =
        hasil[i + 1]?.mencakupSeluruh === true &&
        berikut.rentang[1] > akhir &&
        sisipan.split('%%EOF').length === 2;
    }
    if (!r.mencakupSeluruh) r.masalah.push('Ada perubahan yang ditambahkan setelah dokumen ditandatangani');
    r.sah = r.utuh && r.tepercaya && r.mencakupSeluruh && r.masalah.length === 0;
  }
  const masalah = hasil.flatMap((r, i) =>
    r.masalah.map((m) => `Tanda tangan ${i + 1}${r.nama ? ` (${r.nama})` : ''}: ${m}`),
  );
  return { tandaTangan: hasil, sah: hasil.every((r) => r.sah), masalah };
}
