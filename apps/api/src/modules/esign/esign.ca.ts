import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { dekripsi, enkripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import { kopSurat } from '../master/faskes/faskes.kop.ts';
import { kunciIndukSalah, p12TidakSah } from './esign.errors.ts';
import { esignCa } from './esign.tables.ts';
import { buatCaAkar, imporPkcs12, infoSertifikat } from './pki/ca.ts';
import type { Kredensial } from './pki/pki.types.ts';

export interface CaAktif extends Kredensial {
  uid: string;
  sumber: 'DIBUAT' | 'IMPOR';
  berlakuSampai: Date;
}

/**
 * A stored private key, opened with the master key; a key that cannot be opened (a server
 * restored without its master key) is the administrator's to fix: a 503 saying so, never a 500.
 */
export function bukaKunci(kunciInduk: Buffer, teks: string): string {
  try {
    return dekripsi(kunciInduk, teks).toString('utf8');
  } catch {
    throw kunciIndukSalah();
  }
}

/** The SHA-256 of a certificate's DER bytes, as its fingerprint. */
export function sidikPem(pem: string): string {
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  return createHash('sha256').update(der).digest('hex');
}

async function caAktifBaris(db: DbOrTx) {
  const [ca] = await db
    .select({
      uid: esignCa.uid,
      sumber: esignCa.sumber,
      sertifikat_pem: esignCa.sertifikat_pem,
      kunci_privat: esignCa.kunci_privat,
      berlaku_sampai: esignCa.berlaku_sampai,
    })
    .from(esignCa)
    .where(eq(esignCa.aktif, true))
    .limit(1);
  return ca ?? null;
}

/**
 * The facility's certificate authority, made on first need (first start) with the facility's
 * name: a hospital that has not imported its own is its own CA (docs/esign.md). Two instances
 * racing to make it: the partial unique index lets one win; the other reads the winner's.
 */
export async function pastikanCa(db: DbOrTx, kunciInduk: Buffer, sekarang: Date): Promise<CaAktif> {
  let ca = await caAktifBaris(db);
  if (!ca) {
    const kop = await kopSurat(db);
    const baru = await buatCaAkar({ namaFaskes: kop?.nama ?? 'Rawat SIMRS', sekarang });
    const info = infoSertifikat(baru.sertifikatPem);
    await db
      .insert(esignCa)
      .values({
        sumber: 'DIBUAT',
        sertifikat_pem: baru.sertifikatPem,
        kunci_privat: enkripsi(kunciInduk, baru.kunciPrivatPem),
        berlaku_sampai: info.berlakuSampai,
      })
      .onConflictDoNothing();
    ca = await caAktifBaris(db);
    if (!ca) throw new Error('otoritas sertifikat tidak dapat dibuat');
  }
  return {
    uid: ca.uid,
    sumber: ca.sumber === 'IMPOR' ? 'IMPOR' : 'DIBUAT',
    sertifikatPem: ca.sertifikat_pem,
    kunciPrivatPem: bukaKunci(kunciInduk, ca.kunci_privat),
    berlakuSampai: ca.berlaku_sampai,
  };
}

/** Every CA this facility has had: a document signed before an import stays verifiable. */
export async function akarTepercaya(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ pem: esignCa.sertifikat_pem })
    .from(esignCa)
    .orderBy(desc(esignCa.dibuat_pada));
  return rows.map((r) => r.pem);
}

/** Replaces the active CA with an imported PKCS#12 (the hospital's own, or a provider's). */
export async function imporCa(db: Db, ctx: Ctx, kunciInduk: Buffer, p12: Buffer, sandi: string) {
  let kred: Awaited<ReturnType<typeof imporPkcs12>>;
  try {
    kred = await imporPkcs12(p12, sandi);
  } catch (e) {
    throw p12TidakSah(e instanceof Error ? e.message : 'Berkas PKCS#12 tidak dapat dibaca');
  }
  const info = infoSertifikat(kred.sertifikatPem);
  return db.transaction(async (tx) => {
    await tx.update(esignCa).set({ aktif: false }).where(eq(esignCa.aktif, true));
    const [baris] = await tx
      .insert(esignCa)
      .values({
        sumber: 'IMPOR',
        sertifikat_pem: kred.sertifikatPem,
        kunci_privat: enkripsi(kunciInduk, kred.kunciPrivatPem),
        berlaku_sampai: info.berlakuSampai,
      })
      .returning({ uid: esignCa.uid });
    await catatAktivitas(tx, ctx, {
      aksi: 'ESIGN_CA_IMPOR',
      entitas: 'esign_ca',
      entitas_id: baris?.uid,
      keterangan: `Otoritas sertifikat fasilitas diganti: ${info.subjek} (berlaku sampai ${info.berlakuSampai.toISOString().slice(0, 10)})`,
    });
    return baris;
  });
}

/** The active CA as the settings page shows it. */
export function ringkasCa(ca: { sertifikatPem: string; sumber: 'DIBUAT' | 'IMPOR' }) {
  const info = infoSertifikat(ca.sertifikatPem);
  return {
    subjek: info.subjek,
    serial: info.serial,
    sumber: ca.sumber,
    berlaku_sampai: info.berlakuSampai.toISOString(),
    sha256: sidikPem(ca.sertifikatPem),
  };
}
