import {
  createHash,
  createPrivateKey,
  generateKeyPair,
  type KeyObject,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { type InfoSertifikat, type Kredensial, OID } from './pki.types.ts';

const buatPasanganKunci = promisify(generateKeyPair);

/** A copy as a plain ArrayBuffer: pkijs and asn1js want one, and a Buffer may be a view into a shared pool. */
export const keArrayBuffer = (b: Uint8Array): ArrayBuffer => new Uint8Array(b).buffer;

/** The DER of a PEM certificate; Node's parser also rejects text that is not a certificate. */
export const derSertifikat = (pem: string): Buffer => new X509Certificate(pem).raw;

export const sertifikatPkijs = (pem: string): pkijs.Certificate =>
  pkijs.Certificate.fromBER(keArrayBuffer(derSertifikat(pem)));

const pemSertifikat = (der: ArrayBuffer): string => new X509Certificate(Buffer.from(der)).toString();

// Directory string types as CAs and NSS expect them: country and serialNumber are PrintableString,
// emailAddress IA5String, the rest UTF-8 (names like "Ni Luh Putu Ayu Saraswati, S.Kep." fit).
const JENIS_NAMA: Record<string, { oid: string; jenis: 'printable' | 'ia5' | 'utf8' }> = {
  C: { oid: '2.5.4.6', jenis: 'printable' },
  O: { oid: '2.5.4.10', jenis: 'utf8' },
  CN: { oid: '2.5.4.3', jenis: 'utf8' },
  SERIALNUMBER: { oid: '2.5.4.5', jenis: 'printable' },
  E: { oid: '1.2.840.113549.1.9.1', jenis: 'ia5' },
};
const SINGKATAN = new Map(Object.entries(JENIS_NAMA).map(([k, v]) => [v.oid, k]));
SINGKATAN.set('2.5.4.11', 'OU').set('2.5.4.7', 'L').set('2.5.4.8', 'ST');

function namaX500(bagian: [keyof typeof JENIS_NAMA, string][]): pkijs.RelativeDistinguishedNames {
  // One attribute per RDN (C=ID, O=…, CN=…). pkijs would put them all in one multi-valued RDN,
  // so the Name is built in DER here; pkijs keeps the bytes it was parsed from.
  const rdn = bagian.map(([kunci, nilai]) => {
    const j = JENIS_NAMA[kunci];
    if (!j) throw new Error(`Atribut nama tidak dikenal: ${kunci}`);
    const value =
      j.jenis === 'printable'
        ? new asn1js.PrintableString({ value: nilai })
        : j.jenis === 'ia5'
          ? new asn1js.IA5String({ value: nilai })
          : new asn1js.Utf8String({ value: nilai });
    const atv = new pkijs.AttributeTypeAndValue({ type: j.oid, value });
    return new asn1js.Set({ value: [atv.toSchema()] });
  });
  return pkijs.RelativeDistinguishedNames.fromBER(new asn1js.Sequence({ value: rdn }).toBER(false));
}

/** RFC 4514 text, most specific first ('CN=…, O=…, C=ID'). */
function teksNama(nama: pkijs.RelativeDistinguishedNames): string {
  return nama.typesAndValues
    .map((a) => {
      const nilai = String(a.value.valueBlock.value).replace(/([,+"\\<>;=])/g, '\\$1');
      return `${SINGKATAN.get(a.type) ?? a.type}=${nilai}`;
    })
    .reverse()
    .join(', ');
}

const waktuX509 = (d: Date) => new pkijs.Time({ type: d.getUTCFullYear() >= 2050 ? 1 : 0, value: d });

function ekstensi(extnID: string, critical: boolean, nilai: asn1js.BaseBlock | pkijs.PkiObject) {
  const schema = nilai instanceof pkijs.PkiObject ? nilai.toSchema() : nilai;
  return new pkijs.Extension({ extnID, critical, extnValue: schema.toBER(false) });
}

/** keyUsage as a DER BIT STRING: bit 0 is the most significant bit of the first byte. */
function penggunaanKunci(bit: number[]): asn1js.BitString {
  let bita = 0;
  for (const b of bit) bita |= 0x80 >> b;
  // DER counts the zero bits after the last set one as unused.
  const tak = bita === 0 ? 0 : 31 - Math.clz32(bita & -bita);
  return new asn1js.BitString({ valueHex: new Uint8Array([bita]).buffer, unusedBits: tak });
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits. */
const idKunci = (spki: pkijs.PublicKeyInfo): Buffer =>
  createHash('sha1').update(spki.subjectPublicKey.valueBlock.valueHexView).digest();
const oktet = (b: Buffer) => new asn1js.OctetString({ valueHex: keArrayBuffer(b) });
const ekstensiSki = (spki: pkijs.PublicKeyInfo) =>
  ekstensi(OID.subjectKeyIdentifier, false, oktet(idKunci(spki)));

/** A positive 16-byte serial (RFC 5280 allows 20 octets; CA/B asks for at least 64 random bits). */
function serialAcak(): asn1js.Integer {
  const b = randomBytes(16);
  b[0] = ((b[0] ?? 0) & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: keArrayBuffer(b) });
}

/**
 * The signature algorithm for a CA key: SHA-256 with RSA (parameters NULL, as RFC 4055 requires
 * and forge re-encodes) or ECDSA with the hash that fits the curve.
 */
function algoritmaTanda(kunci: KeyObject): { alg: pkijs.AlgorithmIdentifier; hash: string } {
  if (kunci.asymmetricKeyType === 'rsa')
    return {
      alg: new pkijs.AlgorithmIdentifier({
        algorithmId: OID.sha256WithRsa,
        algorithmParams: new asn1js.Null(),
      }),
      hash: 'sha256',
    };
  const ec = {
    prime256v1: { oid: OID.ecdsaWithSha256, hash: 'sha256' },
    secp384r1: { oid: '1.2.840.10045.4.3.3', hash: 'sha384' },
    secp521r1: { oid: '1.2.840.10045.4.3.4', hash: 'sha512' },
  }[String(kunci.asymmetricKeyDetails?.namedCurve)];
  if (kunci.asymmetricKeyType === 'ec' && ec)
    return { alg: new pkijs.AlgorithmIdentifier({ algorithmId: ec.oid }), hash: ec.hash };
  throw new Error('Jenis kunci CA tidak didukung (hanya RSA atau ECDSA P-256/P-384/P-521)');
}

async function kunciRsaBaru() {
  // node:crypto (OpenSSL) makes an RSA-3072 key in a fraction of a second; pure-JS keygen takes many.
  const { privateKey, publicKey } = await buatPasanganKunci('rsa', { modulusLength: 3072 });
  const spki = pkijs.PublicKeyInfo.fromBER(keArrayBuffer(publicKey.export({ type: 'spki', format: 'der' })));
  return { privateKey, spki, pem: String(privateKey.export({ type: 'pkcs8', format: 'pem' })) };
}

interface RancanganSertifikat {
  subjek: pkijs.RelativeDistinguishedNames;
  penerbit: pkijs.RelativeDistinguishedNames;
  spki: pkijs.PublicKeyInfo;
  mulai: Date;
  sampai: Date;
  ekstensi: pkijs.Extension[];
  penanda: KeyObject;
}

function tandatanganiSertifikat(r: RancanganSertifikat): string {
  const cert = new pkijs.Certificate({
    version: 2,
    serialNumber: serialAcak(),
    issuer: r.penerbit,
    subject: r.subjek,
    subjectPublicKeyInfo: r.spki,
    notBefore: waktuX509(r.mulai),
    notAfter: waktuX509(r.sampai),
    extensions: r.ekstensi,
  });
  const { alg, hash } = algoritmaTanda(r.penanda);
  cert.signature = alg;
  cert.signatureAlgorithm = alg;
  const tbs = cert.encodeTBS().toBER(false);
  // node:crypto signs: PKCS#1 v1.5 for RSA, DER-encoded ECDSA, as X.509 wants both.
  const tanda = sign(hash, new Uint8Array(tbs), r.penanda);
  cert.signatureValue = new asn1js.BitString({ valueHex: keArrayBuffer(tanda) });
  return pemSertifikat(cert.toSchema(true).toBER(false));
}

const EKU_PENANDA = [OID.emailProtection, OID.documentSigning];

// A clock a few minutes behind (another PC, a phone) must not see a certificate from the future.
const MUNDUR_MS = 5 * 60_000;

/** A self-signed root CA for the facility (RSA-3072, SHA-256: what NSS, Adobe and Windows all accept). */
export async function buatCaAkar(opsi: {
  namaFaskes: string;
  sekarang: Date;
  tahun?: number;
}): Promise<Kredensial> {
  const { privateKey, spki, pem } = await kunciRsaBaru();
  const nama = namaX500([
    ['C', 'ID'],
    ['O', opsi.namaFaskes],
    ['CN', `${opsi.namaFaskes} Root CA`],
  ]);
  const sampai = new Date(opsi.sekarang);
  sampai.setUTCFullYear(sampai.getUTCFullYear() + (opsi.tahun ?? 10));
  const sertifikatPem = tandatanganiSertifikat({
    subjek: nama,
    penerbit: nama,
    spki,
    mulai: new Date(opsi.sekarang.getTime() - MUNDUR_MS),
    sampai,
    penanda: privateKey,
    ekstensi: [
      ekstensi(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: true })),
      ekstensi(OID.keyUsage, true, penggunaanKunci([5, 6])), // keyCertSign, cRLSign
      ekstensiSki(spki),
    ],
  });
  return { sertifikatPem, kunciPrivatPem: pem };
}

/** The CA's key, checked to belong to its certificate and to be allowed to issue. */
function bukaCa(ca: Kredensial): { cert: pkijs.Certificate; kunci: KeyObject } {
  const x509 = new X509Certificate(ca.sertifikatPem);
  const kunci = createPrivateKey(ca.kunciPrivatPem);
  if (!x509.ca) throw new Error('Sertifikat penerbit bukan sertifikat CA');
  if (!x509.checkPrivateKey(kunci)) throw new Error('Kunci privat tidak cocok dengan sertifikat CA');
  return { cert: pkijs.Certificate.fromBER(keArrayBuffer(x509.raw)), kunci };
}

/** A signing certificate for one person, issued by the facility's CA. */
export async function terbitkanSertifikat(
  ca: Kredensial,
  subjek: { nama: string; nik: string; email: string; organisasi: string },
  opsi: { sekarang: Date; hari?: number },
): Promise<Kredensial & InfoSertifikat> {
  const penerbit = bukaCa(ca);
  const { spki, pem } = await kunciRsaBaru();
  const skiCa = penerbit.cert.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
  const idCa =
    skiCa?.parsedValue instanceof asn1js.OctetString
      ? Buffer.from(skiCa.parsedValue.valueBlock.valueHexView)
      : idKunci(penerbit.cert.subjectPublicKeyInfo);
  const surel = new pkijs.GeneralName({ type: 1, value: subjek.email }); // rfc822Name
  const sampai = new Date(opsi.sekarang.getTime() + (opsi.hari ?? 730) * 86_400_000);
  // A certificate may not outlive its issuer: path validation would reject it after that day anyway.
  const batasCa = penerbit.cert.notAfter.value;
  const sertifikatPem = tandatanganiSertifikat({
    subjek: namaX500([
      ['C', 'ID'],
      ['O', subjek.organisasi],
      ['CN', subjek.nama],
      ['SERIALNUMBER', subjek.nik],
      ['E', subjek.email],
    ]),
    penerbit: penerbit.cert.subject,
    spki,
    mulai: new Date(opsi.sekarang.getTime() - MUNDUR_MS),
    sampai: sampai > batasCa ? batasCa : sampai,
    penanda: penerbit.kunci,
    ekstensi: [
      ekstensi(OID.keyUsage, true, penggunaanKunci([0, 1])), // digitalSignature, nonRepudiation
      // NSS (pdfsig, Firefox) validates PDF signers as e-mail signers; Adobe and Windows read document signing.
      ekstensi(OID.extKeyUsage, false, new pkijs.ExtKeyUsage({ keyPurposes: [...EKU_PENANDA] })),
      ekstensiSki(spki),
      ekstensi(
        OID.authorityKeyIdentifier,
        false,
        new pkijs.AuthorityKeyIdentifier({ keyIdentifier: oktet(idCa) }),
      ),
      ekstensi(OID.subjectAltName, false, new pkijs.AltName({ altNames: [surel] })),
    ],
  });
  return { sertifikatPem, kunciPrivatPem: pem, ...infoSertifikat(sertifikatPem) };
}

/** Who a certificate names, who issued it, when it is valid and its fingerprint. */
export function infoSertifikat(pem: string): InfoSertifikat {
  const der = derSertifikat(pem);
  const cert = pkijs.Certificate.fromBER(keArrayBuffer(der));
  const cn = cert.subject.typesAndValues.find((a) => a.type === '2.5.4.3');
  let serial = Buffer.from(cert.serialNumber.valueBlock.valueHexView);
  if (serial.length > 1 && serial[0] === 0) serial = serial.subarray(1);
  return {
    subjek: teksNama(cert.subject),
    namaUmum: cn ? String(cn.value.valueBlock.value) : '',
    penerbit: teksNama(cert.issuer),
    serial: serial.toString('hex').toUpperCase(),
    berlakuMulai: cert.notBefore.value,
    berlakuSampai: cert.notAfter.value,
    sha256: createHash('sha256').update(der).digest('hex'),
  };
}

const derForge = (a: forge.asn1.Asn1): Buffer => Buffer.from(forge.asn1.toDer(a).getBytes(), 'binary');

/**
 * A CA the hospital already has, from a PKCS#12 (.p12/.pfx) file: modern (AES, PBKDF2) and legacy
 * (3DES, RC2) encryption alike. `rantai` holds the CA's issuers found in the file, root last.
 */
export async function imporPkcs12(p12: Buffer, sandi: string): Promise<Kredensial & { rantai: string[] }> {
  let isi: forge.pkcs12.Pkcs12Pfx;
  try {
    isi = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, sandi);
  } catch {
    throw new Error('Berkas PKCS#12 tidak dapat dibuka: kata sandi salah atau berkas rusak');
  }
  const kantong = (jenis: string) => isi.getBags({ bagType: jenis })[jenis] ?? [];
  const kunci = [
    ...kantong(forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...kantong(forge.pki.oids.keyBag ?? ''),
  ]
    .map((b) => (b.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(b.key)) : b.asn1))
    .filter((a): a is forge.asn1.Asn1 => a !== undefined)
    .map((a) => createPrivateKey({ key: derForge(a), format: 'der', type: 'pkcs8' }));
  const sertifikat = kantong(forge.pki.oids.certBag ?? '')
    .map((b) => (b.cert ? forge.pki.certificateToAsn1(b.cert) : b.asn1))
    .filter((a): a is forge.asn1.Asn1 => a !== undefined)
    .map((a) => new X509Certificate(derForge(a)));
  for (const x of sertifikat) {
    const k = kunci.find((kk) => x.ca && x.checkPrivateKey(kk));
    if (!k) continue;
    if (x.checkIssued(x) && !x.verify(x.publicKey)) throw new Error('Sertifikat CA di berkas PKCS#12 rusak');
    const rantai: X509Certificate[] = [];
    for (let c = x; !c.checkIssued(c) && rantai.length < 8; ) {
      const induk = sertifikat.find((s) => s !== c && c.checkIssued(s) && c.verify(s.publicKey));
      if (!induk || rantai.includes(induk)) break;
      rantai.push(induk);
      c = induk;
    }
    return {
      sertifikatPem: x.toString(),
      kunciPrivatPem: String(k.export({ type: 'pkcs8', format: 'pem' })),
      rantai: rantai.map((c) => c.toString()),
    };
  }
  throw new Error('Berkas PKCS#12 tidak berisi sertifikat CA beserta kunci privatnya');
}
