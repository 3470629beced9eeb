import {
  KODE_TARIF_EKLAIM,
  type KodeTarifEklaim,
  type PengaturanEklaim,
  type PengaturanEklaimSimpan,
  type UjiKoneksiEklaim,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { dekripsi, enkripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';
import { integrasiPengaturan } from '../bpjs/bpjs.tables.ts';
import { eklaimBelumDikonfigurasi, kunciEklaimWajib, kunciIndukEklaimTidakCocok } from './eklaim.errors.ts';
import { buatKlienEklaim } from './eklaim.klien.ts';
import { GalatEklaim, GalatJaringanEklaim } from './eklaim.port.ts';

/*
 * E-Klaim's settings (docs/eklaim.md), in the partners' table integrasi_pengaturan under mitra
 * 'EKLAIM': `url` the web service address, `rahasia_terenkripsi` the Encryption Key encrypted with
 * the master key, `opsi` the tariff code and the default coder NIK. `cons_id` and `user_key` are
 * BPJS's and stay empty. No row, or `aktif` false: Rawat does not call E-Klaim.
 */

export const MITRA_EKLAIM = 'EKLAIM';

/** What the eklaim module is handed (app.ts): the master key that encrypts the Encryption Key. */
export interface DepsEklaim extends Deps {
  eklaim: { kunciInduk: Buffer; batasWaktuMs?: number };
}

async function baris(db: DbOrTx) {
  const [b] = await db
    .select({
      url: integrasiPengaturan.url,
      aktif: integrasiPengaturan.aktif,
      rahasia_terenkripsi: integrasiPengaturan.rahasia_terenkripsi,
      opsi: integrasiPengaturan.opsi,
      diubah_pada: integrasiPengaturan.diubah_pada,
    })
    .from(integrasiPengaturan)
    .where(eq(integrasiPengaturan.mitra, MITRA_EKLAIM));
  return b ?? null;
}

const kodeTarif = (v: string | undefined): KodeTarifEklaim | null =>
  KODE_TARIF_EKLAIM.find((k) => k === v) ?? null;

/** The settings as the screen sees them: never the key, only whether it is set. */
export async function bacaPengaturanEklaim(db: DbOrTx): Promise<PengaturanEklaim> {
  const b = await baris(db);
  return {
    url: b?.url ?? '',
    aktif: b?.aktif ?? false,
    kunci_terisi: Boolean(b?.rahasia_terenkripsi),
    kode_tarif: kodeTarif(b?.opsi.kode_tarif),
    coder_nik: b?.opsi.coder_nik ?? '',
    diubah_pada: b?.diubah_pada.toISOString() ?? null,
  };
}

/** Saves; an empty key keeps the stored one; the audit row names what changed, never the key. */
export async function simpanPengaturanEklaim(
  deps: DepsEklaim,
  ctx: Ctx,
  masukan: PengaturanEklaimSimpan & { kunci?: string | undefined },
): Promise<PengaturanEklaim> {
  return deps.db.transaction(async (tx) => {
    const lama = await baris(tx);
    if (!lama?.rahasia_terenkripsi && !masukan.kunci) throw kunciEklaimWajib();
    const opsi = { kode_tarif: masukan.kode_tarif, coder_nik: masukan.coder_nik.trim() };
    const nilai = {
      url: masukan.url.trim().replace(/\/+$/, ''),
      cons_id: '',
      aktif: masukan.aktif,
      rahasia_terenkripsi: masukan.kunci
        ? enkripsi(deps.eklaim.kunciInduk, masukan.kunci)
        : (lama?.rahasia_terenkripsi ?? ''),
      user_key_terenkripsi: null,
      opsi,
      diubah_oleh: ctx.user?.uid ?? null,
      diubah_pada: ctx.now(),
    };
    await tx
      .insert(integrasiPengaturan)
      .values({ mitra: MITRA_EKLAIM, ...nilai })
      .onConflictDoUpdate({ target: integrasiPengaturan.mitra, set: nilai });
    await catatAktivitas(tx, ctx, {
      aksi: 'INTEGRASI_PENGATURAN',
      entitas: 'integrasi_pengaturan',
      entitas_id: MITRA_EKLAIM,
      keterangan: `Pengaturan E-Klaim ${masukan.aktif ? 'aktif' : 'nonaktif'}`,
      detail: { url: nilai.url, aktif: nilai.aktif, opsi, kunci_diganti: Boolean(masukan.kunci) },
    });
    return bacaPengaturanEklaim(tx);
  });
}

/** The stored settings with the key opened; null without a row (or, with `aktifSaja`, when off). */
export async function kredensialEklaim(
  db: DbOrTx,
  kunciInduk: Buffer,
  opsi: { aktifSaja: boolean },
): Promise<{ url: string; kunci: string; kodeTarif: string; coderNik: string } | null> {
  const b = await baris(db);
  if (!b?.rahasia_terenkripsi || (opsi.aktifSaja && !b.aktif)) return null;
  let kunci: string;
  try {
    kunci = dekripsi(kunciInduk, b.rahasia_terenkripsi).toString('utf8');
  } catch {
    throw kunciIndukEklaimTidakCocok();
  }
  return { url: b.url, kunci, kodeTarif: b.opsi.kode_tarif ?? '', coderNik: b.opsi.coder_nik ?? '' };
}

/**
 * "Uji koneksi": one encrypted get_claim_status for a SEP that cannot exist. Any answer E-Klaim
 * could encrypt with our key — its E2004 "Nomor SEP tidak ditemukan" included — proves the address
 * and the key; E2031 "Key Mismatch" names the key; nothing is written at E-Klaim.
 */
export async function ujiKoneksiEklaim(deps: DepsEklaim): Promise<UjiKoneksiEklaim> {
  const k = await kredensialEklaim(deps.db, deps.eklaim.kunciInduk, { aktifSaja: false });
  if (!k) throw eklaimBelumDikonfigurasi();
  const mulai = Date.now();
  const selesai = (berhasil: boolean, kode: string | null, pesan: string): UjiKoneksiEklaim => ({
    berhasil,
    kode,
    pesan,
    durasi_ms: Date.now() - mulai,
  });
  const klien = buatKlienEklaim({
    url: k.url,
    kunci: k.kunci,
    timeoutMs: deps.eklaim.batasWaktuMs ?? 10_000,
  });
  try {
    await klien.status('UJI-KONEKSI-RAWAT');
    return selesai(true, null, 'Terhubung: alamat dan kunci enkripsi benar');
  } catch (err) {
    if (err instanceof GalatEklaim) {
      if (err.errorNo === 'E2031')
        return selesai(false, err.errorNo, 'E-Klaim menolak: kunci enkripsi tidak cocok (Key Mismatch)');
      return selesai(
        true,
        err.errorNo,
        `Terhubung: alamat dan kunci enkripsi benar (jawaban E-Klaim atas permintaan uji: "${err.message}")`,
      );
    }
    if (err instanceof GalatJaringanEklaim) return selesai(false, null, err.message);
    throw err;
  }
}
