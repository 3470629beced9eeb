/** A certificate and its private key, both PEM. */
export interface Kredensial {
  sertifikatPem: string;
  kunciPrivatPem: string;
}

/** Where the visible stamp sits: page index (0-based) and a box in PDF points, origin at the TOP-LEFT of that page (as PDFKit draws). */
export interface KotakStempel {
  halaman: number;
  x: number;
  y: number;
  lebar: number;
  tinggi: number;
}

export interface InfoSertifikat {
  /** The subject as one line, RFC 4514 order reversed to read naturally: 'CN=…, O=…, C=ID'. */
  subjek: string;
  namaUmum: string;
  penerbit: string;
  /** Serial number, upper-case hex. */
  serial: string;
  berlakuMulai: Date;
  berlakuSampai: Date;
  /** SHA-256 of the certificate's DER, lower-case hex (the fingerprint viewers show). */
  sha256: string;
}

/** Object identifiers shared by the signer and the verifier. */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** ESS signing-certificate-v2 (RFC 5035), required by PAdES baseline B-B. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  subjectAltName: '2.5.29.17',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  /** Microsoft "Document Signing", which Adobe also reads as fit for signing PDFs. */
  documentSigning: '1.3.6.1.4.1.311.10.3.12',
} as const;
