import { createHash, createPrivateKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  Signer,
  SUBFILTER_ETSI_CADES_DETACHED,
} from '@signpdf/utils';
import * as asn1js from 'asn1js';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import * as pkijs from 'pkijs';
import { derSertifikat, keArrayBuffer } from './ca.ts';
import { type KotakStempel, type Kredensial, OID } from './pki.types.ts';

export interface OpsiTandaTangan {
  penanda: Kredensial;
  /** Issuer certificates (PEM), root last; embedded so a verifier can build the chain. */
  rantai: string[];
  /** The signing time, written as /M (PAdES B-B keeps it out of the signed attributes). */
  waktu: Date;
  nama: string;
  alasan: string;
  lokasi: string;
  kontak?: string;
  kotak: KotakStempel;
}

/** Annotation flag Locked (ISO 32000-1 table 165): a viewer may not move or delete the field. */
const TERKUNCI = 128;

/** DER of an ASN.1 value as a Buffer. */
const der = (v: asn1js.BaseBlock | pkijs.PkiObject): Buffer =>
  Buffer.from((v instanceof pkijs.PkiObject ? v.toSchema() : v).toBER(false));

/**
 * A CMS SignedData for PAdES baseline B-B (ETSI EN 319 142-1): detached, SHA-256, signed
 * attributes content-type, message-digest and ESS signing-certificate-v2, no signing-time.
 * Signed with node:crypto, RSA PKCS#1 v1.5 (deterministic) or ECDSA.
 */
export class PenandaCades extends Signer {
  private readonly sertifikat: pkijs.Certificate;
  private readonly rantai: pkijs.Certificate[];

  constructor(
    private readonly kunci: KeyObject,
    private readonly derPenanda: Buffer,
    derRantai: Buffer[],
  ) {
    super();
    this.sertifikat = pkijs.Certificate.fromBER(keArrayBuffer(derPenanda));
    this.rantai = derRantai.map((d) => pkijs.Certificate.fromBER(keArrayBuffer(d)));
  }

  override async sign(data: Buffer): Promise<Buffer> {
    const ab = (b: Buffer) => keArrayBuffer(b);
    const hashPenanda = createHash('sha256').update(this.derPenanda).digest();
    // ESSCertIDv2 with the default hash (SHA-256) leaves hashAlgorithm out (DER omits defaults).
    const essCertIdV2 = new asn1js.Sequence({
      value: [new asn1js.OctetString({ valueHex: ab(hashPenanda) })],
    });
    const atribut = [
      new pkijs.Attribute({
        type: OID.contentType,
        values: [new asn1js.ObjectIdentifier({ value: OID.data })],
      }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: ab(createHash('sha256').update(data).digest()) })],
      }),
      new pkijs.Attribute({
        type: OID.signingCertificateV2,
        values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })],
      }),
    ];
    // SignedAttributes is a SET OF: DER sorts it by encoding, and NSS re-encodes it that way to verify.
    atribut.sort((a, b) => Buffer.compare(der(a), der(b)));
    const signedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: atribut });
    // The signature covers the attributes with their universal SET tag, not the [0] they travel in.
    const untukDitandatangani = der(signedAttrs);
    untukDitandatangani[0] = 0x31;
    const rsa = this.kunci.asymmetricKeyType === 'rsa';
    if (!rsa && this.kunci.asymmetricKeyType !== 'ec') throw new Error('Jenis kunci penanda tidak didukung');
    const tanda = sign('sha256', untukDitandatangani, this.kunci);

    const signedData = new pkijs.SignedData({
      version: 1,
      digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 })],
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      certificates: [this.sertifikat, ...this.rantai],
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: this.sertifikat.issuer,
            serialNumber: this.sertifikat.serialNumber,
          }),
          digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
          signedAttrs,
          signatureAlgorithm: rsa
            ? new pkijs.AlgorithmIdentifier({
                algorithmId: OID.sha256WithRsa,
                algorithmParams: new asn1js.Null(),
              })
            : new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 }),
          signature: new asn1js.OctetString({ valueHex: ab(tanda) }),
        }),
      ],
    });
    const isi = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return der(isi);
  }
}

/** The byte offset the last `startxref` points at; it must hold a classic xref table. */
function xrefTerakhir(pdf: Buffer): number {
  const ekor = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const m = [...ekor.matchAll(/startxref\s+(\d+)/g)].at(-1);
  const posisi = m ? Number(m[1]) : Number.NaN;
  if (!Number.isSafeInteger(posisi) || posisi >= pdf.length)
    throw new Error('PDF tidak valid: startxref tidak ditemukan');
  // An update written as an xref table may not follow an xref stream; PDFKit writes tables only.
  if (pdf.subarray(posisi, posisi + 4).toString('latin1') !== 'xref')
    throw new Error('PDF dengan xref stream belum dapat ditandatangani');
  return posisi;
}

const bitaObjek = (obj: PDFObject): Buffer => {
  const b = new Uint8Array(obj.sizeInBytes());
  obj.copyBytesInto(b, 0);
  return Buffer.from(b);
};

/** Pushes `ref` onto an array entry of `dict` (direct or indirect); returns the object that changed. */
function tambahkanKeLarik(dict: PDFDict, kunci: string, ref: PDFRef, pemilik: PDFRef): PDFRef {
  const nama = PDFName.of(kunci);
  const nilai = dict.get(nama);
  if (nilai instanceof PDFRef) {
    dict.context.lookup(nilai, PDFArray).push(ref);
    return nilai;
  }
  if (nilai instanceof PDFArray) nilai.push(ref);
  else dict.set(nama, dict.context.obj([ref]));
  return pemilik;
}

/**
 * Appends, as an incremental update (earlier signatures stay intact), a signature field on page
 * `kotak.halaman` whose value is a signature dictionary with an empty /Contents of `panjang`
 * bytes and a /ByteRange placeholder for @signpdf/signpdf to fill. pdf-lib parses; only the
 * objects that changed or are new are written after the original bytes.
 */
async function sisipkanTempat(pdf: Buffer, o: OpsiTandaTangan, panjang: number): Promise<Buffer> {
  const prev = xrefTerakhir(pdf);
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const ctx = doc.context;
  const halaman = doc.getPages()[o.kotak.halaman];
  if (!halaman)
    throw new Error(`Halaman ${o.kotak.halaman + 1} tidak ada; dokumen ini ${doc.getPageCount()} halaman`);
  const akar = ctx.trailerInfo.Root;
  if (!(akar instanceof PDFRef)) throw new Error('PDF tidak valid: katalog tidak ditemukan');
  // New numbers start after every number the file has used, including freed ones (/Size).
  const ukuran = /\/Size\s+(\d+)/.exec(pdf.subarray(prev).toString('latin1'));
  ctx.largestObjectNumber = Math.max(ctx.largestObjectNumber, Number(ukuran?.[1] ?? 0) - 1);

  // The box is given from the top-left as PDFKit draws; PDF user space starts at the bottom-left
  // of the MediaBox (which the roll paper printout crops, so its top is not always the height).
  const media = halaman.getMediaBox();
  const k = o.kotak;
  const atas = media.y + media.height;
  const rect = [media.x + k.x, atas - k.y - k.tinggi, media.x + k.x + k.lebar, atas - k.y];

  const tempat = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  const sig = ctx.register(
    ctx.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
      ByteRange: [0, tempat, tempat, tempat],
      Contents: PDFHexString.of('00'.repeat(panjang)),
      M: PDFString.fromDate(o.waktu),
      Name: PDFHexString.fromText(o.nama),
      Reason: PDFHexString.fromText(o.alasan),
      Location: PDFHexString.fromText(o.lokasi),
      ...(o.kontak ? { ContactInfo: PDFHexString.fromText(o.kontak) } : {}),
      Prop_Build: { App: { Name: 'Rawat' } },
    }),
  );
  // An empty appearance: the visible stamp is already part of the page content; PDF/A wants /AP.
  const tampilan = ctx.register(
    ctx.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, k.lebar, k.tinggi] }),
  );

  const katalog = doc.catalog;
  const berubah = new Set<PDFRef>();
  const baru = [sig, tampilan];
  const acro = katalog.get(PDFName.of('AcroForm'));
  let formRef = acro instanceof PDFRef ? acro : null;
  let formDict: PDFDict;
  if (acro instanceof PDFRef) formDict = ctx.lookup(acro, PDFDict);
  else if (acro instanceof PDFDict) formDict = acro;
  else {
    formDict = ctx.obj({ Fields: [] });
    formRef = ctx.register(formDict);
    katalog.set(PDFName.of('AcroForm'), formRef);
    baru.push(formRef);
    berubah.add(akar);
  }
  // An AcroForm written inside the catalog changes with the catalog.
  const pemilikForm = formRef ?? akar;
  const jumlahMedan = formDict.lookupMaybe(PDFName.of('Fields'), PDFArray)?.size() ?? 0;

  const widget = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: rect,
      V: sig,
      T: PDFHexString.fromText(`Tanda Tangan ${jumlahMedan + 1}`),
      F: ANNOTATION_FLAGS.PRINT | TERKUNCI,
      P: halaman.ref,
      AP: { N: tampilan },
    }),
  );
  baru.push(widget);
  berubah.add(tambahkanKeLarik(halaman.node, 'Annots', widget, halaman.ref));
  berubah.add(tambahkanKeLarik(formDict, 'Fields', widget, pemilikForm));
  formDict.set(PDFName.of('SigFlags'), PDFNumber.of(SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY));
  berubah.add(pemilikForm);

  const potongan: Buffer[] = [pdf, Buffer.from('\n')];
  let posisi = pdf.length + 1;
  const entri: { nomor: number; gen: number; posisi: number }[] = [];
  // A Set: a new AcroForm is both new and changed, and must appear once.
  for (const ref of new Set([...berubah, ...baru])) {
    const obj = ctx.lookup(ref);
    if (!obj) throw new Error(`PDF tidak valid: objek ${ref} tidak ditemukan`);
    const bita = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`),
      bitaObjek(obj),
      Buffer.from('\nendobj\n'),
    ]);
    entri.push({ nomor: ref.objectNumber, gen: ref.generationNumber, posisi });
    potongan.push(bita);
    posisi += bita.length;
  }
  entri.sort((a, b) => a.nomor - b.nomor);
  let xref = 'xref\n';
  for (let i = 0; i < entri.length; ) {
    let j = i;
    while (entri[j + 1]?.nomor === (entri[j]?.nomor ?? 0) + 1) j++;
    xref += `${entri[i]?.nomor} ${j - i + 1}\n`;
    for (const e of entri.slice(i, j + 1))
      xref += `${String(e.posisi).padStart(10, '0')} ${String(e.gen).padStart(5, '0')} n\r\n`;
    i = j + 1;
  }
  const t = ctx.trailerInfo;
  const trailer = [
    `/Size ${ctx.largestObjectNumber + 1}`,
    `/Root ${akar}`,
    t.Info ? `/Info ${t.Info}` : '',
    t.ID ? `/ID ${t.ID}` : '',
    `/Prev ${prev}`,
  ].filter(Boolean);
  potongan.push(Buffer.from(`${xref}trailer\n<<\n${trailer.join('\n')}\n>>\nstartxref\n${posisi}\n%%EOF\n`));
  return Buffer.concat(potongan);
}

/**
 * Signs a PDF (PAdES baseline B-B, /SubFilter ETSI.CAdES.detached) as an incremental update,
 * with the signature field over `kotak` on its page. The same inputs give the same bytes.
 */
export async function tandatanganiPdf(pdf: Buffer, opsi: OpsiTandaTangan): Promise<Buffer> {
  const k = opsi.kotak;
  if (
    !Number.isInteger(k.halaman) ||
    k.halaman < 0 ||
    !(k.lebar > 0 && k.tinggi > 0) ||
    !Number.isFinite(k.x + k.y + k.lebar + k.tinggi)
  )
    throw new Error('Kotak stempel tanda tangan tidak valid');
  const kunci = createPrivateKey(opsi.penanda.kunciPrivatPem);
  if (!new X509Certificate(opsi.penanda.sertifikatPem).checkPrivateKey(kunci))
    throw new Error('Kunci privat penanda tidak cocok dengan sertifikatnya');
  const derPenanda = derSertifikat(opsi.penanda.sertifikatPem);
  const derRantai = opsi.rantai.map(derSertifikat);
  // Room for the certificates, a signature of up to 4096 bits and the CMS structure around them.
  const panjang = Math.max(8192, [derPenanda, ...derRantai].reduce((n, d) => n + d.length, 0) + 4096);
  const denganTempat = await sisipkanTempat(pdf, opsi, panjang);
  return new SignPdf().sign(denganTempat, new PenandaCades(kunci, derPenanda, derRantai));
}
