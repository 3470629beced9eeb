import { type Faskes, type FaskesLogoInput, jenisGambarLogo, periksaLogoFaskes } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { bisaDicetak } from '../../../platform/pdf/pdf.dokumen.ts';
import { logoTidakAda, logoTidakValid } from './faskes.errors.ts';
import { layananFaskes } from './faskes.service.ts';
import { faskesLogo } from './faskes.tables.ts';

/** Base64 or a data URL → bytes; null when it is neither. */
function dekode(berkas: string): Buffer | null {
  const isi = berkas.replace(/^data:[\w.+-]+\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(isi) || isi.length % 4 === 1) return null;
  return Buffer.from(isi, 'base64');
}

/**
 * Stores a profile's logo after checking it: PNG or JPEG by its first bytes, at most 512 KB, and
 * printable (PDFKit reads it). Anything else answers 400 and stores nothing.
 */
export async function simpanLogo(db: Db, ctx: Ctx, uid: string, input: FaskesLogoInput): Promise<Faskes> {
  const data = dekode(input.berkas);
  if (!data) throw logoTidakValid('Berkas logo tidak terbaca (harus base64 atau data URL)');
  const salah = periksaLogoFaskes(data);
  if (salah) throw logoTidakValid(salah);
  const mime = jenisGambarLogo(data);
  if (!mime || !(await bisaDicetak(data))) throw logoTidakValid('Gambar logo rusak atau tidak dapat dibaca');

  return db.transaction(async (tx) => {
    const profil = await layananFaskes.baris(tx, uid);
    const [lama] = await tx
      .select({ mime: faskesLogo.mime, ukuran: faskesLogo.ukuran })
      .from(faskesLogo)
      .where(eq(faskesLogo.faskes_uid, uid));
    const nilai = { mime, ukuran: data.length, data, updated_at: ctx.now() };
    await tx
      .insert(faskesLogo)
      .values({ faskes_uid: uid, ...nilai })
      .onConflictDoUpdate({ target: faskesLogo.faskes_uid, set: nilai });
    await catatAktivitas(tx, ctx, {
      aksi: 'faskes.logo',
      entitas: 'faskes',
      entitas_id: uid,
      keterangan: `${lama ? 'Mengganti' : 'Memasang'} logo profil faskes ${profil.kode} – ${profil.nama}`,
      detail: { sebelum: { logo: lama ?? null }, sesudah: { logo: { mime, ukuran: data.length } } },
    });
    return layananFaskes.ambil(tx, uid);
  });
}

export async function hapusLogo(db: Db, ctx: Ctx, uid: string): Promise<Faskes> {
  return db.transaction(async (tx) => {
    const profil = await layananFaskes.baris(tx, uid);
    const [lama] = await tx
      .delete(faskesLogo)
      .where(eq(faskesLogo.faskes_uid, uid))
      .returning({ mime: faskesLogo.mime, ukuran: faskesLogo.ukuran });
    if (!lama) throw logoTidakAda();
    await catatAktivitas(tx, ctx, {
      aksi: 'faskes.logo.hapus',
      entitas: 'faskes',
      entitas_id: uid,
      keterangan: `Menghapus logo profil faskes ${profil.kode} – ${profil.nama}`,
      detail: { sebelum: { logo: lama }, sesudah: { logo: null } },
    });
    return layananFaskes.ambil(tx, uid);
  });
}

/** The logo's bytes for serving; 404 when the profile has none. */
export async function ambilLogo(
  db: Db,
  uid: string,
): Promise<{ mime: string; data: Buffer; diperbarui: Date }> {
  const [logo] = await db
    .select({ mime: faskesLogo.mime, data: faskesLogo.data, diperbarui: faskesLogo.updated_at })
    .from(faskesLogo)
    .where(eq(faskesLogo.faskes_uid, uid));
  if (!logo) throw logoTidakAda();
  return logo;
}
