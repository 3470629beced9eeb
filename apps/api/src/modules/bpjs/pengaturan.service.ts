import type { PengaturanBpjs, PengaturanBpjsSimpan, UjiKoneksiBpjs } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { dekripsi, enkripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';
import { GalatJaringanBpjs, type KredensialBpjs, panggilBpjs, suksesBpjs } from './antrean/klien.ts';
import { belumDikonfigurasi, kunciIndukTidakCocok, rahasiaWajib } from './bpjs.errors.ts';
import { integrasiPengaturan } from './bpjs.tables.ts';

/** What the bpjs module is handed (app.ts): the master key that encrypts the partner's secrets. */
export interface DepsBpjs extends Deps {
  bpjs: { kunciInduk: Buffer; batasWaktuMs?: number };
}

const MITRA = 'BPJS_ANTREAN';

async function baris(db: DbOrTx) {
  const [b] = await db
    .select({
      url: integrasiPengaturan.url,
      cons_id: integrasiPengaturan.cons_id,
      aktif: integrasiPengaturan.aktif,
      rahasia_terenkripsi: integrasiPengaturan.rahasia_terenkripsi,
      user_key_terenkripsi: integrasiPengaturan.user_key_terenkripsi,
      diubah_pada: integrasiPengaturan.diubah_pada,
    })
    .from(integrasiPengaturan)
    .where(eq(integrasiPengaturan.mitra, MITRA));
  return b ?? null;
}

/** The settings as the screen sees them: never the secrets, only whether they are set. */
export async function bacaPengaturan(db: DbOrTx): Promise<PengaturanBpjs> {
  const b = await baris(db);
  return {
    url: b?.url ?? '',
    cons_id: b?.cons_id ?? '',
    aktif: b?.aktif ?? false,
    rahasia_terisi: Boolean(b?.rahasia_terenkripsi),
    user_key_terisi: Boolean(b?.user_key_terenkripsi),
    diubah_pada: b?.diubah_pada.toISOString() ?? null,
  };
}

/** Saves; an empty secret keeps the stored one; the audit row names what changed, never a secret. */
export async function simpanPengaturan(
  deps: DepsBpjs,
  ctx: Ctx,
  masukan: PengaturanBpjsSimpan & { rahasia?: string | undefined; user_key?: string | undefined },
): Promise<PengaturanBpjs> {
  return deps.db.transaction(async (tx) => {
    const lama = await baris(tx);
    if (!lama && !masukan.rahasia) throw rahasiaWajib('Consumer secret', 'rahasia');
    if (!lama && !masukan.user_key) throw rahasiaWajib('User key', 'user_key');
    const kunci = deps.bpjs.kunciInduk;
    const nilai = {
      url: masukan.url.replace(/\/+$/, ''),
      cons_id: masukan.cons_id,
      aktif: masukan.aktif,
      rahasia_terenkripsi: masukan.rahasia
        ? enkripsi(kunci, masukan.rahasia)
        : (lama?.rahasia_terenkripsi ?? ''),
      user_key_terenkripsi: masukan.user_key
        ? enkripsi(kunci, masukan.user_key)
        : (lama?.user_key_terenkripsi ?? ''),
      diubah_oleh: ctx.user?.uid ?? null,
      diubah_pada: ctx.now(),
    };
    await tx
      .insert(integrasiPengaturan)
      .values({ mitra: MITRA, ...nilai })
      .onConflictDoUpdate({ target: integrasiPengaturan.mitra, set: nilai });
    await catatAktivitas(tx, ctx, {
      aksi: 'INTEGRASI_PENGATURAN',
      entitas: 'integrasi_pengaturan',
      entitas_id: MITRA,
      keterangan: `Pengaturan BPJS Antrean ${masukan.aktif ? 'aktif' : 'nonaktif'}`,
      detail: {
        url: nilai.url,
        cons_id: nilai.cons_id,
        aktif: nilai.aktif,
        rahasia_diganti: Boolean(masukan.rahasia),
        user_key_diganti: Boolean(masukan.user_key),
      },
    });
    return bacaPengaturan(tx);
  });
}

/**
 * The stored credentials opened with the master key; null without a row (or, with `aktifSaja`,
 * when it is switched off). Throws when the master key cannot open them.
 */
export async function kredensialBpjs(
  db: DbOrTx,
  kunciInduk: Buffer,
  opsi: { aktifSaja: boolean },
): Promise<KredensialBpjs | null> {
  const b = await baris(db);
  if (!b || (opsi.aktifSaja && !b.aktif)) return null;
  try {
    return {
      url: b.url,
      consId: b.cons_id,
      rahasia: dekripsi(kunciInduk, b.rahasia_terenkripsi).toString('utf8'),
      userKey: dekripsi(kunciInduk, b.user_key_terenkripsi).toString('utf8'),
    };
  } catch {
    throw kunciIndukTidakCocok();
  }
}

/** "Uji koneksi": BPJS's clinic reference (ref/poli), harmless, with the stored settings. */
export async function ujiKoneksi(deps: DepsBpjs): Promise<UjiKoneksiBpjs> {
  const k = await kredensialBpjs(deps.db, deps.bpjs.kunciInduk, { aktifSaja: false });
  if (!k) throw belumDikonfigurasi();
  const mulai = Date.now();
  try {
    const j = await panggilBpjs(k, {
      method: 'GET',
      path: 'ref/poli',
      sekarang: new Date(),
      batasWaktuMs: deps.bpjs.batasWaktuMs ?? 15_000,
    });
    const list = (j.response as { list?: unknown } | null)?.list;
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
