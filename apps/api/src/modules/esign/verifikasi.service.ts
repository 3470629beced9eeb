import { inisialNama, type JenisDokumenTtd, type VerifikasiTtd } from '@rawat/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { akarTepercaya } from './esign.ca.ts';
import type { DepsEsign } from './esign.deps.ts';
import { dokumenTidakDitemukan } from './esign.errors.ts';
import { esignPengajuan } from './esign.tables.ts';
import { verifikasiPdf } from './pki/verifikasi.ts';

/**
 * The public page behind a document's QR code (docs/esign.md "Verifikasi"). `uid` is a signature
 * request's (what a signed document's QR carries) or a document's own (the final resume's QR): the
 * latest signed request of that document is checked. The verdict comes from the stored PDF's
 * bytes and signatures, never from a status column; the patient appears only as initials.
 */
export async function verifikasiTtd(deps: DepsEsign, uid: string): Promise<VerifikasiTtd> {
  const db = deps.db;
  const [p] = await db
    .select({
      jenis: esignPengajuan.jenis,
      ref_uid: esignPengajuan.ref_uid,
      judul: esignPengajuan.judul,
      nomor: esignPengajuan.nomor,
      tanggal: esignPengajuan.tanggal,
      status: esignPengajuan.status,
      pdf: esignPengajuan.pdf,
      pdf_sha256: esignPengajuan.pdf_sha256,
      pasien_nama: pasien.nama,
    })
    .from(esignPengajuan)
    .leftJoin(pasien, eq(pasien.uid, esignPengajuan.pasien_uid))
    .where(
      or(
        eq(esignPengajuan.uid, uid),
        and(eq(esignPengajuan.ref_uid, uid), eq(esignPengajuan.status, 'DITANDATANGANI')),
      ),
    )
    .orderBy(desc(eq(esignPengajuan.uid, uid)), desc(esignPengajuan.diajukan_pada))
    .limit(1);
  const kop = await kopSurat(db);
  const diperiksa_pada = deps.now().toISOString();
  if (p) {
    const dokumen = { jenis: p.jenis as JenisDokumenTtd, judul: p.judul, nomor: p.nomor, tanggal: p.tanggal };
    const pasienInisial = p.pasien_nama ? inisialNama(p.pasien_nama) : null;
    if (!p.pdf)
      return {
        dokumen,
        faskes: kop?.nama ?? null,
        pasien_inisial: pasienInisial,
        ditandatangani: false,
        sah: false,
        masalah: ['Dokumen belum ditandatangani secara elektronik'],
        penanda: [],
        sha256: null,
        diperiksa_pada,
      };
    const akar = [...(await akarTepercaya(db)), ...deps.esign.akarPenyedia];
    const hasil = await verifikasiPdf(p.pdf, akar, { pada: deps.now() });
    return {
      dokumen,
      faskes: kop?.nama ?? null,
      pasien_inisial: pasienInisial,
      ditandatangani: true,
      sah: hasil.sah,
      masalah: hasil.masalah,
      penanda: hasil.tandaTangan.map((t) => ({
        nama: t.sertifikat?.namaUmum ?? t.nama,
        waktu: t.waktu?.toISOString() ?? null,
        utuh: t.utuh && t.mencakupSeluruh,
        tepercaya: t.tepercaya,
        sah: t.sah,
        penerbit: t.sertifikat?.penerbit ?? null,
        serial: t.sertifikat?.serial ?? null,
      })),
      sha256: p.pdf_sha256,
      diperiksa_pada,
    };
  }
  // Not a request: a document registered by its own module (a final resume's QR) but not signed.
  for (const sumber of deps.esign.sumber.values()) {
    const dok = await sumber.baca(db, uid);
    if (!dok || dok.belumSiap) continue;
    return {
      dokumen: { jenis: dok.jenis, judul: dok.judul, nomor: dok.nomor, tanggal: dok.tanggal },
      faskes: kop?.nama ?? null,
      pasien_inisial: dok.pasien ? inisialNama(dok.pasien.nama) : null,
      ditandatangani: false,
      sah: false,
      masalah: ['Dokumen terdaftar tetapi belum ditandatangani secara elektronik'],
      penanda: [],
      sha256: null,
      diperiksa_pada,
    };
  }
  throw dokumenTidakDitemukan();
}
