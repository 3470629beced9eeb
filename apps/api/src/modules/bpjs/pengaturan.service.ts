import {
  MITRA_SLUG,
  type MitraOutbox,
  type OpsiIntegrasi,
  type PengaturanBpjs,
  type PengaturanBpjsSimpan,
  type SlugIntegrasi,
  type UjiKoneksiBpjs,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { dekripsi, enkripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';
import { GalatJaringanBpjs, type KredensialBpjs, panggilBpjs, suksesBpjs } from './antrean/klien.ts';
import { belumDikonfigurasi, kunciIndukTidakCocok, opsiWajib, rahasiaWajib } from './bpjs.errors.ts';
import { integrasiPengaturan } from './bpjs.tables.ts';

/**
 * What the bpjs module is handed (app.ts): the master key that encrypts the partners' secrets, and
 * the SATUSEHAT connection test (the satusehat module's, which sits above this one).
 */
export interface DepsBpjs extends Deps {
  bpjs: { kunciInduk: Buffer; batasWaktuMs?: number };
  ujiSatusehat?: () => Promise<UjiKoneksiBpjs>;
}

const LABEL: Record<MitraOutbox, string> = {
  BPJS_ANTREAN: 'BPJS Antrean',
  BPJS_VCLAIM: 'BPJS VClaim',
  SATUSEHAT: 'SATUSEHAT',
};

/** What each partner cannot work without besides address, id and secret. */
const OPSI_WAJIB: Record<MitraOutbox, { kunci: keyof OpsiIntegrasi; label: string }[]> = {
  BPJS_ANTREAN: [],
  BPJS_VCLAIM: [{ kunci: 'kode_ppk', label: 'Kode PPK rumah sakit' }],
  SATUSEHAT: [
    { kunci: 'auth_url', label: 'Alamat token (OAuth2)' },
    { kunci: 'organization_id', label: 'ID organisasi SATUSEHAT' },
  ],
};

async function baris(db: DbOrTx, mitra: MitraOutbox) {
  const [b] = await db
    .select({
      url: integrasiPengaturan.url,
      cons_id: integrasiPengaturan.cons_id,
      aktif: integrasiPengaturan.aktif,
      rahasia_terenkripsi: integrasiPengaturan.rahasia_terenkripsi,
      user_key_terenkripsi: integrasiPengaturan.user_key_terenkripsi,
      opsi: integrasiPengaturan.opsi,
      diubah_pada: integrasiPengaturan.diubah_pada,
    })
    .from(integrasiPengaturan)
    .where(eq(integrasiPengaturan.mitra, mitra));
  return b ?? null;
}

/** The settings as the screen sees them: never the secrets, only whether they are set. */
export async function bacaPengaturan(db: DbOrTx, slug: SlugIntegrasi): Promise<PengaturanBpjs> {
  const b = await baris(db, MITRA_SLUG[slug]);
  return {
    mitra: slug,
    url: b?.url ?? '',
    cons_id: b?.cons_id ?? '',
    aktif: b?.aktif ?? false,
    rahasia_terisi: Boolean(b?.rahasia_terenkripsi),
    user_key_terisi: Boolean(b?.user_key_terenkripsi),
    opsi: b?.opsi ?? {},
    diubah_pada: b?.diubah_pada.toISOString() ?? null,
  };
}

/** Saves; an empty secret keeps the stored one; the audit row names what changed, never a secret. */
export async function simpanPengaturan(
  deps: DepsBpjs,
  ctx: Ctx,
  slug: SlugIntegrasi,
  masukan: PengaturanBpjsSimpan & { rahasia?: string | undefined; user_key?: string | undefined },
): Promise<PengaturanBpjs> {
  const mitra = MITRA_SLUG[slug];
  const opsi: Record<string, string> = {};
  for (const { kunci, label } of OPSI_WAJIB[mitra]) {
    const v = masukan.opsi?.[kunci]?.trim();
    if (!v) throw opsiWajib(label, kunci);
    opsi[kunci] = kunci === 'auth_url' ? v.replace(/\/+$/, '') : v;
  }
  const pakaiUserKey = mitra !== 'SATUSEHAT';
  return deps.db.transaction(async (tx) => {
    const lama = await baris(tx, mitra);
    if (!lama?.rahasia_terenkripsi && !masukan.rahasia)
      throw rahasiaWajib(mitra === 'SATUSEHAT' ? 'Client secret' : 'Consumer secret', 'rahasia');
    if (pakaiUserKey && !lama?.user_key_terenkripsi && !masukan.user_key)
      throw rahasiaWajib('User key', 'user_key');
    const kunci = deps.bpjs.kunciInduk;
    const nilai = {
      url: masukan.url.replace(/\/+$/, ''),
      cons_id: masukan.cons_id,
      aktif: masukan.aktif,
      rahasia_terenkripsi: masukan.rahasia
        ? enkripsi(kunci, masukan.rahasia)
        : (lama?.rahasia_terenkripsi ?? ''),
      user_key_terenkripsi: !pakaiUserKey
        ? null
        : masukan.user_key
          ? enkripsi(kunci, masukan.user_key)
          : (lama?.user_key_terenkripsi ?? null),
      opsi,
      diubah_oleh: ctx.user?.uid ?? null,
      diubah_pada: ctx.now(),
    };
    await tx
      .insert(integrasiPengaturan)
      .values({ mitra, ...nilai })
      .onConflictDoUpdate({ target: integrasiPengaturan.mitra, set: nilai });
    await catatAktivitas(tx, ctx, {
      aksi: 'INTEGRASI_PENGATURAN',
      entitas: 'integrasi_pengaturan',
      entitas_id: mitra,
      keterangan: `Pengaturan ${LABEL[mitra]} ${masukan.aktif ? 'aktif' : 'nonaktif'}`,
      detail: {
        url: nilai.url,
        cons_id: nilai.cons_id,
        aktif: nilai.aktif,
        opsi,
        rahasia_diganti: Boolean(masukan.rahasia),
        user_key_diganti: Boolean(masukan.user_key),
      },
    });
    return bacaPengaturan(tx, slug);
  });
}

/** A partner's stored credentials, opened: BPJS's four, plus the non-secret `opsi`. */
export interface KredensialMitra extends KredensialBpjs {
  opsi: OpsiIntegrasi;
}

/**
 * The stored credentials opened with the master key; null without a row (or, with `aktifSaja`,
 * when it is switched off). Throws when the master key cannot open them. `mitra` defaults to BPJS
 * Antrean (its sender and connection test came first).
 */
export async function kredensialBpjs(
  db: DbOrTx,
  kunciInduk: Buffer,
  opsi: { aktifSaja: boolean; mitra?: MitraOutbox },
): Promise<KredensialMitra | null> {
  const b = await baris(db, opsi.mitra ?? 'BPJS_ANTREAN');
  if (!b || (opsi.aktifSaja && !b.aktif)) return null;
  try {
    return {
      url: b.url,
      consId: b.cons_id,
      rahasia: dekripsi(kunciInduk, b.rahasia_terenkripsi).toString('utf8'),
      userKey: b.user_key_terenkripsi ? dekripsi(kunciInduk, b.user_key_terenkripsi).toString('utf8') : '',
      opsi: b.opsi,
    };
  } catch {
    throw kunciIndukTidakCocok();
  }
}

/**
 * "Uji koneksi": for BPJS the clinic reference (Antrean ref/poli, VClaim referensi/poli), harmless,
 * with the stored settings; for SATUSEHAT a token (the satusehat module's test).
 */
export async function ujiKoneksi(deps: DepsBpjs, slug: SlugIntegrasi): Promise<UjiKoneksiBpjs> {
  const mitra = MITRA_SLUG[slug];
  const k = await kredensialBpjs(deps.db, deps.bpjs.kunciInduk, { aktifSaja: false, mitra });
  if (!k) throw belumDikonfigurasi(LABEL[mitra]);
  if (mitra === 'SATUSEHAT') {
    if (!deps.ujiSatusehat) throw belumDikonfigurasi(LABEL[mitra]);
    return deps.ujiSatusehat();
  }
  const mulai = Date.now();
  try {
    const j = await panggilBpjs(k, {
      method: 'GET',
      // VClaim's clinic reference needs a search word; "a" lists most of them.
      path: mitra === 'BPJS_VCLAIM' ? 'referensi/poli/a' : 'ref/poli',
      sekarang: new Date(),
      batasWaktuMs: deps.bpjs.batasWaktuMs ?? 15_000,
    });
    const r = j.response as { list?: unknown; poli?: unknown } | null;
    const list = r?.list ?? r?.poli;
    const berhasil = j.status < 300 && suksesBpjs(j.kode);
    return {
      berhasil,
      kode: j.kode,
      pesan: berhasil ? `Terhubung: ${j.pesan}` : `BPJS menolak: ${j.pesan}`,
      jumlah_poli: Array.isArray(list) ? list.length : null,
      durasi_ms: Date.now() - mulai,
    };
  } catch (err) {
    if (!(err instanceof GalatJaringanBpjs)) throw err;
    return {
      berhasil: false,
      kode: null,
      pesan: err.message,
      jumlah_poli: null,
      durasi_ms: Date.now() - mulai,
    };
  }
}
